// Token payouts of curation rewards (docs/product/wallet.md §8): one row per reward (a
// token_reward_ledger entry), so a reward is paid at most once however often it is claimed.
// The signed transaction (hash, raw bytes, nonce) is written before it is broadcast, so a
// payout interrupted between sending and its receipt is reconciled by its hash, never sent again.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { curationSeasons, tokenRewardLedger } from "./curation";

export const PAYOUT_STATES = ["queued", "sending", "sent", "confirmed", "failed"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const tokenPayouts = pgTable(
  "token_payouts",
  {
    payoutId: bigint("payout_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The reward paid: its ledger entry. Unique: one payout per reward. */
    rewardEntryId: bigint("reward_entry_id", { mode: "number" })
      .notNull()
      .references(() => tokenRewardLedger.entryId),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    seasonId: integer("season_id").references(() => curationSeasons.seasonId),
    /** The member's connected wallet when they claimed. */
    address: text("address").notNull(),
    /** Micro-units, as in the reward ledger (1 token = 1,000,000). */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** queued | sending (signed and recorded, maybe broadcast) | sent | confirmed | failed */
    state: text("state").notNull().default("queued"),
    /** The signer's address (never its key). */
    signer: text("signer"),
    nonce: integer("nonce"),
    txHash: text("tx_hash"),
    /** The signed transaction, rebroadcast as is when reconciling (same nonce, same hash). */
    rawTx: text("raw_tx"),
    blockNumber: bigint("block_number", { mode: "number" }),
    receipt: jsonb("receipt"),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("token_payouts_reward_key").on(t.rewardEntryId),
    uniqueIndex("token_payouts_tx_hash").on(t.txHash),
    uniqueIndex("token_payouts_signer_nonce").on(t.signer, t.nonce),
    index("token_payouts_user_idx").on(t.userNo),
    index("token_payouts_open_idx")
      .on(t.state, t.payoutId)
      .where(sql`${t.state} in ('queued', 'sending', 'sent')`),
    check("token_payouts_state", sql`${t.state} in ('queued', 'sending', 'sent', 'confirmed', 'failed')`),
    check("token_payouts_amount", sql`${t.amount} > 0`),
  ],
);
