// The editor helpers and AI feedback (docs/product/ai.md §2, §3). Each helper takes one unit of
// the member's daily "generator" allowance before the engine runs and gives it back when the
// engine fails, so a member pays only for answers received. Related posts and passages come
// from the site's search, fed with the text's own keywords.
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import { AI_EDITOR_MSG, editorPlainText } from "../../../../core/ai-editor";
import type { AiAllowanceKind } from "../../../../core/ai";
import type { Language } from "../../../../core/i18n";
import { TOPIC_COVER_COLOURS } from "../../../../core/topic-covers";
import { TOPICS, topicLabel } from "../../../../core/topics";
import { stripHtml } from "../../../../core/upload-form";
import type { AppContext } from "../../../context";
import { aiPostFeedback, boards, contentFiles, users } from "../../../db/schema";
import { AppError, errors } from "../../../lib/errors";
import type { Viewer } from "../../auth/types";
import { visible } from "../../boards/service";
import { allowanceLeft, returnAllowance, takeAllowance } from "../allowance";
import type { PassageLimits } from "../howl/passages";
import { retrieveByTerms } from "../howl/retrieve";
import { analyseText, rankKeywords } from "../offline/keywords";
import type { AiCallOptions, Passage, RelatedPost } from "../provider";
import type {
  FeedbackView,
  FreeImage,
  GeneratedBase,
  GeneratedContinuation,
  GeneratedEnrichment,
  GeneratedTags,
  GeneratorState,
} from "./types";

/** Related posts of the enrichment, passages of the continuation. */
const RELATED_COUNT = 5;
/** The member's own uploads shown in the free-image collection. */
const OWN_IMAGES = 24;

/** The text of the body (editor HTML or plain text), refused when empty. */
function textOf(body: string): string {
  const text = editorPlainText(body, stripHtml);
  if (!text.trim()) throw errors.unprocessable(AI_EDITOR_MSG.emptyBody, "AI_BODY_EMPTY");
  return text;
}

/**
 * Runs an AI call on one unit of today's allowance: refused with `refusal` when none is left,
 * the unit given back when the call fails.
 */
async function onAllowance<T>(
  ctx: AppContext,
  userNo: number,
  kind: AiAllowanceKind,
  refusal: AppError,
  call: () => Promise<T>,
): Promise<T & { remain: number }> {
  const taken = await takeAllowance(ctx.db, userNo, kind);
  if (!taken.taken) throw refusal;
  try {
    return { ...(await call()), remain: taken.remain };
  } catch (error) {
    await returnAllowance(ctx.db, userNo, kind);
    if (error instanceof AppError) throw error;
    ctx.logger.warn({ err: error, kind }, "AI call failed");
    throw errors.unavailable(AI_EDITOR_MSG.failed, "AI_FAILED");
  }
}

const manyRequest = () => errors.tooManyRequests(AI_EDITOR_MSG.manyRequest, "AI_MANY_REQUEST");

/** Keywords of a text searched for its related passages (the strongest first). */
const RELATED_TERMS = 4;

/** The text's strongest keywords (offline, no site statistics needed). */
async function topTerms(text: string, count: number): Promise<string[]> {
  const { sentences } = await analyseText(text.slice(0, 5_000));
  return rankKeywords(sentences, { total: 0, df: new Map() })
    .filter((k) => [...k.term].length > 1)
    .slice(0, count)
    .map((k) => k.written);
}

/**
 * The editor's passages: one per post, on part of the subject as well as all of it (the
 * member looks for what others add, not for an answer holding every word).
 */
const RELATED_LIMITS: PassageLimits = { minCoverage: 0.2, maxQuoted: 8, maxPerPost: 1, relativeScore: 0.1 };

/**
 * Passages of published posts on the text's subject, found the way 하울 finds an answer's
 * (retrieve.ts): the text's keywords are the question. With `toward` (the text's last lines,
 * for the continuation) the passages on its keywords come first. Passages the text already
 * holds are left out.
 */
async function relatedOf(ctx: AppContext, text: string, toward?: string): Promise<Passage[]> {
  const whole = await topTerms(text, RELATED_TERMS);
  const searches = toward ? [[...new Set([...(await topTerms(toward, 2)), whole[0]!].filter(Boolean))], whole] : [whole];
  const seen = new Set<number>();
  const out: Passage[] = [];
  for (const terms of searches) {
    if (!terms.length) continue;
    const { passages } = await retrieveByTerms(ctx.db, terms, RELATED_LIMITS).catch(() => ({ passages: [] as Passage[] }));
    for (const passage of passages) {
      if (out.length === RELATED_COUNT) break;
      if (seen.has(passage.boardNo) || text.includes(passage.text.slice(0, 40))) continue;
      seen.add(passage.boardNo);
      out.push({ ...passage, n: out.length + 1 });
    }
  }
  return out;
}

/** The last paragraph of a text (with the one before when it is a mere line): where a continuation picks up. */
function endOf(text: string): string {
  const lines = text.split(/\n+/).filter((l) => l.trim());
  let out = "";
  for (let i = lines.length - 1; i >= 0 && out.length < 20; i--) out = `${lines[i]}\n${out}`;
  return out;
}

const relatedPosts = (passages: Passage[]): RelatedPost[] => passages.map(({ boardNo, url, title }) => ({ boardNo, url, title }));

export async function generatorState(ctx: AppContext, member: Viewer): Promise<GeneratorState> {
  return {
    generator: await allowanceLeft(ctx.db, member.userNo, "generator"),
    feedback: await allowanceLeft(ctx.db, member.userNo, "feedback"),
    engine: ctx.ai.kind,
  };
}

export async function generateTitle(ctx: AppContext, member: Viewer, body: string, options: AiCallOptions): Promise<GeneratedBase> {
  const text = textOf(body);
  return onAllowance(ctx, member.userNo, "generator", manyRequest(), async () => {
    const { value, engine } = await ctx.ai.title({ body: text }, options);
    return { generatedText: value, engine };
  });
}

export async function generateTags(
  ctx: AppContext,
  member: Viewer,
  body: string,
  options: AiCallOptions,
  subject?: string,
): Promise<GeneratedTags> {
  const text = textOf(body);
  return onAllowance(ctx, member.userNo, "generator", manyRequest(), async () => {
    const { value, engine } = await ctx.ai.tags({ body: text, ...(subject?.trim() ? { subject: subject.trim() } : {}) }, options);
    return { generatedText: value.join(", "), tags: value, engine };
  });
}

export async function generateEnrichment(
  ctx: AppContext,
  member: Viewer,
  body: string,
  options: AiCallOptions,
): Promise<GeneratedEnrichment> {
  const text = textOf(body);
  return onAllowance(ctx, member.userNo, "generator", manyRequest(), async () => {
    const passages = await relatedOf(ctx, text);
    const { value, engine } = await ctx.ai.enrichment({ body: text, related: relatedPosts(passages), passages }, options);
    return { generatedText: value.suggestion || value.additions.map((a) => a.passage.text).join("\n"), enrichment: value, engine };
  });
}

export async function generateContinuation(
  ctx: AppContext,
  member: Viewer,
  body: string,
  options: AiCallOptions,
): Promise<GeneratedContinuation> {
  const text = textOf(body);
  return onAllowance(ctx, member.userNo, "generator", manyRequest(), async () => {
    const passages = await relatedOf(ctx, text, endOf(text));
    const { value, engine } = await ctx.ai.continuation({ body: text, related: passages }, options);
    return { generatedText: value.text, related: value.related, engine };
  });
}

/**
 * The typed continuation: refused (empty text, no allowance) before anything is sent; then a
 * run that streams the model's text through the options and gives the unit back on failure.
 */
export async function startContinuation(
  ctx: AppContext,
  member: Viewer,
  body: string,
): Promise<(options: AiCallOptions) => Promise<GeneratedContinuation>> {
  const text = textOf(body);
  const taken = await takeAllowance(ctx.db, member.userNo, "generator");
  if (!taken.taken) throw manyRequest();
  return async (options) => {
    try {
      const passages = await relatedOf(ctx, text, endOf(text));
      const { value, engine } = await ctx.ai.continuation({ body: text, related: passages }, options);
      return { generatedText: value.text, related: value.related, engine, remain: taken.remain };
    } catch (error) {
      await returnAllowance(ctx.db, member.userNo, "generator");
      ctx.logger.warn({ err: error }, "AI continuation failed");
      throw error;
    }
  };
}

// ── Free images ──────────────────────────────────────────────────────────────

/** Covers are drawn once per version of their artwork (a new version draws them again). */
const COVER_VERSION = 2;
const coverKey = (topic: string) => `covers/v${COVER_VERSION}/${topic}.webp`;
/** Images of the site staff's published posts offered for reuse. */
const SITE_IMAGES = 12;

/** Each topic's motif, drawn in white over its gradient (1200×675). */
const COVER_MOTIFS: Record<string, string> = {
  economy: `<g fill="#fff" fill-opacity="0.85"><rect x="700" y="380" width="70" height="170" rx="8"/><rect x="800" y="300" width="70" height="250" rx="8"/><rect x="900" y="220" width="70" height="330" rx="8"/><rect x="1000" y="140" width="70" height="410" rx="8"/></g><polyline points="690,330 790,260 890,200 990,110 1090,60" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  technology: `<g fill="none" stroke="#fff" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9"><polyline points="780,200 680,320 780,440"/><polyline points="1000,200 1100,320 1000,440"/><line x1="930" y1="170" x2="850" y2="470"/></g>`,
  culture: `<g fill="none" stroke="#fff" stroke-width="14" stroke-opacity="0.9"><rect x="690" y="120" width="400" height="320" rx="12"/></g><circle cx="800" cy="220" r="40" fill="#fff" fill-opacity="0.9"/><polygon points="700,430 860,260 980,380 1040,320 1080,430" fill="#fff" fill-opacity="0.8"/>`,
  employment: `<g fill="#fff" fill-opacity="0.9"><rect x="700" y="230" width="380" height="260" rx="24"/></g><rect x="820" y="170" width="140" height="80" rx="18" fill="none" stroke="#fff" stroke-width="16"/><rect x="700" y="320" width="380" height="16" fill="#000" fill-opacity="0.15"/>`,
  health: `<path d="M890 470 C 700 350 680 200 790 170 C 850 155 885 200 890 230 C 895 200 930 155 990 170 C 1100 200 1080 350 890 470 Z" fill="#fff" fill-opacity="0.9"/><polyline points="640,320 760,320 800,250 850,400 900,290 940,320 1140,320" fill="none" stroke="#fff" stroke-width="12" stroke-linejoin="round" stroke-opacity="0.7"/>`,
  cooking: `<path d="M680 300 H1100 A210 190 0 0 1 680 300 Z" fill="#fff" fill-opacity="0.9"/><g fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-opacity="0.8"><path d="M800 260 C 770 220 830 190 800 140"/><path d="M890 260 C 860 220 920 190 890 140"/><path d="M980 260 C 950 220 1010 190 980 140"/></g>`,
  travel: `<circle cx="1020" cy="170" r="70" fill="#fff" fill-opacity="0.9"/><polygon points="620,560 820,280 960,460 1040,380 1200,560" fill="#fff" fill-opacity="0.85"/><path d="M640 200 Q 800 80 960 150" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="20 16" stroke-opacity="0.8"/>`,
  language: `<g fill="#fff"><rect x="660" y="140" width="300" height="180" rx="40" fill-opacity="0.9"/><polygon points="720,310 700,380 780,315" fill-opacity="0.9"/><rect x="860" y="290" width="280" height="170" rx="40" fill-opacity="0.6"/><polygon points="1080,450 1100,520 1030,455" fill-opacity="0.6"/></g><text x="810" y="260" font-family="NanumGothic, sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#000" fill-opacity="0.35">가</text><text x="1000" y="410" font-family="sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#000" fill-opacity="0.3">A</text>`,
  others: `<g fill="#fff" fill-opacity="0.9"><rect x="700" y="160" width="90" height="340" rx="10"/><rect x="810" y="200" width="90" height="300" rx="10" fill-opacity="0.75"/><rect x="920" y="130" width="90" height="370" rx="10"/><rect x="1030" y="230" width="90" height="270" rx="10" fill-opacity="0.75"/></g>`,
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A topic's cover as an image (16:9): its gradient, its motif and its name, written once to the file store. */
async function ensureCover(ctx: AppContext, topic: string): Promise<string> {
  const key = coverKey(topic);
  if (!(await ctx.files.exists(key))) {
    const [from, to] = TOPIC_COVER_COLOURS[topic] ?? TOPIC_COVER_COLOURS.others!;
    const name = escapeXml(topicLabel(topic)?.ko ?? topic);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<circle cx="160" cy="600" r="220" fill="#ffffff" fill-opacity="0.08"/>
${COVER_MOTIFS[topic] ?? COVER_MOTIFS.others}
<text x="72" y="170" font-family="NanumGothic, 'Noto Sans CJK KR', sans-serif" font-size="120" font-weight="800" fill="#ffffff">${name}</text>
</svg>`;
    const data = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
    await ctx.files.put(key, data, "image/webp");
  }
  return ctx.files.urlOf(key);
}

/**
 * Images the member may use: the site's topic covers, images of posts the site's staff published
 * (the site's own, free to reuse on it), and the member's own uploads, newest first.
 */
export async function freeImages(ctx: AppContext, member: Viewer): Promise<{ items: FreeImage[] }> {
  const covers: FreeImage[] = [];
  for (const topic of TOPICS) covers.push({ url: await ensureCover(ctx, topic.key), label: topic.key, kind: "cover" });
  const staffImages = await ctx.db
    .select({ key: contentFiles.fileKey, subject: boards.subject })
    .from(contentFiles)
    .innerJoin(boards, eq(boards.boardNo, contentFiles.boardNo))
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(
      and(inArray(users.role, ["admin", "moderator"]), visible, isNull(contentFiles.removedAt), ne(contentFiles.userNo, member.userNo)),
    )
    .orderBy(desc(contentFiles.createdAt))
    .limit(SITE_IMAGES);
  const site: FreeImage[] = staffImages.map((f) => ({ url: ctx.files.urlOf(f.key), label: f.subject, kind: "site" }));
  const own = await ctx.db
    .select({ key: contentFiles.fileKey, name: contentFiles.originalName })
    .from(contentFiles)
    .where(and(eq(contentFiles.userNo, member.userNo), isNull(contentFiles.removedAt)))
    .orderBy(desc(contentFiles.createdAt))
    .limit(OWN_IMAGES);
  const uploads: FreeImage[] = own.map((f) => ({ url: ctx.files.urlOf(f.key), label: f.name, kind: "upload" }));
  return { items: [...covers, ...site, ...uploads] };
}

// ── AI feedback ──────────────────────────────────────────────────────────────

/** The member's own live post, or a refusal (someone else's post says nothing about it). */
async function ownPost(ctx: AppContext, member: Viewer, boardNo: number) {
  const [post] = await ctx.db
    .select({ boardNo: boards.boardNo, userNo: boards.userNo, subject: boards.subject, text: boards.contentText })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .limit(1);
  if (!post) throw errors.notFound(undefined, "BOARD_NOT_FOUND");
  if (post.userNo !== member.userNo) throw errors.forbidden(AI_EDITOR_MSG.notYourPost, "NOT_YOUR_POST");
  return post;
}

export async function postFeedback(ctx: AppContext, member: Viewer, boardNo: number): Promise<FeedbackView> {
  await ownPost(ctx, member, boardNo);
  const [row] = await ctx.db.select().from(aiPostFeedback).where(eq(aiPostFeedback.boardNo, boardNo)).limit(1);
  const { remain } = await allowanceLeft(ctx.db, member.userNo, "feedback");
  if (!row) return { boardNo, state: "none", keyPoints: [], advice: [], engine: null, updatedAt: null, contentsFeedback: { remain } };
  return {
    boardNo,
    state: row.state as FeedbackView["state"],
    keyPoints: row.keyPoints,
    advice: row.advice as FeedbackView["advice"],
    engine: row.engine as FeedbackView["engine"],
    updatedAt: row.updatedAt.toISOString(),
    contentsFeedback: { remain },
  };
}

/**
 * A new review of the member's post: key points and sentence advice of its text, stored for
 * the author (one "feedback" unit; refused with 'AI 피드백을 받을 수 없습니다.' when none is left).
 */
export async function reviewPost(ctx: AppContext, member: Viewer, boardNo: number, language: Language): Promise<FeedbackView> {
  const post = await ownPost(ctx, member, boardNo);
  const refused = errors.tooManyRequests(AI_EDITOR_MSG.feedbackRefused, "AI_FEEDBACK_REFUSED");
  await onAllowance(ctx, member.userNo, "feedback", refused, async () => {
    const text = `${post.subject}\n${post.text}`.slice(0, 20_000);
    const { value, engine } = await ctx.ai.enrichment({ body: text, related: [] }, { language });
    const values = { keyPoints: value.keyPoints, advice: value.advice, engine, state: "ready", updatedAt: new Date() };
    await ctx.db
      .insert(aiPostFeedback)
      .values({ boardNo, userNo: member.userNo, useFeedback: true, reviews: 1, ...values })
      .onConflictDoUpdate({ target: aiPostFeedback.boardNo, set: { ...values, reviews: sql`${aiPostFeedback.reviews} + 1` } });
    return {};
  });
  return postFeedback(ctx, member, boardNo);
}
