// House ads: the feeds' read and the operators' management (contracts in schema.ts).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { adsApi } from "./schema";
import { createAd, listAdsForModerator, liveAds, setAdHidden, updateAd } from "./service";

export async function adRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, adsApi.feed, async () => liveAds(ctx.db, ctx.config.AD_INDEX));
  addRoute(app, adsApi.adminList, async () => ({ adList: await listAdsForModerator(ctx.db) }));
  addRoute(app, adsApi.create, async ({ member, body }) => createAd(ctx.db, body, member.userNo));
  addRoute(app, adsApi.update, async ({ params, body }) => updateAd(ctx.db, params.adNo, body));
  addRoute(app, adsApi.hide, async ({ params, body }) => setAdHidden(ctx.db, params.adNo, body.hidden));
}
