// Revisions of posts (docs/product/revisions.md, decision 0200): every publish, edit and restore
// of a post keeps what it said — title, topic, tags, introduction and body — with who made it and
// when. Bodies are stored as a whole (compressed) every few revisions and as the splice from the
// previous revision in between (modules/boards/revision-delta.ts).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const boardRevisions = pgTable(
  "board_revisions",
  {
    revisionId: bigint("revision_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    /** Who made this version: the author, or a moderator. */
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** publish | edit | restore */
    kind: text("kind").notNull(),
    /** For a restore: the revision whose words came back. */
    restoredFrom: bigint("restored_from", { mode: "number" }),
    subject: text("subject").notNull(),
    topic: text("topic").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The body: a whole text, or the splice from the revision before (delta.ts). */
    body: bytea("body").notNull(),
    keyframe: boolean("keyframe").notNull(),
    /** Splices since the last whole body (0 for a whole body). */
    chain: smallint("chain").notNull().default(0),
    /** Characters of the body (plain text), for the list. */
    textLength: integer("text_length").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("board_revisions_board_idx").on(t.boardNo, t.revisionId.desc())],
);

export type BoardRevisionRow = typeof boardRevisions.$inferSelect;
