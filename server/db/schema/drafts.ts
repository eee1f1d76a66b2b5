// Drafts of the writing page (docs/product/writing.md Draft, Drafts): saved while the member types and
// on leaving, listed, loaded and deleted by their owner only.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { memberImports } from "./imports";
import { boards } from "./boards";

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
    /** The import it came from (docs/product/import.md); imported drafts do not count towards the 50. */
    importId: bigint("import_id", { mode: "number" }).references(() => memberImports.importId, { onDelete: "set null" }),
    /**
     * A published post whose edit this is (docs/product/revisions.md): its author's edit in
     * progress, saved as they type; one per post, not in the drafts list, gone when the edit is saved.
     */
    boardNo: integer("board_no").references(() => boards.boardNo, { onDelete: "cascade" }),
    /** When the imported post was first written, as its source said. */
    originalDate: timestamp("original_date", { withTimezone: true }),
    /**
     * When the author asked it to be published (docs/product/writing.md §15, decision 0214); null for a
     * plain draft. A scheduled post stays a draft, so nothing public can show it before then.
     */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** docs/product draftDate: when it was last saved. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index("drafts_user_idx").on(t.userNo, t.updatedAt.desc()),
    uniqueIndex("drafts_edit_of_post_idx")
      .on(t.userNo, t.boardNo)
      .where(sql`${t.boardNo} is not null`),
    // The due-post sweep reads the few scheduled drafts, oldest due first.
    index("drafts_scheduled_idx")
      .on(t.scheduledAt)
      .where(sql`${t.scheduledAt} is not null`),
  ],
);

export type DraftRow = typeof drafts.$inferSelect;
