// Web Push for notifications: a member's browsers subscribe from my page; every new
// notification row enqueues one push job per subscription in the row's own transaction
// (so a crash neither loses nor doubles one), unless the member turned that type off.
// The job retries on network errors and 5xx/429; 404/410 mean the subscription is gone.
import { and, asc, eq, inArray } from "drizzle-orm";
import { isLanguage, say, type Language } from "../../../core/i18n";
import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  notificationContentIn,
  notificationTitleIn,
  type NotificationTypeName,
} from "../../../core/notifications";
import { storedReasonIn } from "../../../core/reports";
import { notificationExcerpt } from "../../../core/text";
import { enqueue, type AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { pushPreferences, pushSubscriptions, type NotificationRow } from "../../db/schema";
import type { JobDefinition } from "../../jobs/queue";
import { errors } from "../../lib/errors";
import { NOTIFY_MSG } from "./messages";
import { loadVapidKeys, sendPush, type VapidKeys } from "../../lib/push";

export const PUSH_JOB = "notifications.push";
/** Browsers one member may have subscribed at once; the oldest goes when a new one comes. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

export interface PushJobData {
  subscriptionNo: number;
  notificationNo: number;
  payload: { title: string; body: string; url: string | null; tag: string };
}

export interface PushPreferenceItem {
  type: NotificationTypeName;
  label: string;
  enabled: boolean;
}

export interface PushSettings {
  /** The applicationServerKey browsers subscribe with. */
  publicKey: string;
  preferences: PushPreferenceItem[];
  subscriptionCount: number;
}

const keysByDir = new Map<string, VapidKeys>();

/** The installation's VAPID keys (configured, or generated once into DATA_DIR/vapid.json). */
export function vapidKeys(ctx: AppContext): VapidKeys {
  const cached = keysByDir.get(ctx.config.dataDir);
  const configured = {
    publicKey: ctx.config.VAPID_PUBLIC_KEY,
    privateKey: ctx.config.VAPID_PRIVATE_KEY,
    subject: ctx.config.VAPID_SUBJECT,
  };
  if (cached && (!configured.publicKey || cached.publicKey === configured.publicKey)) return cached;
  const keys = loadVapidKeys(configured, ctx.config.dataDir);
  keysByDir.set(ctx.config.dataDir, keys);
  return keys;
}

const INVALID_SUBSCRIPTION = NOTIFY_MSG.invalidSubscription;

function checkEndpoint(ctx: AppContext, endpoint: string): void {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw errors.badRequest(INVALID_SUBSCRIPTION, "PUSH_SUBSCRIPTION_INVALID");
  }
  const local = ctx.config.PUSH_ALLOW_HTTP;
  const allowed = url.protocol === "https:" || (url.protocol === "http:" && local);
  // Push services are public hosts: an address on this machine or a private network is refused
  // (the server would otherwise POST wherever a member points it), except for local development.
  if (!allowed || url.username || url.password || (!local && isPrivateHost(url.hostname))) {
    throw errors.badRequest(INVALID_SUBSCRIPTION, "PUSH_SUBSCRIPTION_INVALID");
  }
}

/** Loopback, private, link-local and unspecified addresses, and names that stay on this machine. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host.endsWith(".local") ||
    host.endsWith(".internal") ||
    (!host.includes(".") && !host.includes(":"))
  )
    return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(":"))
    return (
      host === "::" ||
      host === "::1" ||
      host.startsWith("fc") ||
      host.startsWith("fd") ||
      host.startsWith("fe80") ||
      host.startsWith("::ffff:")
    );
  return false;
}

function checkKeys(p256dh: string, auth: string): void {
  const pub = Buffer.from(p256dh, "base64url");
  const secret = Buffer.from(auth, "base64url");
  if (pub.length !== 65 || pub[0] !== 4 || secret.length !== 16) throw errors.badRequest(INVALID_SUBSCRIPTION, "PUSH_SUBSCRIPTION_INVALID");
}

export async function subscribePush(
  ctx: AppContext,
  userNo: number,
  input: { endpoint: string; keys: { p256dh: string; auth: string }; userAgent?: string | null; language?: Language },
): Promise<{ subscriptionCount: number }> {
  checkEndpoint(ctx, input.endpoint);
  checkKeys(input.keys.p256dh, input.keys.auth);
  // One endpoint is one browser: subscribing again (or as another member on that browser) takes it over.
  await ctx.db
    .insert(pushSubscriptions)
    .values({
      userNo,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      language: input.language ?? "ko",
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userNo,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: input.userAgent?.slice(0, 300) ?? null,
        language: input.language ?? "ko",
      },
    });
  const mine = await ctx.db
    .select({ no: pushSubscriptions.subscriptionNo })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userNo, userNo))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.subscriptionNo));
  const extra = mine.slice(0, Math.max(0, mine.length - PUSH_SUBSCRIPTIONS_PER_MEMBER)).map((r) => r.no);
  if (extra.length) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.subscriptionNo, extra));
  return { subscriptionCount: mine.length - extra.length };
}

export async function unsubscribePush(db: Executor, userNo: number, endpoint: string): Promise<{ removed: boolean }> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userNo, userNo), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ no: pushSubscriptions.subscriptionNo });
  return { removed: rows.length > 0 };
}

async function disabledTypes(db: Executor, userNo: number): Promise<string[]> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userNo, userNo));
  return row?.disabledTypes ?? [];
}

export async function getPushSettings(ctx: AppContext, userNo: number, language: Language = "ko"): Promise<PushSettings> {
  const disabled = new Set(await disabledTypes(ctx.db, userNo));
  const subs = await ctx.db
    .select({ no: pushSubscriptions.subscriptionNo })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userNo, userNo));
  return {
    publicKey: vapidKeys(ctx).publicKey,
    preferences: NOTIFICATION_TYPES.map((type) => ({
      type,
      label: say(NOTIFICATION_TYPE_LABELS[type], language),
      enabled: !disabled.has(type),
    })),
    subscriptionCount: subs.length,
  };
}

/** Turns pushing one notification type on or off for the member (all are on by default). */
export async function setPushPreference(
  ctx: AppContext,
  userNo: number,
  type: NotificationTypeName,
  enabled: boolean,
  language: Language = "ko",
): Promise<PushSettings> {
  const current = new Set(await disabledTypes(ctx.db, userNo));
  if (enabled) current.delete(type);
  else current.add(type);
  const next = NOTIFICATION_TYPES.filter((t) => current.has(t));
  await ctx.db
    .insert(pushPreferences)
    .values({ userNo, disabledTypes: next })
    .onConflictDoUpdate({ target: pushPreferences.userNo, set: { disabledTypes: next, updatedAt: new Date() } });
  return getPushSettings(ctx, userNo, language);
}

/** In the transaction that wrote the notification: one push job per subscribed browser. */
export async function enqueuePushes(ctx: AppContext, tx: Tx, row: NotificationRow): Promise<void> {
  const disabled = await disabledTypes(tx, row.userNo);
  if (disabled.includes(row.notificationType)) return;
  const subs = await tx
    .select({ no: pushSubscriptions.subscriptionNo, language: pushSubscriptions.language })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userNo, row.userNo));
  if (!subs.length) return;
  // Each browser is told in the language it subscribed in, worded as the feed words it.
  const payloadIn = (language: Language): PushJobData["payload"] => ({
    title: notificationTitleIn(row.notificationTitle, row.groupCount - 1, language),
    body: notificationExcerpt(notificationContentIn(row.notificationContent, language, storedReasonIn), 120),
    url: row.notificationUrl,
    tag: row.groupKey ? `g:${row.groupKey}` : `n:${row.notificationNo}`,
  });
  for (const sub of subs) {
    const payload = payloadIn(isLanguage(sub.language) ? sub.language : "ko");
    await enqueue<PushJobData>(ctx, tx, PUSH_JOB, { subscriptionNo: sub.no, notificationNo: Number(row.notificationNo), payload });
  }
}

export class PushDeliveryError extends Error {
  constructor(public readonly status: number) {
    super(`push service answered ${status}`);
    this.name = "PushDeliveryError";
  }
}

/** Delivers one push; returns what happened (the job throws on a retryable failure). */
export async function deliverPush(ctx: AppContext, data: PushJobData): Promise<"sent" | "gone" | "missing"> {
  const [sub] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.subscriptionNo, data.subscriptionNo));
  if (!sub) return "missing";
  const result = await sendPush(vapidKeys(ctx), sub, data.payload, {
    topic: data.payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
  });
  if (result.gone) {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.subscriptionNo, sub.subscriptionNo));
    ctx.logger.info({ subscriptionNo: sub.subscriptionNo, status: result.status }, "push subscription expired and removed");
    return "gone";
  }
  if (!result.ok) throw new PushDeliveryError(result.status);
  await ctx.db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.subscriptionNo, sub.subscriptionNo));
  return "sent";
}

export function pushJob(ctx: AppContext): JobDefinition<PushJobData> {
  return {
    name: PUSH_JOB,
    async handler(jobs) {
      for (const job of jobs) {
        try {
          const outcome = await deliverPush(ctx, job.data);
          // A subscription removed before its push ran was nobody's to send to.
          if (outcome !== "missing") ctx.metrics.push(outcome);
        } catch (error) {
          ctx.metrics.push("failed");
          throw error;
        }
      }
    },
    queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  };
}
