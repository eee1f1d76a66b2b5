// Notifications and banner (docs/product/notifications.md): the bell's new state, the feed (fixed notices and the
// latest 20), opening the feed (check), marking read, and the banners. Members only, except
// the banners; every call reads or changes the signed-in member's own notifications. The
// contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { notificationsApi } from "./schema";
import { checkNotifications, getNotificationFeed, hasNewNotifications, listBanners, markNotificationsRead } from "./service";

export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, notificationsApi.newState, async ({ member }) => ({ newNotifyState: await hasNewNotifications(ctx.db, member.userNo) }));
  addRoute(app, notificationsApi.feed, async ({ member, language }) => getNotificationFeed(ctx.db, member.userNo, language));

  addRoute(app, notificationsApi.check, async ({ member }) => {
    if (!(await ctx.limiter.hit(`notification-check:${member.userNo}`, 120, 60_000)).allowed) throw errors.tooManyRequests();
    await checkNotifications(ctx.db, member.userNo);
    return { newNotifyState: false };
  });

  addRoute(app, notificationsApi.read, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`notification-read:${member.userNo}`, 240, 60_000)).allowed) throw errors.tooManyRequests();
    return { readCount: await markNotificationsRead(ctx.db, member.userNo, body.notificationNoList) };
  });

  addRoute(app, notificationsApi.banners, async () => ({ bannerList: await listBanners(ctx.db) }));
}
