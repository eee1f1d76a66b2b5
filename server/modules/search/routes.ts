// Search (SPEC §7 board service searchBoards, user service searchWord): thin handlers.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parseSearchType } from "../../../core/search";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { logSearchWord, popularWords, searchBoards } from "./service";

const searchQuery = z.object({
  searchKey: z.string().max(200).default(""),
  searchType: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(16),
});

const wordBody = z.object({
  searchKey: z.string().max(200),
  searchType: z.string().max(20).optional(),
});

/** Searches a visitor may log per minute (a popular list is worth gaming). */
const WORD_LIMIT = { attempts: 20, windowMs: 60_000 };

export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/board/searchBoards",
    { schema: { tags: ["search"], summary: "게시물 검색 (all, subject, content, tags, user_name)", querystring: searchQuery } },
    async (request) => {
      const { searchKey, searchType, page, size } = request.query;
      return ok(await searchBoards(ctx.db, { searchKey, searchType: parseSearchType(searchType), page, size }));
    },
  );

  const logWord = async (request: { body: z.infer<typeof wordBody>; ip: string; viewer(): Promise<{ userNo: number } | null> }) => {
    if (!(await ctx.limiter.hit(`search-word:${request.ip}`, WORD_LIMIT.attempts, WORD_LIMIT.windowMs)).allowed)
      throw errors.tooManyRequests();
    const viewer = await request.viewer();
    return ok(
      await logSearchWord(ctx, {
        searchKey: request.body.searchKey,
        searchType: parseSearchType(request.body.searchType),
        userNo: viewer?.userNo ?? null,
      }),
    );
  };
  for (const url of ["/api/user/searchWord", "/api/board/searchWord"]) {
    app.post(url, { schema: { tags: ["search"], summary: "검색어 기록 (인기 검색어)", body: wordBody } }, (request) => logWord(request));
  }

  app.get("/api/board/popularSearchWords", { schema: { tags: ["search"], summary: "인기 검색어 (최근 7일)" } }, async () =>
    ok(await popularWords(ctx.db)),
  );
};
