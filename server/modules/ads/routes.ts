// House ads: the feeds' read and the operators' management (contracts in schema.ts).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { adActions } from "./actions";
import { adsApi } from "./schema";
import { listAdsForModerator, liveAds } from "./service";

export async function adRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, adsApi.feed, async () => liveAds(ctx.db, ctx.config.AD_INDEX));
  addRoute(app, adsApi.adminList, async () => ({ adList: await listAdsForModerator(ctx.db) }));
  for (const action of adActions) addAction(app, ctx, action);
}
