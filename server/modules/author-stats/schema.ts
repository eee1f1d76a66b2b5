// Author statistics contracts (docs/product/statistics.md, decision 0219): the read beacon of the
// post page, and the author's figures (all posts, one post) with their CSV files. Signed-in
// members read their own; a post's figures are its author's (moderators may read them too).
import { z } from "zod";
import { DEFAULT_STATS_PERIOD, STATS_PERIODS, type StatsPeriod } from "../../../core/author-stats";
import { boardNo, boardNoBody, describes } from "../../lib/schemas";
import { defineRoute, rawAnswer } from "../route";
import type { AuthorStats, PostStats } from "./types";

const tags = ["stats"];

const period = z
  .enum(STATS_PERIODS.map(String) as [string, ...string[]])
  .default(String(DEFAULT_STATS_PERIOD))
  .transform((v) => Number(v) as StatsPeriod);
const periodQuery = z.object({ days: period });

const dayFigures = z.object({
  day: z.string(),
  views: z.number(),
  reads: z.number(),
  likes: z.number(),
  votes: z.number(),
  search: z.number(),
  external: z.number(),
  internal: z.number(),
  direct: z.number(),
});
const totals = z.object({ views: z.number(), reads: z.number(), likes: z.number(), votes: z.number() });
const periodFigures = {
  period: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  days: z.array(dayFigures),
  totals,
  sources: z.array(z.object({ kind: z.enum(["direct", "internal", "search", "external"]), views: z.number() })),
  hosts: z.array(z.object({ host: z.string(), views: z.number() })),
};

export const authorStatsApi = {
  read: defineRoute({
    method: "POST",
    path: "/api/board/readCntUp",
    access: "public",
    changes: "nothing",
    tags,
    summary:
      "읽음 (the post page's second beacon, after 10 s with the page visible): counted once per reader, post and Seoul day, only after the reader's view of the day; bots excluded; nothing about the reader is kept",
    body: boardNoBody,
    response: z.object({ counted: z.boolean() }),
  }),
  mine: defineRoute({
    method: "GET",
    path: "/api/user/stats",
    access: "member",
    tags,
    summary: "내 글 통계: all of my posts over 7, 30 or 90 Seoul days (days, totals, sources, hosts, my posts' figures)",
    querystring: periodQuery,
    response: describes<AuthorStats>()(
      z.object({
        ...periodFigures,
        posts: z.array(
          z.object({
            boardNo: z.number(),
            subject: z.string(),
            permaLink: z.string(),
            regDate: z.string(),
            viewCount: z.number(),
            views: z.number(),
            reads: z.number(),
            likes: z.number(),
            votes: z.number(),
          }),
        ),
        postCount: z.number(),
      }),
    ),
  }),
  mineCsv: defineRoute({
    method: "GET",
    path: "/api/user/stats/csv",
    access: "member",
    tags,
    summary: "내 글 통계 CSV (UTF-8 with BOM): a line per post and day with any figure",
    querystring: periodQuery,
    response: rawAnswer(200, "text/csv; charset=utf-8"),
  }),
  post: defineRoute({
    method: "GET",
    path: "/api/user/stats/posts/:boardNo",
    access: "member",
    tags,
    summary: "글 통계: one post over 7, 30 or 90 Seoul days (its author; moderators too)",
    params: z.object({ boardNo }),
    querystring: periodQuery,
    response: describes<PostStats>()(
      z.object({
        ...periodFigures,
        post: z.object({
          boardNo: z.number(),
          subject: z.string(),
          permaLink: z.string(),
          regDate: z.string(),
          viewCount: z.number(),
          likeCount: z.number(),
        }),
      }),
    ),
  }),
  postCsv: defineRoute({
    method: "GET",
    path: "/api/user/stats/posts/:boardNo/csv",
    access: "member",
    tags,
    summary: "글 통계 CSV (UTF-8 with BOM): a line per day of the period",
    params: z.object({ boardNo }),
    querystring: periodQuery,
    response: rawAnswer(200, "text/csv; charset=utf-8"),
  }),
};
