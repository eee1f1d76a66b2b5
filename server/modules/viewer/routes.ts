// GET /api/viewer/state: the one call a shared page makes after hydration when a member reads
// it — who they are (header, guards) and, for a post, their like/bookmark/follow and vote.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { viewerState } from "./service";

export const viewerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/viewer/state",
    {
      schema: {
        tags: ["viewer"],
        summary: "나의 상태: 로그인 회원 정보와 (게시물이면) 좋아요·북마크·팔로우·투표 상태",
        querystring: z.object({ boardNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }),
      },
    },
    async (request, reply) => {
      void reply.header("cache-control", "private, no-store");
      return ok(await viewerState(ctx, await request.viewer(), { boardNo: request.query.boardNo }));
    },
  );
};
