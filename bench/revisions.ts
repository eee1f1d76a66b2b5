// `npm run bench:revisions`: what keeping every version of a post costs (decision 0200).
//
// 1. Storage: a 5,000-character Korean post edited 100 times (each edit rewrites a sentence or
//    two somewhere in it, as members do), stored as the app stores it: bytes per revision, against
//    the same 100 versions kept whole (UTF-8) and kept whole with the same compression.
// 2. Reading: the time to rebuild a revision from its whole copy and the splices after it.
// 3. The difference shown on the revision page: two 5,000-character versions, a small edit and a
//    rewrite of a third of the text; median of 50 runs each.
// Writes bench/.out/revisions.json.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { revisionText } from "../core/revisions";
import { diffText } from "../core/text-diff";
import { PROJECT_ROOT } from "../server/paths";
import { readBody, storeBody, type StoredBody } from "../server/modules/boards/revision-delta";

const SENTENCES = [
  "나눔터에 글을 쓰면 독자가 읽고 큐레이터가 투표합니다.",
  "겨울에는 따뜻한 차를 마시며 소설을 읽는 것이 좋습니다.",
  "문서를 올리면 페이지마다 이미지와 텍스트가 만들어집니다.",
  "좋은 글은 시즌이 끝날 때 포인트와 토큰으로 보상을 받습니다.",
  "태그를 잘 고르면 같은 관심사를 가진 독자가 글을 찾기 쉽습니다.",
  "The editor keeps English words like TypeScript and React as they are.",
];

let seed = 42;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

// Words of common syllables: about as varied as real Korean text (it compresses about 3 to 1,
// where repeating a handful of sentences would compress 30 to 1 and flatter the storage).
const SYLLABLES = [
  ..."가나다라마바사아자차카타파하고노도로모보소오조초코토포호구누두루무부수우주추기니디리미비시이지치키티피히는을를에서의로와과도만한하면했다습니요게지만",
];
function sentence(): string {
  const words = Array.from({ length: 5 + random(8) }, () =>
    Array.from({ length: 1 + random(4) }, () => SYLLABLES[random(SYLLABLES.length)]).join(""),
  );
  return `${words.join(" ")}.`;
}

function post(chars: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const paragraph = Array.from({ length: 3 }, () => (random(5) === 0 ? SENTENCES[random(SENTENCES.length)] : sentence())).join(" ");
    paragraphs.push(`<p>${paragraph}</p>`);
    length += paragraph.length;
  }
  return paragraphs.join("");
}

function edit(html: string, round: number): string {
  const paragraphs = html.split("</p>").filter(Boolean);
  const at = random(paragraphs.length);
  paragraphs[at] = `<p>${round}번째로 고친 문장입니다. ${sentence()} ${sentence()}`;
  return paragraphs.map((p) => `${p}</p>`).join("");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function time(work: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    work();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

const versions: string[] = [post(5_000)];
for (let i = 1; i < 100; i++) versions.push(edit(versions[i - 1]!, i));
const stored: StoredBody[] = [];
let chain = 0;
for (let i = 0; i < versions.length; i++) {
  const body = storeBody(versions[i]!, i === 0 ? null : { text: versions[i - 1]!, chain });
  chain = body.keyframe ? 0 : chain + 1;
  stored.push(body);
}
const storedBytes = stored.reduce((n, s) => n + s.bytes.length, 0);
const wholeBytes = versions.reduce((n, v) => n + Buffer.byteLength(v), 0);
const wholeCompressed = versions.reduce((n, v) => n + zlib.brotliCompressSync(Buffer.from(v)).length, 0);
const keyframes = stored.filter((s) => s.keyframe).length;

// Rebuilding the revision furthest from its whole copy.
let worst = 0;
for (let i = 0, run = 0, longest = -1; i < stored.length; i++) {
  run = stored[i]!.keyframe ? 0 : run + 1;
  if (run > longest) [longest, worst] = [run, i];
}
let start = worst;
while (!stored[start]!.keyframe) start--;
const readMs = time(() => readBody(stored.slice(start, worst + 1)), 50);
if (readBody(stored.slice(start, worst + 1)) !== versions[worst]) throw new Error("a stored revision did not read back");

const a = versions[0]!;
const small = edit(a, 1000);
const third = a.slice(0, Math.floor(a.length / 3)) + post(1_700) + a.slice(Math.floor((2 * a.length) / 3));
const smallMs = time(() => diffText(revisionText(a), revisionText(small)), 50);
const rewriteMs = time(() => diffText(revisionText(a), revisionText(third)), 50);

const report = {
  date: new Date().toISOString(),
  post: { characters: [...revisionText(a)].length, htmlBytes: Buffer.byteLength(a), revisions: versions.length },
  storage: {
    bytesPerRevision: Math.round(storedBytes / versions.length),
    totalBytes: storedBytes,
    keyframes,
    wholeCopiesBytes: wholeBytes,
    wholeCopiesCompressedBytes: wholeCompressed,
    ratioToWhole: storedBytes / wholeBytes,
    ratioToWholeCompressed: storedBytes / wholeCompressed,
  },
  readMs: { splicesReplayed: worst - start, median: readMs },
  diffMs: { smallEdit: smallMs, thirdRewritten: rewriteMs },
};
console.log(`post: ${report.post.characters} characters (${report.post.htmlBytes} bytes of HTML), ${versions.length} revisions`);
console.log(
  `stored: ${report.storage.bytesPerRevision} bytes per revision (${keyframes} whole copies), ` +
    `${(report.storage.ratioToWhole * 100).toFixed(1)}% of 100 whole copies, ${(report.storage.ratioToWholeCompressed * 100).toFixed(1)}% of 100 compressed copies`,
);
console.log(`read: ${readMs.toFixed(2)} ms for a revision ${worst - start} splices after its whole copy (median of 50)`);
console.log(
  `difference of two 5,000-character versions: ${smallMs.toFixed(2)} ms (a small edit), ${rewriteMs.toFixed(2)} ms (a third rewritten)`,
);
fs.mkdirSync(path.join(PROJECT_ROOT, "bench", ".out"), { recursive: true });
fs.writeFileSync(path.join(PROJECT_ROOT, "bench", ".out", "revisions.json"), JSON.stringify(report, null, 2));
