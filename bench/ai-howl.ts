// `npm run bench:ai-howl`: 하울 AI question search (docs/product/ai.md §7.3: p95 within 300 ms
// with 100,000 posts indexed) and its answer recall.
//
// 1. A fresh database (bench/database.ts), migrated like the app's, filled with BENCH_POSTS
//    (100,000) synthetic Korean posts the way bench:search builds them (bench/search-data.ts:
//    common economy nouns plus a long tail of made-up words), indexed in bulk with the app's
//    analyzer; then the demo content (27 real Korean posts) through the app's own seeding.
// 2. Recall@3: the questions of bench/ai-data/howl.json, each with the demo post that answers
//    it; a hit when that post is among the first three posts the answer cites.
// 3. Latency: distinct questions (the recall set, then questions mixing the background's common
//    words, which match tens of thousands of posts), each asked once with an empty passage
//    cache at the start: retrieval (search candidates, passages, BM25) + the offline answer,
//    in process, as the route runs them. p50/p95/max.
// Results are also written to bench/.out/ai-howl.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { boards } from "../server/db/schema";
import { offlineAnswerTasks } from "../server/modules/ai/offline/answer";
import { clearPassageCache, retrieve } from "../server/modules/ai/howl/retrieve";
import { PROJECT_ROOT } from "../server/paths";
import { DEMO_POSTS } from "../server/seed/demo-content";
import { seedDemoContent } from "../server/seed/demo";
import { openBenchDatabase } from "./database";
import { insertBackgroundPosts, insertBenchMembers } from "./background-posts";
import { rng, useTail, vocabulary, forbiddenPieces } from "./search-data";
import { percentile } from "./stats";
import { installSubscribers } from "../server/events/bus";
import { SUBSCRIBERS } from "../server/subscribers";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const MEMBERS = 2_000;
const BATCH = 1_000;
const TARGET_P95_MS = 300;
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");

interface RecallQuestion {
  question: string;
  answer: string;
}
const RECALL: RecallQuestion[] = (
  JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "bench", "ai-data", "howl.json"), "utf8")) as { questions: RecallQuestion[] }
).questions;

/** Common nouns of the synthetic background (bench/search-data.ts): each is in thousands of posts. */
const COMMON = [
  "경제",
  "주식",
  "투자",
  "금리",
  "물가",
  "환율",
  "예금",
  "적금",
  "통장",
  "대출",
  "보험",
  "연금",
  "세금",
  "월급",
  "소비",
  "저축",
];
const TEMPLATES = [
  (a: string, b: string) => `${a}와 ${b}의 관계는 무엇인가요?`,
  (a: string, b: string) => `${a} 오르면 ${b}에는 어떤 영향이 있나요?`,
  (a: string) => `${a} 공부는 어떻게 시작하나요?`,
  (a: string, b: string) => `${a}과 ${b} 중 무엇을 먼저 해야 하나요?`,
];

function latencyQuestions(count: number): string[] {
  const r = rng(99);
  const out = new Set(RECALL.map((q) => q.question));
  while (out.size < count) {
    const a = COMMON[Math.floor(r() * COMMON.length)]!;
    const b = COMMON[Math.floor(r() * COMMON.length)]!;
    if (a === b) continue;
    out.add(TEMPLATES[Math.floor(r() * TEMPLATES.length)]!(a, b));
  }
  return [...out];
}

async function fill(handle: DatabaseHandle): Promise<void> {
  const members = await insertBenchMembers(handle.db, "bench", MEMBERS);
  // The long tail keeps clear of the demo posts' words, as bench:search keeps it clear of its planted posts.
  useTail(vocabulary(forbiddenPieces(DEMO_POSTS.map((p) => `${p.subject} ${p.html.replace(/<[^>]+>/g, " ")}`))));
  await insertBackgroundPosts(handle.db, { members, count: POSTS, firstBoardNo: 1, seed: 42, batch: BATCH });
}

async function ask(handle: DatabaseHandle, question: string) {
  const found = await retrieve(handle.db, question);
  const answered = await offlineAnswerTasks().answer({ question, passages: found.passages });
  return { found, answer: answered.value };
}

async function measure(handle: DatabaseHandle) {
  const db = handle.db;
  console.log(`filling ${POSTS.toLocaleString("en")} synthetic Korean posts …`);
  const fillStart = Date.now();
  const defs = (await handle.executeSql(
    "select indexname, indexdef from pg_indexes where indexname in ('search_documents_terms_idx', 'search_terms_terms_idx')",
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const d of defs.rows) await handle.executeSql(`drop index ${d.indexname}`);
  await fill(handle);
  for (const d of defs.rows) await handle.executeSql(d.indexdef);
  await seedDemoContent(db);
  await db.execute(sql`vacuum analyze`);
  const fillSeconds = (Date.now() - fillStart) / 1000;
  console.log(`filled in ${fillSeconds.toFixed(0)} s\n`);

  const subjects = new Map<string, number>();
  for (const row of await db
    .select({ boardNo: boards.boardNo, subject: boards.subject })
    .from(boards)
    .where(sql`${boards.isDemo}`))
    subjects.set(row.subject, Number(row.boardNo));

  // Latency first, on a cold passage cache; the recall pass then reads what it cached.
  clearPassageCache();
  const questions = latencyQuestions(100);
  const loadBefore = os.loadavg()[0]!;
  const times: number[] = [];
  let answered = 0;
  for (const q of questions) {
    const t = process.hrtime.bigint();
    const { answer } = await ask(handle, q);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (!answer.noAnswer) answered += 1;
  }
  times.sort((a, b) => a - b);
  const latency = { n: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]!, answered };
  console.log(
    `latency: ${latency.n} distinct questions, cold passage cache: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms (target p95 ≤ ${TARGET_P95_MS} ms) — ${answered} answered`,
  );

  const recall: { question: string; expected: string; hit: boolean; cited: string[]; noAnswer: boolean }[] = [];
  for (const q of RECALL) {
    const expected = subjects.get(q.answer);
    if (expected === undefined) throw new Error(`no demo post titled ${q.answer}`);
    const { found, answer } = await ask(handle, q.question);
    const citedPosts = [...new Set(answer.cited.map((c) => c.boardNo))].slice(0, 3);
    recall.push({
      question: q.question,
      expected: q.answer,
      hit: citedPosts.includes(expected),
      cited: [...new Set(answer.cited.map((c) => c.title))],
      noAnswer: answer.noAnswer,
    });
    void found;
  }
  const hits = recall.filter((r) => r.hit).length;
  console.log(`recall@3: ${hits}/${recall.length} = ${(hits / recall.length).toFixed(3)}`);
  for (const miss of recall.filter((r) => !r.hit))
    console.log(`  miss: ${miss.question} → ${miss.noAnswer ? "no answer" : miss.cited.join(" | ")} (expected ${miss.expected})`);

  const load = { before: loadBefore, after: os.loadavg()[0]!, cores: os.cpus().length };
  console.log(`load average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after, on ${load.cores} cores`);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(OUT_DIR, "ai-howl.json"),
    JSON.stringify({ posts: POSTS, fillSeconds, latency, recall: { hits, total: recall.length, detail: recall }, load }, null, 2),
  );
}

async function main() {
  // Posts are written through the app's own write path and its side effects (server/events).
  installSubscribers(SUBSCRIBERS);
  const bench = await openBenchDatabase("ai_howl");
  try {
    await runMigrations(bench.handle);
    await measure(bench.handle);
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
