// Reading author statistics (docs/product/statistics.md, decision 0219): a period's figures for
// all of an author's posts or for one post, and the CSV files. A post's statistics are its
// author's; moderators and admins may read them too (as a post's revisions), nobody else: a
// stranger is refused, a missing or deleted post is missing for everyone.
import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import {
  REFERRER_KINDS,
  STATS_MSG,
  authorStatsCsv,
  postStatsCsv,
  statsDays,
  topHosts,
  type DayFigures,
  type StatsPeriod,
} from "../../../core/author-stats";
import { MSG } from "../../../core/messages";
import type { Executor } from "../../db/client";
import { boards, postDailyStats as S } from "../../db/schema";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import type { AuthorStats, PostStats, StatsSource, StatsTotals } from "./types";

/** Posts the author's table lists (most viewed in the period first). */
export const STATS_POST_ROWS = 200;

const isModerator = (viewer: Viewer) => viewer.role === "moderator" || viewer.role === "admin";

const figures = {
  views: sql<number>`coalesce(sum(${S.views}), 0)::int`,
  reads: sql<number>`coalesce(sum(${S.reads}), 0)::int`,
  likes: sql<number>`coalesce(sum(${S.likes}), 0)::int`,
  votes: sql<number>`coalesce(sum(${S.votes}), 0)::int`,
  search: sql<number>`coalesce(sum(${S.fromSearch}), 0)::int`,
  external: sql<number>`coalesce(sum(${S.fromExternal}), 0)::int`,
  internal: sql<number>`coalesce(sum(${S.fromInternal}), 0)::int`,
  direct: sql<number>`coalesce(sum(${S.fromDirect}), 0)::int`,
};

type DayRow = DayFigures;

/** Every day of the period, the rows' figures where there are any and zeros elsewhere. */
function fillDays(allDays: string[], rows: readonly DayRow[]): DayFigures[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return allDays.map(
    (day) => byDay.get(day) ?? { day, views: 0, reads: 0, likes: 0, votes: 0, search: 0, external: 0, internal: 0, direct: 0 },
  );
}

function sumUp(days: readonly DayFigures[]): { totals: StatsTotals; sources: StatsSource[] } {
  const add = (key: keyof Omit<DayFigures, "day">) => days.reduce((n, d) => n + d[key], 0);
  const totals = { views: add("views"), reads: add("reads"), likes: add("likes"), votes: add("votes") };
  const sources = REFERRER_KINDS.map((kind) => ({ kind, views: add(kind) })).sort((a, b) => b.views - a.views);
  return { totals, sources };
}

/** One row of host counts for a set of the table's rows (the database adds the days up). */
async function hostCounts(db: Executor, where: ReturnType<typeof and>): Promise<Record<string, number>> {
  const rows = await db
    .select({ host: sql<string>`h.key`, views: sql<number>`sum(h.value::int)::int` })
    .from(sql`${S} cross join lateral jsonb_each_text(${S.hosts}) as h`)
    .where(where)
    .groupBy(sql`h.key`);
  return Object.fromEntries(rows.map((r) => [r.host, Number(r.views)]));
}

/** All of the author's posts over the period. */
export async function authorStats(db: Executor, userNo: number, period: StatsPeriod, now = new Date()): Promise<AuthorStats> {
  const allDays = statsDays(now, period);
  const from = allDays[0]!;
  const inPeriod = and(eq(S.userNo, userNo), gte(S.day, from));
  const [dayRows, hosts, posts, count] = await Promise.all([
    db
      .select({ day: sql<string>`${S.day}::text`, ...figures })
      .from(S)
      .where(inPeriod)
      .groupBy(S.day),
    hostCounts(db, inPeriod),
    db
      .select({
        boardNo: boards.boardNo,
        subject: boards.subject,
        permaLink: boards.permalink,
        createdAt: boards.createdAt,
        viewCount: boards.viewCount,
        views: figures.views,
        reads: figures.reads,
        likes: figures.likes,
        votes: figures.votes,
      })
      .from(boards)
      .leftJoin(S, and(eq(S.boardNo, boards.boardNo), gte(S.day, from)))
      .where(and(eq(boards.userNo, userNo), isNull(boards.deletedAt), eq(boards.publishing, false)))
      .groupBy(boards.boardNo)
      .orderBy(desc(figures.views), desc(boards.createdAt))
      .limit(STATS_POST_ROWS),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(boards)
      .where(and(eq(boards.userNo, userNo), isNull(boards.deletedAt), eq(boards.publishing, false))),
  ]);
  const days = fillDays(allDays, dayRows);
  return {
    period,
    days,
    ...sumUp(days),
    hosts: topHosts([hosts]),
    posts: posts.map(({ createdAt, ...p }) => ({ ...p, regDate: new Date(createdAt).toISOString() })),
    postCount: Number(count[0]?.n ?? 0),
  };
}

/** The post, when the viewer may read its statistics. */
async function readablePost(db: Executor, viewer: Viewer, boardNo: number) {
  const [post] = await db
    .select({
      boardNo: boards.boardNo,
      userNo: boards.userNo,
      subject: boards.subject,
      permaLink: boards.permalink,
      createdAt: boards.createdAt,
      viewCount: boards.viewCount,
      likeCount: boards.likeCount,
    })
    .from(boards)
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .limit(1);
  if (!post) throw errors.notFound(MSG.postNotFound, "BOARD_NOT_FOUND");
  if (post.userNo !== viewer.userNo && !isModerator(viewer)) throw errors.forbidden(STATS_MSG.refused, "STATS_REFUSED");
  return post;
}

async function postDays(
  db: Executor,
  boardNo: number,
  allDays: string[],
): Promise<{ days: DayFigures[]; hosts: Record<string, number>[] }> {
  const rows = await db
    .select({
      day: sql<string>`${S.day}::text`,
      views: S.views,
      reads: S.reads,
      likes: S.likes,
      votes: S.votes,
      search: S.fromSearch,
      external: S.fromExternal,
      internal: S.fromInternal,
      direct: S.fromDirect,
      hosts: S.hosts,
    })
    .from(S)
    .where(and(eq(S.boardNo, boardNo), gte(S.day, allDays[0]!)))
    .orderBy(asc(S.day));
  return { days: fillDays(allDays, rows), hosts: rows.map((r) => r.hosts) };
}

/** One post over the period (its author, or a moderator). */
export async function postStats(db: Executor, viewer: Viewer, boardNo: number, period: StatsPeriod, now = new Date()): Promise<PostStats> {
  const post = await readablePost(db, viewer, boardNo);
  const { days, hosts } = await postDays(db, boardNo, statsDays(now, period));
  const { userNo: _author, createdAt, ...rest } = post;
  return {
    period,
    post: { ...rest, regDate: new Date(createdAt).toISOString() },
    days,
    ...sumUp(days),
    hosts: topHosts(hosts),
  };
}

export interface CsvFile {
  name: string;
  text: string;
}

/** One post's CSV: a line per day of the period. */
export async function postStatsFile(
  db: Executor,
  viewer: Viewer,
  boardNo: number,
  period: StatsPeriod,
  language: "ko" | "en",
  now = new Date(),
): Promise<CsvFile> {
  await readablePost(db, viewer, boardNo);
  const allDays = statsDays(now, period);
  const { days } = await postDays(db, boardNo, allDays);
  return { name: `stats-post-${boardNo}-${allDays.at(-1)}-${period}d.csv`, text: postStatsCsv(days, language) };
}

/** All of the author's posts: a line per post and day with any figure, newest day first. */
export async function authorStatsFile(
  db: Executor,
  userNo: number,
  period: StatsPeriod,
  language: "ko" | "en",
  now = new Date(),
): Promise<CsvFile> {
  const allDays = statsDays(now, period);
  const rows = await db
    .select({
      day: sql<string>`${S.day}::text`,
      boardNo: S.boardNo,
      subject: boards.subject,
      views: S.views,
      reads: S.reads,
      likes: S.likes,
      votes: S.votes,
      search: S.fromSearch,
      external: S.fromExternal,
      internal: S.fromInternal,
      direct: S.fromDirect,
    })
    .from(S)
    .innerJoin(boards, eq(boards.boardNo, S.boardNo))
    .where(and(eq(S.userNo, userNo), gte(S.day, allDays[0]!), isNull(boards.deletedAt)))
    .orderBy(desc(S.day), asc(S.boardNo));
  return { name: `stats-all-${allDays.at(-1)}-${period}d.csv`, text: authorStatsCsv(rows, language) };
}
