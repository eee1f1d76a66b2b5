// Points (P): an append-only ledger and one maintained balance per member (ARCHITECTURE
// §4, §7). Every change of a balance is a ledger entry with a unique idempotency key,
// written in the same transaction as the balance and as the action that earned it, so a
// repeated request, a retried job or a double click can never pay twice.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const pointLedger = pgTable(
  "point_ledger",
  {
    entryId: bigint("entry_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** Signed: positive credits, negative debits. Never zero. */
    amount: integer("amount").notNull(),
    /** Why, as a stable code: usage_reason_survey, mission_like, ai_briefing_promotion … */
    reason: text("reason").notNull(),
    /** What the entry is about (e.g. "board", "survey"), with its id, for history pages. */
    refType: text("ref_type"),
    refId: text("ref_id"),
    /** One entry per key, ever: "<reason>:<what makes it unique>". */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("point_ledger_idempotency_key").on(t.idempotencyKey),
    index("point_ledger_user_idx").on(t.userNo, t.createdAt.desc()),
    check("point_ledger_amount_nonzero", sql`${t.amount} <> 0`),
  ],
);

/** The running total per member, updated with each ledger entry; always equal to the sum of the member's entries. */
export const pointBalances = pgTable(
  "point_balances",
  {
    userNo: integer("user_no")
      .primaryKey()
      .references(() => users.userNo),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("point_balances_not_negative", sql`${t.balance} >= 0`)],
);

export type PointLedgerRow = typeof pointLedger.$inferSelect;
