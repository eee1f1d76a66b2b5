// Curation abuse review and audit (docs/decisions/0180): vote rings, ledger checks, and demo votes.
import { sql } from "drizzle-orm";
import { RING_MIN_MUTUAL_VOTES, RING_MIN_SHARE } from "../../../core/curation";
import { seoulDayKey } from "../../../core/format";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { curationVotes } from "../../db/schema";
import { creditTickets } from "./tickets";
import type { VoteRing } from "./types";

/** Pairs who each voted at least RING_MIN_MUTUAL_VOTES times for the other, making up at least RING_MIN_SHARE of their votes. */
export async function voteRings(db: Executor, seasonId: number | null): Promise<VoteRing[]> {
  const where = seasonId ? sql`where season_id = ${seasonId}` : sql``;
  const result = await db.execute(sql`
    with v as (select user_no, author_user_no from curation_votes ${where}),
    pair as (select user_no as a, author_user_no as b, count(*)::int as n from v group by 1, 2),
    tot as (select user_no, count(*)::int as n from v group by 1)
    select p.a, p.b, p.n as ab, q.n as ba, (ta.n + tb.n)::int as total, ua.user_name as a_name, ub.user_name as b_name
    from pair p
    join pair q on q.a = p.b and q.b = p.a
    join tot ta on ta.user_no = p.a
    join tot tb on tb.user_no = p.b
    join users ua on ua.user_no = p.a
    join users ub on ub.user_no = p.b
    where p.a < p.b and p.n >= ${RING_MIN_MUTUAL_VOTES} and q.n >= ${RING_MIN_MUTUAL_VOTES}
      and (p.n + q.n)::float / (ta.n + tb.n) >= ${RING_MIN_SHARE}
    order by (p.n + q.n) desc, p.a, p.b
    limit 200`);
  return rows<{ a: number; b: number; ab: number; ba: number; total: number; a_name: string; b_name: string }>(result).map((r) => ({
    a: { userNo: Number(r.a), userName: r.a_name },
    b: { userNo: Number(r.b), userName: r.b_name },
    aToB: Number(r.ab),
    bToA: Number(r.ba),
    totalVotes: Number(r.total),
    share: Math.round(((Number(r.ab) + Number(r.ba)) / Number(r.total)) * 100) / 100,
  }));
}

export interface LedgerMismatch {
  userNo: number;
  balance: number;
  ledger: number;
}

/**
 * Members whose maintained ticket or token balance differs from their ledger sum (should be
 * none), in the shape of pointsConsistency(). Token figures are micro-units.
 */
export async function auditCurationLedgers(db: Executor): Promise<{ tickets: LedgerMismatch[]; tokens: LedgerMismatch[] }> {
  const tickets = await db.execute(sql`
    select coalesce(b.user_no, l.user_no) as "userNo", coalesce(b.balance, 0)::bigint as balance, coalesce(l.total, 0)::bigint as ledger
    from curation_ticket_balances b
    full join (select user_no, sum(amount) as total, sum(greatest(amount, 0)) as issued from curation_ticket_ledger group by user_no) l on l.user_no = b.user_no
    where coalesce(b.balance, 0) <> coalesce(l.total, 0) or coalesce(b.issued, 0) <> coalesce(l.issued, 0)`);
  const tokens = await db.execute(sql`
    select coalesce(b.user_no, l.user_no) as "userNo", coalesce(b.balance, 0)::bigint as balance, coalesce(l.total, 0)::bigint as ledger
    from token_reward_balances b
    full join (select user_no, sum(amount) as total from token_reward_ledger group by user_no) l on l.user_no = b.user_no
    where coalesce(b.balance, 0) <> coalesce(l.total, 0)`);
  const shape = (r: { userNo: number; balance: unknown; ledger: unknown }) => ({
    userNo: Number(r.userNo),
    balance: Number(r.balance),
    ledger: Number(r.ledger),
  });
  return {
    tickets: rows<{ userNo: number; balance: unknown; ledger: unknown }>(tickets).map(shape),
    tokens: rows<{ userNo: number; balance: unknown; ledger: unknown }>(tokens).map(shape),
  };
}

/**
 * Demo data: votes as members would cast them (a granted ticket spent on each vote), inside
 * the seed's transaction. Keys are per vote, so running it twice changes nothing.
 */
export async function seedVotes(
  tx: Executor,
  seasonId: number,
  votes: { voterUserNo: number; boardNo: number; authorUserNo: number; at: Date }[],
): Promise<number> {
  let cast = 0;
  for (const v of votes) {
    if (v.voterUserNo === v.authorUserNo) continue;
    const inserted = await tx
      .insert(curationVotes)
      .values({ seasonId, userNo: v.voterUserNo, boardNo: v.boardNo, authorUserNo: v.authorUserNo, createdAt: v.at })
      .onConflictDoNothing()
      .returning({ voteId: curationVotes.voteId });
    if (!inserted.length) continue;
    const key = `${seasonId}:${v.voterUserNo}:${v.boardNo}`;
    const day = seoulDayKey(v.at);
    await creditTickets(tx, {
      userNo: v.voterUserNo,
      amount: 1,
      reason: "grant",
      refType: "demo",
      refId: key,
      day,
      idempotencyKey: `grant:demo:${key}`,
    });
    await creditTickets(tx, {
      userNo: v.voterUserNo,
      amount: -1,
      reason: "vote",
      refType: "board",
      refId: String(v.boardNo),
      day,
      idempotencyKey: `vote:${key}`,
    });
    cast += 1;
  }
  return cast;
}
