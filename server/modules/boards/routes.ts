// Board service reads (SPEC §7 board service): thin handlers over the board service.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { errors } from "../../lib/errors";
import { ok } from "../../lib/envelope";
import { getBoardByNo, listNewBoards } from "./service";
import { recordView } from "./views";
import { visitorKey } from "../../lib/visitor";

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(16),
});

const boardNoQuery = z.object({ boardNo: z.coerce.number().int().positive() });
const boardNoBody = z.object({ boardNo: z.number().int().positive() });

export const boardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/board/newBoards",
    { schema: { tags: ["board"], summary: "최신 게시물 목록 (newest first, paged)", querystring: pageQuery } },
    async (request) => ok(await listNewBoards(db, request.query)),
  );

  app.get(
    "/api/board/contents",
    { schema: { tags: ["board"], summary: "게시물 상세 (post detail)", querystring: boardNoQuery } },
    async (request) => {
      const board = await getBoardByNo(db, request.query.boardNo);
      if (!board || board.blindYn === "Y") throw errors.notFound("게시물을 찾을 수 없습니다.", "BOARD_NOT_FOUND");
      return ok(board);
    },
  );

  app.get(
    "/api/contents/seo",
    { schema: { tags: ["contents"], summary: "게시물 SEO 정보 (title, description, canonical)", querystring: boardNoQuery } },
    async (request) => {
      const board = await getBoardByNo(db, request.query.boardNo);
      if (!board || board.blindYn === "Y") throw errors.notFound("게시물을 찾을 수 없습니다.", "BOARD_NOT_FOUND");
      return ok({
        title: board.subject,
        description: board.description,
        permaLink: board.permaLink,
        canonicalPath: `/d/${board.permaLink}`,
        image: board.thumb,
        tags: board.tags,
      });
    },
  );

  app.post(
    "/api/board/viewCntUp",
    {
      schema: {
        tags: ["board"],
        summary: "조회수 올리기 (one view per viewer, post and day; bots excluded)",
        body: boardNoBody,
      },
    },
    async (request, reply) => {
      // Members count as themselves ("u:<userNo>", also what "posts I viewed" reads); visitors by cookie.
      const member = await request.viewer();
      const viewer = member ? `u:${member.userNo}` : visitorKey(request, reply);
      const result = await recordView(db, {
        boardNo: request.body.boardNo,
        viewerKey: viewer,
        userAgent: request.headers["user-agent"] ?? "",
      });
      if (!result) throw errors.notFound("게시물을 찾을 수 없습니다.", "BOARD_NOT_FOUND");
      return ok(result);
    },
  );
};
