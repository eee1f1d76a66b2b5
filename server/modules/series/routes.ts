// Series (docs/product/series.md): the reads here, the owner's writes in actions.ts. The
// contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { seriesActions } from "./actions";
import { seriesApi } from "./schema";
import { mySeries, readSeries } from "./service";

export async function seriesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, seriesApi.mine, async ({ member }) => mySeries(ctx.db, member));
  addRoute(app, seriesApi.read, async (request) => readSeries(ctx.db, await request.viewer(), request.params.seriesNo));
  for (const action of seriesActions) addAction(app, ctx, action);
}
