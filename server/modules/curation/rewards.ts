// A member's curation rewards (docs/decisions/0112): tokens per season, claims and deadlines.
import { liveWalletAddress } from "../wallet/store";
import { claimDeadline } from "../../../core/wallet-payout";
import { reviewsOfMember } from "../reward-review/store";
import { desc, eq, isNotNull } from "drizzle-orm";
import { formatTokens } from "../../../core/curation";
import type { Executor } from "../../db/client";
import { curationSeasons, tokenRewardLedger } from "../../db/schema";
import type { RewardSummary } from "./types";

export async function rewardSummary(db: Executor, userNo: number, now: Date = new Date()): Promise<RewardSummary> {
  const [list, reviews] = await Promise.all([
    db
      .select({
        entryId: tokenRewardLedger.entryId,
        seasonId: tokenRewardLedger.seasonId,
        amount: tokenRewardLedger.amount,
        reason: tokenRewardLedger.reason,
        createdAt: tokenRewardLedger.createdAt,
        title: curationSeasons.title,
        walletDeadline: curationSeasons.walletDeadline,
      })
      .from(tokenRewardLedger)
      .leftJoin(curationSeasons, eq(curationSeasons.seasonId, tokenRewardLedger.seasonId))
      .where(eq(tokenRewardLedger.userNo, userNo))
      .orderBy(desc(tokenRewardLedger.entryId)),
    reviewsOfMember(db, userNo),
  ]);
  const total = list.reduce((a, r) => a + r.amount, 0n);
  const [latest] = await db
    .select()
    .from(curationSeasons)
    .where(isNotNull(curationSeasons.settledAt))
    .orderBy(desc(curationSeasons.settledAt))
    .limit(1);
  const mine = latest ? list.filter((r) => r.seasonId === latest.seasonId).reduce((a, r) => a + r.amount, 0n) : 0n;
  return {
    // A voided reward's opposite entry is not a reward of its own: it shows as the reward's state.
    items: list
      .filter((r) => r.amount > 0n)
      .map((r) => {
        const review = reviews.get(Number(r.entryId)) ?? null;
        const deadline = claimDeadline(
          r.walletDeadline,
          review?.state === "released" && review.decidedAt ? new Date(review.decidedAt) : null,
        );
        return {
          entryId: Number(r.entryId),
          seasonId: r.seasonId,
          seasonTitle: r.title,
          kind: r.reason === "curation_writer" ? ("writer" as const) : ("curator" as const),
          amount: r.amount.toString(),
          amountText: formatTokens(r.amount),
          walletDeadline: deadline ? deadline.toISOString() : null,
          status:
            review?.state === "held" || review?.state === "voided"
              ? review.state
              : deadline && deadline < now
                ? ("expired" as const)
                : ("pending" as const),
          review,
          regDate: new Date(r.createdAt).toISOString(),
        };
      }),
    total: total.toString(),
    totalText: formatTokens(total),
    latestSettlement: latest
      ? {
          seasonId: latest.seasonId,
          title: latest.title,
          settledAt: latest.settledAt!.toISOString(),
          walletDeadline: latest.walletDeadline.toISOString(),
          myAmount: mine.toString(),
          myAmountText: formatTokens(mine),
          hasWallet: (await liveWalletAddress(db, userNo)) !== null,
        }
      : null,
  };
}
