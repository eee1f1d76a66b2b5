// Likes, bookmarks, follows and share links (SPEC §7 board service likeCntUp, likeCntDown,
// contents/{boardNo}/bookmark, getMyInviteURL, getMyInviteCNT, event/shortLink/info; user
// service boardsLikeFollow). Thin: schema, guard, one service call.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { visitorKey } from "../../lib/visitor";
import { INVITE_COOKIE } from "../../../core/share";
import { requireMember, requireVerified } from "../auth/plugin";
import { COLLECTIONS, listCollection } from "../boards/collections";
import { setBookmark } from "./bookmarks";
import { setFollow } from "./follows";
import { inviteCount, myInviteUrl, onInviteVisit, shortLinkInfo } from "./invites";
import { likePost, unlikePost } from "./likes";
import { postReactions } from "./state";

const boardNo = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const boardNoBody = z.object({ boardNo });
const userIdParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Reactions per member and minute: far above any person's clicking, low enough to stop scripts. */
export const REACTION_LIMIT = { attempts: 120, windowMs: 60_000 };
/** Share-link visits per address and minute. */
export const VISIT_LIMIT = { attempts: 60, windowMs: 60_000 };

export const reactionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = async (userNo: number) => {
    if (!(await ctx.limiter.hit(`reaction:${userNo}`, REACTION_LIMIT.attempts, REACTION_LIMIT.windowMs)).allowed)
      throw errors.tooManyRequests();
  };

  app.post(
    "/api/board/likeCntUp",
    { schema: { tags: ["reactions"], summary: "좋아요 (once per member and post; code 0)", body: boardNoBody } },
    async (request) => {
      const viewer = await requireVerified(request);
      await limited(viewer.userNo);
      return ok(await likePost(ctx, viewer, request.body.boardNo), 0);
    },
  );

  app.post(
    "/api/board/likeCntDown",
    { schema: { tags: ["reactions"], summary: "좋아요 취소 (code 0)", body: boardNoBody } },
    async (request) => {
      const viewer = await requireVerified(request);
      await limited(viewer.userNo);
      return ok(await unlikePost(ctx, viewer, request.body.boardNo), 0);
    },
  );

  app.post(
    "/api/board/contents/:boardNo/bookmark",
    {
      schema: {
        tags: ["reactions"],
        summary: "북마크 (bookmark true/false sets it; without it, toggles)",
        params: z.object({ boardNo }),
        body: z.object({ bookmark: z.boolean().optional() }).nullish(),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      await limited(viewer.userNo);
      return ok(await setBookmark(ctx, viewer, request.params.boardNo, request.body?.bookmark));
    },
  );

  app.get(
    "/api/board/contents/:boardNo/reactions",
    {
      schema: {
        tags: ["reactions"],
        summary: "게시물에 대한 내 반응 (likeYn, likeCount, bookmark, followYn)",
        params: z.object({ boardNo }),
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return ok(await postReactions(ctx.db, request.params.boardNo, viewer?.userNo ?? null));
    },
  );

  app.post("/api/user/follow/:userId", { schema: { tags: ["reactions"], summary: "팔로우", params: userIdParams } }, async (request) => {
    const viewer = await requireVerified(request);
    await limited(viewer.userNo);
    return ok(await setFollow(ctx, viewer, request.params.userId, true));
  });

  app.delete(
    "/api/user/follow/:userId",
    { schema: { tags: ["reactions"], summary: "팔로우 취소", params: userIdParams } },
    async (request) => {
      const viewer = await requireVerified(request);
      await limited(viewer.userNo);
      return ok(await setFollow(ctx, viewer, request.params.userId, false));
    },
  );

  app.get(
    "/api/user/boardsLikeFollow",
    {
      schema: {
        tags: ["reactions"],
        summary: "내 게시물 목록: upload(내 글), like(좋아요), follow(팔로우한 회원의 글), view(본 글), bookmark",
        querystring: z.object({
          type: z.enum(COLLECTIONS).default("like"),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          size: z.coerce.number().int().min(1).max(100).default(16),
        }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      const { type, page, size } = request.query;
      return ok(await listCollection(ctx.db, viewer.userNo, type, { page, size }));
    },
  );

  app.get(
    "/api/board/getMyInviteURL",
    {
      schema: {
        tags: ["reactions"],
        summary: "내 공유 링크 (boardNo: 게시물 링크, 없으면 가입 초대 링크)",
        querystring: z.object({ boardNo: boardNo.optional() }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await myInviteUrl(ctx, viewer, request.query.boardNo));
    },
  );

  app.get("/api/board/getMyInviteCNT", { schema: { tags: ["reactions"], summary: "내 링크로 가입한 회원 수" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await inviteCount(ctx, viewer));
  });

  app.get(
    "/api/board/event/shortLink/info",
    { schema: { tags: ["reactions"], summary: "공유 링크 현황 (cumulativeReward, sharedBoardCount, influxCount)" } },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await shortLinkInfo(ctx, viewer));
    },
  );

  app.post(
    "/api/board/shortLink/visit",
    {
      schema: {
        tags: ["reactions"],
        summary: "공유 링크 방문 기록 (once per visitor; not the sharer, not bots)",
        body: z.object({ permaLink: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => {
      if (!(await ctx.limiter.hit(`share-visit:${request.ip}`, VISIT_LIMIT.attempts, VISIT_LIMIT.windowMs)).allowed)
        throw errors.tooManyRequests();
      const viewer = await request.viewer();
      const result = await onInviteVisit(ctx, {
        permaLink: request.body.permaLink,
        visitorKey: visitorKey(request, reply),
        viewerNo: viewer?.userNo ?? null,
        userAgent: request.headers["user-agent"] ?? "",
      });
      if (result.eventKey && !viewer) {
        void reply.setCookie(INVITE_COOKIE, result.eventKey, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
          maxAge: 30 * 24 * 3600,
        });
      }
      return ok({ counted: result.counted });
    },
  );
};
