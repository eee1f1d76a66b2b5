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
  if (audits === LEDGER_AUDITS) results.push(await auditTokenPayouts(db), await auditRewardHolds(db));
  return results;
}

/**
 * Held and voided rewards (docs/decisions/0180): every hold is of a settled reward of the same
 * member and amount; every voided hold has exactly one opposite ledger entry (curation_void)
 * and every such entry a voided hold; no payout exists for a reward still held or voided.
 */
export async function auditRewardHolds(db: Executor): Promise<LedgerAuditResult> {
  const [counts] = rows<{ entries: number; owners: number; held: string; voided: string }>(
    await db.execute(sql`
      select count(*)::int as entries, count(distinct user_no)::int as owners,
        coalesce(sum(amount) filter (where state = 'held'), 0)::text as held,
        coalesce(sum(amount) filter (where state = 'voided'), 0)::text as voided
      from reward_holds`),
  );
  const unmatched = rows<{ entry_id: string }>(
    await db.execute(sql`
      select h.entry_id::text from reward_holds h
      left join token_reward_ledger l on l.entry_id = h.entry_id
      where l.entry_id is null or l.user_no <> h.user_no or l.amount <> h.amount
        or l.reason not in ('curation_writer', 'curation_curator')
      order by 1 limit 100`),
  );
  const voids = rows<{ entry_id: string; voids: number; total: string | null; amount: string }>(
    await db.execute(sql`
      select h.entry_id::text, count(v.entry_id)::int as voids, sum(v.amount)::text as total, h.amount::text
      from reward_holds h
      left join token_reward_ledger v on v.reason = 'curation_void' and v.ref_id = h.entry_id::text
      group by h.entry_id, h.state, h.amount
      having (h.state = 'voided' and (count(v.entry_id) <> 1 or sum(v.amount) <> -h.amount))
        or (h.state <> 'voided' and count(v.entry_id) > 0)
      order by 1 limit 100`),
  );
  const orphanVoids = rows<{ entry_id: string }>(
    await db.execute(sql`
      select v.entry_id::text from token_reward_ledger v
      left join reward_holds h on h.entry_id::text = v.ref_id and h.state = 'voided'
      where v.reason = 'curation_void' and h.entry_id is null
      order by 1 limit 100`),
  );
  const paidWhileHeld = rows<{ entry_id: string; state: string }>(
    await db.execute(sql`
      select h.entry_id::text, h.state from reward_holds h join token_payouts p on p.reward_entry_id = h.entry_id
      where h.state in ('held', 'voided') order by 1 limit 100`),
  );
  const problems = [
    ...unmatched.map((r) => `보류 ${r.entry_id}: 원장의 보상 항목과 맞지 않습니다`),
    ...voids.map((r) => `보류 ${r.entry_id}: 무효 항목 ${r.voids}건, 합계 ${r.total ?? 0} (보류액 ${r.amount})`),
    ...orphanVoids.map((r) => `무효 항목 ${r.entry_id}: 무효 처리된 보류가 없습니다`),
    ...paidWhileHeld.map((r) => `보류 ${r.entry_id}: ${r.state === "held" ? "검토 중인데" : "무효인데"} 지급 기록이 있습니다`),
  ];
  return {
    name: `보상 보류 (검토 중 ${counts?.held ?? 0}, 무효 ${counts?.voided ?? 0})`,
    entries: Number(counts?.entries ?? 0),
    owners: Number(counts?.owners ?? 0),
    mismatches: [],
    duplicateKeys: [],
    problems,
    ok: problems.length === 0,
  };
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
