// The trust job (docs/product/rewards.md §13, docs/decisions/0179): reads the interaction
// graph and the seeds from PostgreSQL, computes every member's trust with core/trust.ts and
// writes it back, one run at a time. Runs every night, before every settlement and when an
// operator asks; members' votes, reading caps and the ring review read what it wrote.
import { and, eq, inArray, sql } from "drizzle-orm";
import { graphTrust, isTenureSeed, memberTrust, TRUST_EDGE_WEIGHTS, TRUST_RULES, trustMicro, type TrustSeed } from "../../../core/trust";
import type { Database, Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { memberTrust as memberTrustTable, memberTrustMarks, trustRuns, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import type { Logger } from "../../lib/logger";

export const TRUST_JOB = "trust.compute";

export interface TrustRunSummary {
  runId: number;
  members: number;
  edges: number;
  seeds: number;
  unseeded: boolean;
  durationMs: number;
  /** Time spent reading the graph, computing and writing (ms). */
  phases: { read: number; compute: number; write: number };
}

const DAY_MS = 86_400_000;

/** Whatever the trust job reads, indexed by member position. */
export interface TrustInputs {
  userNos: Int32Array;
  joinedAt: Float64Array;
  excluded: Uint8Array;
  seedKind: (TrustSeed | null)[];
  distrusted: Uint8Array;
  src: Int32Array;
  dst: Int32Array;
  weight: Float64Array;
  activeDays30: Int32Array;
  activeDaysWindow: Int32Array;
  sharedDevice: Int32Array;
}

/** Reads members, seeds, interactions and signals (five statements, each one pass over its tables). */
export async function readTrustInputs(db: Executor, now: Date): Promise<TrustInputs> {
  const since = new Date(now.getTime() - TRUST_RULES.windowDays * DAY_MS).toISOString();
  const since30 = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const members = rows<{
    user_no: number;
    joined: string;
    role: string;
    left: boolean;
    mark: string | null;
    phone: boolean;
    world: boolean;
  }>(
    await db.execute(sql`
      select u.user_no, (extract(epoch from u.created_at) * 1000)::float8 as joined, u.role, u.delete_yn = 'Y' as left,
        m.mark, p.user_no is not null as phone,
        exists (select 1 from user_identities i where i.user_no = u.user_no and i.channel = 'W') as world
      from users u
      left join member_trust_marks m on m.user_no = u.user_no
      left join member_phones p on p.user_no = u.user_no
      order by u.user_no`),
  );
  const n = members.length;
  const userNos = new Int32Array(n);
  const joinedAt = new Float64Array(n);
  const excluded = new Uint8Array(n);
  const distrusted = new Uint8Array(n);
  const seedKind: (TrustSeed | null)[] = new Array(n).fill(null);
  const index = new Map<number, number>();
  members.forEach((m, i) => {
    userNos[i] = Number(m.user_no);
    index.set(Number(m.user_no), i);
    joinedAt[i] = Number(m.joined);
    distrusted[i] = m.mark === "distrusted" ? 1 : 0;
    excluded[i] = m.left || distrusted[i] ? 1 : 0;
    if (excluded[i]) return;
    if (m.mark === "trusted" || m.role === "moderator" || m.role === "admin") seedKind[i] = "operator";
    else if (m.phone) seedKind[i] = "phone";
    else if (m.world) seedKind[i] = "world_id";
  });

  // Endorsements: who read (to the end), liked, commented on, voted for whose posts, and who
  // follows whom; per pair summed and capped. Follows count while they last.
  const w = TRUST_EDGE_WEIGHTS;
  const interactions = sql`
    select l.user_no as src, b.user_no as dst, ${w.read}::float8 as w, l.created_at as at
      from curation_ticket_ledger l
      join boards b on b.board_no = (case when l.ref_id ~ '^[0-9]{1,18}$' then l.ref_id::bigint end)
      where l.reason = 'view_reward' and l.created_at > ${since}
    union all
    select v.user_no, v.author_user_no, ${w.vote}::float8, v.created_at from curation_votes v where v.created_at > ${since}
    union all
    select k.user_no, b.user_no, ${w.like}::float8, k.created_at from board_likes k join boards b on b.board_no = k.board_no
      where k.created_at > ${since}
    union all
    select c.user_no, b.user_no, ${w.comment}::float8, c.created_at from comments c join boards b on b.board_no = c.board_no
      where c.created_at > ${since} and c.deleted_at is null
    union all
    select f.follower_no, f.followee_no, ${w.follow}::float8, f.created_at from follows f`;
  const pairResult = rows<{ s: number[]; d: number[]; w: number[] }>(
    await db.execute(sql`
      with p as (
        select src, dst, least(${TRUST_RULES.pairCap}::float8, sum(w)) as w from (${interactions}) e
        where src <> dst group by src, dst
      )
      select coalesce(array_agg(src), '{}') as s, coalesce(array_agg(dst), '{}') as d, coalesce(array_agg(w), '{}') as w from p`),
  )[0] ?? { s: [], d: [], w: [] };
  const days = rows<{ u: number; d30: number; dw: number }>(
    await db.execute(sql`
      select src as u,
        count(distinct ((at at time zone 'Asia/Seoul')::date)) filter (where at > ${since30})::int as d30,
        count(distinct ((at at time zone 'Asia/Seoul')::date))::int as dw
      from (${interactions}) e where at > ${since} group by src`),
  );
  const shared = rows<{ u: number; n: number }>(
    await db.execute(sql`
      select a.user_no as u, count(distinct b.user_no)::int as n
      from member_signals a join member_signals b on b.kind = 'device' and b.value = a.value and b.user_no <> a.user_no
      where a.kind = 'device' group by a.user_no`),
  );

  const m = pairResult.s.length;
  const src = new Int32Array(m);
  const dst = new Int32Array(m);
  const weight = new Float64Array(m);
  let kept = 0;
  for (let e = 0; e < m; e++) {
    const s = index.get(Number(pairResult.s[e]));
    const d = index.get(Number(pairResult.d[e]));
    if (s === undefined || d === undefined) continue;
    src[kept] = s;
    dst[kept] = d;
    weight[kept] = Number(pairResult.w[e]);
    kept += 1;
  }
  const activeDays30 = new Int32Array(n);
  const activeDaysWindow = new Int32Array(n);
  for (const r of days) {
    const i = index.get(Number(r.u));
    if (i === undefined) continue;
    activeDays30[i] = Number(r.d30);
    activeDaysWindow[i] = Number(r.dw);
  }
  const sharedDevice = new Int32Array(n);
  for (const r of shared) {
    const i = index.get(Number(r.u));
    if (i !== undefined) sharedDevice[i] = Number(r.n);
  }
  return {
    userNos,
    joinedAt,
    excluded,
    seedKind,
    distrusted,
    src: src.slice(0, kept),
    dst: dst.slice(0, kept),
    weight: weight.slice(0, kept),
    activeDays30,
    activeDaysWindow,
    sharedDevice,
  };
}

export interface ComputedTrust {
  userNo: number;
  micro: number;
  seed: TrustSeed | null;
  graph: number;
  factors: Record<string, number>;
}

/** Every member's trust from what readTrustInputs read (pure; the bench calls it too). */
export function computeTrustFrom(inputs: TrustInputs, now: Date): { list: ComputedTrust[]; seeds: number; unseeded: boolean } {
  const n = inputs.userNos.length;
  // Distinct partners, either way.
  const partners = new Int32Array(n);
  {
    const seen = new Set<number>();
    for (let e = 0; e < inputs.src.length; e++) {
      const a = inputs.src[e]!;
      const b = inputs.dst[e]!;
      const key = a < b ? a * n + b : b * n + a;
      if (seen.has(key)) continue;
      seen.add(key);
      partners[a]! += 1;
      partners[b]! += 1;
    }
  }
  // Tenure seeds: months of varied activity.
  const seedKind = inputs.seedKind.slice();
  for (let i = 0; i < n; i++) {
    if (seedKind[i] || inputs.excluded[i]) continue;
    const ageDays = (now.getTime() - inputs.joinedAt[i]!) / DAY_MS;
    if (isTenureSeed(ageDays, inputs.activeDaysWindow[i]!, partners[i]!)) seedKind[i] = "tenure";
  }
  const seed = new Float64Array(n);
  for (let i = 0; i < n; i++) seed[i] = seedKind[i] ? 1 : 0;
  const graph = graphTrust({ n, src: inputs.src, dst: inputs.dst, weight: inputs.weight }, seed, inputs.excluded);
  const list: ComputedTrust[] = [];
  for (let i = 0; i < n; i++) {
    const ageDays = Math.max(0, (now.getTime() - inputs.joinedAt[i]!) / DAY_MS);
    const { score, factors } = memberTrust({
      graph: graph.trust[i]!,
      seed: seedKind[i]!,
      distrusted: Boolean(inputs.distrusted[i]),
      accountAgeDays: ageDays,
      activeDays: inputs.activeDays30[i]!,
      partners: partners[i]!,
      sharedDevice: inputs.sharedDevice[i]!,
    });
    list.push({
      userNo: inputs.userNos[i]!,
      micro: trustMicro(score),
      seed: seedKind[i]!,
      graph: Math.round(graph.trust[i]! * 1e4) / 1e4,
      factors: {
        ...factors,
        author: Math.round(graph.author[i]! * 1e4) / 1e4,
        reader: Math.round(graph.reader[i]! * 1e4) / 1e4,
        partners: partners[i]!,
        activeDays: inputs.activeDays30[i]!,
        sharedDevice: inputs.sharedDevice[i]!,
        ageDays: Math.floor(ageDays),
      },
    });
  }
  return { list, seeds: graph.seeds, unseeded: graph.unseeded };
}

const WRITE_CHUNK = 20_000;

/**
 * Computes and stores every member's trust. One run at a time (an advisory lock): a second
 * caller waits, then runs again on the newer data.
 */
export async function computeTrust(
  db: Database,
  logger: Pick<Logger, "info">,
  reason: "schedule" | "settlement" | "operator" | "command",
  now: Date = new Date(),
): Promise<TrustRunSummary> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('trust-compute'))`);
    const started = performance.now();
    const inputs = await readTrustInputs(tx, now);
    const read = performance.now();
    const { list, seeds, unseeded } = computeTrustFrom(inputs, now);
    const computed = performance.now();
    const [run] = await tx
      .insert(trustRuns)
      .values({
        reason,
        startedAt: now,
        finishedAt: now,
        members: list.length,
        edges: inputs.src.length,
        seeds,
        unseeded,
        durationMs: 0,
      })
      .returning({ runId: trustRuns.runId });
    const runId = run!.runId;
    for (let i = 0; i < list.length; i += WRITE_CHUNK) {
      const chunk = list.slice(i, i + WRITE_CHUNK);
      await tx.execute(sql`
        insert into member_trust (user_no, trust_micro, seed, graph, factors, run_id, computed_at)
        select u, t, s, g, f::jsonb, ${runId}, ${now.toISOString()}
        from unnest(${sql.param(chunk.map((c) => c.userNo))}::int[], ${sql.param(chunk.map((c) => c.micro))}::int[],
          ${sql.param(chunk.map((c) => c.seed))}::text[], ${sql.param(chunk.map((c) => c.graph))}::real[],
          ${sql.param(chunk.map((c) => JSON.stringify(c.factors)))}::text[]) as x(u, t, s, g, f)
        on conflict (user_no) do update set trust_micro = excluded.trust_micro, seed = excluded.seed, graph = excluded.graph,
          factors = excluded.factors, run_id = excluded.run_id, computed_at = excluded.computed_at`);
    }
    const written = performance.now();
    const durationMs = Math.round(written - started);
    await tx
      .update(trustRuns)
      .set({ durationMs, finishedAt: new Date(now.getTime() + durationMs) })
      .where(eq(trustRuns.runId, runId));
    const summary: TrustRunSummary = {
      runId,
      members: list.length,
      edges: inputs.src.length,
      seeds,
      unseeded,
      durationMs,
      phases: { read: Math.round(read - started), compute: Math.round(computed - read), write: Math.round(written - computed) },
    };
    logger.info({ trust: summary, reason }, "member trust computed");
    return summary;
  });
}

/** Members' trust in [0, 1] as of the latest run (members never computed have 0). */
export async function trustOf(db: Executor, userNos: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!userNos.length) return out;
  const list = await db
    .select({ userNo: memberTrustTable.userNo, micro: memberTrustTable.trustMicro })
    .from(memberTrustTable)
    .where(inArray(memberTrustTable.userNo, userNos));
  for (const r of list) out.set(r.userNo, r.micro / 1_000_000);
  return out;
}

/** One member's trust in [0, 1] (0 before the first run that saw them). */
export async function memberTrustScore(db: Executor, userNo: number): Promise<number> {
  return (await trustOf(db, [userNo])).get(userNo) ?? 0;
}

/** The latest run, for the operators' page. */
export async function latestTrustRun(db: Executor) {
  const [row] = await db
    .select()
    .from(trustRuns)
    .orderBy(sql`${trustRuns.runId} desc`)
    .limit(1);
  return row ?? null;
}

/** Operators' mark on a member: trusted (a seed), distrusted (trust 0) or none. */
export async function setTrustMark(
  db: Executor,
  userNo: number,
  mark: "trusted" | "distrusted" | "none",
  by: number | null,
  note = "",
): Promise<void> {
  if (mark === "none") {
    await db.delete(memberTrustMarks).where(eq(memberTrustMarks.userNo, userNo));
    return;
  }
  await db
    .insert(memberTrustMarks)
    .values({ userNo, mark, note, markedBy: by, markedAt: new Date() })
    .onConflictDoUpdate({ target: memberTrustMarks.userNo, set: { mark, note, markedBy: by, markedAt: new Date() } });
}

export async function trustMarkOf(db: Executor, userNo: number): Promise<"trusted" | "distrusted" | null> {
  const [row] = await db
    .select({ mark: memberTrustMarks.mark })
    .from(memberTrustMarks)
    .where(and(eq(memberTrustMarks.userNo, userNo)))
    .limit(1);
  return (row?.mark as "trusted" | "distrusted" | undefined) ?? null;
}

export interface TrustOverview {
  run: {
    runId: number;
    reason: string;
    finishedAt: string;
    members: number;
    edges: number;
    seeds: number;
    unseeded: boolean;
    durationMs: number;
  } | null;
  seeds: { operator: number; phone: number; world_id: number; tenure: number };
  histogram: number[];
  marks: { userNo: number; userName: string; mark: "trusted" | "distrusted"; note: string }[];
}

export async function trustOverview(db: Executor): Promise<TrustOverview> {
  const [run, seedRows, histogram, marks] = await Promise.all([
    latestTrustRun(db),
    db.execute(sql`select seed, count(*)::int as n from member_trust where seed is not null group by seed`),
    db.execute(sql`select least(9, trust_micro / 100000)::int as bucket, count(*)::int as n from member_trust group by 1`),
    db
      .select({ userNo: memberTrustMarks.userNo, userName: users.userName, mark: memberTrustMarks.mark, note: memberTrustMarks.note })
      .from(memberTrustMarks)
      .innerJoin(users, eq(users.userNo, memberTrustMarks.userNo))
      .orderBy(memberTrustMarks.markedAt)
      .limit(200),
  ]);
  const seeds = { operator: 0, phone: 0, world_id: 0, tenure: 0 };
  for (const r of rows<{ seed: keyof typeof seeds; n: number }>(seedRows)) if (r.seed in seeds) seeds[r.seed] = Number(r.n);
  const buckets = Array<number>(10).fill(0);
  for (const r of rows<{ bucket: number; n: number }>(histogram)) buckets[Number(r.bucket)] = Number(r.n);
  return {
    run: run
      ? {
          runId: run.runId,
          reason: run.reason,
          finishedAt: run.finishedAt.toISOString(),
          members: run.members,
          edges: run.edges,
          seeds: run.seeds,
          unseeded: run.unseeded,
          durationMs: run.durationMs,
        }
      : null,
    seeds,
    histogram: buckets,
    marks: marks.map((m) => ({ ...m, mark: m.mark as "trusted" | "distrusted" })),
  };
}
