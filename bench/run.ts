// `npm run bench`: the post page against a baseline measured in the same run.
//
// 1. Starts the app as `npm start` does (fresh data folder, demo content) on its embedded
//    PostgreSQL server; with BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)
//    it then does everything again with the app on a fresh database of that server.
// 2. Baseline: a bare `node:http` server in its own process answering with exactly the bytes of
//    the post page (the floor for a response of that size on this machine).
// 3. autocannon (BENCH_CONNECTIONS=50, BENCH_SECONDS=10): the baseline, the post page as a
//    visitor, as a signed-in member (the shared page: decision 0131), and the member's one
//    state call (GET /api/viewer/state). Prints req/s, p50/p95/p99 and the ratios to the baseline.
// 4. Mixed run: readers load the page and send its beacons (view count) — a fifth of them
//    signed in — while a member likes and unlikes the post once a second; prints the share of
//    page answers served from the page cache.
// 5. The app's resident memory at rest and at its peak under load (and its PostgreSQL server's).
// Results are written to bench/.out/foundation.json.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp, type AppProcess } from "../tests/support/app-process";
import { signUpMember, type Member } from "./members";
import { percentile, type LoadResult } from "./stats";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";

interface Load extends LoadResult {
  /** Share of answers that came from the page cache (x-page-cache: hit), when asked. */
  hitRate?: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { "user-agent": DESKTOP_UA, ...headers } },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    url,
    requests: result.requests.total,
    rps: result.requests.total / DURATION_SECONDS,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** A bare node:http server in its own process, answering every request with the file's bytes. */
async function startBaseline(file: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const script = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`baseline exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

/** Resident memory of a process and its children (the app's PostgreSQL server is not its child). */
function rssKb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Total resident memory of the PostgreSQL processes serving a cluster folder (postmaster and backends). */
function postgresRssKb(clusterDir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      const postmaster = cmdline.includes(clusterDir);
      const backend =
        !postmaster && fs.readFileSync(`/proc/${entry}/status`, "utf8").includes("PPid:") && isChildOfCluster(entry, clusterDir);
      if (postmaster || backend) total += rssKb(Number(entry));
    } catch {
      /* gone */
    }
  }
  return total;
}

function isChildOfCluster(pid: string, clusterDir: string): boolean {
  const ppid = /PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!ppid) return false;
  try {
    return fs.readFileSync(`/proc/${ppid}/cmdline`, "utf8").includes(clusterDir);
  } catch {
    return false;
  }
}

function sampleRss(pid: number): { stop(): number } {
  let peak = rssKb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** Readers that load the page and send its beacons, a fifth signed in, plus one like toggle a second. */
async function mixedRun(
  base: string,
  pagePath: string,
  boardNo: number,
  reader: Member,
  writer: Member,
): Promise<Load & { hitRate: number; writes: number }> {
  let pages = 0;
  let hits = 0;
  const countHit = (_status: number, _body: string, _context: object, headers?: Record<string, string | string[] | undefined>) => {
    pages += 1;
    // A stale copy sent while another request renders the page again is a cache answer too.
    if (headers?.["x-page-cache"] === "hit" || headers?.["x-page-cache"] === "stale") hits += 1;
  };
  const beacon = {
    method: "POST" as const,
    path: "/api/board/viewCntUp",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ boardNo }),
  };
  let writes = 0;
  let liked = false;
  const writer$ = setInterval(() => {
    liked = !liked;
    void fetch(`${base}/api/board/${liked ? "likeCntUp" : "likeCntDown"}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: writer.cookie },
      body: JSON.stringify({ boardNo }),
    }).then((r) => r.ok && (writes += 1));
  }, 1000);
  const run = (connections: number, headers: Record<string, string>) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const latencies: number[] = [];
      const instance = autocannon(
        {
          url: base,
          connections,
          duration: DURATION_SECONDS,
          headers: { "user-agent": DESKTOP_UA, ...headers },
          requests: [{ method: "GET", path: pagePath, onResponse: countHit }, beacon],
        },
        (error, outcome) => (error ? reject(error) : resolve(Object.assign(outcome, { latencies }))),
      );
      instance.on("response", (_c, _s, _b, t) => latencies.push(t));
    });
  const visitors = Math.max(1, Math.round(CONNECTIONS * 0.8));
  const [a, b] = await Promise.all([run(visitors, {}), run(CONNECTIONS - visitors, { cookie: reader.cookie })]);
  clearInterval(writer$);
  const latencies = [...(a as unknown as { latencies: number[] }).latencies, ...(b as unknown as { latencies: number[] }).latencies].sort(
    (x, y) => x - y,
  );
  return {
    url: `${base}${pagePath} + beacons`,
    requests: a.requests.total + b.requests.total,
    rps: (a.requests.total + b.requests.total) / DURATION_SECONDS,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + a.timeouts + b.errors + b.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    hitRate: pages ? hits / pages : 0,
    writes,
  };
}

interface EngineReport {
  database: string;
  responseBytes: number;
  baseline: Load;
  visitor: Load;
  member: Load;
  memberState: Load;
  mixed: Load & { hitRate: number; writes: number };
  ratios: { visitor: number; member: number; memberState: number };
  memoryMb: { appAtRest: number; appPeak: number; postgresAtRest: number | null; postgresPeak: number | null };
}

async function benchEngine(label: string, env: Record<string, string>): Promise<EngineReport> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-"));
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n[${label}] starting the app (npm start) …`);
  const app: AppProcess = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error", ...env });
  const baselineFile = path.join(dataDir, "baseline.html");
  let baseline: { url: string; child: ChildProcess } | null = null;
  try {
    const list = (await (await fetch(`${base}/api/board/newBoards?size=1`)).json()) as {
      data: { items: { permaLink: string; boardNo: number }[] };
    };
    const { permaLink, boardNo } = list.data.items[0]!;
    const pagePath = `/d/${permaLink}`;
    const pageUrl = `${base}${pagePath}`;
    const html = Buffer.from(await (await fetch(pageUrl, { headers: { "user-agent": DESKTOP_UA } })).arrayBuffer());
    fs.writeFileSync(baselineFile, html);
    baseline = await startBaseline(baselineFile);
    const check = Buffer.from(await (await fetch(baseline.url)).arrayBuffer());
    if (!check.equals(html)) throw new Error("the baseline does not answer the same bytes");

    const reader = await signUpMember(base, dataDir, "r");
    const writer = await signUpMember(base, dataDir, "w");
    const memberCheck = await fetch(pageUrl, { headers: { cookie: reader.cookie, "user-agent": DESKTOP_UA } });
    const memberHtml = await memberCheck.text();
    if (!memberCheck.ok || memberHtml.includes("벤치r")) throw new Error("the member's page must be the shared one, without their name");

    const clusterDir = path.join(dataDir, "postgres");
    const embedded = fs.existsSync(clusterDir);
    const appRest = rssKb(app.child.pid!);
    const pgRest = embedded ? postgresRssKb(clusterDir) : null;
    console.log(`[${label}] warming up (${html.length} bytes per page) …`);
    await Promise.all([
      autocannon({ url: pageUrl, connections: 4, amount: 400, headers: { "user-agent": DESKTOP_UA } }),
      autocannon({ url: baseline.url, connections: 4, amount: 400 }),
    ]);
    console.log(`[${label}] autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    const appPeak = sampleRss(app.child.pid!);
    let pgPeak = pgRest ?? 0;
    const pgTimer = embedded ? setInterval(() => (pgPeak = Math.max(pgPeak, postgresRssKb(clusterDir))), 1000) : null;
    const baselineResult = await load(baseline.url);
    const visitor = await load(pageUrl);
    const member = await load(pageUrl, { cookie: reader.cookie });
    const memberState = await load(`${base}/api/viewer/state?boardNo=${boardNo}`, { cookie: reader.cookie });
    const mixed = await mixedRun(base, pagePath, boardNo, reader, writer);
    const appMax = appPeak.stop();
    if (pgTimer) clearInterval(pgTimer);
    for (const r of [baselineResult, visitor, member, memberState])
      if (r.non2xx || r.errors) throw new Error(`${r.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return {
      database: label,
      responseBytes: html.length,
      baseline: baselineResult,
      visitor,
      member,
      memberState,
      mixed,
      ratios: {
        visitor: visitor.rps / baselineResult.rps,
        member: member.rps / baselineResult.rps,
        memberState: memberState.rps / baselineResult.rps,
      },
      memoryMb: {
        appAtRest: Math.round(appRest / 1024),
        appPeak: Math.round(appMax / 1024),
        postgresAtRest: pgRest === null ? null : Math.round(pgRest / 1024),
        postgresPeak: embedded ? Math.round(pgPeak / 1024) : null,
      },
    };
  } finally {
    baseline?.child.kill();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function row(name: string, r: Load, baseline?: Load): string {
  const ratio = baseline ? `  (${(r.rps / baseline.rps).toFixed(2)}× baseline)` : "";
  return `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p95 ${r.p95.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms${ratio}`;
}

function print(report: EngineReport): void {
  console.log(`\n== ${report.database}: post page, ${report.responseBytes} bytes, ${CONNECTIONS} connections ==`);
  console.log(row("bare node:http, same bytes", report.baseline));
  console.log(row("visitor /d/{permalink}", report.visitor, report.baseline));
  console.log(row("member /d/{permalink}", report.member, report.baseline));
  console.log(row("member state call", report.memberState, report.baseline));
  console.log(row("mixed (pages + beacons + 1 like/s)", report.mixed));
  console.log(`page cache hit rate in the mixed run: ${(report.mixed.hitRate * 100).toFixed(1)}% (${report.mixed.writes} likes/unlikes)`);
  const m = report.memoryMb;
  console.log(
    `memory: app ${m.appAtRest} MB at rest, ${m.appPeak} MB peak under load` +
      (m.postgresAtRest === null ? "" : `; embedded PostgreSQL ${m.postgresAtRest} MB at rest, ${m.postgresPeak} MB peak`),
  );
}

async function serverDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_pages_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const reports: EngineReport[] = [];
  reports.push(await benchEngine("embedded PostgreSQL (npm start default)", { DATABASE_URL: "" }));
  print(reports[0]!);
  const serverUrl = process.env.BENCH_POSTGRES_URL;
  if (serverUrl) {
    const db = await serverDatabase(serverUrl);
    try {
      reports.push(await benchEngine(`PostgreSQL server (DATABASE_URL)`, { DATABASE_URL: db.url }));
      print(reports[1]!);
    } finally {
      await db.drop();
    }
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(OUT_DIR, "foundation.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version },
        connections: CONNECTIONS,
        seconds: DURATION_SECONDS,
        reports,
      },
      null,
      2,
    ),
  );
}

await main();
