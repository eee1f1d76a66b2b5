// Board lists (docs/product/reading.md board service Top10tags, bestTagBoards, suggestionBoards, getAllRank;
// contents GET /prep/boards) and a tag's posts: public reads, thin handlers.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { addRoute } from "../route";
import { bestTagBoards, boardsByTag, popularTagCounts, prepBoards, suggestionBoards, writerRanking } from "./lists";
import { boardsApi } from "./schema";

export async function boardListRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  addRoute(app, boardsApi.top10tags, async () => popularTagCounts(db, 10));
  addRoute(app, boardsApi.bestTagBoards, async (request) => bestTagBoards(db, request.query.tagCnt, request.query.resultCnt));
  addRoute(app, boardsApi.suggestionBoards, async (request) => suggestionBoards(db, request.query));
  addRoute(app, boardsApi.getAllRank, async (request) => writerRanking(db, request.query.resultCnt));
  addRoute(app, boardsApi.tagBoards, async (request) => boardsByTag(db, request.query.tag, request.query));
  addRoute(app, boardsApi.prepBoards, async (request) => prepBoards(db, request.query));
}
