// Notification contracts (docs/product/notifications.md): the bell, the feed, marking read, banners, Web Push
// settings, and the moderators' fixed notices, banners and notices to everyone.
import { z } from "zod";
import { NOTIFICATION_READ_MAX, NOTIFICATION_TYPES } from "../../../core/notifications";
import { bigintNo, describes, intNo } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { PushSettings } from "./push";
import type {
  BannerAdminItem,
  BannerItem,
  FixedNotificationAdminItem,
  FixedNotificationItem,
  NotificationFeed,
  NotificationItem,
} from "./types";

const type = z.enum(NOTIFICATION_TYPES);

const fixedFields = {
  fixedNo: z.number(),
  notificationTitle: z.string(),
  notificationContent: z.string(),
  notificationSubTitle: z.string(),
  notificationSubContent: z.string(),
  notificationUrl: z.string().nullable(),
};
const scheduleFields = { sortOrder: z.number(), startsAt: z.string(), endsAt: z.string().nullable(), live: z.boolean() };
const bannerFields = { bannerNo: z.number(), title: z.string(), imageUrl: z.string(), linkUrl: z.string().nullable() };

const notificationFeed = describes<NotificationFeed>()(
  z.object({
    fixedNotification: z.array(describes<FixedNotificationItem>()(z.object(fixedFields))),
    notificationList: z.array(
      describes<NotificationItem>()(
        z.object({
          notificationNo: z.number(),
          notificationType: type,
          notificationTitle: z.string(),
          notificationContent: z.string(),
          notificationUrl: z.string().nullable(),
          read: z.boolean(),
          regDate: z.string(),
          groupCount: z.number(),
        }),
      ),
    ),
  }),
);

const pushSettings = describes<PushSettings>()(
  z.object({
    publicKey: z.string(),
    preferences: z.array(z.object({ type, label: z.string(), enabled: z.boolean() })),
    subscriptionCount: z.number(),
  }),
);

const fixedNoticeAdmin = describes<FixedNotificationAdminItem>()(z.object({ ...fixedFields, ...scheduleFields }));
const bannerAdmin = describes<BannerAdminItem>()(z.object({ ...bannerFields, ...scheduleFields }));

const endpoint = z.string().min(10).max(2000);
const when = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const newState = z.object({ newNotifyState: z.boolean() });

export const notificationsApi = {
  newState: defineRoute({
    method: "GET",
    path: "/api/notification/new",
    access: "member",
    tags: ["notifications"],
    summary: "새 알림 여부 (bell dot)",
    response: newState,
  }),
  feed: defineRoute({
    method: "GET",
    path: "/api/notification",
    access: "member",
    tags: ["notifications"],
    summary: "알림 목록 (고정 알림 + 최근 20개)",
    response: notificationFeed,
  }),
  check: defineRoute({
    method: "POST",
    path: "/api/notification/check",
    access: "member",
    // a member's own notifications, push subscriptions and missions
    changes: "nothing",
    tags: ["notifications"],
    summary: "알림 창을 열었음 (새 알림 표시 끄기)",
    response: newState,
  }),
  read: defineRoute({
    method: "POST",
    path: "/api/notification/read",
    access: "member",
    changes: "nothing",
    tags: ["notifications"],
    summary: "알림 읽음 처리 (notificationNoList)",
    body: z.object({ notificationNoList: z.array(bigintNo).min(1).max(NOTIFICATION_READ_MAX) }),
    response: z.object({ readCount: z.number() }),
  }),
  banners: defineRoute({
    method: "GET",
    path: "/api/banner",
    access: "public",
    tags: ["notifications"],
    summary: "배너 목록",
    querystring: z.object({ timestamp: z.string().max(40).optional() }),
    response: z.object({ bannerList: z.array(describes<BannerItem>()(z.object(bannerFields))) }),
  }),

  // Web Push settings of my page
  pushSettings: defineRoute({
    method: "GET",
    path: "/api/push/settings",
    access: "member",
    tags: ["push"],
    summary: "푸시 알림 설정 (공개키, 알림 종류별 설정)",
    response: pushSettings,
  }),
  subscribe: defineRoute({
    method: "POST",
    path: "/api/push/subscribe",
    access: "member",
    changes: "nothing",
    tags: ["push"],
    summary: "이 브라우저에서 푸시 알림 받기",
    body: z.object({ endpoint, keys: z.object({ p256dh: z.string().min(80).max(100), auth: z.string().min(16).max(30) }) }),
    response: z.object({ subscriptionCount: z.number() }),
  }),
  unsubscribe: defineRoute({
    method: "POST",
    path: "/api/push/unsubscribe",
    access: "member",
    changes: "nothing",
    tags: ["push"],
    summary: "이 브라우저의 푸시 알림 끄기",
    body: z.object({ endpoint }),
    response: z.object({ removed: z.boolean() }),
  }),
  preference: defineRoute({
    method: "POST",
    path: "/api/push/preferences",
    access: "member",
    changes: "nothing",
    tags: ["push"],
    summary: "알림 종류별 푸시 켜기/끄기",
    body: z.object({ type, enabled: z.boolean() }),
    response: pushSettings,
  }),

  // moderators
  fixedNotices: defineRoute({
    method: "GET",
    path: "/api/admin/notification/fixed",
    access: "moderator",
    tags: ["moderation"],
    summary: "고정 알림 목록",
    response: z.object({ fixedNotificationList: z.array(fixedNoticeAdmin) }),
  }),
  addFixedNotice: defineRoute({
    method: "POST",
    path: "/api/admin/notification/fixed",
    access: "moderator",
    changes: "nothing",
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
    response: fixedNoticeAdmin,
  }),
  removeFixedNotice: defineRoute({
    method: "DELETE",
    path: "/api/admin/notification/fixed/:fixedNo",
    access: "moderator",
    changes: "nothing",
    tags: ["moderation"],
    summary: "고정 알림 내리기",
    params: z.object({ fixedNo: intNo }),
    response: z.null(),
  }),
  broadcast: defineRoute({
    method: "POST",
    path: "/api/admin/notification/notice",
    access: "moderator",
    changes: "nothing",
    tags: ["moderation"],
    summary: "전체 회원에게 공지 알림 보내기",
    body: z.object({
      title: z.string().max(200),
      content: z.string().max(600).optional(),
      url: z.string().max(1000).nullable().optional(),
    }),
    response: z.object({ noticeKey: z.string() }),
  }),
  adminBanners: defineRoute({
    method: "GET",
    path: "/api/admin/banner",
    access: "moderator",
    tags: ["moderation"],
    summary: "배너 목록 (예약·종료 포함)",
    response: z.object({ bannerList: z.array(bannerAdmin) }),
  }),
  addBanner: defineRoute({
    method: "POST",
    path: "/api/admin/banner",
    access: "moderator",
    changes: "everything",
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
    response: z.object({ bannerNo: z.number() }),
  }),
  removeBanner: defineRoute({
    method: "DELETE",
    path: "/api/admin/banner/:bannerNo",
    access: "moderator",
    changes: "everything",
    tags: ["moderation"],
    summary: "배너 내리기",
    params: z.object({ bannerNo: intNo }),
    response: z.null(),
  }),
};
