// The conversion job (pg-boss "documents.convert"): turns a stored original into what the
// viewer shows, then publishes the post or marks it failed — never anything in between.
//
//   PDF                       pdf.js renders pages → page images, text layers, thumbnail
//   DOC/DOCX/PPT/PPTX + LO    LibreOffice → PDF → the same
//   DOCX/PPTX without LO      text view: mammoth (DOCX) or the slides' XML (PPTX)
//   HWPX / HWP                text view: the sections' XML / @ohah/hwpjs (LibreOffice reads neither)
//
// Success (one transaction): page rows, document ready, post published (publishing = false,
// first page as thumbnail unless the author chose one, the document's text on the post for
// lists and search), and a DOCUMENT_PUBLISHED notification event for the author.
// Failure: files of this attempt removed, document failed with the Korean reason, the post
// stays unpublished (its owner sees the reason with retry and delete), DOCUMENT_FAILED event.
import { postTag } from "../../../core/cache-tags";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { DOC_MSG, DOCUMENT_MAX_PAGES, type DocumentKind } from "../../../core/documents";
import { both, type Localized } from "../../../core/i18n";
import { stripHtml } from "../../../core/upload-form";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { documentPages, documents, type DocumentRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import type { JobDefinition } from "../../jobs/queue";
import { DOCUMENT_PAGES_FOLDER, newStorageKey } from "../../lib/storage";
import { getBoardByNo } from "../boards/service";
import { finishPublishing } from "../boards/publishing";
import { emit } from "../../events/bus";
import { ConversionError, pdfjsRoot, runChild, type ChildLimits, type ConversionFailureCode } from "./child/runner";
import type { ChildMessage, ExtractKind, ExtractedPage } from "./child/protocol";
import { DOCUMENT_CONVERT_JOB, sofficeFor, type DocumentJobData } from "./service";
import { convertToPdf } from "./soffice";

/** Page images are this wide (px): sharp on a phone at 3×, and on desktop at the viewer's width. */
export const PAGE_IMAGE_WIDTH = 1200;
export const THUMB_WIDTH = 480;

const RENDER_LIMITS: ChildLimits = { timeoutMs: 15 * 60_000, idleMs: 90_000, maxRssMb: 1536 };
const EXTRACT_LIMITS: ChildLimits = { timeoutMs: 3 * 60_000, idleMs: 3 * 60_000, maxRssMb: 1536 };

/** What the owner reads when a conversion fails. */
export const FAILURE_REASONS: Record<ConversionFailureCode | "no-converter", Localized> = {
  encrypted: both(DOC_MSG.encrypted),
  corrupted: both(DOC_MSG.corrupted),
  parse: both(DOC_MSG.parsingFailed),
  empty: {
    ko: "문서에서 보여 줄 내용을 찾지 못했습니다. 내용이 있는 파일인지 확인해 주세요.",
    en: "Nothing to show was found in the document. Check that the file has content.",
  },
  "too-many-pages": both(DOC_MSG.tooManyPages, { max: DOCUMENT_MAX_PAGES }),
  timeout: {
    ko: "변환 시간이 너무 오래 걸려 중단했습니다. 파일을 나누거나 PDF로 저장해 다시 올려 주세요.",
    en: "The conversion took too long and was stopped. Split the file or save it as PDF and upload it again.",
  },
  memory: {
    ko: "문서가 너무 복잡해 변환에 필요한 메모리를 넘었습니다. PDF로 저장해 다시 올려 주세요.",
    en: "The document is too complex to convert. Save it as PDF and upload it again.",
  },
  converter: {
    ko: "문서를 PDF로 바꾸지 못했습니다. PDF로 저장해 다시 올려 주세요.",
    en: "The document could not be turned into PDF. Save it as PDF and upload it again.",
  },
  crashed: {
    ko: "변환 중 알 수 없는 오류가 발생했습니다. 다시 시도해 주세요.",
    en: "An unknown error occurred during the conversion. Please try again.",
  },
  "no-converter": {
    ko: "이 서버에서는 이 형식을 변환할 수 없습니다. PDF로 저장해 다시 올려 주세요.",
    en: "This server cannot convert this format. Save it as PDF and upload it again.",
  },
};

/** The reason shown to the owner of a failed conversion, from its stored code (the stored text for older rows). */
export function failureReason(code: string | null, stored: string | null): Localized {
  const known = code ? FAILURE_REASONS[code as keyof typeof FAILURE_REASONS] : undefined;
  return known ?? (stored ? { ko: stored, en: stored } : both(DOC_MSG.generic));
}

export interface PageResult {
  pageNo: number;
  imageKey: string | null;
  textLayerKey: string | null;
  width: number | null;
  height: number | null;
  text: string;
  html: string | null;
}

export interface ConversionResult {
  renderer: "pages" | "html";
  converter: string;
  pages: PageResult[];
  thumbUrl: string | null;
  pagesNote: string | null;
}

const EXTRACTORS: Record<ExtractKind, string> = { docx: "mammoth", pptx: "pptx-xml", hwpx: "hwpx-xml", hwp: "hwpjs" };

/**
 * Renders a PDF into page images. Each page is stored and listed as soon as it is ready, so
 * the post shows its first pages while the rest are still being drawn (the post stays
 * "publishing" and out of lists until all are done).
 */
async function renderPages(
  ctx: AppContext,
  boardNo: number,
  pdf: string,
  workDir: string,
  prefix: string,
): Promise<Omit<ConversionResult, "converter">> {
  const outDir = path.join(workDir, "pages");
  fs.mkdirSync(outDir, { recursive: true });
  const pages: PageResult[] = [];
  let thumbUrl: string | null = null;
  const store = async (message: ChildMessage) => {
    if (message.type === "start") {
      await ctx.db
        .update(documents)
        .set({ pageCount: message.pages, updatedAt: sql`now()` })
        .where(eq(documents.boardNo, boardNo));
      ctx.pageCache.invalidate([postTag(boardNo)]);
    } else if (message.type === "page") {
      const imageKey = `${prefix}/${message.image}`;
      const textLayerKey = `${prefix}/${message.textLayer}`;
      await ctx.files.put(imageKey, fs.readFileSync(path.join(outDir, message.image)), "image/webp");
      await ctx.files.put(textLayerKey, fs.readFileSync(path.join(outDir, message.textLayer)), "application/json");
      const page: PageResult = {
        pageNo: message.pageNo,
        imageKey,
        textLayerKey,
        width: message.width,
        height: message.height,
        text: message.text,
        html: null,
      };
      pages.push(page);
      const { pageNo: _pageNo, ...values } = page;
      await ctx.db
        .insert(documentPages)
        .values({ boardNo, ...page })
        .onConflictDoUpdate({ target: [documentPages.boardNo, documentPages.pageNo], set: values });
      // The post's page shows pages as they come: readers checking back must see this one.
      ctx.pageCache.invalidate([postTag(boardNo)]);
    } else if (message.type === "done") {
      if (message.thumb) {
        const key = `${prefix}/${message.thumb}`;
        thumbUrl = (await ctx.files.put(key, fs.readFileSync(path.join(outDir, message.thumb)), "image/webp")).url;
      }
      if (message.koreanFont === false)
        ctx.logger.warn("no Korean font found: install fonts-nanum, or Korean text in non-embedded fonts renders as boxes");
    }
  };
  await runChild(
    {
      mode: "render-pdf",
      file: pdf,
      outDir,
      pdfjsRoot: pdfjsRoot(),
      width: PAGE_IMAGE_WIDTH,
      thumbWidth: THUMB_WIDTH,
      maxPages: DOCUMENT_MAX_PAGES,
    },
    RENDER_LIMITS,
    store,
  );
  if (pages.length === 0) throw new ConversionError("empty", "no pages rendered");
  return { renderer: "pages", pages, thumbUrl, pagesNote: null };
}

/** Removes what an attempt left: its page rows and its stored files. */
export async function discardAttempt(ctx: AppContext, boardNo: number, prefix: string | null): Promise<void> {
  await ctx.db.delete(documentPages).where(eq(documentPages.boardNo, boardNo));
  if (prefix) await ctx.files.removePrefix(prefix).catch(() => undefined);
}

async function extractText(kind: ExtractKind, file: string, workDir: string): Promise<ConversionResult> {
  const outDir = path.join(workDir, "text");
  fs.mkdirSync(outDir, { recursive: true });
  await runChild({ mode: "extract", kind, file, outDir }, EXTRACT_LIMITS);
  const extracted = JSON.parse(fs.readFileSync(path.join(outDir, "extract.json"), "utf8")) as ExtractedPage[];
  return {
    renderer: "html",
    converter: EXTRACTORS[kind],
    pages: extracted.map((p, i) => ({
      pageNo: i + 1,
      imageKey: null,
      textLayerKey: null,
      width: null,
      height: null,
      text: p.text,
      html: p.html,
    })),
    thumbUrl: null,
    pagesNote: both(DOC_MSG.pagesUnavailable).ko,
  };
}

/** Converts the stored original; page images are stored and listed as they come (see renderPages). */
export async function convert(ctx: AppContext, row: DocumentRow, workDir: string, prefix: string): Promise<ConversionResult> {
  const boardNo = row.boardNo;
  const kind = row.kind as DocumentKind;
  const input = path.join(workDir, `input.${kind}`);
  fs.writeFileSync(input, await ctx.files.read(row.originalKey));
  if (kind === "pdf") return { converter: "pdfjs", ...(await renderPages(ctx, boardNo, input, workDir, prefix)) };
  if (kind === "hwp" || kind === "hwpx") return extractText(kind, input, workDir);

  const soffice = sofficeFor(ctx);
  if (soffice) {
    try {
      const pdf = await convertToPdf(soffice, input);
      return { converter: "soffice+pdfjs", ...(await renderPages(ctx, boardNo, pdf, workDir, prefix)) };
    } catch (error) {
      // DOCX and PPTX can still be shown as text; DOC and PPT cannot.
      if (
        kind === "doc" ||
        kind === "ppt" ||
        !(error instanceof ConversionError) ||
        !["converter", "timeout", "memory", "crashed"].includes(error.code)
      )
        throw error;
      ctx.logger.warn({ boardNo, err: error }, "LibreOffice failed; showing the document as text");
      await discardAttempt(ctx, boardNo, prefix);
    }
  }
  if (kind === "docx" || kind === "pptx") return extractText(kind, input, workDir);
  throw new ConversionError("converter", "no converter for this kind");
}

/** The failure's code and its Korean reason (the row keeps both; readers get theirs from the code). */
export function failureOf(error: unknown): { code: string; reason: string } {
  if (error instanceof ConversionError) {
    if (error.message === "no converter for this kind") return { code: "no-converter", reason: FAILURE_REASONS["no-converter"].ko };
    return { code: error.code, reason: FAILURE_REASONS[error.code].ko };
  }
  return { code: "crashed", reason: FAILURE_REASONS.crashed.ko };
}

/**
 * Starts a conversion attempt of a processing document: what a previous attempt that died
 * midway (a crashed worker) left is removed, and the attempt gets its own storage folder.
 */
export async function beginAttempt(ctx: AppContext, row: DocumentRow): Promise<string> {
  if (row.pagesPrefix) await discardAttempt(ctx, row.boardNo, row.pagesPrefix);
  const prefix = newStorageKey(DOCUMENT_PAGES_FOLDER, "d").replace(/\.d$/, "");
  await ctx.db
    .update(documents)
    .set({ startedAt: sql`now()`, attempts: sql`${documents.attempts} + 1`, pagesPrefix: prefix, updatedAt: sql`now()` })
    .where(eq(documents.boardNo, row.boardNo));
  return prefix;
}

/** Marks the document ready with its pages (inside the caller's publishing transaction). */
export async function storeConversion(tx: Executor, boardNo: number, result: ConversionResult, prefix: string): Promise<void> {
  if (result.renderer === "html") {
    // Text views are stored at once (page images were stored one by one as they came).
    await tx.delete(documentPages).where(eq(documentPages.boardNo, boardNo));
    for (let i = 0; i < result.pages.length; i += 100) {
      await tx.insert(documentPages).values(result.pages.slice(i, i + 100).map((p) => ({ boardNo, ...p })));
    }
  }
  await tx
    .update(documents)
    .set({
      status: "ready",
      renderer: result.renderer,
      converter: result.converter,
      pageCount: result.pages.length,
      pagesPrefix: result.renderer === "pages" ? prefix : null,
      pagesNote: result.pagesNote,
      failureCode: null,
      failureReason: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(documents.boardNo, boardNo));
}

/** Converts one document; safe to run twice (only a document still processing is touched). */
export async function convertDocument(ctx: AppContext, boardNo: number): Promise<void> {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.boardNo, boardNo)).limit(1);
  if (!row || row.status !== "processing") return;
  const board = await getBoardByNo(ctx.db, boardNo);
  if (!board) return;
  const prefix = await beginAttempt(ctx, row);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-doc-job-"));
  const started = Date.now();
  try {
    const result = await convert(ctx, row, workDir, prefix);
    const documentText = result.pages.map((p) => p.text).join("\n\n");
    const published = await withTransaction(ctx.db, async (tx) => {
      const [current] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.boardNo, boardNo)).for("update");
      if (!current || current.status !== "processing") return false;
      await storeConversion(tx, boardNo, result, prefix);
      const intro = stripHtml(board.contentHtml);
      const ok = await finishPublishing(tx, boardNo, {
        thumb: board.thumb ?? result.thumbUrl,
        contentText: intro ? `${intro}\n\n${documentText}` : documentText,
      });
      if (!ok) return false;
      // Published now, not when the upload was taken: the mission, the followers and the
      // author's notice follow the document going public (never a failed conversion).
      await emit({ ctx, tx }, "post.published", {
        boardNo,
        userNo: row.userNo,
        kind: "document",
        subject: board.subject,
        permaLink: board.permaLink,
      });
      return true;
    });
    if (!published) {
      await ctx.files.removePrefix(prefix).catch(() => undefined);
      return;
    }
    ctx.logger.info(
      { boardNo, kind: row.kind, converter: result.converter, pages: result.pages.length, ms: Date.now() - started },
      "document converted",
    );
  } catch (error) {
    await discardAttempt(ctx, boardNo, prefix);
    const failure = failureOf(error);
    ctx.logger.warn({ boardNo, kind: row.kind, code: failure.code, err: error }, "document conversion failed");
    await withTransaction(ctx.db, async (tx) => {
      const updated = await tx
        .update(documents)
        .set({
          status: "failed",
          failureCode: failure.code,
          failureReason: failure.reason,
          pagesPrefix: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(documents.boardNo, boardNo))
        .returning({ boardNo: documents.boardNo });
      if (updated.length === 0) return;
      await emit({ ctx, tx }, "document.failed", {
        boardNo,
        userNo: row.userNo,
        subject: board.subject,
        permaLink: board.permaLink,
        attempt: row.attempts + 1,
        reason: failure.reason,
      });
    });
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

export function documentConvertJob(ctx: AppContext): JobDefinition<DocumentJobData> {
  return {
    name: DOCUMENT_CONVERT_JOB,
    async handler(jobs) {
      for (const job of jobs) await convertDocument(ctx, job.data.boardNo);
    },
    // One document at a time per worker process; a crashed worker's job is retried after expiry.
    work: { batchSize: 1 },
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 30 * 60 },
  };
}
