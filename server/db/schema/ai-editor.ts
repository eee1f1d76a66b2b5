// The editor helpers' data (docs/product/ai.md §2, §3): which terms each published post holds
// (the document frequency that weighs AI tags) and the AI feedback of posts.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { boards } from "./boards";

/**
 * One row per published post and distinct term of it, plus one row with the empty term per
 * analysed post (so the number of analysed posts is an index count). DF of a term = its rows.
 */
export const aiTermStats = pgTable(
  "ai_term_stats",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    term: text("term").notNull(),
  },
  (t) => [primaryKey({ columns: [t.boardNo, t.term] }), index("ai_term_stats_term_idx").on(t.term)],
);

/** The AI feedback of a post for its author: advice and key points of its text. */
export const aiPostFeedback = pgTable(
  "ai_post_feedback",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .primaryKey()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** The author asked for feedback (the upload form's useFeedback). */
    useFeedback: boolean("use_feedback").notNull().default(true),
    /** pending (queued) | ready | failed. */
    state: text("state").notNull().default("pending"),
    keyPoints: jsonb("key_points")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    advice: jsonb("advice")
      .$type<{ kind: string; sentence: string; note: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    engine: text("engine"),
    reviews: integer("reviews").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ai_post_feedback_user_idx").on(t.userNo)],
);
