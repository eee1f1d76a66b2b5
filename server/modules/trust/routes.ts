// Trust endpoints for operators (docs/product/rewards.md §13): thin; the rules are in service.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { trustActions } from "./actions";
import { trustApi } from "./schema";
import { trustOverview } from "./service";

export async function trustRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, trustApi.overview, async () => trustOverview(ctx.db));
  for (const action of trustActions) addAction(app, ctx, action);
}
