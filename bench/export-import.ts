// `npm run bench:export`: a member's export of 500 posts with images, and its import into another
// member (docs/product/export.md, docs/product/import.md).
//
// 1. A fresh database (the embedded PostgreSQL server, or DATABASE_URL's), the real platform on
//    it with a data folder of its own, and member A with BENCH_POSTS (500) editor posts: Korean
//    HTML of 1,500 to about 2,100 characters of text (headings, paragraphs, a list, sometimes a
//    quote and a link), one 800×600 JPEG each stored through the editor's image upload, tags, a
//    topic and a date somewhere in the last seven years.
// 2. Baseline: the same posts' HTML and stored images zipped with fflate alone (no Markdown, no
//    database): what packing these bytes costs anyway.
// 3. The export as its job runs it (requestExport, then buildExport): seconds, zip bytes, entries.
// 4. The zip imported into member B as its job runs it (requestImport, then runImport): seconds.
// 5. Every post of A against its draft in B (matched by the export's folder name, which carries
//    the post's number): title, body text (the HTML's text, whitespace collapsed), tags, date
//    (the draft's original date), topic and image count. Exits 1 when any differs.
// Results are also written to bench/.out/export-import.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import type { ChildNode, Text as TextNode } from "domhandler";
import { parseDocument } from "htmlparser2";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { IMPORT_LIMITS } from "../core/import";
import { checkSubject, checkTagList, normalizeSubject, ownFileKeys } from "../core/writing";
import { loadConfig } from "../server/config";
import type { AppContext } from "../server/context";
import { boards, drafts, memberExports, memberImports, users } from "../server/db/schema";
import { withTransaction } from "../server/db/transaction";
import { createLogger } from "../server/lib/logger";
import { sanitizePostHtml } from "../server/lib/rich-text";
import { buildPlatform } from "../server/main";
import { createSession, findViewerByToken } from "../server/modules/auth/sessions";
import type { Viewer } from "../server/modules/auth/types";
import { createBoard } from "../server/modules/boards/service";
import { uploadContentImage } from "../server/modules/contents/files";
import { buildExport, requestExport } from "../server/modules/exports/service";
import { createZipFile } from "../server/modules/exports/zip-file";
import { linkFilesToBoard } from "../server/modules/files/registry";
import { requestImport, runImport } from "../server/modules/imports/service";
import type { StoredReport } from "../server/modules/imports/types";
import { PROJECT_ROOT } from "../server/paths";
import { openBenchDatabase } from "./database";
import { rng } from "./search-data";

const POSTS = Number(process.env.BENCH_POSTS ?? 500);
const OUT_DIR = path.join(PROJECT_ROOT, "bench", ".out");
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (since: number) => (performance.now() - since) / 1000;

// ── Posts ────────────────────────────────────────────────────────────────────

const TOPICS: Record<string, { nouns: string[]; tags: string[] }> = {
  economy: {
    nouns: ["금리", "적금", "예금", "환율", "물가", "주식", "배당", "연금", "가계부", "세금", "청약", "대출"],
    tags: ["재테크", "저축", "투자", "경제", "가계부", "연말정산"],
  },
  technology: {
    nouns: ["서버", "데이터베이스", "TypeScript", "API", "배포", "캐시", "테스트", "로그", "쿼리", "컨테이너", "브라우저", "인덱스"],
    tags: ["개발", "백엔드", "PostgreSQL", "Node.js", "클라우드", "코딩"],
  },
  culture: {
    nouns: ["전시", "미술관", "공연", "소설", "영화", "음악", "작가", "무대", "관객", "평론", "그림", "사진전"],
    tags: ["전시회", "독서", "영화", "공연", "미술"],
  },
  employment: {
    nouns: ["이력서", "면접", "연봉", "이직", "포트폴리오", "회사", "동료", "채용", "자기소개서", "경력", "협상", "직무"],
    tags: ["취업", "이직", "면접", "커리어", "신입"],
  },
  health: {
    nouns: ["달리기", "근력", "스트레칭", "수면", "식단", "단백질", "심박수", "자세", "무릎", "요가", "걷기", "회복"],
    tags: ["운동", "건강", "러닝", "다이어트", "홈트"],
  },
  cooking: {
    nouns: ["김치찌개", "된장", "양념", "육수", "반찬", "밥솥", "간장", "참기름", "고춧가루", "두부", "애호박", "감자"],
    tags: ["요리", "레시피", "집밥", "반찬", "자취요리"],
  },
  travel: {
    nouns: ["항공권", "숙소", "제주", "부산", "기차", "환전", "일정", "바다", "시장", "골목", "전망대", "렌터카"],
    tags: ["여행", "국내여행", "제주도", "맛집", "여행코스"],
  },
  language: {
    nouns: ["단어", "문법", "회화", "발음", "토익", "듣기", "받아쓰기", "일본어", "영어", "예문", "단어장", "말하기"],
    tags: ["영어공부", "어학", "토익", "일본어", "공부법"],
  },
};
const TOPIC_KEYS = Object.keys(TOPICS);
const PARTICLES = ["은", "는", "이", "가", "을", "를", "의", "에", "에서", "으로", "와", "과", "도", "만", "부터", "까지"];
const PHRASES = [
  "처음에는 잘 몰랐지만",
  "몇 달 동안 직접 해 보니",
  "생각보다 간단하게",
  "주변에서 자주 묻는",
  "지난주에 다시 확인해 보니",
  "예산을 아끼려면",
  "시간이 부족할 때",
  "꾸준히 기록해 보면",
];
const ENDINGS = [
  "정리했습니다",
  "차이가 큽니다",
  "도움이 됐습니다",
  "확인해 보세요",
  "중요하다고 생각합니다",
  "놓치기 쉽습니다",
  "다시 해 볼 생각입니다",
  "비교해 보았습니다",
  "추천하고 싶습니다",
  "기록해 둡니다",
];
const HEADINGS = ["시작하며", "준비한 것", "직접 해 보니", "주의할 점", "비용과 시간", "정리하며", "자주 묻는 질문", "다음 계획"];

interface PostSpec {
  subject: string;
  topic: string;
  tags: string[];
  createdAt: Date;
  /** The body with {{IMAGE}} where the image goes (its address is known once it is stored). */
  html: string;
  image: { alt: string; fileName: string };
}

/** Writes post `i` of the member (seeded: the same posts in every run). */
function postSpec(i: number): PostSpec {
  const r = rng(1_000 + i);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const topic = TOPIC_KEYS[i % TOPIC_KEYS.length]!;
  const { nouns, tags } = TOPICS[topic]!;
  const noun = () => pick(nouns);
  const sentence = () => {
    const words = Array.from({ length: 2 + Math.floor(r() * 3) }, () => `${noun()}${pick(PARTICLES)}`);
    // Numbers, percentages, brackets and the odd ampersand, as real posts have them.
    const extra =
      r() < 0.25
        ? ` (약 ${5 + Math.floor(r() * 40)}%)`
        : r() < 0.15
          ? ` ${2015 + Math.floor(r() * 11)}년 기준으로`
          : r() < 0.05
            ? " R&D와"
            : "";
    return `${r() < 0.4 ? `${pick(PHRASES)} ` : ""}${words.join(" ")}${extra} ${pick(ENDINGS)}${r() < 0.1 ? "!" : "."}`;
  };
  const paragraph = (n: number) => Array.from({ length: n }, sentence).join(" ");
  const textLength = (html: string) => html.replace(/<[^>]*>/g, "").length;
  const target = 1_500 + Math.floor(r() * 500);
  const a = noun();
  const b = noun();
  const subject = normalizeSubject(
    `${a}${pick(["와", "과", "의", ""])} ${b}, ${pick(["직접 해 본 후기", "정리", "입문 가이드", "비교", "실수 모음"])} ${i + 1}`,
  );
  const alt = `${a} 사진`;
  const parts = [
    `<h2>${pick(HEADINGS)}</h2>`,
    `<p>${paragraph(3)}</p>`,
    `<p>${paragraph(2)} <strong>${noun()}${pick(PARTICLES)} 먼저 보세요.</strong> ${paragraph(1)}</p>`,
    `<p><img src="{{IMAGE}}" alt="${alt}"></p>`,
    `<h3>${pick(HEADINGS)}</h3>`,
  ];
  const items = Array.from({ length: 3 + Math.floor(r() * 3) }, () => `<li>${sentence()}</li>`).join("");
  parts.push(i % 2 ? `<ol>${items}</ol>` : `<ul>${items}</ul>`);
  if (r() < 0.4) parts.push(`<blockquote><p>${sentence()}</p></blockquote>`);
  if (r() < 0.5) parts.push(`<p>${paragraph(1)} 자세한 내용은 <a href="https://example.com/guide/${i}">안내 페이지</a>에 있습니다.</p>`);
  while (textLength(parts.join("")) < target) {
    if (r() < 0.15) parts.push(`<h3>${pick(HEADINGS)}</h3>`);
    parts.push(`<p>${paragraph(2 + Math.floor(r() * 3))}${r() < 0.3 ? ` <em>${noun()}</em>${pick(PARTICLES)} 잊지 마세요.` : ""}</p>`);
  }
  // Spread over seven years (oldest first, as a member writes), to the millisecond.
  const start = Date.UTC(2019, 11, 1);
  const span = Date.UTC(2026, 10, 1) - start;
  const createdAt = new Date(start + Math.floor(((i + r()) / POSTS) * span));
  const chosen = [...new Set([pick(tags), pick(tags), ...(r() < 0.5 ? [pick(tags)] : []), a.replace(/\s/g, "")])];
  const stamp = createdAt.toISOString().slice(0, 10).replace(/-/g, "");
  return { subject, topic, tags: chosen, createdAt, html: parts.join(""), image: { alt, fileName: `IMG_${stamp}_${1000 + i}.jpg` } };
}

// ── Images ───────────────────────────────────────────────────────────────────

const WIDTH = 800;
const HEIGHT = 600;
const NOISE = (() => {
  const r = rng(99);
  return Uint8Array.from({ length: 1 << 21 }, () => Math.floor(r() * 256));
})();

/**
 * An 800×600 JPEG of its own per post: a two-colour gradient, a few discs and sensor-like noise,
 * so it compresses about as a phone photo does (flat colour would make the zips look too small).
 */
async function photo(i: number): Promise<Buffer> {
  const r = rng(5_000 + i);
  const colour = () => [Math.floor(r() * 256), Math.floor(r() * 256), Math.floor(r() * 256)] as const;
  const top = colour();
  const bottom = colour();
  const discs = Array.from({ length: 3 + Math.floor(r() * 4) }, () => ({
    x: r() * WIDTH,
    y: r() * HEIGHT,
    radius: 30 + r() * 150,
    colour: colour(),
  }));
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  const offset = Math.floor(r() * NOISE.length);
  const mask = NOISE.length - 1;
  for (let y = 0; y < HEIGHT; y++) {
    const t = y / HEIGHT;
    for (let x = 0; x < WIDTH; x++) {
      let red = top[0] + (bottom[0] - top[0]) * t;
      let green = top[1] + (bottom[1] - top[1]) * t;
      let blue = top[2] + (bottom[2] - top[2]) * t;
      for (const d of discs)
        if ((x - d.x) ** 2 + (y - d.y) ** 2 < d.radius ** 2) [red, green, blue] = [d.colour[0], d.colour[1], d.colour[2]];
      const p = (y * WIDTH + x) * 3;
      // Clamped first: a byte array would keep an out-of-range value modulo 256.
      raw[p] = Math.max(0, Math.min(255, red + (NOISE[(offset + p) & mask]! - 128) / 6));
      raw[p + 1] = Math.max(0, Math.min(255, green + (NOISE[(offset + p + 1) & mask]! - 128) / 6));
      raw[p + 2] = Math.max(0, Math.min(255, blue + (NOISE[(offset + p + 2) & mask]! - 128) / 6));
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// ── Members and their posts ──────────────────────────────────────────────────

/** A verified member and the viewer a signed-in request of theirs would have. */
async function member(ctx: AppContext, id: string, name: string): Promise<Viewer> {
  const [user] = await ctx.db
    .insert(users)
    .values({ userId: id, userEmail: `${id}@example.test`, userName: name, emailCertYn: "Y" })
    .returning({ userNo: users.userNo });
  const { token } = await createSession(ctx.db, user!.userNo, { userAgent: "bench", ip: "127.0.0.1" });
  const viewer = await findViewerByToken(ctx.db, token);
  if (!viewer) throw new Error("a new session found no member");
  return viewer;
}

/**
 * Stores the post as publishing does (the editor's image upload, the HTML sanitized, the post
 * with its first revision, its images linked to it), without the daily upload count: a member's
 * 500-post history is years of publishing, and its dates are the past's, not today's.
 */
async function publish(
  ctx: AppContext,
  viewer: Viewer,
  spec: PostSpec,
  jpeg: Buffer,
): Promise<{ boardNo: number; imageKeys: string[]; uploadSeconds: number }> {
  // The upload is timed alone: the import stores every image through this same path.
  const uploadStarted = performance.now();
  const image = await uploadContentImage(ctx, viewer.userNo, { data: jpeg, fileName: spec.image.fileName, purpose: "editor" });
  const uploadSeconds = seconds(uploadStarted);
  const contentHtml = sanitizePostHtml(spec.html.replace("{{IMAGE}}", image.url), ctx.config.publicUrl);
  const subjectError = checkSubject(spec.subject);
  const tags = checkTagList(spec.tags);
  if (subjectError || !tags.ok) throw new Error(`post "${spec.subject}" does not pass the writing rules`);
  const fileKeys = ownFileKeys(contentHtml);
  if (fileKeys.length !== 1) throw new Error(`post "${spec.subject}" lost its image when sanitized`);
  const boardNo = await withTransaction(ctx.db, async (tx) => {
    const created = await createBoard(tx, {
      userNo: viewer.userNo,
      boardType: "editor",
      topic: spec.topic,
      subject: spec.subject,
      contentHtml,
      tags: tags.tags,
      // No cover chosen: the post's first image is its cover, as publishing decides.
      thumb: image.url,
      createdAt: spec.createdAt,
    });
    await linkFilesToBoard(tx, viewer.userNo, created.boardNo, fileKeys);
    return created.boardNo;
  });
  return { boardNo, imageKeys: fileKeys, uploadSeconds };
}

// ── Comparing ────────────────────────────────────────────────────────────────

/** The text a reader sees: every text node in document order (entities decoded), whitespace collapsed. */
function plainText(html: string): string {
  const texts: string[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === "text") texts.push((node as TextNode).data);
      else if ("children" in node) walk(node.children);
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children);
  return texts.join(" ").replace(/\s+/g, " ").trim();
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
const imageCount = (html: string) => (html.match(/<img\b/g) ?? []).length;

// ── The run ──────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-export-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    PUBLIC_URL: "http://127.0.0.1:3000",
    // The queue takes the jobs the requests enqueue, as in production; this process works none,
    // so the bench runs (and times) each job's own function itself.
    QUEUE_ENABLED: "true",
    JOBS: "off",
  });
  const bench = await openBenchDatabase("export");
  const platform = await buildPlatform({ config, logger: createLogger("error"), handle: bench.handle, ssr: false, runWorkers: false });
  const { ctx } = platform;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-bench-export-zip-"));
  let failed = false;
  try {
    const stamp = Date.now().toString(36);
    const author = await member(ctx, `exporter${stamp}`, "김내보내기");
    const reader = await member(ctx, `importer${stamp}`, "이가져오기");

    console.log(`writing ${POSTS} posts with one 800×600 photo each (database: ${bench.kind})`);
    let started = performance.now();
    const written: Awaited<ReturnType<typeof publish>>[] = [];
    let jpegBytes = 0;
    for (let i = 0; i < POSTS; i++) {
      const jpeg = await photo(i);
      jpegBytes += jpeg.length;
      written.push(await publish(ctx, author, postSpec(i), jpeg));
      if ((i + 1) % 100 === 0) console.log(`  ${i + 1} posts (${seconds(started).toFixed(0)} s)`);
    }
    const writeSeconds = seconds(started);
    const uploadSeconds = written.reduce((n, w) => n + w.uploadSeconds, 0);
    const originals = await ctx.db
      .select()
      .from(boards)
      .where(and(eq(boards.userNo, author.userNo), isNull(boards.deletedAt)))
      .orderBy(boards.boardNo);
    const storedImageBytes = (await Promise.all(written.flatMap((w) => w.imageKeys).map((k) => ctx.files.read(k)))).reduce(
      (n, b) => n + b.length,
      0,
    );
    const htmlBytes = originals.reduce((n, p) => n + Buffer.byteLength(p.contentHtml), 0);
    const characters = originals.map((p) => plainText(p.contentHtml).length);

    // Baseline: the same HTML and stored images through fflate into a file, as the export streams
    // its zip (HTML deflated at the export's level, images stored as they are).
    started = performance.now();
    const baselinePath = path.join(workDir, "baseline.zip");
    const zip = createZipFile(baselinePath);
    for (const [i, post] of originals.entries()) {
      zip.add(`posts/${post.boardNo}/index.html`, new TextEncoder().encode(post.contentHtml));
      for (const key of written[i]!.imageKeys) zip.add(`posts/${post.boardNo}/${path.basename(key)}`, await ctx.files.read(key), false);
    }
    await zip.close();
    const baseline = { seconds: seconds(started), bytes: fs.statSync(baselinePath).size };

    // The export: the member's request, then the job's function.
    started = performance.now();
    const asked = await requestExport(ctx, author, "ko");
    await buildExport(ctx, asked.exportId!);
    const exportSeconds = seconds(started);
    const [exported] = await ctx.db.select().from(memberExports).where(eq(memberExports.exportId, asked.exportId!));
    if (exported?.status !== "ready" || !exported.fileKey) throw new Error(`the export ended ${exported?.status}`);
    const zipBytes = await ctx.files.read(exported.fileKey);
    let entries = 0;
    let markdownFiles = 0;
    let imageFiles = 0;
    // Counting the entries reads only the directory: the filter unpacks nothing.
    unzipSync(new Uint8Array(zipBytes), {
      filter: (file) => {
        entries++;
        if (file.name.endsWith("/index.md")) markdownFiles++;
        else if (/\/images\//.test(file.name)) imageFiles++;
        return false;
      },
    });

    // The import route refuses an upload past this size before the service sees it; the service
    // is called directly here, so the bench holds the zip to the route's limit itself.
    const fitsUpload = zipBytes.length <= IMPORT_LIMITS.maxUploadBytes;
    if (!fitsUpload) console.log(`the zip is past the import's upload limit of ${mb(IMPORT_LIMITS.maxUploadBytes)}`);

    // The import into member B: the upload's request (checked and kept), then the job's function.
    started = performance.now();
    const requested = await requestImport(ctx, reader, { data: zipBytes, fileName: "nanumteo-export.zip" }, "ko");
    await runImport(ctx, requested.importId!);
    const importSeconds = seconds(started);
    const [imported] = await ctx.db.select().from(memberImports).where(eq(memberImports.importId, requested.importId!));
    if (imported?.status !== "done") throw new Error(`the import ended ${imported?.status}: ${JSON.stringify(imported?.error)}`);
    const report = imported.report as StoredReport;

    // Every post against its draft: the export names each folder <date>-<post number>.
    const draftRows = await ctx.db.select().from(drafts).where(eq(drafts.userNo, reader.userNo));
    const draftByNo = new Map(draftRows.map((d) => [d.draftNo, d]));
    const draftOfPost = new Map<number, (typeof draftRows)[number]>();
    for (const item of report.imported) {
      const boardNo = Number(/-(\d+)\/index\.md$/.exec(item.source)?.[1]);
      const draft = draftByNo.get(item.draftNo);
      if (draft) draftOfPost.set(boardNo, draft);
    }
    const equal = { draft: 0, title: 0, bodyText: 0, tags: 0, date: 0, topic: 0, images: 0 };
    const differences: string[] = [];
    const note = (post: (typeof originals)[number], field: string, ours: unknown, theirs: unknown) => {
      if (differences.length < 10) differences.push(`post ${post.boardNo} ${field}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`);
    };
    for (const post of originals) {
      const draft = draftOfPost.get(post.boardNo);
      if (!draft) {
        note(post, "draft", "a draft", "none");
        continue;
      }
      equal.draft++;
      if (draft.title === post.subject) equal.title++;
      else note(post, "title", post.subject, draft.title);
      const ours = plainText(post.contentHtml);
      const theirs = plainText(draft.content);
      if (ours === theirs) equal.bodyText++;
      else {
        const at = [...ours].findIndex((ch, k) => ch !== [...theirs][k]);
        note(post, "body text", ours.slice(Math.max(0, at - 20), at + 40), theirs.slice(Math.max(0, at - 20), at + 40));
      }
      if (sameList(draft.tags, post.tags)) equal.tags++;
      else note(post, "tags", post.tags, draft.tags);
      const postDate = new Date(post.createdAt).toISOString();
      const draftDate = draft.originalDate ? new Date(draft.originalDate).toISOString() : null;
      if (draftDate === postDate) equal.date++;
      else note(post, "date", postDate, draftDate);
      if (draft.topic === post.topic) equal.topic++;
      else note(post, "topic", post.topic, draft.topic);
      if (imageCount(draft.content) === imageCount(post.contentHtml) && !/src="(?!\/files\/)/.test(draft.content)) equal.images++;
      else note(post, "images", imageCount(post.contentHtml), imageCount(draft.content));
    }
    failed = !fitsUpload || originals.length !== POSTS || Object.values(equal).some((n) => n !== originals.length);

    const sorted = [...characters].sort((x, y) => x - y);
    const result = {
      date: new Date().toISOString(),
      database: bench.kind,
      posts: POSTS,
      written: {
        seconds: writeSeconds,
        htmlBytes,
        textCharacters: { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) },
        jpegBytes,
        storedImageBytes,
        editorUploadSeconds: uploadSeconds,
      },
      baseline,
      export: {
        seconds: exportSeconds,
        bytes: zipBytes.length,
        entries,
        markdownFiles,
        imageFiles,
        ratioToBaselineSeconds: exportSeconds / baseline.seconds,
        ratioToBaselineBytes: zipBytes.length / baseline.bytes,
        withinImportUploadLimit: fitsUpload,
      },
      import: {
        seconds: importSeconds,
        drafts: report.imported.length,
        skipped: report.skipped.length,
        ratioToEditorUploads: importSeconds / uploadSeconds,
      },
      equal,
      differences,
    };
    console.log(
      `posts: ${POSTS} (${result.written.textCharacters.min}–${result.written.textCharacters.max} characters of text, ` +
        `${mb(htmlBytes)} of HTML), photos ${mb(jpegBytes)} as JPEG, ${mb(storedImageBytes)} as stored; written in ${writeSeconds.toFixed(1)} s`,
    );
    console.log(`baseline, fflate zip of the same HTML and images: ${baseline.seconds.toFixed(2)} s, ${mb(baseline.bytes)}`);
    console.log(
      `export: ${exportSeconds.toFixed(2)} s (${result.export.ratioToBaselineSeconds.toFixed(2)}× the baseline), ` +
        `${mb(zipBytes.length)} (${result.export.ratioToBaselineBytes.toFixed(2)}× the baseline), ${entries} entries ` +
        `(${markdownFiles} posts, ${imageFiles} images)`,
    );
    console.log(
      `import into another member: ${importSeconds.toFixed(2)} s (${result.import.ratioToEditorUploads.toFixed(2)}× the ${POSTS} editor ` +
        `uploads of the same photos, ${uploadSeconds.toFixed(1)} s), ${report.imported.length} drafts, ${report.skipped.length} left out`,
    );
    console.log(
      `equal of ${originals.length}: draft ${equal.draft}, title ${equal.title}, body text ${equal.bodyText}, ` +
        `tags ${equal.tags}, date ${equal.date}, topic ${equal.topic}, images ${equal.images}`,
    );
    for (const line of differences) console.log(`  ${line}`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, "export-import.json"), JSON.stringify(result, null, 2));
  } finally {
    await platform.close();
    await bench.close();
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.error("the imported drafts differ from the exported posts");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
