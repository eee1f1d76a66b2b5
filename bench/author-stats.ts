// `npm run bench:stats`: how fast an author's statistics answer for a post with 100,000 views
// over 90 days (docs/product/statistics.md, decision 0219; goal: p95 ≤ 50 ms).
//
// 1. Starts the app as `npm start` does (fresh data folder, demo content, the web processes
//    `npm start` chooses), signs a member up through the API and the mail's link, and publishes
//    a post through the API.
// 2. The write path, honestly: BENCH_VIEWS (3,000) views through the real view beacon
//    (`POST /api/board/viewCntUp`), each a visitor of their own, their referrers spread over
//    search engines, other sites (more hosts than the day keeps), the site itself and none;
//    BENCH_WRITE_CONNECTIONS (20) at a time. Prints the beacons' rate and latency and checks
//    the day's figures against what was sent.
// 3. Seeds the other 89 days of the post's statistics as the recording would have written them
//    (views, reads, likes, votes, sources and up to 20 hosts a day) until the post has 100,000
//    views in the table, and 30 more posts of the same author with 90 days each.
// 4. autocannon, BENCH_CONNECTIONS (10) connections, BENCH_SECONDS (10) each, as the author:
//    the post's statistics over 90 days, and all of the author's posts over 90 days.
// Prints req/s and p50/p95/p99 (every answer's time) and writes bench/.out/author-stats.json;
// exits 1 when the post's p95 is above 50 ms.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, eq, sql } from "drizzle-orm";
import { OTHER_HOSTS, STATS_HOST_LIMIT } from "../core/author-stats";
import { seoulDayKey } from "../core/format";
import { postDailyStats } from "../server/db/schema";
import { installSubscribers } from "../server/events/bus";
import { SUBSCRIBERS } from "../server/subscribers";
import { createBoard } from "../server/modules/boards/service";
import { PROJECT_ROOT } from "../server/paths";
import { ensureBuilt, freePort, startApp } from "../tests/support/app-process";
import { openAppDatabase } from "./database";
import { signUpMember } from "./members";
import { percentile, type LoadResult } from "./stats";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 3_000);
const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 20);
const TOTAL_VIEWS = 100_000;
const DAYS = 90;
const OTHER_POSTS = 30;
const GOAL_P95_MS = 50;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 bench";
const DAY_MS = 86_400_000;

const SEARCH = ["search.naver.com", "m.search.naver.com", "www.google.com", "www.google.co.kr", "search.daum.net", "www.bing.com"];
/** More other sites than a day keeps, so the bound is on the write path too. */
const SITES = Array.from({ length: 40 }, (_, i) => `site${i}.example.com`);

function refOf(i: number, own: string): string {
  const r = i % 10;
  if (r < 4) return SEARCH[i % SEARCH.length]!;
  if (r < 7) return SITES[Math.floor(i / 10) % SITES.length]!;
  if (r < 8) return own;
  return "";
}

async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { "user-agent": UA, ...headers } },
      (error, outcome) => (error ? reject(error) : resolve(outcome)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    url,
    requests: result.requests.total,
    rps: result.requests.total / SECONDS,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** The write path: views through the real beacon, each from a visitor of their own. */
async function sendViews(base: string, boardNo: number, own: string) {
  const latencies: number[] = [];
  let next = 0;
  let counted = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WRITE_CONNECTIONS }, async () => {
      while (next < VIEWS) {
        const i = next++;
        const t0 = performance.now();
        const res = await fetch(`${base}/api/board/viewCntUp`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: base,
            "user-agent": UA,
            cookie: `nt_vid=${crypto.randomBytes(16).toString("base64url")}`,
          },
          body: JSON.stringify({ boardNo, ref: refOf(i, own) }),
        });
        const body = (await res.json()) as { data?: { counted: boolean } };
        latencies.push(performance.now() - t0);
        if (body.data?.counted) counted++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    views: VIEWS,
    counted,
    rps: VIEWS / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** A day as the recording would have written it: `views` split over the sources, hosts bounded. */
function seededDay(boardNo: number, userNo: number, day: string, views: number, seed: number) {
  const search = Math.round(views * 0.45);
  const external = Math.round(views * 0.3);
  const internal = Math.round(views * 0.15);
  const direct = views - search - external - internal;
  const hosts: Record<string, number> = {};
  let left = external;
  for (let h = 0; h < STATS_HOST_LIMIT && left > 0; h++) {
    const n = h === STATS_HOST_LIMIT - 1 ? left : Math.max(1, Math.floor(left / 3));
    hosts[`site${(seed + h) % 60}.example.com`] = n;
    left -= n;
  }
  if (left > 0) hosts[OTHER_HOSTS] = left;
  return {
    boardNo,
    userNo,
    day,
    views,
    reads: Math.round(views * 0.4),
    likes: Math.round(views / 200),
    votes: Math.round(views / 500),
    fromSearch: search,
    fromExternal: external,
    fromInternal: internal,
    fromDirect: direct,
    hosts,
  };
}

async function main() {
  await ensureBuilt();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-stats-"));
  const base = `http://127.0.0.1:${port}`;
  console.log("starting the app (npm start) …");
  const app = await startApp(
    { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "error", WEB_PROCESSES: "auto" },
    300_000,
  );
  try {
    const author = await signUpMember(base, dataDir, "s");
    const published = await fetch(`${base}/api/contents/post`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie: author.cookie, "user-agent": UA },
      body: JSON.stringify({
        type: "editor",
        subject: "통계 벤치 글",
        webEditorContent: "<p>조회 십만 번의 글</p>",
        topic: "economy",
        tags: ["벤치"],
        agreePolicy: true,
      }),
    });
    if (!published.ok) throw new Error(`publish failed: ${published.status} ${await published.text()}`);
    const { boardNo } = ((await published.json()) as { data: { boardNo: number } }).data;

    console.log(`${VIEWS} views through the view beacon, ${WRITE_CONNECTIONS} at a time …`);
    const writes = await sendViews(base, boardNo, `127.0.0.1:${port}`);
    console.log(
      `beacon: ${writes.counted}/${writes.views} counted, ${writes.rps.toFixed(0)} views/s, p50 ${writes.p50.toFixed(1)} ms, p95 ${writes.p95.toFixed(1)} ms, p99 ${writes.p99.toFixed(1)} ms`,
    );

    // Posts written here tell the search index as the app's own writes do.
    installSubscribers(SUBSCRIBERS);
    const handle = await openAppDatabase(dataDir);
    const db = handle.db;
    const today = seoulDayKey();
    const [row] = await db
      .select()
      .from(postDailyStats)
      .where(and(eq(postDailyStats.boardNo, boardNo), eq(postDailyStats.day, today)));
    const keptHosts = Object.keys(row?.hosts ?? {}).filter((h) => h !== OTHER_HOSTS).length;
    const sources = (row?.fromSearch ?? 0) + (row?.fromExternal ?? 0) + (row?.fromInternal ?? 0) + (row?.fromDirect ?? 0);
    if (!row || row.views !== writes.counted || sources !== row.views || keptHosts > STATS_HOST_LIMIT) {
      throw new Error(`the day's figures do not match the beacons: ${JSON.stringify(row)}`);
    }
    console.log(`today's row: ${row.views} views, sources add up, ${keptHosts} hosts kept (+ other ${row.hosts[OTHER_HOSTS] ?? 0})`);

    const userNo = row.userNo;
    console.log(`seeding ${DAYS - 1} more days (${TOTAL_VIEWS} views in all) and ${OTHER_POSTS} more posts …`);
    const perDay = Math.floor((TOTAL_VIEWS - row.views) / (DAYS - 1));
    const days = Array.from({ length: DAYS - 1 }, (_, i) => seoulDayKey(new Date(Date.now() - (i + 1) * DAY_MS)));
    const seeded = days.map((day, i) =>
      seededDay(boardNo, userNo, day, i === 0 ? TOTAL_VIEWS - row.views - perDay * (DAYS - 2) : perDay, i),
    );
    await db.insert(postDailyStats).values(seeded);
    for (let p = 0; p < OTHER_POSTS; p++) {
      const other = await createBoard(db, {
        userNo,
        boardType: "editor",
        topic: "economy",
        subject: `통계 벤치 다른 글 ${p + 1}`,
        contentHtml: "<p>다른 글</p>",
        tags: [],
      });
      const rows = [today, ...days].map((day, i) => seededDay(other.boardNo, userNo, day, 50 + ((p * 7 + i) % 300), p + i));
      await db.insert(postDailyStats).values(rows);
    }
    const [sum] = await db
      .select({ n: sql<number>`sum(${postDailyStats.views})::int` })
      .from(postDailyStats)
      .where(eq(postDailyStats.boardNo, boardNo));
    await db.execute(sql`analyze post_daily_stats`);
    await handle.close();
    console.log(`the post: ${sum?.n} views over ${DAYS} days`);

    const postPath = `/api/user/stats/posts/${boardNo}?days=90`;
    const check = await fetch(base + postPath, { headers: { cookie: author.cookie } });
    const answer = (await check.json()) as { data: { totals: { views: number }; days: unknown[] } };
    if (answer.data.totals.views !== TOTAL_VIEWS || answer.data.days.length !== DAYS) {
      throw new Error(`the post's statistics answer ${answer.data.totals.views} views over ${answer.data.days.length} days`);
    }
    console.log(`load: ${CONNECTIONS} connections for ${SECONDS} s each, as the author …`);
    const post = await load(base + postPath, { cookie: author.cookie });
    const mine = await load(`${base}/api/user/stats?days=90`, { cookie: author.cookie });
    const line = (name: string, f: LoadResult) =>
      `${name.padEnd(34)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p95 ${f.p95.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   non-2xx ${f.non2xx}`;
    console.log(line("a post, 90 days (100,000 views)", post));
    console.log(line(`all ${OTHER_POSTS + 1} posts, 90 days`, mine));
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(OUT_DIR, "author-stats.json"),
      JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, writes, post, mine }, null, 2),
    );
    const ok = post.p95 <= GOAL_P95_MS && post.non2xx === 0 && post.errors === 0;
    console.log(
      ok ? `goal met: p95 ${post.p95.toFixed(1)} ms ≤ ${GOAL_P95_MS} ms` : `goal missed: p95 ${post.p95.toFixed(1)} ms > ${GOAL_P95_MS} ms`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
