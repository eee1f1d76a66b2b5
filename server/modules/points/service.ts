// The points ledger (docs/ARCHITECTURE.md, §7). The only way points change:
//
//   await withTransaction(ctx.db, async (tx) => {
//     ...the action that earns the points...
//     const { credited } = await creditPoints(tx, {
//       userNo, amount: 500, reason: "usage_reason_survey",
//       refType: "survey", refId: String(userNo),
//       idempotencyKey: `usage_reason_survey:${userNo}`,
//     });
//   });
//
// - Call it inside the transaction of the action, so the points exist exactly when the
//   action does.
// - The idempotency key names the one event that may pay ("<reason>:<unique part>", e.g.
//   "mission_like:<userNo>:<boardNo>:<seoul day>"). A key that was used before credits
//   nothing and returns { credited: false }, also when many requests race: the unique
//   index decides, the losers' inserts do nothing.
// - Negative amounts are debits (spending); a debit that would take the balance below zero
//   is refused with an error and the transaction rolls back.
// - point_balances is maintained in the same statement sequence (server/lib/ledger.ts, shared
//   with the curation tickets); pointsConsistency() recomputes it from the ledger for checks and tests.
import { and, desc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { say, texts } from "../../../core/i18n";
import { lastSeoulDays, pointReasonLabel, seoulDayRange } from "../../../core/missions";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { pointBalances, pointLedger } from "../../db/schema";
import { errors } from "../../lib/errors";
import { appendToLedger, listLedgerEntries, type LedgerTables } from "../../lib/ledger";
import type { PointBalance, PointDay, PointEntry, PointHistoryPage } from "./types";

export interface PointCredit {
  userNo: number;
  /** Signed integer, not zero. */
  amount: number;
  /** Stable reason code, e.g. "usage_reason_survey". */
  reason: string;
  refType?: string | null;
  refId?: string | null;
  idempotencyKey: string;
}

export interface CreditResult {
  credited: boolean;
  entryId: number | null;
  /** The member's balance after this call (unchanged when nothing was credited). */
  balance: number;
}

export const POINT_MSG = texts({
  insufficient: { ko: "포인트가 부족합니다.", en: "You do not have enough points." },
});

const POINTS: LedgerTables = {
  entries: pointLedger,
  balances: pointBalances,
  insufficient: () => errors.conflict(POINT_MSG.insufficient, "POINTS_INSUFFICIENT"),
};

export async function creditPoints(tx: Executor, credit: PointCredit): Promise<CreditResult> {
  if (!/^[a-z][a-z0-9_]{1,63}$/.test(credit.reason)) throw new RangeError(`invalid point reason: ${credit.reason}`);
  const { credited, entryId, balance } = await appendToLedger(tx, POINTS, {
    userNo: credit.userNo,
    amount: credit.amount,
    reason: credit.reason,
    refType: credit.refType ?? null,
    refId: credit.refId ?? null,
    idempotencyKey: credit.idempotencyKey,
  });
  return { credited, entryId, balance };
}

export async function getPointBalance(db: Executor, userNo: number): Promise<number> {
  const [row] = await db.select({ balance: pointBalances.balance }).from(pointBalances).where(eq(pointBalances.userNo, userNo)).limit(1);
  return row?.balance ?? 0;
}

export async function getPointSummary(db: Executor, userNo: number): Promise<PointBalance> {
  return { balance: await getPointBalance(db, userNo) };
}

/** Whether a key has been used (e.g. "was the survey reward paid?"). */
export async function hasPointEntry(db: Executor, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ entryId: pointLedger.entryId })
    .from(pointLedger)
    .where(eq(pointLedger.idempotencyKey, idempotencyKey))
    .limit(1);
  return !!row;
}

/** Newest first, keyset-paged by entry id: the base for the point history page. */
export function listPointEntries(db: Executor, userNo: number, options: { limit: number; beforeEntryId?: number }): Promise<PointEntry[]> {
  return listLedgerEntries(db, pointLedger, userNo, options);
}

/** Members whose maintained balance differs from the sum of their ledger entries (should be none). */
export async function pointsConsistency(db: Executor): Promise<{ userNo: number; balance: number; ledger: number }[]> {
  const result = await db.execute(sql`
    select coalesce(b.user_no, l.user_no) as "userNo", coalesce(b.balance, 0)::int as balance, coalesce(l.total, 0)::int as ledger
    from point_balances b
    full join (select user_no, sum(amount) as total from point_ledger group by user_no) l on l.user_no = b.user_no
    where coalesce(b.balance, 0) <> coalesce(l.total, 0)`);
  return rows<{ userNo: number; balance: number; ledger: number }>(result).map((r) => ({
    userNo: Number(r.userNo),
    balance: Number(r.balance),
    ledger: Number(r.ledger),
  }));
}

export type PointHistoryType = "all" | "earn" | "use";

export interface PointHistoryQuery {
  page: number;
  size: number;
  /** earn: credits only; use: debits only. */
  type: PointHistoryType;
  /** Only the last N days (Asia/Seoul days, today included); undefined: everything. */
  days?: number | undefined;
  now?: Date;
}

/** docs/product/rewards.md pointHistoryList / totalItemCount: newest first, page-numbered, filtered. */
export async function listPointHistory(db: Executor, userNo: number, query: PointHistoryQuery): Promise<PointHistoryPage> {
  const conditions = [eq(pointLedger.userNo, userNo)];
  if (query.type === "earn") conditions.push(gt(pointLedger.amount, 0));
  if (query.type === "use") conditions.push(lt(pointLedger.amount, 0));
  if (query.days) {
    const since = lastSeoulDays(query.days, query.now ?? new Date())[0]!;
    conditions.push(gte(pointLedger.createdAt, seoulDayRange(since).start));
  }
  const where = and(...conditions);
  const [[count], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(where),
    db
      .select()
      .from(pointLedger)
      .where(where)
      .orderBy(desc(pointLedger.entryId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return {
    page: query.page,
    size: query.size,
    totalItemCount: Number(count?.n ?? 0),
    pointHistoryList: rows.map((r) => ({
      entryId: Number(r.entryId),
      amount: r.amount,
      reason: r.reason,
      label: say(pointReasonLabel(r.reason), "ko"),
      refType: r.refType,
      refId: r.refId,
      regDate: new Date(r.createdAt).toISOString(),
    })),
  };
}

/** Points earned per Asia/Seoul day over the last `days` days, oldest first, zero days included (the reward page chart). */
export async function pointsPerDay(db: Executor, userNo: number, days: number, now: Date = new Date()): Promise<PointDay[]> {
  const list = lastSeoulDays(days, now);
  const since = seoulDayRange(list[0]!).start;
  // Seoul is UTC+9 all year (core/format.ts), so the day is the UTC wall clock plus nine hours.
  const result = await db.execute(sql`
    select to_char((${pointLedger.createdAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD') as day,
           sum(case when ${pointLedger.amount} > 0 then ${pointLedger.amount} else 0 end)::int as earned,
           sum(case when ${pointLedger.amount} < 0 then -${pointLedger.amount} else 0 end)::int as used
    from ${pointLedger}
    where ${pointLedger.userNo} = ${userNo} and ${pointLedger.createdAt} >= ${since.toISOString()}
    group by 1`);
  const byDay = new Map(rows<{ day: string; earned: number; used: number }>(result).map((r) => [r.day, r]));
  return list.map((day) => ({ day, earned: Number(byDay.get(day)?.earned ?? 0), used: Number(byDay.get(day)?.used ?? 0) }));
}
