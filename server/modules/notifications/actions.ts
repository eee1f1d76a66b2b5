// The moderators' notice writes (admin-routes.ts), each one handler for the API and /admin/notices.
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { broadcastNotice, createBanner, createFixedNotice, removeBanner, removeFixedNotice } from "./notices";
import { notificationsApi } from "./schema";

export const noticeActions = [
  defineAction(notificationsApi.addFixedNotice, (ctx, member, { body }) => createFixedNotice(ctx.db, body, member.userNo)),
  defineAction(notificationsApi.removeFixedNotice, async (ctx, _member, { params }) => {
    await removeFixedNotice(ctx.db, params.fixedNo);
    return null;
  }),
  defineAction(notificationsApi.broadcast, async (ctx, member, { body }) => {
    if (!(await ctx.limiter.hit(`notice-broadcast:${member.userNo}`, 10, 60 * 60_000)).allowed) throw errors.tooManyRequests();
    return broadcastNotice(ctx, body);
  }),
  defineAction(notificationsApi.addBanner, (ctx, _member, { body }) => createBanner(ctx.db, body)),
  defineAction(notificationsApi.removeBanner, async (ctx, _member, { params }) => {
    await removeBanner(ctx.db, params.bannerNo);
    return null;
  }),
] as const;
