// Choosing and removing the profile-picture NFT (docs/product/wallet.md §6), each one handler for
// the API and the NFT detail page; both count against the member's one limit.
import type { AppContext } from "../../../context";
import { errors } from "../../../lib/errors";
import { defineAction } from "../../action";
import { nftApi } from "./schema";
import { choosePfp, clearPfp } from "./service";

async function limited(ctx: AppContext, userNo: number): Promise<void> {
  if (!(await ctx.limiter.hit(`nft-pfp:${userNo}`, 30, 600_000)).allowed) throw errors.tooManyRequests();
}

export const nftActions = [
  defineAction(nftApi.choosePfp, async (ctx, member, { params }) => {
    await limited(ctx, member.userNo);
    return choosePfp(ctx, member.userNo, params.id);
  }),
  defineAction(nftApi.clearPfp, async (ctx, member) => {
    await limited(ctx, member.userNo);
    return clearPfp(ctx, member.userNo);
  }),
] as const;
