// Native comments on every post (engagement): threaded one level, plain text with links,
// edit own, delete own or by the post's owner (soft: the thread keeps its shape), and the
// fact "comment.created" emitted in the comment's own transaction, which notifies the post's
// author (NEW_COMMENT) and the parent comment's author (NEW_REPLY) and pays the comment
// mission (server/events). docs/decisions/0080, 0142.
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { COMMENT_MSG, COMMENT_PAGE_SIZE, validateCommentText } from "../../../core/comments";
import { LEFT_MEMBER_NAME } from "../../../core/profile";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { comments, reports, users } from "../../db/schema";
import { avatarSql, pfpTokenRaritySql } from "../wallet/nft/pfp-ring";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { getBoardBasics, type BoardBasics } from "../boards/service";
import type { CommentItem, CommentPage } from "./types";

/** A post comments may be read or written on: live, not blinded, published. */
async function commentablePost(db: Executor, boardNo: number): Promise<BoardBasics> {
  const post = await getBoardBasics(db, boardNo);
  if (!post || post.blindYn === "Y" || post.publishing) throw errors.notFound(COMMENT_MSG.postNotFound, "BOARD_NOT_FOUND");
  return post;
}

const itemColumns = {
  commentNo: comments.commentNo,
  boardNo: comments.boardNo,
  parentNo: comments.parentNo,
  userNo: comments.userNo,
  content: comments.content,
  blindYn: comments.blindYn,
  editedAt: comments.editedAt,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  userId: users.userId,
  userName: users.userName,
  profileImg: avatarSql(users.userNo, users.profileImg),
  pfpTokenRarity: pfpTokenRaritySql(users.userNo),
  deleteYn: users.deleteYn,
  remoteAuthor: comments.remoteAuthor,
};

type ItemRow = {
  commentNo: number;
  boardNo: number;
  parentNo: number | null;
  userNo: number;
  content: string;
  blindYn: string;
  editedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  userId: string;
  userName: string;
  profileImg: string | null;
  pfpTokenRarity: string | null;
  deleteYn: string;
  remoteAuthor: RemoteAuthor | null;
};

function toItem(row: ItemRow, viewerNo: number | null, postOwnerNo: number, reported: Set<number>): CommentItem {
  const commentNo = Number(row.commentNo);
  const state = row.deletedAt ? "deleted" : row.blindYn === "Y" ? "blind" : "live";
  const left = row.deleteYn === "Y";
  const mine = viewerNo !== null && row.userNo === viewerNo;
  return {
    commentNo,
    parentNo: row.parentNo === null ? null : Number(row.parentNo),
    state,
    content: state === "live" ? row.content : "",
    writer:
      state !== "live"
        ? null
        : row.remoteAuthor
          ? {
              userId: null,
              userName: row.remoteAuthor.name,
              userProfileImg: null,
              pfpTokenRarity: null,
              remote: { handle: row.remoteAuthor.handle, url: row.remoteAuthor.url },
            }
          : {
              userId: left ? null : row.userId,
              userName: left ? LEFT_MEMBER_NAME : row.userName,
              userProfileImg: left ? null : row.profileImg,
              pfpTokenRarity: left ? null : row.pfpTokenRarity,
              remote: null,
            },
    regDate: new Date(row.createdAt).toISOString(),
    edited: state === "live" && row.editedAt !== null,
    mine: state === "live" && mine,
    canDelete: state !== "deleted" && viewerNo !== null && (mine || postOwnerNo === viewerNo),
    reported: reported.has(commentNo),
    replies: [],
  };
}

async function reportedBy(db: Executor, viewerNo: number | null, commentNos: number[]): Promise<Set<number>> {
  if (viewerNo === null || commentNos.length === 0) return new Set();
  const rows = await db
    .select({ targetNo: reports.targetNo })
    .from(reports)
    .where(and(eq(reports.targetType, "comment"), eq(reports.reporterUserNo, viewerNo), inArray(reports.targetNo, commentNos)));
  return new Set(rows.map((r) => Number(r.targetNo)));
}

export async function countComments(db: Executor, boardNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.boardNo, boardNo), isNull(comments.deletedAt), eq(comments.blindYn, "N")));
  return Number(row?.n ?? 0);
}

/**
 * A page of a post's thread, oldest first: top-level comments after the cursor with all their
 * live replies. A deleted top-level comment stays (as '삭제된 댓글입니다.') only while it has
 * live replies; deleted replies disappear.
 */
export async function listComments(
  db: Executor,
  boardNo: number,
  viewerNo: number | null,
  options: { after?: number; size?: number } = {},
): Promise<CommentPage> {
  const post = await commentablePost(db, boardNo);
  const size = Math.min(Math.max(options.size ?? COMMENT_PAGE_SIZE, 1), 100);
  const liveReply = sql`exists (select 1 from ${comments} r where r.parent_no = ${comments.commentNo} and r.deleted_at is null)`;
  const top = (await db
    .select(itemColumns)
    .from(comments)
    .innerJoin(users, eq(users.userNo, comments.userNo))
    .where(
      and(
        eq(comments.boardNo, boardNo),
        isNull(comments.parentNo),
        options.after ? gt(comments.commentNo, options.after) : undefined,
        sql`(${comments.deletedAt} is null or ${liveReply})`,
      ),
    )
    .orderBy(asc(comments.commentNo))
    .limit(size + 1)) as ItemRow[];
  const hasMore = top.length > size;
  const pageRows = top.slice(0, size);
  const topNos = pageRows.map((r) => Number(r.commentNo));
  const replyRows = topNos.length
    ? ((await db
        .select(itemColumns)
        .from(comments)
        .innerJoin(users, eq(users.userNo, comments.userNo))
        .where(and(inArray(comments.parentNo, topNos), isNull(comments.deletedAt)))
        .orderBy(asc(comments.commentNo))) as ItemRow[])
    : [];
  const reported = await reportedBy(db, viewerNo, [...topNos, ...replyRows.map((r) => Number(r.commentNo))]);
  const items = pageRows.map((row) => toItem(row, viewerNo, post.userNo, reported));
  const byNo = new Map(items.map((item) => [item.commentNo, item]));
  for (const row of replyRows) byNo.get(Number(row.parentNo))?.replies.push(toItem(row, viewerNo, post.userNo, reported));
  return {
    boardNo,
    totalCount: await countComments(db, boardNo),
    items,
    nextCursor: hasMore ? topNos[topNos.length - 1]! : null,
  };
}

function cleanText(content: string): string {
  const checked = validateCommentText(content);
  if (!checked.ok) throw errors.unprocessable(checked.message, "COMMENT_INVALID");
  return checked.value;
}

async function findComment(db: Executor, commentNo: number) {
  const [row] = await db.select().from(comments).where(eq(comments.commentNo, commentNo)).limit(1);
  return row
    ? {
        ...row,
        commentNo: Number(row.commentNo),
        boardNo: Number(row.boardNo),
        parentNo: row.parentNo === null ? null : Number(row.parentNo),
      }
    : null;
}

async function itemOf(db: Executor, commentNo: number, viewer: Viewer, postOwnerNo: number): Promise<CommentItem> {
  const [row] = (await db
    .select(itemColumns)
    .from(comments)
    .innerJoin(users, eq(users.userNo, comments.userNo))
    .where(eq(comments.commentNo, commentNo))
    .limit(1)) as ItemRow[];
  return toItem(row!, viewer.userNo, postOwnerNo, new Set());
}

export interface NewCommentInput {
  boardNo: number;
  parentNo?: number | null;
  content: string;
}

/** Writes a comment or a reply (one level) and tells its subscribers in the same transaction. */
export async function createComment(ctx: AppContext, viewer: Viewer, input: NewCommentInput): Promise<CommentItem> {
  const content = cleanText(input.content);
  const post = await commentablePost(ctx.db, input.boardNo);
  let parent: Awaited<ReturnType<typeof findComment>> = null;
  if (input.parentNo) {
    parent = await findComment(ctx.db, input.parentNo);
    if (!parent || parent.boardNo !== post.boardNo) throw errors.notFound(COMMENT_MSG.notFound, "COMMENT_NOT_FOUND");
    if (parent.parentNo !== null) throw errors.unprocessable(COMMENT_MSG.replyDepth, "REPLY_DEPTH");
    if (parent.deletedAt || parent.blindYn === "Y") throw errors.conflict(COMMENT_MSG.parentGone, "PARENT_GONE");
  }
  const commentNo = await withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ boardNo: post.boardNo, userNo: viewer.userNo, parentNo: parent?.commentNo ?? null, content })
      .returning({ commentNo: comments.commentNo, createdAt: comments.createdAt });
    const no = Number(row!.commentNo);
    await emit({ ctx, tx }, "comment.created", {
      commentNo: no,
      boardNo: post.boardNo,
      parentNo: parent?.commentNo ?? null,
      userNo: viewer.userNo,
      userName: viewer.userName,
      content,
      postOwnerUserNo: post.userNo,
      parentUserNo: parent?.userNo ?? null,
      permaLink: post.permaLink,
      createdAt: new Date(row!.createdAt),
    });
    return no;
  });
  return itemOf(ctx.db, commentNo, viewer, post.userNo);
}

/** The writer changes the text of a live comment of theirs. */
export async function editComment(ctx: AppContext, viewer: Viewer, commentNo: number, rawContent: string): Promise<CommentItem> {
  const content = cleanText(rawContent);
  const comment = await findComment(ctx.db, commentNo);
  if (!comment || comment.deletedAt) throw errors.notFound(COMMENT_MSG.notFound, "COMMENT_NOT_FOUND");
  const post = await commentablePost(ctx.db, comment.boardNo);
  if (comment.userNo !== viewer.userNo) throw errors.forbidden(COMMENT_MSG.notOwner, "NOT_OWNER");
  if (comment.blindYn === "Y") throw errors.conflict(COMMENT_MSG.blindPlaceholder, "COMMENT_BLIND");
  const now = new Date();
  await ctx.db
    .update(comments)
    .set({ content, editedAt: now, updatedAt: now })
    .where(and(eq(comments.commentNo, commentNo), isNull(comments.deletedAt)));
  return itemOf(ctx.db, commentNo, viewer, post.userNo);
}

/** Soft delete by the writer or the post's owner: the text is blanked, the row keeps the thread's shape. */
export async function deleteComment(
  ctx: AppContext,
  viewer: Viewer,
  commentNo: number,
): Promise<{ commentNo: number; totalCount: number }> {
  const comment = await findComment(ctx.db, commentNo);
  if (!comment || comment.deletedAt) throw errors.notFound(COMMENT_MSG.notFound, "COMMENT_NOT_FOUND");
  const post = await getBoardBasics(ctx.db, comment.boardNo);
  if (!post) throw errors.notFound(COMMENT_MSG.postNotFound, "BOARD_NOT_FOUND");
  const byAuthor = comment.userNo === viewer.userNo;
  if (!byAuthor && post.userNo !== viewer.userNo) throw errors.forbidden(COMMENT_MSG.cannotDelete, "NOT_ALLOWED");
  const now = new Date();
  const done = await ctx.db
    .update(comments)
    .set({ content: "", deletedAt: now, deletedBy: byAuthor ? "author" : "post_owner", updatedAt: now })
    .where(and(eq(comments.commentNo, commentNo), isNull(comments.deletedAt)))
    .returning({ commentNo: comments.commentNo });
  if (!done.length) throw errors.notFound(COMMENT_MSG.alreadyDeleted, "COMMENT_NOT_FOUND");
  return { commentNo, totalCount: await countComments(ctx.db, comment.boardNo) };
}

// ── For the reports module ──────────────────────────────────────────────────

export interface CommentForModeration {
  commentNo: number;
  boardNo: number;
  userNo: number;
  content: string;
  blindYn: "Y" | "N";
  deleted: boolean;
}

export async function getCommentForModeration(db: Executor, commentNo: number): Promise<CommentForModeration | null> {
  const row = await findComment(db, commentNo);
  if (!row) return null;
  return {
    commentNo: row.commentNo,
    boardNo: row.boardNo,
    userNo: row.userNo,
    content: row.content,
    blindYn: row.blindYn === "Y" ? "Y" : "N",
    deleted: row.deletedAt !== null,
  };
}

/** Blinds or restores a live comment; true only when the state changed. */
export async function setCommentBlind(db: Executor, commentNo: number, blindYn: "Y" | "N", now: Date = new Date()): Promise<boolean> {
  const done = await db
    .update(comments)
    .set({ blindYn, updatedAt: now })
    .where(and(eq(comments.commentNo, commentNo), isNull(comments.deletedAt), sql`${comments.blindYn} <> ${blindYn}`))
    .returning({ commentNo: comments.commentNo });
  return done.length > 0;
}

/** Live blinded comments, most recently changed first. */
export async function listBlindCommentNos(db: Executor, limit: number, offset: number): Promise<{ commentNos: number[]; total: number }> {
  const where = and(isNull(comments.deletedAt), eq(comments.blindYn, "Y"));
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(where);
  const rows = await db
    .select({ commentNo: comments.commentNo })
    .from(comments)
    .where(where)
    .orderBy(sql`${comments.updatedAt} desc`)
    .limit(limit)
    .offset(offset);
  return { commentNos: rows.map((r) => Number(r.commentNo)), total: Number(countRow?.n ?? 0) };
}

/** Who wrote a reply on another server (comments.remote_author). */
export interface RemoteAuthor {
  name: string;
  handle: string;
  url: string;
  actorId: string;
}

export interface RemoteCommentInput {
  boardNo: number;
  /** The top-level comment a reply to a reply hangs under, or null. */
  parentNo: number | null;
  content: string;
  /** The Note's id on its server. */
  remoteId: string;
  author: RemoteAuthor;
  /** The member row remote replies are filed under (federation's stand-in, never shown). */
  userNo: number;
}

/**
 * A reply that arrived from another server (ActivityPub, docs/product/federation.md): stored as
 * a comment on a live, visible post, under the same moderation (reports, blinding) as members'
 * comments, showing its remote writer. Not `comment.created`: that fact pays the comment mission
 * and a remote writer is no member; `comment.remoteReceived` tells the post's author (and the
 * member answered) instead. Null when the post is not commentable or the Note was taken in already.
 */
export async function addRemoteComment(ctx: AppContext, input: RemoteCommentInput): Promise<number | null> {
  const post = await getBoardBasics(ctx.db, input.boardNo);
  if (!post || post.blindYn === "Y" || post.publishing) return null;
  const checked = validateCommentText(input.content);
  if (!checked.ok) return null;
  let parent: Awaited<ReturnType<typeof findComment>> = null;
  if (input.parentNo !== null) {
    const answered = await findComment(ctx.db, input.parentNo);
    // One level of replies: an answer to a reply joins its thread.
    parent = answered && answered.boardNo === input.boardNo ? answered : null;
  }
  return withTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        boardNo: input.boardNo,
        parentNo: parent ? (parent.parentNo ?? parent.commentNo) : null,
        userNo: input.userNo,
        content: checked.value,
        remoteId: input.remoteId,
        remoteAuthor: input.author,
      })
      .onConflictDoNothing()
      .returning({ commentNo: comments.commentNo });
    if (!row) return null;
    const commentNo = Number(row.commentNo);
    await emit({ ctx, tx }, "comment.remoteReceived", {
      commentNo,
      boardNo: post.boardNo,
      authorName: input.author.name,
      authorHandle: input.author.handle,
      content: checked.value,
      postOwnerUserNo: post.userNo,
      // A remote reply's own row belongs to the stand-in: only a member's comment has someone to tell.
      parentUserNo: parent && parent.userNo !== input.userNo ? parent.userNo : null,
      permaLink: post.permaLink,
    });
    return commentNo;
  });
}

/** The comment a remote Note became, if any: its number and post. */
export async function remoteComment(
  db: Executor,
  remoteId: string,
): Promise<{ commentNo: number; boardNo: number; actorId: string } | null> {
  const [row] = await db
    .select({ commentNo: comments.commentNo, boardNo: comments.boardNo, author: comments.remoteAuthor })
    .from(comments)
    .where(and(eq(comments.remoteId, remoteId), isNull(comments.deletedAt)))
    .limit(1);
  return row?.author ? { commentNo: Number(row.commentNo), boardNo: Number(row.boardNo), actorId: row.author.actorId } : null;
}

/** Its writer edited a remote reply on their server (Update): the comment's text follows, marked edited. */
export async function editRemoteComment(db: Executor, commentNo: number, content: string, now: Date = new Date()): Promise<boolean> {
  const checked = validateCommentText(content);
  if (!checked.ok) return false;
  const done = await db
    .update(comments)
    .set({ content: checked.value, editedAt: now, updatedAt: now })
    .where(and(eq(comments.commentNo, commentNo), isNull(comments.deletedAt)))
    .returning({ commentNo: comments.commentNo });
  return done.length > 0;
}

/** Its writer deleted a remote reply on their server: the comment goes as a member's would. */
export async function removeRemoteComment(db: Executor, commentNo: number, now: Date = new Date()): Promise<void> {
  await db
    .update(comments)
    .set({ deletedAt: now, deletedBy: "remote", content: "", updatedAt: now })
    .where(and(eq(comments.commentNo, commentNo), isNull(comments.deletedAt)));
}
