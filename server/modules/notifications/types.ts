// What other modules send to the notification service, and what members get back.
export type NotificationType =
  | "NEW_COMMENT"
  | "NEW_REPLY"
  | "LIKE"
  | "FOLLOW"
  | "FOLLOWED_POST"
  | "SERIES_PART"
  | "PUBLISH_DONE"
  | "PUBLISH_FAILED"
  | "AI_BRIEFING"
  | "AI_VIDEO"
  | "REPORT_RESULT"
  | "BLIND"
  | "REWARD"
  | "NOTICE"
  | "CHEER"
  | "DATA_EXPORT"
  | "SECURITY";

export interface NotificationEvent {
  type: NotificationType;
  /** Who receives it. */
  recipientUserNo: number;
  /** Who caused it (null for the system). A member is never notified of their own action. */
  actorUserNo?: number | null;
  /** Unique per recipient: the same key twice makes one notification. */
  eventKey: string;
  /** Same group key → one line ("A님 외 N명"), e.g. "LIKE:<boardNo>". */
  groupKey?: string | null;
  title: string;
  content?: string;
  /** Site-relative path ("/d/…") or an absolute external URL. */
  url?: string | null;
  /** When the event happened (defaults to delivery time). */
  at?: string;
}

export interface NotificationItem {
  notificationNo: number;
  notificationType: NotificationType;
  notificationTitle: string;
  notificationContent: string;
  notificationUrl: string | null;
  read: boolean;
  regDate: string;
  /** Events this line stands for (grouped likes: "A님 외 {groupCount - 1}명"). */
  groupCount: number;
}

/** docs/product/notifications.md Fixed notification: pinned at the top of the feed. */
export interface FixedNotificationItem {
  fixedNo: number;
  notificationTitle: string;
  notificationContent: string;
  notificationSubTitle: string;
  notificationSubContent: string;
  notificationUrl: string | null;
}

/** GET /api/notification (docs/product/notifications.md). */
export interface NotificationFeed {
  fixedNotification: FixedNotificationItem[];
  notificationList: NotificationItem[];
}

export interface BannerItem {
  bannerNo: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** A moderator's view of a banner (with its schedule). */
export interface BannerAdminItem extends BannerItem {
  sortOrder: number;
  startsAt: string;
  endsAt: string | null;
  live: boolean;
}

/** A moderator's view of a fixed notice (with its schedule). */
export interface FixedNotificationAdminItem extends FixedNotificationItem {
  sortOrder: number;
  startsAt: string;
  endsAt: string | null;
  live: boolean;
}
