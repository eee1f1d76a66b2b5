// Wallet payout endpoints: thin handlers, contracts in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context";
import { errors } from "../../../lib/errors";
import { addRoute } from "../../route";
import { walletPayoutApi } from "./schema";
import { claimReward, walletDetail } from "./service";

export async function walletPayoutRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, walletPayoutApi.detail, async ({ member }) => walletDetail(ctx, member.userNo));
  addRoute(app, walletPayoutApi.claim, async ({ member, params }) => {
    if (!(await ctx.limiter.hit(`reward-claim:${member.userNo}`, 300, 60_000)).allowed) throw errors.tooManyRequests();
    return claimReward(ctx, member.userNo, params.id);
  });
}
