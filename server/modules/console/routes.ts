// The operators' console (docs/product/site.md §14).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { consoleApi } from "./schema";
import { consoleCounts, findMembers, setModerator } from "./service";

export async function consoleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, consoleApi.counts, async () => consoleCounts(ctx));
  addRoute(app, consoleApi.members, async ({ query }) => ({ memberList: await findMembers(ctx.db, query.email) }));
  addRoute(app, consoleApi.setRole, async ({ params, body }) => setModerator(ctx.db, params.userNo, body.role === "moderator"));
}
