// The operators' console (docs/product/site.md §14).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { consoleActions } from "./actions";
import { consoleApi } from "./schema";
import { consoleCounts, findMembers } from "./service";

export async function consoleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, consoleApi.counts, async () => consoleCounts(ctx));
  addRoute(app, consoleApi.members, async ({ query }) => ({ memberList: await findMembers(ctx.db, query.email) }));
  for (const action of consoleActions) addAction(app, ctx, action);
}
