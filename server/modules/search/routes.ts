// Search (docs/product/reading.md board service searchBoards, user service searchWord): thin handlers; the
// contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import { parseSearchType } from "../../../core/search";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { readsFor } from "../reads";
import { addRoute, type ContractRequest } from "../route";
import { searchApi } from "./schema";
import { logSearchWord, popularWords, searchBoards } from "./service";

/** Searches a visitor may log per minute (a popular list is worth gaming). */
const WORD_LIMIT = { attempts: 20, windowMs: 60_000 };

export async function searchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, searchApi.searchBoards, async (request) => {
    const { searchKey, searchType, page, size } = request.query;
    // Search may lag a replica's seconds behind the posts (decision 0225).
    return searchBoards(readsFor(ctx, request), { searchKey, searchType: parseSearchType(searchType), page, size });
  });

  const logWord = async (request: ContractRequest<typeof searchApi.boardSearchWord>) => {
    if (!(await ctx.limiter.hit(`search-word:${request.ip}`, WORD_LIMIT.attempts, WORD_LIMIT.windowMs)).allowed)
      throw errors.tooManyRequests();
    const viewer = await request.viewer();
    return logSearchWord(ctx, {
      searchKey: request.body.searchKey,
      searchType: parseSearchType(request.body.searchType),
      userNo: viewer?.userNo ?? null,
    });
  };
  addRoute(app, searchApi.userSearchWord, logWord);
  addRoute(app, searchApi.boardSearchWord, logWord);

  addRoute(app, searchApi.popularWords, async (request) => popularWords(readsFor(ctx, request)));
}
