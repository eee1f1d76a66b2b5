// The test-prep quiz: members sit rounds, operators write them. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { quizApi } from "./schema";
import {
  addQuestion,
  createRound,
  currentRound,
  deleteRound,
  getPaper,
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

export async function quizRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, quizApi.current, async ({ query }) => ({ quiz: await currentRound(ctx.db, query.category) }));
  addRoute(app, quizApi.myResults, async ({ member }) => ({ resultList: await listMyResults(ctx.db, member.userNo) }));
  addRoute(app, quizApi.paper, async ({ params }) => getPaper(ctx.db, params.roundId));
  addRoute(app, quizApi.submit, async ({ member, params, body }) => {
    if (!(await ctx.limiter.hit(`quiz-submit:${member.userNo}`, 20, 60 * 60_000)).allowed) throw errors.tooManyRequests();
    return submitAnswers(ctx.db, member.userNo, params.roundId, body.answers);
  });
  addRoute(app, quizApi.result, async ({ member, params }) => getResult(ctx.db, member.userNo, params.roundId));

  addRoute(app, quizApi.adminRounds, async () => ({ roundList: await listRoundsForModerator(ctx.db) }));
  addRoute(app, quizApi.adminRound, async ({ params }) => getRoundForModerator(ctx.db, params.roundId));
  addRoute(app, quizApi.createRound, async ({ body }) => createRound(ctx.db, body));
  addRoute(app, quizApi.updateRound, async ({ params, body }) => updateRound(ctx.db, params.roundId, body));
  addRoute(app, quizApi.deleteRound, async ({ params }) => deleteRound(ctx.db, params.roundId));
  addRoute(app, quizApi.regrade, async ({ params }) => regradeRound(ctx.db, params.roundId));
  addRoute(app, quizApi.addQuestion, async ({ params, body }) => addQuestion(ctx.db, params.roundId, body));
  addRoute(app, quizApi.updateQuestion, async ({ params, body }) => updateQuestion(ctx.db, params.questionId, body));
  addRoute(app, quizApi.removeQuestion, async ({ params }) => removeQuestion(ctx.db, params.questionId));
}
