// A member's public posts and their totals, for the other-user pages (/other/{userId}) and
// my page. Same visibility as every public list: not deleted, not blinded, not publishing.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { boards, users } from "../../db/schema";
import { cardColumns, toCard } from "./service";
import type { BoardCard, Page } from "./types";

export interface MemberBoardStats {
  postCount: number;
  viewCount: number;
  likeCount: number;
}

const visibleOf = (userNo: number) =>
  and(eq(boards.userNo, userNo), isNull(boards.deletedAt), eq(boards.blindYn, "N"), eq(boards.publishing, false));

export async function memberBoardStats(db: Executor, userNo: number): Promise<MemberBoardStats> {
  const [row] = await db
    .select({
      postCount: sql<number>`count(*)::int`,
      viewCount: sql<number>`coalesce(sum(${boards.viewCount}), 0)::int`,
      likeCount: sql<number>`coalesce(sum(${boards.likeCount}), 0)::int`,
    })
    .from(boards)
    .where(visibleOf(userNo));
  return { postCount: Number(row?.postCount ?? 0), viewCount: Number(row?.viewCount ?? 0), likeCount: Number(row?.likeCount ?? 0) };
}

export async function listMemberBoards(
  db: Executor,
  userNo: number,
  { page, size }: { page: number; size: number },
): Promise<Page<BoardCard>> {
  const { postCount } = await memberBoardStats(db, userNo);
  const rows = await db
    .select(cardColumns)
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(visibleOf(userNo))
    .orderBy(desc(boards.createdAt), desc(boards.boardNo))
    .limit(size)
    .offset((page - 1) * size);
  return {
    items: rows.map(toCard),
    page,
    size,
    totalCount: postCount,
    totalPages: Math.max(1, Math.ceil(postCount / size)),
  };
}
