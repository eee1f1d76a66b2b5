// 하울 AI questions (docs/product/ai.md §7.2), kept for later analysis of the A/B segments: what
// was asked (cut to the question limit), in which segment, by a member or a visitor, and whether
// an answer was found. No address and no member number: the log says how the tool is used, not
// who used it.
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const howlQuestions = pgTable(
  "howl_questions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    question: text("question").notNull(),
    segment: text("segment").notNull(),
    member: boolean("member").notNull(),
    answered: boolean("answered").notNull(),
    /** Which engine answered (offline, model, fallback). */
    engine: text("engine").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("howl_questions_segment", sql`${t.segment} in ('A', 'B')`),
    check("howl_questions_question", sql`char_length(${t.question}) <= 300`),
    index("howl_questions_created_idx").on(t.createdAt),
  ],
);
