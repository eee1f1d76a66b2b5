// Drafts (docs/product/writing.md): saved while the member types, listed newest first, loaded and deleted by
// their owner only. Another member's draft answers exactly like a missing one (404), so
// draft numbers reveal nothing. Drafts store HTML through the same policy as posts.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isTopicKey } from "../../../core/topics";
import { truncate } from "../../../core/text";
import { isUploadFormDone, stripHtml } from "../../../core/upload-form";
import { checkTagList, DRAFT_MAX_COUNT, isDraftEmpty, SUBJECT_MAX_LENGTH, WRITING_MSG } from "../../../core/writing";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { boards, drafts } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import { sanitizePostHtml } from "../../lib/rich-text";
import { isOwnStoredImage } from "../files/registry";
import type { Draft, DraftInput, DraftList, DraftSummary } from "./types";

const EXCERPT_LENGTH = 60;
/** Enough of the body to find its first words and tell whether it has text at all. */
const LIST_BODY_CHARS = 20_000;

const notFound = () => errors.notFound(WRITING_MSG.draftNotFound, "DRAFT_NOT_FOUND");

export async function listDrafts(db: Executor, userNo: number): Promise<DraftList> {
  const rows = await db
    .select({
      draftNo: drafts.draftNo,
      updatedAt: drafts.updatedAt,
      topic: drafts.topic,
      title: drafts.title,
      head: sql<string>`left(${drafts.content}, ${LIST_BODY_CHARS})`,
      thumbnailPath: drafts.thumbnailPath,
      importId: drafts.importId,
      originalDate: drafts.originalDate,
      scheduledAt: drafts.scheduledAt,
    })
    .from(drafts)
    // Edits in progress of published posts belong to their edit page, not to the drafts list.
    .where(and(eq(drafts.userNo, userNo), isNull(drafts.boardNo)))
    .orderBy(desc(drafts.updatedAt), desc(drafts.draftNo));
  const list: DraftSummary[] = rows.map((r) => ({
    draftNo: r.draftNo,
    draftDate: new Date(r.updatedAt).toISOString(),
    topic: r.topic,
    title: r.title,
    excerpt: truncate(stripHtml(r.head), EXCERPT_LENGTH),
    thumbnailPath: r.thumbnailPath,
    complete: isUploadFormDone({ pageType: "upload", type: "editor", subject: r.title, webEditorContent: r.head, topic: r.topic }),
    originalDate: r.originalDate ? new Date(r.originalDate).toISOString() : null,
    scheduledAt: r.scheduledAt ? new Date(r.scheduledAt).toISOString() : null,
  }));
  const writtenCount = rows.filter((r) => r.importId === null).length;
  return { list, totalCount: list.length, writtenCount, maxCount: DRAFT_MAX_COUNT };
}

export async function getDraft(db: Executor, userNo: number, draftNo: number): Promise<Draft> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.draftNo, draftNo), eq(drafts.userNo, userNo)))
    .limit(1);
  if (!row) throw notFound();
  return {
    draftNo: row.draftNo,
    draftDate: new Date(row.updatedAt).toISOString(),
    topic: row.topic,
    title: row.title,
    content: row.content,
    tags: row.tags,
    thumbnailPath: row.thumbnailPath,
    originalDate: row.originalDate ? new Date(row.originalDate).toISOString() : null,
    scheduledAt: row.scheduledAt ? new Date(row.scheduledAt).toISOString() : null,
  };
}

/** Checks and cleans what a draft may hold; a draft may be incomplete but never invalid. */
async function cleanDraft(ctx: AppContext, userNo: number, input: DraftInput, keptThumb: string | null = null) {
  const title = input.title.normalize("NFC").replace(/[\r\n]+/g, " ");
  if (Array.from(title).length > SUBJECT_MAX_LENGTH) throw errors.unprocessable(WRITING_MSG.subjectTooLong, "SUBJECT_TOO_LONG");
  if (input.topic !== "" && !isTopicKey(input.topic)) throw errors.unprocessable(WRITING_MSG.topicRequired, "TOPIC_INVALID");
  const tags = checkTagList(input.tags);
  if (!tags.ok) throw errors.unprocessable(tags.message, "TAGS_INVALID");
  const content = sanitizePostHtml(input.content, ctx.config.publicUrl);
  const thumbnailPath = input.thumbnailPath || null;
  if (thumbnailPath && thumbnailPath !== keptThumb && !(await isOwnStoredImage(ctx.db, userNo, thumbnailPath))) {
    throw errors.unprocessable(WRITING_MSG.thumbInvalid, "THUMB_INVALID");
  }
  return { title, topic: input.topic, content, tags: tags.tags, thumbnailPath };
}

export async function saveDraft(ctx: AppContext, userNo: number, input: DraftInput, now: Date = new Date()) {
  if (input.boardNo !== undefined) return saveEditDraft(ctx, userNo, input.boardNo, input, now);
  const clean = await cleanDraft(ctx, userNo, input);
  return withTransaction(ctx.db, async (tx) => {
    if (input.draftNo !== undefined) {
      const [row] = await tx
        .update(drafts)
        .set({ ...clean, updatedAt: now })
        .where(and(eq(drafts.draftNo, input.draftNo), eq(drafts.userNo, userNo)))
        .returning({ draftNo: drafts.draftNo, updatedAt: drafts.updatedAt });
      if (!row) throw notFound();
      return { draftNo: row.draftNo, draftDate: new Date(row.updatedAt).toISOString() };
    }
    if (isDraftEmpty(clean)) throw errors.unprocessable(WRITING_MSG.draftEmpty, "DRAFT_EMPTY");
    // Serialise a member's concurrent creations so the limit holds (two tabs saving at once).
    await tx.execute(sql`select pg_advisory_xact_lock(${0x6472}, ${userNo})`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(drafts)
      // Imported drafts have their own cap per import (docs/decisions/0203): the 50 are the drafts written here.
      .where(and(eq(drafts.userNo, userNo), isNull(drafts.importId), isNull(drafts.boardNo)));
    if (Number(count?.n ?? 0) >= DRAFT_MAX_COUNT) throw errors.conflict(WRITING_MSG.draftLimit, "DRAFT_LIMIT");
    const [row] = await tx
      .insert(drafts)
      .values({ userNo, ...clean, createdAt: now, updatedAt: now })
      .returning({ draftNo: drafts.draftNo, updatedAt: drafts.updatedAt });
    return { draftNo: row!.draftNo, draftDate: new Date(row!.updatedAt).toISOString() };
  });
}

/**
 * The author's edit in progress of a published post (docs/product/revisions.md): one per post,
 * created or overwritten as they type, so an edit survives a crash or a change of device. Only
 * the post's author, and only while the post is there; the post's current thumbnail stays valid.
 */
async function saveEditDraft(ctx: AppContext, userNo: number, boardNo: number, input: DraftInput, now: Date) {
  const [post] = await ctx.db
    .select({ thumb: boards.thumb })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), eq(boards.userNo, userNo), isNull(boards.deletedAt)))
    .limit(1);
  if (!post) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  const clean = await cleanDraft(ctx, userNo, input, post.thumb);
  const [row] = await ctx.db
    .insert(drafts)
    .values({ userNo, boardNo, ...clean, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [drafts.userNo, drafts.boardNo],
      targetWhere: sql`${drafts.boardNo} is not null`,
      set: { ...clean, updatedAt: now },
    })
    .returning({ draftNo: drafts.draftNo, updatedAt: drafts.updatedAt });
  return { draftNo: row!.draftNo, draftDate: new Date(row!.updatedAt).toISOString() };
}

/** The author's edit in progress of the post, if any (the edit page offers it back). */
export async function getEditDraft(db: Executor, userNo: number, boardNo: number): Promise<Draft | null> {
  const [row] = await db
    .select({ draftNo: drafts.draftNo })
    .from(drafts)
    .where(and(eq(drafts.userNo, userNo), eq(drafts.boardNo, boardNo)))
    .limit(1);
  return row ? getDraft(db, userNo, row.draftNo) : null;
}

/** Saving the edit ends the edit in progress, in the saving transaction. */
export async function deleteEditDraft(tx: Executor, userNo: number, boardNo: number): Promise<void> {
  await tx.delete(drafts).where(and(eq(drafts.userNo, userNo), eq(drafts.boardNo, boardNo)));
}

/** Deletes several drafts at once; all of them must be the member's, or nothing is deleted. */
export async function deleteDrafts(db: Executor, userNo: number, draftNoList: number[]): Promise<{ deleted: number[] }> {
  const wanted = [...new Set(draftNoList)];
  const own = await db
    .select({ draftNo: drafts.draftNo })
    .from(drafts)
    .where(and(eq(drafts.userNo, userNo), inArray(drafts.draftNo, wanted)));
  if (own.length !== wanted.length) throw notFound();
  await db.delete(drafts).where(and(eq(drafts.userNo, userNo), inArray(drafts.draftNo, wanted)));
  return { deleted: wanted.sort((a, b) => a - b) };
}

/** Publishing removes the draft it came from, in the publishing transaction. */
export async function deleteDraftOfMember(tx: Executor, userNo: number, draftNo: number): Promise<void> {
  await tx.delete(drafts).where(and(eq(drafts.draftNo, draftNo), eq(drafts.userNo, userNo)));
}

/** Whether any draft of the member shows this address (file clean-up keeps such files). */
export async function draftUsesAddress(db: Executor, userNo: number, address: string): Promise<boolean> {
  const pattern = `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await db
    .select({ draftNo: drafts.draftNo })
    .from(drafts)
    .where(and(eq(drafts.userNo, userNo), sql`(${drafts.content} like ${pattern} or ${drafts.thumbnailPath} = ${address})`))
    .limit(1);
  return Boolean(row);
}
