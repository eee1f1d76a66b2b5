// Wallet payout contracts (docs/product/wallet.md §8, §9): the wallet detail page's data and
// claiming a reward.
import { z } from "zod";
import { describes, intNo } from "../../../lib/schemas";
import { defineRoute } from "../../route";
import type { RewardPayoutItem, WalletDetail } from "./service";
import { rewardReviewSchema as rewardReview } from "../../reward-review/store";

const tags = ["wallet"];

const rewardPayoutItem = describes<RewardPayoutItem>()(
  z.object({
    entryId: z.number(),
    seasonId: z.number().nullable(),
    seasonTitle: z.string().nullable(),
    kind: z.enum(["writer", "curator"]),
    amount: z.string(),
    amountText: z.string(),
    walletDeadline: z.string().nullable(),
    status: z.enum([
      "claimable",
      "needs_wallet",
      "needs_verification",
      "unavailable",
      "paying",
      "paid",
      "failed",
      "expired",
      "held",
      "voided",
    ]),
    review: rewardReview.nullable(),
    payout: z
      .object({
        state: z.enum(["queued", "sending", "sent", "confirmed", "failed"]),
        address: z.string(),
        txHash: z.string().nullable(),
        explorerUrl: z.string().nullable(),
        paidAt: z.string().nullable(),
      })
      .nullable(),
  }),
);

export const walletPayoutApi = {
  detail: defineRoute({
    method: "GET",
    path: "/api/wallet/detail",
    access: "member",
    tags,
    summary: "지갑 상세: 주소, 네트워크, 토큰 잔액, 보상 지급 현황",
    response: describes<WalletDetail>()(
      z.object({
        wallet: z
          .object({ address: z.string(), walletType: z.string(), chainId: z.number(), network: z.string(), connectedAt: z.string() })
          .nullable(),
        balance: z.object({ units: z.string(), text: z.string() }).nullable(),
        payoutsAvailable: z.boolean(),
        rewards: z.array(rewardPayoutItem),
      }),
    ),
  }),
  claim: defineRoute({
    method: "POST",
    path: "/api/curation/reward/:id/claim",
    access: "member",
    reauth: true,
    // A payout shows on the member's own wallet pages only.
    changes: "nothing",
    tags,
    summary: "큐레이션 보상 토큰 지급 신청 (보상당 한 번)",
    params: z.object({ id: intNo }),
    response: rewardPayoutItem,
  }),
};
