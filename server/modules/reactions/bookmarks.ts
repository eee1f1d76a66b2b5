// Bookmarks (docs/product/engagement.md bookmark, contents/{boardNo}/bookmark): one row per member and post.
// The client sends the state it wants, so a double click cannot undo itself; without it
// the call toggles.
import { and, eq } from "drizzle-orm";
import { REACTION_MSG } from "../../../core/reactions";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { boardBookmarks } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { reactionTarget } from "../boards/reactions";
import type { BookmarkState } from "./types";

export async function bookmarkedBy(db: Executor, userNo: number, boardNo: number): Promise<boolean> {
  const [row] = await db
    .select({ boardNo: boardBookmarks.boardNo })
    .from(boardBookmarks)
    .where(and(eq(boardBookmarks.userNo, userNo), eq(boardBookmarks.boardNo, boardNo)))
    .limit(1);
  return Boolean(row);
}

export async function setBookmark(ctx: AppContext, viewer: Viewer, boardNo: number, wanted?: boolean): Promise<BookmarkState> {
  return withTransaction(ctx.db, async (tx) => {
    if (!(await reactionTarget(tx, boardNo))) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
    const bookmark = wanted ?? !(await bookmarkedBy(tx, viewer.userNo, boardNo));
    if (bookmark) await tx.insert(boardBookmarks).values({ userNo: viewer.userNo, boardNo }).onConflictDoNothing();
    else await tx.delete(boardBookmarks).where(and(eq(boardBookmarks.userNo, viewer.userNo), eq(boardBookmarks.boardNo, boardNo)));
    return { boardNo, bookmark };
  });
}
