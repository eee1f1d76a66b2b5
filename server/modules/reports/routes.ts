// Reporting (verified members; one report per member per item) and the moderators' queue
// (docs/decisions/0081). The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { addRoute } from "../route";
import { reportActions } from "./actions";
import { reportsApi } from "./schema";
import { listQueue, reportItem } from "./service";

export async function reportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, reportsApi.report, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`report:${member.userNo}`, 30, 3_600_000)).allowed) throw errors.tooManyRequests();
    return reportItem(ctx, member, body);
  });

  addRoute(app, reportsApi.queue, async ({ query }) => listQueue(ctx.db, query.status, query.page));

  for (const action of reportActions) addAction(app, ctx, action);
}
