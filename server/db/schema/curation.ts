// Curation (docs/product/rewards.md; ARCHITECTURE ): seasons, the ticket ledger, votes and the token
// reward ledger. Tickets and tokens change only through ledger entries with a unique
// idempotency key, written in the transaction of the action that earned or spent them; the
// maintained balances always equal the ledger sums (auditCurationLedgers checks it).
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const curationSeasons = pgTable(
  "curation_seasons",
  {
    seasonId: integer("season_id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Token pools in micro-units (1 token = 1,000,000). */
    writerPool: bigint("writer_pool", { mode: "bigint" }).notNull(),
    curatorPool: bigint("curator_pool", { mode: "bigint" }).notNull(),
    /** A member must connect a wallet before this or the reward expires (docs/product/rewards.md). */
    walletDeadline: timestamp("wallet_deadline", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.userNo),
    createdAt: createdAt(),
  },
  (t) => [
    check("curation_seasons_dates", sql`${t.endsAt} > ${t.startsAt} and ${t.walletDeadline} >= ${t.endsAt}`),
    check("curation_seasons_pools", sql`${t.writerPool} >= 0 and ${t.curatorPool} >= 0`),
  ],
);

export const ticketLedger = pgTable(
  "curation_ticket_ledger",
  {
    entryId: bigint("entry_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** +1 for a view reward, −1 for a vote. Never zero. */
    amount: integer("amount").notNull(),
    /** view_reward | vote | grant */
    reason: text("reason").notNull(),
    refType: text("ref_type"),
    refId: text("ref_id"),
    /** Asia/Seoul day of the entry (daily caps). */
    day: text("day").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("curation_ticket_ledger_key").on(t.idempotencyKey),
    index("curation_ticket_ledger_user_idx").on(t.userNo, t.entryId.desc()),
    index("curation_ticket_ledger_day_idx").on(t.userNo, t.day, t.reason),
    check("curation_ticket_ledger_nonzero", sql`${t.amount} <> 0`),
  ],
);

/** One row per member: `balance` = ledger sum, `issued` = sum of the positive entries. */
export const ticketBalances = pgTable(
  "curation_ticket_balances",
  {
    userNo: integer("user_no")
      .primaryKey()
      .references(() => users.userNo),
    balance: integer("balance").notNull().default(0),
    issued: integer("issued").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("curation_ticket_balances_not_negative", sql`${t.balance} >= 0`)],
);

export const curationVotes = pgTable(
  "curation_votes",
  {
    voteId: bigint("vote_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    seasonId: integer("season_id")
      .notNull()
      .references(() => curationSeasons.seasonId),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => boards.boardNo),
    /** The post's author at voting time (settlement and vote-ring review read it). */
    authorUserNo: integer("author_user_no")
      .notNull()
      .references(() => users.userNo),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("curation_votes_once_key").on(t.seasonId, t.userNo, t.boardNo),
    index("curation_votes_board_idx").on(t.seasonId, t.boardNo),
    index("curation_votes_author_idx").on(t.seasonId, t.authorUserNo),
    check("curation_votes_not_own", sql`${t.userNo} <> ${t.authorUserNo}`),
  ],
);

export const tokenRewardLedger = pgTable(
  "token_reward_ledger",
  {
    entryId: bigint("entry_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    seasonId: integer("season_id").references(() => curationSeasons.seasonId),
    /** Micro-units, signed, never zero. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    /** curation_writer | curation_curator */
    reason: text("reason").notNull(),
    refType: text("ref_type"),
    refId: text("ref_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("token_reward_ledger_key").on(t.idempotencyKey),
    index("token_reward_ledger_user_idx").on(t.userNo, t.entryId.desc()),
    check("token_reward_ledger_nonzero", sql`${t.amount} <> 0`),
  ],
);

export const tokenRewardBalances = pgTable("token_reward_balances", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo),
  balance: bigint("balance", { mode: "bigint" })
    .notNull()
    .default(sql`0`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
