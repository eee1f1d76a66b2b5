// Moderators: fixed notices pinned at the top of every feed, banners, and a notice sent to
// every member as a notification. The contracts (moderators only) are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import {
  broadcastNotice,
  createBanner,
  createFixedNotice,
  listBannersForModerator,
  listFixedNoticesForModerator,
  removeBanner,
  removeFixedNotice,
} from "./notices";
import { notificationsApi } from "./schema";

export async function notificationAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, notificationsApi.fixedNotices, async () => ({ fixedNotificationList: await listFixedNoticesForModerator(ctx.db) }));
  addRoute(app, notificationsApi.addFixedNotice, async ({ member, body }) => createFixedNotice(ctx.db, body, member.userNo));

  addRoute(app, notificationsApi.removeFixedNotice, async ({ params }) => {
    await removeFixedNotice(ctx.db, params.fixedNo);
    return null;
  });

  addRoute(app, notificationsApi.broadcast, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`notice-broadcast:${member.userNo}`, 10, 60 * 60_000)).allowed) throw errors.tooManyRequests();
    return broadcastNotice(ctx, body);
  });

  addRoute(app, notificationsApi.adminBanners, async () => ({ bannerList: await listBannersForModerator(ctx.db) }));
  addRoute(app, notificationsApi.addBanner, async ({ body }) => createBanner(ctx.db, body));

  addRoute(app, notificationsApi.removeBanner, async ({ params }) => {
    await removeBanner(ctx.db, params.bannerNo);
    return null;
  });
}
