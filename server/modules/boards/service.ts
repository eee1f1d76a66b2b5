// Board reads and the one write the foundation needs (creating posts, used by the demo seed
// and later by publishing). Pages and the API call these same functions in-process.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { encodePermalink, decodePermalink, randomPermalinkPart } from "../../../core/permalink";
import { truncate } from "../../../core/text";
import { stripHtml } from "../../../core/upload-form";
import type { Database, Executor } from "../../db/client";
import { boards, users } from "../../db/schema";
import type { BoardCard, BoardDetail, Page } from "./types";

const EXCERPT_LENGTH = 120;
const DESCRIPTION_LENGTH = 155;

const cardColumns = {
  boardNo: boards.boardNo,
  permalink: boards.permalink,
  subject: boards.subject,
  contentText: boards.contentText,
  topic: boards.topic,
  tags: boards.tags,
  thumb: boards.thumb,
  viewCount: boards.viewCount,
  likeCount: boards.likeCount,
  createdAt: boards.createdAt,
  isDemo: boards.isDemo,
  userId: users.userId,
  userName: users.userName,
  profileImg: users.profileImg,
};

type CardRow = {
  boardNo: number;
  permalink: string;
  subject: string;
  contentText: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  viewCount: number;
  likeCount: number;
  createdAt: Date;
  isDemo: boolean;
  userId: string;
  userName: string;
  profileImg: string | null;
};

function toCard(row: CardRow): BoardCard {
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
    regDate: new Date(row.createdAt).toISOString(),
    isDemo: row.isDemo,
    uploader: { userId: row.userId, userName: row.userName, userProfileImg: row.profileImg },
  };
}

/** Visible = not deleted, not blinded, not still being converted. */
const visible = and(isNull(boards.deletedAt), eq(boards.blindYn, "N"), eq(boards.publishing, false));

export interface ListOptions {
  page: number;
  size: number;
}

export async function listNewBoards(db: Database, { page, size }: ListOptions): Promise<Page<BoardCard>> {
  const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(boards).where(visible);
  const totalCount = Number(countRow?.n ?? 0);
  const rows = await db
    .select(cardColumns)
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(visible)
    .orderBy(desc(boards.createdAt), desc(boards.boardNo))
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: rows.map(toCard),
    page,
    size,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / size)),
  };
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
  isDemo?: boolean;
  createdAt?: Date;
  viewCount?: number;
  likeCount?: number;
}

/** Allocates the board number first so the permalink is stored with the row, never patched in. */
export async function createBoard(db: Executor, input: NewBoardInput): Promise<{ boardNo: number; permaLink: string }> {
  const seq = await db.execute(sql`select nextval(pg_get_serial_sequence('boards', 'board_no')) as n`);
  const rows = (Array.isArray(seq) ? seq : (seq as { rows: unknown[] }).rows) as { n: string | number }[];
  const boardNo = Number(rows[0]!.n);
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
    isDemo: input.isDemo ?? false,
    viewCount: input.viewCount ?? 0,
    likeCount: input.likeCount ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
  });
  return { boardNo, permaLink };
}

export async function countBoards(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(boards);
  return Number(row?.n ?? 0);
}
