// Notifications (docs/product/notifications.md). Every module that notifies calls notify() inside the
// transaction of its action: the event is enqueued there (outbox), so it exists exactly when
// the action commits, and the delivery job writes the row idempotently (unique per recipient
// and event key), so a retried job never duplicates a notification. Grouped events (likes of
// one post) collapse into one feed line at write time (docs/decisions/0090).
import { eachConcurrently } from "../../lib/each-concurrently";
import { and, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Language } from "../../../core/i18n";
import { NOTIFICATION_FEED_SIZE, notificationContentIn, notificationTitleIn } from "../../../core/notifications";
import { storedReasonIn } from "../../../core/reports";
import { enqueue, type AppContext } from "../../context";
import type { Database, Executor, Tx } from "../../db/client";
import { banners, fixedNotifications, notificationChecks, notifications, type NotificationRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import type { JobDefinition } from "../../jobs/queue";
import { errors } from "../../lib/errors";
import { NOTIFY_MSG } from "./messages";
import { enqueuePushes } from "./push";
import type { BannerItem, FixedNotificationItem, NotificationEvent, NotificationFeed, NotificationItem, NotificationType } from "./types";

export const NOTIFY_JOB = "notifications.deliver";
/** docs/product/notifications.md: the feed shows the latest 20. */
export const NOTIFICATION_LIST_SIZE = NOTIFICATION_FEED_SIZE;
/**
 * Newest first, in exactly the order of the index notifications_listed_idx (drizzle writes
 * `desc()` index columns as DESC NULLS LAST; a plain ORDER BY … DESC would not match it).
 */
const LISTED_ORDER = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.notificationNo} desc nulls last`];

/** Fixed notices shown at once at the top of the feed. */
export const FIXED_NOTIFICATION_MAX = 5;

/** Sends a notification as part of the caller's transaction. Self-notifications are dropped. */
export async function notify(ctx: AppContext, tx: Tx, event: NotificationEvent): Promise<void> {
  if (event.actorUserNo != null && event.actorUserNo === event.recipientUserNo) return;
  await enqueue(ctx, tx, NOTIFY_JOB, { ...event, at: event.at ?? new Date().toISOString() });
}

/**
 * Many notifications as part of the caller's transaction, enqueued in batches of 1,000 (one
 * statement each): for fan-outs such as a season's reward notices. Self-notifications are dropped.
 */
export async function notifyMany(ctx: AppContext, tx: Tx, events: NotificationEvent[]): Promise<void> {
  if (!ctx.queue) {
    throw errors.unavailable(NOTIFY_MSG.queueDisabled, "QUEUE_DISABLED");
  }
  const at = new Date().toISOString();
  const list = events.filter((e) => e.actorUserNo == null || e.actorUserNo !== e.recipientUserNo).map((e) => ({ ...e, at: e.at ?? at }));
  for (let i = 0; i < list.length; i += 1000) await ctx.queue.insertInTransaction(tx, NOTIFY_JOB, list.slice(i, i + 1000));
}

export type AfterDelivery = (tx: Tx, row: NotificationRow) => Promise<void>;

/**
 * Writes one notification row; a repeated event key does nothing. Returns whether it wrote.
 * An event with a group key becomes the group's one listed row: the earlier rows of the group
 * are superseded and its count carried over, in the same transaction (serialised per group).
 * `after` runs in that transaction for a new row (push fan-out).
 */
export async function deliverNotification(db: Database, event: NotificationEvent, after?: AfterDelivery): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    if (event.groupKey) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notify:${event.recipientUserNo}:${event.groupKey}`}))`);
    }
    const [row] = await tx
      .insert(notifications)
      .values({
        userNo: event.recipientUserNo,
        notificationType: event.type,
        eventKey: event.eventKey,
        groupKey: event.groupKey ?? null,
        actorUserNo: event.actorUserNo ?? null,
        notificationTitle: event.title.slice(0, 200),
        notificationContent: (event.content ?? "").slice(0, 1000),
        notificationUrl: event.url ?? null,
        ...(event.at ? { createdAt: new Date(event.at) } : {}),
      })
      .onConflictDoNothing({ target: [notifications.userNo, notifications.eventKey] })
      .returning();
    if (!row) return false;
    let written = row;
    if (event.groupKey) {
      const earlier = await tx
        .update(notifications)
        .set({ superseded: true, readYn: "Y" })
        .where(
          and(
            eq(notifications.userNo, event.recipientUserNo),
            eq(notifications.groupKey, event.groupKey),
            eq(notifications.superseded, false),
            ne(notifications.notificationNo, row.notificationNo),
          ),
        )
        .returning({ groupCount: notifications.groupCount });
      const carried = earlier.reduce((sum, r) => sum + r.groupCount, 0);
      if (carried > 0) {
        const [updated] = await tx
          .update(notifications)
          .set({ groupCount: carried + 1 })
          .where(eq(notifications.notificationNo, row.notificationNo))
          .returning();
        if (updated) written = updated;
      }
    }
    if (after) await after(tx, written);
    return true;
  });
}

const createdMs = (job: object) => {
  const created = (job as { createdOn?: Date | string }).createdOn;
  return created ? new Date(created).getTime() : 0;
};

/** Deliveries at once: a share of the pool the web requests use too. */
const DELIVERY_CONCURRENCY = 4;

export function notificationJob(ctx: AppContext): JobDefinition<NotificationEvent> {
  return {
    name: NOTIFY_JOB,
    // A burst (a notice to everyone, a popular post's likes) is taken 100 at a time, four
    // members' deliveries at once, every half second: 1,000 queued notifications are in place
    // within a few seconds. One member's notifications are delivered in the order they were
    // queued (a grouped line shows its newest actor). Delivery is idempotent (event keys), so
    // a batch retried after one failure writes nothing twice.
    async handler(jobs) {
      // A batch arrives in no particular order (pg-boss fetches in order but returns the
      // updated rows as they come): put it back in the order it was queued.
      const queued = [...jobs].sort((a, b) => createdMs(a) - createdMs(b));
      const byRecipient = new Map<number, NotificationEvent[]>();
      for (const job of queued) {
        const list = byRecipient.get(job.data.recipientUserNo) ?? [];
        list.push(job.data);
        byRecipient.set(job.data.recipientUserNo, list);
      }
      await eachConcurrently([...byRecipient.values()], DELIVERY_CONCURRENCY, async (events) => {
        for (const event of events) await deliverNotification(ctx.db, event, (tx, row) => enqueuePushes(ctx, tx, row));
      });
    },
    work: { batchSize: 100, pollingIntervalSeconds: 0.5, includeMetadata: true },
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
  };
}

/** A stored line (kept in Korean) in the reader's language. */
function toItem(row: NotificationRow, language: Language): NotificationItem {
  return {
    notificationNo: Number(row.notificationNo),
    notificationType: row.notificationType as NotificationType,
    notificationTitle: notificationTitleIn(row.notificationTitle, row.groupCount - 1, language),
    notificationContent: notificationContentIn(row.notificationContent, language, storedReasonIn),
    notificationUrl: row.notificationUrl,
    read: row.readYn === "Y",
    regDate: new Date(row.createdAt).toISOString(),
    groupCount: row.groupCount,
  };
}

/** The latest listed notifications of a member, newest first (one index range). */
export async function listNotifications(
  db: Executor,
  userNo: number,
  limit = NOTIFICATION_LIST_SIZE,
  language: Language = "ko",
): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.superseded, false)))
    .orderBy(...LISTED_ORDER)
    .limit(limit);
  return rows.map((row) => toItem(row, language));
}

export async function countUnread(db: Executor, userNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.readYn, "N"), eq(notifications.superseded, false)));
  return Number(row?.n ?? 0);
}

/** Fixed notices live now, in their order. */
export async function listFixedNotifications(db: Executor, now = new Date()): Promise<FixedNotificationItem[]> {
  const rows = await db
    .select()
    .from(fixedNotifications)
    .where(
      and(
        isNull(fixedNotifications.deletedAt),
        lte(fixedNotifications.startsAt, now),
        or(isNull(fixedNotifications.endsAt), gt(fixedNotifications.endsAt, now)),
      ),
    )
    .orderBy(fixedNotifications.sortOrder, desc(fixedNotifications.fixedNo))
    .limit(FIXED_NOTIFICATION_MAX);
  return rows.map((r) => ({
    fixedNo: r.fixedNo,
    notificationTitle: r.notificationTitle,
    notificationContent: r.notificationContent,
    notificationSubTitle: r.notificationSubTitle,
    notificationSubContent: r.notificationSubContent,
    notificationUrl: r.notificationUrl,
  }));
}

/** GET /api/notification: the fixed notices and the latest 20 lines. */
export async function getNotificationFeed(db: Executor, userNo: number, language: Language = "ko"): Promise<NotificationFeed> {
  const [fixedNotification, notificationList] = await Promise.all([
    listFixedNotifications(db),
    listNotifications(db, userNo, NOTIFICATION_LIST_SIZE, language),
  ]);
  return { fixedNotification, notificationList };
}

/** GET /api/notification/new: whether something arrived since the member last opened the feed. */
export async function hasNewNotifications(db: Executor, userNo: number): Promise<boolean> {
  const [check] = await db.select().from(notificationChecks).where(eq(notificationChecks.userNo, userNo));
  const [row] = await db
    .select({ no: notifications.notificationNo })
    .from(notifications)
    .where(
      and(
        eq(notifications.userNo, userNo),
        eq(notifications.superseded, false),
        check ? gt(notifications.createdAt, check.checkedAt) : eq(notifications.readYn, "N"),
      ),
    )
    .orderBy(...LISTED_ORDER)
    .limit(1);
  return Boolean(row);
}

/** POST /api/notification/check: the member opened the feed; the bell's dot goes out. */
export async function checkNotifications(db: Executor, userNo: number, now = new Date()): Promise<void> {
  await db
    .insert(notificationChecks)
    .values({ userNo, checkedAt: now })
    .onConflictDoUpdate({ target: notificationChecks.userNo, set: { checkedAt: now } });
}

/** POST /api/notification/read: marks the member's own notifications read; others' numbers are ignored. */
export async function markNotificationsRead(db: Executor, userNo: number, notificationNoList: number[]): Promise<number> {
  if (!notificationNoList.length) return 0;
  const rows = await db
    .update(notifications)
    .set({ readYn: "Y" })
    .where(and(eq(notifications.userNo, userNo), inArray(notifications.notificationNo, notificationNoList), eq(notifications.readYn, "N")))
    .returning({ no: notifications.notificationNo });
  return rows.length;
}

/** GET /api/banner: banners live now, in their order. */
export async function listBanners(db: Executor, now = new Date()): Promise<BannerItem[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(isNull(banners.deletedAt), lte(banners.startsAt, now), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
    .orderBy(banners.sortOrder, desc(banners.bannerNo))
    .limit(20);
  return rows.map((r) => ({ bannerNo: r.bannerNo, title: r.title, imageUrl: r.imageUrl, linkUrl: r.linkUrl }));
}
