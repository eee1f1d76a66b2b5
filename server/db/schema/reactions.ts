// Reactions between members and posts (docs/product/engagement.md like, likeYn, likeCount, bookmark, followYn):
// one row per member and post (likes, bookmarks) or per follower and followed member. The
// primary keys make a second like, bookmark or follow impossible; counters on the post move
// only when a row was really added or removed, in the same transaction.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const boardLikes = pgTable(
  "board_likes",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userNo, t.boardNo] }),
    index("board_likes_board_idx").on(t.boardNo),
    index("board_likes_user_idx").on(t.userNo, t.createdAt.desc()),
  ],
);

export const boardBookmarks = pgTable(
  "board_bookmarks",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.boardNo] }), index("board_bookmarks_user_idx").on(t.userNo, t.createdAt.desc())],
);

export const follows = pgTable(
  "follows",
  {
    /** Who follows. */
    followerNo: integer("follower_no")
      .notNull()
      .references(() => users.userNo),
    /** Who is followed. */
    followeeNo: integer("followee_no")
      .notNull()
      .references(() => users.userNo),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerNo, t.followeeNo] }),
    index("follows_followee_idx").on(t.followeeNo),
    check("follows_not_self", sql`${t.followerNo} <> ${t.followeeNo}`),
  ],
);

/**
 * Posts a member shared (docs/product/engagement.md short-link info sharedBoardCount): recorded when the member
 * takes the post's share link (getMyInviteURL), once per member and post.
 */
export const boardShares = pgTable(
  "board_shares",
  {
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.boardNo] })],
);

/**
 * Visitors who arrived through a member's share link (/d/{permaLink}-{sharer}, docs/product/engagement.md): one row
 * per sharer, post and visitor, never the sharer, never a bot (docs/product/engagement.md influxCount).
 */
export const shareVisits = pgTable(
  "share_visits",
  {
    sharerNo: integer("sharer_no")
      .notNull()
      .references(() => users.userNo),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo),
    /** "u:<userNo>" for members, "v:<visitor id>" for visitors. */
    visitorKey: text("visitor_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sharerNo, t.boardNo, t.visitorKey] }), index("share_visits_sharer_idx").on(t.sharerNo)],
);

/**
 * 응원하기 (decision 0190): a member sent points to a post's author, with an optional message.
 * The points move in the ledger (cheer_sent / cheer_received, keyed by the cheer) in the same
 * transaction as this row.
 */
export const cheers = pgTable(
  "cheers",
  {
    cheerId: bigint("cheer_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo),
    fromUserNo: integer("from_user_no")
      .notNull()
      .references(() => users.userNo),
    toUserNo: integer("to_user_no")
      .notNull()
      .references(() => users.userNo),
    amount: integer("amount").notNull(),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("cheers_board_idx").on(t.boardNo, t.createdAt.desc()),
    index("cheers_from_idx").on(t.fromUserNo, t.createdAt.desc()),
    check("cheers_amount_positive", sql`${t.amount} > 0`),
    check("cheers_not_self", sql`${t.fromUserNo} <> ${t.toUserNo}`),
  ],
);
