// Board lists of docs/product/reading.md board service and prep exhibit: top-10 tags, best posts of the
// top tags, suggestions, the writers' ranking, one tag's posts and the test-prep exhibit.
// Every list shows only visible posts (not deleted, not blind, not publishing).
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { boards, users } from "../../db/schema";
import { popularPosts, popularTags } from "./popularity";
import { avatarSql, pfpTokenRaritySql } from "../wallet/nft/pfp-ring";
import { cardColumns, toCard, visible } from "./service";
import type { BoardCard, Page } from "./types";

export interface TagCount {
  tag: string;
  count: number;
}

/** Popularity of a post: likes weigh more than views. */
const popularity = sql`(${boards.likeCount} * 5 + ${boards.viewCount})`;

/** The most used tags of visible posts (docs/product/reading.md Top10tags). */
export async function topTags(db: Database, size = 10, where: SQL | undefined = undefined): Promise<TagCount[]> {
  const tag = sql<string>`t.tag`;
  const rows = await db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(sql`${boards} cross join lateral unnest(${boards.tags}) as t(tag)`)
    .where(where ? and(visible, where) : visible)
    .groupBy(tag)
    .orderBy(desc(sql`count(*)`), tag)
    .limit(size);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

function cards(db: Database) {
  return db.select(cardColumns).from(boards).innerJoin(users, eq(users.userNo, boards.userNo));
}

export interface TagBoards {
  tag: string;
  count: number;
  boards: BoardCard[];
}

/**
 * The popular tags (docs/product/reading.md Top10tags: 인기 태그 TOP 10) by the popularity rule
 * (core/popularity.ts), each with the number of visible posts carrying it.
 */
export async function popularTagCounts(db: Database, size = 10): Promise<TagCount[]> {
  const tags = await popularTags(db, size);
  if (!tags.length) return [];
  const counts = await db
    .select({ tag: sql<string>`t.tag`, count: sql<number>`count(*)::int` })
    .from(sql`${boards} cross join lateral unnest(${boards.tags}) as t(tag)`)
    .where(
      and(
        visible,
        inArray(
          sql`t.tag`,
          tags.map((t) => t.tag),
        ),
      ),
    )
    .groupBy(sql`t.tag`);
  const countOf = new Map(counts.map((c) => [c.tag, Number(c.count)]));
  return tags.map((t) => ({ tag: t.tag, count: countOf.get(t.tag) ?? 0 }));
}

/** The best posts of each of the popular tags (docs/product/reading.md bestTagBoards), most popular first. */
export async function bestTagBoards(db: Database, tagCount = 4, perTag = 4): Promise<TagBoards[]> {
  const tags = await popularTagCounts(db, tagCount);
  return Promise.all(
    tags.map(async (t) => {
      const ranked = await popularPosts(db, perTag, { tag: t.tag });
      const found = await cards(db).where(
        and(
          visible,
          inArray(
            boards.boardNo,
            ranked.map((r) => r.boardNo),
          ),
        ),
      );
      const byNo = new Map(found.map((row) => [Number(row.boardNo), toCard(row)]));
      return { ...t, boards: ranked.map((r) => byNo.get(r.boardNo)).filter((c): c is BoardCard => c !== undefined) };
    }),
  );
}

/**
 * Suggestions (docs/product/reading.md suggestionBoards, : 4 on the document page from up to 6 before the
 * current one is removed, 16 elsewhere). With a post: its tags and topic first, then popular
 * posts; the post itself may be among them (the page removes it). Without: popular recent posts.
 * A member's own posts (userId) are left out: suggestions are for reading others.
 */
export async function suggestionBoards(
  db: Database,
  options: { resultCnt: number; boardNo?: number | undefined; userId?: string | undefined },
): Promise<BoardCard[]> {
  const conditions: SQL[] = [];
  if (options.userId) conditions.push(sql`${users.userId} <> ${options.userId}`);
  const order: SQL[] = [];
  if (options.boardNo) {
    const [current] = await db.select({ topic: boards.topic }).from(boards).where(eq(boards.boardNo, options.boardNo)).limit(1);
    if (current) {
      const currentTags = sql`(select c.tags from ${boards} c where c.board_no = ${options.boardNo})`;
      order.push(
        desc(
          sql`(cardinality(array(select unnest(${boards.tags}) intersect select unnest(${currentTags}))) * 10 + case when ${boards.topic} = ${current.topic} then 5 else 0 end)`,
        ),
      );
    }
  }
  const rows = await cards(db)
    .where(and(visible, ...conditions))
    .orderBy(...order, desc(popularity), desc(boards.createdAt), desc(boards.boardNo))
    .limit(options.resultCnt);
  return rows.map(toCard);
}

export interface WriterRank {
  rank: number;
  userId: string;
  userName: string;
  userProfileImg: string | null;
  pfpTokenRarity: string | null;
  boardCount: number;
  likeCount: number;
  viewCount: number;
}

/** Writers ranked by the likes and views of their visible posts (docs/product/reading.md getAllRank). */
export async function writerRanking(db: Database, size = 20): Promise<WriterRank[]> {
  const likes = sql<number>`sum(${boards.likeCount})::int`;
  const views = sql<number>`sum(${boards.viewCount})::int`;
  const rows = await db
    .select({
      userId: users.userId,
      userName: users.userName,
      profileImg: avatarSql(users.userNo, users.profileImg),
      pfpTokenRarity: pfpTokenRaritySql(users.userNo),
      boardCount: sql<number>`count(*)::int`,
      likeCount: likes,
      viewCount: views,
    })
    .from(boards)
    .innerJoin(users, eq(users.userNo, boards.userNo))
    .where(and(visible, eq(users.deleteYn, "N")))
    .groupBy(users.userNo, users.userId, users.userName, users.profileImg)
    .orderBy(desc(sql`sum(${boards.likeCount}) * 5 + sum(${boards.viewCount})`), desc(sql`count(*)`), users.userId)
    .limit(size);
  return rows.map((r, i) => ({
    rank: i + 1,
    userId: r.userId,
    userName: r.userName,
    userProfileImg: r.profileImg,
    pfpTokenRarity: r.pfpTokenRarity,
    boardCount: Number(r.boardCount),
    likeCount: Number(r.likeCount),
    viewCount: Number(r.viewCount),
  }));
}

/** Posts carrying exactly this tag, newest first (the tag page). */
export async function boardsByTag(db: Database, tag: string, { page, size }: { page: number; size: number }): Promise<Page<BoardCard>> {
  const where = and(visible, sql`${tag} = any(${boards.tags})`);
  const [countRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(where);
  const totalCount = Number(countRow?.n ?? 0);
  const rows = await cards(db)
    .where(where)
    .orderBy(desc(boards.createdAt), desc(boards.boardNo))
    .limit(size)
    .offset((page - 1) * size);
  return { items: rows.map(toCard), page, size, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / size)) };
}

// ── Test-prep exhibit (docs/product/reading.md /exhibit/prep/economy, GET /prep/boards) ──────

export const PREP_ALL = "전체";
export const PREP_TOPIC = "economy";

export interface PrepBoard extends BoardCard {
  link: string;
}

export interface PrepBoards {
  category: string;
  size: number;
  /** The categories offered: 전체 and the most used tags of economy posts. */
  categories: string[];
  boardList: PrepBoard[];
}

/** Economy posts for the exam-prep exhibit, most popular first; a category is one of the topic's tags. */
export async function prepBoards(db: Database, options: { category?: string | undefined; size: number }): Promise<PrepBoards> {
  const category = options.category?.trim() || PREP_ALL;
  const topicWhere = eq(boards.topic, PREP_TOPIC);
  const where = category === PREP_ALL ? and(visible, topicWhere) : and(visible, topicWhere, sql`${category} = any(${boards.tags})`);
  const [rows, tags] = await Promise.all([
    cards(db).where(where).orderBy(desc(popularity), desc(boards.createdAt), desc(boards.boardNo)).limit(options.size),
    topTags(db, 8, topicWhere),
  ]);
  return {
    category,
    size: options.size,
    categories: [PREP_ALL, ...tags.map((t) => t.tag)],
    boardList: rows.map((r) => {
      const card = toCard(r);
      return { ...card, link: `/d/${card.permaLink}` };
    }),
  };
}

// ── Sitemap ──────────────────────────────────────────────────────────────────

export async function countVisibleBoards(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boards)
    .where(visible);
  return Number(row?.n ?? 0);
}

/** One sitemap page of visible posts, oldest first so pages stay stable as posts are added. */
export async function sitemapBoards(db: Database, page: number, size: number): Promise<{ permaLink: string; updatedAt: string }[]> {
  const rows = await db
    .select({ permalink: boards.permalink, updatedAt: boards.updatedAt })
    .from(boards)
    .where(visible)
    .orderBy(boards.boardNo)
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => ({ permaLink: r.permalink, updatedAt: new Date(r.updatedAt).toISOString() }));
}
