// Native comments (engagement), reports of posts and comments, and the moderators' actions.
import { sql } from "drizzle-orm";
import { bigint, char, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

/**
 * One row per comment; replies point at a top-level comment (one level only). Plain text:
 * pages render it as text with links. Deleting keeps the row (the thread keeps its shape and
 * shows '삭제된 댓글입니다.'), blanks the text and records who deleted it.
 */
export const comments = pgTable(
  "comments",
  {
    commentNo: bigint("comment_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** The top-level comment this one answers, or null. */
    parentNo: bigint("parent_no", { mode: "number" }),
    content: text("content").notNull(),
    blindYn: char("blind_yn", { length: 1 }).notNull().default("N"),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** author | post_owner | remote (its writer deleted it on their server) */
    deletedBy: text("deleted_by"),
    /**
     * A reply from another server (ActivityPub, docs/product/federation.md): the Note's id, and
     * who wrote it there (name, handle, url), shown instead of a member. Null for members' comments.
     */
    remoteId: text("remote_id"),
    remoteAuthor: jsonb("remote_author").$type<{ name: string; handle: string; url: string; actorId: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_thread_idx").on(t.boardNo, t.parentNo, t.commentNo),
    index("comments_parent_idx")
      .on(t.parentNo)
      .where(sql`${t.parentNo} is not null`),
    index("comments_user_idx").on(t.userNo, t.createdAt.desc()),
    uniqueIndex("comments_remote_idx")
      .on(t.remoteId)
      .where(sql`${t.remoteId} is not null`),
  ],
);

/**
 * A member's report of a post or a comment: one per member and item (the unique key).
 * Open until a moderator (or the automatic blind) decides: accepted (blinded) or rejected.
 */
export const reports = pgTable(
  "reports",
  {
    reportNo: bigint("report_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** post | comment */
    targetType: text("target_type").notNull(),
    targetNo: bigint("target_no", { mode: "number" }).notNull(),
    reporterUserNo: integer("reporter_user_no")
      .notNull()
      .references(() => users.userNo),
    /** spam | obscenity | copyright | abuse | other (core/reports.ts) */
    reason: text("reason").notNull(),
    reasonText: text("reason_text"),
    /** open | accepted | rejected */
    status: text("status").notNull().default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_once_per_member_key").on(t.targetType, t.targetNo, t.reporterUserNo),
    index("reports_open_idx")
      .on(t.targetType, t.targetNo)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Every blind, restore and dismiss, by whom (null: the automatic blind) and when. */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    actionNo: bigint("action_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    targetType: text("target_type").notNull(),
    targetNo: bigint("target_no", { mode: "number" }).notNull(),
    /** blind | restore | dismiss */
    action: text("action").notNull(),
    moderatorUserNo: integer("moderator_user_no").references(() => users.userNo),
    /** What the author is told (blind) or the moderator's note. */
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_actions_target_idx").on(t.targetType, t.targetNo, t.createdAt.desc())],
);

export type CommentRow = typeof comments.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
