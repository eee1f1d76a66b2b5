// The one way a member's balance of anything countable changes (points, curation tickets):
// an entry appended to its ledger under an idempotency key, and the maintained balance moved in
// the same transaction (docs/decisions/0032, 0110, 0198).
//
// - A key used before appends nothing and answers { credited: false } with the balance as it is,
//   also when many requests race: the ledger's unique index on the key decides.
// - A credit adds to the balance (creating the row); a debit only updates it, and one that would
//   take it below zero is refused by the balance table's check, as the ledger's own refusal
//   (`insufficient`), rolling the transaction back.
// - A ledger that counts what was ever issued (tickets) keeps `issued` beside the balance.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { AppError } from "./errors";

type Table = PgTable;

export interface LedgerTables {
  /** Entries: entry_id, user_no, amount, idempotency_key and the ledger's own columns. */
  entries: Table & { entryId: PgColumn; idempotencyKey: PgColumn };
  /** One row per member: user_no, balance, updated_at (and issued, when counted). */
  balances: Table & { userNo: PgColumn; balance: PgColumn; updatedAt: PgColumn; issued?: PgColumn };
  /** The refusal of a debit the balance cannot cover. */
  insufficient(): AppError;
}

export interface LedgerEntry {
  userNo: number;
  /** Signed integer, not zero. */
  amount: number;
  idempotencyKey: string;
  /** The ledger's own columns (reason, ref, day …). */
  [column: string]: unknown;
}

export interface LedgerResult {
  credited: boolean;
  entryId: number | null;
  /** The member's balance after this call (unchanged when nothing was appended). */
  balance: number;
  /** What was ever issued, for ledgers that count it. */
  issued: number;
}

export async function ledgerBalance(db: Executor, tables: LedgerTables, userNo: number): Promise<{ balance: number; issued: number }> {
  const { balances } = tables;
  const [row] = (await db
    .select({ balance: balances.balance, ...(balances.issued ? { issued: balances.issued } : {}) })
    .from(balances)
    .where(eq(balances.userNo, userNo))
    .limit(1)) as { balance: number; issued?: number }[];
  return { balance: row?.balance ?? 0, issued: row?.issued ?? 0 };
}

export async function appendToLedger(tx: Executor, tables: LedgerTables, entry: LedgerEntry): Promise<LedgerResult> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) throw new RangeError("a ledger amount must be a non-zero integer");
  if (!entry.idempotencyKey || entry.idempotencyKey.length > 200) throw new RangeError("idempotency key must be 1–200 characters");
  const { entries, balances } = tables;
  const inserted = (await tx
    .insert(entries)
    .values(entry as never)
    .onConflictDoNothing({ target: entries.idempotencyKey })
    .returning({ entryId: entries.entryId })) as { entryId: number }[];
  if (inserted.length === 0) return { credited: false, entryId: null, ...(await ledgerBalance(tx, tables, entry.userNo)) };
  const entryId = Number(inserted[0]!.entryId);
  const now = new Date();
  const returning = { balance: balances.balance, ...(balances.issued ? { issued: balances.issued } : {}) };
  try {
    let row: { balance: number; issued?: number } | undefined;
    if (entry.amount > 0) {
      const issued = balances.issued;
      [row] = (await tx
        .insert(balances)
        .values({ userNo: entry.userNo, balance: entry.amount, updatedAt: now, ...(issued ? { issued: entry.amount } : {}) } as never)
        .onConflictDoUpdate({
          target: balances.userNo,
          set: {
            balance: sql`${balances.balance} + ${entry.amount}`,
            updatedAt: now,
            ...(issued ? { issued: sql`${issued} + ${entry.amount}` } : {}),
          } as never,
        })
        .returning(returning)) as { balance: number; issued?: number }[];
    } else {
      // A debit only updates (a proposed negative row would fail the check even on conflict).
      [row] = (await tx
        .update(balances)
        .set({ balance: sql`${balances.balance} + ${entry.amount}`, updatedAt: now } as never)
        .where(eq(balances.userNo, entry.userNo))
        .returning(returning)) as { balance: number; issued?: number }[];
      if (!row) throw tables.insufficient();
    }
    return { credited: true, entryId, balance: row!.balance, issued: row!.issued ?? 0 };
  } catch (error) {
    // The balance's check constraint refuses a debit below zero.
    if (isCheckViolation(error)) throw tables.insufficient();
    throw error;
  }
}

/** One line of a member's history in any ledger, as pages and API clients see it. */
export interface LedgerLine {
  entryId: number;
  amount: number;
  reason: string;
  refType: string | null;
  refId: string | null;
  regDate: string;
}

/** The entries table's columns every history shows. */
type HistoryColumns = Table & {
  entryId: PgColumn;
  userNo: PgColumn;
  amount: PgColumn;
  reason: PgColumn;
  refType: PgColumn;
  refId: PgColumn;
  createdAt: PgColumn;
};

/** A member's entries, newest first, keyset-paged by entry id. */
export async function listLedgerEntries(
  db: Executor,
  entries: HistoryColumns,
  userNo: number,
  options: { limit: number; beforeEntryId?: number },
): Promise<LedgerLine[]> {
  const conditions = [eq(entries.userNo, userNo)];
  if (options.beforeEntryId) conditions.push(lt(entries.entryId, options.beforeEntryId));
  const rows = (await db
    .select({
      entryId: entries.entryId,
      amount: entries.amount,
      reason: entries.reason,
      refType: entries.refType,
      refId: entries.refId,
      createdAt: entries.createdAt,
    })
    .from(entries)
    .where(and(...conditions))
    .orderBy(desc(entries.entryId))
    .limit(options.limit)) as {
    entryId: number;
    amount: number;
    reason: string;
    refType: string | null;
    refId: string | null;
    createdAt: Date | string;
  }[];
  return rows.map((r) => ({
    entryId: Number(r.entryId),
    amount: r.amount,
    reason: r.reason,
    refType: r.refType,
    refId: r.refId,
    regDate: new Date(r.createdAt).toISOString(),
  }));
}

function isCheckViolation(error: unknown): boolean {
  if (error instanceof AppError) return false;
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23514") return true;
  }
  return false;
}
