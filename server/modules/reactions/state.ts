// What the detail page shows the viewer (SPEC §3 likeYn, likeCount, bookmark, followYn).
import { REACTION_MSG } from "../../../core/reactions";
import type { Executor } from "../../db/client";
import { errors } from "../../lib/errors";
import { reactionTarget } from "../boards/reactions";
import { bookmarkedBy } from "./bookmarks";
import { isFollowing } from "./follows";
import { likedBy } from "./likes";
import type { PostReactions } from "./types";

export async function postReactions(db: Executor, boardNo: number, viewerNo: number | null): Promise<PostReactions> {
  const post = await reactionTarget(db, boardNo);
  if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  if (viewerNo === null) return { boardNo, likeYn: false, likeCount: post.likeCount, bookmark: false, followYn: false, mine: false };
  const [likeYn, bookmark, followYn] = await Promise.all([
    likedBy(db, viewerNo, boardNo),
    bookmarkedBy(db, viewerNo, boardNo),
    post.userNo === viewerNo ? Promise.resolve(false) : isFollowing(db, viewerNo, post.userNo),
  ]);
  return { boardNo, likeYn, likeCount: post.likeCount, bookmark, followYn, mine: post.userNo === viewerNo };
}
