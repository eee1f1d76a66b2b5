// `npm run bench:metrics`: what keeping the operators' metrics costs the busiest page (decision
// 0222; the goal: at most 5% fewer requests per second).
//
// 1. Starts this build twice as `npm start` does (fresh data folders, demo content, the web
//    processes `npm start` chooses): one without METRICS_TOKEN (metrics off), one with it.
// 2. autocannon, BENCH_CONNECTIONS (50) connections, BENCH_SECONDS (10) per round, on the newest
//    post's page as a visitor (`/d/{permalink}`, from the page cache as most readers get it),
//    BENCH_ROUNDS (3) rounds each, alternating off / on so that both meet the machine's same
//    moments. During the "on" rounds a scraper asks GET /metrics every second, as Prometheus would.
// 3. In this process: the cost of the calls themselves — a request counted, a statement timed.
// Prints req/s of each round, the means and their ratio; writes bench/.out/metrics.json. Exits 1
// when metrics on serve more than 5% fewer requests than off.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { createMetrics } from "../server/lib/metrics";
import { PROJECT_ROOT } from "../server/paths";
import { ensureBuilt, freePort, startApp, type AppProcess } from "../tests/support/app-process";
import { percentile } from "./stats";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";
const TOKEN = "bench-metrics-scrape-token";
/** At most this much slower with metrics on (the goal). */
const GOAL = 0.95;

interface Subject {
  label: "off" | "on";
  app: AppProcess;
  dataDir: string;
  base: string;
  pagePath: string;
}

interface Round {
  label: Subject["label"];
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startSubject(label: Subject["label"]): Promise<Subject> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-metrics-${label}-`));
  const base = `http://127.0.0.1:${port}`;
  console.log(`[metrics ${label}] starting (npm start) …`);
  const app = await startApp(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "error",
      WEB_PROCESSES: "auto",
      ...(label === "on" ? { METRICS_TOKEN: TOKEN } : {}),
    },
    300_000,
  );
  const list = (await (await fetch(`${base}/api/board/newBoards?size=1`)).json()) as { data: { items: { permaLink: string }[] } };
  const pagePath = `/d/${list.data.items[0]!.permaLink}`;
  const page = await fetch(`${base}${pagePath}`, { headers: { "user-agent": UA } });
  if (!page.ok) throw new Error(`${label}: the post page answered ${page.status}`);
  await page.arrayBuffer();
  return { label, app, dataDir, base, pagePath };
}

async function round(subject: Subject): Promise<Round> {
  const result = await autocannon({
    url: subject.base + subject.pagePath,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { "user-agent": UA },
  });
  return {
    label: subject.label,
    rps: result.requests.total / DURATION_SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Asks /metrics every second, as a scraper does, until stopped; counts the answers and their times. */
function scraper(base: string): { stop(): { scrapes: number; failures: number; p50Ms: number; maxMs: number } } {
  const times: number[] = [];
  let failures = 0;
  const timer = setInterval(() => {
    const started = performance.now();
    fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then(async (res) => {
        const text = await res.text();
        if (res.status !== 200 || !text.includes("nanumteo_http_requests_total")) failures += 1;
        else times.push(performance.now() - started);
      })
      .catch(() => (failures += 1));
  }, 1_000);
  return {
    stop() {
      clearInterval(timer);
      times.sort((a, b) => a - b);
      return { scrapes: times.length, failures, p50Ms: percentile(times, 50), maxMs: times.at(-1) ?? 0 };
    },
  };
}

/** Nanoseconds per call of what the metrics add to a request and to a statement, measured here. */
function callCosts(): { requestNs: number; statementNs: number } {
  const metrics = createMetrics({ enabled: true });
  let observe: ((seconds: number) => void) | null = null;
  metrics.watchDatabase({ pool: { totalCount: 0, idleCount: 0, waitingCount: 0 }, observeQueries: (o) => (observe = o) });
  const n = 200_000;
  const routes = ["/*", "/api/viewer/state", "/api/board/newBoards", "page-cache"];
  let started = performance.now();
  for (let i = 0; i < n; i++) metrics.httpRequest(routes[i % routes.length]!, "GET", 200, 0.002);
  const requestNs = ((performance.now() - started) * 1e6) / n;
  started = performance.now();
  // What the database hook adds to each statement: two clock reads and the observation.
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    observe!((performance.now() - t) / 1000);
  }
  const statementNs = ((performance.now() - started) * 1e6) / n;
  return { requestNs, statementNs };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

async function main() {
  await ensureBuilt();
  const subjects: Subject[] = [];
  try {
    subjects.push(await startSubject("off"));
    subjects.push(await startSubject("on"));
    const [off, on] = subjects as [Subject, Subject];
    // Warm up both: the page cache, the server's code paths, the database's plans.
    for (const subject of subjects) {
      await autocannon({ url: subject.base + subject.pagePath, connections: 4, amount: 2_000, headers: { "user-agent": UA } });
    }
    console.log(`post page ${off.pagePath}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per round, ${ROUNDS} rounds each`);
    const rounds: Round[] = [];
    let scraped = { scrapes: 0, failures: 0, p50Ms: 0, maxMs: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which goes first, so neither always follows the other's load.
      const order = i % 2 === 0 ? [off, on] : [on, off];
      for (const subject of order) {
        const scrape = subject.label === "on" ? scraper(subject.base) : null;
        const r = await round(subject);
        if (scrape) {
          const s = scrape.stop();
          scraped = {
            scrapes: scraped.scrapes + s.scrapes,
            failures: scraped.failures + s.failures,
            p50Ms: Math.max(scraped.p50Ms, s.p50Ms),
            maxMs: Math.max(scraped.maxMs, s.maxMs),
          };
        }
        if (r.non2xx || r.errors) throw new Error(`metrics ${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        rounds.push(r);
        console.log(
          `round ${i + 1} metrics ${r.label.padEnd(3)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`,
        );
      }
    }
    const offRps = mean(rounds.filter((r) => r.label === "off").map((r) => r.rps));
    const onRps = mean(rounds.filter((r) => r.label === "on").map((r) => r.rps));
    const ratio = onRps / offRps;
    const costs = callCosts();
    console.log(`\nmetrics off ${offRps.toFixed(0)} req/s, on ${onRps.toFixed(0)} req/s: ${ratio.toFixed(3)}× (goal ≥ ${GOAL})`);
    console.log(
      `scrapes during the "on" rounds: ${scraped.scrapes} answered, ${scraped.failures} failed, p50 ${scraped.p50Ms.toFixed(1)} ms, slowest ${scraped.maxMs.toFixed(1)} ms`,
    );
    console.log(`in-process: ${costs.requestNs.toFixed(0)} ns per request counted, ${costs.statementNs.toFixed(0)} ns per statement timed`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUT_DIR, "metrics.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() },
          connections: CONNECTIONS,
          seconds: DURATION_SECONDS,
          rounds,
          offRps,
          onRps,
          ratio,
          scraped,
          costs,
        },
        null,
        2,
      ),
    );
    if (scraped.failures > 0 || scraped.scrapes === 0) process.exitCode = 1;
    if (ratio < GOAL) process.exitCode = 1;
  } finally {
    for (const subject of subjects) {
      await subject.app.stop();
      fs.rmSync(subject.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
