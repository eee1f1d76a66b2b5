// Author statistics (docs/product/statistics.md, decision 0219): one row per post and Asia/Seoul
// day with the day's figures, and nothing about who read. Views and where they came from are
// added by the view count's own statement (boards/views.ts), reads by the read beacon, likes and
// votes by their events' subscribers. `hosts` holds at most STATS_HOST_LIMIT referring hosts of
// the day (core/author-stats.ts); later new hosts are added up under OTHER_HOSTS.
import { sql } from "drizzle-orm";
import { bigint, date, index, integer, jsonb, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { boards } from "./boards";

export const postDailyStats = pgTable(
  "post_daily_stats",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    /** The post's author, kept here so "all my posts" is one index range. */
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** The Asia/Seoul day. */
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    /** Views of at least 10 seconds with the page visible. */
    reads: integer("reads").notNull().default(0),
    /** Likes given that day, less those taken back (counted on the day they were given). */
    likes: integer("likes").notNull().default(0),
    votes: integer("votes").notNull().default(0),
    /** The day's views by where the reader came from. */
    fromDirect: integer("from_direct").notNull().default(0),
    fromInternal: integer("from_internal").notNull().default(0),
    fromSearch: integer("from_search").notNull().default(0),
    fromExternal: integer("from_external").notNull().default(0),
    /** External views by referring host (host only), bounded; see the note above. */
    hosts: jsonb("hosts")
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.boardNo, t.day] }), index("post_daily_stats_author_idx").on(t.userNo, t.day)],
);
