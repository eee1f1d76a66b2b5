// 하울 AI question search (docs/product/ai.md §7.2): checks the question, takes a member's daily
// allowance, retrieves passages from visible posts, has the engine answer from them (quoting
// offline, writing with a model) and records the question for the A/B analysis.
import { checkHowlQuestion, HOWL_QUESTION_MAX, HOWL_TEXT, isLatinQuestion, type HowlSegment } from "../../../../core/howl";
import { say } from "../../../../core/i18n";
import type { AppContext } from "../../../context";
import { howlQuestions } from "../../../db/schema";
import { errors } from "../../../lib/errors";
import { returnAllowance, takeAllowance } from "../allowance";
import { retrieve } from "./retrieve";
import type { HowlAnswer } from "./types";

export interface HowlQuestionInput {
  question: string;
  segment: HowlSegment;
  /** The asking member, or null for a visitor. */
  userNo: number | null;
  language: "ko" | "en";
  /** Receives the answer's text as it is written (streamed from a model; once, whole, offline). */
  onDelta?: (chunk: string) => void;
}

export async function askHowl(ctx: AppContext, input: HowlQuestionInput): Promise<HowlAnswer> {
  const checked = checkHowlQuestion(input.question);
  if (!checked.ok) throw errors.unprocessable(checked.message, "HOWL_QUESTION_INVALID");
  const question = checked.value;
  if (input.userNo !== null) {
    const taken = await takeAllowance(ctx.db, input.userNo, "howl");
    if (!taken.taken) throw errors.tooManyRequests(HOWL_TEXT.allowanceSpent, "HOWL_ALLOWANCE_SPENT");
  }
  let result;
  try {
    const found = await retrieve(ctx.db, question);
    const answered = await ctx.ai.answer(
      { question, passages: found.passages },
      {
        language: input.language,
        ...(input.onDelta ? { onDelta: input.onDelta } : {}),
      },
    );
    result = { found, answered };
  } catch (error) {
    if (input.userNo !== null) await returnAllowance(ctx.db, input.userNo, "howl");
    throw error;
  }
  const { found, answered } = result;
  const answer = answered.value;
  await ctx.db.insert(howlQuestions).values({
    question: question.slice(0, HOWL_QUESTION_MAX),
    segment: input.segment,
    member: input.userNo !== null,
    answered: !answer.noAnswer,
    engine: answered.engine,
  });
  // An English question on a site of Korean posts: say so, and offer what the search found.
  const englishMiss = answer.noAnswer && isLatinQuestion(question);
  return {
    answer: englishMiss ? say(found.posts.length ? HOWL_TEXT.noEnglishMatch : HOWL_TEXT.noEnglishPosts, input.language) : answer.text,
    cited: answer.cited.map((p) => ({ n: p.n, boardNo: p.boardNo, url: p.url, title: p.title, excerpt: p.text })),
    posts: found.posts,
    noAnswer: answer.noAnswer,
    engine: answered.engine,
    segment: input.segment,
  };
}
