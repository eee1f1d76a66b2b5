// In-app notifications (docs/product/notifications.md Notification). One row per recipient and event; a repeated
// event key never makes a second row, so a retried delivery job cannot duplicate anything.
import { sql } from "drizzle-orm";
import { bigint, boolean, char, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

export const notifications = pgTable(
  "notifications",
  {
    notificationNo: bigint("notification_no", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** NEW_COMMENT, NEW_REPLY, LIKE, FOLLOW, FOLLOWED_POST, PUBLISH_DONE, PUBLISH_FAILED, REPORT_RESULT, BLIND, REWARD, NOTICE … */
    notificationType: text("notification_type").notNull(),
    /** The one event this row is about ("NEW_COMMENT:<commentNo>:<recipient>"); unique per recipient. */
    eventKey: text("event_key").notNull(),
    /** Events that collapse into one line ("A님 외 N명"): rows with the same group key are one item. */
    groupKey: text("group_key"),
    actorUserNo: integer("actor_user_no").references(() => users.userNo, { onDelete: "set null" }),
    notificationTitle: text("notification_title").notNull(),
    notificationContent: text("notification_content").notNull().default(""),
    /** Site-relative path ("/d/…") or an absolute external URL. */
    notificationUrl: text("notification_url"),
    readYn: char("read_yn", { length: 1 }).notNull().default("N"),
    /**
     * Grouping at write time (docs/decisions/0090): a newer event of the same group takes the
     * group's place in the feed; the older rows stay (their event keys keep deliveries
     * idempotent) but are superseded and no longer listed.
     */
    superseded: boolean("superseded").notNull().default(false),
    /** Events in this row's group up to and including it ("A님 외 {groupCount - 1}명"). */
    groupCount: integer("group_count").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_event_key").on(t.userNo, t.eventKey),
    // The feed reads only listed rows, newest first: one index range whatever the member's history.
    index("notifications_listed_idx")
      .on(t.userNo, t.createdAt.desc(), t.notificationNo.desc())
      .where(sql`${t.superseded} = false`),
    index("notifications_group_idx")
      .on(t.userNo, t.groupKey)
      .where(sql`${t.groupKey} is not null and ${t.superseded} = false`),
    index("notifications_unread_idx")
      .on(t.userNo)
      .where(sql`${t.readYn} = 'N' and ${t.superseded} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** When each member last opened the feed: newer notifications light the bell's dot. */
export const notificationChecks = pgTable("notification_checks", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
});

/** Fixed (pinned) notices at the top of every member's feed, set by moderators. */
export const fixedNotifications = pgTable(
  "fixed_notifications",
  {
    fixedNo: integer("fixed_no").primaryKey().generatedByDefaultAsIdentity(),
    notificationTitle: text("notification_title").notNull(),
    notificationContent: text("notification_content").notNull().default(""),
    notificationSubTitle: text("notification_sub_title").notNull().default(""),
    notificationSubContent: text("notification_sub_content").notNull().default(""),
    notificationUrl: text("notification_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdByUserNo: integer("created_by_user_no").references(() => users.userNo, { onDelete: "set null" }),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("fixed_notifications_live_idx")
      .on(t.sortOrder)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Banners served by GET /api/banner (docs/product/notifications.md), stored as data. */
export const banners = pgTable(
  "banners",
  {
    bannerNo: integer("banner_no").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("banners_live_idx")
      .on(t.sortOrder)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A browser's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys) for one member. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    subscriptionNo: integer("subscription_no").primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: text("p256dh").notNull(),
    /** The 16-byte authentication secret, base64url. */
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    /** The interface language of the browser when it subscribed: pushes are worded in it. */
    language: text("language").notNull().default("ko"),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint").on(t.endpoint), index("push_subscriptions_user_idx").on(t.userNo)],
);

/** Notification types a member does not want pushed (everything is pushed by default). */
export const pushPreferences = pgTable("push_preferences", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  disabledTypes: text("disabled_types")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});
