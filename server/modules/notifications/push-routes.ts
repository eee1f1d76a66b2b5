// Web Push settings of my page: the server's public key and per-type preferences, subscribing
// and unsubscribing a browser. Members only; a member manages only their own subscriptions.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NOTIFICATION_TYPES } from "../../../core/notifications";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireMember } from "../auth/plugin";
import { getPushSettings, setPushPreference, subscribePush, unsubscribePush, vapidKeys } from "./push";

const endpoint = z.string().min(10).max(2000);

export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Keys exist from the first start on (generated into DATA_DIR/vapid.json when not configured).
  vapidKeys(ctx);

  app.get("/api/push/settings", { schema: { tags: ["push"], summary: "푸시 알림 설정 (공개키, 알림 종류별 설정)" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await getPushSettings(ctx, viewer.userNo));
  });

  app.post(
    "/api/push/subscribe",
    {
      schema: {
        tags: ["push"],
        summary: "이 브라우저에서 푸시 알림 받기",
        body: z.object({ endpoint, keys: z.object({ p256dh: z.string().min(80).max(100), auth: z.string().min(16).max(30) }) }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      if (!(await ctx.limiter.hit(`push-subscribe:${viewer.userNo}`, 20, 60 * 60_000)).allowed) throw errors.tooManyRequests();
      return ok(await subscribePush(ctx, viewer.userNo, { ...request.body, userAgent: request.headers["user-agent"] ?? null }));
    },
  );

  app.post(
    "/api/push/unsubscribe",
    { schema: { tags: ["push"], summary: "이 브라우저의 푸시 알림 끄기", body: z.object({ endpoint }) } },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await unsubscribePush(ctx.db, viewer.userNo, request.body.endpoint));
    },
  );

  app.post(
    "/api/push/preferences",
    {
      schema: {
        tags: ["push"],
        summary: "알림 종류별 푸시 켜기/끄기",
        body: z.object({ type: z.enum(NOTIFICATION_TYPES), enabled: z.boolean() }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      if (!(await ctx.limiter.hit(`push-pref:${viewer.userNo}`, 120, 60_000)).allowed) throw errors.tooManyRequests();
      return ok(await setPushPreference(ctx, viewer.userNo, request.body.type, request.body.enabled));
    },
  );
};
