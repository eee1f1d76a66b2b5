// Trust endpoints for operators (docs/product/rewards.md §13): thin; the rules are in service.ts.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { errors } from "../../lib/errors";
import { REACTION_MSG } from "../../../core/reactions";
import { addRoute } from "../route";
import { trustApi } from "./schema";
import { computeTrust, setTrustMark, trustMarkOf, trustOverview } from "./service";

export async function trustRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, trustApi.overview, async () => trustOverview(ctx.db));
  addRoute(app, trustApi.recompute, async () => computeTrust(ctx.db, ctx.logger, "operator"));
  addRoute(app, trustApi.mark, async ({ member, params, body }) => {
    const [target] = await ctx.db.select({ userNo: users.userNo }).from(users).where(eq(users.userNo, params.userNo)).limit(1);
    if (!target) throw errors.notFound(REACTION_MSG.memberUnavailable, "MEMBER_NOT_FOUND");
    await setTrustMark(ctx.db, params.userNo, body.mark, member.userNo, body.note ?? "");
    return { userNo: params.userNo, mark: await trustMarkOf(ctx.db, params.userNo) };
  });
}
