// Exhibits and the test-prep quiz (docs/product/exhibits.md): curated collections of posts, and
// quiz rounds with their questions and each member's one graded sitting.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const exhibits = pgTable(
  "exhibits",
  {
    exhibitId: integer("exhibit_id").primaryKey().generatedByDefaultAsIdentity(),
    /** The address: /exhibit/<slug>. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    intro: text("intro").notNull().default(""),
    /** A /files/… address from the file store, or empty for the theme's plain banner. */
    bannerUrl: text("banner_url").notNull().default(""),
    /** blue | green | red | gold: the banner's colours. */
    theme: text("theme").notNull().default("blue"),
    /** The category filter's entries, in order. */
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** draft (operators only) | open | closed (still readable, marked as ended). */
    state: text("state").notNull().default("draft"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("exhibits_slug_key").on(t.slug),
    check("exhibits_state", sql`${t.state} in ('draft', 'open', 'closed')`),
    check("exhibits_period", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const exhibitPosts = pgTable(
  "exhibit_posts",
  {
    exhibitId: integer("exhibit_id")
      .notNull()
      .references(() => exhibits.exhibitId, { onDelete: "cascade" }),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    category: text("category").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.exhibitId, t.boardNo] }), index("exhibit_posts_order_idx").on(t.exhibitId, t.sortOrder)],
);

export const quizRounds = pgTable(
  "quiz_rounds",
  {
    roundId: integer("round_id").primaryKey().generatedByDefaultAsIdentity(),
    /** The prep category (economy). */
    category: text("category").notNull(),
    /** The round's number within its category. */
    round: integer("round").notNull(),
    title: text("title").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    answerOpensAt: timestamp("answer_opens_at", { withTimezone: true }).notNull(),
    passScore: integer("pass_score").notNull().default(60),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quiz_rounds_category_round_key").on(t.category, t.round),
    check("quiz_rounds_period", sql`${t.endsAt} > ${t.startsAt} and ${t.answerOpensAt} >= ${t.endsAt}`),
    check("quiz_rounds_pass", sql`${t.passScore} between 0 and 100`),
  ],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    questionId: integer("question_id").primaryKey().generatedByDefaultAsIdentity(),
    roundId: integer("round_id")
      .notNull()
      .references(() => quizRounds.roundId, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    prompt: text("prompt").notNull(),
    options: text("options").array().notNull(),
    correctIndex: integer("correct_index").notNull(),
    explanation: text("explanation").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_questions_round_idx").on(t.roundId, t.sortOrder)],
);

export const quizResults = pgTable(
  "quiz_results",
  {
    resultId: integer("result_id").primaryKey().generatedByDefaultAsIdentity(),
    roundId: integer("round_id")
      .notNull()
      .references(() => quizRounds.roundId),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** The chosen option per question, in the paper's order (null: left blank). */
    answers: jsonb("answers").$type<(number | null)[]>().notNull(),
    /** The question ids of the paper the answers belong to. */
    questionIds: jsonb("question_ids").$type<number[]>().notNull(),
    /** graded | failed */
    status: text("status").notNull(),
    correctCount: integer("correct_count"),
    questionCount: integer("question_count").notNull(),
    score: integer("score"),
    gradingError: text("grading_error"),
    sittedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quiz_results_once_key").on(t.roundId, t.userNo),
    index("quiz_results_user_idx").on(t.userNo),
    check("quiz_results_status", sql`${t.status} in ('graded', 'failed')`),
  ],
);
