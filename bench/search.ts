// `npm run bench:search`: Korean search on 100,000 synthetic posts, against a sequential
// ILIKE scan of the same data in the same run.
//
// 1. A fresh database (bench/database.ts: on an embedded PostgreSQL server the bench starts, or
//    on DATABASE_URL's server; dropped at the end), migrated like the app's, filled with BENCH_POSTS (100,000)
//    seeded synthetic Korean posts by 2,000 members, plus planted posts the quality queries
//    must find (bench/search-data.ts). Background rows are indexed in bulk with the same
//    analyzer the app uses; planted posts go through createBoard (the app's own write path).
// 2. Quality: 34 fixed queries (particles, 2-syllable words, spacing variants, 초성, names,
//    tags) with their expected posts; recall@10 of the index and of ILIKE.
// 3. Latency: every search type over a fixed term list, p50/p95 of the app's searchBoards
//    (count + first page of 10) and of the ILIKE scan (count + first page, newest first);
//    prints the ratio ILIKE p95 : index p95.
// Results are also written to bench/.out/search.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { SearchType } from "../core/search";
import { SEARCH_TYPES } from "../core/search";
import type { Database, DatabaseHandle } from "../server/db/client";
import { openBenchDatabase } from "./database";
import { insertBackgroundPosts, insertBenchMembers } from "./background-posts";
import { runMigrations } from "../server/db/migrate";
import { users } from "../server/db/schema";
import { createBoard } from "../server/modules/boards/service";
import { searchBoards } from "../server/modules/search/service";
import { PROJECT_ROOT } from "../server/paths";
import { LATENCY_TERMS, PLANTED, QUALITY_QUERIES, forbiddenPieces, useTail, vocabulary } from "./search-data";
import { percentile } from "./stats";
import { installSubscribers } from "../server/events/bus";
import { SUBSCRIBERS } from "../server/subscribers";

/**
 * The database measured: with DATABASE_URL, a fresh database `bench_search_<pid>` on that
 * server, migrated with the app's migrations and dropped by `drop()` (kept with
 * BENCH_KEEP_DATABASE=1, to look at plans afterwards); without it, an embedded in-memory one.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = 2_000;
const BATCH = 1_000;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

type Db = Database;

async function fill(db: Db): Promise<void> {
  const members = await insertBenchMembers(db, "bench", MEMBERS);
  const planted = PLANTED.flatMap((p) => [p.subject, p.content, p.authorName, ...p.tags]);
  useTail(vocabulary(forbiddenPieces([...planted, ...QUALITY_QUERIES.map((q) => q.term)])));
  await insertBackgroundPosts(db, { members, count: POSTS, firstBoardNo: 1, seed: 42, batch: BATCH, progressEvery: 10 });
}

async function plant(db: Db): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  const authors = new Map<string, number>();
  for (const p of PLANTED) {
    let userNo = authors.get(p.authorName);
    if (!userNo) {
      const [row] = await db
        .insert(users)
        .values({
          userId: `planted${authors.size}`,
          userEmail: `planted${authors.size}@example.test`,
          userName: p.authorName,
          emailCertYn: "Y",
        })
        .returning({ userNo: users.userNo });
      userNo = row!.userNo;
      authors.set(p.authorName, userNo);
    }
    const created = await db.transaction((tx) =>
      createBoard(tx, {
        userNo: userNo!,
        boardType: "editor",
        topic: p.topic,
        subject: p.subject,
        contentHtml: `<p>${p.content}</p>`,
        tags: p.tags,
        likeCount: p.likeCount,
        viewCount: p.viewCount,
        // Older than most of the background, so "newest first" gives no help.
        createdAt: new Date(Date.UTC(2024, 5, 1)),
      }),
    );
    keys.set(p.key, created.boardNo);
  }
  return keys;
}

/** The naive search: ILIKE over the type's columns, newest first (no index can serve %term%). */
async function ilikeSearch(db: Db, term: string, type: SearchType): Promise<number[]> {
  const pattern = `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const field = {
    all: sql`(b.subject ilike ${pattern} or b.content_text ilike ${pattern} or array_to_string(b.tags, ' ') ilike ${pattern} or u.user_name ilike ${pattern})`,
    subject: sql`b.subject ilike ${pattern}`,
    content: sql`b.content_text ilike ${pattern}`,
    tags: sql`array_to_string(b.tags, ' ') ilike ${pattern}`,
    user_name: sql`u.user_name ilike ${pattern}`,
  }[type];
  const where = sql`b.deleted_at is null and b.blind_yn = 'N' and b.publishing = false and ${field}`;
  await db.execute(sql`select count(*) from boards b join users u on u.user_no = b.user_no where ${where}`);
  const res = await db.execute(
    sql`select b.board_no from boards b join users u on u.user_no = b.user_no where ${where} order by b.created_at desc limit 10`,
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { board_no: number | string }[];
  return rows.map((x) => Number(x.board_no));
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = process.hrtime.bigint();
  const value = await work();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, value };
}

async function main() {
  // Posts are written through the app's own write path and its side effects (server/events).
  installSubscribers(SUBSCRIBERS);
  const bench = await openBenchDatabase("search");
  try {
    await runMigrations(bench.handle);
    await measure(bench.handle);
  } finally {
    await bench.close();
  }
}

async function measure(handle: DatabaseHandle) {
  const db = handle.db;
  console.log(`filling ${POSTS.toLocaleString("en")} synthetic Korean posts …`);
  const fillStart = Date.now();
  // Bulk load without the term indexes, then build them once with their own definitions (as a
  // restore would); the app itself writes one post at a time into the live indexes.
  const defs = (await handle.executeSql(
    "select indexname, indexdef from pg_indexes where indexname in ('search_documents_terms_idx', 'search_terms_terms_idx')",
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const d of defs.rows) await handle.executeSql(`drop index ${d.indexname}`);
  await fill(db);
  for (const d of defs.rows) await handle.executeSql(d.indexdef);
  const keys = await plant(db);
  // What autovacuum does on a server shortly after a bulk load (statistics, hint bits, the
  // visibility map); done here so both searches are measured on settled tables.
  await db.execute(sql`vacuum analyze`);
  const fillSeconds = (Date.now() - fillStart) / 1000;
  console.log(`filled in ${fillSeconds.toFixed(0)} s\n`);

  // ── Quality ──
  const quality: { term: string; type: string; kind: string; index: number; ilike: number }[] = [];
  for (const q of QUALITY_QUERIES) {
    const expected = q.expect.map((k) => keys.get(k)!);
    const found = (await searchBoards(db, { searchKey: q.term, searchType: q.type, page: 1, size: 10 })).items.map((i) => i.boardNo);
    const naive = await ilikeSearch(db, q.term, q.type);
    const recall = (got: number[]) => expected.filter((e) => got.includes(e)).length / expected.length;
    quality.push({ term: q.term, type: q.type, kind: q.kind, index: recall(found), ilike: recall(naive) });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  console.log(`quality: ${QUALITY_QUERIES.length} queries, recall@10`);
  for (const kind of [...new Set(quality.map((q) => q.kind))]) {
    const group = quality.filter((q) => q.kind === kind);
    console.log(
      `  ${kind.padEnd(11)} n=${String(group.length).padStart(2)}  index ${mean(group.map((g) => g.index)).toFixed(2)}  ILIKE ${mean(group.map((g) => g.ilike)).toFixed(2)}`,
    );
  }
  const indexRecall = mean(quality.map((q) => q.index));
  const ilikeRecall = mean(quality.map((q) => q.ilike));
  console.log(`  all         n=${quality.length}  index ${indexRecall.toFixed(3)}  ILIKE ${ilikeRecall.toFixed(3)}`);
  const misses = quality.filter((q) => q.index < 1);
  if (misses.length) console.log(`  index misses: ${misses.map((m) => `${m.term} (${m.type})`).join(", ")}`);

  // ── Latency ──
  console.log(`\nlatency: ${LATENCY_TERMS.length} terms per type; index ×${REPEAT}, ILIKE ×1 (ms)`);
  // The machine may be shared: its load tells how far absolute times can be compared.
  const loadBefore = os.loadavg()[0]!;
  const latency: Record<string, { index: { p50: number; p95: number }; ilike: { p50: number; p95: number }; ratio: number }> = {};
  for (const type of SEARCH_TYPES) {
    const idx: number[] = [];
    const naive: number[] = [];
    for (let i = 0; i < REPEAT; i++) {
      for (const term of LATENCY_TERMS)
        idx.push((await timed(() => searchBoards(db, { searchKey: term, searchType: type, page: 1, size: 10 }))).ms);
    }
    for (const term of LATENCY_TERMS) naive.push((await timed(() => ilikeSearch(db, term, type))).ms);
    idx.sort((a, b) => a - b);
    naive.sort((a, b) => a - b);
    const row = {
      index: { p50: percentile(idx, 50), p95: percentile(idx, 95) },
      ilike: { p50: percentile(naive, 50), p95: percentile(naive, 95) },
      ratio: 0,
    };
    row.ratio = row.ilike.p95 / row.index.p95;
    latency[type] = row;
    console.log(
      `  ${type.padEnd(9)} index p50 ${row.index.p50.toFixed(1).padStart(7)}  p95 ${row.index.p95.toFixed(1).padStart(7)} | ILIKE p50 ${row.ilike.p50.toFixed(1).padStart(7)}  p95 ${row.ilike.p95.toFixed(1).padStart(7)} | ILIKE/index p95 ${row.ratio.toFixed(1)}×`,
    );
  }

  const load = { before: loadBefore, after: os.loadavg()[0]!, cores: os.cpus().length };
  console.log(`  load average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after, on ${load.cores} cores`);

  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(OUT_DIR, "search.json"),
    JSON.stringify({ posts: POSTS, fillSeconds, recall: { index: indexRecall, ilike: ilikeRecall }, quality, latency, load }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
