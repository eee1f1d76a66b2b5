// Claiming a curation reward as tokens (docs/product/wallet.md §8, §9): one handler for the API
// and the wallet detail page.
import { errors } from "../../../lib/errors";
import { defineAction } from "../../action";
import { walletPayoutApi } from "./schema";
import { claimReward } from "./service";

export const walletPayoutActions = [
  defineAction(walletPayoutApi.claim, async (ctx, member, { params }) => {
    if (!(await ctx.limiter.hit(`reward-claim:${member.userNo}`, 300, 60_000)).allowed) throw errors.tooManyRequests();
    return claimReward(ctx, member.userNo, params.id);
  }),
] as const;
