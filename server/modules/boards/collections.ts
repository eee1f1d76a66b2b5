// Post lists of one member's my page (docs/product/reading.md /mypage/posts/{upload,like,follow,view},
// boardsLikeFollow): own posts, liked posts, bookmarked posts, posts of followed members and
// posts viewed. Same visibility as every public list; newest relation first.
import { and, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { boardBookmarks, boardLikes, boards, boardViews, follows } from "../../db/schema";
import { cardPage, countBoards, visible, type ListOptions } from "./service";
import type { BoardCard, Page } from "./types";

export const COLLECTIONS = ["upload", "like", "follow", "view", "bookmark"] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Which posts belong to the collection, and the time that orders them. */
function shape(kind: Collection, userNo: number): { where: SQL; orderBy: SQL } {
  switch (kind) {
    case "upload":
      return { where: sql`${boards.userNo} = ${userNo}`, orderBy: sql`${boards.createdAt}` };
    case "like":
      return {
        where: sql`exists (select 1 from ${boardLikes} where ${boardLikes.boardNo} = ${boards.boardNo} and ${boardLikes.userNo} = ${userNo})`,
        orderBy: sql`(select ${boardLikes.createdAt} from ${boardLikes} where ${boardLikes.boardNo} = ${boards.boardNo} and ${boardLikes.userNo} = ${userNo})`,
      };
    case "bookmark":
      return {
        where: sql`exists (select 1 from ${boardBookmarks} where ${boardBookmarks.boardNo} = ${boards.boardNo} and ${boardBookmarks.userNo} = ${userNo})`,
        orderBy: sql`(select ${boardBookmarks.createdAt} from ${boardBookmarks} where ${boardBookmarks.boardNo} = ${boards.boardNo} and ${boardBookmarks.userNo} = ${userNo})`,
      };
    case "follow":
      return {
        where: sql`exists (select 1 from ${follows} where ${follows.followeeNo} = ${boards.userNo} and ${follows.followerNo} = ${userNo})`,
        orderBy: sql`${boards.createdAt}`,
      };
    case "view": {
      const key = `u:${userNo}`;
      return {
        where: sql`exists (select 1 from ${boardViews} where ${boardViews.boardNo} = ${boards.boardNo} and ${boardViews.viewerKey} = ${key})`,
        orderBy: sql`(select max(${boardViews.createdAt}) from ${boardViews} where ${boardViews.boardNo} = ${boards.boardNo} and ${boardViews.viewerKey} = ${key})`,
      };
    }
  }
}

export async function listCollection(db: Executor, userNo: number, kind: Collection, options: ListOptions): Promise<Page<BoardCard>> {
  const { where, orderBy } = shape(kind, userNo);
  const filter = and(visible, where);
  return cardPage(db, filter, orderBy, options, await countBoards(db, filter));
}
