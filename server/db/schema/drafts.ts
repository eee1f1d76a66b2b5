// Drafts of the writing page (docs/product/writing.md Draft, Drafts): saved while the member types and
// on leaving, listed, loaded and deleted by their owner only.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

export const drafts = pgTable(
  "drafts",
  {
    draftNo: integer("draft_no").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** A topic key, or "" while none is chosen. */
    topic: text("topic").notNull().default(""),
    title: text("title").notNull().default(""),
    /** Sanitized editor HTML (the same policy as published posts). */
    content: text("content").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A stored image address (/files/…), or null. */
    thumbnailPath: text("thumbnail_path"),
    createdAt: createdAt(),
    /** docs/product draftDate: when it was last saved. */
    updatedAt: updatedAt(),
  },
  (t) => [index("drafts_user_idx").on(t.userNo, t.updatedAt.desc())],
);

export type DraftRow = typeof drafts.$inferSelect;
