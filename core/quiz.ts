// The test-prep quiz's rules (docs/product/exhibits.md §2): when a round can be sat, when its
// answers open, how a sitting is graded and what passes. Pure: the server and the pages share it.
import { texts } from "./i18n";

/** The prep exhibits' categories (/exhibit/prep/<category>): the partner's economy test. */
export const PREP_CATEGORIES = ["economy"] as const;
export type PrepCategory = (typeof PREP_CATEGORIES)[number];

export function isPrepCategory(value: string): value is PrepCategory {
  return (PREP_CATEGORIES as readonly string[]).includes(value);
}

export const QUIZ_MIN_OPTIONS = 4;
export const QUIZ_MAX_OPTIONS = 5;
export const QUIZ_MAX_QUESTIONS = 50;
/** A passing score (percent of correct answers) unless the round says otherwise. */
export const QUIZ_DEFAULT_PASS_SCORE = 60;

export interface QuizPeriod {
  startsAt: Date;
  endsAt: Date;
  answerOpensAt: Date;
}

export type SittingState = "upcoming" | "open" | "closed";

/** Whether the round can be sat at `now`: from its start (inclusive) to its end (exclusive). */
export function sittingState(period: Pick<QuizPeriod, "startsAt" | "endsAt">, now: Date): SittingState {
  if (now.getTime() < period.startsAt.getTime()) return "upcoming";
  if (now.getTime() >= period.endsAt.getTime()) return "closed";
  return "open";
}

/** Answers and explanations are shown from their opening date on. */
export function answersOpen(period: Pick<QuizPeriod, "answerOpensAt">, now: Date): boolean {
  return now.getTime() >= period.answerOpensAt.getTime();
}

/** What is wrong with a round's dates, or null: a period that ends after it starts, answers opening no earlier than the end. */
export function periodProblem(period: QuizPeriod): "endBeforeStart" | "answersBeforeEnd" | null {
  if (period.endsAt.getTime() <= period.startsAt.getTime()) return "endBeforeStart";
  if (period.answerOpensAt.getTime() < period.endsAt.getTime()) return "answersBeforeEnd";
  return null;
}

export interface GradableQuestion {
  options: readonly string[];
  /** Index of the correct option (0-based). */
  correctIndex: number;
}

/** What is wrong with a question, or null: 4–5 non-empty options and one correct among them. */
export function questionProblem(q: GradableQuestion): "options" | "correct" | null {
  if (q.options.length < QUIZ_MIN_OPTIONS || q.options.length > QUIZ_MAX_OPTIONS) return "options";
  if (q.options.some((o) => !o.trim())) return "options";
  if (!Number.isInteger(q.correctIndex) || q.correctIndex < 0 || q.correctIndex >= q.options.length) return "correct";
  return null;
}

export type Grading =
  { ok: true; correctCount: number; questionCount: number; score: number; marks: boolean[] } | { ok: false; error: string };

/**
 * Grades one sitting. `answers[i]` is the chosen option of question i (null: left blank, counts
 * as wrong). Grading fails — it is not guessed — when the paper and the answers do not match or
 * a question has no valid correct option; the failure is kept and shown as 채점 실패.
 */
export function gradeSitting(questions: readonly GradableQuestion[], answers: readonly (number | null)[]): Grading {
  if (!questions.length) return { ok: false, error: "no questions" };
  if (answers.length !== questions.length) return { ok: false, error: `answered ${answers.length} of ${questions.length} questions` };
  const marks: boolean[] = [];
  for (const [i, q] of questions.entries()) {
    const problem = questionProblem(q);
    if (problem) return { ok: false, error: `question ${i + 1}: invalid ${problem}` };
    const a = answers[i];
    if (a !== null && a !== undefined && (!Number.isInteger(a) || a < 0 || a >= q.options.length)) {
      return { ok: false, error: `question ${i + 1}: answer out of range` };
    }
    marks.push(a === q.correctIndex);
  }
  const correctCount = marks.filter(Boolean).length;
  return { ok: true, correctCount, questionCount: questions.length, score: scoreOf(correctCount, questions.length), marks };
}

/** Percent of correct answers, rounded down. */
export function scoreOf(correctCount: number, questionCount: number): number {
  return questionCount ? Math.floor((correctCount * 100) / questionCount) : 0;
}

export function passed(score: number, passScore: number): boolean {
  return score >= passScore;
}

/** A certificate's number: stable per round and member, readable on paper. */
export function certificateNumber(category: string, round: number, resultId: number): string {
  return `${category.slice(0, 3).toUpperCase()}-${String(round).padStart(3, "0")}-${String(resultId).padStart(6, "0")}`;
}

/** The quiz's messages the server answers with and the pages show. */
export const QUIZ_MSG = texts({
  gradingFailed: { ko: "채점 실패", en: "Grading failed" },
  roundNotFound: { ko: "회차를 찾을 수 없습니다.", en: "The round could not be found." },
  questionNotFound: { ko: "문제를 찾을 수 없습니다.", en: "The question could not be found." },
  notOpenYet: { ko: "아직 응시 기간이 아닙니다.", en: "The sitting period has not started yet." },
  closed: { ko: "응시 기간이 끝났습니다.", en: "The sitting period has ended." },
  alreadySat: { ko: "이미 응시한 회차입니다.", en: "You have already sat this round." },
  notSat: { ko: "응시 기록이 없습니다.", en: "You have not sat this round." },
  paperChanged: {
    ko: "문제가 바뀌었습니다. 새로 불러와 다시 풀어 주세요.",
    en: "The questions have changed. Reload and answer again.",
  },
  endBeforeStart: { ko: "종료 시각은 시작 시각보다 뒤여야 합니다.", en: "The end must come after the start." },
  answersBeforeEnd: {
    ko: "해설 공개일은 응시 종료 이후여야 합니다.",
    en: "The answers must open after the sitting period ends.",
  },
  options: { ko: "보기는 4~5개를 모두 채워야 합니다.", en: "A question needs 4 or 5 filled-in options." },
  correct: { ko: "정답은 보기 중 하나여야 합니다.", en: "The correct answer must be one of the options." },
  tooManyQuestions: { ko: "한 회차에는 문제를 50개까지 낼 수 있습니다.", en: "A round holds up to 50 questions." },
  roundTaken: { ko: "같은 분야에 같은 회차가 이미 있습니다.", en: "That category already has this round." },
  hasResults: {
    ko: "응시 결과가 있는 회차는 삭제할 수 없습니다.",
    en: "A round with results cannot be deleted.",
  },
  paperLocked: {
    ko: "응시가 시작된 회차의 문제는 추가하거나 지울 수 없습니다.",
    en: "Questions cannot be added or removed once members have sat the round.",
  },
});
