// The AI briefing (docs/product/ai.md §6): an uploaded document becomes a summary post that its
// author reviews and publishes (decision 0182).
//
// Upload (one transaction): the day's allowance taken, the original stored, a document post
// created unpublished (publishing = true, out of every list) with its document row, and the
// briefing job queued. The job runs the document conversion (documents/convert.ts), summarises
// the text by section (ctx.ai.summary) and, in one transaction, makes the draft: the summary as
// the post's text, a title from the document's own title or first heading, a suggested topic
// and tags, the document's pages, status "review", and the member's notification linking to the
// review form. Nothing is public and no follower hears of it until the member publishes
// (documents/briefing-draft.ts). A failure removes everything the briefing made (post, document, files), gives
// the allowance back and tells the member; a retried job finds the document no longer
// processing and does nothing, so a briefing never makes two drafts.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, arrayOverlaps, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { AI_ALLOWANCE, AI_BRIEFING_TEXT } from "../../../../core/ai";
import { DOCUMENT_CONTENT_TYPES } from "../../../../core/documents";
import { sanitizeFileName } from "../../../../core/files";
import { say, type Language } from "../../../../core/i18n";
import { isTopicKey, type TopicKey } from "../../../../core/topics";
import { stripHtml } from "../../../../core/upload-form";
import { checkTagList } from "../../../../core/writing";
import { enqueue, type AppContext } from "../../../context";
import { boards, documents } from "../../../db/schema";
import type { Executor } from "../../../db/client";
import { rows } from "../../../db/rows";
import { withTransaction } from "../../../db/transaction";
import { emit } from "../../../events/bus";
import type { JobDefinition } from "../../../jobs/queue";
import { errors } from "../../../lib/errors";
import { sanitizePostHtml } from "../../../lib/rich-text";
import { newStorageKey } from "../../../lib/storage";
import type { Viewer } from "../../auth/types";
import { createBoard, getBoardByNo, updateBoard } from "../../boards/service";
import { beginAttempt, convert, discardAttempt, failureOf, storeConversion, type PageResult } from "../../documents/convert";
import { decodeEntities, escapeHtml } from "../../documents/html";
import { inspectUpload } from "../../documents/inspect";
import { sofficeFor, type UploadedFile } from "../../documents/service";
import { returnAllowance, takeAllowance } from "../allowance";
import type { AiEngine, DocSection, Summary } from "../provider";

export const AI_BRIEFING_JOB = "ai.briefing";

export interface BriefingJobData {
  boardNo: number;
  userNo: number;
  /** When the allowance was taken (it is given back on that Seoul day). */
  takenAt: string;
  /** The member's language when they asked: the labels of the post are written in it. */
  language: Language;
}

export interface BriefingQueued {
  boardNo: number;
  status: "queued";
}

/** The topic of a briefing when nothing on the site says better (docs/decisions/0148). */
export const BRIEFING_DEFAULT_TOPIC: TopicKey = "others";

/** The file name without its extension, as the title the document arrives with. */
export const titleFromFileName = (fileName: string) =>
  sanitizeFileName(fileName)
    .replace(/\.[^.]+$/, "")
    .replace(/[_]+/g, " ")
    .trim();

/**
 * POST /api/ai/content/document: checks the file by its content (the document posts' checks),
 * takes a unit of the day's allowance and queues the briefing. Nothing stays when it fails.
 */
export async function requestBriefing(
  ctx: AppContext,
  viewer: Viewer,
  file: UploadedFile | null,
  language: Language,
): Promise<BriefingQueued> {
  if (!file) throw errors.badRequest(AI_BRIEFING_TEXT.noFile, "FILE_REQUIRED");
  const inspected = await inspectUpload(file.data, file.fileName, { soffice: sofficeFor(ctx) !== null });
  const takenAt = new Date();
  const originalKey = newStorageKey("originals", inspected.kind);
  await ctx.files.put(originalKey, file.data, DOCUMENT_CONTENT_TYPES[inspected.kind]);
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const allowance = await takeAllowance(tx, viewer.userNo, "briefing", takenAt);
      if (!allowance.taken)
        throw errors.tooManyRequests(
          {
            ko: say(AI_BRIEFING_TEXT.allowanceUsed, "ko", { limit: AI_ALLOWANCE.briefing }),
            en: say(AI_BRIEFING_TEXT.allowanceUsed, "en", { limit: AI_ALLOWANCE.briefing }),
          },
          "AI_ALLOWANCE_USED",
        );
      const board = await createBoard(tx, {
        userNo: viewer.userNo,
        boardType: "updDocs",
        topic: BRIEFING_DEFAULT_TOPIC,
        subject: titleFromFileName(file.fileName) || say(AI_BRIEFING_TEXT.label, language),
        contentHtml: "",
        tags: [],
        bfSize: file.data.length,
        publishing: true,
      });
      await tx.insert(documents).values({
        boardNo: board.boardNo,
        userNo: viewer.userNo,
        kind: inspected.kind,
        originalKey,
        originalName: sanitizeFileName(file.fileName),
        sizeBytes: file.data.length,
        sha256: crypto.createHash("sha256").update(file.data).digest("hex"),
        allowDownload: false,
        status: "processing",
        pageCount: inspected.pageCount ?? 0,
      });
      await enqueue<BriefingJobData>(ctx, tx, AI_BRIEFING_JOB, {
        boardNo: board.boardNo,
        userNo: viewer.userNo,
        takenAt: takenAt.toISOString(),
        language,
      });
      return { boardNo: board.boardNo, status: "queued" as const };
    });
  } catch (error) {
    await ctx.files.remove(originalKey).catch(() => undefined);
    throw error;
  }
}

const HEADING = /<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/gi;
/** A Markdown heading line in extracted text ("# 예산 계획"): a heading, never a stray '#' in a sentence. */
const MARKDOWN_HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const textOf = (html: string) => decodeEntities(stripHtml(html.replace(/<\/(p|li|h[1-6]|div|tr)>|<br\s*\/?>/gi, "\n"))).trim();

/**
 * The document's text by section: where a page is a text view with headings (DOCX, HWPX), each
 * heading starts a section; other pages (PDF page images, slides) are sections without a
 * heading, which the summary gathers into groups of pages.
 */
export function sectionsOf(pages: Pick<PageResult, "pageNo" | "text" | "html">[]): DocSection[] {
  const out: DocSection[] = [];
  for (const page of pages) {
    const html = page.html ?? "";
    const headings = [...html.matchAll(HEADING)];
    if (headings.length === 0) {
      out.push(...markdownSections(page.text, page.pageNo));
      continue;
    }
    const before = textOf(html.slice(0, headings[0]!.index));
    if (before) out.push({ heading: null, text: before, page: page.pageNo });
    headings.forEach((match, i) => {
      const end = i + 1 < headings.length ? headings[i + 1]!.index : html.length;
      out.push({ heading: textOf(match[2]!) || null, text: textOf(html.slice(match.index + match[0].length, end)), page: page.pageNo });
    });
  }
  return out;
}

/** A page's text cut at its Markdown heading lines (text exported from note apps keeps them). */
function markdownSections(text: string, page: number): DocSection[] {
  if (!text.split("\n").some((line) => MARKDOWN_HEADING.test(line))) return [{ heading: null, text, page }];
  const out: DocSection[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const body = lines.join("\n").trim();
    if (body || heading) out.push({ heading, text: body, page });
    lines = [];
  };
  for (const line of text.split("\n")) {
    const match = MARKDOWN_HEADING.exec(line);
    if (match) {
      flush();
      heading = match[1]!.trim();
    } else lines.push(line.replace(/^\s{0,3}(?:[*-]|>)\s+(?=\p{L})/u, ""));
  }
  flush();
  return out;
}

/** Page furniture at the start of a line: "1쪽", "- 3 -", "2 / 10", "Page 4". */
const PAGE_MARK = /^\s*(?:-\s*\d+\s*-|\d+\s*\/\s*\d+|\d+\s*쪽|page\s*\d+|p\.\s*\d+)\s*/i;
const TITLE_MAX = 60;

/**
 * The document's own title (docs/decisions/0182): its first heading, else the first line of its
 * first page when that reads as a title (short, not a sentence), else "" — the summary then
 * picks its key sentence. The file name is never the title: "budget.pdf" says little.
 */
export function documentTitle(sections: DocSection[]): string {
  const tidy = (s: string) => s.replace(PAGE_MARK, "").replace(/\s+/g, " ").trim();
  const fits = (s: string) => [...s].length >= 2 && [...s].length <= TITLE_MAX && /\p{L}{2,}/u.test(s);
  for (const section of sections.slice(0, 6)) {
    if (section.heading && fits(tidy(section.heading))) return tidy(section.heading);
  }
  const firstLine = sections
    .flatMap((s) => s.text.split("\n"))
    .map(tidy)
    .find((line) => line.length > 0);
  // A sentence ends in a stop ("…다.", "...") or runs long; a title does neither.
  if (firstLine && fits(firstLine) && !/[.!?。]$/.test(firstLine) && firstLine.split(" ").length <= 12) return firstLine;
  return "";
}

const ENGINE_NOTE: Record<AiEngine, keyof typeof AI_BRIEFING_TEXT> = {
  offline: "engineOffline",
  model: "engineModel",
  fallback: "engineFallback",
};

/** The post's text: the label and engine, then each section's heading and key sentences; sanitized like any post. */
export function briefingHtml(summary: Summary, engine: AiEngine, language: Language, publicUrl: string): string {
  const parts = [
    `<p><strong>${escapeHtml(say(AI_BRIEFING_TEXT.label, language))}</strong> · ${escapeHtml(say(AI_BRIEFING_TEXT[ENGINE_NOTE[engine]], language))}</p>`,
  ];
  for (const section of summary.sections) {
    parts.push(`<h3>${escapeHtml(section.heading)}</h3>`);
    parts.push(`<ul>${section.sentences.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ul>`);
  }
  return sanitizePostHtml(parts.join(""), publicUrl);
}

/** Tags of the summary that the editor's tag rule accepts (length, characters, count). */
export function briefingTags(tags: string[]): string[] {
  const kept: string[] = [];
  for (const tag of tags) {
    const checked = checkTagList([...kept, tag]);
    if (checked.ok) kept.splice(0, kept.length, ...checked.tags);
  }
  return kept;
}

/** Smoothing of the topic scores: a topic of three posts is not sure of anything. */
const TOPIC_PRIOR_POSTS = 5;

/**
 * The topic the site's own classification suggests for the briefing's keywords: for each topic,
 * how many of its published posts use each keyword (the term statistics of the offline AI),
 * over the topic's size — a small topic is not outvoted by a large one merely for being small,
 * nor a large one chosen merely for being large. Without term statistics, the topic most posts
 * sharing a tag have; the default topic when nothing matches.
 */
export async function inferTopic(db: Executor, tags: string[], boardNo: number): Promise<TopicKey> {
  if (tags.length === 0) return BRIEFING_DEFAULT_TOPIC;
  const terms = sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  );
  const scored = rows<{ topic: string; n: number; size: number }>(
    await db.execute(sql`
      with matches as (
        select b.topic, count(*)::int as n
        from ai_term_stats s join boards b on b.board_no = s.board_no
        where s.term in (${terms}) and b.deleted_at is null and b.publishing = false and b.blind_yn = 'N' and b.board_no <> ${boardNo}
        group by b.topic
      ), sizes as (
        select topic, count(*)::int as size from boards where deleted_at is null and publishing = false and blind_yn = 'N' group by topic
      )
      select m.topic, m.n, s.size from matches m join sizes s using (topic)`),
  )
    .map((r) => ({ topic: r.topic, score: Number(r.n) / (Number(r.size) + TOPIC_PRIOR_POSTS) }))
    .sort((a, b) => b.score - a.score || a.topic.localeCompare(b.topic));
  const best = scored[0]?.topic;
  if (best && isTopicKey(best)) return best;
  const [shared] = await db
    .select({ topic: boards.topic, n: sql<number>`count(*)::int` })
    .from(boards)
    .where(and(arrayOverlaps(boards.tags, tags), isNull(boards.deletedAt), eq(boards.publishing, false), ne(boards.boardNo, boardNo)))
    .groupBy(boards.topic)
    .orderBy(desc(sql`count(*)`), boards.topic)
    .limit(1);
  return shared?.topic && isTopicKey(shared.topic) ? shared.topic : BRIEFING_DEFAULT_TOPIC;
}

class NothingToSummarise extends Error {}

/**
 * Removes every trace of a briefing that did not publish, in one transaction: the post (its
 * document and page rows follow by cascade), the allowance unit given back, the member told.
 * The original file goes after the commit. False when the briefing was no longer processing.
 */
async function discardBriefing(
  ctx: AppContext,
  job: BriefingJobData,
  originalKey: string,
  failure: { fileName: string; reason: string },
): Promise<boolean> {
  const { boardNo, userNo } = job;
  const removed = await withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.boardNo, boardNo)).for("update");
    if (!current || current.status !== "processing") return false;
    // The post never was public: it goes whole rather than being marked deleted.
    await tx.delete(boards).where(eq(boards.boardNo, boardNo));
    await emit({ tx }, "post.removed", { boardNo });
    await returnAllowance(tx, userNo, "briefing", new Date(job.takenAt));
    await emit({ ctx, tx }, "briefing.failed", { boardNo, userNo, ...failure });
    return true;
  });
  if (removed) await ctx.files.remove(originalKey).catch(() => undefined);
  return removed;
}

/** The briefing job: convert, summarise, make the draft (see the top of the file). Safe to run twice. */
export async function runBriefing(ctx: AppContext, job: BriefingJobData): Promise<void> {
  const { boardNo } = job;
  const [row] = await ctx.db.select().from(documents).where(eq(documents.boardNo, boardNo)).limit(1);
  if (!row || row.status !== "processing") return;
  const board = await getBoardByNo(ctx.db, boardNo);
  if (!board) return;
  const prefix = await beginAttempt(ctx, row);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-briefing-"));
  const started = Date.now();
  try {
    const result = await convert(ctx, row, workDir, prefix);
    const converted = Date.now();
    const sections = sectionsOf(result.pages);
    const summary = await ctx.ai.summary({ title: documentTitle(sections), sections }, { language: job.language });
    if (summary.value.sections.length === 0) throw new NothingToSummarise();
    const tags = briefingTags(summary.value.tags);
    const contentHtml = briefingHtml(summary.value, summary.engine, job.language, ctx.config.publicUrl);
    const drafted = await withTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.boardNo, boardNo)).for("update");
      if (!current || current.status !== "processing") return false;
      await storeConversion(tx, boardNo, result, prefix);
      // The pages are stored; the post stays out of every list until its author publishes it.
      await tx.update(documents).set({ status: "review" }).where(eq(documents.boardNo, boardNo));
      const subject = summary.value.title;
      await updateBoard(
        tx,
        boardNo,
        {
          topic: await inferTopic(tx, tags, boardNo),
          subject,
          contentHtml,
          tags,
          thumb: result.thumbUrl,
        },
        { userNo: row.userNo },
      );
      await emit({ ctx, tx }, "briefing.ready", { boardNo, userNo: row.userNo, subject, permaLink: board.permaLink });
      return true;
    });
    if (!drafted) {
      await ctx.files.removePrefix(prefix).catch(() => undefined);
      return;
    }
    ctx.logger.info(
      {
        boardNo,
        kind: row.kind,
        engine: summary.engine,
        pages: result.pages.length,
        convertMs: converted - started,
        summaryMs: Date.now() - converted,
      },
      "AI briefing drafted",
    );
  } catch (error) {
    await discardAttempt(ctx, boardNo, prefix);
    const reason = error instanceof NothingToSummarise ? AI_BRIEFING_TEXT.nothingToSummarise : null;
    ctx.logger.warn({ boardNo, kind: row.kind, code: reason ? "nothing" : failureOf(error).code, err: error }, "AI briefing failed");
    await discardBriefing(ctx, job, row.originalKey, {
      fileName: row.originalName,
      reason: reason ? say(reason, "ko") : failureOf(error).reason,
    });
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

export function briefingJob(ctx: AppContext): JobDefinition<BriefingJobData> {
  return {
    name: AI_BRIEFING_JOB,
    async handler(jobs) {
      for (const job of jobs) await runBriefing(ctx, job.data);
    },
    // Like the document conversion: one at a time per worker; a crashed worker's job is retried after expiry.
    work: { batchSize: 1 },
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 30 * 60 },
  };
}
