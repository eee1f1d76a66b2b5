// Two-step sign-in with an authenticator app (docs/product/accounts.md §6.7, decision 0212).
//
// - Turning it on: the member gets a fresh secret as a QR code (and as text), and it is on only
//   once a first code from the app proves the app has it. Ten single-use recovery codes are shown
//   then, once. Every other session of the member ends: from then on each live session passed
//   both steps.
// - Signing in: a password or a social sign-in of such a member opens no session; it hands the
//   browser a sealed five-minute ticket (a cookie, and in the answer for API clients) that the
//   second step exchanges, with a code, for the session. A passkey is both steps at once.
// - A code is good once: the newest 30-second step taken is kept and a code of that step or an
//   older one is refused; the app's clock may be one step off either way.
// - Guessing: five wrong codes in 15 minutes refuse that address for that account; ten wrong
//   codes in an hour from anywhere refuse browsers the account has not signed in on before, so a
//   browser the owner used keeps working while someone else guesses.
// - Moderators and admins must have it on to use any operator tool, and a member who has it is
//   asked for a code again before acts on money or the account when the session's last proof is
//   older than 10 minutes.
import crypto from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { BRAND } from "../../../core/brand";
import { both, say } from "../../../core/i18n";
import { formatSeoulDateTime } from "../../../core/security-alerts";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { securityAlerts, sessions, twoFactorRecoveries, twoFactorRecoveryCodes, twoFactors, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { AppError, errors } from "../../lib/errors";
import { minutesToWait } from "../../lib/rate-limit";
import { seal, unseal } from "../../lib/sealed";
import { enqueueMail } from "../../jobs/mail";
import { recoveryMail } from "./mail";
import { deriveKey } from "../../lib/secrets";
import { createSession, revokeAllSessions, type NewSession } from "../auth/sessions";
import type { JoinChannel, Viewer } from "../auth/types";
import { noteSignIn, sendSecurityAlert } from "../security-alerts/service";
import { deviceKey, hasSignal, originSignals, recordSignals } from "../trust/signals";
import { TWO_FACTOR_TEXT } from "./text";
import type { SignInMeta as RequestMeta, TwoFactorSetup, TwoFactorStatus } from "./types";

export const TWO_FACTOR_POLICY = {
  /** The app's clock may be this many seconds off (one 30-second step either way). */
  toleranceSeconds: 30,
  recoveryCodes: 10,
  /** How long the second step waits for its code after the first. */
  ticketMs: 5 * 60_000,
  pair: { failures: 5, windowMs: 15 * 60_000 },
  account: { failures: 10, windowMs: 60 * 60_000 },
  /** Turning it off without the app waits this long, while every signed-in device is told. */
  recoveryWaitMs: 72 * 3_600_000,
  /** The mailed link works for this long once the wait is over. */
  recoveryLinkMs: 7 * 24 * 3_600_000,
} as const;

export { SECOND_STEP_COOKIE } from "../../../core/social";
const TICKET_PURPOSE = "second-step";

/** Staff roles: their console needs two-step sign-in. */
export const isStaff = (role: Viewer["role"]) => role === "moderator" || role === "admin";

// ── codes ──────────────────────────────────────────────────────────────────

/** What a member typed, without the spaces and dashes apps and our own list put in. */
function normalize(code: string): string {
  return code.normalize("NFKC").replace(/[\s-]/g, "").toLowerCase();
}

/** Recovery codes: ten letters and digits a person can copy (no 0/o, 1/l/i), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

function recoveryHash(userNo: number, code: string): string {
  return crypto
    .createHash("sha256")
    .update(`${userNo}:${normalize(code)}`)
    .digest("hex");
}

async function replaceRecoveryCodes(tx: Executor, userNo: number): Promise<string[]> {
  const codes = Array.from({ length: TWO_FACTOR_POLICY.recoveryCodes }, newRecoveryCode);
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userNo, userNo));
  await tx.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userNo, codeHash: recoveryHash(userNo, code) })));
  return codes;
}

type Accepted = { via: "app" | "recovery" } | null;

/**
 * Takes a code for the member: a 6-digit code of the app's current step (±1) newer than the last
 * one taken, or an unused recovery code. Taking it is one conditional update, so the same code
 * sent twice at once is taken once.
 */
async function takeCode(
  db: Executor,
  userNo: number,
  secret: string,
  lastTimeStep: number,
  raw: string,
  allowRecovery = true,
): Promise<Accepted> {
  const code = normalize(raw);
  if (/^\d{6}$/.test(code)) {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TWO_FACTOR_POLICY.toleranceSeconds,
      afterTimeStep: lastTimeStep,
    });
    if (!result.valid || !("timeStep" in result)) return null;
    const taken = await db
      .update(twoFactors)
      .set({ lastTimeStep: result.timeStep })
      .where(and(eq(twoFactors.userNo, userNo), lt(twoFactors.lastTimeStep, result.timeStep)))
      .returning({ userNo: twoFactors.userNo });
    return taken.length ? { via: "app" } : null;
  }
  if (!allowRecovery || !/^[a-z0-9]{10}$/.test(code)) return null;
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userNo, userNo),
        eq(twoFactorRecoveryCodes.codeHash, recoveryHash(userNo, code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeId: twoFactorRecoveryCodes.codeId });
  return used.length ? { via: "recovery" } : null;
}

// ── guessing ───────────────────────────────────────────────────────────────

const guessKeys = (userNo: number, ip: string) => ({
  pair: `2fa:pair:${userNo}:${ip}`,
  account: `2fa:account:${userNo}`,
});

/**
 * Checks a code under the guessing limits: refuses an address that guessed too often for this
 * account, and, while the account as a whole has had too many wrong codes, every browser it has
 * not signed in on before.
 */
async function checkCode(
  ctx: AppContext,
  userNo: number,
  meta: Pick<RequestMeta, "ip" | "device">,
  take: () => Promise<Accepted>,
): Promise<NonNullable<Accepted>> {
  const { pair, account } = TWO_FACTOR_POLICY;
  const keys = guessKeys(userNo, meta.ip);
  const pairState = await ctx.limiter.peek(keys.pair, pair.failures, pair.windowMs);
  if (!pairState.allowed) {
    throw errors.tooManyRequests(both(TWO_FACTOR_TEXT.locked, { minutes: minutesToWait(pairState.retryAfterMs) }), "TWO_FACTOR_LOCKED");
  }
  const accountState = await ctx.limiter.peek(keys.account, account.failures, account.windowMs);
  if (!accountState.allowed) {
    const known = meta.device ? await hasSignal(ctx.db, userNo, "device", deviceKey(ctx.secret, meta.device)) : false;
    if (!known) {
      throw errors.tooManyRequests(both(TWO_FACTOR_TEXT.busy, { minutes: minutesToWait(accountState.retryAfterMs) }), "TWO_FACTOR_BUSY");
    }
  }
  const accepted = await take();
  if (!accepted) {
    await ctx.limiter.hit(keys.pair, pair.failures, pair.windowMs);
    await ctx.limiter.hit(keys.account, account.failures, account.windowMs);
    throw errors.unauthorized(TWO_FACTOR_TEXT.codeWrong, "TWO_FACTOR_CODE_WRONG");
  }
  await ctx.limiter.reset(keys.pair);
  return accepted;
}

// ── the member's own settings ──────────────────────────────────────────────

async function rowOf(db: Executor, userNo: number) {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userNo, userNo)).limit(1);
  return row ?? null;
}

export async function twoFactorStatus(ctx: AppContext, viewer: Viewer): Promise<TwoFactorStatus> {
  const row = await rowOf(ctx.db, viewer.userNo);
  const enabled = Boolean(row?.enabledAt);
  const [left] = enabled
    ? await ctx.db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userNo, viewer.userNo), isNull(twoFactorRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  return {
    enabled,
    enabledAt: row?.enabledAt ? new Date(row.enabledAt).toISOString() : null,
    recoveryCodesLeft: Number(left?.n ?? 0),
    required: isStaff(viewer.role),
    recoveryPendingUntil: enabled ? await recoveryPendingUntil(ctx.db, viewer.userNo) : null,
  };
}

/** A new secret for the member's app (replacing one not yet confirmed), as a QR code and as text. */
export async function beginSetup(ctx: AppContext, viewer: Viewer): Promise<TwoFactorSetup> {
  const existing = await rowOf(ctx.db, viewer.userNo);
  if (existing?.enabledAt) throw errors.conflict(TWO_FACTOR_TEXT.alreadyOn, "TWO_FACTOR_ALREADY_ON");
  const secret = generateSecret();
  await ctx.db
    .insert(twoFactors)
    .values({ userNo: viewer.userNo, secret, enabledAt: null, lastTimeStep: 0 })
    .onConflictDoUpdate({ target: twoFactors.userNo, set: { secret, enabledAt: null, lastTimeStep: 0, createdAt: new Date() } });
  const uri = generateURI({ issuer: BRAND.siteName, label: viewer.userEmail, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/** Confirms the app with its first code: on, ten recovery codes, every other session ended. */
export async function enableTwoFactor(
  ctx: AppContext,
  viewer: Viewer,
  code: string,
  meta: RequestMeta,
): Promise<{ recoveryCodes: string[] }> {
  const row = await rowOf(ctx.db, viewer.userNo);
  if (row?.enabledAt) throw errors.conflict(TWO_FACTOR_TEXT.alreadyOn, "TWO_FACTOR_ALREADY_ON");
  if (!row) throw errors.badRequest(TWO_FACTOR_TEXT.setupFirst, "TWO_FACTOR_SETUP_FIRST");
  if (!normalize(code)) throw errors.badRequest(TWO_FACTOR_TEXT.codeEmpty, "TWO_FACTOR_CODE_EMPTY");
  return withTransaction(ctx.db, async (tx) => {
    await checkCode(ctx, viewer.userNo, meta, () => takeCode(tx, viewer.userNo, row.secret, row.lastTimeStep, code, false));
    const now = new Date();
    await tx.update(twoFactors).set({ enabledAt: now }).where(eq(twoFactors.userNo, viewer.userNo));
    await tx.update(users).set({ twoFactorAt: now }).where(eq(users.userNo, viewer.userNo));
    const recoveryCodes = await replaceRecoveryCodes(tx, viewer.userNo);
    await revokeAllSessions(tx, viewer.userNo, { exceptSessionId: viewer.sessionId, now });
    await tx.update(sessions).set({ provedAt: now }).where(eq(sessions.sessionId, viewer.sessionId));
    return { recoveryCodes };
  });
}

async function enabledRow(db: Executor, userNo: number) {
  const row = await rowOf(db, userNo);
  if (!row?.enabledAt) throw errors.conflict(TWO_FACTOR_TEXT.notOn, "TWO_FACTOR_NOT_ON");
  return row;
}

/** New recovery codes (the old ones stop working), for a code from the app. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  viewer: Viewer,
  code: string,
  meta: RequestMeta,
): Promise<{ recoveryCodes: string[] }> {
  const row = await enabledRow(ctx.db, viewer.userNo);
  return withTransaction(ctx.db, async (tx) => {
    await checkCode(ctx, viewer.userNo, meta, () => takeCode(tx, viewer.userNo, row.secret, row.lastTimeStep, code, false));
    await proveSession(tx, viewer.sessionId);
    return { recoveryCodes: await replaceRecoveryCodes(tx, viewer.userNo) };
  });
}

/** Turns it off, for a code from the app or a recovery code. */
export async function disableTwoFactor(ctx: AppContext, viewer: Viewer, code: string, meta: RequestMeta): Promise<void> {
  const row = await enabledRow(ctx.db, viewer.userNo);
  await withTransaction(ctx.db, async (tx) => {
    await checkCode(ctx, viewer.userNo, meta, () => takeCode(tx, viewer.userNo, row.secret, row.lastTimeStep, code));
    await turnOff(tx, viewer.userNo);
    // The member hears of it, with "this wasn't me" (decision 0210).
    await sendSecurityAlert(
      ctx,
      { userNo: viewer.userNo, kind: "twoFactorOff", userAgent: meta.userAgent, ip: meta.ip, language: meta.language },
      tx,
    );
  });
}

/** Everything of the member's two-step sign-in removed (turned off, or the operator's reset). */
export async function turnOff(tx: Executor, userNo: number): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userNo, userNo));
  await tx.delete(twoFactors).where(eq(twoFactors.userNo, userNo));
  await tx.update(users).set({ twoFactorAt: null }).where(eq(users.userNo, userNo));
}

// ── the re-check before sensitive acts ─────────────────────────────────────

async function proveSession(db: Executor, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ provedAt: now }).where(eq(sessions.sessionId, sessionId));
}

/** The member proves it is them again on this session (a code from the app or a recovery code). */
export async function reauthenticate(ctx: AppContext, viewer: Viewer, code: string, meta: RequestMeta): Promise<{ provedAt: string }> {
  const row = await enabledRow(ctx.db, viewer.userNo);
  if (!normalize(code)) throw errors.badRequest(TWO_FACTOR_TEXT.codeEmpty, "TWO_FACTOR_CODE_EMPTY");
  const now = new Date();
  await withTransaction(ctx.db, async (tx) => {
    await checkCode(ctx, viewer.userNo, meta, () => takeCode(tx, viewer.userNo, row.secret, row.lastTimeStep, code));
    await proveSession(tx, viewer.sessionId, now);
  });
  return { provedAt: now.toISOString() };
}

// ── sign-in's second step ──────────────────────────────────────────────────

interface Ticket {
  /** The member. */
  u: number;
  /** Expires (ms since the epoch). */
  e: number;
}

const ticketKey = (ctx: AppContext) => deriveKey(ctx.secret, TICKET_PURPOSE);

/**
 * The answer to a first step that was right for a member with two-step sign-in: no session yet,
 * a ticket for the second. The routes put the ticket in a cookie as well (decision 0212).
 */
export function secondStepNeeded(ctx: AppContext, userNo: number, now = Date.now()): AppError {
  return new AppError(401, "TWO_FACTOR_REQUIRED", TWO_FACTOR_TEXT.codeNeeded, { ticket: secondStepTicket(ctx, userNo, now) });
}

/** A sealed five-minute ticket for the member's second step (a social sign-in's cookie). */
export function secondStepTicket(ctx: AppContext, userNo: number, now = Date.now()): string {
  return seal(ticketKey(ctx), TICKET_PURPOSE, { u: userNo, e: now + TWO_FACTOR_POLICY.ticketMs } satisfies Ticket);
}

/** The ticket a TWO_FACTOR_REQUIRED refusal carries, for the routes' cookie. */
export function ticketOf(error: unknown): string | null {
  if (!(error instanceof AppError) || error.errorId !== "TWO_FACTOR_REQUIRED") return null;
  const details = error.details as { ticket?: unknown } | undefined;
  return typeof details?.ticket === "string" ? details.ticket : null;
}

/** Whether the member must pass the second step (their two-step sign-in is on). */
export async function hasTwoFactor(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db.select({ at: users.twoFactorAt }).from(users).where(eq(users.userNo, userNo)).limit(1);
  return Boolean(row?.at);
}

export interface SecondStepResult {
  emailCertYn: "Y" | "N";
  userName: string;
  userId: string;
  joinChannel: JoinChannel;
  session: NewSession;
}

/** The second step: the ticket and a code (or a recovery code) open the session. */
export async function completeSecondStep(
  ctx: AppContext,
  input: { ticket: string | null | undefined; code: string },
  meta: RequestMeta,
): Promise<SecondStepResult> {
  const user = await ticketHolder(ctx, input.ticket);
  if (!normalize(input.code)) throw errors.badRequest(TWO_FACTOR_TEXT.codeEmpty, "TWO_FACTOR_CODE_EMPTY");
  const row = await rowOf(ctx.db, user.userNo);
  if (!row?.enabledAt) throw errors.unauthorized(TWO_FACTOR_TEXT.ticketExpired, "TWO_FACTOR_TICKET_EXPIRED");
  return withTransaction(ctx.db, async (tx) => {
    await checkCode(ctx, user.userNo, meta, () => takeCode(tx, user.userNo, row.secret, row.lastTimeStep, input.code));
    const now = new Date();
    const session = await createSession(tx, user.userNo, meta, now);
    // A browser new to the account: the member hears of it (decision 0211).
    await noteSignIn(ctx, { userNo: user.userNo, sessionId: session.sessionId, origin: meta }, tx);
    // Only now is this browser the member's: the first step alone (a password someone may have
    // guessed) never makes a browser "known" to the guessing limits.
    await recordSignals(tx, user.userNo, originSignals(ctx.secret, meta, "net"), now);
    return {
      emailCertYn: user.emailCertYn === "Y" ? "Y" : "N",
      userName: user.userName,
      userId: user.userId,
      joinChannel: (["A", "G", "P", "K"].includes(user.joinChannel) ? user.joinChannel : "A") as JoinChannel,
      session,
    };
  });
}

// ── recovery without the app (decision 0213) ───────────────────────────────

/** The member behind a live second-step ticket (the first step was right), or the refusal. */
async function ticketHolder(ctx: AppContext, raw: string | null | undefined) {
  const ticket = unseal(ticketKey(ctx), TICKET_PURPOSE, raw) as Ticket | null;
  if (!ticket || typeof ticket.u !== "number" || typeof ticket.e !== "number" || ticket.e < Date.now()) {
    throw errors.unauthorized(TWO_FACTOR_TEXT.ticketExpired, "TWO_FACTOR_TICKET_EXPIRED");
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.userNo, ticket.u)).limit(1);
  if (!user || user.deleteYn !== "N" || !user.twoFactorAt)
    throw errors.unauthorized(TWO_FACTOR_TEXT.ticketExpired, "TWO_FACTOR_TICKET_EXPIRED");
  return user;
}

const recoveryHashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function pendingRecovery(db: Executor, userNo: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(twoFactorRecoveries)
    .where(
      and(
        eq(twoFactorRecoveries.userNo, userNo),
        isNull(twoFactorRecoveries.cancelledAt),
        isNull(twoFactorRecoveries.completedAt),
        gt(twoFactorRecoveries.readyAt, new Date(now.getTime() - TWO_FACTOR_POLICY.recoveryLinkMs)),
      ),
    )
    .orderBy(desc(twoFactorRecoveries.requestedAt))
    .limit(1);
  return row ?? null;
}

/**
 * A member who passed the first step but has neither the app nor a recovery code asks to turn
 * two-step sign-in off: a link is mailed that works once the wait is over, and every signed-in
 * device is told (mail and notification, with "this wasn't me"), so the owner can cancel a
 * request they did not make. One request at a time: asking again answers the pending one.
 */
export async function requestRecovery(
  ctx: AppContext,
  rawTicket: string | null | undefined,
  meta: RequestMeta,
): Promise<{ readyAt: string }> {
  const user = await ticketHolder(ctx, rawTicket);
  const existing = await pendingRecovery(ctx.db, user.userNo);
  if (existing) return { readyAt: new Date(existing.readyAt).toISOString() };
  const now = new Date();
  const readyAt = new Date(now.getTime() + TWO_FACTOR_POLICY.recoveryWaitMs);
  const token = crypto.randomBytes(32).toString("base64url");
  await withTransaction(ctx.db, async (tx) => {
    const alert = await sendSecurityAlert(
      ctx,
      { userNo: user.userNo, kind: "twoFactorRecovery", userAgent: meta.userAgent, ip: meta.ip, detail: readyAt.toISOString() },
      tx,
    );
    await tx.insert(twoFactorRecoveries).values({
      userNo: user.userNo,
      tokenHash: recoveryHashOf(token),
      alertId: alert?.alertId ?? null,
      requestedAt: now,
      readyAt,
    });
    await enqueueMail(
      ctx,
      tx,
      recoveryMail(
        { to: user.userEmail, userName: user.userName, link: `${ctx.config.publicUrl}/login/recover?token=${token}`, readyAt },
        meta.language ?? "ko",
      ),
      "prompt",
    );
  });
  return { readyAt: readyAt.toISOString() };
}

/** The member's pending request, for the account page (and its cancel button). */
export async function recoveryPendingUntil(db: Executor, userNo: number): Promise<string | null> {
  const row = await pendingRecovery(db, userNo);
  return row ? new Date(row.readyAt).toISOString() : null;
}

/** Cancels the member's pending request (from any device they are signed in on). */
export async function cancelRecovery(ctx: AppContext, viewer: Viewer): Promise<{ cancelled: boolean }> {
  const cancelled = await ctx.db
    .update(twoFactorRecoveries)
    .set({ cancelledAt: new Date() })
    .where(
      and(eq(twoFactorRecoveries.userNo, viewer.userNo), isNull(twoFactorRecoveries.cancelledAt), isNull(twoFactorRecoveries.completedAt)),
    )
    .returning({ recoveryId: twoFactorRecoveries.recoveryId });
  return { cancelled: cancelled.length > 0 };
}

export type RecoveryState = "waiting" | "ready" | "cancelled" | "done" | "expired" | "invalid";

async function recoveryByToken(db: Executor, token: string | null | undefined, now: Date) {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: "invalid" as const, row: null };
  const [row] = await db
    .select()
    .from(twoFactorRecoveries)
    .where(eq(twoFactorRecoveries.tokenHash, recoveryHashOf(token)))
    .limit(1);
  if (!row) return { state: "invalid" as const, row: null };
  if (row.completedAt) return { state: "done" as const, row };
  if (row.cancelledAt) return { state: "cancelled" as const, row };
  // The alert's "this wasn't me" was used: the owner disowned the request.
  if (row.alertId) {
    const [alert] = await db
      .select({ usedAt: securityAlerts.usedAt })
      .from(securityAlerts)
      .where(eq(securityAlerts.alertId, row.alertId))
      .limit(1);
    if (alert?.usedAt) return { state: "cancelled" as const, row };
  }
  const ready = new Date(row.readyAt).getTime();
  if (now.getTime() < ready) return { state: "waiting" as const, row };
  if (now.getTime() > ready + TWO_FACTOR_POLICY.recoveryLinkMs) return { state: "expired" as const, row };
  return { state: "ready" as const, row };
}

/** What the mailed link's page shows: whether it can be used yet, and from when. */
export async function inspectRecovery(
  ctx: AppContext,
  token: string | null | undefined,
): Promise<{ state: RecoveryState; readyAt: string | null }> {
  const { state, row } = await recoveryByToken(ctx.db, token, new Date());
  return { state, readyAt: row ? new Date(row.readyAt).toISOString() : null };
}

/** The link after the wait: two-step sign-in goes off, every session ends, the member is told. */
export async function completeRecovery(ctx: AppContext, token: string, meta: RequestMeta): Promise<void> {
  const now = new Date();
  const { state, row } = await recoveryByToken(ctx.db, token, now);
  if (state === "waiting") {
    const readyAt = new Date(row!.readyAt);
    const message = {
      ko: say(TWO_FACTOR_TEXT.recoveryWaiting, "ko", { when: formatSeoulDateTime(readyAt, "ko") }),
      en: say(TWO_FACTOR_TEXT.recoveryWaiting, "en", { when: formatSeoulDateTime(readyAt, "en") }),
    };
    throw errors.conflict(message, "TWO_FACTOR_RECOVERY_WAITING", { readyAt: readyAt.toISOString() });
  }
  if (state !== "ready" || !row) {
    const message =
      state === "cancelled"
        ? TWO_FACTOR_TEXT.recoveryCancelled
        : state === "done"
          ? TWO_FACTOR_TEXT.recoveryDone
          : TWO_FACTOR_TEXT.recoveryInvalid;
    throw errors.badRequest(message, `TWO_FACTOR_RECOVERY_${state.toUpperCase()}`);
  }
  await withTransaction(ctx.db, async (tx) => {
    const taken = await tx
      .update(twoFactorRecoveries)
      .set({ completedAt: now })
      .where(
        and(
          eq(twoFactorRecoveries.recoveryId, row.recoveryId),
          isNull(twoFactorRecoveries.completedAt),
          isNull(twoFactorRecoveries.cancelledAt),
        ),
      )
      .returning({ recoveryId: twoFactorRecoveries.recoveryId });
    if (!taken.length) throw errors.badRequest(TWO_FACTOR_TEXT.recoveryDone, "TWO_FACTOR_RECOVERY_DONE");
    await turnOff(tx, row.userNo);
    await revokeAllSessions(tx, row.userNo, { now });
    await sendSecurityAlert(
      ctx,
      { userNo: row.userNo, kind: "twoFactorOff", userAgent: meta.userAgent, ip: meta.ip, language: meta.language },
      tx,
    );
  });
}
