// Document posts (docs/product/documents.md upload type updDocs): publishing one (file checked by content,
// original stored, post created with publishing = true and bfSize = file size, conversion
// job enqueued in the same transaction), what the viewer gets, the original's download, and
// the owner's retry and delete of a failed conversion.
import crypto from "node:crypto";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import {
  DOC_MSG,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_CONTENT_TYPES,
  asciiFallbackName,
  downloadFileName,
  type DocumentKind,
} from "../../../core/documents";
import { shortenFileName, sanitizeFileName } from "../../../core/files";
import { WRITING_MSG } from "../../../core/writing";
import { truncate } from "../../../core/text";
import { both } from "../../../core/i18n";
import { isTopicKey } from "../../../core/topics";
import { isUploadFormDone, stripHtml } from "../../../core/upload-form";
import { enqueue, type AppContext } from "../../context";
import { boards, documentPages, documents, type DocumentRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { ERROR_TEXT, errors } from "../../lib/errors";
import { processImage } from "../../lib/images";
import { newStorageKey } from "../../lib/storage";
import type { Viewer } from "../auth/types";
import { createBoard, getBoardByNo, updateBoard } from "../boards/service";
import { restartPublishing } from "../boards/publishing";
import { softDeleteBoard } from "../boards/service";
import { assertEditable, ownedPost, recordUploadPolicyConsent, requireUploadPolicy } from "../boards/writing";
import { publishBriefingDraft } from "./briefing-draft";
import { escapeHtml } from "./html";
import { inspectUpload } from "./inspect";
import { failureReason } from "./convert";
import { findSoffice } from "./soffice";
import type { DocumentPostEdit, DocumentText, DocumentView, EditableDocumentPost, PublishedDocumentPost } from "./types";
import { uploadPassReadNow } from "../quota/nft-bonus";
import { takeUploadSlot } from "../quota/service";

export const DOCUMENT_CONVERT_JOB = "documents.convert";

export interface DocumentJobData {
  boardNo: number;
}

/** Per member: document uploads per hour (conversion is the most expensive thing we do). */
export const UPLOAD_LIMIT = { attempts: 20, windowMs: 60 * 60 * 1000 } as const;
const RETRY_LIMIT = { attempts: 5, windowMs: 60 * 60 * 1000 } as const;
const THUMB_MAX_BYTES = 10 * 1024 * 1024;
const SUMMARY_LENGTH = 300;

export const DOCUMENT_FORM_MSG = {
  subject: DOC_MSG.subjectRequired,
  content: DOC_MSG.introRequired,
  topic: DOC_MSG.topicRequired,
} as const;

let sofficeCache: { setting: string | undefined; path: string | null } | null = null;

/** The LibreOffice binary this installation uses, or null (SOFFICE_PATH; looked up once). */
export function sofficeFor(ctx: AppContext): string | null {
  const setting = ctx.config.SOFFICE_PATH;
  if (!sofficeCache || sofficeCache.setting !== setting) sofficeCache = { setting, path: findSoffice(setting) };
  return sofficeCache.path;
}

export interface DocumentPostFields {
  subject: string;
  topic: string;
  tags: string[];
  /** The post's text (docs/product/documents.md webEditorContent): the document's introduction. */
  webEditorContent: string;
  /** The author lets readers download the original. */
  allowDownload: boolean;
  /** The upload-policy consent of a member's first post (modalPolicy). */
  agreePolicy?: boolean;
}

export interface UploadedFile {
  data: Buffer;
  fileName: string;
}

/** The introduction as safe HTML paragraphs (its text only: markup typed into it is not kept). */
export function introHtml(content: string): string {
  // Markup (from clients that send HTML) is dropped line by line, so its paragraphs stay lines.
  const markup = content.includes("<");
  const text = markup ? content.replace(/<\/(p|div|h[1-6]|li)>|<br\s*\/?>/gi, "\n") : content;
  const lines = text
    .split(/\n{1,}/)
    .map((line) => (markup ? stripHtml(line) : line.trim()))
    .filter(Boolean);
  // Two line marks shape an introduction (the AI briefing's summary uses them; decision 0182):
  // "## " starts a subheading, "- " (or "• ") a list item; every other line is a paragraph.
  const out: string[] = [];
  let items: string[] = [];
  const closeList = () => {
    if (items.length) out.push(`<ul>${items.join("")}</ul>`);
    items = [];
  };
  for (const line of lines) {
    const item = /^[-•]\s+(.+)$/.exec(line);
    if (item) {
      items.push(`<li>${escapeHtml(item[1]!)}</li>`);
      continue;
    }
    closeList();
    const heading = /^##\s+(.+)$/.exec(line);
    out.push(heading ? `<h3>${escapeHtml(heading[1]!)}</h3>` : `<p>${escapeHtml(line)}</p>`);
  }
  closeList();
  return out.join("");
}

/** The introduction back as plain text, one paragraph per line, with its line marks (the form's textarea). */
export function introText(html: string): string {
  return html
    .replace(/<h[1-6][^>]*>/gi, "\n## ")
    .replace(/<li[^>]*>/gi, "\n- ")
    .split(/<\/p>|<\/h[1-6]>|<\/li>|<br\s*\/?>|\n/i)
    .map((part) => {
      const mark = /^(## |- )/.exec(part.trimStart())?.[1] ?? "";
      const text = stripHtml(part.trimStart().slice(mark.length));
      return text ? `${mark}${text}` : "";
    })
    .filter(Boolean)
    .join("\n");
}

function checkForm(fields: DocumentPostFields, file: UploadedFile | null): void {
  const state = {
    pageType: "upload",
    type: "updDocs",
    subject: fields.subject,
    webEditorContent: fields.webEditorContent,
    topic: fields.topic,
    file,
  };
  if (isUploadFormDone(state)) return;
  if (!fields.subject.trim()) throw errors.unprocessable(DOCUMENT_FORM_MSG.subject, "SUBJECT_REQUIRED");
  if (!stripHtml(fields.webEditorContent)) throw errors.unprocessable(DOCUMENT_FORM_MSG.content, "CONTENT_REQUIRED");
  if (!isTopicKey(fields.topic)) throw errors.unprocessable(DOCUMENT_FORM_MSG.topic, "TOPIC_REQUIRED");
  throw errors.unprocessable(DOC_MSG.fileRequired, "FILE_REQUIRED");
}

/**
 * docs/product/documents.md POST /contents/post for type updDocs. Nothing is left behind when anything fails:
 * the stored files are removed and the transaction (post, document, job) rolls back.
 */
export async function publishDocumentPost(
  ctx: AppContext,
  viewer: Viewer,
  fields: DocumentPostFields,
  file: UploadedFile | null,
  thumb: Buffer | null = null,
): Promise<PublishedDocumentPost> {
  checkForm(fields, file);
  const { agreed } = await requireUploadPolicy(ctx.db, viewer.userNo, fields.agreePolicy);
  const upload = file!;
  const limited = await ctx.limiter.hit(`documents:upload:${viewer.userNo}`, UPLOAD_LIMIT.attempts, UPLOAD_LIMIT.windowMs);
  if (!limited.allowed) throw errors.tooManyRequests(DOC_MSG.uploadTooOften, "DOCUMENT_UPLOAD_LIMIT");

  const inspected = await inspectUpload(upload.data, upload.fileName, { soffice: sofficeFor(ctx) !== null });
  const thumbImage = thumb && thumb.length > 0 ? await processImage(thumb, { maxBytes: THUMB_MAX_BYTES, maxSide: 1200 }) : null;

  const stored: string[] = [];
  try {
    const originalKey = newStorageKey("originals", inspected.kind);
    await ctx.files.put(originalKey, upload.data, DOCUMENT_CONTENT_TYPES[inspected.kind]);
    stored.push(originalKey);
    let thumbUrl: string | null = null;
    if (thumbImage) {
      const key = newStorageKey("images", thumbImage.extension);
      thumbUrl = (await ctx.files.put(key, thumbImage.data, thumbImage.contentType)).url;
      stored.push(key);
    }
    const uploadPass = await uploadPassReadNow(ctx, viewer.userNo);
    return await withTransaction(ctx.db, async (tx) => {
      await takeUploadSlot(tx, viewer, new Date(), uploadPass);
      const board = await createBoard(tx, {
        userNo: viewer.userNo,
        boardType: "updDocs",
        topic: fields.topic,
        subject: fields.subject.trim(),
        contentHtml: introHtml(fields.webEditorContent),
        tags: fields.tags,
        thumb: thumbUrl,
        bfSize: upload.data.length,
        publishing: true,
      });
      if (!agreed) await recordUploadPolicyConsent(tx, viewer.userNo);
      await tx.insert(documents).values({
        boardNo: board.boardNo,
        userNo: viewer.userNo,
        kind: inspected.kind,
        originalKey,
        originalName: sanitizeFileName(upload.fileName),
        sizeBytes: upload.data.length,
        sha256: crypto.createHash("sha256").update(upload.data).digest("hex"),
        allowDownload: fields.allowDownload,
        status: "processing",
        pageCount: inspected.pageCount ?? 0,
      });
      await enqueue<DocumentJobData>(ctx, tx, DOCUMENT_CONVERT_JOB, { boardNo: board.boardNo });
      return { boardNo: board.boardNo, permaLink: board.permaLink, publishing: true as const, kind: inspected.kind };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => ctx.files.remove(key).catch(() => undefined)));
    throw error;
  }
}

export const DOCUMENT_EDIT_WHILE_PUBLISHING = DOC_MSG.editWhilePublishing;

/** The document form's data for editing the member's own document post (/upload?boardNo=). */
export async function getDocumentPostForEdit(
  ctx: AppContext,
  viewer: Viewer,
  boardNo: number,
  permaLink?: string,
): Promise<EditableDocumentPost> {
  const post = await ownedPost(ctx, viewer, boardNo);
  if (permaLink && permaLink.split("-")[0] !== post.permaLink) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  assertEditable(post, "updDocs");
  const row = await findDocument(ctx, boardNo);
  if (!row) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  // An AI briefing's draft is edited while unpublished (its review); any other post waits for its conversion.
  if (post.publishing && row.status !== "review") throw errors.conflict(DOCUMENT_EDIT_WHILE_PUBLISHING, "POST_PUBLISHING");
  const kind = row.kind as DocumentKind;
  return {
    boardNo: post.boardNo,
    permaLink: post.permaLink,
    type: "updDocs",
    subject: post.subject,
    webEditorContent: introText(post.contentHtml),
    topic: post.topic,
    tags: post.tags,
    allowDownload: row.allowDownload,
    document: {
      fileName: row.originalName,
      kind,
      kindLabel: DOCUMENT_KIND_LABELS[kind],
      sizeBytes: Number(row.sizeBytes),
      pageCount: row.pageCount,
      status: row.status as EditableDocumentPost["document"]["status"],
    },
  };
}

/**
 * Edits a document post's fields: title, introduction, topic, tags and the download choice.
 * The file, its pages and the cover stay; the search index is rebuilt with the new fields.
 * An AI briefing's draft is saved the same way and, with `publish`, published by its author in
 * the same transaction (decision 0182); `published` says whether the post is public now.
 */
export async function editDocumentPost(
  ctx: AppContext,
  viewer: Viewer,
  boardNo: number,
  fields: DocumentPostEdit,
): Promise<{ boardNo: number; permaLink: string; published: boolean }> {
  const post = await ownedPost(ctx, viewer, boardNo);
  assertEditable(post, "updDocs");
  const draft = post.publishing ? await findDocument(ctx, boardNo) : null;
  const inReview = draft?.status === "review";
  // The conversion sets the cover when it finishes; editing waits so neither undoes the other.
  if (post.publishing && !inReview) throw errors.conflict(DOCUMENT_EDIT_WHILE_PUBLISHING, "POST_PUBLISHING");
  if (!fields.subject.trim()) throw errors.unprocessable(DOCUMENT_FORM_MSG.subject, "SUBJECT_REQUIRED");
  if (!stripHtml(fields.webEditorContent)) throw errors.unprocessable(DOCUMENT_FORM_MSG.content, "CONTENT_REQUIRED");
  if (!isTopicKey(fields.topic)) throw errors.unprocessable(DOCUMENT_FORM_MSG.topic, "TOPIC_REQUIRED");
  const contentHtml = introHtml(fields.webEditorContent);
  const published = await withTransaction(ctx.db, async (tx) => {
    await updateBoard(
      tx,
      boardNo,
      {
        topic: fields.topic,
        subject: fields.subject.trim(),
        contentHtml,
        tags: fields.tags,
        thumb: post.thumb,
      },
      { userNo: viewer.userNo },
    );
    await tx.update(documents).set({ allowDownload: fields.allowDownload }).where(eq(documents.boardNo, boardNo));
    if (!inReview) return true;
    if (!fields.publish) return false;
    return publishBriefingDraft(ctx, tx, {
      boardNo,
      userNo: viewer.userNo,
      subject: fields.subject.trim(),
      permaLink: post.permaLink,
      contentHtml,
      thumb: post.thumb,
    });
  });
  return { boardNo, permaLink: post.permaLink, published };
}

async function findDocument(ctx: AppContext, boardNo: number): Promise<DocumentRow | null> {
  const [row] = await ctx.db.select().from(documents).where(eq(documents.boardNo, boardNo)).limit(1);
  return row ?? null;
}

const isOwner = (row: DocumentRow, viewer: Viewer | null) => viewer !== null && viewer.userNo === row.userNo;

/** The document of a visible post, or null: deleted/blind posts and others' failed documents are not found. */
async function visibleDocument(ctx: AppContext, boardNo: number, viewer: Viewer | null) {
  const row = await findDocument(ctx, boardNo);
  if (!row) return null;
  const board = await getBoardByNo(ctx.db, boardNo);
  if (!board || board.blindYn === "Y") return null;
  // A failed conversion and an AI briefing's unpublished draft are their owner's alone.
  if ((row.status === "failed" || row.status === "review") && !isOwner(row, viewer)) return null;
  return { row, board };
}

/** The parts of a document's view that depend on who reads it (the post page is shared; see viewer/). */
export interface DocumentAccess {
  isOwner: boolean;
  downloadUrl: string | null;
}

export async function documentAccess(ctx: AppContext, boardNo: number, viewer: Viewer | null): Promise<DocumentAccess | null> {
  const row = await findDocument(ctx, boardNo);
  if (!row) return null;
  const owner = isOwner(row, viewer);
  return { isOwner: owner, downloadUrl: row.allowDownload || owner ? downloadUrlOf(boardNo) : null };
}

const downloadUrlOf = (boardNo: number) => `/api/documents/${boardNo}/download`;

export async function getDocumentView(ctx: AppContext, boardNo: number, viewer: Viewer | null): Promise<DocumentView | null> {
  const found = await visibleDocument(ctx, boardNo, viewer);
  if (!found) return null;
  const { row } = found;
  const owner = isOwner(row, viewer);
  const ready = row.status === "ready";
  // While converting, the pages drawn so far are shown (page images arrive one by one).
  const pages =
    ready || row.status === "processing"
      ? await ctx.db
          .select({
            pageNo: documentPages.pageNo,
            imageKey: documentPages.imageKey,
            textLayerKey: documentPages.textLayerKey,
            width: documentPages.width,
            height: documentPages.height,
            html: documentPages.html,
            text: sql<string>`left(${documentPages.text}, ${SUMMARY_LENGTH * 2})`,
          })
          .from(documentPages)
          .where(eq(documentPages.boardNo, boardNo))
          .orderBy(asc(documentPages.pageNo))
      : [];
  const summary = truncate(
    pages
      .map((p) => p.text)
      .join(" ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, SUMMARY_LENGTH * 2),
    SUMMARY_LENGTH,
  );
  const kind = row.kind as DocumentKind;
  const first = pages[0];
  return {
    boardNo,
    kind,
    kindLabel: DOCUMENT_KIND_LABELS[kind],
    status: row.status as DocumentView["status"],
    renderer: ready ? (row.renderer as DocumentView["renderer"]) : pages.length > 0 ? "pages" : null,
    pageCount: row.pageCount,
    pages: pages.map((p) => ({
      pageNo: p.pageNo,
      image: p.imageKey ? ctx.files.urlOf(p.imageKey) : null,
      textLayer: p.textLayerKey ? ctx.files.urlOf(p.textLayerKey) : null,
      width: p.width,
      height: p.height,
      html: p.html,
    })),
    pagesNote: ready && row.pagesNote ? both(DOC_MSG.pagesUnavailable) : null,
    fileName: shortenFileName(downloadFileName(row.originalName, kind)),
    sizeBytes: row.sizeBytes,
    allowDownload: row.allowDownload,
    downloadUrl: row.allowDownload || owner ? downloadUrlOf(boardNo) : null,
    isOwner: owner,
    failure:
      owner && row.status === "failed"
        ? { code: row.failureCode ?? "unknown", reason: failureReason(row.failureCode, row.failureReason) }
        : null,
    firstPageImage: first?.imageKey ? ctx.files.urlOf(first.imageKey) : null,
    summaryText: summary,
  };
}

/** Every page's text, for search inside the document (while converting: the pages so far). */
export async function getDocumentText(ctx: AppContext, boardNo: number, viewer: Viewer | null): Promise<DocumentText | null> {
  const found = await visibleDocument(ctx, boardNo, viewer);
  if (!found || found.row.status === "failed") return null;
  const pages = await ctx.db
    .select({ pageNo: documentPages.pageNo, text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.boardNo, boardNo))
    .orderBy(asc(documentPages.pageNo));
  return { pages };
}

export interface OriginalFile {
  /** Storage key of the original (read with ctx.files.openRead). */
  key: string;
  size: number;
  contentType: string;
  fileName: string;
  asciiName: string;
}

const notFound = () => errors.notFound(DOC_MSG.notFound, "DOCUMENT_NOT_FOUND");

/** The original for download: members only; readers when the author allowed it, the owner always. */
export async function openOriginal(ctx: AppContext, boardNo: number, viewer: Viewer | null): Promise<OriginalFile> {
  if (!viewer) throw errors.unauthorized(DOC_MSG.downloadLogin, "LOGIN_REQUIRED");
  const found = await visibleDocument(ctx, boardNo, viewer);
  if (!found) throw notFound();
  const { row } = found;
  const owner = isOwner(row, viewer);
  if (!owner && row.status !== "ready") throw notFound();
  if (!owner && !row.allowDownload) throw errors.forbidden(DOC_MSG.downloadNotAllowed, "DOWNLOAD_NOT_ALLOWED");
  const kind = row.kind as DocumentKind;
  const fileName = downloadFileName(row.originalName, kind);
  return {
    key: row.originalKey,
    size: row.sizeBytes,
    contentType: DOCUMENT_CONTENT_TYPES[kind],
    fileName,
    asciiName: asciiFallbackName(fileName, kind),
  };
}

async function ownedDocument(ctx: AppContext, boardNo: number, viewer: Viewer): Promise<DocumentRow> {
  const found = await visibleDocument(ctx, boardNo, viewer);
  if (!found) throw notFound();
  if (!isOwner(found.row, viewer)) throw errors.forbidden(ERROR_TEXT.forbidden, "NOT_OWNER");
  return found.row;
}

/** The owner tries a failed conversion again. */
export async function retryConversion(ctx: AppContext, boardNo: number, viewer: Viewer): Promise<{ status: "processing" }> {
  const row = await ownedDocument(ctx, boardNo, viewer);
  if (row.status !== "failed") throw errors.conflict(DOC_MSG.onlyFailedRetry, "DOCUMENT_NOT_FAILED");
  const limited = await ctx.limiter.hit(`documents:retry:${boardNo}`, RETRY_LIMIT.attempts, RETRY_LIMIT.windowMs);
  if (!limited.allowed) throw errors.tooManyRequests(DOC_MSG.retryLater, "DOCUMENT_RETRY_LIMIT");
  await withTransaction(ctx.db, async (tx) => {
    const updated = await tx
      .update(documents)
      .set({ status: "processing", failureCode: null, failureReason: null, updatedAt: sql`now()` })
      .where(and(eq(documents.boardNo, boardNo), eq(documents.status, "failed")))
      .returning({ boardNo: documents.boardNo });
    if (updated.length === 0) throw errors.conflict(DOC_MSG.onlyFailedRetry, "DOCUMENT_NOT_FAILED");
    await restartPublishing(tx, boardNo);
    await enqueue<DocumentJobData>(ctx, tx, DOCUMENT_CONVERT_JOB, { boardNo });
  });
  return { status: "processing" };
}

/** Removes a document's stored files (original and pages); the post is deleted separately. */
export async function removeDocumentFiles(ctx: AppContext, row: Pick<DocumentRow, "originalKey" | "pagesPrefix">): Promise<void> {
  await ctx.files.remove(row.originalKey).catch(() => undefined);
  if (row.pagesPrefix) await ctx.files.removePrefix(row.pagesPrefix).catch(() => undefined);
}

/**
 * A removed post's document stops being served at once (decision 0208): its page folder (page
 * images, text layers and the cover drawn from page 1) is removed, after the removal committed.
 * Those are drawn from the original, which stays for the retention period in a folder never
 * served (PRIVATE_FOLDERS), as do the page rows; the download and text routes already answer
 * 404 for a removed post. The folder is forgotten only once it is gone, so the daily sweep
 * (withdrawRemovedDocumentPages) finishes a withdrawal a crash interrupted.
 */
export async function withdrawDocumentPages(ctx: AppContext, boardNo: number): Promise<void> {
  const [row] = await ctx.db.select({ pagesPrefix: documents.pagesPrefix }).from(documents).where(eq(documents.boardNo, boardNo));
  if (!row?.pagesPrefix) return;
  try {
    await ctx.files.removePrefix(row.pagesPrefix);
  } catch (error) {
    ctx.logger.warn({ err: error, boardNo }, "a removed document's pages could not be removed yet");
    return;
  }
  await ctx.db
    .update(documents)
    .set({ pagesPrefix: null, updatedAt: sql`now()` })
    .where(and(eq(documents.boardNo, boardNo), eq(documents.pagesPrefix, row.pagesPrefix)));
}

/** Removed posts whose pages are still stored (a withdrawal cut short): withdrawn now. Returns how many. */
export async function withdrawRemovedDocumentPages(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select({ boardNo: documents.boardNo })
    .from(documents)
    .innerJoin(boards, eq(boards.boardNo, documents.boardNo))
    .where(and(isNotNull(boards.deletedAt), isNotNull(documents.pagesPrefix)))
    .limit(500);
  for (const row of rows) await withdrawDocumentPages(ctx, row.boardNo);
  return rows.length;
}

/**
 * Files of deleted document posts follow the retention of every deleted post (the contents
 * sweep: kept 30 days after the deletion, then removed): the original, any page images left and
 * the document rows go. Returns how many documents were cleared.
 */
export async function sweepDeletedDocuments(ctx: AppContext, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 3_600_000);
  const rows = await ctx.db
    .select({ boardNo: documents.boardNo, originalKey: documents.originalKey, pagesPrefix: documents.pagesPrefix })
    .from(documents)
    .innerJoin(boards, eq(boards.boardNo, documents.boardNo))
    .where(and(isNotNull(boards.deletedAt), lt(boards.deletedAt, cutoff)))
    .limit(500);
  for (const row of rows) {
    await removeDocumentFiles(ctx, row);
    await ctx.db.delete(documents).where(eq(documents.boardNo, row.boardNo));
  }
  return rows.length;
}

/**
 * The owner deletes a post whose conversion failed (published posts are deleted through the
 * post's own delete, which withdraws their pages: withdrawDocumentPages).
 */
export async function deleteFailedDocument(ctx: AppContext, boardNo: number, viewer: Viewer): Promise<{ deleted: true }> {
  const row = await ownedDocument(ctx, boardNo, viewer);
  if (row.status !== "failed") throw errors.conflict(DOC_MSG.onlyFailedDelete, "DOCUMENT_NOT_FAILED");
  await withTransaction(ctx.db, async (tx) => {
    await tx.delete(documents).where(eq(documents.boardNo, boardNo));
    await softDeleteBoard(tx, boardNo);
  });
  await removeDocumentFiles(ctx, row);
  return { deleted: true };
}
