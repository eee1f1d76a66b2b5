// Points (docs/product/rewards.md GET /point, GET /point/history): the signed-in member's balance, history
// and points per day. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { pointsApi } from "./schema";
import { getPointSummary, listPointHistory, pointsPerDay } from "./service";

export async function pointRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, pointsApi.balance, async ({ member }) => getPointSummary(ctx.db, member.userNo));
  addRoute(app, pointsApi.history, async ({ member, query }) => listPointHistory(ctx.db, member.userNo, query));
  addRoute(app, pointsApi.daily, async ({ member, query }) => pointsPerDay(ctx.db, member.userNo, query.days));
}
