// What the quiz pages read (server/services.ts): the header, the paper and the member's results,
// and the operators' rounds. The writes (answers, the operators' commands) are actions
// (actions.ts), run by the pages as the API runs them.
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { currentRound, getPaper, getRoundInfo, getResult, getRoundForModerator, listMyResults, listRoundsForModerator } from "./service";
import type { QuizInfo, QuizPaper, QuizResult, QuizRoundAdmin, QuizRoundAdminDetail } from "./types";

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
  roundsForModerator(): Promise<QuizRoundAdmin[]>;
  roundForModerator(roundId: number): Promise<QuizRoundAdminDetail>;
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

export function quizPages(ctx: AppContext): QuizPages {
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
    roundsForModerator: () => listRoundsForModerator(db),
    roundForModerator: (roundId) => getRoundForModerator(db, roundId),
  };
}
