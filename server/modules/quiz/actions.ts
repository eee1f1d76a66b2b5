// The quiz writes, each one handler for the API and its page: a member's answers (the quiz page)
// and the operators' rounds and questions (/admin/quiz).
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { quizApi } from "./schema";
import { addQuestion, createRound, deleteRound, regradeRound, removeQuestion, submitAnswers, updateQuestion, updateRound } from "./service";

export const quizActions = [
  defineAction(quizApi.submit, async (ctx, member, { params, body }) => {
    if (!(await ctx.limiter.hit(`quiz-submit:${member.userNo}`, 20, 60 * 60_000)).allowed) throw errors.tooManyRequests();
    return submitAnswers(ctx.db, member.userNo, params.roundId, body.answers);
  }),
  defineAction(quizApi.createRound, (ctx, _member, { body }) => createRound(ctx.db, body)),
  defineAction(quizApi.updateRound, (ctx, _member, { params, body }) => updateRound(ctx.db, params.roundId, body)),
  defineAction(quizApi.deleteRound, (ctx, _member, { params }) => deleteRound(ctx.db, params.roundId)),
  defineAction(quizApi.regrade, (ctx, _member, { params }) => regradeRound(ctx.db, params.roundId)),
  defineAction(quizApi.addQuestion, (ctx, _member, { params, body }) => addQuestion(ctx.db, params.roundId, body)),
  defineAction(quizApi.updateQuestion, (ctx, _member, { params, body }) => updateQuestion(ctx.db, params.questionId, body)),
  defineAction(quizApi.removeQuestion, (ctx, _member, { params }) => removeQuestion(ctx.db, params.questionId)),
] as const;
