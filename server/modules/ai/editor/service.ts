// The editor helpers and AI feedback (docs/product/ai.md §2, §3). Each helper takes one unit of
// the member's daily "generator" allowance before the engine runs and gives it back when the
// engine fails, so a member pays only for answers received. Related posts and passages come
// from the site's search, fed with the text's own keywords.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { AI_EDITOR_MSG, editorPlainText } from "../../../../core/ai-editor";
import type { AiAllowanceKind } from "../../../../core/ai";
import type { Language } from "../../../../core/i18n";
import { TOPIC_COVER_COLOURS } from "../../../../core/topic-covers";
import { TOPICS } from "../../../../core/topics";
import { stripHtml } from "../../../../core/upload-form";
import type { AppContext } from "../../../context";
import { aiPostFeedback, boards, contentFiles } from "../../../db/schema";
import { AppError, errors } from "../../../lib/errors";
import type { Viewer } from "../../auth/types";
import { searchBoards } from "../../search/service";
import { allowanceLeft, returnAllowance, takeAllowance } from "../allowance";
import { keywordScores } from "../offline/editor";
import { termsBySentence } from "../offline/korean";
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

/** The text's strongest keywords (offline TextRank, no statistics needed). */
async function topTerms(text: string, count: number): Promise<string[]> {
  const scores = keywordScores(await termsBySentence(text.slice(0, 5_000)));
  return [...scores]
    .filter(([term]) => [...term].length > 1 && !/^[\d.,]+$/.test(term))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([term]) => term);
}

/** Published posts matching the text's keywords: both top keywords first, then each alone. */
async function relatedOf(ctx: AppContext, text: string): Promise<Passage[]> {
  const terms = await topTerms(text, 3);
  const queries = terms.length >= 2 ? [`${terms[0]} ${terms[1]}`, ...terms] : terms;
  const found = new Map<number, Passage>();
  for (const query of queries) {
    if (found.size >= RELATED_COUNT) break;
    const page = await searchBoards(ctx.db, { searchKey: query, searchType: "all", page: 1, size: RELATED_COUNT }).catch(() => null);
    for (const item of page?.items ?? []) {
      if (found.size >= RELATED_COUNT || found.has(item.boardNo)) continue;
      found.set(item.boardNo, {
        n: found.size + 1,
        boardNo: item.boardNo,
        url: `/d/${item.permaLink}`,
        title: item.subject,
        text: item.matchText || item.excerpt,
        score: RELATED_COUNT - found.size,
      });
    }
  }
  return [...found.values()];
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

export async function generateTags(ctx: AppContext, member: Viewer, body: string, options: AiCallOptions): Promise<GeneratedTags> {
  const text = textOf(body);
  return onAllowance(ctx, member.userNo, "generator", manyRequest(), async () => {
    const { value, engine } = await ctx.ai.tags({ body: text }, options);
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
    const related = relatedPosts(await relatedOf(ctx, text));
    const { value, engine } = await ctx.ai.enrichment({ body: text, related }, options);
    return { generatedText: value.suggestion || value.keyPoints.join("\n"), enrichment: value, engine };
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
    const passages = await relatedOf(ctx, text);
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
      const passages = await relatedOf(ctx, text);
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

const coverKey = (topic: string) => `covers/${topic}.webp`;

/** A topic's cover as an image (16:9, the card's gradient), written once to the file store. */
async function ensureCover(ctx: AppContext, topic: string): Promise<string> {
  const key = coverKey(topic);
  if (!(await ctx.files.exists(key))) {
    const [from, to] = TOPIC_COVER_COLOURS[topic] ?? TOPIC_COVER_COLOURS.others!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>
<circle cx="1020" cy="120" r="260" fill="#ffffff" fill-opacity="0.10"/>
<circle cx="160" cy="600" r="200" fill="#ffffff" fill-opacity="0.08"/>
</svg>`;
    const data = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
    await ctx.files.put(key, data, "image/webp");
  }
  return ctx.files.urlOf(key);
}

/** Images the member may use: the site's topic covers and their own uploads, newest first. */
export async function freeImages(ctx: AppContext, member: Viewer): Promise<{ items: FreeImage[] }> {
  const covers: FreeImage[] = [];
  for (const topic of TOPICS) covers.push({ url: await ensureCover(ctx, topic.key), label: topic.key, kind: "cover" });
  const own = await ctx.db
    .select({ key: contentFiles.fileKey, name: contentFiles.originalName })
    .from(contentFiles)
    .where(and(eq(contentFiles.userNo, member.userNo), isNull(contentFiles.removedAt)))
    .orderBy(desc(contentFiles.createdAt))
    .limit(OWN_IMAGES);
  const uploads: FreeImage[] = own.map((f) => ({ url: ctx.files.urlOf(f.key), label: f.name, kind: "upload" }));
  return { items: [...covers, ...uploads] };
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
