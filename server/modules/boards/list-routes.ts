// Board lists (SPEC §7 board service Top10tags, bestTagBoards, suggestionBoards, getAllRank;
// contents GET /prep/boards) and a tag's posts: public reads, thin handlers.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { ok } from "../../lib/envelope";
import { bestTagBoards, boardsByTag, popularTagCounts, prepBoards, suggestionBoards, writerRanking } from "./lists";

const suggestionQuery = z.object({
  userId: z.string().max(64).optional(),
  boardNo: z.coerce.number().int().positive().optional(),
  resultCnt: z.coerce.number().int().min(1).max(32).default(16),
});

const bestQuery = z.object({
  tagCnt: z.coerce.number().int().min(1).max(10).default(4),
  resultCnt: z.coerce.number().int().min(1).max(16).default(4),
});

const rankQuery = z.object({ resultCnt: z.coerce.number().int().min(1).max(100).default(20) });

const tagQuery = z.object({
  tag: z.string().trim().min(1).max(40),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(16),
});

const prepQuery = z.object({
  category: z.string().max(40).optional(),
  size: z.coerce.number().int().min(1).max(100).default(12),
});

export const boardListRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get("/api/board/Top10tags", { schema: { tags: ["board"], summary: "인기 태그 10개" } }, async () =>
    ok(await popularTagCounts(db, 10)),
  );

  app.get(
    "/api/board/bestTagBoards",
    { schema: { tags: ["board"], summary: "인기 태그별 베스트 게시물", querystring: bestQuery } },
    async (request) => ok(await bestTagBoards(db, request.query.tagCnt, request.query.resultCnt)),
  );

  app.get(
    "/api/board/suggestionBoards",
    { schema: { tags: ["board"], summary: "추천 게시물 (문서 상세 6개 중 현재 글 제외 4개, 그 외 16개)", querystring: suggestionQuery } },
    async (request) => ok(await suggestionBoards(db, request.query)),
  );

  app.get(
    "/api/board/getAllRank",
    { schema: { tags: ["board"], summary: "작성자 랭킹 (좋아요·조회 기준)", querystring: rankQuery } },
    async (request) => ok(await writerRanking(db, request.query.resultCnt)),
  );

  app.get(
    "/api/board/tagBoards",
    { schema: { tags: ["board"], summary: "태그의 게시물 (최신순)", querystring: tagQuery } },
    async (request) => ok(await boardsByTag(db, request.query.tag, request.query)),
  );

  app.get(
    "/api/prep/boards",
    { schema: { tags: ["prep"], summary: "시험 대비 기획전 게시물 (category 기본값 전체)", querystring: prepQuery } },
    async (request) => ok(await prepBoards(db, request.query)),
  );
};
