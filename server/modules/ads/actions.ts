// The operators' house-ad writes (docs/product/site.md §13), each one handler for the API and /admin/ads.
import { defineAction } from "../action";
import { adsApi } from "./schema";
import { createAd, setAdHidden, updateAd } from "./service";

export const adActions = [
  defineAction(adsApi.create, (ctx, member, { body }) => createAd(ctx.db, body, member.userNo)),
  defineAction(adsApi.update, (ctx, _member, { params, body }) => updateAd(ctx.db, params.adNo, body)),
  defineAction(adsApi.hide, (ctx, _member, { params, body }) => setAdHidden(ctx.db, params.adNo, body.hidden)),
] as const;
