// `npm run bench:scale`: the app with 100,000 posts — its memory at rest and under load.
//
// 1. Starts the app as `npm start` does (fresh data folder, demo content, its embedded
//    PostgreSQL server) and fills its database with BENCH_POSTS (100,000) synthetic Korean posts
//    by 2,000 members (the search bench's generator, written in bulk with their search rows).
// 2. Restarts the app on that data (as after a deploy) and reads its resident memory at rest.
// 3. Load (BENCH_CONNECTIONS=50, BENCH_SECONDS=20): visitors reading random posts among the
//    100,000 (nearly every one a page-cache miss: loader, database and React render), the home
//    page, random pages of the newest list, searches and tag pages, while signed-in members ask
//    for their state on random posts; prints throughput, latency and the peak memory of the app
//    and of its PostgreSQL server.
// Results are written to bench/.out/scale.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { encodePermalink } from "../core/permalink";
import { boards } from "../server/db/schema";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp, type AppProcess } from "../tests/support/app-process";
import { openAppDatabase } from "./database";
import { insertBackgroundPosts, insertBenchMembers } from "./background-posts";
import { rng, useTail, vocabulary } from "./search-data";
import { percentile } from "./stats";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = 2_000;
const BATCH = 1_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";
const SEARCH_WORDS = ["경제", "주식 투자", "부동산", "데이터", "면접", "여행 후기", "영어 단어", "건강"];
const TAGS = ["경제", "투자", "여행", "요리", "영어", "건강"];

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of the PostgreSQL processes of a cluster folder (the postmaster and its children). */
function postgresRssKb(clusterDir: string): number {
  const procs = fs.readdirSync("/proc").filter((e) => /^\d+$/.test(e));
  const postmasters = new Set<string>();
  for (const pid of procs) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(clusterDir)) postmasters.add(pid);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  for (const pid of procs) {
    try {
      const ppid = /PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (postmasters.has(pid) || (ppid && postmasters.has(ppid))) total += rssKb(Number(pid));
    } catch {
      /* gone */
    }
  }
  return total;
}

async function fill(dataDir: string): Promise<{ firstBoardNo: number; lastBoardNo: number; seconds: number }> {
  const handle = await openAppDatabase(dataDir);
  const db = handle.db;
  const started = Date.now();
  try {
    const [max] = await db.select({ n: sql<number>`coalesce(max(${boards.boardNo}), 0)::int` }).from(boards);
    const first = Number(max?.n ?? 0) + 1;
    const members = await insertBenchMembers(db, "scale", MEMBERS);
    useTail(vocabulary(new Set()));
    await insertBackgroundPosts(db, { members, count: POSTS, firstBoardNo: first, seed: 7, batch: BATCH });
    await db.execute(sql`vacuum analyze`);
    return { firstBoardNo: first, lastBoardNo: first + POSTS - 1, seconds: (Date.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

async function signUp(base: string, label: string): Promise<string> {
  const res = await fetch(`${base}/api/user/signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      userEmail: `scale-${label}-${process.pid}@example.test`,
      userPw: "scale-reader-2024!",
      userName: `규모${label}`,
      agreeTerms: true,
      agreeAge: true,
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!res.ok || !cookie) throw new Error(`sign-up failed: ${res.status}`);
  return cookie;
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-scale-"));
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error" };
  let app: AppProcess = await startApp(env);
  try {
    const emptyRest = rssKb(app.child.pid!);
    console.log(`filling ${POSTS.toLocaleString("en")} posts …`);
    const filled = await fill(dataDir);
    console.log(`filled in ${filled.seconds.toFixed(0)} s; restarting the app on that data …`);
    await app.stop();
    app = await startApp(env);
    const cookies = await Promise.all([signUp(base, "a"), signUp(base, "b")]);
    await new Promise((r) => setTimeout(r, 3000));
    const clusterDir = path.join(dataDir, "postgres");
    const rest = { app: rssKb(app.child.pid!), postgres: postgresRssKb(clusterDir) };

    const r = rng(99);
    const randomBoard = () => filled.firstBoardNo + Math.floor(r() * POSTS);
    const randomPath = () => {
      const x = r();
      if (x < 0.6) {
        const boardNo = randomBoard();
        return `/d/${encodePermalink(boardNo, 1000 + (boardNo % 8999))}`;
      }
      if (x < 0.7) return "/";
      if (x < 0.8) return `/new?page=${1 + Math.floor(r() * 200)}`;
      if (x < 0.92) return `/search/${encodeURIComponent(SEARCH_WORDS[Math.floor(r() * SEARCH_WORDS.length)]!)}/all`;
      return `/tag/${encodeURIComponent(TAGS[Math.floor(r() * TAGS.length)]!)}`;
    };
    let appPeak = rest.app;
    let pgPeak = rest.postgres;
    const sampler = setInterval(() => {
      appPeak = Math.max(appPeak, rssKb(app.child.pid!));
      pgPeak = Math.max(pgPeak, postgresRssKb(clusterDir));
    }, 500);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const run = (
      connections: number,
      setup: (req: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> },
    ) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections,
            duration: SECONDS,
            headers: { "user-agent": DESKTOP_UA },
            requests: [{ method: "GET", setupRequest: setup as never }],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on("response", (_c, status, _b, t) => {
          latencies.push(t);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        });
      });
    console.log(`load: ${CONNECTIONS} connections for ${SECONDS} s (pages as visitors, state calls as members) …`);
    const members = Math.max(1, Math.round(CONNECTIONS * 0.2));
    const [pages, states] = await Promise.all([
      run(CONNECTIONS - members, (req) => ({ ...req, path: randomPath() })),
      run(members, (req) => ({
        ...req,
        path: `/api/viewer/state?boardNo=${randomBoard()}`,
        headers: { "user-agent": DESKTOP_UA, cookie: cookies[Math.floor(r() * cookies.length)]! },
      })),
    ]);
    clearInterval(sampler);
    latencies.sort((a, b) => a - b);
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() },
      posts: POSTS,
      fillSeconds: filled.seconds,
      memoryMb: {
        appBeforeFill: Math.round(emptyRest / 1024),
        appAtRest: Math.round(rest.app / 1024),
        appPeakUnderLoad: Math.round(appPeak / 1024),
        postgresAtRest: Math.round(rest.postgres / 1024),
        postgresPeakUnderLoad: Math.round(pgPeak / 1024),
      },
      load: {
        pagesPerSecond: pages.requests.total / SECONDS,
        stateCallsPerSecond: states.requests.total / SECONDS,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        statuses: Object.fromEntries(statuses),
      },
    };
    fs.mkdirSync(path.join(PROJECT_ROOT, "bench", ".out"), { recursive: true });
    fs.writeFileSync(path.join(PROJECT_ROOT, "bench", ".out", "scale.json"), JSON.stringify(report, null, 2));
    const m = report.memoryMb;
    console.log(`\n${POSTS.toLocaleString("en")} posts (filled in ${filled.seconds.toFixed(0)} s)`);
    console.log(
      `memory at rest: app ${m.appAtRest} MB (${m.appBeforeFill} MB with the demo content only), PostgreSQL ${m.postgresAtRest} MB`,
    );
    console.log(`memory under load (peak): app ${m.appPeakUnderLoad} MB, PostgreSQL ${m.postgresPeakUnderLoad} MB`);
    console.log(
      `load: ${report.load.pagesPerSecond.toFixed(0)} pages/s + ${report.load.stateCallsPerSecond.toFixed(0)} state calls/s; ` +
        `p50 ${report.load.p50.toFixed(1)} ms, p95 ${report.load.p95.toFixed(1)} ms, p99 ${report.load.p99.toFixed(1)} ms; statuses ${JSON.stringify(report.load.statuses)}`,
    );
    const failures = [...statuses.entries()].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    if (failures) throw new Error(`${failures} answers were 5xx`);
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
