// What the detail page shows the viewer (docs/product/engagement.md likeYn, likeCount, bookmark, followYn).
import { REACTION_MSG } from "../../../core/reactions";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { errors } from "../../lib/errors";
import { reactionTarget } from "../boards/reactions";
import { sql } from "drizzle-orm";
import { boardBookmarks, boardLikes, follows } from "../../db/schema";
import type { PostReactions } from "./types";

export async function postReactions(db: Executor, boardNo: number, viewerNo: number | null): Promise<PostReactions> {
  if (viewerNo === null) {
    const post = await reactionTarget(db, boardNo);
    if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
    return { boardNo, likeYn: false, likeCount: post.likeCount, bookmark: false, followYn: false, mine: false };
  }
  // The post and the viewer's three states in one round trip (every signed-in post page asks).
  const result = await db.execute(sql`
    select b.like_count as "likeCount", b.user_no as "authorNo",
      exists (select 1 from ${boardLikes} where ${boardLikes.userNo} = ${viewerNo} and ${boardLikes.boardNo} = b.board_no) as "likeYn",
      exists (select 1 from ${boardBookmarks} where ${boardBookmarks.userNo} = ${viewerNo} and ${boardBookmarks.boardNo} = b.board_no) as "bookmark",
      exists (select 1 from ${follows} where ${follows.followerNo} = ${viewerNo} and ${follows.followeeNo} = b.user_no) as "followYn"
    from boards b
    where b.board_no = ${boardNo} and b.deleted_at is null and b.blind_yn = 'N' and not b.publishing`);
  const [state] = rows<{ likeCount: number; authorNo: number; likeYn: boolean; bookmark: boolean; followYn: boolean }>(result);
  if (!state) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  const mine = Number(state.authorNo) === viewerNo;
  return {
    boardNo,
    likeYn: state.likeYn,
    likeCount: Number(state.likeCount),
    bookmark: state.bookmark,
    followYn: !mine && state.followYn,
    mine,
  };
}
