// The operators' trust writes (docs/product/rewards.md §13), each one handler for the API and
// /admin/rewards: compute trust now, and vouch for (or against) a member.
import { eq } from "drizzle-orm";
import { REACTION_MSG } from "../../../core/reactions";
import { users } from "../../db/schema";
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { trustApi } from "./schema";
import { computeTrust, setTrustMark, trustMarkOf } from "./service";

export const trustActions = [
  defineAction(trustApi.recompute, (ctx) => computeTrust(ctx.db, ctx.logger, "operator")),
  defineAction(trustApi.mark, async (ctx, member, { params, body }) => {
    const [target] = await ctx.db.select({ userNo: users.userNo }).from(users).where(eq(users.userNo, params.userNo)).limit(1);
    if (!target) throw errors.notFound(REACTION_MSG.memberUnavailable, "MEMBER_NOT_FOUND");
    await setTrustMark(ctx.db, params.userNo, body.mark, member.userNo, body.note ?? "");
    return { userNo: params.userNo, mark: await trustMarkOf(ctx.db, params.userNo) };
  }),
] as const;
