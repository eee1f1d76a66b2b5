// Browser calls of the notification feed and push settings (same origin, cookie session).
import type { NotificationFeed, NotificationItem, FixedNotificationItem } from "../../../server/modules/notifications/types";
import { api } from "../profile/api";

export type { NotificationFeed, NotificationItem, FixedNotificationItem };

export interface PushSettings {
  publicKey: string;
  preferences: Array<{ type: string; label: string; enabled: boolean }>;
  subscriptionCount: number;
}

export const notifyApi = {
  newState: () => api<{ newNotifyState: boolean }>("/api/notification/new"),
  feed: () => api<NotificationFeed>("/api/notification"),
  check: () => api<{ newNotifyState: boolean }>("/api/notification/check", { method: "POST", json: {} }),
  read: (notificationNoList: number[]) => api<{ readCount: number }>("/api/notification/read", { json: { notificationNoList } }),
  pushSettings: () => api<PushSettings>("/api/push/settings"),
  subscribe: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
    api<{ subscriptionCount: number }>("/api/push/subscribe", { json: subscription }),
  unsubscribe: (endpoint: string) => api<{ removed: boolean }>("/api/push/unsubscribe", { json: { endpoint } }),
  preference: (type: string, enabled: boolean) => api<PushSettings>("/api/push/preferences", { json: { type, enabled } }),
};
