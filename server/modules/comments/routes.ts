// Comments API (docs/decisions/0080): read the thread of a post (anyone), write and reply
// (verified members, rate limited), edit own, delete own or as the post's owner.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { COMMENT_MAX_LENGTH } from "../../../core/comments";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireVerified } from "../auth/plugin";
import { createComment, deleteComment, editComment, listComments } from "./service";

const id = z.coerce.number().int().positive().max(9_999_999_999);
/** Room for the longest comment after normalization (line breaks, spaces) — the service applies the real rule. */
const contentField = z.string().max(COMMENT_MAX_LENGTH * 4);

async function limit(ctx: AppContext, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await ctx.limiter.hit(key, max, windowMs)).allowed)
    throw errors.tooManyRequests("댓글을 너무 자주 작성하고 있습니다. 잠시 후 다시 시도해 주세요.");
}

export const commentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/comments",
    {
      schema: {
        tags: ["comments"],
        summary: "게시물의 댓글 목록 (오래된 순, 답글 포함; after = 다음 페이지 커서)",
        querystring: z.object({ boardNo: id, after: id.optional(), size: z.coerce.number().int().min(1).max(100).optional() }),
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      const { boardNo, after, size } = request.query;
      return ok(await listComments(ctx.db, boardNo, viewer?.userNo ?? null, { after, size }));
    },
  );

  app.post(
    "/api/comments",
    {
      schema: {
        tags: ["comments"],
        summary: "댓글 또는 답글 작성 (이메일 인증 회원; 답글은 한 단계까지)",
        body: z.object({ boardNo: id, parentNo: id.nullish(), content: contentField }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      await limit(ctx, `comment:${viewer.userNo}`, 20, 600_000);
      await limit(ctx, `comment-day:${viewer.userNo}`, 300, 86_400_000);
      return ok(await createComment(ctx, viewer, request.body));
    },
  );

  app.put(
    "/api/comments/:commentNo",
    {
      schema: {
        tags: ["comments"],
        summary: "내 댓글 수정",
        params: z.object({ commentNo: id }),
        body: z.object({ content: contentField }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      await limit(ctx, `comment-edit:${viewer.userNo}`, 60, 3_600_000);
      return ok(await editComment(ctx, viewer, request.params.commentNo, request.body.content));
    },
  );

  app.delete(
    "/api/comments/:commentNo",
    {
      schema: {
        tags: ["comments"],
        summary: "댓글 삭제 (작성자 또는 게시물 작성자; '삭제된 댓글입니다.'로 남음)",
        params: z.object({ commentNo: id }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await deleteComment(ctx, viewer, request.params.commentNo));
    },
  );
};
