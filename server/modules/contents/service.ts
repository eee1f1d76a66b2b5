// Publishing, editing and deleting posts (docs/product/writing.md write flow, office-share refusal,
// contents). The server re-checks everything the writing page checks: the 'done' rule,
// limits, tags, the thumbnail, the attachment total; sanitizes the HTML; and writes the
// post, its file links, the consumed draft and the policy consent in one transaction.
import { ATTACHMENT_MAX_TOTAL_BYTES } from "../../../core/files";
import { MSG } from "../../../core/messages";
import { isTopicKey } from "../../../core/topics";
import { isUploadFormDone, stripHtml } from "../../../core/upload-form";
import { checkSubject, checkTagList, normalizeSubject, ownFileKeys, WRITING_MSG } from "../../../core/writing";
import type { AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import { sanitizePostHtml } from "../../lib/rich-text";
import type { Viewer } from "../auth/types";
import { createBoard, softDeleteBoard, updateBoard } from "../boards/service";
import { assertEditable, hasAgreedUploadPolicy, ownedPost, recordUploadPolicyConsent, requireUploadPolicy } from "../boards/writing";
import { withdrawDocumentPages } from "../documents/service";
import { deleteDraftOfMember, deleteEditDraft, getEditDraft } from "../drafts/service";
import { uploadPassReadNow } from "../quota/nft-bonus";
import { takeUploadSlot } from "../quota/service";
import { isOwnStoredImage, linkFilesToBoard, ownFileSizes } from "../files/registry";
import type { EditablePost, PostInput, PublishedPost, WritingState } from "./types";

export async function getWritingState(db: Executor, userNo: number): Promise<WritingState> {
  return { policyAgreed: await hasAgreedUploadPolicy(db, userNo) };
}

interface CleanPost {
  subject: string;
  contentHtml: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  fileKeys: string[];
}

/** Everything a post must satisfy before it is stored; Korean messages name what is wrong. */
async function cleanPost(ctx: AppContext, viewer: Author, input: PostInput, keepThumb: string | null): Promise<CleanPost> {
  const subjectError = checkSubject(input.subject);
  if (subjectError) throw errors.unprocessable(subjectError, "SUBJECT_INVALID");
  const subject = normalizeSubject(input.subject);
  if (!isTopicKey(input.topic)) throw errors.unprocessable(WRITING_MSG.topicRequired, "TOPIC_INVALID");
  const contentHtml = sanitizePostHtml(input.webEditorContent, ctx.config.publicUrl);
  if (stripHtml(contentHtml) === "") throw errors.unprocessable(WRITING_MSG.contentRequired, "CONTENT_REQUIRED");
  // The same rule the publish button follows (docs/product/writing.md 'done').
  if (!isUploadFormDone({ pageType: "upload", type: input.type, subject, webEditorContent: contentHtml, topic: input.topic })) {
    throw errors.unprocessable(WRITING_MSG.contentRequired, "POST_INCOMPLETE");
  }
  const tags = checkTagList(input.tags);
  if (!tags.ok) throw errors.unprocessable(tags.message, "TAGS_INVALID");
  const thumb = input.thumb || null;
  if (thumb && thumb !== keepThumb && !(await isOwnStoredImage(ctx.db, viewer.userNo, thumb))) {
    throw errors.unprocessable(WRITING_MSG.thumbInvalid, "THUMB_INVALID");
  }
  const fileKeys = ownFileKeys(contentHtml);
  const sizes = await ownFileSizes(ctx.db, viewer.userNo, fileKeys);
  if (sizes.reduce((a, b) => a + b, 0) > ATTACHMENT_MAX_TOTAL_BYTES) {
    throw errors.payloadTooLarge(MSG.attachmentsTotalTooLarge, "ATTACHMENTS_TOO_LARGE");
  }
  // No cover chosen: the post's own first image is its card's cover (decision 0187), else the topic's cover.
  const cover = thumb ?? (fileKeys[0] ? `/files/${fileKeys[0]}` : null);
  const thumbKey = cover?.startsWith("/files/") ? cover.slice("/files/".length) : null;
  return {
    subject,
    contentHtml,
    topic: input.topic,
    tags: tags.tags,
    thumb: cover,
    fileKeys: thumbKey && !fileKeys.includes(thumbKey) ? [...fileKeys, thumbKey] : fileKeys,
  };
}

/** Who publishes: the signed-in member, or the author of a scheduled post when its time comes. */
export type Author = Pick<Viewer, "userNo" | "joinChannel">;

export interface PublishOptions {
  /** When it is published: the day whose upload count it takes. */
  at?: Date;
  /**
   * Runs first in the publishing transaction and throws when the post must not be published
   * (a scheduled post another run already took: decision 0214).
   */
  claim?(tx: Tx): Promise<void>;
  /** Runs last in the publishing transaction (the scheduled post's author is told it went out). */
  after?(tx: Tx, post: PublishedPost): Promise<void>;
}

/** The checks publishing makes before anything is stored (scheduling makes them too, to refuse at once). */
export async function checkPostForPublishing(ctx: AppContext, author: Author, input: PostInput): Promise<void> {
  await cleanPost(ctx, author, input, null);
}

export async function publishPost(ctx: AppContext, viewer: Author, input: PostInput, options: PublishOptions = {}): Promise<PublishedPost> {
  const { agreed } = await requireUploadPolicy(ctx.db, viewer.userNo, input.agreePolicy);
  const clean = await cleanPost(ctx, viewer, input, null);
  const uploadPass = await uploadPassReadNow(ctx, viewer.userNo);
  return withTransaction(ctx.db, async (tx) => {
    await options.claim?.(tx);
    // Plans G and P: one of today's uploads, refused over the count (docs/product/writing.md, modalUploadAlert).
    await takeUploadSlot(tx, viewer, options.at ?? new Date(), uploadPass);
    const created = await createBoard(tx, {
      userNo: viewer.userNo,
      boardType: input.type,
      topic: clean.topic,
      subject: clean.subject,
      contentHtml: clean.contentHtml,
      tags: clean.tags,
      thumb: clean.thumb,
    });
    await linkFilesToBoard(tx, viewer.userNo, created.boardNo, clean.fileKeys);
    if (input.draftNo !== undefined) await deleteDraftOfMember(tx, viewer.userNo, input.draftNo);
    if (!agreed) await recordUploadPolicyConsent(tx, viewer.userNo);
    await emit({ ctx, tx }, "post.published", {
      boardNo: created.boardNo,
      userNo: viewer.userNo,
      kind: "editor",
      subject: clean.subject,
      permaLink: created.permaLink,
    });
    await options.after?.(tx, created);
    return created;
  });
}

/** The edit page's data (docs/product/writing.md /upload?permaLink=&boardNo=). */
export async function getPostForEdit(ctx: AppContext, viewer: Viewer, boardNo: number, permaLink?: string): Promise<EditablePost> {
  const post = await ownedPost(ctx, viewer, boardNo);
  if (permaLink && permaLink.split("-")[0] !== post.permaLink) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  assertEditable(post, "editor");
  return {
    boardNo: post.boardNo,
    permaLink: post.permaLink,
    type: "editor",
    subject: post.subject,
    webEditorContent: post.contentHtml,
    topic: post.topic,
    tags: post.tags,
    thumb: post.thumb,
    editDraft: await getEditDraft(ctx.db, viewer.userNo, boardNo),
  };
}

export async function editPost(ctx: AppContext, viewer: Viewer, boardNo: number, input: PostInput): Promise<PublishedPost> {
  const post = await ownedPost(ctx, viewer, boardNo);
  assertEditable(post, input.type);
  // The current thumbnail stays valid even if it is not an upload of this member (a document page, a demo image).
  const clean = await cleanPost(ctx, viewer, input, post.thumb);
  await withTransaction(ctx.db, async (tx) => {
    await updateBoard(
      tx,
      boardNo,
      {
        topic: clean.topic,
        subject: clean.subject,
        contentHtml: clean.contentHtml,
        tags: clean.tags,
        thumb: clean.thumb,
      },
      { userNo: viewer.userNo },
    );
    await linkFilesToBoard(tx, viewer.userNo, boardNo, clean.fileKeys);
    await deleteEditDraft(tx, viewer.userNo, boardNo);
  });
  return { boardNo, permaLink: post.permaLink };
}

/**
 * Soft delete by the owner. The post disappears from every list and page at once, and so do a
 * document's pages (decision 0208); its other files stay for the retention period and are then
 * removed by the daily sweep (files.sweep).
 */
export async function deletePost(ctx: AppContext, viewer: Viewer, boardNo: number, userId?: string): Promise<{ boardNo: number }> {
  if (userId !== undefined && userId !== viewer.userId) throw errors.forbidden(WRITING_MSG.notOwner, "NOT_OWNER");
  await ownedPost(ctx, viewer, boardNo);
  const deleted = await softDeleteBoard(ctx.db, boardNo);
  if (!deleted) throw errors.notFound(WRITING_MSG.postNotFound, "BOARD_NOT_FOUND");
  await withdrawDocumentPages(ctx, boardNo);
  return { boardNo };
}
