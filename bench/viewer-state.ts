// `npm run bench:state`: what a member's page view costs, against the same bytes from a bare
// server and against an earlier build of the app, all in one run.
//
// 1. Starts this build as `npm start` does (fresh data folder, demo content, the web processes
//    `npm start` chooses) and, when the checkout has git history, the build of BENCH_BEFORE (by
//    default the last one before the member's state was kept, decision 0197) from a worktree
//    sharing this checkout's node_modules.
// 2. A bare `node:http` server answers the post page's bytes at /page and the member's state
//    call's JSON bytes at /state.
// 3. autocannon, BENCH_CONNECTIONS (50) connections, BENCH_SECONDS (10) each:
//    - the state call alone (`GET /api/viewer/state?boardNo=…` with a verified member's cookie,
//      who loaded the page a moment before, so a view token is due on every answer);
//    - a member's full page view: each connection loads the shared page and then makes the state
//      call, as the browser does; views per second = answers / 2.
//    The bare server gets the same two shapes of load.
// Prints req/s, p50/p97.5/p99 and the ratios; writes bench/.out/viewer-state.json.
import { execFileSync } from "node:child_process";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { PROJECT_ROOT } from "../server/paths";
import { ensureBuilt, freePort, startApp, type AppProcess } from "../tests/support/app-process";
import { signUpMember } from "./members";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The build before the member's state was kept for a moment (decision 0197). */
const BEFORE = process.env.BENCH_BEFORE ?? "cc8355d";
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";

interface Figures {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, requests: { path: string }[], headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { "user-agent": UA, ...headers },
    requests: requests.map((r) => ({ method: "GET" as const, path: r.path })),
  });
  return {
    rps: result.requests.total / DURATION_SECONDS,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A bare node:http server answering /page and /state with the given bytes. */
async function startBare(page: Buffer, state: Buffer): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bare-"));
  fs.writeFileSync(path.join(dir, "page"), page);
  fs.writeFileSync(path.join(dir, "state"), state);
  const script = `
    const http = require("node:http");
    const fs = require("node:fs");
    const page = fs.readFileSync(${JSON.stringify(path.join(dir, "page"))});
    const state = fs.readFileSync(${JSON.stringify(path.join(dir, "state"))});
    http.createServer((req, res) => {
      const json = req.url.startsWith("/state");
      const body = json ? state : page;
      res.writeHead(200, { "content-type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8", "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** A worktree of `ref` using this checkout's node_modules, or null when there is no such history. */
function worktreeOf(ref: string): { root: string; remove(): void } | null {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nt-before-"));
  try {
    execFileSync("git", ["worktree", "add", "--detach", root, ref], { cwd: PROJECT_ROOT, stdio: "ignore" });
  } catch {
    fs.rmSync(root, { recursive: true, force: true });
    return null;
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(root, "node_modules"));
  return {
    root,
    remove() {
      execFileSync("git", ["worktree", "remove", "--force", root], { cwd: PROJECT_ROOT, stdio: "ignore" });
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

interface Build {
  label: string;
  state: Figures;
  pageView: Figures & { viewsPerSecond: number };
}

interface Subject {
  label: string;
  base: string;
  pagePath: string;
  statePath: string;
  cookie: string;
}

async function measure(subject: Subject): Promise<Build> {
  const headers = { cookie: subject.cookie };
  // Warm up: the page cache, the kept state, the database's plans.
  await autocannon({
    url: subject.base,
    connections: 4,
    amount: 400,
    headers,
    requests: [{ path: subject.pagePath }, { path: subject.statePath }],
  });
  const state = await load(subject.base, [{ path: subject.statePath }], headers);
  const pageView = await load(subject.base, [{ path: subject.pagePath }, { path: subject.statePath }], headers);
  for (const f of [state, pageView]) if (f.non2xx || f.errors) throw new Error(`${subject.label}: ${f.non2xx} non-2xx, ${f.errors} errors`);
  return { label: subject.label, state, pageView: { ...pageView, viewsPerSecond: pageView.rps / 2 } };
}

/** Starts the app of `root`, signs a member up, and has them load the busiest post's page. */
async function startSubject(label: string, root: string): Promise<{ app: AppProcess; subject: Subject; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-state-"));
  const base = `http://127.0.0.1:${port}`;
  console.log(`[${label}] starting (npm start) …`);
  // The web processes `npm start` chooses on this machine (one per core).
  const app = await startApp(
    { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error", WEB_PROCESSES: "auto" },
    300_000,
    root,
  );
  const list = (await (await fetch(`${base}/api/board/newBoards?size=1`)).json()) as {
    data: { items: { permaLink: string; boardNo: number }[] };
  };
  const { permaLink, boardNo } = list.data.items[0]!;
  const member = await signUpMember(base, dataDir, label.slice(0, 1));
  const pagePath = `/d/${permaLink}`;
  const page = await fetch(`${base}${pagePath}`, { headers: { cookie: member.cookie, "user-agent": UA } });
  if (!page.ok) throw new Error(`${label}: the post page answered ${page.status}`);
  return { app, dataDir, subject: { label, base, pagePath, statePath: `/api/viewer/state?boardNo=${boardNo}`, cookie: member.cookie } };
}

function row(name: string, f: Figures, bare?: Figures): string {
  const ratio = bare ? `  ${(f.rps / bare.rps).toFixed(3)}× bare` : "";
  return `${name.padEnd(40)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p97.5 ${String(f.p975).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${ratio}`;
}

async function main() {
  await ensureBuilt();
  const now = await startSubject("this build", PROJECT_ROOT);
  const stopped: (() => Promise<void>)[] = [];
  stopped.push(async () => {
    await now.app.stop();
    fs.rmSync(now.dataDir, { recursive: true, force: true });
  });
  let bare: { url: string; child: ChildProcess } | null = null;
  try {
    const pageBytes = Buffer.from(
      await (await fetch(now.subject.base + now.subject.pagePath, { headers: { "user-agent": UA } })).arrayBuffer(),
    );
    const stateBytes = Buffer.from(
      await (await fetch(now.subject.base + now.subject.statePath, { headers: { cookie: now.subject.cookie } })).arrayBuffer(),
    );
    bare = await startBare(pageBytes, stateBytes);
    console.log(`page ${pageBytes.length} bytes, state ${stateBytes.length} bytes; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
    const bareFigures: Build = await measure({
      label: "bare node:http",
      base: bare.url,
      pagePath: "/page",
      statePath: "/state",
      cookie: "",
    });
    const builds: Build[] = [await measure(now.subject)];
    // The earlier build runs alone: this build is stopped first, so both had the machine to themselves.
    await stopped.pop()!();
    const tree = worktreeOf(BEFORE);
    if (!tree) console.log(`(no earlier build: ${BEFORE} is not in this checkout's history)`);
    else {
      try {
        const before = await startSubject(`build ${BEFORE}`, tree.root);
        try {
          builds.push(await measure(before.subject));
        } finally {
          await before.app.stop();
          fs.rmSync(before.dataDir, { recursive: true, force: true });
        }
      } finally {
        tree.remove();
      }
    }
    console.log("\n== a member's state call ==");
    console.log(row("bare node:http, same JSON", bareFigures.state));
    for (const b of builds) console.log(row(b.label, b.state, bareFigures.state));
    console.log("\n== a member's full page view (page, then state call) ==");
    console.log(row("bare node:http, same bytes", bareFigures.pageView));
    for (const b of builds) console.log(row(b.label, b.pageView, bareFigures.pageView));
    const [current, earlier] = builds;
    if (earlier) console.log(`\nstate call: ${(current!.state.rps / earlier.state.rps).toFixed(1)}× the earlier build (${BEFORE})`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUT_DIR, "viewer-state.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version },
          connections: CONNECTIONS,
          seconds: DURATION_SECONDS,
          bare: bareFigures,
          builds,
        },
        null,
        2,
      ),
    );
  } finally {
    bare?.child.kill();
    for (const stop of stopped) await stop();
  }
}

await main();
