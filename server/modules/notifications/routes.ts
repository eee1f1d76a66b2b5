// Notifications and banner (SPEC §7): the bell's new state, the feed (fixed notices and the
// latest 20), opening the feed (check), marking read, and the banners. Members only, except
// the banners; every call reads or changes the signed-in member's own notifications.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NOTIFICATION_READ_MAX } from "../../../core/notifications";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireMember } from "../auth/plugin";
import { checkNotifications, getNotificationFeed, hasNewNotifications, listBanners, markNotificationsRead } from "./service";

const notificationNo = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/api/notification/new", { schema: { tags: ["notifications"], summary: "새 알림 여부 (bell dot)" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok({ newNotifyState: await hasNewNotifications(ctx.db, viewer.userNo) });
  });

  app.get("/api/notification", { schema: { tags: ["notifications"], summary: "알림 목록 (고정 알림 + 최근 20개)" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await getNotificationFeed(ctx.db, viewer.userNo));
  });

  app.post(
    "/api/notification/check",
    { schema: { tags: ["notifications"], summary: "알림 창을 열었음 (새 알림 표시 끄기)" } },
    async (request) => {
      const viewer = await requireMember(request);
      if (!(await ctx.limiter.hit(`notification-check:${viewer.userNo}`, 120, 60_000)).allowed) throw errors.tooManyRequests();
      await checkNotifications(ctx.db, viewer.userNo);
      return ok({ newNotifyState: false });
    },
  );

  app.post(
    "/api/notification/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "알림 읽음 처리 (notificationNoList)",
        body: z.object({ notificationNoList: z.array(notificationNo).min(1).max(NOTIFICATION_READ_MAX) }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      if (!(await ctx.limiter.hit(`notification-read:${viewer.userNo}`, 240, 60_000)).allowed) throw errors.tooManyRequests();
      return ok({ readCount: await markNotificationsRead(ctx.db, viewer.userNo, request.body.notificationNoList) });
    },
  );

  app.get(
    "/api/banner",
    { schema: { tags: ["notifications"], summary: "배너 목록", querystring: z.object({ timestamp: z.string().max(40).optional() }) } },
    async () => ok({ bannerList: await listBanners(ctx.db) }),
  );
};
