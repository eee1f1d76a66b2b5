// Likes (docs/product/engagement.md like toggle, likeCntUp / likeCntDown). The like row and the post's counter
// change in one transaction, and the counter moves only when a row was really inserted or
// deleted: double clicks, retries and parallel requests can never count twice, and
// boards.like_count always equals the number of like rows (plus the demo seed's start value).
import { and, eq } from "drizzle-orm";
import { REACTION_MSG } from "../../../core/reactions";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { boardLikes } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { adjustLikeCount, reactionTarget, type ReactionTarget } from "../boards/reactions";
import type { LikeState } from "./types";

async function target(db: Executor, boardNo: number): Promise<ReactionTarget> {
  const post = await reactionTarget(db, boardNo);
  if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  return post;
}

export async function likePost(ctx: AppContext, viewer: Viewer, boardNo: number): Promise<LikeState> {
  return withTransaction(ctx.db, async (tx) => {
    const post = await target(tx, boardNo);
    if (post.userNo === viewer.userNo) throw errors.forbidden(REACTION_MSG.ownPostLike, "OWN_POST_LIKE");
    const inserted = await tx
      .insert(boardLikes)
      .values({ userNo: viewer.userNo, boardNo })
      .onConflictDoNothing()
      .returning({ boardNo: boardLikes.boardNo });
    if (inserted.length === 0) return { boardNo, likeYn: true, likeCount: (await target(tx, boardNo)).likeCount };
    const likeCount = await adjustLikeCount(tx, boardNo, 1);
    // Only a new like row is a fact: the mission and the author's notification follow it.
    await emit({ ctx, tx }, "like.added", {
      boardNo,
      userNo: viewer.userNo,
      userName: viewer.userName,
      postOwnerUserNo: post.userNo,
      subject: post.subject,
      permaLink: post.permaLink,
    });
    return { boardNo, likeYn: true, likeCount };
  });
}

export async function unlikePost(ctx: AppContext, viewer: Viewer, boardNo: number): Promise<LikeState> {
  return withTransaction(ctx.db, async (tx) => {
    await target(tx, boardNo);
    const deleted = await tx
      .delete(boardLikes)
      .where(and(eq(boardLikes.userNo, viewer.userNo), eq(boardLikes.boardNo, boardNo)))
      .returning({ boardNo: boardLikes.boardNo });
    if (deleted.length === 0) return { boardNo, likeYn: false, likeCount: (await target(tx, boardNo)).likeCount };
    return { boardNo, likeYn: false, likeCount: await adjustLikeCount(tx, boardNo, -1) };
  });
}

export async function likedBy(db: Executor, userNo: number, boardNo: number): Promise<boolean> {
  const [row] = await db
    .select({ boardNo: boardLikes.boardNo })
    .from(boardLikes)
    .where(and(eq(boardLikes.userNo, userNo), eq(boardLikes.boardNo, boardNo)))
    .limit(1);
  return Boolean(row);
}
