// The test-prep quiz: members sit rounds, operators write them. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { quizActions } from "./actions";
import { quizApi } from "./schema";
import { currentRound, getPaper, getResult, getRoundForModerator, listMyResults, listRoundsForModerator } from "./service";

export async function quizRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, quizApi.current, async ({ query }) => ({ quiz: await currentRound(ctx.db, query.category) }));
  addRoute(app, quizApi.myResults, async ({ member }) => ({ resultList: await listMyResults(ctx.db, member.userNo) }));
  addRoute(app, quizApi.paper, async ({ params }) => getPaper(ctx.db, params.roundId));
  addRoute(app, quizApi.result, async ({ member, params }) => getResult(ctx.db, member.userNo, params.roundId));

  addRoute(app, quizApi.adminRounds, async () => ({ roundList: await listRoundsForModerator(ctx.db) }));
  addRoute(app, quizApi.adminRound, async ({ params }) => getRoundForModerator(ctx.db, params.roundId));
  // The answers and the operators' writes: actions.ts.
  for (const action of quizActions) addAction(app, ctx, action);
}
