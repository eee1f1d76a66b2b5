// `npm run bench:ai-editor`: the offline editor helpers' tags and titles (docs/product/ai.md §2.5).
//
// 1. Speed: AI tags of a 5,000-character post, warm (the analyser loaded, 5 runs first), 30
//    runs; p50/p95 in ms against the 300 ms target. The document frequencies come from an
//    in-memory map of the data set (the app reads them with one indexed count per call).
// 2. Tags: precision@5 on bench/ai-data/tags.json (30 Korean and 10 English posts written for
//    this benchmark, each with the tags a reader gave it), each post tagged with the others as
//    the site's published posts. Strict = the same word; loose = one contains the other
//    (제주도 ~ 제주도여행). Per language.
// 3. Titles (AI 제목, asked of the body alone): how many name a reader's tag, how many are a
//    whole sentence of the body or a phrase cut mid-way (ending in a particle, an ending, a
//    verb; in English a function word), and the verdicts people gave
//    (bench/ai-data/title-judgements.json).
// Results are also written to bench/.out/ai-editor.json.
import fs from "node:fs";
import path from "node:path";
import { offlineEditorTasks } from "../server/modules/ai/offline/editor";
import { analyser, sentencesOf } from "../server/modules/ai/offline/korean";
import { postTerms } from "../server/modules/ai/term-stats";
import { PROJECT_ROOT } from "../server/paths";
import { percentile } from "./stats";

interface TaggedPost {
  lang?: "ko" | "en";
  title: string;
  tags: string[];
  body: string;
}

interface PostResult {
  lang: "ko" | "en";
  title: string;
  expected: string[];
  got: string[];
  strict: number;
  loose: number;
  generatedTitle: string;
  tagsInTitle: number;
  wholeSentence: boolean;
  cutOff: boolean;
  judgement?: Judgement;
}

type Judgement = "good" | "fair" | "poor";

/**
 * Titles judged by people (bench/ai-data/title-judgements.json): for each post, the titles the
 * engine has proposed so far with a verdict — good (a title one would publish), fair (usable
 * after a small edit), poor (a fragment, a copied sentence or off the subject). A new proposal
 * is reported as not judged until someone judges it.
 */
const judgements = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "bench", "ai-data", "title-judgements.json"), "utf8")) as {
  judgements: Record<string, Record<string, Judgement>>;
};

/** English words that end no title (a title ending in one was cut mid-phrase). */
const DANGLING_EN = new Set(
  "a an the and or but of to by for with in on at from as my your our their his her its i we you it is was be and decided".split(" "),
);

/** The title's automatic checks: readers' tags it names, whether it is a body sentence or a cut-off phrase. */
async function titleChecks(
  post: TaggedPost,
  title: string,
): Promise<Pick<PostResult, "tagsInTitle" | "wholeSentence" | "cutOff" | "judgement">> {
  const lower = title.toLowerCase();
  const tagsInTitle = post.tags.filter((t) => lower.includes(t.toLowerCase())).length;
  const clean = (s: string) =>
    s
      .replace(/[\s.,!?…·:;~"'“”‘’()[\]-]+/gu, " ")
      .trim()
      .toLowerCase();
  const wholeSentence = sentencesOf(post.body).some((s) => clean(s) === clean(title));
  let cutOff: boolean;
  if ((post.lang ?? "ko") === "en") {
    const words = clean(title).split(" ");
    cutOff = DANGLING_EN.has(words[words.length - 1] ?? "") || /^[a-z]/.test(title.trim());
  } else {
    // A Korean title ending in a verb's stem, an ending or a particle was cut from a sentence.
    const garu = await analyser();
    const tokens = (garu.analyze(title.replace(/[.!?…]+$/u, "")) as { tokens: { pos: string }[] }).tokens;
    const last = tokens[tokens.length - 1]?.pos ?? "";
    cutOff = /^(J|E[CT]|VV|VA|XS|MAG|MAJ)/.test(last) && !wholeSentence;
  }
  const judgement = judgements.judgements[post.title]?.[title];
  return { tagsInTitle, wholeSentence, cutOff, ...(judgement ? { judgement } : {}) };
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

  // ── Precision@5 of the tags, per language ──
  const perPost: PostResult[] = [];
  for (const [i, post] of data.posts.entries()) {
    const others = frequencies(termsOfPosts.filter((_, j) => j !== i));
    const tasks = offlineEditorTasks({ documentFrequency: async () => others });
    // The post's title goes with the text, as the writing page sends it.
    const { value } = await tasks.tags({ body: post.body, subject: post.title });
    const expected = post.tags.map((t) => t.toLowerCase());
    const got = value.map((t) => t.toLowerCase());
    const strict = got.filter((t) => expected.includes(t)).length / 5;
    const loose = got.filter((t) => expected.some((e) => e.includes(t) || t.includes(e))).length / 5;
    // The title is asked of the body alone (the member asks for one before writing a title).
    const title = (await tasks.title({ body: post.body })).value;
    perPost.push({
      lang: post.lang ?? "ko",
      title: post.title,
      expected: post.tags,
      got: value,
      strict,
      loose,
      generatedTitle: title,
      ...(await titleChecks(post, title)),
    });
  }
  const languages = ["ko", "en"] as const;
  const summary = Object.fromEntries(
    languages.map((lang) => {
      const of = perPost.filter((p) => p.lang === lang);
      const mean = (f: (p: PostResult) => number) => (of.length ? of.reduce((s, p) => s + f(p), 0) / of.length : 0);
      const judged = of.filter((p) => p.judgement);
      return [
        lang,
        {
          posts: of.length,
          precisionAt5: mean((p) => p.strict),
          looseAt5: mean((p) => p.loose),
          titles: {
            withATag: mean((p) => (p.tagsInTitle > 0 ? 1 : 0)),
            tagsPerTitle: mean((p) => p.tagsInTitle),
            wholeSentence: mean((p) => (p.wholeSentence ? 1 : 0)),
            cutOff: mean((p) => (p.cutOff ? 1 : 0)),
            judged: judged.length,
            judgedGood: judged.filter((p) => p.judgement === "good").length,
            judgedFair: judged.filter((p) => p.judgement === "fair").length,
            judgedPoor: judged.filter((p) => p.judgement === "poor").length,
          },
        },
      ];
    }),
  );

  console.log(
    `AI tags, ${speed.chars} characters, warm, ${RUNS} runs: p50 ${speed.p50.toFixed(1)} ms, p95 ${speed.p95.toFixed(1)} ms (target ${TARGET_MS} ms)`,
  );
  for (const lang of languages) {
    const s = summary[lang]!;
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    console.log(`${lang}: precision@5 on ${s.posts} posts ${s.precisionAt5.toFixed(3)} (loose ${s.looseAt5.toFixed(3)})`);
    console.log(
      `${lang}: titles with a reader's tag ${pct(s.titles.withATag)} (${s.titles.tagsPerTitle.toFixed(2)} tags each), a whole sentence of the body ${pct(s.titles.wholeSentence)}, cut off mid-phrase ${pct(s.titles.cutOff)}; judged ${s.titles.judged}: ${s.titles.judgedGood} good, ${s.titles.judgedFair} fair, ${s.titles.judgedPoor} poor`,
    );
  }
  for (const p of perPost) {
    console.log(`  ${p.lang} ${p.strict.toFixed(1)}  ${p.title}: ${p.got.join(", ")}  [${p.expected.join(", ")}]`);
    console.log(
      `        title: ${p.generatedTitle}${p.judgement ? `  (${p.judgement})` : "  (not judged)"}${p.wholeSentence ? "  [sentence]" : ""}${p.cutOff ? "  [cut off]" : ""}`,
    );
  }
  const out = path.join(PROJECT_ROOT, "bench", ".out");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, "ai-editor.json"), JSON.stringify({ speed, summary, perPost }, null, 2));
}

await main();
