// The curation ticket ledger (docs/decisions/0110). The only way tickets change:
//
//   await withTransaction(ctx.db, async (tx) => {
//     ...the action...
//     await creditTickets(tx, { userNo, amount: 1, reason: "view_reward", refType: "board",
//       refId: String(boardNo), day, idempotencyKey: `view_reward:${userNo}:${boardNo}:${day}` });
//   });
//
// Same contract as creditPoints (docs/decisions/0032): a used key credits nothing, also
// under races (the unique index decides); a debit below zero is refused and rolls back.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { seoulDayKey } from "../../../core/format";
import { CURATION_MSG } from "../../../core/curation";
import type { Executor } from "../../db/client";
import { ticketBalances, ticketLedger } from "../../db/schema";
import { AppError, errors } from "../../lib/errors";
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

export async function creditTickets(tx: Executor, credit: TicketCredit): Promise<{ credited: boolean; balance: number; issued: number }> {
  if (!Number.isSafeInteger(credit.amount) || credit.amount === 0) throw new RangeError("ticket amount must be a non-zero integer");
  if (!credit.idempotencyKey || credit.idempotencyKey.length > 200) throw new RangeError("idempotency key must be 1–200 characters");
  const inserted = await tx
    .insert(ticketLedger)
    .values({
      userNo: credit.userNo,
      amount: credit.amount,
      reason: credit.reason,
      refType: credit.refType ?? null,
      refId: credit.refId ?? null,
      day: credit.day ?? seoulDayKey(),
      idempotencyKey: credit.idempotencyKey,
      ...(credit.at ? { createdAt: credit.at } : {}),
    })
    .onConflictDoNothing({ target: ticketLedger.idempotencyKey })
    .returning({ entryId: ticketLedger.entryId });
  if (inserted.length === 0) return { credited: false, ...(await ticketCounts(tx, credit.userNo)) };
  try {
    if (credit.amount > 0) {
      const [row] = await tx
        .insert(ticketBalances)
        .values({ userNo: credit.userNo, balance: credit.amount, issued: credit.amount, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: ticketBalances.userNo,
          set: {
            balance: sql`${ticketBalances.balance} + ${credit.amount}`,
            issued: sql`${ticketBalances.issued} + ${credit.amount}`,
            updatedAt: new Date(),
          },
        })
        .returning({ balance: ticketBalances.balance, issued: ticketBalances.issued });
      return { credited: true, balance: row!.balance, issued: row!.issued };
    }
    const [row] = await tx
      .update(ticketBalances)
      .set({ balance: sql`${ticketBalances.balance} + ${credit.amount}`, updatedAt: new Date() })
      .where(eq(ticketBalances.userNo, credit.userNo))
      .returning({ balance: ticketBalances.balance, issued: ticketBalances.issued });
    if (!row) throw errors.conflict(CURATION_MSG.noTicket, "TICKETS_INSUFFICIENT");
    return { credited: true, balance: row.balance, issued: row.issued };
  } catch (error) {
    if (isCheckViolation(error)) throw errors.conflict(CURATION_MSG.noTicket, "TICKETS_INSUFFICIENT");
    throw error;
  }
}

function isCheckViolation(error: unknown): boolean {
  if (error instanceof AppError) return false;
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23514") return true;
  }
  return false;
}

export async function ticketCounts(db: Executor, userNo: number): Promise<{ balance: number; issued: number }> {
  const [row] = await db
    .select({ balance: ticketBalances.balance, issued: ticketBalances.issued })
    .from(ticketBalances)
    .where(eq(ticketBalances.userNo, userNo))
    .limit(1);
  return { balance: row?.balance ?? 0, issued: row?.issued ?? 0 };
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

export async function listTicketEntries(
  db: Executor,
  userNo: number,
  options: { limit: number; beforeEntryId?: number },
): Promise<TicketEntry[]> {
  const conditions = [eq(ticketLedger.userNo, userNo)];
  if (options.beforeEntryId) conditions.push(lt(ticketLedger.entryId, options.beforeEntryId));
  const rows = await db
    .select()
    .from(ticketLedger)
    .where(and(...conditions))
    .orderBy(desc(ticketLedger.entryId))
    .limit(options.limit);
  return rows.map((r) => ({
    entryId: Number(r.entryId),
    amount: r.amount,
    reason: r.reason,
    refType: r.refType,
    refId: r.refId,
    regDate: new Date(r.createdAt).toISOString(),
  }));
}
