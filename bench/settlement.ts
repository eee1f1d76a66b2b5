// `npm run bench:settlement`: season settlement at scale on the real database (the embedded PostgreSQL server,
// or DATABASE_URL): 10,000 members, 20,000 posts and 100,000 votes in one ended season. Times
// the settlement (formula, ledger entries, balances, one queued REWARD notification per paid
// member, all in one transaction), runs it a second time and checks that the second run writes
// nothing and the ledger gives the same figures, and that every balance equals its ledger.
// Sizes: BENCH_MEMBERS, BENCH_POSTS, BENCH_VOTES. Results: bench/.out/settlement.json.
import { seededRandom } from "../tests/support/random";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openBenchDatabase } from "./database";
import { runMigrations } from "../server/db/migrate";
import { boards, curationVotes, tokenRewardLedger, users } from "../server/db/schema";
import { startQueue } from "../server/jobs/queue";
import { createLogger } from "../server/lib/logger";
import { auditCurationLedgers, createSeason, ranking, SETTLE_JOB } from "../server/modules/curation/service";
import { settleSeason } from "../server/modules/curation/settlement";
import { notifyMany, NOTIFY_JOB } from "../server/modules/notifications/service";
import type { AppContext } from "../server/context";
import { PROJECT_ROOT } from "../server/paths";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const VOTES = Number(process.env.BENCH_VOTES ?? 100_000);
const CHUNK = 2_000;
const DAY = 86_400_000;

/** Deterministic pseudo-random numbers, so every run builds the same season. */
const rng = seededRandom;

async function main() {
  const bench = await openBenchDatabase("settlement");
  const handle = bench.handle;
  const { db } = handle;
  await runMigrations(handle);
  const queue = await startQueue({
    handle,
    logger: createLogger("silent"),
    jobs: [
      { name: SETTLE_JOB, handler: async () => undefined },
      { name: NOTIFY_JOB, handler: async () => undefined },
    ],
    runWorkers: false,
  });
  const ctx = { queue } as AppContext;
  const notifier = (tx: Parameters<typeof notifyMany>[1], events: Parameters<typeof notifyMany>[2]) => notifyMany(ctx, tx, events);

  const seedStarted = Date.now();
  const stamp = Date.now().toString(36);
  const userNos: number[] = [];
  for (let i = 0; i < MEMBERS; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, MEMBERS - i) }, (_, k) => ({
      userId: `b${stamp}${i + k}`,
      userEmail: `bench-${stamp}-${i + k}@example.test`,
      userName: `측정${(i + k).toString(36)}`,
      emailCertYn: "Y",
    }));
    const inserted = await db.insert(users).values(rows).returning({ userNo: users.userNo });
    userNos.push(...inserted.map((r) => r.userNo));
  }
  const random = rng(20_261_123);
  const posts: { boardNo: number; userNo: number }[] = [];
  for (let i = 0; i < POSTS; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, POSTS - i) }, (_, k) => {
      const userNo = userNos[Math.floor(random() * userNos.length)]!;
      return { permalink: `bench${stamp}${i + k}`, userNo, topic: "economy", subject: `측정 게시물 ${i + k}` };
    });
    const inserted = await db.insert(boards).values(rows).returning({ boardNo: boards.boardNo, userNo: boards.userNo });
    posts.push(...inserted.map((r) => ({ boardNo: Number(r.boardNo), userNo: r.userNo })));
  }
  const start = Date.now() - 40 * DAY;
  const season = await createSeason(db, {
    title: "측정 시즌",
    startsAt: new Date(start),
    endsAt: new Date(start + 28 * DAY),
    writerPool: 100_000,
    curatorPool: 50_000,
    walletDeadline: new Date(Date.now() + 14 * DAY),
  });
  // Popular posts get more votes (a skewed choice), every vote unique per member and post.
  const seen = new Set<string>();
  let pending: (typeof curationVotes.$inferInsert)[] = [];
  let cast = 0;
  while (cast < VOTES) {
    const voter = userNos[Math.floor(random() * userNos.length)]!;
    const post = posts[Math.floor(random() ** 2 * posts.length)]!;
    if (post.userNo === voter) continue;
    const key = `${voter}:${post.boardNo}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push({
      seasonId: season.seasonId,
      userNo: voter,
      boardNo: post.boardNo,
      authorUserNo: post.userNo,
      createdAt: new Date(start + Math.floor(random() * 27 * DAY)),
    });
    cast += 1;
    if (pending.length === CHUNK) {
      await db.insert(curationVotes).values(pending);
      pending = [];
    }
  }
  if (pending.length) await db.insert(curationVotes).values(pending);
  const seedMs = Date.now() - seedStarted;

  // Rankings of the ended, not yet settled season: the formula over every vote (a cache miss),
  // then the cached standings (keyed by the vote count and last vote).
  const rankingOptions = { tab: "writer" as const, resultType: "reward" as const, resultCnt: 100 };
  const r0 = performance.now();
  const coldRanking = await ranking(db, season.seasonId, rankingOptions);
  const rankingColdMs = performance.now() - r0;
  const warmRuns: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = performance.now();
    const warm = await ranking(db, season.seasonId, rankingOptions);
    warmRuns.push(performance.now() - r);
    if (JSON.stringify(warm) !== JSON.stringify(coldRanking)) throw new Error("cached ranking differs");
  }
  const rankingWarmMs = warmRuns.sort((a, b) => a - b)[2]!;

  const t1 = Date.now();
  const first = await settleSeason(db, notifier, season.seasonId);
  const firstMs = Date.now() - t1;
  const snapshot = async () =>
    (
      await db
        .select({ userNo: tokenRewardLedger.userNo, reason: tokenRewardLedger.reason, amount: tokenRewardLedger.amount })
        .from(tokenRewardLedger)
        .where(eq(tokenRewardLedger.seasonId, season.seasonId))
    )
      .map((r) => `${r.reason}:${r.userNo}:${r.amount}`)
      .sort()
      .join("\n");
  const before = await snapshot();
  const t2 = Date.now();
  const second = await settleSeason(db, notifier, season.seasonId);
  const secondMs = Date.now() - t2;
  const after = await snapshot();
  const audit = await auditCurationLedgers(db);
  const jobRows = await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${NOTIFY_JOB}`);
  const notifications = Number((Array.isArray(jobRows) ? jobRows : (jobRows as { rows: { n: number }[] }).rows)[0]?.n ?? 0);

  const result = {
    database: handle.kind,
    members: MEMBERS,
    posts: POSTS,
    votes: VOTES,
    seedMs,
    first: {
      ms: firstMs,
      entries: first.entriesWritten,
      writers: first.writers,
      curators: first.curators,
      writerTotal: first.writerTotal,
      curatorTotal: first.curatorTotal,
    },
    second: { ms: secondMs, entries: second.entriesWritten, writerTotal: second.writerTotal, curatorTotal: second.curatorTotal },
    sameEntries: before === after && before.length > 0,
    sameTotals: first.writerTotal === second.writerTotal && first.curatorTotal === second.curatorTotal,
    notificationsQueued: notifications,
    ranking: {
      coldMs: Math.round(rankingColdMs),
      warmMedianMs: Math.round(rankingWarmMs * 10) / 10,
      speedup: Math.round(rankingColdMs / rankingWarmMs),
    },
    ledgerMismatches: audit.tickets.length + audit.tokens.length,
  };
  console.log(JSON.stringify(result, null, 2));
  const out = path.join(PROJECT_ROOT, "bench", ".out");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "settlement.json"), JSON.stringify(result, null, 2));
  await queue.stop();
  await bench.close();
  const okRun = result.sameEntries && result.sameTotals && second.entriesWritten === 0 && result.ledgerMismatches === 0;
  if (!okRun) {
    console.error("settlement was not idempotent or a ledger is unbalanced");
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
