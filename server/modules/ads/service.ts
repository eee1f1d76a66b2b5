// House ads (docs/product/site.md §13): operators create, edit, hide and order them; the feeds
// read the live ones. The slot's position is the installation's ad index (AD_INDEX).
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { cleanLine } from "../../../core/text";
import { ADS_MSG, AD_BODY_MAX, AD_TITLE_MAX, isAdLive, isAllowedAdLink, type AdTheme } from "../../../core/ads";
import type { Executor } from "../../db/client";
import { houseAds } from "../../db/schema";
import { errors } from "../../lib/errors";
import type { FeedAds, HouseAd, HouseAdAdmin, HouseAdInput } from "./types";

type Row = typeof houseAds.$inferSelect;

function toAd(row: Row): HouseAd {
  return {
    adNo: row.adNo,
    title: row.title,
    body: row.body,
    linkUrl: row.linkUrl,
    imageUrl: row.imageUrl,
    theme: row.theme === "blue" || row.theme === "yellow" ? (row.theme as AdTheme) : null,
  };
}

function toAdmin(row: Row, now: Date): HouseAdAdmin {
  return {
    ...toAd(row),
    sortOrder: row.sortOrder,
    hidden: row.hidden,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    live: isAdLive(row, now),
  };
}

/** One line of words (controls and breaks become spaces), cut to its limit. */
function clean(value: string | undefined, max: number): string {
  return cleanLine(value ?? "").slice(0, max);
}

/** An image from our file store (/files/…) or an https address. */
function cleanImage(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  const ours = v.startsWith("/files/") && !/[\s<>"'\\]|\.\./.test(v);
  const https = /^https:\/\//i.test(v) && URL.canParse(v) && !/[\s<>"'\\]/.test(v);
  if ((!ours && !https) || v.length > 1000) throw errors.badRequest(ADS_MSG.imageInvalid, "AD_IMAGE_INVALID");
  return v;
}

function checked(input: HouseAdInput) {
  const title = clean(input.title, AD_TITLE_MAX);
  if (!title) throw errors.badRequest(ADS_MSG.titleRequired, "AD_TITLE_REQUIRED");
  const linkUrl = input.linkUrl.trim();
  if (!isAllowedAdLink(linkUrl)) throw errors.badRequest(ADS_MSG.linkInvalid, "AD_LINK_INVALID");
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
    throw errors.badRequest(ADS_MSG.endBeforeStart, "AD_PERIOD_INVALID");
  }
  return {
    title,
    body: clean(input.body, AD_BODY_MAX),
    linkUrl,
    imageUrl: cleanImage(input.imageUrl),
    theme: input.theme ?? null,
    sortOrder: input.sortOrder ?? 0,
    hidden: input.hidden ?? false,
    endsAt: input.endsAt ?? null,
  };
}

/** The ads running now, in the operators' order (then the newest first). */
export async function liveAds(db: Executor, adIndex: number, now: Date = new Date()): Promise<FeedAds> {
  const rows = await db
    .select()
    .from(houseAds)
    .where(and(eq(houseAds.hidden, false), lte(houseAds.startsAt, now), or(isNull(houseAds.endsAt), gt(houseAds.endsAt, now))))
    .orderBy(asc(houseAds.sortOrder), desc(houseAds.adNo))
    .limit(20);
  return { adIndex, adList: rows.map(toAd) };
}

export async function listAdsForModerator(db: Executor, now: Date = new Date()): Promise<HouseAdAdmin[]> {
  const rows = await db.select().from(houseAds).orderBy(asc(houseAds.sortOrder), desc(houseAds.adNo)).limit(500);
  return rows.map((row) => toAdmin(row, now));
}

export async function createAd(db: Executor, input: HouseAdInput, createdByUserNo: number): Promise<HouseAdAdmin> {
  const values = checked(input);
  const [row] = await db
    .insert(houseAds)
    .values({ ...values, ...(input.startsAt ? { startsAt: input.startsAt } : {}), createdByUserNo })
    .returning();
  return toAdmin(row!, new Date());
}

export async function updateAd(db: Executor, adNo: number, input: HouseAdInput): Promise<HouseAdAdmin> {
  const values = checked(input);
  const [row] = await db
    .update(houseAds)
    .set({ ...values, ...(input.startsAt ? { startsAt: input.startsAt } : {}), updatedAt: new Date() })
    .where(eq(houseAds.adNo, adNo))
    .returning();
  if (!row) throw errors.notFound(ADS_MSG.notFound, "AD_NOT_FOUND");
  if (row.endsAt && row.endsAt <= row.startsAt) throw errors.badRequest(ADS_MSG.endBeforeStart, "AD_PERIOD_INVALID");
  return toAdmin(row, new Date());
}

/** Hides or shows an ad without touching the rest. */
export async function setAdHidden(db: Executor, adNo: number, hidden: boolean): Promise<HouseAdAdmin> {
  const [row] = await db.update(houseAds).set({ hidden, updatedAt: new Date() }).where(eq(houseAds.adNo, adNo)).returning();
  if (!row) throw errors.notFound(ADS_MSG.notFound, "AD_NOT_FOUND");
  return toAdmin(row, new Date());
}

/** Whether an ad shows this image (the daily file sweep keeps it; a hidden ad may be shown again). */
export async function adUsesAddress(db: Executor, address: string): Promise<boolean> {
  const rows = await db.select({ no: houseAds.adNo }).from(houseAds).where(eq(houseAds.imageUrl, address)).limit(1);
  return rows.length > 0;
}
