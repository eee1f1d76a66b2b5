// `npm run bench:mixed`: a minute of mixed traffic at 100 connections on the embedded default
// (`npm start`, demo content), everything at once:
//   40 connections  visitors reading: home, posts, a tag, search — and each post's view beacon;
//   30 connections  members reading: the shared post page and their state call;
//   20 connections  public API lists: new posts, popular tags, comments of a post;
//   10 connections  members writing: a like and its undo, a comment, a bookmark and its undo.
// Every connection of a group walks its list of requests in turn. Prints per group requests per
// second, p50/p95/p99, non-2xx answers and errors, and the same over all requests; fails when
// any request errs or answers 5xx. BENCH_SECONDS (60) and BENCH_CONNECTIONS (100) change the size.
// Results in bench/.out/mixed.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openAppDatabase } from "./database";
import { boards, users } from "../server/db/schema";
import { createSession } from "../server/modules/auth/sessions";
import { PROJECT_ROOT } from "../server/paths";
import { freePort, startApp } from "../tests/support/app-process";
import { percentile } from "./stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";

type Request = { method?: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };

interface GroupResult {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  status5xx: number;
  errors: number;
  latencies: number[];
}

async function runGroup(
  base: string,
  name: string,
  connections: number,
  requests: Request[],
  headers: Record<string, string> = {},
): Promise<GroupResult> {
  const latencies: number[] = [];
  let status5xx = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: SECONDS,
        // As a browser asks: compressed answers where the server has them (cached pages, assets).
        headers: { "user-agent": UA, origin: base, "accept-encoding": "gzip, deflate, br", ...headers },
        requests: requests.map((r) => ({
          method: r.method ?? "GET",
          path: r.path,
          ...(r.body
            ? { body: r.body, headers: { "content-type": "application/json", ...r.headers } }
            : r.headers
              ? { headers: r.headers }
              : {}),
        })),
      },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status >= 500) status5xx++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    requests: result.requests.total,
    rps: result.requests.total / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    status5xx,
    errors: result.errors + result.timeouts,
    latencies,
  };
}

async function main() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-mixed-"));
  const base = `http://127.0.0.1:${port}`;
  console.log("starting the app (npm start) …");
  const app = await startApp({
    // As `npm start` runs by default: one web process per core (WEB_PROCESSES=1 to compare).
    WEB_PROCESSES: process.env.WEB_PROCESSES ?? "auto",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "error",
    ...(process.env.BENCH_PROFILE_DIR ? { NODE_OPTIONS: `--require ${process.env.BENCH_PROFILE_DIR}` } : {}),
  });
  const handle = await openAppDatabase(dataDir);
  try {
    const db = handle.db;
    const posts = await db.select({ boardNo: boards.boardNo, permaLink: boards.permalink, tags: boards.tags }).from(boards).limit(12);
    if (posts.length < 4) throw new Error("not enough demo posts");
    // Members with sessions, one per connection that signs in (readers and writers).
    const stamp = Date.now().toString(36);
    const cookies: string[] = [];
    for (let i = 0; i < 40; i++) {
      const [member] = await db
        .insert(users)
        .values({
          userId: `mx${stamp}${i}`,
          userEmail: `mixed-${stamp}-${i}@example.test`,
          userName: `혼합${i}${stamp.slice(-3)}`,
          emailCertYn: "Y",
          termsAgreedAt: new Date(),
        })
        .returning({ userNo: users.userNo });
      cookies.push(`nt_session=${(await createSession(db, member!.userNo, { userAgent: "bench", ip: "127.0.0.1" })).token}`);
    }
    const tag = posts.find((p) => p.tags.length)?.tags[0] ?? "경제";
    const share = (n: number) => Math.max(1, Math.round((CONNECTIONS * n) / 100));
    const json = (value: unknown) => JSON.stringify(value);

    const visitorReads: Request[] = posts.flatMap((p) => [
      { path: "/" },
      { path: `/d/${p.permaLink}` },
      { method: "POST" as const, path: "/api/board/viewCntUp", body: json({ boardNo: Number(p.boardNo) }) },
      { path: `/tag/${encodeURIComponent(tag)}` },
      { path: `/search/${encodeURIComponent("경제")}/all` },
    ]);
    const memberReads: Request[] = posts.flatMap((p) => [
      { path: `/d/${p.permaLink}` },
      { path: `/api/viewer/state?boardNo=${Number(p.boardNo)}` },
    ]);
    const apiLists: Request[] = posts.flatMap((p) => [
      { path: "/api/board/newBoards?size=20" },
      { path: "/api/board/Top10tags" },
      { path: `/api/comments?boardNo=${Number(p.boardNo)}` },
    ]);
    const writes = (i: number): Request[] => {
      const p = posts[i % posts.length]!;
      const boardNo = Number(p.boardNo);
      return [
        { method: "POST", path: "/api/board/likeCntUp", body: json({ boardNo }) },
        { method: "POST", path: "/api/board/likeCntDown", body: json({ boardNo }) },
        { method: "POST", path: "/api/comments", body: json({ boardNo, content: `혼합 부하 댓글 ${i}` }) },
        { path: `/d/${p.permaLink}` },
        { path: `/api/viewer/state?boardNo=${boardNo}` },
      ];
    };

    console.log(`mixed load: ${CONNECTIONS} connections for ${SECONDS} s …`);
    const writerConnections = share(10);
    const memberReaders = share(30);
    const groups = await Promise.all([
      runGroup(base, "visitors: pages, search, beacons", share(40), visitorReads),
      // Members read with one of the first 30 sessions; each writer has its own session (the
      // comment limit is per member: 20 in 10 minutes, so writers comment once a cycle).
      ...Array.from({ length: Math.min(memberReaders, 30) }, (_, i) =>
        runGroup(base, "members: shared page + state call", 1, memberReads, { cookie: cookies[i % 30]! }),
      ),
      runGroup(base, "API lists", share(20), apiLists),
      ...Array.from({ length: writerConnections }, (_, i) =>
        runGroup(base, "members writing", 1, writes(i), { cookie: cookies[30 + (i % 10)]! }),
      ),
    ]);
    // Connections of one kind run as separate instances (one session each): add them up.
    const byName = new Map<string, GroupResult[]>();
    for (const g of groups) byName.set(g.name, [...(byName.get(g.name) ?? []), g]);
    const sorted = (lists: number[][]) => lists.flat().sort((a, b) => a - b);
    const summary = [...byName.entries()].map(([name, list]) => {
      const all = sorted(list.map((g) => g.latencies));
      return {
        name,
        connections: list.reduce((s, g) => s + g.connections, 0),
        rps: list.reduce((s, g) => s + g.rps, 0),
        requests: list.reduce((s, g) => s + g.requests, 0),
        p50: percentile(all, 50),
        p95: percentile(all, 95),
        p99: percentile(all, 99),
        non2xx: list.reduce((s, g) => s + g.non2xx, 0),
        status5xx: list.reduce((s, g) => s + g.status5xx, 0),
        errors: list.reduce((s, g) => s + g.errors, 0),
      };
    });
    const everything = sorted(groups.map((g) => g.latencies));
    const total = {
      requests: summary.reduce((s, g) => s + g.requests, 0),
      rps: summary.reduce((s, g) => s + g.rps, 0),
      p50: percentile(everything, 50),
      p95: percentile(everything, 95),
      p99: percentile(everything, 99),
      status5xx: summary.reduce((s, g) => s + g.status5xx, 0),
      errors: summary.reduce((s, g) => s + g.errors, 0),
      non2xx: summary.reduce((s, g) => s + g.non2xx, 0),
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUT_DIR, "mixed.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, node: process.version },
          seconds: SECONDS,
          connections: CONNECTIONS,
          summary,
          total,
        },
        null,
        2,
      ),
    );
    console.log("");
    for (const g of summary) {
      console.log(
        `${g.name.padEnd(36)} ${String(g.connections).padStart(3)} conn ${g.rps.toFixed(0).padStart(6)} req/s   p50 ${g.p50.toFixed(1).padStart(6)} ms   p95 ${g.p95.toFixed(1).padStart(6)} ms   p99 ${g.p99.toFixed(1).padStart(6)} ms   non-2xx ${g.non2xx}  5xx ${g.status5xx}  errors ${g.errors}`,
      );
    }
    console.log(
      `${"all".padEnd(36)} ${String(CONNECTIONS).padStart(3)} conn ${total.rps.toFixed(0).padStart(6)} req/s   p50 ${total.p50.toFixed(1).padStart(6)} ms   p95 ${total.p95.toFixed(1).padStart(6)} ms   p99 ${total.p99.toFixed(1).padStart(6)} ms   non-2xx ${total.non2xx}  5xx ${total.status5xx}  errors ${total.errors}`,
    );
    if (total.errors || total.status5xx) throw new Error("errors or 5xx answers under load");
  } finally {
    await handle.close();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
