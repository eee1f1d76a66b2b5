// The ledger audit (`npm run admin -- audit-ledgers`, docs/ARCHITECTURE.md/§7): every append-only
// ledger is checked for (1) maintained balances that differ from the sum of their entries and
// (2) idempotency keys used more than once. A ledger joins the audit with one entry in
// LEDGER_AUDITS, described by its tables and columns:
//
//   { name: "큐레이션 티켓", ledger: { table: ticketLedger, owner: ticketLedger.userNo,
//     amount: ticketLedger.amount, key: ticketLedger.idempotencyKey },
//     balances: { table: ticketBalances, owner: ticketBalances.userNo, balance: ticketBalances.balance } },
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { rows } from "../db/rows";
import { pointBalances, pointLedger, ticketBalances, ticketLedger, tokenRewardBalances, tokenRewardLedger } from "../db/schema";

export interface LedgerAudit {
  /** Korean name in the report, e.g. "포인트". */
  name: string;
  ledger: { table: PgTable; owner: PgColumn; amount: PgColumn; key: PgColumn };
  /** The maintained totals; omit for a ledger whose balances are always computed as sums. */
  balances?: { table: PgTable; owner: PgColumn; balance: PgColumn };
}

export const LEDGER_AUDITS: LedgerAudit[] = [
  {
    name: "포인트",
    ledger: { table: pointLedger, owner: pointLedger.userNo, amount: pointLedger.amount, key: pointLedger.idempotencyKey },
    balances: { table: pointBalances, owner: pointBalances.userNo, balance: pointBalances.balance },
  },
  {
    name: "큐레이션 티켓",
    ledger: { table: ticketLedger, owner: ticketLedger.userNo, amount: ticketLedger.amount, key: ticketLedger.idempotencyKey },
    balances: { table: ticketBalances, owner: ticketBalances.userNo, balance: ticketBalances.balance },
  },
  {
    name: "토큰 리워드",
    ledger: {
      table: tokenRewardLedger,
      owner: tokenRewardLedger.userNo,
      amount: tokenRewardLedger.amount,
      key: tokenRewardLedger.idempotencyKey,
    },
    balances: { table: tokenRewardBalances, owner: tokenRewardBalances.userNo, balance: tokenRewardBalances.balance },
  },
];

export interface LedgerAuditResult {
  name: string;
  entries: number;
  owners: number;
  mismatches: { owner: string; balance: number; ledger: number }[];
  duplicateKeys: { key: string; count: number }[];
  /** Findings of ledgers checked by rules of their own (token payouts), one report line each. */
  problems?: string[];
  ok: boolean;
}

const col = (c: PgColumn) => sql.identifier(c.name);

export async function auditLedger(db: Executor, audit: LedgerAudit): Promise<LedgerAuditResult> {
  const { ledger, balances } = audit;
  const [counts] = rows<{ entries: number; owners: number }>(
    await db.execute(sql`select count(*)::int as entries, count(distinct ${col(ledger.owner)})::int as owners from ${ledger.table}`),
  );
  const duplicateKeys = rows<{ key: string; count: number }>(
    await db.execute(sql`
      select ${col(ledger.key)}::text as key, count(*)::int as count from ${ledger.table}
      group by ${col(ledger.key)} having count(*) > 1 or ${col(ledger.key)} is null
      order by 2 desc limit 100`),
  ).map((r) => ({ key: String(r.key), count: Number(r.count) }));
  const mismatches = balances
    ? rows<{ owner: string; balance: number; ledger: number }>(
        await db.execute(sql`
          select coalesce(b.owner, l.owner)::text as owner, coalesce(b.balance, 0)::bigint as balance, coalesce(l.total, 0)::bigint as ledger
          from (select ${col(balances.owner)} as owner, ${col(balances.balance)} as balance from ${balances.table}) b
          full join (select ${col(ledger.owner)} as owner, sum(${col(ledger.amount)}) as total from ${ledger.table} group by 1) l on l.owner = b.owner
          where coalesce(b.balance, 0) <> coalesce(l.total, 0)
          order by 1 limit 100`),
      ).map((r) => ({ owner: String(r.owner), balance: Number(r.balance), ledger: Number(r.ledger) }))
    : [];
  return {
    name: audit.name,
    entries: Number(counts?.entries ?? 0),
    owners: Number(counts?.owners ?? 0),
    mismatches,
    duplicateKeys,
    ok: mismatches.length === 0 && duplicateKeys.length === 0,
  };
}

export async function auditLedgers(db: Executor, audits: LedgerAudit[] = LEDGER_AUDITS): Promise<LedgerAuditResult[]> {
  const results: LedgerAuditResult[] = [];
  for (const audit of audits) results.push(await auditLedger(db, audit));
  if (audits === LEDGER_AUDITS) results.push(await auditTokenPayouts(db));
  return results;
}

/**
 * Token payouts (docs/product/wallet.md §8): per season, the confirmed payouts add up to the
 * settled rewards they pay; no reward and no transaction is paid twice; every confirmed payout
 * keeps the receipt of its own transaction.
 */
export async function auditTokenPayouts(db: Executor): Promise<LedgerAuditResult> {
  const [counts] = rows<{ entries: number; owners: number }>(
    await db.execute(sql`select count(*)::int as entries, count(distinct user_no)::int as owners from token_payouts`),
  );
  const seasons = rows<{ season: string; paid: string; settled: string }>(
    await db.execute(sql`
      select coalesce(p.season_id::text, '-') as season, sum(p.amount)::text as paid, sum(l.amount)::text as settled
      from token_payouts p join token_reward_ledger l on l.entry_id = p.reward_entry_id
      where p.state = 'confirmed'
      group by 1 having sum(p.amount) <> sum(l.amount) or bool_or(p.user_no <> l.user_no)
      order by 1 limit 100`),
  );
  const twice = rows<{ key: string; count: number }>(
    await db.execute(sql`
      select 'reward:' || reward_entry_id as key, count(*)::int as count from token_payouts group by reward_entry_id having count(*) > 1
      union all
      select 'tx:' || tx_hash, count(*)::int from token_payouts where tx_hash is not null group by tx_hash having count(*) > 1
      order by 2 desc limit 100`),
  ).map((r) => ({ key: String(r.key), count: Number(r.count) }));
  const noReceipt = rows<{ payout_id: string }>(
    await db.execute(sql`
      select payout_id::text from token_payouts
      where state = 'confirmed' and (receipt is null or block_number is null or tx_hash is null
        or lower(receipt->>'transactionHash') <> lower(tx_hash) or receipt->>'status' <> 'success')
      order by payout_id limit 100`),
  );
  const problems = [
    ...seasons.map((s) => `시즌 ${s.season}: 지급 합계 ${s.paid}, 정산 합계 ${s.settled}`),
    ...noReceipt.map((r) => `지급 ${r.payout_id}: 확정되었지만 거래 영수증이 없거나 맞지 않습니다`),
  ];
  return {
    name: "토큰 지급",
    entries: Number(counts?.entries ?? 0),
    owners: Number(counts?.owners ?? 0),
    mismatches: [],
    duplicateKeys: twice,
    problems,
    ok: twice.length === 0 && problems.length === 0,
  };
}

/** Human-readable report lines (Korean), one block per ledger. */
export function ledgerAuditReport(results: LedgerAuditResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`[${r.name}] 항목 ${r.entries}건, 회원 ${r.owners}명: ${r.ok ? "이상 없음" : "불일치 발견"}`);
    for (const m of r.mismatches)
      lines.push(`  잔액 불일치: 회원 ${m.owner} — 잔액 ${m.balance}, 원장 합계 ${m.ledger} (차이 ${m.balance - m.ledger})`);
    for (const d of r.duplicateKeys) lines.push(`  중복 멱등 키: ${d.key} (${d.count}건)`);
    for (const p of r.problems ?? []) lines.push(`  ${p}`);
  }
  const bad = results.filter((r) => !r.ok).length;
  lines.push(bad === 0 ? "모든 원장이 잔액과 일치합니다." : `원장 ${bad}개에서 문제가 발견되었습니다.`);
  return lines;
}
