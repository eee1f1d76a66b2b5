// The curation ticket ledger (docs/decisions/0110). The only way tickets change:
//
//   await withTransaction(ctx.db, async (tx) => {
//     ...the action...
//     await creditTickets(tx, { userNo, amount: 1, reason: "view_reward", refType: "board",
//       refId: String(boardNo), day, idempotencyKey: `view_reward:${userNo}:${boardNo}:${day}` });
//   });
//
// Same ledger as the points (server/lib/ledger.ts, docs/decisions/0032): a used key credits
// nothing, also under races (the unique index decides); a debit below zero is refused and rolls back.
import { and, eq, sql } from "drizzle-orm";
import { seoulDayKey } from "../../../core/format";
import { CURATION_MSG } from "../../../core/curation";
import type { Executor } from "../../db/client";
import { ticketBalances, ticketLedger } from "../../db/schema";
import { errors } from "../../lib/errors";
import { appendToLedger, ledgerBalance, listLedgerEntries, type LedgerTables } from "../../lib/ledger";
import type { TicketEntry, TicketSummary } from "./types";

export interface TicketCredit {
  userNo: number;
  amount: number;
  reason: "view_reward" | "vote" | "grant";
  refType?: string | null;
  refId?: string | null;
  /** Asia/Seoul day of the action (defaults to today). */
  day?: string;
  idempotencyKey: string;
  /** When it happened (defaults to the database's clock). */
  at?: Date;
}

const TICKETS: LedgerTables = {
  entries: ticketLedger,
  balances: ticketBalances,
  insufficient: () => errors.conflict(CURATION_MSG.noTicket, "TICKETS_INSUFFICIENT"),
};

export async function creditTickets(tx: Executor, credit: TicketCredit): Promise<{ credited: boolean; balance: number; issued: number }> {
  const { credited, balance, issued } = await appendToLedger(tx, TICKETS, {
    userNo: credit.userNo,
    amount: credit.amount,
    reason: credit.reason,
    refType: credit.refType ?? null,
    refId: credit.refId ?? null,
    day: credit.day ?? seoulDayKey(),
    idempotencyKey: credit.idempotencyKey,
    ...(credit.at ? { createdAt: credit.at } : {}),
  });
  return { credited, balance, issued };
}

export function ticketCounts(db: Executor, userNo: number): Promise<{ balance: number; issued: number }> {
  return ledgerBalance(db, TICKETS, userNo);
}

/** Tickets earned from reading on one Asia/Seoul day. */
export async function viewTicketsOn(db: Executor, userNo: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${ticketLedger.amount}), 0)::int` })
    .from(ticketLedger)
    .where(and(eq(ticketLedger.userNo, userNo), eq(ticketLedger.day, day), eq(ticketLedger.reason, "view_reward")));
  return Number(row?.n ?? 0);
}

export async function getTicketSummary(db: Executor, userNo: number, dailyCap: number, now: Date = new Date()): Promise<TicketSummary> {
  const counts = await ticketCounts(db, userNo);
  const today = await viewTicketsOn(db, userNo, seoulDayKey(now));
  return { ...counts, todayFromViews: today, dailyCap };
}

export function listTicketEntries(
  db: Executor,
  userNo: number,
  options: { limit: number; beforeEntryId?: number },
): Promise<TicketEntry[]> {
  return listLedgerEntries(db, ticketLedger, userNo, options);
}
