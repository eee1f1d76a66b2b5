// A member's public posts and their totals, for the other-user pages (/other/{userId}) and
// my page. Same visibility as every public list: not deleted, not blinded, not publishing.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { boards } from "../../db/schema";
import { cardPage, visible, type ListOptions } from "./service";
import type { BoardCard, Page } from "./types";

export interface MemberBoardStats {
  postCount: number;
  viewCount: number;
  likeCount: number;
}

const visibleOf = (userNo: number) => and(eq(boards.userNo, userNo), visible);

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

export async function listMemberBoards(db: Executor, userNo: number, options: ListOptions): Promise<Page<BoardCard>> {
  const { postCount } = await memberBoardStats(db, userNo);
  return cardPage(db, visibleOf(userNo), boards.createdAt, options, postCount);
}
