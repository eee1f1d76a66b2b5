// The usage-reason survey (docs/product/accounts.md): the member says why they joined, once, and
// earns 500 points once. The answer and the points are written in one transaction; the
// member's row is locked first so parallel answers queue up, and the ledger's idempotency
// key makes a second payment impossible even if they did not.
import { and, eq } from "drizzle-orm";
import { USAGE_REASON_MSG, USAGE_REASON_REWARD_POINTS, validateUsageReason } from "../../../core/usage-reason";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { creditPoints } from "../points/service";

export const USAGE_REASON_POINT_REASON = "usage_reason_survey";
export const usageReasonRewardKey = (userNo: number) => `${USAGE_REASON_POINT_REASON}:${userNo}`;

export interface UsageReasonAnswer {
  usageReason: string;
  /** Points paid by this answer (0 when the reward had been paid before). */
  points: number;
  balance: number;
}

export async function answerUsageReason(
  ctx: AppContext,
  viewer: Viewer,
  input: { usageReason?: string | undefined; detail?: string | undefined },
): Promise<UsageReasonAnswer> {
  const checked = validateUsageReason(input.usageReason, input.detail);
  if (!checked.ok) throw errors.badRequest(checked.message, "USAGE_REASON_INVALID");
  return withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select({ userNo: users.userNo, usageReason: users.usageReason })
      .from(users)
      .where(and(eq(users.userNo, viewer.userNo), eq(users.deleteYn, "N")))
      .limit(1)
      .for("update");
    if (!row) throw errors.unauthorized();
    if (row.usageReason) throw errors.conflict(USAGE_REASON_MSG.alreadyAnswered, "USAGE_REASON_ANSWERED");
    await tx.update(users).set({ usageReason: checked.stored, updatedAt: new Date() }).where(eq(users.userNo, row.userNo));
    const credit = await creditPoints(tx, {
      userNo: row.userNo,
      amount: USAGE_REASON_REWARD_POINTS,
      reason: USAGE_REASON_POINT_REASON,
      refType: "survey",
      refId: "usage_reason",
      idempotencyKey: usageReasonRewardKey(row.userNo),
    });
    return { usageReason: checked.stored, points: credit.credited ? USAGE_REASON_REWARD_POINTS : 0, balance: credit.balance };
  });
}
