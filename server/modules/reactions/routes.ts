// Likes, bookmarks, follows and share links: thin handlers over the reactions services; the
// contracts (who may call, inputs, answers) are in schema.ts.
import type { FastifyInstance } from "fastify";
import { postTag } from "../../../core/cache-tags";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { overHttps } from "../../lib/https";
import { visitorKey } from "../../lib/visitor";
import { INVITE_COOKIE } from "../../../core/share";
import { listCollection } from "../boards/collections";
import { addRoute } from "../route";
import { setBookmark } from "./bookmarks";
import { setFollow } from "./follows";
import { cheerPost, postCheers } from "./cheers";
import { inviteCount, myInviteUrl, onInviteVisit, recordShare, shortLinkInfo } from "./invites";
import { likePost, unlikePost } from "./likes";
import { reactionsApi } from "./schema";
import { postReactions } from "./state";

/** Reactions per member and minute: far above any person's clicking, low enough to stop scripts. */
export const REACTION_LIMIT = { attempts: 120, windowMs: 60_000 };
/** Share-link visits per address and minute. */
export const VISIT_LIMIT = { attempts: 60, windowMs: 60_000 };

export async function reactionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const limited = async (userNo: number) => {
    if (!(await ctx.limiter.hit(`reaction:${userNo}`, REACTION_LIMIT.attempts, REACTION_LIMIT.windowMs)).allowed)
      throw errors.tooManyRequests();
  };

  addRoute(app, reactionsApi.likeUp, async ({ member, body }) => {
    await limited(member.userNo);
    return likePost(ctx, member, body.boardNo);
  });

  addRoute(app, reactionsApi.likeDown, async ({ member, body }) => {
    await limited(member.userNo);
    return unlikePost(ctx, member, body.boardNo);
  });

  addRoute(app, reactionsApi.bookmark, async ({ member, params, body }) => {
    await limited(member.userNo);
    return setBookmark(ctx, member, params.boardNo, body?.bookmark);
  });

  addRoute(app, reactionsApi.reactions, async (request) => {
    const viewer = await request.viewer();
    return postReactions(ctx.db, request.params.boardNo, viewer?.userNo ?? null);
  });

  addRoute(app, reactionsApi.follow, async ({ member, params }) => {
    await limited(member.userNo);
    return setFollow(ctx, member, params.userId, true);
  });

  addRoute(app, reactionsApi.unfollow, async ({ member, params }) => {
    await limited(member.userNo);
    return setFollow(ctx, member, params.userId, false);
  });

  addRoute(app, reactionsApi.collection, async ({ member, query }) => {
    const { type, page, size } = query;
    return listCollection(ctx.db, member.userNo, type, { page, size });
  });

  addRoute(app, reactionsApi.myInviteUrl, async ({ member, query }) => myInviteUrl(ctx, member, query.boardNo));
  // Every reader of a post asks for its cheers: answered from the page cache, emptied by a cheer.
  addRoute(app, reactionsApi.cheers, async ({ params }) => postCheers(ctx, params.boardNo), {
    sharedWithVisitors: (request) => [postTag((request.params as { boardNo: number }).boardNo)],
  });
  addRoute(app, reactionsApi.cheer, async ({ member, params, body }) => {
    if (!(await ctx.limiter.hit(`cheer:${member.userNo}`, 60, 3_600_000)).allowed) throw errors.tooManyRequests();
    return cheerPost(ctx, member, params.boardNo, body);
  });
  addRoute(app, reactionsApi.shared, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`shared:${member.userNo}`, 300, 3_600_000)).allowed) throw errors.tooManyRequests();
    return recordShare(ctx, member, body.boardNo);
  });
  addRoute(app, reactionsApi.myInviteCount, async ({ member }) => inviteCount(ctx, member));
  addRoute(app, reactionsApi.shortLinkInfo, async ({ member }) => shortLinkInfo(ctx, member));

  addRoute(app, reactionsApi.shortLinkVisit, async (request, reply) => {
    if (!(await ctx.limiter.hit(`share-visit:${request.ip}`, VISIT_LIMIT.attempts, VISIT_LIMIT.windowMs)).allowed)
      throw errors.tooManyRequests();
    const viewer = await request.viewer();
    const result = await onInviteVisit(ctx, {
      permaLink: request.body.permaLink,
      visitorKey: visitorKey(request, reply, overHttps(request, ctx.config.publicUrl)),
      viewerNo: viewer?.userNo ?? null,
      userAgent: request.headers["user-agent"] ?? "",
    });
    if (result.eventKey && !viewer) {
      void reply.setCookie(INVITE_COOKIE, result.eventKey, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: overHttps(request, ctx.config.publicUrl),
        maxAge: 30 * 24 * 3600,
      });
    }
    return { counted: result.counted };
  });
}
