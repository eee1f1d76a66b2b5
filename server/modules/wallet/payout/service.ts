// Paying curation rewards to members' wallets (docs/product/wallet.md §8, decision 0154).
//
// A claim writes the reward's one payout row (unique per reward) and queues the payout job in
// the same transaction. The job is the only sender: one run at a time per signer (an advisory
// lock held for the run), nonces from the chain's pending count. Each transfer is signed
// locally and its hash, raw bytes and nonce are committed BEFORE it is broadcast; a run that
// finds a row already signed rebroadcasts the same bytes (same nonce, same hash: the chain
// takes it at most once) and looks its receipt up, so an interrupted payout is never paid twice.
import { and, asc, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Hex } from "viem";
import { formatTokens } from "../../../../core/curation";
import { say } from "../../../../core/i18n";
import { NOTIFICATION_CONTENTS, NOTIFICATION_TITLES } from "../../../../core/notifications";
import {
  explorerTxUrl,
  formatTokenUnits,
  rewardPayoutStatus,
  toTokenUnits,
  WALLET_PAYOUT_MSG,
  type PayoutRowState,
  type RewardPayoutStatus,
} from "../../../../core/wallet-payout";
import type { AppConfig } from "../../../config";
import type { AppContext } from "../../../context";
import type { Database, Executor, Tx } from "../../../db/client";
import { curationSeasons, tokenPayouts, tokenRewardLedger } from "../../../db/schema";
import { withTransaction } from "../../../db/transaction";
import { AppError, errors } from "../../../lib/errors";
import type { Logger } from "../../../lib/logger";
import type { NotificationEvent } from "../../notifications/types";
import { liveWalletAddress, walletOf } from "../store";
import { isPersonVerified } from "../../personhood/store";
import { reviewsOfMember, type RewardReview } from "../../reward-review/store";
import { createTokenReader, createTokenSender, type TokenSender, type TransferReceipt } from "./sender";

export const PAYOUT_JOB = "wallet.payout";

// ---------------------------------------------------------------- the chain, as configured

interface PayoutChain {
  reader: ReturnType<typeof createTokenReader> | null;
  sender: TokenSender | null;
}

const chains = new WeakMap<AppConfig, PayoutChain>();

/** The token reader (RPC + token) and sender (+ signer) this installation has, each or neither. */
export function payoutChain(config: AppConfig): PayoutChain {
  let chain = chains.get(config);
  if (!chain) {
    const base = config.KAIA_RPC_URL && config.TOKEN_ADDRESS ? { rpcUrl: config.KAIA_RPC_URL, tokenAddress: config.TOKEN_ADDRESS } : null;
    chain = {
      reader: base ? createTokenReader(base) : null,
      sender: base && config.payoutSignerKey ? createTokenSender({ ...base, signerKey: config.payoutSignerKey.reveal() }) : null,
    };
    chains.set(config, chain);
  }
  return chain;
}

export function payoutsAvailable(config: AppConfig): boolean {
  return payoutChain(config).sender !== null;
}

// ---------------------------------------------------------------- what the member sees

export interface RewardPayoutItem {
  entryId: number;
  seasonId: number | null;
  seasonTitle: string | null;
  kind: "writer" | "curator";
  amount: string;
  amountText: string;
  walletDeadline: string | null;
  status: RewardPayoutStatus;
  /** The reward review's word on it, when it was held (docs/decisions/0180). */
  review: RewardReview | null;
  /** The payout, once claimed. */
  payout: { state: PayoutRowState; address: string; txHash: string | null; explorerUrl: string | null; paidAt: string | null } | null;
}

export interface WalletDetail {
  wallet: { address: string; walletType: string; chainId: number; network: string; connectedAt: string } | null;
  /** The token balance of the connected wallet, rounded for display; null when it cannot be read. */
  balance: { units: string; text: string } | null;
  payoutsAvailable: boolean;
  rewards: RewardPayoutItem[];
}

const NETWORKS: Record<number, string> = { 8217: "Kaia", 1001: "Kaia Kairos" };

export async function rewardPayoutItems(db: Executor, config: AppConfig, userNo: number, now = new Date()): Promise<RewardPayoutItem[]> {
  const [hasWallet, verified, reviews] = await Promise.all([
    liveWalletAddress(db, userNo).then((a) => a !== null),
    isPersonVerified(db, userNo),
    reviewsOfMember(db, userNo),
  ]);
  const available = payoutsAvailable(config);
  const list = await db
    .select({
      entryId: tokenRewardLedger.entryId,
      seasonId: tokenRewardLedger.seasonId,
      amount: tokenRewardLedger.amount,
      reason: tokenRewardLedger.reason,
      title: curationSeasons.title,
      walletDeadline: curationSeasons.walletDeadline,
      settledAt: curationSeasons.settledAt,
      payout: tokenPayouts,
    })
    .from(tokenRewardLedger)
    .leftJoin(curationSeasons, eq(curationSeasons.seasonId, tokenRewardLedger.seasonId))
    .leftJoin(tokenPayouts, eq(tokenPayouts.rewardEntryId, tokenRewardLedger.entryId))
    .where(and(eq(tokenRewardLedger.userNo, userNo), sql`${tokenRewardLedger.amount} > 0`))
    .orderBy(desc(tokenRewardLedger.entryId));
  return list.map((r) => {
    const p = r.payout;
    const review = reviews.get(Number(r.entryId)) ?? null;
    return {
      entryId: Number(r.entryId),
      seasonId: r.seasonId,
      seasonTitle: r.title,
      kind: r.reason === "curation_writer" ? "writer" : "curator",
      amount: r.amount.toString(),
      amountText: formatTokens(r.amount),
      walletDeadline: r.walletDeadline ? r.walletDeadline.toISOString() : null,
      status: rewardPayoutStatus({
        walletDeadline: r.settledAt ? r.walletDeadline : null,
        now,
        hasWallet,
        payoutsAvailable: available,
        payout: (p?.state as PayoutRowState | undefined) ?? null,
        review: review?.state ?? null,
        releasedAt: review?.decidedAt ? new Date(review.decidedAt) : null,
        verified,
      }),
      review,
      payout: p
        ? {
            state: p.state as PayoutRowState,
            address: p.address,
            txHash: p.txHash,
            explorerUrl: p.txHash && p.state !== "queued" ? explorerTxUrl(config.EXPLORER_URL, p.txHash) : null,
            paidAt: p.confirmedAt ? p.confirmedAt.toISOString() : null,
          }
        : null,
    };
  });
}

export async function walletDetail(ctx: AppContext, userNo: number): Promise<WalletDetail> {
  const wallet = await walletOf(ctx.db, userNo);
  const live = wallet && !wallet.deleted ? wallet : null;
  const { reader } = payoutChain(ctx.config);
  let balance: WalletDetail["balance"] = null;
  if (live && reader) {
    try {
      const [units, decimals] = await Promise.all([reader.balanceOf(live.address), reader.decimals()]);
      balance = { units: units.toString(), text: formatTokenUnits(units, decimals) };
    } catch (error) {
      // The chain being unreachable leaves the page usable; the balance reads "unknown".
      ctx.logger.warn({ err: (error as Error).message }, "token balance unavailable");
    }
  }
  return {
    wallet: live
      ? {
          address: live.address,
          walletType: live.walletType,
          chainId: live.chainId,
          network: NETWORKS[live.chainId] ?? `Chain ${live.chainId}`,
          connectedAt: live.connectedAt.toISOString(),
        }
      : null,
    balance,
    payoutsAvailable: payoutsAvailable(ctx.config),
    rewards: await rewardPayoutItems(ctx.db, ctx.config, userNo),
  };
}

// ---------------------------------------------------------------- claiming

/**
 * Claims one reward: writes its payout row and queues the payout job in one transaction.
 * Claiming again (or a hundred times at once) finds the same row: the unique reward key
 * lets one insert win and the others read it.
 */
export async function claimReward(ctx: AppContext, userNo: number, entryId: number, now = new Date()): Promise<RewardPayoutItem> {
  await withTransaction(ctx.db, async (tx) => {
    const [reward] = await tx
      .select({
        entryId: tokenRewardLedger.entryId,
        seasonId: tokenRewardLedger.seasonId,
        amount: tokenRewardLedger.amount,
        walletDeadline: curationSeasons.walletDeadline,
        settledAt: curationSeasons.settledAt,
        payoutState: tokenPayouts.state,
      })
      .from(tokenRewardLedger)
      .leftJoin(curationSeasons, eq(curationSeasons.seasonId, tokenRewardLedger.seasonId))
      .leftJoin(tokenPayouts, eq(tokenPayouts.rewardEntryId, tokenRewardLedger.entryId))
      .where(and(eq(tokenRewardLedger.entryId, entryId), eq(tokenRewardLedger.userNo, userNo), sql`${tokenRewardLedger.amount} > 0`));
    if (!reward) throw errors.notFound(WALLET_PAYOUT_MSG.notFound, "REWARD_NOT_FOUND");
    if (reward.payoutState) return;
    // The hold is read in this transaction, after the reward row: a decision made meanwhile is seen.
    const [address, review, verified] = await Promise.all([
      liveWalletAddress(tx, userNo),
      reviewsOfMember(tx, userNo).then((m) => m.get(entryId) ?? null),
      isPersonVerified(tx, userNo),
    ]);
    const status = rewardPayoutStatus({
      walletDeadline: reward.settledAt ? reward.walletDeadline : null,
      now,
      hasWallet: address !== null,
      payoutsAvailable: payoutsAvailable(ctx.config),
      payout: null,
      review: review?.state ?? null,
      releasedAt: review?.decidedAt ? new Date(review.decidedAt) : null,
      verified,
    });
    if (status === "held") throw new AppError(409, "REWARD_HELD", WALLET_PAYOUT_MSG.held);
    if (status === "voided") throw new AppError(409, "REWARD_VOIDED", WALLET_PAYOUT_MSG.voided);
    if (status === "needs_verification") throw new AppError(403, "PERSON_VERIFICATION_REQUIRED", WALLET_PAYOUT_MSG.needsVerification);
    if (status === "expired") throw new AppError(410, "REWARD_EXPIRED", WALLET_PAYOUT_MSG.expired);
    if (status === "needs_wallet") throw new AppError(409, "WALLET_REQUIRED", WALLET_PAYOUT_MSG.needsWallet);
    if (status === "unavailable") throw new AppError(503, "PAYOUTS_UNAVAILABLE", WALLET_PAYOUT_MSG.unavailable);
    const inserted = await tx
      .insert(tokenPayouts)
      .values({ rewardEntryId: entryId, userNo, seasonId: reward.seasonId, address: address!, amount: reward.amount })
      .onConflictDoNothing({ target: tokenPayouts.rewardEntryId })
      .returning({ payoutId: tokenPayouts.payoutId });
    if (inserted.length && ctx.queue) await ctx.queue.sendInTransaction(tx, PAYOUT_JOB, {});
  });
  const items = await rewardPayoutItems(ctx.db, ctx.config, userNo, now);
  return items.find((i) => i.entryId === entryId)!;
}

// ---------------------------------------------------------------- sending

export interface PayoutDeps {
  db: Database;
  sender: TokenSender;
  logger: Logger;
  explorerUrl: string;
  notify: (tx: Tx, events: NotificationEvent[]) => Promise<void>;
  /** How long one run waits for a receipt before leaving the payout to the next run. */
  receiptWaitMs?: number;
  /** Stop after this step (tests of an interrupted payout): "recorded" = signed and committed, "broadcast" = sent. */
  stopAfter?: "recorded" | "broadcast";
}

export interface PayoutRunSummary {
  reconciled: number;
  sent: number;
  confirmed: number;
  failed: number;
}

type PayoutRow = typeof tokenPayouts.$inferSelect;

/**
 * One payout run for the configured signer. Runs of other workers wait for the lock and then
 * find nothing left to do.
 */
export async function runPayouts(deps: PayoutDeps, batch = 50): Promise<PayoutRunSummary> {
  const summary: PayoutRunSummary = { reconciled: 0, sent: 0, confirmed: 0, failed: 0 };
  const signer = deps.sender.address.toLowerCase();
  // The lock's transaction only holds the lock; every state change commits on its own so it
  // is on disk before the chain sees the transaction.
  await withTransaction(deps.db, async (lockTx) => {
    await lockTx.execute(sql`select pg_advisory_xact_lock(hashtext(${"token-payouts:" + signer}))`);

    // 1. Transfers signed earlier (a run interrupted between recording and the receipt).
    const open = await deps.db
      .select()
      .from(tokenPayouts)
      .where(and(eq(tokenPayouts.signer, signer), inArray(tokenPayouts.state, ["sending", "sent"])))
      .orderBy(asc(tokenPayouts.nonce));
    for (const row of open) {
      summary.reconciled += 1;
      await reconcile(deps, row, summary);
    }

    // 2. New claims, oldest first, one nonce after the other.
    const queued = await deps.db
      .select()
      .from(tokenPayouts)
      .where(eq(tokenPayouts.state, "queued"))
      .orderBy(asc(tokenPayouts.payoutId))
      .limit(batch);
    if (!queued.length) return;
    const decimals = await deps.sender.decimals();
    for (const row of queued) {
      const nonce = await nextNonce(deps, signer);
      const signed = await deps.sender.sign(row.address, toTokenUnits(row.amount, decimals), nonce);
      const recorded = await deps.db
        .update(tokenPayouts)
        .set({ state: "sending", signer, nonce, txHash: signed.hash, rawTx: signed.raw, error: null, updatedAt: new Date() })
        .where(and(eq(tokenPayouts.payoutId, row.payoutId), eq(tokenPayouts.state, "queued")))
        .returning();
      if (!recorded.length) continue;
      if (deps.stopAfter === "recorded") return;
      await send(deps, recorded[0]!, summary);
      if (deps.stopAfter === "broadcast") return;
      await awaitReceipt(deps, recorded[0]!, summary);
    }
  });
  return summary;
}

/** The next nonce: the chain's pending count, past any nonce this signer has recorded but the node has not seen yet. */
async function nextNonce(deps: PayoutDeps, signer: string): Promise<number> {
  const [row] = await deps.db
    .select({ last: max(tokenPayouts.nonce) })
    .from(tokenPayouts)
    .where(and(eq(tokenPayouts.signer, signer), inArray(tokenPayouts.state, ["sending", "sent"])));
  const chain = await deps.sender.pendingNonce();
  return row?.last == null ? chain : Math.max(chain, row.last + 1);
}

async function send(deps: PayoutDeps, row: PayoutRow, summary: PayoutRunSummary): Promise<void> {
  try {
    await deps.sender.broadcast(row.rawTx as Hex);
  } catch (error) {
    // The node refused the transaction outright (no funds, bad gas): it is not on the chain,
    // so the claim goes back to the queue for the next run, and this run stops.
    if (!(await deps.sender.known(row.txHash as Hex))) {
      await deps.db
        .update(tokenPayouts)
        .set({
          state: "queued",
          signer: null,
          nonce: null,
          txHash: null,
          rawTx: null,
          error: String((error as Error).message).slice(0, 500),
          updatedAt: new Date(),
        })
        .where(and(eq(tokenPayouts.payoutId, row.payoutId), eq(tokenPayouts.state, "sending")));
    }
    throw error;
  }
  await deps.db
    .update(tokenPayouts)
    .set({ state: "sent", updatedAt: new Date() })
    .where(and(eq(tokenPayouts.payoutId, row.payoutId), eq(tokenPayouts.state, "sending")));
  summary.sent += 1;
}

async function reconcile(deps: PayoutDeps, row: PayoutRow, summary: PayoutRunSummary): Promise<void> {
  const hash = row.txHash as Hex;
  const receipt = await deps.sender.receipt(hash);
  if (receipt) return finish(deps, row, receipt, summary);
  if (!(await deps.sender.known(hash))) {
    // Recorded but never reached the node (or dropped): the same bytes again.
    if (row.nonce !== null && (await deps.sender.pendingNonce()) > row.nonce) {
      // Its nonce was taken by another transaction of the signer: this one can never be mined.
      await deps.db
        .update(tokenPayouts)
        .set({
          state: "queued",
          signer: null,
          nonce: null,
          txHash: null,
          rawTx: null,
          error: "nonce used by another transaction",
          updatedAt: new Date(),
        })
        .where(eq(tokenPayouts.payoutId, row.payoutId));
      return;
    }
    await send(deps, row, summary);
  }
  await awaitReceipt(deps, row, summary);
}

async function awaitReceipt(deps: PayoutDeps, row: PayoutRow, summary: PayoutRunSummary): Promise<void> {
  const deadline = Date.now() + (deps.receiptWaitMs ?? 30_000);
  for (;;) {
    const receipt = await deps.sender.receipt(row.txHash as Hex);
    if (receipt) return finish(deps, row, receipt, summary);
    if (Date.now() > deadline) return; // still pending: the next run looks again
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function finish(deps: PayoutDeps, row: PayoutRow, receipt: TransferReceipt, summary: PayoutRunSummary): Promise<void> {
  const confirmed = receipt.status === "success";
  await withTransaction(deps.db, async (tx) => {
    const updated = await tx
      .update(tokenPayouts)
      .set({
        state: confirmed ? "confirmed" : "failed",
        blockNumber: receipt.blockNumber,
        receipt: receipt.json,
        confirmedAt: confirmed ? new Date() : null,
        error: confirmed ? null : "transaction reverted",
        updatedAt: new Date(),
      })
      .where(
        and(eq(tokenPayouts.payoutId, row.payoutId), inArray(tokenPayouts.state, ["sending", "sent"]), isNull(tokenPayouts.confirmedAt)),
      )
      .returning({ payoutId: tokenPayouts.payoutId });
    if (!updated.length || !confirmed) return;
    const [season] = row.seasonId
      ? await tx.select({ title: curationSeasons.title }).from(curationSeasons).where(eq(curationSeasons.seasonId, row.seasonId))
      : [];
    const params = { season: season?.title ?? "", amount: formatTokens(row.amount) };
    await deps.notify(tx, [
      {
        type: "REWARD",
        recipientUserNo: row.userNo,
        actorUserNo: null,
        eventKey: `token_payout:${row.payoutId}`,
        title: say(NOTIFICATION_TITLES.rewardPaid, "ko", params),
        content: say(NOTIFICATION_CONTENTS.rewardPaid, "ko", params),
        url: "/mypage/wallet/detail",
      },
    ]);
  });
  if (confirmed) summary.confirmed += 1;
  else summary.failed += 1;
  deps.logger.info(
    { payoutId: row.payoutId, txHash: row.txHash, block: receipt.blockNumber, status: receipt.status },
    "token payout settled",
  );
}
