// What the quiz pages get (server/services.ts): the header, the paper, the member's results and
// the operators' page commands, each parsing with its API route's own schema.
import { z } from "zod";
import { EXHIBITS_TAG } from "../../../core/cache-tags";
import type { AppContext } from "../../context";
import type { ActionTools } from "../../page-actions";
import { AppError, errors } from "../../lib/errors";
import { quizApi } from "./schema";
import {
  addQuestion,
  createRound,
  currentRound,
  deleteRound,
  getPaper,
  getRoundInfo,
  getResult,
  getRoundForModerator,
  listMyResults,
  listRoundsForModerator,
  regradeRound,
  removeQuestion,
  submitAnswers,
  updateQuestion,
  updateRound,
} from "./service";
import type { QuizInfo, QuizPaper, QuizResult, QuizRoundAdmin, QuizRoundAdminDetail } from "./types";

export const QUIZ_INTENTS = [
  "createRound",
  "updateRound",
  "deleteRound",
  "regrade",
  "addQuestion",
  "updateQuestion",
  "removeQuestion",
] as const;

/** The API route each page write stands for (the audit log names it). */
const INTENT_CONTRACTS = {
  createRound: quizApi.createRound,
  updateRound: quizApi.updateRound,
  deleteRound: quizApi.deleteRound,
  regrade: quizApi.regrade,
  addQuestion: quizApi.addQuestion,
  updateQuestion: quizApi.updateQuestion,
  removeQuestion: quizApi.removeQuestion,
} satisfies Record<(typeof QUIZ_INTENTS)[number], { method: string; path: string }>;

export interface QuizPages {
  /** The header of a prep exhibit: its current round (null: none yet). */
  current(category: string): Promise<QuizInfo | null>;
  /** A round's header, or null for an unknown round. */
  info(roundId: number): Promise<QuizInfo | null>;
  /** The paper, or null before the sitting starts. */
  paper(roundId: number): Promise<QuizPaper | null>;
  /** The member's sitting of a round, or null. */
  myResult(userNo: number, roundId: number): Promise<QuizResult | null>;
  myResults(userNo: number): Promise<QuizResult[]>;
  /** The quiz page's submit (POST /api/prep/quiz/:roundId/answers). */
  submit(input: Record<string, unknown>, tools: ActionTools): Promise<QuizResult>;
  roundsForModerator(): Promise<QuizRoundAdmin[]>;
  roundForModerator(roundId: number): Promise<QuizRoundAdminDetail>;
  /** /admin/quiz writes: `intent` names the API route; the rest is its params and body. */
  command(input: Record<string, unknown>, tools: ActionTools): Promise<QuizRoundAdminDetail | null>;
}

/** null for the refusals a page shows as a state of its own (not open yet, not sat). */
async function orNull<T>(work: Promise<T>, statuses: number[]): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && statuses.includes(error.status)) return null;
    throw error;
  }
}

export function quizPages(
  ctx: AppContext,
  guards: {
    verifiedOf: (tools: ActionTools) => { userNo: number };
    moderatorOf: (tools: ActionTools, contract: { method: string; path: string }) => unknown;
  },
): QuizPages {
  const { db } = ctx;
  return {
    current: (category) => currentRound(db, category),
    info: (roundId) => orNull(getRoundInfo(db, roundId), [404]),
    paper: (roundId) => orNull(getPaper(db, roundId), [409]),
    myResult: (userNo, roundId) =>
      orNull(
        getResult(db, userNo, roundId).then((result) => ("resultId" in result ? result : null)),
        [404],
      ),
    myResults: (userNo) => listMyResults(db, userNo),
    async submit(input, tools) {
      const member = guards.verifiedOf(tools);
      const { roundId } = quizApi.submit.params.parse(input);
      const body = quizApi.submit.body.parse(input);
      if (!(await ctx.limiter.hit(`quiz-submit:${member.userNo}`, 20, 60 * 60_000)).allowed) throw errors.tooManyRequests();
      tools.changed([]);
      return submitAnswers(db, member.userNo, roundId, body.answers);
    },
    roundsForModerator: () => listRoundsForModerator(db),
    roundForModerator: (roundId) => getRoundForModerator(db, roundId),
    async command(input, tools) {
      const intent = z.enum(QUIZ_INTENTS).parse(input.intent);
      guards.moderatorOf(tools, INTENT_CONTRACTS[intent]);
      tools.changed(intent === "regrade" ? [] : [EXHIBITS_TAG]);
      switch (intent) {
        case "createRound":
          return createRound(db, quizApi.createRound.body.parse(input));
        case "updateRound":
          return updateRound(db, quizApi.updateRound.params.parse(input).roundId, quizApi.updateRound.body.parse(input));
        case "deleteRound":
          return deleteRound(db, quizApi.deleteRound.params.parse(input).roundId);
        case "regrade":
          return regradeRound(db, quizApi.regrade.params.parse(input).roundId);
        case "addQuestion":
          return addQuestion(db, quizApi.addQuestion.params.parse(input).roundId, quizApi.addQuestion.body.parse(input));
        case "updateQuestion":
          return updateQuestion(db, quizApi.updateQuestion.params.parse(input).questionId, quizApi.updateQuestion.body.parse(input));
        case "removeQuestion":
          return removeQuestion(db, quizApi.removeQuestion.params.parse(input).questionId);
      }
    },
  };
}
