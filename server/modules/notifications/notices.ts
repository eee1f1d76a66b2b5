// What moderators publish to members: fixed notices pinned at the top of the feed, banners
// (GET /api/banner), and a NOTICE notification sent to every member. The broadcast fans out
// as a chain of jobs, each a page of members in one transaction; every member's delivery is
// keyed by the notice, so a repeated page never makes a second notification.
import crypto from "node:crypto";
import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { ADMIN_MSG, MSG } from "../../../core/messages";
import { cleanNoticeText, isAllowedNotificationUrl } from "../../../core/notifications";
import { enqueue, type AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { banners, fixedNotifications, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import type { JobDefinition } from "../../jobs/queue";
import { errors } from "../../lib/errors";
import { NOTIFY_JOB } from "./service";
import type { BannerAdminItem, FixedNotificationAdminItem, NotificationEvent } from "./types";

export const NOTICE_FANOUT_JOB = "notifications.notice-fanout";
const FANOUT_PAGE = 200;

export interface FixedNoticeInput {
  notificationTitle: string;
  notificationContent?: string;
  notificationSubTitle?: string;
  notificationSubContent?: string;
  notificationUrl?: string | null;
  sortOrder?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

const BAD_URL = ADMIN_MSG.badUrl;
const NO_TITLE = MSG.titleRequired;

function cleanUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (!isAllowedNotificationUrl(value)) throw errors.badRequest(BAD_URL, "NOTICE_URL_INVALID");
  return value;
}

export async function createFixedNotice(
  db: Executor,
  input: FixedNoticeInput,
  createdByUserNo: number | null,
): Promise<FixedNotificationAdminItem> {
  const title = cleanNoticeText(input.notificationTitle, 100);
  if (!title) throw errors.badRequest(NO_TITLE, "NOTICE_TITLE_REQUIRED");
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
    throw errors.badRequest(ADMIN_MSG.endBeforeStart, "NOTICE_PERIOD_INVALID");
  }
  const [row] = await db
    .insert(fixedNotifications)
    .values({
      notificationTitle: title,
      notificationContent: cleanNoticeText(input.notificationContent ?? "", 300),
      notificationSubTitle: cleanNoticeText(input.notificationSubTitle ?? "", 100),
      notificationSubContent: cleanNoticeText(input.notificationSubContent ?? "", 300),
      notificationUrl: cleanUrl(input.notificationUrl),
      sortOrder: input.sortOrder ?? 0,
      ...(input.startsAt ? { startsAt: input.startsAt } : {}),
      endsAt: input.endsAt ?? null,
      createdByUserNo,
    })
    .returning();
  return toAdminItem(row!);
}

function toAdminItem(r: typeof fixedNotifications.$inferSelect, now = new Date()): FixedNotificationAdminItem {
  return {
    fixedNo: r.fixedNo,
    notificationTitle: r.notificationTitle,
    notificationContent: r.notificationContent,
    notificationSubTitle: r.notificationSubTitle,
    notificationSubContent: r.notificationSubContent,
    notificationUrl: r.notificationUrl,
    sortOrder: r.sortOrder,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt ? r.endsAt.toISOString() : null,
    live: r.startsAt <= now && (!r.endsAt || r.endsAt > now),
  };
}

/** Every fixed notice not removed, newest first (moderators). */
export async function listFixedNoticesForModerator(db: Executor): Promise<FixedNotificationAdminItem[]> {
  const rows = await db
    .select()
    .from(fixedNotifications)
    .where(isNull(fixedNotifications.deletedAt))
    .orderBy(desc(fixedNotifications.fixedNo))
    .limit(100);
  return rows.map((r) => toAdminItem(r));
}

export async function removeFixedNotice(db: Executor, fixedNo: number): Promise<void> {
  const rows = await db
    .update(fixedNotifications)
    .set({ deletedAt: new Date() })
    .where(and(eq(fixedNotifications.fixedNo, fixedNo), isNull(fixedNotifications.deletedAt)))
    .returning({ no: fixedNotifications.fixedNo });
  if (!rows.length) throw errors.notFound(ADMIN_MSG.fixedNotFound, "FIXED_NOTICE_NOT_FOUND");
}

export interface BannerInput {
  title: string;
  imageUrl: string;
  linkUrl?: string | null;
  sortOrder?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export async function createBanner(db: Executor, input: BannerInput): Promise<{ bannerNo: number }> {
  const title = cleanNoticeText(input.title, 100);
  if (!title) throw errors.badRequest(NO_TITLE, "BANNER_TITLE_REQUIRED");
  const imageUrl = cleanUrl(input.imageUrl);
  if (!imageUrl) throw errors.badRequest(ADMIN_MSG.bannerImageRequired, "BANNER_IMAGE_REQUIRED");
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
    throw errors.badRequest(ADMIN_MSG.endBeforeStart, "BANNER_PERIOD_INVALID");
  }
  const [row] = await db
    .insert(banners)
    .values({
      title,
      imageUrl,
      linkUrl: cleanUrl(input.linkUrl),
      sortOrder: input.sortOrder ?? 0,
      ...(input.startsAt ? { startsAt: input.startsAt } : {}),
      endsAt: input.endsAt ?? null,
    })
    .returning({ bannerNo: banners.bannerNo });
  return { bannerNo: row!.bannerNo };
}

/** Whether a banner not taken down shows this image (the file sweep keeps it). */
export async function bannerUsesAddress(db: Executor, address: string): Promise<boolean> {
  const rows = await db
    .select({ no: banners.bannerNo })
    .from(banners)
    .where(and(eq(banners.imageUrl, address), isNull(banners.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Every banner not taken down, live ones first by their order, then the rest newest first. */
export async function listBannersForModerator(db: Executor, now = new Date()): Promise<BannerAdminItem[]> {
  const rows = await db.select().from(banners).where(isNull(banners.deletedAt)).orderBy(desc(banners.bannerNo)).limit(100);
  const items = rows.map((r) => ({
    bannerNo: r.bannerNo,
    title: r.title,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    sortOrder: r.sortOrder,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt ? r.endsAt.toISOString() : null,
    live: r.startsAt <= now && (!r.endsAt || r.endsAt > now),
  }));
  return items.sort((a, b) => Number(b.live) - Number(a.live) || (a.live ? a.sortOrder - b.sortOrder : 0) || b.bannerNo - a.bannerNo);
}

export async function removeBanner(db: Executor, bannerNo: number): Promise<void> {
  const rows = await db
    .update(banners)
    .set({ deletedAt: new Date() })
    .where(and(eq(banners.bannerNo, bannerNo), isNull(banners.deletedAt)))
    .returning({ no: banners.bannerNo });
  if (!rows.length) throw errors.notFound(ADMIN_MSG.bannerNotFound, "BANNER_NOT_FOUND");
}

export interface NoticeFanoutData {
  noticeKey: string;
  title: string;
  content: string;
  url: string | null;
  afterUserNo: number;
}

/** Sends a NOTICE notification to every member (fan-out through jobs). */
export async function broadcastNotice(
  ctx: AppContext,
  input: { title: string; content?: string; url?: string | null },
): Promise<{ noticeKey: string }> {
  const title = cleanNoticeText(input.title, 100);
  if (!title) throw errors.badRequest(NO_TITLE, "NOTICE_TITLE_REQUIRED");
  const noticeKey = crypto.randomUUID();
  const data: NoticeFanoutData = {
    noticeKey,
    title,
    content: cleanNoticeText(input.content ?? "", 300),
    url: cleanUrl(input.url),
    afterUserNo: 0,
  };
  await withTransaction(ctx.db, (tx) => enqueue(ctx, tx, NOTICE_FANOUT_JOB, data));
  return { noticeKey };
}

export function noticeFanoutJob(ctx: AppContext): JobDefinition<NoticeFanoutData> {
  return {
    name: NOTICE_FANOUT_JOB,
    async handler(jobs) {
      for (const job of jobs) {
        const data = job.data;
        await withTransaction(ctx.db, async (tx) => {
          const page = await tx
            .select({ userNo: users.userNo })
            .from(users)
            .where(and(eq(users.deleteYn, "N"), gt(users.userNo, data.afterUserNo)))
            .orderBy(asc(users.userNo))
            .limit(FANOUT_PAGE);
          for (const member of page) {
            const event: NotificationEvent = {
              type: "NOTICE",
              recipientUserNo: member.userNo,
              actorUserNo: null,
              eventKey: `NOTICE:${data.noticeKey}`,
              title: data.title,
              content: data.content,
              url: data.url,
              at: new Date().toISOString(),
            };
            await enqueue(ctx, tx, NOTIFY_JOB, event);
          }
          if (page.length === FANOUT_PAGE) {
            await enqueue(ctx, tx, NOTICE_FANOUT_JOB, { ...data, afterUserNo: page[page.length - 1]!.userNo });
          }
        });
      }
    },
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
  };
}
