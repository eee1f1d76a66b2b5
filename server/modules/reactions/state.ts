// What the detail page shows the viewer (SPEC §3 likeYn, likeCount, bookmark, followYn).
import { REACTION_MSG } from "../../../core/reactions";
import type { Executor } from "../../db/client";
import { errors } from "../../lib/errors";
import { reactionTarget } from "../boards/reactions";
import { sql } from "drizzle-orm";
import { boardBookmarks, boardLikes, follows } from "../../db/schema";
import type { PostReactions } from "./types";

export async function postReactions(db: Executor, boardNo: number, viewerNo: number | null): Promise<PostReactions> {
  const post = await reactionTarget(db, boardNo);
  if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  if (viewerNo === null) return { boardNo, likeYn: false, likeCount: post.likeCount, bookmark: false, followYn: false, mine: false };
  const mine = post.userNo === viewerNo;
  // The viewer's three states in one round trip (every signed-in post page asks for them).
  const result = await db.execute(sql`
    select
      exists (select 1 from ${boardLikes} where ${boardLikes.userNo} = ${viewerNo} and ${boardLikes.boardNo} = ${boardNo}) as "likeYn",
      exists (select 1 from ${boardBookmarks} where ${boardBookmarks.userNo} = ${viewerNo} and ${boardBookmarks.boardNo} = ${boardNo}) as "bookmark",
      exists (select 1 from ${follows} where ${follows.followerNo} = ${viewerNo} and ${follows.followeeNo} = ${post.userNo}) as "followYn"`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { likeYn: boolean; bookmark: boolean; followYn: boolean }[];
  const state = rows[0]!;
  return { boardNo, likeYn: state.likeYn, likeCount: post.likeCount, bookmark: state.bookmark, followYn: !mine && state.followYn, mine };
}
