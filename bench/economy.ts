// `npm run bench:economy`: the season economy under attack, on the real trust job and the real
// settlement (docs/product/rewards.md §13–§14, decisions 0179–0180).
//
// 1. A community of 10,000 honest members over a 28-day season: accounts from the last two
//    years, a fifth verified by phone; 60% write (1–5 posts); everyone reads (5–60 posts,
//    popular posts more), votes for three in four posts read, likes half, comments on a fifth,
//    follows a few writers. Built once in SQL (deterministic seeds), then copied per scenario.
// 2. Scenarios, each on its own copy: no ring (the baseline), rings of 100, 1,000 and 3,000
//    fresh accounts that write one-line posts and read, like and vote for each other (a few
//    attack edges: a ring account now and then reads an honest post, a handful of honest
//    members read and vote for ring posts), and a ring of 1,000 that also bought 10 phone
//    numbers. Each scenario's season is settled by settleSeason (which runs the trust job and
//    the review first). Reported: each ring's share of both pools (recorded, and payable once
//    held rewards are set aside), honest members' loss against the baseline, the share of honest
//    members wrongly held, and the trust job's time.
// 3. The trust job alone on 100,000 members and 1,000,000 interactions.
//
// Sizes: BENCH_HONEST (10,000), BENCH_TRUST_MEMBERS (100,000), BENCH_TRUST_INTERACTIONS
// (1,000,000). Results: bench/.out/economy.json. Exits 1 when a goal of the issue is missed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { startEmbeddedServer } from "../server/db/embedded-server";
import { runMigrations } from "../server/db/migrate";
import { rows } from "../server/db/rows";
import { settleSeason } from "../server/modules/curation/settlement";
import { computeTrust } from "../server/modules/trust/service";
import { PROJECT_ROOT } from "../server/paths";

const HONEST = Number(process.env.BENCH_HONEST ?? 10_000);
const TRUST_MEMBERS = Number(process.env.BENCH_TRUST_MEMBERS ?? 100_000);
const TRUST_INTERACTIONS = Number(process.env.BENCH_TRUST_INTERACTIONS ?? 1_000_000);
const WRITER_POOL = 1_000_000;
const CURATOR_POOL = 500_000;
const quiet = { info: () => undefined };

interface Scenario {
  name: string;
  ring: number;
  phones: number;
}

const SCENARIOS: Scenario[] = [
  { name: "ring-free", ring: 0, phones: 0 },
  { name: "ring 100", ring: 100, phones: 0 },
  { name: "ring 1,000", ring: 1_000, phones: 0 },
  { name: "ring 3,000", ring: 3_000, phones: 0 },
  { name: "ring 1,000 + 10 phones", ring: 1_000, phones: 10 },
];

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function run(client: pg.Client, text: string): Promise<void> {
  await client.query(text);
}

/** The honest community and its season, in SQL with fixed seeds (the same every run). */
async function buildCommunity(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await run(client, "select setseed(0.20261201)");
  await run(
    client,
    `insert into curation_seasons (title, starts_at, ends_at, writer_pool, curator_pool, wallet_deadline)
     values ('경제 측정 시즌', now() - interval '29 days', now() - interval '1 day', ${WRITER_POOL}::bigint * 1000000,
       ${CURATOR_POOL}::bigint * 1000000, now() + interval '30 days')`,
  );
  await run(
    client,
    `insert into users (user_id, user_email, email_key, user_name, email_cert_yn, created_at)
     select 'h' || g, 'h' || g || '@example.test', 'h' || g || '@example.test', '정직' || g, 'Y',
       now() - (30 + random() * 700) * interval '1 day'
     from generate_series(1, ${HONEST}) g`,
  );
  await run(
    client,
    `insert into member_phones (user_no, phone, verified_at, terms_agreed_at)
     select user_no, '010' || lpad(user_no::text, 8, '0'), now() - interval '40 days', now() - interval '40 days'
     from users where user_id like 'h%' and random() < 0.2`,
  );
  // 60% write 1–5 posts during the season.
  await run(
    client,
    `insert into boards (permalink, user_no, topic, subject, content_text, created_at)
     select 'hp' || u.user_no || '-' || k, u.user_no, 'economy', '정직한 글 ' || u.user_no || '-' || k, '본문', now() - (2 + random() * 26) * interval '1 day'
     from users u cross join lateral generate_series(1, 1 + floor(random() * 5)::int) k
     where u.user_id like 'h%' and random() < 0.6`,
  );
  // Reading: 5–60 posts each (heavy-tailed), popular posts more often. A read that earned a
  // ticket is a ledger entry (the trust graph reads these).
  await run(
    client,
    `create temp table hposts as select row_number() over (order by random()) as i, board_no, user_no from boards where permalink like 'hp%'`,
  );
  const posts = Number((await client.query("select count(*)::int as n from hposts")).rows[0].n);
  // (Each random draw sits in a subquery tied to its member's row, so it is drawn per row.)
  await run(
    client,
    `create temp table reads as
     select distinct on (x.reader, p.board_no) x.reader, p.board_no, p.user_no as author, x.at
     from (
       select u.user_no as reader, 1 + floor(power(random(), 2.2) * ${posts})::int as idx,
         now() - (1.5 + random() * 26) * interval '1 day' as at
       from users u cross join lateral generate_series(1, 5 + floor(power(random(), 2) * 55)::int + 0 * u.user_no) r
       where u.user_id like 'h%'
     ) x join hposts p on p.i = x.idx
     where p.user_no <> x.reader`,
  );
  await run(
    client,
    `insert into curation_ticket_ledger (user_no, amount, reason, ref_type, ref_id, day, idempotency_key, created_at)
     select reader, 1, 'view_reward', 'board', board_no::text, to_char(at at time zone 'Asia/Seoul', 'YYYY-MM-DD'),
       'view_reward:' || reader || ':' || board_no, at from reads`,
  );
  await run(
    client,
    `insert into curation_votes (season_id, user_no, board_no, author_user_no, created_at)
     select (select max(season_id) from curation_seasons), reader, board_no, author, at + interval '1 minute'
     from reads where random() < 0.75`,
  );
  await run(client, `insert into board_likes (user_no, board_no, created_at) select reader, board_no, at from reads where random() < 0.5`);
  await run(
    client,
    `insert into comments (board_no, user_no, content, created_at) select board_no, reader, '잘 읽었습니다', at from reads where random() < 0.2`,
  );
  await run(
    client,
    `insert into follows (follower_no, followee_no, created_at)
     select distinct reader, author, min(at) from reads where random() < 0.1 group by reader, author on conflict do nothing`,
  );
  await run(client, "analyze");
  await client.end();
}

/** A ring: fresh accounts, one-line posts, reading, liking and voting for each other, with few attack edges. */
async function addRing(url: string, size: number, phones: number): Promise<void> {
  if (size === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await run(client, `select setseed(${(size + phones) / 100_000})`);
  await run(
    client,
    `insert into users (user_id, user_email, email_key, user_name, email_cert_yn, created_at)
     select 'r' || g, 'r' || g || '@example.test', 'r' || g || '@example.test', '링' || g, 'Y', now() - (22 + random() * 6) * interval '1 day'
     from generate_series(1, ${size}) g`,
  );
  if (phones)
    await run(
      client,
      `insert into member_phones (user_no, phone, verified_at, terms_agreed_at)
       select user_no, '019' || lpad(user_no::text, 8, '0'), now() - interval '20 days', now() - interval '20 days'
       from users where user_id like 'r%' order by user_no limit ${phones}`,
    );
  await run(
    client,
    `insert into boards (permalink, user_no, topic, subject, content_text, created_at)
     select 'rp' || user_no, user_no, 'others', '좋은 글', '좋아요', now() - 27 * interval '1 day' from users where user_id like 'r%'`,
  );
  await run(
    client,
    `create temp table rposts as select row_number() over (order by board_no) as i, board_no, user_no from boards where permalink like 'rp%'`,
  );
  // Each ring account reads, likes and votes for 8 ring posts, early in the season (early votes weigh most).
  await run(
    client,
    `create temp table rreads as
     select distinct on (x.reader, p.board_no) x.reader, p.board_no, p.user_no as author, x.at
     from (
       select u.user_no as reader, 1 + floor(random() * ${size})::int as idx, now() - (20 + random() * 6) * interval '1 day' as at
       from users u cross join lateral generate_series(1, 8 + 0 * u.user_no) r
       where u.user_id like 'r%'
     ) x join rposts p on p.i = x.idx
     where p.user_no <> x.reader`,
  );
  // Attack edges, both ways: one ring account in ten also reads and likes one honest post; a
  // few honest members (one per fifty ring accounts, at least five) read and vote for a ring post.
  await run(
    client,
    `insert into rreads
     select u.user_no, h.board_no, h.user_no, now() - 10 * interval '1 day'
     from users u cross join lateral (select board_no, user_no from boards where permalink like 'hp%' and u.user_no > 0 order by random() limit 1) h
     where u.user_id like 'r%' and random() < 0.1`,
  );
  await run(
    client,
    `insert into rreads
     select h.user_no, p.board_no, p.user_no, now() - 5 * interval '1 day'
     from (select user_no from users where user_id like 'h%' order by random() limit greatest(5, ${Math.floor(size / 50)})) h
     cross join lateral (select board_no, user_no from rposts where h.user_no > 0 order by random() limit 1) p`,
  );
  await run(
    client,
    `insert into curation_ticket_ledger (user_no, amount, reason, ref_type, ref_id, day, idempotency_key, created_at)
     select reader, 1, 'view_reward', 'board', board_no::text, to_char(at at time zone 'Asia/Seoul', 'YYYY-MM-DD'),
       'view_reward:' || reader || ':' || board_no, at from rreads on conflict do nothing`,
  );
  await run(
    client,
    `insert into curation_votes (season_id, user_no, board_no, author_user_no, created_at)
     select (select max(season_id) from curation_seasons), reader, board_no, author, at + interval '1 minute' from rreads
     on conflict do nothing`,
  );
  await run(
    client,
    `insert into board_likes (user_no, board_no, created_at) select reader, board_no, at from rreads on conflict do nothing`,
  );
  await run(client, "analyze");
  await client.end();
}

interface ScenarioResult {
  name: string;
  ring: number;
  phones: number;
  members: number;
  votes: number;
  ringShare: { writer: number; curator: number; writerPayable: number; curatorPayable: number };
  honestTotal: string;
  honestLoss: number | null;
  honestRewarded: number;
  honestHeld: number;
  honestHeldShare: number;
  ringListed: number;
  cases: number;
  trustMs: number;
  settleMs: number;
}

async function settleScenario(handle: DatabaseHandle, scenario: Scenario): Promise<Omit<ScenarioResult, "honestLoss">> {
  const db = handle.db;
  const [season] = rows<{ id: number }>(await db.execute(sql`select max(season_id) as id from curation_seasons`));
  const started = performance.now();
  await settleSeason(db, async () => undefined, Number(season!.id), new Date(), quiet);
  const settleMs = Math.round(performance.now() - started);
  const [run] = rows<{ ms: number; members: number }>(
    await db.execute(sql`select duration_ms as ms, members from trust_runs order by run_id desc limit 1`),
  );
  const rewards = rows<{ kind: string; reason: string; held: boolean; total: string; members: number }>(
    await db.execute(sql`
      select case when u.user_id like 'r%' then 'ring' else 'honest' end as kind, l.reason,
        h.entry_id is not null as held, sum(l.amount)::text as total, count(distinct l.user_no)::int as members
      from token_reward_ledger l join users u using (user_no) left join reward_holds h on h.entry_id = l.entry_id
      where l.amount > 0 group by 1, 2, 3`),
  );
  const sum = (f: (r: (typeof rewards)[number]) => boolean) => rewards.filter(f).reduce((a, r) => a + BigInt(r.total), 0n);
  const share = (reason: string, payable: boolean) => {
    const all = sum((r) => r.reason === reason && (!payable || !r.held));
    const ring = sum((r) => r.reason === reason && r.kind === "ring" && (!payable || !r.held));
    return all === 0n ? 0 : Number((ring * 1_000_000n) / all) / 1_000_000;
  };
  const [honest] = rows<{ rewarded: number; held: number }>(
    await db.execute(sql`
      select count(distinct l.user_no)::int as rewarded, count(distinct h.user_no)::int as held
      from token_reward_ledger l join users u using (user_no) left join reward_holds h on h.user_no = l.user_no
      where u.user_id like 'h%' and l.amount > 0`),
  );
  const [listed] = rows<{ ring: number; cases: number }>(
    await db.execute(sql`
      select (count(distinct m) filter (where u.user_id like 'r%'))::int as ring, (select count(*)::int from reward_reviews) as cases
      from reward_reviews r cross join lateral unnest(r.members) m join users u on u.user_no = m`),
  );
  const [counts] = rows<{ members: number; votes: number }>(
    await db.execute(sql`select (select count(*)::int from users) as members, (select count(*)::int from curation_votes) as votes`),
  );
  return {
    name: scenario.name,
    ring: scenario.ring,
    phones: scenario.phones,
    members: Number(counts!.members),
    votes: Number(counts!.votes),
    ringShare: {
      writer: share("curation_writer", false),
      curator: share("curation_curator", false),
      writerPayable: share("curation_writer", true),
      curatorPayable: share("curation_curator", true),
    },
    honestTotal: sum((r) => r.kind === "honest").toString(),
    honestRewarded: Number(honest!.rewarded),
    honestHeld: Number(honest!.held),
    honestHeldShare: Number(honest!.rewarded) ? Number(honest!.held) / Number(honest!.rewarded) : 0,
    ringListed: Number(listed?.ring ?? 0),
    cases: Number(listed?.cases ?? 0),
    trustMs: Number(run?.ms ?? 0),
    settleMs,
  };
}

/** 100,000 members and 1,000,000 interactions of every kind, then the trust job alone. */
async function trustAtScale(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await run(client, "select setseed(0.5)");
  const n = TRUST_MEMBERS;
  const m = TRUST_INTERACTIONS;
  await run(
    client,
    `insert into users (user_id, user_email, user_name, email_cert_yn, created_at)
     select 't' || g, 't' || g || '@example.test', '측정' || g, 'Y', now() - random() * 700 * interval '1 day' from generate_series(1, ${n}) g`,
  );
  await run(
    client,
    `insert into member_phones (user_no, phone, verified_at, terms_agreed_at)
     select user_no, '010' || lpad(user_no::text, 8, '0'), now(), now() from users where random() < 0.2`,
  );
  await run(
    client,
    `insert into boards (permalink, user_no, topic, subject, created_at)
     select 'tp' || g, 1 + floor(random() * ${n})::int, 'economy', '글 ' || g, now() - random() * 100 * interval '1 day' from generate_series(1, ${n / 2}) g`,
  );
  await run(client, `create temp table tb as select row_number() over () as i, board_no, user_no from boards`);
  // 40% reads, 25% votes, 20% likes, 10% comments, 5% follows.
  await run(
    client,
    `insert into curation_ticket_ledger (user_no, amount, reason, ref_type, ref_id, day, idempotency_key, created_at)
     select u, 1, 'view_reward', 'board', b.board_no::text, 'd', 'tv:' || g, now() - random() * 90 * interval '1 day'
     from (select g, 1 + floor(random() * ${n})::int as u, 1 + floor(power(random(), 2) * ${n / 2})::int as bi from generate_series(1, ${Math.round(m * 0.4)}) g) x
     join tb b on b.i = x.bi`,
  );
  await run(
    client,
    `insert into curation_seasons (title, starts_at, ends_at, writer_pool, curator_pool, wallet_deadline)
     values ('규모 시즌', now() - interval '60 days', now() + interval '30 days', 1, 1, now() + interval '60 days')`,
  );
  await run(
    client,
    `insert into curation_votes (season_id, user_no, board_no, author_user_no, created_at)
     select (select max(season_id) from curation_seasons), x.u, b.board_no, b.user_no, now() - random() * 50 * interval '1 day'
     from (select 1 + floor(random() * ${n})::int as u, 1 + floor(power(random(), 2) * ${n / 2})::int as bi from generate_series(1, ${Math.round(m * 0.25)}) g) x
     join tb b on b.i = x.bi where b.user_no <> x.u on conflict do nothing`,
  );
  await run(
    client,
    `insert into board_likes (user_no, board_no, created_at)
     select x.u, b.board_no, now() - random() * 90 * interval '1 day'
     from (select 1 + floor(random() * ${n})::int as u, 1 + floor(power(random(), 2) * ${n / 2})::int as bi from generate_series(1, ${Math.round(m * 0.2)}) g) x
     join tb b on b.i = x.bi on conflict do nothing`,
  );
  await run(
    client,
    `insert into comments (board_no, user_no, content, created_at)
     select b.board_no, x.u, '댓글', now() - random() * 90 * interval '1 day'
     from (select 1 + floor(random() * ${n})::int as u, 1 + floor(power(random(), 2) * ${n / 2})::int as bi from generate_series(1, ${Math.round(m * 0.1)}) g) x
     join tb b on b.i = x.bi`,
  );
  await run(
    client,
    `insert into follows (follower_no, followee_no, created_at)
     select a, b, now() from (
       select 1 + floor(random() * ${n})::int as a, 1 + floor(power(random(), 2) * ${n})::int as b from generate_series(1, ${Math.round(m * 0.05)})
     ) x where a <> b
     on conflict do nothing`,
  );
  await run(client, "analyze");
  const [counted] = (
    await client.query(`select
      (select count(*) from users)::int as members,
      ((select count(*) from curation_ticket_ledger) + (select count(*) from curation_votes) + (select count(*) from board_likes)
        + (select count(*) from comments) + (select count(*) from follows))::int as interactions`)
  ).rows as { members: number; interactions: number }[];
  await client.end();
  const handle = await openDatabase({ url, kind: "external" });
  const first = await computeTrust(handle.db, quiet, "command");
  const second = await computeTrust(handle.db, quiet, "command");
  await handle.close();
  return { members: counted!.members, interactions: counted!.interactions, pairs: second.edges, first, second };
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-economy-"));
  const server = await startEmbeddedServer({ dataDir: dir });
  const admin = new pg.Client({ connectionString: withDatabase(server.url, "postgres") });
  await admin.connect();
  try {
    const built = performance.now();
    await admin.query(`create database economy_base`);
    const baseUrl = withDatabase(server.url, "economy_base");
    const base = await openDatabase({ url: baseUrl, kind: "external" });
    await runMigrations(base);
    await base.close();
    await buildCommunity(baseUrl);
    const buildMs = Math.round(performance.now() - built);
    console.log(`community of ${HONEST} honest members built in ${buildMs} ms`);

    const results: ScenarioResult[] = [];
    let baseline: bigint | null = null;
    for (const scenario of SCENARIOS) {
      const name = `economy_${results.length}`;
      await admin.query(`create database ${name} template economy_base`);
      const url = withDatabase(server.url, name);
      await addRing(url, scenario.ring, scenario.phones);
      const handle = await openDatabase({ url, kind: "external" });
      const result = await settleScenario(handle, scenario);
      await handle.close();
      await admin.query(`drop database ${name} with (force)`);
      const honestTotal = BigInt(result.honestTotal);
      if (scenario.ring === 0) baseline = honestTotal;
      const honestLoss = baseline ? Number(((baseline - honestTotal) * 1_000_000n) / baseline) / 1_000_000 : null;
      results.push({ ...result, honestLoss });
      const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
      console.log(
        `${scenario.name.padEnd(24)} ring share: writer ${pct(result.ringShare.writer)} (payable ${pct(result.ringShare.writerPayable)}), ` +
          `curator ${pct(result.ringShare.curator)} (payable ${pct(result.ringShare.curatorPayable)}); honest loss ${honestLoss === null ? "-" : pct(honestLoss)}; ` +
          `honest held ${result.honestHeld}/${result.honestRewarded} (${pct(result.honestHeldShare)}); ring listed ${result.ringListed}/${scenario.ring}; ` +
          `trust job ${result.trustMs} ms on ${result.members} members; settlement ${result.settleMs} ms`,
      );
    }

    await admin.query(`create database economy_scale`);
    const scaleUrl = withDatabase(server.url, "economy_scale");
    const scaleHandle = await openDatabase({ url: scaleUrl, kind: "external" });
    await runMigrations(scaleHandle);
    await scaleHandle.close();
    const scale = await trustAtScale(scaleUrl);
    console.log(
      `trust job on ${scale.members} members and ${scale.interactions} interactions (${scale.pairs} member pairs): ` +
        `${scale.first.durationMs} ms, again ${scale.second.durationMs} ms (read ${scale.second.phases.read}, compute ${scale.second.phases.compute}, write ${scale.second.phases.write})`,
    );

    const attacks = results.filter((r) => r.ring > 0);
    const goals = {
      ring3000Share:
        Math.max(...attacks.filter((r) => r.ring === 3_000).map((r) => Math.max(r.ringShare.writer, r.ringShare.curator))) <= 0.05,
      honestLoss: attacks.every((r) => (r.honestLoss ?? 0) <= 0.05),
      honestHeld: results.every((r) => r.honestHeldShare <= 0.01),
      trustJob: Math.max(scale.first.durationMs, scale.second.durationMs) <= 60_000,
    };
    const out = { honest: HONEST, buildMs, scenarios: results, trustAtScale: scale, goals };
    const outDir = path.join(PROJECT_ROOT, "bench", ".out");
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, "economy.json"), JSON.stringify(out, null, 2));
    console.log(`goals: ${JSON.stringify(goals)}`);
    if (!Object.values(goals).every(Boolean)) process.exitCode = 1;
  } finally {
    await admin.end();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
