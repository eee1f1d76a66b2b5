// Moderators: fixed notices pinned at the top of every feed, banners, and a notice sent to
// every member as a notification. requireRole(request, "moderator") on every call.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireRole } from "../auth/plugin";
import {
  broadcastNotice,
  createBanner,
  createFixedNotice,
  listBannersForModerator,
  listFixedNoticesForModerator,
  removeBanner,
  removeFixedNotice,
} from "./notices";

const no = z.coerce.number().int().positive().max(2_147_483_647);
const when = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

export const notificationAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/api/admin/notification/fixed", { schema: { tags: ["moderation"], summary: "고정 알림 목록" } }, async (request) => {
    await requireRole(request, "moderator");
    return ok({ fixedNotificationList: await listFixedNoticesForModerator(ctx.db) });
  });

  app.post(
    "/api/admin/notification/fixed",
    {
      schema: {
        tags: ["moderation"],
        summary: "고정 알림 등록",
        body: z.object({
          notificationTitle: z.string().max(200),
          notificationContent: z.string().max(600).optional(),
          notificationSubTitle: z.string().max(200).optional(),
          notificationSubContent: z.string().max(600).optional(),
          notificationUrl: z.string().max(1000).nullable().optional(),
          sortOrder: z.number().int().min(-1000).max(1000).optional(),
          startsAt: when.nullable().optional(),
          endsAt: when.nullable().optional(),
        }),
      },
    },
    async (request) => {
      const viewer = await requireRole(request, "moderator");
      return ok(await createFixedNotice(ctx.db, request.body, viewer.userNo));
    },
  );

  app.delete(
    "/api/admin/notification/fixed/:fixedNo",
    { schema: { tags: ["moderation"], summary: "고정 알림 내리기", params: z.object({ fixedNo: no }) } },
    async (request) => {
      await requireRole(request, "moderator");
      await removeFixedNotice(ctx.db, request.params.fixedNo);
      return ok(null);
    },
  );

  app.post(
    "/api/admin/notification/notice",
    {
      schema: {
        tags: ["moderation"],
        summary: "전체 회원에게 공지 알림 보내기",
        body: z.object({
          title: z.string().max(200),
          content: z.string().max(600).optional(),
          url: z.string().max(1000).nullable().optional(),
        }),
      },
    },
    async (request) => {
      const viewer = await requireRole(request, "moderator");
      if (!(await ctx.limiter.hit(`notice-broadcast:${viewer.userNo}`, 10, 60 * 60_000)).allowed) throw errors.tooManyRequests();
      return ok(await broadcastNotice(ctx, request.body));
    },
  );

  app.get("/api/admin/banner", { schema: { tags: ["moderation"], summary: "배너 목록 (예약·종료 포함)" } }, async (request) => {
    await requireRole(request, "moderator");
    return ok({ bannerList: await listBannersForModerator(ctx.db) });
  });

  app.post(
    "/api/admin/banner",
    {
      schema: {
        tags: ["moderation"],
        summary: "배너 등록",
        body: z.object({
          title: z.string().max(200),
          imageUrl: z.string().max(1000),
          linkUrl: z.string().max(1000).nullable().optional(),
          sortOrder: z.number().int().min(-1000).max(1000).optional(),
          startsAt: when.nullable().optional(),
          endsAt: when.nullable().optional(),
        }),
      },
    },
    async (request) => {
      await requireRole(request, "moderator");
      return ok(await createBanner(ctx.db, request.body));
    },
  );

  app.delete(
    "/api/admin/banner/:bannerNo",
    { schema: { tags: ["moderation"], summary: "배너 내리기", params: z.object({ bannerNo: no }) } },
    async (request) => {
      await requireRole(request, "moderator");
      await removeBanner(ctx.db, request.params.bannerNo);
      return ok(null);
    },
  );
};
