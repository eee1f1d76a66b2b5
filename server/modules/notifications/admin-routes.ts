// Moderators: fixed notices pinned at the top of every feed, banners, and a notice sent to
// every member as a notification. The contracts (moderators only) are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { noticeActions } from "./actions";
import { listBannersForModerator, listFixedNoticesForModerator } from "./notices";
import { notificationsApi } from "./schema";

export async function notificationAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, notificationsApi.fixedNotices, async () => ({ fixedNotificationList: await listFixedNoticesForModerator(ctx.db) }));
  addRoute(app, notificationsApi.adminBanners, async () => ({ bannerList: await listBannersForModerator(ctx.db) }));
  for (const action of noticeActions) addAction(app, ctx, action);
}
