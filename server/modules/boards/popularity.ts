// The popularity rule of core/popularity.ts in SQL: per post, the distinct members (never the
// author) who liked, bookmarked, commented on or read it within the window, each once with
// their strongest action, weighted and decayed by age. Popular tags sum their posts' scores.
// Demo content and posts short of the minimum are left out; when nothing real qualifies yet,
// the demo content stands in, ranked by its illustrative counters (it has no members' actions),
// so a new installation still has a front page.
import { sql, type SQL } from "drizzle-orm";
import { POPULARITY_HALF_LIFE_DAYS, POPULARITY_MIN_MEMBERS, POPULARITY_WEIGHTS, POPULARITY_WINDOW_DAYS } from "../../../core/popularity";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";

export interface PostScore {
  boardNo: number;
  score: number;
  members: number;
}

export interface TagScore {
  tag: string;
  score: number;
  members: number;
}

const HALF_LIFE_SECONDS = POPULARITY_HALF_LIFE_DAYS * 86_400;

/**
 * Rankings are kept for a minute per process: they move by the day (a half-life of a week), and
 * a popular page re-rendered after every like must not read a month of actions each time.
 */
const MEMO_MS = 60_000;
type Memo = Map<string, { at: number; value: Promise<unknown> }>;
const memos = new WeakMap<object, Memo>();

function remembered<T>(db: Executor, key: string, compute: () => Promise<T>): Promise<T> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const now = Date.now();
  const hit = memo.get(key);
  if (hit && now - hit.at < MEMO_MS) return hit.value as Promise<T>;
  if (memo.size > 500) memo.clear();
  const value = compute();
  memo.set(key, { at: now, value });
  // A failed read is not remembered.
  value.catch(() => memo.delete(key));
  return value;
}

/** Forgets the remembered rankings of a database (tests that change engagement and read at once). */
export function forgetPopularity(db: Executor): void {
  memos.delete(db);
}

/** Each engaged member of each visible post, with the decayed weight of their strongest action. */
function engagement(where: SQL | undefined): SQL {
  const since = sql`now() - make_interval(days => ${POPULARITY_WINDOW_DAYS})`;
  return sql`
    select e.board_no, e.user_no,
           max(e.weight * power(0.5, extract(epoch from (now() - e.at)) / ${HALF_LIFE_SECONDS})) as w
    from (
      select board_no, user_no, ${POPULARITY_WEIGHTS.like}::float8 as weight, created_at as at from board_likes where created_at > ${since}
      union all
      select board_no, user_no, ${POPULARITY_WEIGHTS.bookmark}::float8, created_at from board_bookmarks where created_at > ${since}
      union all
      select board_no, user_no, ${POPULARITY_WEIGHTS.comment}::float8, created_at from comments where deleted_at is null and created_at > ${since}
      union all
      select board_no, substring(viewer_key from 3)::int, ${POPULARITY_WEIGHTS.view}::float8, created_at
        from board_views where viewer_key ~ '^u:[0-9]{1,9}$' and created_at > ${since}
    ) e
    join boards b on b.board_no = e.board_no
    where e.user_no <> b.user_no
      and b.deleted_at is null and b.blind_yn = 'N' and not b.publishing
      and not b.is_demo
      ${where ? sql`and ${where}` : sql``}
    group by e.board_no, e.user_no`;
}

/** Demo posts by their counters (likes weigh more than views), for a site with nothing real yet. */
function demoPosts(where: SQL | undefined): SQL {
  return sql`
    select b.board_no, b.tags, (b.like_count * 5 + b.view_count)::float8 as score
    from boards b
    where b.is_demo and b.deleted_at is null and b.blind_yn = 'N' and not b.publishing
      ${where ? sql`and ${where}` : sql``}`;
}

/**
 * The most popular posts (optionally of one tag), best first: real posts when any qualify,
 * else the demo content.
 */
export function popularPosts(db: Executor, limit: number, options: { tag?: string } = {}): Promise<PostScore[]> {
  return remembered(db, `posts:${limit}:${options.tag ?? ""}`, () => rankPopularPosts(db, limit, options));
}

async function rankPopularPosts(db: Executor, limit: number, options: { tag?: string }): Promise<PostScore[]> {
  const where = options.tag ? sql`${options.tag} = any(b.tags)` : undefined;
  const real = rows<PostScore>(
    await db.execute(sql`
      select g.board_no as "boardNo", sum(g.w)::float8 as score, count(*)::int as members
      from (${engagement(where)}) g
      group by g.board_no
      having count(*) >= ${POPULARITY_MIN_MEMBERS}
      order by score desc, g.board_no desc
      limit ${limit}`),
  );
  if (real.length) return real.map((r) => ({ boardNo: Number(r.boardNo), score: Number(r.score), members: Number(r.members) }));
  const demo = rows<PostScore>(
    await db.execute(sql`
      select d.board_no as "boardNo", d.score, 0 as members from (${demoPosts(where)}) d
      order by d.score desc, d.board_no desc limit ${limit}`),
  );
  return demo.map((r) => ({ boardNo: Number(r.boardNo), score: Number(r.score), members: 0 }));
}

/** The most popular tags, best first: real ones when any qualify, else the demo content's. */
export function popularTags(db: Executor, limit: number): Promise<TagScore[]> {
  return remembered(db, `tags:${limit}`, () => rankPopularTags(db, limit));
}

async function rankPopularTags(db: Executor, limit: number): Promise<TagScore[]> {
  const real = rows<TagScore>(
    await db.execute(sql`
      select t.tag, sum(g.w)::float8 as score, count(distinct g.user_no)::int as members
      from (${engagement(undefined)}) g
      join boards b on b.board_no = g.board_no
      cross join lateral unnest(b.tags) as t(tag)
      group by t.tag
      having count(distinct g.user_no) >= ${POPULARITY_MIN_MEMBERS}
      order by score desc, t.tag
      limit ${limit}`),
  );
  if (real.length) return real.map((r) => ({ tag: r.tag, score: Number(r.score), members: Number(r.members) }));
  const demo = rows<TagScore>(
    await db.execute(sql`
      select t.tag, sum(d.score)::float8 as score, 0 as members
      from (${demoPosts(undefined)}) d cross join lateral unnest(d.tags) as t(tag)
      group by t.tag order by score desc, t.tag limit ${limit}`),
  );
  return demo.map((r) => ({ tag: r.tag, score: Number(r.score), members: 0 }));
}
