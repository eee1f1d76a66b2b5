// Signals to the member (docs/product/accounts.md §11.5, decisions 0210 and 0211).
//
// When something happens to the keys of an account — a sign-in from a browser the account has not
// used, a new passkey, two-step sign-in turned off, a wallet connected or changed — the member gets
// a mail (by the prompt queue: whoever took the account acts fast) and a notification. Both carry
// "this wasn't me": a sealed link, good once for seven days, that ends every session of the member
// at once and disowns the browser a new-device alert told of.
//
// Which browser is new: the browsers a member signed up or signed in with are remembered by a
// keyed hash of their anonymous visitor cookie (member_browsers). A sign-in from one of them is
// known; from any other it is new — unless the account has no remembered browser yet: then it is
// the account's first sign-in (no alert) or a member from before browsers were remembered (known
// when the trust signals saw this browser on the account).
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { describeDevice } from "../../../core/device-names";
import { both, isLanguage, type Language } from "../../../core/i18n";
import { maskIp } from "../../../core/network";
import { NOT_ME_MSG, SECURITY_ALERT_POLICY, shortWalletAddress, type SecurityAlertKind } from "../../../core/security-alerts";
import type { AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { memberBrowsers, securityAlerts, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { enqueueMail } from "../../jobs/mail";
import { errors } from "../../lib/errors";
import { seal, unseal } from "../../lib/sealed";
import { deriveKey } from "../../lib/secrets";
import { hadSessionBefore, revokeAllSessions } from "../auth/sessions";
import { deviceKey, hasSignal } from "../trust/signals";
import { securityAlertMail } from "./mail";

const DAY_MS = 24 * 3_600_000;
const LINK_PURPOSE = "security-alert";

export interface SecurityAlertInput {
  userNo: number;
  kind: SecurityAlertKind;
  /** The browser that did it, when a request of it is the cause. */
  userAgent?: string;
  ip?: string;
  /** The passkey's name, the wallet's address. */
  detail?: string;
  /**
   * The language of the member at the screen (their own request caused the alert). Without it,
   * the language of the browser the member last signed in with (Korean when none is known).
   */
  language?: Language;
}

/** Where a sign-up or sign-in came from: the request's browser, address and language. */
export interface SignInOrigin {
  userAgent?: string;
  ip?: string;
  /** The browser's anonymous visitor cookie (lib/visitor.ts browserIdOf). */
  device?: string | null;
  language?: Language;
}

/** The sealed content of a "this wasn't me" link: the alert, its member, when it ends. */
interface NotMeToken {
  a: number;
  u: number;
  e: number;
}

const linkKeys = new WeakMap<Buffer, Buffer>();
function linkKey(ctx: AppContext): Buffer {
  let key = linkKeys.get(ctx.secret);
  if (!key) linkKeys.set(ctx.secret, (key = deriveKey(ctx.secret, LINK_PURPOSE)));
  return key;
}

function openToken(ctx: AppContext, token: string | null | undefined): NotMeToken | null {
  const value = unseal(linkKey(ctx), LINK_PURPOSE, token) as Partial<NotMeToken> | null;
  if (!value || typeof value.a !== "number" || typeof value.u !== "number" || typeof value.e !== "number") return null;
  return { a: value.a, u: value.u, e: value.e };
}

/** The site path of an alert's landing page (the mail prefixes the site's address). */
export const notMePath = (token: string) => `/not-me?token=${token}`;

/** What the notification's second line names, stored in Korean as every stored line is. */
function notificationDetail(input: SecurityAlertInput): string {
  const device = input.userAgent ? describeDevice(input.userAgent, "ko") : "";
  const where = input.ip ? maskIp(input.ip) : "";
  if (input.kind === "passkeyAdded" && input.detail) return input.detail;
  if (input.kind === "walletChanged" && input.detail) return shortWalletAddress(input.detail);
  return [device, where].filter(Boolean).join(" · ") || describeDevice(null, "ko");
}

/** The language of the browser the member last signed in with (not `except`), or Korean. */
async function memberLanguage(db: Executor, userNo: number, except: string | null = null): Promise<Language> {
  const conditions = [eq(memberBrowsers.userNo, userNo), isNull(memberBrowsers.disownedAt)];
  if (except) conditions.push(ne(memberBrowsers.browser, except));
  const [row] = await db
    .select({ language: memberBrowsers.language })
    .from(memberBrowsers)
    .where(and(...conditions))
    .orderBy(desc(memberBrowsers.lastSeenAt))
    .limit(1);
  return isLanguage(row?.language) ? row.language : "ko";
}

/**
 * Tells the member (mail and notification) that `kind` happened to their account, in the
 * caller's transaction when it has one (the alert exists exactly when the change does).
 * Only a live member with a verified address is told: an address nobody proved is not mailed,
 * and the bell is for verified members. A platform without a job queue sends nothing rather than
 * refuse the member's own act. Answers the alert's number, or null when nobody was told.
 */
export async function sendSecurityAlert(ctx: AppContext, input: SecurityAlertInput, tx?: Tx): Promise<{ alertId: number } | null> {
  if (!ctx.queue) {
    ctx.logger.warn({ userNo: input.userNo, kind: input.kind }, "security alert not sent: the job queue is off");
    return null;
  }
  const work = (t: Tx) => alertIn(ctx, t, input, null, new Date());
  return tx ? work(tx) : withTransaction(ctx.db, work);
}

async function alertIn(
  ctx: AppContext,
  tx: Tx,
  input: SecurityAlertInput,
  browser: string | null,
  now: Date,
): Promise<{ alertId: number } | null> {
  const [member] = await tx
    .select({ email: users.userEmail, name: users.userName, verified: users.emailCertYn, left: users.deleteYn })
    .from(users)
    .where(eq(users.userNo, input.userNo))
    .limit(1);
  if (!member || member.left === "Y" || member.verified !== "Y" || !member.email) return null;
  const language = input.language ?? (await memberLanguage(tx, input.userNo, browser));
  const expiresAt = new Date(now.getTime() + SECURITY_ALERT_POLICY.linkDays * DAY_MS);
  const facts = { kind: input.kind, userAgent: input.userAgent ?? "", ip: input.ip ?? "", detail: input.detail ?? "" };
  const [row] = await tx
    .insert(securityAlerts)
    .values({
      userNo: input.userNo,
      kind: facts.kind,
      userAgent: facts.userAgent.slice(0, 300),
      ip: facts.ip.slice(0, 64),
      detail: facts.detail.slice(0, 200),
      browser,
      createdAt: now,
      expiresAt,
    })
    .returning({ alertId: securityAlerts.alertId });
  const alertId = row!.alertId;
  const path = notMePath(seal(linkKey(ctx), LINK_PURPOSE, { a: alertId, u: input.userNo, e: expiresAt.getTime() } satisfies NotMeToken));
  const mail = securityAlertMail(
    { to: member.email, userName: member.name, link: `${ctx.config.publicUrl}${path}`, ...facts, at: now },
    language,
  );
  await enqueueMail(ctx, tx, mail, "prompt");
  await emit({ ctx, tx }, "security.alerted", {
    alertId,
    userNo: input.userNo,
    kind: input.kind,
    detail: notificationDetail(input),
    url: path,
  });
  return { alertId };
}

// ── browsers ───────────────────────────────────────────────────────────────

async function remember(tx: Executor, userNo: number, browser: string, language: Language, now: Date): Promise<void> {
  await tx
    .insert(memberBrowsers)
    .values({ userNo, browser, language, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [memberBrowsers.userNo, memberBrowsers.browser],
      // A disowned browser stays disowned: signing in with it again is told again.
      set: { language, lastSeenAt: now },
    });
}

/** Remembers the browser a member signed up with (in the sign-up's transaction): it is known from then on. */
export async function rememberSignUpBrowser(ctx: AppContext, tx: Executor, userNo: number, origin: SignInOrigin, now = new Date()) {
  if (origin.device) await remember(tx, userNo, deviceKey(ctx.secret, origin.device), origin.language ?? "ko", now);
}

async function isNewBrowser(
  ctx: AppContext,
  tx: Executor,
  userNo: number,
  sessionId: number,
  browser: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ browser: memberBrowsers.browser, lastSeenAt: memberBrowsers.lastSeenAt, disownedAt: memberBrowsers.disownedAt })
    .from(memberBrowsers)
    .where(eq(memberBrowsers.userNo, userNo));
  const memory = now.getTime() - SECURITY_ALERT_POLICY.browserMemoryDays * DAY_MS;
  const mine = browser ? rows.find((row) => row.browser === browser) : undefined;
  if (mine && !mine.disownedAt && mine.lastSeenAt.getTime() > memory) return false;
  if (rows.length > 0) return true;
  // No browser remembered yet: the account's very first sign-in is nobody's news; a member from
  // before browsers were remembered is known on a browser the trust signals saw on the account.
  if (!(await hadSessionBefore(tx, userNo, sessionId))) return false;
  return !(browser && (await hasSignal(tx, userNo, "device", browser)));
}

/**
 * After a sign-in opened session `sessionId`: remembers the browser, and tells the member when it
 * is new to the account. Call it before the sign-in records its trust signals. In the sign-in's
 * transaction when it has one (as a savepoint), else in one of its own; it never fails the
 * sign-in: a sign-in that worked is answered as one even when its alert could not be queued (that
 * is logged).
 */
export async function noteSignIn(
  ctx: AppContext,
  signIn: { userNo: number; sessionId: number; origin: SignInOrigin },
  within?: Tx,
): Promise<void> {
  const { userNo, sessionId, origin } = signIn;
  const now = new Date();
  const run = (work: (tx: Tx) => Promise<void>) => (within ? within.transaction(work) : withTransaction(ctx.db, work));
  try {
    await run(async (tx) => {
      // Two sign-ins of one member at once decide one after the other (one alert for one browser).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-browsers:${userNo}`}))`);
      const browser = origin.device ? deviceKey(ctx.secret, origin.device) : null;
      const isNew = await isNewBrowser(ctx, tx, userNo, sessionId, browser, now);
      if (browser) await remember(tx, userNo, browser, origin.language ?? "ko", now);
      // In the language of the member's other browsers: the new one may be someone else's.
      if (isNew && ctx.queue)
        await alertIn(ctx, tx, { userNo, kind: "newDevice", userAgent: origin.userAgent, ip: origin.ip }, browser, now);
    });
  } catch (error) {
    ctx.logger.warn({ err: error, userNo }, "sign-in alert not sent");
  }
}

// ── "this wasn't me" ───────────────────────────────────────────────────────

export type NotMeLinkStatus = "ok" | "invalid" | "expired" | "used";

/** What the landing page shows of an alert: what happened, from where, when (the address half hidden). */
export interface NotMeLinkView {
  status: NotMeLinkStatus;
  alert: { kind: SecurityAlertKind; userAgent: string; ip: string; detail: string; at: string } | null;
}

async function alertOfToken(ctx: AppContext, db: Executor, token: string | null | undefined) {
  const opened = openToken(ctx, token);
  if (!opened) return null;
  const [row] = await db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.alertId, opened.a), eq(securityAlerts.userNo, opened.u)))
    .limit(1);
  return row ?? null;
}

/** Whether a "this wasn't me" link works, without using it (the landing page asks before the member confirms). */
export async function inspectNotMeLink(ctx: AppContext, token: string | null | undefined, now = new Date()): Promise<NotMeLinkView> {
  const row = await alertOfToken(ctx, ctx.db, token);
  if (!row) return { status: "invalid", alert: null };
  const status: NotMeLinkStatus = row.usedAt ? "used" : row.expiresAt.getTime() <= now.getTime() ? "expired" : "ok";
  return {
    status,
    alert: {
      kind: row.kind as SecurityAlertKind,
      userAgent: row.userAgent,
      ip: maskIp(row.ip),
      detail: row.kind === "walletChanged" ? shortWalletAddress(row.detail) : row.detail,
      at: row.createdAt.toISOString(),
    },
  };
}

/**
 * "This wasn't me": ends every session of the alert's member at once (this browser's too), and a
 * browser a new-device alert told of is disowned (signing in with it again is told again). The
 * link works once and until it expires; a link we did not seal opens nothing.
 */
export async function disownByLink(
  ctx: AppContext,
  token: string,
  now = new Date(),
): Promise<{ userNo: number; kind: SecurityAlertKind; signedOut: number }> {
  return withTransaction(ctx.db, async (tx) => {
    const row = await alertOfToken(ctx, tx, token);
    if (!row) throw errors.badRequest(NOT_ME_MSG.invalid, "NOT_ME_LINK_INVALID");
    const [spent] = await tx
      .update(securityAlerts)
      .set({ usedAt: now })
      .where(and(eq(securityAlerts.alertId, row.alertId), isNull(securityAlerts.usedAt), gt(securityAlerts.expiresAt, now)))
      .returning({ alertId: securityAlerts.alertId });
    if (!spent) {
      if (row.usedAt) throw errors.conflict(NOT_ME_MSG.used, "NOT_ME_LINK_USED");
      throw errors.badRequest(both(NOT_ME_MSG.expired, { days: SECURITY_ALERT_POLICY.linkDays }), "NOT_ME_LINK_EXPIRED");
    }
    const signedOut = await revokeAllSessions(tx, row.userNo, { now });
    if (row.browser) {
      await tx
        .update(memberBrowsers)
        .set({ disownedAt: now })
        .where(and(eq(memberBrowsers.userNo, row.userNo), eq(memberBrowsers.browser, row.browser)));
    }
    return { userNo: row.userNo, kind: row.kind as SecurityAlertKind, signedOut };
  });
}

/** A member who leaves takes their browsers and alerts along (in the leaving's transaction). */
export async function forgetBrowsersAndAlerts(tx: Executor, userNo: number): Promise<void> {
  await tx.delete(memberBrowsers).where(eq(memberBrowsers.userNo, userNo));
  await tx.delete(securityAlerts).where(eq(securityAlerts.userNo, userNo));
}
