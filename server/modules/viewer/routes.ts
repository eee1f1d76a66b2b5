// GET /api/viewer/state: the one call a shared page makes after hydration when a member reads
// it — who they are (header, guards) and, for a post, their like/bookmark/follow and vote.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { viewerApi } from "./schema";
import { viewerState } from "./service";
import { sawPostPage } from "../curation/page-views";
import { mayGetStale } from "../shared-answers";

export async function viewerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, viewerApi.state, async (request, reply) => {
    void reply.header("cache-control", "private, no-store");
    return viewerState(ctx, await request.viewer(), {
      boardNo: request.query.boardNo,
      pageViewed: (boardNo) => sawPostPage(ctx.limiter, request.headers, boardNo),
      mayUseKept: mayGetStale(request.headers),
    });
  });
}
