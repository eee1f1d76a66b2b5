// One schema for both drivers (PGlite and PostgreSQL). Column names follow SPEC §3 where
// the spec names a field (user_no, board_no, email_cert_yn …) so API mapping stays obvious.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    userNo: integer("user_no").primaryKey().generatedByDefaultAsIdentity(),
    /** Public, non-guessable id used in URLs (/other/{userId}). */
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    userName: text("user_name").notNull(),
    passwordHash: text("password_hash"),
    /** A e-mail sign-up, G Google, P office-suite provider, K Kakao (SPEC §3). */
    joinChannel: char("join_channel", { length: 1 }).notNull().default("A"),
    emailCertYn: char("email_cert_yn", { length: 1 }).notNull().default("N"),
    profileImg: text("profile_img"),
    bgImg: text("bg_img"),
    coverLetter: text("cover_letter").notNull().default(""),
    usageReason: text("usage_reason"),
    deleteYn: char("delete_yn", { length: 1 }).notNull().default("N"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_user_id_key").on(t.userId),
    // A deleted account frees its e-mail for a new sign-up.
    uniqueIndex("users_live_email_key")
      .on(sql`lower(${t.userEmail})`)
      .where(sql`${t.deleteYn} = 'N'`),
  ],
);

export const boards = pgTable(
  "boards",
  {
    boardNo: bigint("board_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    permalink: text("permalink").notNull(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** editor | updDocs | polarisAi (SPEC §3 upload form type). */
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
  ],
);

/**
 * One row per viewer, post and Asia/Seoul day: a view counts once a day per member or
 * visitor (SPEC §7 viewCntUp). The unique key makes double counting impossible.
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

/** Written by the queue's heartbeat job; proves the queue runs and feeds the health check. */
export const queueHeartbeats = pgTable("queue_heartbeats", {
  name: text("name").primaryKey(),
  beats: integer("beats").notNull().default(0),
  lastBeatAt: timestamp("last_beat_at", { withTimezone: true }).notNull().defaultNow(),
  lastPayload: text("last_payload"),
});

export type UserRow = typeof users.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;

/** Small key-value facts about this installation (e.g. when demo content was seeded). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
