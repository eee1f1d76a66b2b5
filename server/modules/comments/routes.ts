// Comments API (docs/decisions/0080): read the thread of a post (anyone), write and reply
// (verified members, rate limited), edit own, delete own or as the post's owner. The
// contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import { COMMENT_MSG } from "../../../core/comments";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { postTag } from "../../../core/cache-tags";
import { addRoute } from "../route";
import { commentsApi } from "./schema";
import { createComment, deleteComment, editComment, listComments } from "./service";

async function limit(ctx: AppContext, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await ctx.limiter.hit(key, max, windowMs)).allowed) throw errors.tooManyRequests(COMMENT_MSG.tooOften);
}

export async function commentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // A visitor's thread is everyone's: shared until a comment on the post (its tag) changes it.
  addRoute(
    app,
    commentsApi.list,
    async (request) => {
      const viewer = await request.viewer();
      const { boardNo, after, size } = request.query;
      return listComments(ctx.db, boardNo, viewer?.userNo ?? null, { after, size });
    },
    { sharedWithVisitors: (request) => [postTag((request.query as { boardNo: number }).boardNo)] },
  );

  addRoute(app, commentsApi.create, async ({ member, body }) => {
    await limit(ctx, `comment:${member.userNo}`, 20, 600_000);
    await limit(ctx, `comment-day:${member.userNo}`, 300, 86_400_000);
    return createComment(ctx, member, body);
  });

  addRoute(app, commentsApi.edit, async ({ member, params, body }) => {
    await limit(ctx, `comment-edit:${member.userNo}`, 60, 3_600_000);
    return editComment(ctx, member, params.commentNo, body.content);
  });

  addRoute(app, commentsApi.remove, async ({ member, params }) => deleteComment(ctx, member, params.commentNo));
}
