// Feedback and suggestions (docs/product/site.md §12, docs/decisions/0170). A member attaches
// files one by one while writing (each checked by its bytes: an image or an office document,
// 20MB each, 100MB for the message together) and may remove an attachment again before sending
// (POST /api/user/deleteFile); sending binds the attachments to the message. Operators answer
// from /admin/feedback; the answer reaches the member as a notification (feedback.answered).
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { ATTACHMENT_MAX_FILE_BYTES, ATTACHMENT_MAX_TOTAL_BYTES, checkAttachments, sanitizeFileName } from "../../../core/files";
import { MSG } from "../../../core/messages";
import { FEEDBACK_FILES_MAX, FEEDBACK_MSG, type FeedbackKind } from "../../../core/operators";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { feedback, feedbackFiles, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { AppError, errors } from "../../lib/errors";
import { sniffImage } from "../../lib/images";
import { newStorageKey } from "../../lib/storage";
import { sniffDocument } from "../documents/sniff";
import type { FeedbackFile, FeedbackInboxItem, FeedbackInboxPage, FeedbackItem } from "./types";

const IMAGE_TYPES = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" } as const;
const DOCUMENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  hwp: "application/x-hwp",
  hwpx: "application/hwp+zip",
};

/** What the bytes are, with the extension to store them under; null for anything else. */
export function attachmentKind(data: Buffer): { extension: string; contentType: string } | null {
  const image = sniffImage(data);
  if (image && image in IMAGE_TYPES)
    return { extension: image === "jpeg" ? "jpg" : image, contentType: IMAGE_TYPES[image as keyof typeof IMAGE_TYPES] };
  const sniffed = sniffDocument(data);
  if (sniffed.type === "document")
    return { extension: sniffed.kind, contentType: DOCUMENT_TYPES[sniffed.kind] ?? "application/octet-stream" };
  return null;
}

type FileRow = typeof feedbackFiles.$inferSelect;

function fileOf(ctx: AppContext, row: FileRow): FeedbackFile {
  return { fileNo: row.fileNo, fileName: row.fileName, size: row.size, contentType: row.contentType, url: ctx.files.urlOf(row.fileKey) };
}

/** The member's attachments not sent yet. */
async function pendingFiles(db: Executor, userNo: number): Promise<FileRow[]> {
  return db
    .select()
    .from(feedbackFiles)
    .where(and(eq(feedbackFiles.userNo, userNo), isNull(feedbackFiles.feedbackNo)));
}

/** Checks and stores one attachment of a message being written. */
export async function attachFile(
  ctx: AppContext,
  userNo: number,
  input: { data: Buffer; fileName: string; truncated?: boolean },
): Promise<FeedbackFile> {
  const fileName = sanitizeFileName(input.fileName || "file");
  if (input.truncated || input.data.length > ATTACHMENT_MAX_FILE_BYTES) throw errors.payloadTooLarge(MSG.fileTooLarge, "FILE_TOO_LARGE");
  if (input.data.length === 0) throw errors.unprocessable(FEEDBACK_MSG.fileType, "FILE_EMPTY");
  const kind = attachmentKind(input.data);
  if (!kind) throw new AppError(415, "UNSUPPORTED_FILE_TYPE", FEEDBACK_MSG.fileType);
  const pending = await pendingFiles(ctx.db, userNo);
  if (pending.length >= FEEDBACK_FILES_MAX)
    throw new AppError(422, "TOO_MANY_FILES", FEEDBACK_MSG.tooManyFiles, undefined, { max: FEEDBACK_FILES_MAX });
  const check = checkAttachments(
    pending.map((f) => f.size),
    [{ name: fileName, size: input.data.length }],
  );
  if (!check.ok) throw errors.payloadTooLarge(MSG.attachmentsTotalTooLarge, "ATTACHMENTS_TOO_LARGE");
  const key = newStorageKey("feedback", kind.extension);
  await ctx.files.put(key, input.data, kind.contentType);
  try {
    const [row] = await ctx.db
      .insert(feedbackFiles)
      .values({ fileKey: key, userNo, fileName, size: input.data.length, contentType: kind.contentType })
      .returning();
    return fileOf(ctx, row!);
  } catch (error) {
    await ctx.files.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes one of the member's own attachments before the message is sent. Another member's
 * file is "not found" (its existence is not theirs to learn); a sent one stays with its message.
 */
export async function deleteFile(ctx: AppContext, userNo: number, fileNo: number): Promise<null> {
  const [row] = await ctx.db
    .select()
    .from(feedbackFiles)
    .where(and(eq(feedbackFiles.fileNo, fileNo), eq(feedbackFiles.userNo, userNo)));
  if (!row) throw errors.notFound(FEEDBACK_MSG.fileNotFound, "FILE_NOT_FOUND");
  if (row.feedbackNo !== null) throw errors.conflict(FEEDBACK_MSG.fileSent, "FILE_SENT");
  await ctx.db.delete(feedbackFiles).where(eq(feedbackFiles.fileNo, fileNo));
  await ctx.files.remove(row.fileKey).catch(() => undefined);
  return null;
}

export async function sendFeedback(
  ctx: AppContext,
  userNo: number,
  input: { kind: FeedbackKind; content: string; link?: string | null | undefined; fileNos?: number[] | undefined },
): Promise<FeedbackItem> {
  const fileNos = [...new Set(input.fileNos ?? [])];
  if (fileNos.length > FEEDBACK_FILES_MAX)
    throw new AppError(422, "TOO_MANY_FILES", FEEDBACK_MSG.tooManyFiles, undefined, { max: FEEDBACK_FILES_MAX });
  const link = input.link?.trim() || null;
  if (link && !(URL.canParse(link) && /^https?:$/.test(new URL(link).protocol)))
    throw errors.badRequest(FEEDBACK_MSG.linkRefused, "LINK_INVALID");
  return withTransaction(ctx.db, async (tx) => {
    const files = fileNos.length
      ? await tx
          .select()
          .from(feedbackFiles)
          .where(and(inArray(feedbackFiles.fileNo, fileNos), eq(feedbackFiles.userNo, userNo), isNull(feedbackFiles.feedbackNo)))
      : [];
    if (files.length !== fileNos.length) throw errors.notFound(FEEDBACK_MSG.fileNotFound, "FILE_NOT_FOUND");
    if (files.reduce((sum, f) => sum + f.size, 0) > ATTACHMENT_MAX_TOTAL_BYTES) {
      throw errors.payloadTooLarge(MSG.attachmentsTotalTooLarge, "ATTACHMENTS_TOO_LARGE");
    }
    const [row] = await tx.insert(feedback).values({ userNo, kind: input.kind, content: input.content.trim(), link }).returning();
    if (files.length) await tx.update(feedbackFiles).set({ feedbackNo: row!.feedbackNo }).where(inArray(feedbackFiles.fileNo, fileNos));
    return itemOf(ctx, row!, files);
  });
}

type FeedbackRow = typeof feedback.$inferSelect;

function itemOf(ctx: AppContext, row: FeedbackRow, files: FileRow[]): FeedbackItem {
  return {
    feedbackNo: row.feedbackNo,
    kind: row.kind as FeedbackKind,
    content: row.content,
    link: row.link,
    files: files.filter((f) => f.feedbackNo === row.feedbackNo || f.feedbackNo === null).map((f) => fileOf(ctx, f)),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function filesOf(db: Executor, feedbackNos: number[]): Promise<FileRow[]> {
  if (!feedbackNos.length) return [];
  return db.select().from(feedbackFiles).where(inArray(feedbackFiles.feedbackNo, feedbackNos)).orderBy(feedbackFiles.fileNo);
}

/** The member's attachments not sent yet (the modal shows them again, to send or remove). */
export async function unsentFiles(ctx: AppContext, userNo: number): Promise<FeedbackFile[]> {
  return (await pendingFiles(ctx.db, userNo)).sort((a, b) => a.fileNo - b.fileNo).map((f) => fileOf(ctx, f));
}

/** The member's own messages with their answers, newest first. */
export async function myFeedback(ctx: AppContext, userNo: number): Promise<FeedbackItem[]> {
  const rows = await ctx.db.select().from(feedback).where(eq(feedback.userNo, userNo)).orderBy(desc(feedback.feedbackNo)).limit(100);
  const files = await filesOf(
    ctx.db,
    rows.map((r) => r.feedbackNo),
  );
  return rows.map((r) =>
    itemOf(
      ctx,
      r,
      files.filter((f) => f.feedbackNo === r.feedbackNo),
    ),
  );
}

/** The operators' inbox: open (unanswered, oldest first) or answered (latest answer first). */
export async function inbox(ctx: AppContext, status: "open" | "answered", page: number, size = 20): Promise<FeedbackInboxPage> {
  const where = status === "open" ? isNull(feedback.answeredAt) : isNotNull(feedback.answeredAt);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(feedback).where(where);
  const answerer = sql<string | null>`(select u.user_email from users u where u.user_no = ${feedback.answeredBy})`;
  const rows = await ctx.db
    .select({ row: feedback, userName: users.userName, userEmail: users.userEmail, answeredByEmail: answerer })
    .from(feedback)
    .leftJoin(users, eq(users.userNo, feedback.userNo))
    .where(where)
    .orderBy(status === "open" ? feedback.feedbackNo : desc(feedback.answeredAt))
    .limit(size)
    .offset((page - 1) * size);
  const files = await filesOf(
    ctx.db,
    rows.map((r) => r.row.feedbackNo),
  );
  const items: FeedbackInboxItem[] = rows.map((r) => ({
    ...itemOf(
      ctx,
      r.row,
      files.filter((f) => f.feedbackNo === r.row.feedbackNo),
    ),
    author: r.userName !== null ? { userNo: r.row.userNo, userName: r.userName, userEmail: r.userEmail ?? "" } : null,
    answeredBy: r.answeredByEmail,
  }));
  return { items, page, size, totalCount: Number(total), totalPages: Math.max(1, Math.ceil(Number(total) / size)), status };
}

export async function countOpenFeedback(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedback).where(isNull(feedback.answeredAt));
  return Number(row?.n ?? 0);
}

/** An operator's answer; the member is notified in the same transaction. */
export async function answerFeedback(ctx: AppContext, operatorNo: number, feedbackNo: number, answer: string): Promise<FeedbackItem> {
  return withTransaction(ctx.db, async (tx) => {
    const [current] = await tx.select().from(feedback).where(eq(feedback.feedbackNo, feedbackNo)).for("update");
    if (!current) throw errors.notFound(FEEDBACK_MSG.notFound, "FEEDBACK_NOT_FOUND");
    if (current.answeredAt) throw errors.conflict(FEEDBACK_MSG.answered, "FEEDBACK_ANSWERED");
    const [row] = await tx
      .update(feedback)
      .set({ answer: answer.trim(), answeredBy: operatorNo, answeredAt: new Date() })
      .where(eq(feedback.feedbackNo, feedbackNo))
      .returning();
    await emit({ ctx, tx }, "feedback.answered", { feedbackNo, userNo: current.userNo, answeredBy: operatorNo });
    return itemOf(ctx, row!, await filesOf(tx, [feedbackNo]));
  });
}
