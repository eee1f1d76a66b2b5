// Board reads and the one write the foundation needs (creating posts, used by the demo seed
// and later by publishing). Pages and the API call these same functions in-process.
import { and, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { encodePermalink, decodePermalink, randomPermalinkPart } from "../../../core/permalink";
import { truncate } from "../../../core/text";
import { stripHtml } from "../../../core/upload-form";
import type { Database, Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { boards, users } from "../../db/schema";
import { emit } from "../../events/bus";
import { keepFirstRevision, recordRevision } from "./revision-store";
import { avatarSql, pfpTokenRaritySql } from "../wallet/nft/pfp-ring";
import type { BoardCard, BoardDetail, Page } from "./types";

const EXCERPT_LENGTH = 120;
const DESCRIPTION_LENGTH = 155;

export const cardColumns = {
  boardNo: boards.boardNo,
  permalink: boards.permalink,
  subject: boards.subject,
  contentText: boards.contentText,
  topic: boards.topic,
  tags: boards.tags,
  thumb: boards.thumb,
  viewCount: boards.viewCount,
  likeCount: boards.likeCount,
  // Counted for the rows a list returns only: every list sorts and limits first, and
  // PostgreSQL evaluates a sub-select of the output after the limit (comments_thread_idx).
  commentCount: sql<number>`(select count(*)::int from comments c where c.board_no = ${boards.boardNo} and c.deleted_at is null and c.blind_yn = 'N')`,
  createdAt: boards.createdAt,
  isDemo: boards.isDemo,
  userId: users.userId,
  userName: users.userName,
  profileImg: avatarSql(users.userNo, users.profileImg),
  pfpTokenRarity: pfpTokenRaritySql(users.userNo),
};

export type CardRow = {
  boardNo: number;
  permalink: string;
  subject: string;
  contentText: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  isDemo: boolean;
  userId: string;
  userName: string;
  profileImg: string | null;
  pfpTokenRarity: string | null;
};

export function toCard(row: CardRow): BoardCard {
  return {
    boardNo: Number(row.boardNo),
    permaLink: row.permalink,
    subject: row.subject,
    excerpt: truncate(row.contentText, EXCERPT_LENGTH),
    topic: row.topic,
    tags: row.tags,
    thumb: row.thumb,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    commentCount: Number(row.commentCount),
    regDate: new Date(row.createdAt).toISOString(),
    isDemo: row.isDemo,
    uploader: { userId: row.userId, userName: row.userName, userProfileImg: row.profileImg, pfpTokenRarity: row.pfpTokenRarity },
  };
}

/** Visible = not deleted, not blinded, not still being converted. */
export const visible = and(isNull(boards.deletedAt), eq(boards.blindYn, "N"), eq(boards.publishing, false));

export interface ListOptions {
  page: number;
  size: number;
}

/** How many posts match a condition (for a list's page count). */
export async function countBoards(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(where);
  return Number(row?.n ?? 0);
}

/** `column DESC NULLS LAST`: the order the boards' listing indexes (boards_listing_idx, boards_user_idx, boards_topic_idx) are built in. */
export function newestFirst(column: SQL | AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/** One page of post cards: newest `orderBy` first (ties by post number), `totalCount` posts in all. */
export async function cardPage(
  db: Executor,
  where: SQL | undefined,
  orderBy: SQL | AnyColumn,
  { page, size }: ListOptions,
  totalCount: number,
): Promise<Page<BoardCard>> {
  const rows = await db
    .select(cardColumns)
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(where)
    // NULLS LAST as the listing indexes are built (drizzle's .desc()): a plain DESC sorts nulls
    // first, which no index here gives, and PostgreSQL then reads and sorts every visible post
    // (100 ms at 100,000 posts) instead of the first rows of boards_listing_idx (0.1 ms).
    .orderBy(newestFirst(orderBy), newestFirst(boards.boardNo))
    .limit(size)
    .offset((page - 1) * size);
  return { items: rows.map(toCard), page, size, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / size)) };
}

export async function listNewBoards(db: Database, options: ListOptions): Promise<Page<BoardCard>> {
  return cardPage(db, visible, boards.createdAt, options, await countBoards(db, visible));
}

async function findDetail(db: Database, where: ReturnType<typeof eq>): Promise<BoardDetail | null> {
  const [row] = await db
    .select({
      ...cardColumns,
      boardType: boards.boardType,
      contentHtml: boards.contentHtml,
      blindYn: boards.blindYn,
      publishing: boards.publishing,
      updatedAt: boards.updatedAt,
    })
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(and(where, isNull(boards.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    ...toCard(row),
    boardType: row.boardType,
    contentHtml: row.contentHtml,
    description: truncate(row.contentText.replace(/^\[데모 콘텐츠\]\s*/, ""), DESCRIPTION_LENGTH),
    blindYn: row.blindYn === "Y" ? "Y" : "N",
    publishing: row.publishing,
    updDate: new Date(row.updatedAt).toISOString(),
  };
}

/** Accepts the permalink with or without its `-user` share suffix. */
export async function getBoardByPermalink(db: Database, permalink: string): Promise<BoardDetail | null> {
  const decoded = decodePermalink(permalink);
  if (!decoded) return null;
  const base = permalink.split("-")[0]!;
  return findDetail(db, eq(boards.permalink, base));
}

export async function getBoardByNo(db: Database, boardNo: number): Promise<BoardDetail | null> {
  return findDetail(db, eq(boards.boardNo, boardNo));
}

export interface NewBoardInput {
  userNo: number;
  boardType: "editor" | "updDocs" | "polarisAi";
  topic: string;
  subject: string;
  contentHtml: string;
  tags: string[];
  thumb?: string | null;
  bfSize?: number;
  /** True while an uploaded document is being converted (hidden from lists until done). */
  publishing?: boolean;
  isDemo?: boolean;
  /** Made from a document shared in Polaris Office (decision 0167): edited only by sharing again. */
  pofficeShare?: boolean;
  createdAt?: Date;
  viewCount?: number;
  likeCount?: number;
}

/** Allocates the board number first so the permalink is stored with the row, never patched in. */
export async function createBoard(db: Executor, input: NewBoardInput): Promise<{ boardNo: number; permaLink: string }> {
  const seq = await db.execute(sql`select nextval(pg_get_serial_sequence('boards', 'board_no')) as n`);
  const boardNo = Number(rows<{ n: string | number }>(seq)[0]!.n);
  const part = input.bfSize && input.bfSize > 0 ? input.bfSize : randomPermalinkPart();
  const permaLink = encodePermalink(boardNo, part);
  await db.insert(boards).values({
    boardNo,
    permalink: permaLink,
    userNo: input.userNo,
    boardType: input.boardType,
    topic: input.topic,
    subject: input.subject,
    contentHtml: input.contentHtml,
    contentText: stripHtml(input.contentHtml),
    tags: input.tags,
    thumb: input.thumb ?? null,
    bfSize: input.bfSize ?? 0,
    publishing: input.publishing ?? false,
    isDemo: input.isDemo ?? false,
    pofficeShareYn: input.pofficeShare ? "Y" : "N",
    viewCount: input.viewCount ?? 0,
    likeCount: input.likeCount ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  });
  // Its first revision (decision 0200), in the same transaction as the post.
  await recordRevision(db, {
    boardNo,
    userNo: input.userNo,
    kind: "publish",
    content: { subject: input.subject, topic: input.topic, tags: input.tags, html: input.contentHtml },
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  await emit({ tx: db }, "post.changed", { boardNo });
  return { boardNo, permaLink };
}

// ── Writing (publish, edit, delete): called by the contents module ──────────

export interface BoardForWriting {
  boardNo: number;
  permaLink: string;
  userNo: number;
  boardType: string;
  topic: string;
  subject: string;
  contentHtml: string;
  tags: string[];
  thumb: string | null;
  pofficeShareYn: "Y" | "N";
  publishing: boolean;
}

/** A live (not deleted) post with what editing needs, or null. Blind posts are included: their owner may still fix them. */
export async function getBoardForWriting(db: Executor, boardNo: number): Promise<BoardForWriting | null> {
  const [row] = await db
    .select({
      boardNo: boards.boardNo,
      permaLink: boards.permalink,
      userNo: boards.userNo,
      boardType: boards.boardType,
      topic: boards.topic,
      subject: boards.subject,
      contentHtml: boards.contentHtml,
      tags: boards.tags,
      thumb: boards.thumb,
      pofficeShareYn: boards.pofficeShareYn,
      publishing: boards.publishing,
    })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .limit(1);
  if (!row) return null;
  return { ...row, boardNo: Number(row.boardNo), pofficeShareYn: row.pofficeShareYn === "Y" ? "Y" : "N" };
}

export interface BoardUpdate {
  topic: string;
  subject: string;
  contentHtml: string;
  tags: string[];
  thumb: string | null;
}

/**
 * Rewrites a post's content; the plain text for search and excerpts follows the HTML. The new
 * words become the post's newest revision, made by `revision.userNo` (decision 0200).
 */
export async function updateBoard(
  db: Executor,
  boardNo: number,
  input: BoardUpdate,
  revision: { userNo: number; kind?: "edit" | "restore"; restoredFrom?: number },
  now: Date = new Date(),
): Promise<void> {
  await keepFirstRevision(db, boardNo);
  await recordRevision(db, {
    boardNo,
    userNo: revision.userNo,
    kind: revision.kind ?? "edit",
    content: { subject: input.subject, topic: input.topic, tags: input.tags, html: input.contentHtml },
    ...(revision.restoredFrom ? { restoredFrom: revision.restoredFrom } : {}),
    createdAt: now,
  });
  await db
    .update(boards)
    .set({
      topic: input.topic,
      subject: input.subject,
      contentHtml: input.contentHtml,
      contentText: stripHtml(input.contentHtml),
      tags: input.tags,
      thumb: input.thumb,
      updatedAt: now,
    })
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)));
  await emit({ tx: db }, "post.changed", { boardNo });
}

/** Soft delete: the row stays (for disputes and file clean-up) but no list or page shows it. */
export async function softDeleteBoard(db: Executor, boardNo: number, now: Date = new Date()): Promise<boolean> {
  const done = await db
    .update(boards)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .returning({ boardNo: boards.boardNo });
  if (done.length) await emit({ tx: db }, "post.removed", { boardNo });
  return done.length > 0;
}

/** When a post was deleted: a Date, null while it is live, undefined when there is no such post. */
export async function boardDeletedAt(db: Executor, boardNo: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ deletedAt: boards.deletedAt }).from(boards).where(eq(boards.boardNo, boardNo)).limit(1);
  if (!row) return undefined;
  return row.deletedAt ? new Date(row.deletedAt) : null;
}

/** Whether any live post of the member shows this address in its body or as its thumbnail. */
export async function livePostUsesAddress(db: Executor, userNo: number, address: string): Promise<boolean> {
  const pattern = `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await db
    .select({ boardNo: boards.boardNo })
    .from(boards)
    .where(
      and(
        eq(boards.userNo, userNo),
        isNull(boards.deletedAt),
        sql`(${boards.contentHtml} like ${pattern} or ${boards.thumb} = ${address})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ── Moderation (comments and reports module) ────────────────────────────────

export interface BoardBasics {
  boardNo: number;
  permaLink: string;
  userNo: number;
  subject: string;
  blindYn: "Y" | "N";
  publishing: boolean;
}

/** A live (not deleted) post's owner, address and state, or null. */
export async function getBoardBasics(db: Executor, boardNo: number): Promise<BoardBasics | null> {
  const [row] = await db
    .select({
      boardNo: boards.boardNo,
      permaLink: boards.permalink,
      userNo: boards.userNo,
      subject: boards.subject,
      blindYn: boards.blindYn,
      publishing: boards.publishing,
    })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .limit(1);
  if (!row) return null;
  return { ...row, boardNo: Number(row.boardNo), blindYn: row.blindYn === "Y" ? "Y" : "N" };
}

/** Blinds ('Y') or restores ('N') a live post. True only when the state changed (so one caller notifies). */
export async function setBoardBlind(db: Executor, boardNo: number, blindYn: "Y" | "N", now: Date = new Date()): Promise<boolean> {
  const done = await db
    .update(boards)
    .set({ blindYn, updatedAt: now })
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt), sql`${boards.blindYn} <> ${blindYn}`))
    .returning({ boardNo: boards.boardNo });
  return done.length > 0;
}

/** Live blinded posts, most recently changed first (the moderators' hidden list). */
export async function listBlindBoardNos(db: Executor, limit: number, offset: number): Promise<{ boardNos: number[]; total: number }> {
  const where = and(isNull(boards.deletedAt), eq(boards.blindYn, "Y"));
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(where);
  const rows = await db
    .select({ boardNo: boards.boardNo })
    .from(boards)
    .where(where)
    .orderBy(desc(boards.updatedAt))
    .limit(limit)
    .offset(offset);
  return { boardNos: rows.map((r) => Number(r.boardNo)), total: Number(countRow?.n ?? 0) };
}

/** Cards of the given visible posts, in the order asked (missing ones are skipped): lists other modules rank. */
export async function getBoardCards(db: Executor, boardNos: number[]): Promise<BoardCard[]> {
  if (!boardNos.length) return [];
  const rows = await db
    .select(cardColumns)
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(and(visible, inArray(boards.boardNo, boardNos)));
  const byNo = new Map(rows.map((r) => [Number(r.boardNo), toCard(r)]));
  return boardNos.flatMap((n) => (byNo.has(n) ? [byNo.get(n)!] : []));
}

/** Who wrote a post and whether it can be acted on (null: unknown or deleted). */
export async function getBoardOwner(
  db: Executor,
  boardNo: number,
): Promise<{ boardNo: number; userNo: number; blindYn: string; publishing: boolean } | null> {
  const [row] = await db
    .select({ boardNo: boards.boardNo, userNo: boards.userNo, blindYn: boards.blindYn, publishing: boards.publishing })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .limit(1);
  return row ? { ...row, boardNo: Number(row.boardNo) } : null;
}
