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
 * - expired: the deadline passed without a claim.
 */
export type RewardPayoutStatus = "claimable" | "needs_wallet" | "unavailable" | "paying" | "paid" | "failed" | "expired";

export interface RewardPayoutInput {
  walletDeadline: Date | null;
  now: Date;
  hasWallet: boolean;
  payoutsAvailable: boolean;
  payout: PayoutRowState | null;
}

export function rewardPayoutStatus(input: RewardPayoutInput): RewardPayoutStatus {
  if (input.payout === "confirmed") return "paid";
  if (input.payout === "failed") return "failed";
  if (input.payout) return "paying";
  // A reward without a season has no deadline and is never claimable here.
  if (!input.walletDeadline || input.walletDeadline.getTime() < input.now.getTime()) return "expired";
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
  unavailable: {
    ko: "지금은 토큰 지급을 할 수 없습니다. 보상은 기록되어 있어요.",
    en: "Token payouts are not available right now. Your reward stays recorded.",
  },
});
