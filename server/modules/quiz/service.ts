// The test-prep quiz (docs/product/exhibits.md §2): rounds per category with a sitting period,
// questions, one graded sitting per member inside the period, and answers with explanations
// that open on their date. The rules are core/quiz.ts; this file keeps them in the database.
import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import {
  answersOpen,
  certificateNumber,
  gradeSitting,
  passed,
  periodProblem,
  PREP_CATEGORIES,
  type PrepCategory,
  questionProblem,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MSG,
  sittingState,
} from "../../../core/quiz";
import type { Database, Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { quizQuestions, quizResults, quizRounds, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { QuizInfo, QuizPaper, QuizQuestionAdmin, QuizResult, QuizResultAdmin, QuizRoundAdmin, QuizRoundAdminDetail } from "./types";

export const QUIZ_CATEGORIES = PREP_CATEGORIES;
export type QuizCategory = PrepCategory;

type RoundRow = typeof quizRounds.$inferSelect;
type QuestionRow = typeof quizQuestions.$inferSelect;
type ResultRow = typeof quizResults.$inferSelect;

export interface RoundInput {
  category: QuizCategory;
  round: number;
  title: string;
  startDate: Date;
  endDate: Date;
  answerOpenDate: Date;
  passScore: number;
}

export interface QuestionInput {
  prompt: string;
  options: string[];
  correctIndex: number;
  explanation: string;
}

/** Where a round's questions and, once open, its explanations are read. */
export function quizUrl(round: Pick<RoundRow, "category" | "roundId">): string {
  return `/exhibit/prep/${round.category}/quiz/${round.roundId}`;
}

function infoOf(row: RoundRow, questionCount: number, now: Date): QuizInfo {
  const period = { startsAt: row.startsAt, endsAt: row.endsAt, answerOpensAt: row.answerOpensAt };
  return {
    roundId: row.roundId,
    round: row.round,
    category: row.category,
    title: row.title,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    answerOpenDate: row.answerOpensAt.toISOString(),
    passScore: row.passScore,
    questionCount,
    state: sittingState(period, now),
    answersOpen: answersOpen(period, now),
  };
}

async function questionCounts(db: Executor, roundIds: number[]): Promise<Map<number, number>> {
  if (!roundIds.length) return new Map();
  const rows = await db
    .select({ roundId: quizQuestions.roundId, n: sql<number>`count(*)::int` })
    .from(quizQuestions)
    .where(inArray(quizQuestions.roundId, roundIds))
    .groupBy(quizQuestions.roundId);
  return new Map(rows.map((r) => [r.roundId, Number(r.n)]));
}

async function roundRow(db: Executor, roundId: number): Promise<RoundRow> {
  const [row] = await db.select().from(quizRounds).where(eq(quizRounds.roundId, roundId)).limit(1);
  if (!row) throw errors.notFound(QUIZ_MSG.roundNotFound);
  return row;
}

function paperOf(db: Executor, roundId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.roundId, roundId))
    .orderBy(asc(quizQuestions.sortOrder), asc(quizQuestions.questionId));
}

// ── Members ──────────────────────────────────────────────────────────────────

/**
 * The round a category's header shows: the one being sat; otherwise the latest that has started
 * (its answers may be open); otherwise the next one. Null when the category has no round.
 */
export async function currentRound(db: Database, category: string, now: Date = new Date()): Promise<QuizInfo | null> {
  const inCategory = eq(quizRounds.category, category);
  const [started] = await db
    .select()
    .from(quizRounds)
    .where(and(inCategory, lte(quizRounds.startsAt, now)))
    .orderBy(desc(quizRounds.startsAt), desc(quizRounds.roundId))
    .limit(1);
  const [next] = started
    ? [undefined]
    : await db
        .select()
        .from(quizRounds)
        .where(and(inCategory, gt(quizRounds.startsAt, now)))
        .orderBy(asc(quizRounds.startsAt))
        .limit(1);
  const row = started ?? next;
  if (!row) return null;
  const counts = await questionCounts(db, [row.roundId]);
  return infoOf(row, counts.get(row.roundId) ?? 0, now);
}

export async function getRoundInfo(db: Database, roundId: number, now: Date = new Date()): Promise<QuizInfo> {
  const row = await roundRow(db, roundId);
  const counts = await questionCounts(db, [roundId]);
  return infoOf(row, counts.get(roundId) ?? 0, now);
}

/** The question paper, from the start of the sitting; correct answers and explanations once open. */
export async function getPaper(db: Database, roundId: number, now: Date = new Date()): Promise<QuizPaper> {
  const row = await roundRow(db, roundId);
  const questions = await paperOf(db, roundId);
  const info = infoOf(row, questions.length, now);
  if (info.state === "upcoming") throw errors.conflict(QUIZ_MSG.notOpenYet, "QUIZ_NOT_OPEN");
  return {
    ...info,
    questions: questions.map((q) => ({
      questionId: q.questionId,
      prompt: q.prompt,
      options: q.options,
      correctIndex: info.answersOpen ? q.correctIndex : null,
      explanation: info.answersOpen ? q.explanation : null,
    })),
  };
}

function resultOf(row: ResultRow, round: RoundRow, questions: QuestionRow[], now: Date): QuizResult {
  const info = infoOf(round, questions.length, now);
  const graded = row.status === "graded";
  const pass = graded && row.score !== null && passed(row.score, round.passScore);
  let marks: boolean[] | null = null;
  if (info.answersOpen && graded) {
    const byId = new Map(questions.map((q) => [q.questionId, q]));
    marks = row.questionIds.map((id, i) => byId.get(id)?.correctIndex === row.answers[i]);
  }
  return {
    resultId: row.resultId,
    quiz: info,
    status: graded ? "graded" : "failed",
    gradingFailed: !graded,
    answerCount: graded ? row.correctCount : null,
    questionCount: row.questionCount,
    score: graded ? row.score : null,
    passed: pass,
    answerUrl: info.answersOpen ? quizUrl(round) : null,
    answers: row.answers,
    marks,
    certificateNo: pass ? certificateNumber(round.category, round.round, row.resultId) : null,
    sittedAt: row.sittedAt.toISOString(),
  };
}

/** Grades a paper; a failure is kept with its reason, not guessed (shown as 채점 실패). */
function grade(questions: QuestionRow[], questionIds: number[], answers: (number | null)[]) {
  const byId = new Map(questions.map((q) => [q.questionId, q]));
  const paper = questionIds.map((id) => byId.get(id) ?? { options: [], correctIndex: -1 });
  const g = gradeSitting(paper, answers);
  return g.ok
    ? { status: "graded" as const, correctCount: g.correctCount, score: g.score, gradingError: null }
    : { status: "failed" as const, correctCount: null, score: null, gradingError: g.error };
}

/** One sitting per member, inside the period, answering exactly the current paper. */
export async function submitAnswers(
  db: Database,
  userNo: number,
  roundId: number,
  answers: { questionId: number; choice: number | null }[],
  now: Date = new Date(),
): Promise<QuizResult> {
  return withTransaction(db, async (tx) => {
    const round = await roundRow(tx, roundId);
    const state = sittingState({ startsAt: round.startsAt, endsAt: round.endsAt }, now);
    if (state === "upcoming") throw errors.conflict(QUIZ_MSG.notOpenYet, "QUIZ_NOT_OPEN");
    if (state === "closed") throw errors.conflict(QUIZ_MSG.closed, "QUIZ_CLOSED");
    const questions = await paperOf(tx, roundId);
    const chosen = new Map(answers.map((a) => [a.questionId, a.choice]));
    if (
      !questions.length ||
      chosen.size !== answers.length ||
      answers.length !== questions.length ||
      questions.some((q) => !chosen.has(q.questionId))
    ) {
      throw errors.conflict(QUIZ_MSG.paperChanged, "QUIZ_PAPER_CHANGED");
    }
    const questionIds = questions.map((q) => q.questionId);
    const ordered = questionIds.map((id) => chosen.get(id) ?? null);
    const graded = grade(questions, questionIds, ordered);
    try {
      const [row] = await tx
        .insert(quizResults)
        .values({ roundId, userNo, answers: ordered, questionIds, questionCount: questions.length, sittedAt: now, ...graded })
        .returning();
      return resultOf(row!, round, questions, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw errors.conflict(QUIZ_MSG.alreadySat, "QUIZ_ALREADY_SAT");
      throw error;
    }
  });
}

/** The member's sitting of a round, or `status: "none"` when they have not sat it (the round must exist). */
export async function getResult(
  db: Database,
  userNo: number,
  roundId: number,
  now: Date = new Date(),
): Promise<QuizResult | { status: "none"; roundId: number }> {
  const round = await roundRow(db, roundId);
  const [row] = await db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.roundId, roundId), eq(quizResults.userNo, userNo)))
    .limit(1);
  if (!row) return { status: "none", roundId };
  return resultOf(row, round, await paperOf(db, roundId), now);
}

/** Every sitting of the member, newest round first (/prep-cert). */
export async function listMyResults(db: Database, userNo: number, now: Date = new Date()): Promise<QuizResult[]> {
  const rows = await db
    .select({ result: quizResults, round: quizRounds })
    .from(quizResults)
    .innerJoin(quizRounds, eq(quizRounds.roundId, quizResults.roundId))
    .where(eq(quizResults.userNo, userNo))
    .orderBy(desc(quizRounds.startsAt), desc(quizResults.resultId));
  const out: QuizResult[] = [];
  for (const { result, round } of rows) out.push(resultOf(result, round, await paperOf(db, round.roundId), now));
  return out;
}

// ── Operators ────────────────────────────────────────────────────────────────

function checkRound(input: RoundInput): void {
  const problem = periodProblem({ startsAt: input.startDate, endsAt: input.endDate, answerOpensAt: input.answerOpenDate });
  if (problem) throw errors.badRequest(QUIZ_MSG[problem], "QUIZ_PERIOD");
}

function checkQuestion(input: QuestionInput): void {
  const problem = questionProblem(input);
  if (problem) throw errors.badRequest(QUIZ_MSG[problem], "QUIZ_QUESTION");
}

function roundValues(input: RoundInput) {
  return {
    category: input.category,
    round: input.round,
    title: input.title,
    startsAt: input.startDate,
    endsAt: input.endDate,
    answerOpensAt: input.answerOpenDate,
    passScore: input.passScore,
  };
}

async function resultCounts(db: Executor, roundIds: number[]): Promise<Map<number, number>> {
  if (!roundIds.length) return new Map();
  const rows = await db
    .select({ roundId: quizResults.roundId, n: sql<number>`count(*)::int` })
    .from(quizResults)
    .where(inArray(quizResults.roundId, roundIds))
    .groupBy(quizResults.roundId);
  return new Map(rows.map((r) => [r.roundId, Number(r.n)]));
}

export async function listRoundsForModerator(db: Database, now: Date = new Date()): Promise<QuizRoundAdmin[]> {
  const rows = await db.select().from(quizRounds).orderBy(asc(quizRounds.category), desc(quizRounds.round));
  const ids = rows.map((r) => r.roundId);
  const [questions, results] = await Promise.all([questionCounts(db, ids), resultCounts(db, ids)]);
  return rows.map((r) => ({ ...infoOf(r, questions.get(r.roundId) ?? 0, now), resultCount: results.get(r.roundId) ?? 0 }));
}

export async function getRoundForModerator(db: Executor, roundId: number, now: Date = new Date()): Promise<QuizRoundAdminDetail> {
  const round = await roundRow(db, roundId);
  const questions = await paperOf(db, roundId);
  const results = await db
    .select({ result: quizResults, userId: users.userId, userName: users.userName })
    .from(quizResults)
    .innerJoin(users, eq(users.userNo, quizResults.userNo))
    .where(eq(quizResults.roundId, roundId))
    .orderBy(desc(quizResults.score), asc(quizResults.sittedAt));
  return {
    ...infoOf(round, questions.length, now),
    resultCount: results.length,
    questions: questions.map((q): QuizQuestionAdmin => ({
      questionId: q.questionId,
      sortOrder: q.sortOrder,
      prompt: q.prompt,
      options: q.options,
      correctIndex: q.correctIndex,
      explanation: q.explanation,
    })),
    results: results.map(({ result, userId, userName }): QuizResultAdmin => ({
      resultId: result.resultId,
      userId,
      userName,
      status: result.status === "graded" ? "graded" : "failed",
      answerCount: result.correctCount,
      questionCount: result.questionCount,
      score: result.score,
      gradingError: result.gradingError,
      sittedAt: result.sittedAt.toISOString(),
    })),
  };
}

export async function createRound(db: Database, input: RoundInput): Promise<QuizRoundAdminDetail> {
  checkRound(input);
  try {
    const [row] = await db.insert(quizRounds).values(roundValues(input)).returning({ roundId: quizRounds.roundId });
    return getRoundForModerator(db, row!.roundId);
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(QUIZ_MSG.roundTaken, "QUIZ_ROUND_TAKEN");
    throw error;
  }
}

export async function updateRound(db: Database, roundId: number, input: RoundInput): Promise<QuizRoundAdminDetail> {
  checkRound(input);
  try {
    const updated = await db
      .update(quizRounds)
      .set({ ...roundValues(input), updatedAt: new Date() })
      .where(eq(quizRounds.roundId, roundId))
      .returning({ roundId: quizRounds.roundId });
    if (!updated.length) throw errors.notFound(QUIZ_MSG.roundNotFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict(QUIZ_MSG.roundTaken, "QUIZ_ROUND_TAKEN");
    throw error;
  }
  return getRoundForModerator(db, roundId);
}

export async function deleteRound(db: Database, roundId: number): Promise<null> {
  await withTransaction(db, async (tx) => {
    await roundRow(tx, roundId);
    if ((await resultCounts(tx, [roundId])).get(roundId)) throw errors.conflict(QUIZ_MSG.hasResults, "QUIZ_HAS_RESULTS");
    await tx.delete(quizRounds).where(eq(quizRounds.roundId, roundId));
  });
  return null;
}

/** Adding or removing questions changes the paper: refused once members have sat the round. */
async function lockPaper(tx: Executor, roundId: number): Promise<void> {
  await tx.select({ id: quizRounds.roundId }).from(quizRounds).where(eq(quizRounds.roundId, roundId)).for("update");
  if ((await resultCounts(tx, [roundId])).get(roundId)) throw errors.conflict(QUIZ_MSG.paperLocked, "QUIZ_PAPER_LOCKED");
}

export async function addQuestion(db: Database, roundId: number, input: QuestionInput): Promise<QuizRoundAdminDetail> {
  checkQuestion(input);
  await withTransaction(db, async (tx) => {
    await roundRow(tx, roundId);
    await lockPaper(tx, roundId);
    const existing = await paperOf(tx, roundId);
    if (existing.length >= QUIZ_MAX_QUESTIONS) throw errors.badRequest(QUIZ_MSG.tooManyQuestions, "QUIZ_TOO_MANY_QUESTIONS");
    const last = existing.at(-1)?.sortOrder ?? 0;
    await tx.insert(quizQuestions).values({ roundId, sortOrder: last + 1, ...input });
  });
  return getRoundForModerator(db, roundId);
}

async function questionRow(db: Executor, questionId: number): Promise<QuestionRow> {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.questionId, questionId)).limit(1);
  if (!row) throw errors.notFound(QUIZ_MSG.questionNotFound);
  return row;
}

/** Corrects a question (wording, options, the correct one, explanation); sittings are regraded. */
export async function updateQuestion(db: Database, questionId: number, input: QuestionInput): Promise<QuizRoundAdminDetail> {
  checkQuestion(input);
  const row = await questionRow(db, questionId);
  await withTransaction(db, async (tx) => {
    await tx.update(quizQuestions).set(input).where(eq(quizQuestions.questionId, questionId));
    await regradeIn(tx, row.roundId);
  });
  return getRoundForModerator(db, row.roundId);
}

export async function removeQuestion(db: Database, questionId: number): Promise<QuizRoundAdminDetail> {
  const row = await questionRow(db, questionId);
  await withTransaction(db, async (tx) => {
    await lockPaper(tx, row.roundId);
    await tx.delete(quizQuestions).where(eq(quizQuestions.questionId, questionId));
  });
  return getRoundForModerator(db, row.roundId);
}

async function regradeIn(tx: Executor, roundId: number): Promise<void> {
  const questions = await paperOf(tx, roundId);
  const results = await tx.select().from(quizResults).where(eq(quizResults.roundId, roundId));
  for (const r of results) {
    await tx
      .update(quizResults)
      .set(grade(questions, r.questionIds, r.answers))
      .where(eq(quizResults.resultId, r.resultId));
  }
}

/** Grades every sitting of the round again (after a correction, or to retry failed gradings). */
export async function regradeRound(db: Database, roundId: number): Promise<QuizRoundAdminDetail> {
  await withTransaction(db, async (tx) => {
    await roundRow(tx, roundId);
    await regradeIn(tx, roundId);
  });
  return getRoundForModerator(db, roundId);
}

/** Demo content: a round with its questions. */
export async function seedRound(tx: Executor, input: RoundInput, questions: QuestionInput[]): Promise<void> {
  const [row] = await tx.insert(quizRounds).values(roundValues(input)).returning({ roundId: quizRounds.roundId });
  if (questions.length) await tx.insert(quizQuestions).values(questions.map((q, i) => ({ roundId: row!.roundId, sortOrder: i + 1, ...q })));
}
