// The board side of likes, bookmarks and shares: which posts can be reacted to, and the like
// counter. The reactions module calls these instead of writing the boards table.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { boards, users } from "../../db/schema";

export interface ReactionTarget {
  boardNo: number;
  permaLink: string;
  subject: string;
  thumb: string | null;
  likeCount: number;
  /** The author. */
  userNo: number;
  authorName: string;
}

/** A post members can see and react to: live, not blinded, not still publishing. */
export async function reactionTarget(db: Executor, boardNo: number): Promise<ReactionTarget | null> {
  const [row] = await db
    .select({
      boardNo: boards.boardNo,
      permaLink: boards.permalink,
      subject: boards.subject,
      thumb: boards.thumb,
      likeCount: boards.likeCount,
      userNo: boards.userNo,
      authorName: users.userName,
    })
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt), eq(boards.blindYn, "N"), eq(boards.publishing, false)))
    .limit(1);
  return row ? { ...row, boardNo: Number(row.boardNo) } : null;
}

/** Moves the like counter by delta (call only when a like row was really added or removed). */
export async function adjustLikeCount(db: Executor, boardNo: number, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(boards)
    .set({ likeCount: sql`greatest(${boards.likeCount} + ${delta}, 0)` })
    .where(eq(boards.boardNo, boardNo))
    .returning({ likeCount: boards.likeCount });
  return row?.likeCount ?? 0;
}
