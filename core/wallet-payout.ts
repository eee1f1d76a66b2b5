// Token payouts of curation rewards (docs/product/wallet.md §8, decision 0154): what a reward's
// payout looks like to its member, and the unit arithmetic between the reward ledger
// (micro-units) and the token contract (its own decimals). Used by the server and the pages.
import { TOKEN_MICRO } from "./curation";
import { texts } from "./i18n";

/** A payout row's state (server/db/schema/token-payouts.ts). */
export type PayoutRowState = "queued" | "sending" | "sent" | "confirmed" | "failed";

/**
 * What the member sees for one reward:
 * - claimable: settled, deadline not passed, wallet connected, payouts running;
 * - needs_wallet: as claimable but no wallet connected yet;
 * - unavailable: the installation pays no tokens (no signer or chain configured);
 * - paying: claimed, the transfer is queued or on its way;
 * - paid: the transfer is confirmed;
 * - failed: the transfer was rejected by the chain (the operator retries);
 * - expired: the deadline passed without a claim;
 * - held: the reward review holds it until an operator decides (docs/decisions/0180);
 * - voided: the review decided not to pay it;
 * - needs_verification: tokens go only to members verified by phone or World ID
 *   (docs/decisions/0181); points and tickets stay open to all.
 */
export type RewardPayoutStatus =
  "claimable" | "needs_wallet" | "needs_verification" | "unavailable" | "paying" | "paid" | "failed" | "expired" | "held" | "voided";

export interface RewardPayoutInput {
  walletDeadline: Date | null;
  now: Date;
  hasWallet: boolean;
  payoutsAvailable: boolean;
  payout: PayoutRowState | null;
  /** The reward review's word on it, when it was held. */
  review?: "held" | "released" | "voided" | null;
  /** When a held reward was released: the member gets RELEASE_GRACE_DAYS from then, whatever the deadline. */
  releasedAt?: Date | null;
  /** Phone or World ID verified. */
  verified?: boolean;
}

/** Days a member has to claim a reward released after review, even past the season's deadline. */
export const RELEASE_GRACE_DAYS = 14;

/** The last moment a reward can be claimed. */
export function claimDeadline(walletDeadline: Date | null, releasedAt: Date | null | undefined): Date | null {
  if (!walletDeadline) return null;
  if (!releasedAt) return walletDeadline;
  const grace = new Date(releasedAt.getTime() + RELEASE_GRACE_DAYS * 86_400_000);
  return grace > walletDeadline ? grace : walletDeadline;
}

export function rewardPayoutStatus(input: RewardPayoutInput): RewardPayoutStatus {
  if (input.payout === "confirmed") return "paid";
  if (input.payout === "failed") return "failed";
  if (input.payout) return "paying";
  if (input.review === "voided") return "voided";
  if (input.review === "held") return "held";
  // A reward without a season has no deadline and is never claimable here.
  const deadline = claimDeadline(input.walletDeadline, input.review === "released" ? input.releasedAt : null);
  if (!deadline || deadline.getTime() < input.now.getTime()) return "expired";
  if (input.verified === false) return "needs_verification";
  if (!input.hasWallet) return "needs_wallet";
  return input.payoutsAvailable ? "claimable" : "unavailable";
}

/** The reward in the token's smallest units (rewards are kept in micro-units, 6 decimals). */
export function toTokenUnits(micro: bigint, decimals: number): bigint {
  const microDecimals = Math.round(Math.log10(TOKEN_MICRO));
  if (decimals >= microDecimals) return micro * 10n ** BigInt(decimals - microDecimals);
  const divisor = 10n ** BigInt(microDecimals - decimals);
  if (micro % divisor !== 0n) throw new Error(`reward ${micro} is not payable in a token of ${decimals} decimals`);
  return micro / divisor;
}

/** A token balance for display: rounded down to two decimals, thousands separated. */
export function formatTokenUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const cents = decimals >= 2 ? (units % scale) / 10n ** BigInt(decimals - 2) : (units % scale) * 10n ** BigInt(2 - decimals);
  const wholeText = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  if (cents === 0n) return wholeText;
  return `${wholeText}.${cents.toString().padStart(2, "0").replace(/0$/, "")}`;
}

/** The block explorer's page of a transaction. */
export function explorerTxUrl(explorer: string, hash: string): string {
  return `${explorer.replace(/\/+$/, "")}/tx/${hash}`;
}

export const WALLET_PAYOUT_MSG = texts({
  notFound: { ko: "보상을 찾을 수 없습니다.", en: "Reward not found." },
  expired: { ko: "지갑 연결 기한이 지나 보상이 만료되었습니다.", en: "The wallet deadline has passed; this reward has expired." },
  needsWallet: { ko: "보상을 받으려면 먼저 지갑을 연결해 주세요.", en: "Connect a wallet first to receive this reward." },
  needsVerification: {
    ko: "토큰을 받으려면 휴대폰 인증이나 World ID 인증이 필요해요.",
    en: "Verify your phone or World ID to receive tokens.",
  },
  held: {
    ko: "검토 중인 보상이에요. 운영팀 확인이 끝나면 받을 수 있어요.",
    en: "This reward is under review. You can receive it once the team has checked it.",
  },
  voided: { ko: "검토 결과 지급하지 않기로 한 보상이에요.", en: "After review, this reward will not be paid." },
  unavailable: {
    ko: "지금은 토큰 지급을 할 수 없습니다. 보상은 기록되어 있어요.",
    en: "Token payouts are not available right now. Your reward stays recorded.",
  },
});
