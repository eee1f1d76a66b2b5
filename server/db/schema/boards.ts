// Posts (docs/product/reading.md board) and their per-day view records.
import { sql } from "drizzle-orm";
import { bigint, boolean, char, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

export const boards = pgTable(
  "boards",
  {
    boardNo: bigint("board_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    permalink: text("permalink").notNull(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** editor | updDocs | polarisAi (docs/product/reading.md upload form type). */
    boardType: text("board_type").notNull().default("editor"),
    topic: text("topic").notNull(),
    subject: text("subject").notNull(),
    /** Sanitized HTML, rendered as is. */
    contentHtml: text("content_html").notNull().default(""),
    /** Plain text of the content, for descriptions, excerpts and search. */
    contentText: text("content_text").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumb: text("thumb"),
    bfSize: bigint("bf_size", { mode: "number" }).notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    blindYn: char("blind_yn", { length: 1 }).notNull().default("N"),
    publishing: boolean("publishing").notNull().default(false),
    pofficeShareYn: char("poffice_share_yn", { length: 1 }).notNull().default("N"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("boards_permalink_key").on(t.permalink),
    index("boards_listing_idx")
      .on(t.createdAt.desc(), t.boardNo.desc())
      .where(sql`${t.deletedAt} is null and ${t.blindYn} = 'N'`),
    index("boards_user_idx").on(t.userNo, t.createdAt.desc()),
    index("boards_topic_idx").on(t.topic, t.createdAt.desc()),
    index("boards_subject_trgm_idx").using("gin", sql`${t.subject} gin_trgm_ops`),
    // Blind and publishing posts (few): search leaves them out without reading every match's row.
    index("boards_hidden_idx")
      .on(t.boardNo)
      .where(sql`${t.blindYn} <> 'N' or ${t.publishing}`),
  ],
);

/**
 * One row per viewer, post and Asia/Seoul day: a view counts once a day per member or
 * visitor (docs/product/reading.md viewCntUp). The unique key makes double counting impossible.
 */
export const boardViews = pgTable(
  "board_views",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    /** "u:<userNo>" for members, "v:<visitor id>" for visitors. */
    viewerKey: text("viewer_key").notNull(),
    viewDay: text("view_day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("board_views_once_a_day_key").on(t.boardNo, t.viewerKey, t.viewDay)],
);

export type BoardRow = typeof boards.$inferSelect;
