// `npm run bench:feeds`: how long the feeds take on a site of 100,000 posts (docs/product/feeds.md).
//
// 1. A fresh database (bench/database.ts), migrated, filled with BENCH_POSTS (100,000) synthetic
//    Korean posts by 2,000 members (bench/background-posts.ts).
// 2. Rendering, uncached: the feeds' own code (query + Atom/RSS/JSON) for the site, a busy tag, a
//    member and a topic, BENCH_RUNS (200) times each; p50/p95 in ms.
// 3. Over HTTP, one reader polling at a time, BENCH_RUNS requests each: the site's Atom feed from
//    a server whose page cache is on (the answers after the first come from the cache) and from
//    the same server with the cache off (PAGE_CACHE_SECONDS=0, every poll renders), same run.
// Results are also written to bench/.out/feeds.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { feedPath, type FeedFormat, type FeedScope } from "../core/feeds";
import { loadConfig } from "../server/config";
import { runMigrations } from "../server/db/migrate";
import { createLogger } from "../server/lib/logger";
import { buildPlatform } from "../server/main";
import { feedSource, renderFeed } from "../server/modules/feeds/service";
import { PROJECT_ROOT } from "../server/paths";
import { insertBackgroundPosts, insertBenchMembers } from "./background-posts";
import { openBenchDatabase } from "./database";
import { useTail, vocabulary } from "./search-data";
import { percentile } from "./stats";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

interface Timing {
  p50: number;
  p95: number;
}

async function time(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const ms = (t: Timing) => `p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms`;

async function main(): Promise<void> {
  const bench = await openBenchDatabase("feeds");
  const db = bench.handle.db;
  try {
    await runMigrations(bench.handle);
    console.log(`filling ${POSTS.toLocaleString("en")} posts by ${MEMBERS.toLocaleString("en")} members…`);
    const members = await insertBenchMembers(db, "feeds", MEMBERS);
    useTail(vocabulary(new Set()));
    await insertBackgroundPosts(db, { members, count: POSTS, firstBoardNo: 1, seed: 42, batch: 1_000, progressEvery: 20 });
    await db.execute(sql`analyze`);
    // The busiest tag and member: their feeds read the most rows to find their newest twenty.
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [busyTag] = rowsOf<{ tag: string }>(
      await db.execute(sql`select unnest(tags) as tag from boards group by 1 order by count(*) desc limit 1`),
    );
    const [busyMember] = rowsOf<{ user_id: string }>(
      await db.execute(sql`select u.user_id from boards b join users u on u.user_no = b.user_no group by 1 order by count(*) desc limit 1`),
    );
    const scopes: Record<string, FeedScope> = {
      site: { kind: "site" },
      tag: { kind: "tag", tag: busyTag!.tag },
      member: { kind: "member", userId: busyMember!.user_id },
      topic: { kind: "topic", topic: "economy" },
    };

    const rendering: Record<string, Record<FeedFormat, Timing>> = {};
    for (const [name, scope] of Object.entries(scopes)) {
      rendering[name] = {} as Record<FeedFormat, Timing>;
      for (const format of ["atom", "rss", "json"] as const) {
        rendering[name][format] = await time(RUNS, async () =>
          renderFeed(scope, (await feedSource(db, scope))!, format, { origin: "https://nanumteo.example", language: "ko" }),
        );
        console.log(`render ${name} ${format}: ${ms(rendering[name][format])}`);
      }
    }

    const http: Record<string, Timing> = {};
    for (const cache of ["on", "off"] as const) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-feeds-"));
      const config = loadConfig({
        ...process.env,
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        QUEUE_ENABLED: "false",
        LOG_LEVEL: "error",
        PUBLIC_URL: "https://nanumteo.example",
        PAGE_CACHE_SECONDS: cache === "on" ? "5" : "0",
      });
      const platform = await buildPlatform({ config, logger: createLogger("error"), handle: bench.handle, ssr: false });
      await platform.app.listen({ port: 0, host: "127.0.0.1" });
      const url = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}${feedPath({ kind: "site" }, "atom")}`;
      let hits = 0;
      http[cache] = await time(RUNS, async () => {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        if (res.headers.get("x-page-cache") === "hit") hits++;
      });
      console.log(`HTTP site feed, page cache ${cache}: ${ms(http[cache])} (${hits}/${RUNS} from the cache)`);
      await platform.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`cached vs uncached (p50): ${(http.off!.p50 / http.on!.p50).toFixed(1)}× faster`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "feeds.json"), JSON.stringify({ posts: POSTS, runs: RUNS, rendering, http }, null, 2));
  } finally {
    await bench.close();
  }
}

await main();
