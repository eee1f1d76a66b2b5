// House-ad contracts (docs/product/site.md §13): the feeds' public read and the operators'
// management under /api/admin/ads.
import { z } from "zod";
import { AD_BODY_MAX, AD_THEMES, AD_URL_MAX } from "../../../core/ads";
import { describes, intNo } from "../../lib/schemas";
import { LISTS_TAG } from "../../../core/cache-tags";
import { defineRoute } from "../route";
import type { FeedAds, HouseAd, HouseAdAdmin } from "./types";

const theme = z.enum(AD_THEMES);

const adFields = {
  adNo: z.number(),
  title: z.string(),
  body: z.string(),
  linkUrl: z.string(),
  imageUrl: z.string().nullable(),
  theme: theme.nullable(),
};

const houseAd = describes<HouseAd>()(z.object(adFields));
const houseAdAdmin = describes<HouseAdAdmin>()(
  z.object({
    ...adFields,
    sortOrder: z.number(),
    hidden: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    live: z.boolean(),
  }),
);

const when = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

const adBody = z.object({
  // The service trims and cuts to AD_TITLE_MAX; the wire allows some slack for spaces.
  title: z.string().max(200),
  body: z
    .string()
    .max(AD_BODY_MAX * 2)
    .optional(),
  linkUrl: z.string().max(AD_URL_MAX),
  imageUrl: z.string().max(AD_URL_MAX).nullable().optional(),
  theme: theme.nullable().optional(),
  sortOrder: z.number().int().min(-1000).max(1000).optional(),
  hidden: z.boolean().optional(),
  startsAt: when.nullable().optional(),
  endsAt: when.nullable().optional(),
});

export const adsApi = {
  feed: defineRoute({
    method: "GET",
    path: "/api/ads",
    access: "public",
    tags: ["ads"],
    summary: "피드 광고 (진행 중인 하우스 광고와 광고 위치)",
    response: describes<FeedAds>()(z.object({ adIndex: z.number(), adList: z.array(houseAd) })),
  }),
  adminList: defineRoute({
    method: "GET",
    path: "/api/admin/ads",
    access: "moderator",
    tags: ["moderation"],
    summary: "하우스 광고 목록 (예약·종료·숨김 포함)",
    response: z.object({ adList: z.array(houseAdAdmin) }),
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/admin/ads",
    access: "moderator",
    // house ads show in the home and new feeds (lists)
    changes: [LISTS_TAG],
    tags: ["moderation"],
    summary: "하우스 광고 등록",
    body: adBody,
    response: houseAdAdmin,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/admin/ads/:adNo",
    access: "moderator",
    changes: [LISTS_TAG],
    tags: ["moderation"],
    summary: "하우스 광고 수정",
    params: z.object({ adNo: intNo }),
    body: adBody,
    response: houseAdAdmin,
  }),
  hide: defineRoute({
    method: "POST",
    path: "/api/admin/ads/:adNo/hidden",
    access: "moderator",
    changes: [LISTS_TAG],
    tags: ["moderation"],
    summary: "하우스 광고 숨기기·다시 보이기",
    params: z.object({ adNo: intNo }),
    body: z.object({ hidden: z.boolean() }),
    response: houseAdAdmin,
  }),
};
