// Board lists (docs/product/reading.md board service Top10tags, bestTagBoards, suggestionBoards, getAllRank;
// contents GET /prep/boards) and a tag's posts: public reads, thin handlers. GET /prep/boards with
// `exhibit` lists that exhibit's posts instead; the exhibits module's listing comes in through the
// module registry (server/modules/index.ts), since exhibits build on this module's cards.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { errors } from "../../lib/errors";
import type { Text } from "../../../core/i18n";
import { EXHIBITS_TAG, LISTS_TAG } from "../../../core/cache-tags";
import { readsFor } from "../reads";
import { addRoute } from "../route";
import { bestTagBoards, boardsByTag, popularTagCounts, prepBoards, suggestionBoards, writerRanking, type PrepBoards } from "./lists";
import { boardsApi } from "./schema";

export interface ExhibitListing {
  /** One exhibit's posts in the prep list's shape, or null for an unknown (or unpublished) exhibit. */
  boards(slug: string, options: { category?: string | undefined; size: number }): Promise<PrepBoards | null>;
  notFound: Text;
}

export async function boardListRoutes(
  app: FastifyInstance,
  { db, reads, exhibits }: { db: Database; reads: Database; exhibits: ExhibitListing },
): Promise<void> {
  // Every list here is the same for every visitor: their answers are shared like the list pages,
  // and a read replica may answer them (decision 0225).
  const lists = { sharedWithVisitors: () => [LISTS_TAG] };
  const from = (request: Parameters<typeof readsFor>[1]) => readsFor({ db, reads }, request);
  addRoute(app, boardsApi.top10tags, async (request) => popularTagCounts(from(request), 10), lists);
  addRoute(
    app,
    boardsApi.bestTagBoards,
    async (request) => bestTagBoards(from(request), request.query.tagCnt, request.query.resultCnt),
    lists,
  );
  addRoute(app, boardsApi.suggestionBoards, async (request) => suggestionBoards(from(request), request.query), lists);
  addRoute(app, boardsApi.getAllRank, async (request) => writerRanking(from(request), request.query.resultCnt), lists);
  addRoute(app, boardsApi.tagBoards, async (request) => boardsByTag(from(request), request.query.tag, request.query), lists);
  addRoute(
    app,
    boardsApi.prepBoards,
    async (request) => {
      const { query } = request;
      if (!query.exhibit) return prepBoards(from(request), query);
      const listed = await exhibits.boards(query.exhibit, query);
      if (!listed) throw errors.notFound(exhibits.notFound);
      return listed;
    },
    { sharedWithVisitors: () => [LISTS_TAG, EXHIBITS_TAG] },
  );
}
