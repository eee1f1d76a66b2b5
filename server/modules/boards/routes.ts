// Board service reads (docs/product/reading.md board service): thin handlers over the board service; the
// contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { REACTION_MSG } from "../../../core/reactions";
import { errors } from "../../lib/errors";
import { overHttps } from "../../lib/https";
import { visitorKey } from "../../lib/visitor";
import { LISTS_TAG } from "../../../core/cache-tags";
import { classifyReferrer } from "../../../core/author-stats";
import { ownHosts } from "../author-stats/hosts";
import { readsFor } from "../reads";
import { addRoute } from "../route";
import { boardsApi } from "./schema";
import { getBoardByNo, listNewBoards } from "./service";
import { recordView } from "./views";

export async function boardRoutes(
  app: FastifyInstance,
  { db, reads, publicUrl }: { db: Database; reads: Database; publicUrl: string },
): Promise<void> {
  // The same for every visitor (counts on its cards may lag by the cache's seconds, as on the list
  // pages, and by a read replica's): a replica may answer.
  addRoute(app, boardsApi.newBoards, async (request) => listNewBoards(readsFor({ db, reads }, request), request.query), {
    sharedWithVisitors: () => [LISTS_TAG],
  });

  addRoute(app, boardsApi.contents, async (request) => {
    const board = await getBoardByNo(db, request.query.boardNo);
    if (!board || board.blindYn === "Y") throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
    return board;
  });

  addRoute(app, boardsApi.seo, async (request) => {
    const board = await getBoardByNo(db, request.query.boardNo);
    if (!board || board.blindYn === "Y") throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
    return {
      title: board.subject,
      description: board.description,
      permaLink: board.permaLink,
      canonicalPath: `/d/${board.permaLink}`,
      image: board.thumb,
      tags: board.tags,
    };
  });

  addRoute(app, boardsApi.viewCntUp, async (request, reply) => {
    // Members count as themselves ("u:<userNo>", also what "posts I viewed" reads); visitors by cookie.
    const member = await request.viewer();
    const viewer = member ? `u:${member.userNo}` : visitorKey(request, reply, overHttps(request, publicUrl));
    const result = await recordView(db, {
      boardNo: request.body.boardNo,
      viewerKey: viewer,
      userAgent: request.headers["user-agent"] ?? "",
      from: classifyReferrer(request.body.ref, ownHosts(request, publicUrl)),
    });
    if (!result) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
    return result;
  });
}
