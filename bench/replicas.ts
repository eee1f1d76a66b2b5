// `npm run bench:replicas`: a public list read from a streaming replica against the same list
// read from the primary, and how far the replica falls behind while the primary writes (decision 0225).
//
// 1. An embedded PostgreSQL server (durable settings, as `npm start` runs it) and a streaming
//    replica of it (tests/support/replica.ts), BENCH_POSTS (5,000) synthetic posts by 300 members.
// 2. Two servers of this code on that primary, in this process, the page cache off
//    (PAGE_CACHE_SECONDS=0: every request reads the database): one without replicas, one with
//    DATABASE_REPLICA_URLS. autocannon (in a worker thread), BENCH_CONNECTIONS (20) connections,
//    BENCH_SECONDS (10) per round, on GET /api/board/newBoards (the third page) as a visitor,
//    BENCH_ROUNDS (3) rounds each, alternating. The transactions each server counted on the
//    replica show where its reads went.
// 3. A write burst: BENCH_BURST_SECONDS (10) of posts inserted with their search rows, 200 to a
//    transaction, by 2 writers; the replica's lag sampled every 25 ms from the primary's WAL
//    position and the replica's replayed one (core/replica-lag.ts), and the app's own view of it.
// Prints the figures; writes bench/.out/replicas.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import pg from "pg";
import { addSample, replicaLagMs, walPosition, type WalSample } from "../core/replica-lag";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { startEmbeddedServer } from "../server/db/embedded-server";
import { runMigrations } from "../server/db/migrate";
import { createLogger } from "../server/lib/logger";
import { buildPlatform, type Platform } from "../server/main";
import { PROJECT_ROOT } from "../server/paths";
import { startReplica } from "../tests/support/replica";
import { insertBackgroundPosts, insertBenchMembers } from "./background-posts";
import { useTail, vocabulary } from "./search-data";
import { percentile } from "./stats";

const POSTS = Number(process.env.BENCH_POSTS ?? 5_000);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const LIST = "/api/board/newBoards?page=3&size=16";

type Label = "primary" | "replica";

interface Subject {
  label: Label;
  platform: Platform;
  dataDir: string;
  base: string;
}

interface Round {
  label: Label;
  rps: number;
  p50: number;
  p99: number;
  /** Transactions the replica committed during the round (its reads). */
  replicaXacts: number;
}

async function scalar<T>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Object.values((await client.query(text)).rows[0] as Record<string, T>)[0]!;
  } finally {
    await client.end();
  }
}

const replicaXacts = (url: string) =>
  scalar<string>(url, "select xact_commit::text from pg_stat_database where datname = current_database()").then(Number);

async function main() {
  const primaryDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-primary-"));
  const primary = await startEmbeddedServer({ dataDir: primaryDir });
  const replica = await startReplica({ server: primary, dataDir: primaryDir });
  const subjects: Subject[] = [];
  try {
    const setup = await openDatabase({ url: primary.url });
    await runMigrations(setup);
    useTail(vocabulary(new Set()));
    const members = await insertBenchMembers(setup.db, "rb", 300);
    console.log(`filling ${POSTS} posts …`);
    await insertBackgroundPosts(setup.db, { members, count: POSTS, firstBoardNo: 1, seed: 7, progressEvery: 1_000 });
    await setup.close();
    await replica.catchUp(120_000);

    for (const label of ["primary", "replica"] as const) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-bench-replicas-${label}-`));
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        QUEUE_ENABLED: "false",
        LOG_LEVEL: "error",
        PUBLIC_URL: "https://nanumteo.example",
        PAGE_CACHE_SECONDS: "0",
        ...(label === "replica" ? { DATABASE_REPLICA_URLS: replica.url } : {}),
      });
      const handle = await openDatabase({ url: primary.url });
      const platform = await buildPlatform({ config, logger: createLogger("error"), handle, ssr: false });
      await platform.app.listen({ port: 0, host: "127.0.0.1" });
      const base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
      subjects.push({ label, platform, dataDir, base });
    }
    const replicated = subjects[1]!;
    if (!replicated.platform.replicas.states()[0]?.healthy)
      throw new Error(`the replica is not in use: ${JSON.stringify(replicated.platform.replicas.states())}`);

    for (const subject of subjects) await autocannon({ url: subject.base + LIST, connections: 4, amount: 1_000, workers: 1 });
    console.log(
      `GET ${LIST}, ${POSTS} posts, page cache off; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per round, ${ROUNDS} rounds each`,
    );
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      for (const subject of i % 2 === 0 ? subjects : [...subjects].reverse()) {
        const before = await replicaXacts(replica.url);
        const result = await autocannon({ url: subject.base + LIST, connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1 });
        const after = await replicaXacts(replica.url);
        if (result.non2xx || result.errors || result.timeouts) {
          throw new Error(`${subject.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
        }
        const r: Round = {
          label: subject.label,
          rps: result.requests.total / DURATION_SECONDS,
          p50: result.latency.p50,
          p99: result.latency.p99,
          replicaXacts: after - before,
        };
        rounds.push(r);
        console.log(
          `round ${i + 1} from the ${r.label.padEnd(7)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   ` +
            `replica transactions ${r.replicaXacts}`,
        );
      }
    }
    const mean = (label: Label) => {
      const list = rounds.filter((r) => r.label === label).map((r) => r.rps);
      return list.reduce((a, b) => a + b, 0) / list.length;
    };
    const primaryRps = mean("primary");
    const replicaRps = mean("replica");
    console.log(
      `\nfrom the primary ${primaryRps.toFixed(0)} req/s, from the replica ${replicaRps.toFixed(0)} req/s: ${(replicaRps / primaryRps).toFixed(3)}×`,
    );

    // The write burst, the lag sampled meanwhile.
    const writer = await openDatabase({ url: primary.url, poolSize: 2 });
    const watcher = {
      primary: new pg.Client({ connectionString: primary.url }),
      replica: new pg.Client({ connectionString: replica.url }),
    };
    await watcher.primary.connect();
    await watcher.replica.connect();
    let samples: WalSample[] = [];
    const lags: number[] = [];
    const appView: number[] = [];
    let appSkipped = 0;
    let writing = true;
    let written = 0;
    let nextBoardNo = POSTS + 1;
    const started = Date.now();
    // 1,000 posts a call (it prints one progress line a call), 200 to a transaction.
    const writers = [0, 1].map(async (w) => {
      while (writing) {
        const first = nextBoardNo;
        nextBoardNo += 1_000;
        await insertBackgroundPosts(writer.db, {
          members,
          count: 1_000,
          firstBoardNo: first,
          seed: 100 + w + first,
          batch: 200,
          progressEvery: 1e9,
        });
        written += 1_000;
      }
    });
    const sampler = (async () => {
      while (writing) {
        const at = Date.now();
        const position = (await watcher.primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")).rows[0]!.lsn;
        samples = addSample(samples, { position: walPosition(position), at }, 60_000);
        const replayed = (await watcher.replica.query<{ lsn: string }>("select pg_last_wal_replay_lsn()::text as lsn")).rows[0]!.lsn;
        lags.push(replicaLagMs(samples, walPosition(replayed), Date.now()));
        const state = replicated.platform.replicas.states()[0]!;
        if (state.lagMs !== null) appView.push(state.lagMs);
        if (!state.healthy) appSkipped += 1;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, BURST_SECONDS * 1000));
    writing = false;
    await Promise.all([...writers, sampler]);
    const burstSeconds = (Date.now() - started) / 1000;
    const caughtUpAt = Date.now();
    await replica.catchUp(120_000);
    const catchUpMs = Date.now() - caughtUpAt;
    await watcher.primary.end();
    await watcher.replica.end();
    await writer.close();
    lags.sort((a, b) => a - b);
    appView.sort((a, b) => a - b);
    const burst = {
      seconds: burstSeconds,
      postsPerSecond: written / burstSeconds,
      samples: lags.length,
      lagP50Ms: percentile(lags, 50),
      lagP95Ms: percentile(lags, 95),
      lagMaxMs: lags.at(-1) ?? 0,
      appViewP95Ms: percentile(appView, 95),
      appViewMaxMs: appView.at(-1) ?? 0,
      samplesWithReplicaSkipped: appSkipped,
      catchUpAfterBurstMs: catchUpMs,
    };
    console.log(
      `write burst: ${written} posts with their search rows in ${burstSeconds.toFixed(1)} s (${burst.postsPerSecond.toFixed(0)}/s); ` +
        `replica lag p50 ${burst.lagP50Ms} ms, p95 ${burst.lagP95Ms} ms, max ${burst.lagMaxMs} ms over ${lags.length} samples; ` +
        `the app's one-second checks saw at most ${burst.appViewMaxMs} ms (low by up to a check's second) and skipped it in ${appSkipped} samples; ` +
        `caught up ${catchUpMs} ms after the burst`,
    );
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUT_DIR, "replicas.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() },
          posts: POSTS,
          connections: CONNECTIONS,
          seconds: DURATION_SECONDS,
          rounds,
          primaryRps,
          replicaRps,
          burst,
        },
        null,
        2,
      ),
    );
  } finally {
    for (const subject of subjects) {
      await subject.platform.close();
      fs.rmSync(subject.dataDir, { recursive: true, force: true });
    }
    await replica.remove();
    await primary.stop();
    fs.rmSync(primaryDir, { recursive: true, force: true });
  }
}

await main();
