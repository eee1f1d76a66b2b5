// Web Push settings of my page: the server's public key and per-type preferences, subscribing
// and unsubscribing a browser. Members only; a member manages only their own subscriptions.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { getPushSettings, setPushPreference, subscribePush, unsubscribePush, vapidKeys } from "./push";
import { notificationsApi } from "./schema";

export async function pushRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // Keys exist from the first start on (generated into DATA_DIR/vapid.json when not configured).
  vapidKeys(ctx);

  addRoute(app, notificationsApi.pushSettings, async ({ member, language }) => getPushSettings(ctx, member.userNo, language));

  addRoute(app, notificationsApi.subscribe, async (request) => {
    const { member } = request;
    if (!(await ctx.limiter.hit(`push-subscribe:${member.userNo}`, 20, 60 * 60_000)).allowed) throw errors.tooManyRequests();
    return subscribePush(ctx, member.userNo, {
      ...request.body,
      userAgent: request.headers["user-agent"] ?? null,
      language: request.language,
    });
  });

  addRoute(app, notificationsApi.unsubscribe, async ({ member, body }) => unsubscribePush(ctx.db, member.userNo, body.endpoint));

  addRoute(app, notificationsApi.preference, async ({ member, body, language }) => {
    if (!(await ctx.limiter.hit(`push-pref:${member.userNo}`, 120, 60_000)).allowed) throw errors.tooManyRequests();
    return setPushPreference(ctx, member.userNo, body.type, body.enabled, language);
  });
}
