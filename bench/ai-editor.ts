// `npm run bench:ai-editor`: the offline editor helper's tags (docs/product/ai.md §2.5).
//
// 1. Speed: AI tags of a 5,000-character post, warm (the analyser loaded, 5 runs first), 30
//    runs; p50/p95 in ms against the 300 ms target. The document frequencies come from an
//    in-memory map of the data set (the app reads them with one indexed count per call).
// 2. Quality: precision@5 of the tags on bench/ai-data/tags.json (Korean posts written for this
//    benchmark, each with the tags its writer gave it), each post tagged with the others as
//    the site's published posts. Strict = the same word; loose = one contains the other
//    (제주도 ~ 제주도여행).
// Results are also written to bench/.out/ai-editor.json.
import fs from "node:fs";
import path from "node:path";
import { offlineEditorTasks } from "../server/modules/ai/offline/editor";
import { analyser } from "../server/modules/ai/offline/korean";
import { postTerms } from "../server/modules/ai/term-stats";
import { PROJECT_ROOT } from "../server/paths";
import { percentile } from "./stats";

interface TaggedPost {
  title: string;
  tags: string[];
  body: string;
}

const TARGET_MS = 300;
const RUNS = 30;
const data = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "bench", "ai-data", "tags.json"), "utf8")) as { posts: TaggedPost[] };

function frequencies(termsOfPosts: string[][]) {
  const df = new Map<string, number>();
  for (const terms of termsOfPosts) for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  return { total: termsOfPosts.length, df };
}

async function main() {
  await analyser();
  const termsOfPosts = await Promise.all(data.posts.map((p) => postTerms(p.title, p.body)));

  // ── Speed ──
  let long = "";
  for (let i = 0; long.length < 5_000; i++) long += `${data.posts[i % data.posts.length]!.body}\n`;
  long = long.slice(0, 5_000);
  const all = frequencies(termsOfPosts);
  const tasks = offlineEditorTasks({ documentFrequency: async () => all });
  for (let i = 0; i < 5; i++) await tasks.tags({ body: long });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await tasks.tags({ body: long });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const speed = { chars: long.length, runs: RUNS, p50: percentile(times, 50), p95: percentile(times, 95), targetMs: TARGET_MS };

  // ── Precision@5 ──
  let strict = 0;
  let loose = 0;
  const perPost: { title: string; expected: string[]; got: string[]; strict: number; loose: number }[] = [];
  for (const [i, post] of data.posts.entries()) {
    const others = frequencies(termsOfPosts.filter((_, j) => j !== i));
    const { value } = await offlineEditorTasks({ documentFrequency: async () => others }).tags({ body: `${post.title}\n${post.body}` });
    const expected = post.tags.map((t) => t.toLowerCase());
    const got = value.map((t) => t.toLowerCase());
    const s = got.filter((t) => expected.includes(t)).length / 5;
    const l = got.filter((t) => expected.some((e) => e.includes(t) || t.includes(e))).length / 5;
    strict += s;
    loose += l;
    perPost.push({ title: post.title, expected: post.tags, got: value, strict: s, loose: l });
  }
  const quality = { posts: data.posts.length, precisionAt5: strict / data.posts.length, looseAt5: loose / data.posts.length };

  console.log(
    `AI tags, ${speed.chars} characters, warm, ${RUNS} runs: p50 ${speed.p50.toFixed(1)} ms, p95 ${speed.p95.toFixed(1)} ms (target ${TARGET_MS} ms)`,
  );
  console.log(`precision@5 on ${quality.posts} posts: ${quality.precisionAt5.toFixed(3)} (loose ${quality.looseAt5.toFixed(3)})`);
  for (const p of perPost) console.log(`  ${p.strict.toFixed(1)}  ${p.title}: ${p.got.join(", ")}  [${p.expected.join(", ")}]`);
  const out = path.join(PROJECT_ROOT, "bench", ".out");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "ai-editor.json"), JSON.stringify({ speed, quality, perPost }, null, 2));
}

await main();
