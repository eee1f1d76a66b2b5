// `npm run bench`: page speed against a baseline measured in the same run on the same server.
//
// 1. Starts the app as `npm start` does, on a free port with a fresh data folder (demo seed).
// 2. autocannon: the server-rendered post page /d/{permalink} against a static file of exactly
//    the same size served by the same server, twice: as a visitor (no session: the page may come
//    from the short visitor page cache) and as a signed-in member (router, loader, database
//    reads and React render on every request). Prints requests per second, p50/p95/p99 latency
//    and the ratios page : static.
// 3. Lighthouse (mobile emulation, headless Debian Chromium) on /m/d/{permalink}.
// Results are also written to bench/.out/foundation.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { runLighthouse } from "./lighthouse";
import { percentile, type LoadResult } from "./stats";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";

async function load(url: string, extraHeaders: Record<string, string> = {}): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { "user-agent": DESKTOP_UA, ...extraHeaders } },
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

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log("starting the app (npm start) …");
  const app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error" });
  const baselineFile = path.join(PROJECT_ROOT, "build", "client", "assets", `bench-baseline-${process.pid}.html`);
  try {
    const list = (await (await fetch(`${baseUrl}/api/board/newBoards?size=1`)).json()) as {
      data: { items: { permaLink: string }[] };
    };
    const permalink = list.data.items[0]!.permaLink;
    const pageUrl = `${baseUrl}/d/${permalink}`;
    const html = await (await fetch(pageUrl, { headers: { "user-agent": DESKTOP_UA } })).text();
    const size = Buffer.byteLength(html);
    // Same bytes, same server, no database and no rendering: the floor for this response size.
    fs.writeFileSync(baselineFile, html);
    const staticUrl = `${baseUrl}/assets/${path.basename(baselineFile)}`;
    const check = await fetch(staticUrl);
    if (!check.ok || Buffer.byteLength(await check.text()) !== size) throw new Error("baseline file not served");

    console.log(`warming up (${size} bytes per response) …`);
    await Promise.all([
      autocannon({ url: pageUrl, connections: 2, amount: 200, headers: { "user-agent": DESKTOP_UA } }),
      autocannon({ url: staticUrl, connections: 2, amount: 200 }),
    ]);
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    const staticResult = await load(staticUrl);
    const pageResult = await load(pageUrl);
    // A member's page is rendered for them every time: sign one up and read with its session.
    const signUp = await fetch(`${baseUrl}/api/user/signUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ userEmail: `bench-${process.pid}@example.test`, userPw: "bench-reader-2024!", userName: "벤치독자", agreeTerms: true }),
    });
    const sessionCookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    if (!signUp.ok || !sessionCookie) throw new Error(`bench member sign-up failed: ${signUp.status}`);
    const memberCheck = await fetch(pageUrl, { headers: { cookie: sessionCookie, "user-agent": DESKTOP_UA } });
    if (!memberCheck.ok || memberCheck.headers.get("x-page-cache")) throw new Error("member page was not rendered for the member");
    const memberResult = await load(pageUrl, { cookie: sessionCookie });

    console.log("lighthouse (mobile) …");
    const lighthouse = await runLighthouse(`${baseUrl}/m/d/${permalink}`);

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      responseBytes: size,
      static: staticResult,
      page: pageResult,
      memberPage: memberResult,
      ratios: {
        rps: pageResult.rps / staticResult.rps,
        p95: pageResult.p95 / Math.max(staticResult.p95, 0.001),
        memberRps: memberResult.rps / staticResult.rps,
        memberP95: memberResult.p95 / Math.max(staticResult.p95, 0.001),
      },
      lighthouse,
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "foundation.json"), JSON.stringify(report, null, 2));

    const row = (name: string, r: LoadResult) =>
      `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   non-2xx ${r.non2xx}`;
    console.log("");
    console.log(row("static file (baseline)", staticResult));
    console.log(row(`visitor /d/${permalink}`, pageResult));
    console.log(row(`member /d/${permalink}`, memberResult));
    console.log(
      `ratio visitor page : static   throughput ${report.ratios.rps.toFixed(2)}×   p95 latency ${report.ratios.p95.toFixed(1)}×`,
    );
    console.log(
      `ratio member page : static    throughput ${report.ratios.memberRps.toFixed(2)}×   p95 latency ${report.ratios.memberP95.toFixed(1)}×`,
    );
    console.log(
      `lighthouse mobile /m/d/${permalink}: performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, ` +
        `best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}; LCP ${lighthouse.lcpMs} ms, CLS ${lighthouse.cls}, ` +
        `TBT ${lighthouse.tbtMs} ms, JS ${lighthouse.scriptKb} kB transferred`,
    );
    if (pageResult.non2xx || staticResult.non2xx || memberResult.non2xx) throw new Error("some responses were not 2xx");
  } finally {
    fs.rmSync(baselineFile, { force: true });
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
