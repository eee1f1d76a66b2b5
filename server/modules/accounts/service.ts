// E-mail accounts: sign-up (with the verification mail), sign-in with rate limiting,
// logout, e-mail verification by link or code, and the member's own info.
import { isProfane } from "../../lib/decency";
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ACCOUNT_MSG, validateEmail, validatePassword } from "../../../core/account";
import { alreadyRegisteredMessage, type JoinChannel } from "../../../core/messages";
import { validateNickname, NICKNAME_PROFANE_MSG } from "../../../core/nickname";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { walletOf } from "../wallet/store";
import { users, type UserRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { enqueueMail } from "../../jobs/mail";
import { errors } from "../../lib/errors";
import { both, type Language } from "../../../core/i18n";
import { ACCOUNT_TEXT } from "./text";
import { minutesToWait } from "../../lib/rate-limit";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createSession, revokeSession, type NewSession } from "../auth/sessions";
import { signInAttemptsMail, signupVerificationMail } from "./mail-templates";
import { throttleMail, throttleSignUp } from "./outbound-limits";
import { isDisposableEmail } from "./disposable";
import { mailboxKey } from "../../../core/mailbox";
import { deviceKey, hasSignal, originSignals, recordSignals, signUpSignals } from "../trust/signals";
import { browserIdOf } from "../../lib/visitor";
import { noteSignIn, rememberSignUpBrowser } from "../security-alerts/service";
import { gateSignIn, recordSignInFailure, recordSignInSuccess, SIGN_IN_POLICY } from "./sign-in-guard";
import { consumeCode, consumeToken, issueProof, type ProofFailure } from "./verification";
import { secondStepNeeded } from "../two-factor/service";

export const MAIL_LIMIT = { attempts: 5, windowMs: 60 * 60_000 };

export { ACCOUNT_TEXT };

export const ACCOUNT_ERRORS = {
  ...ACCOUNT_TEXT,
  socialAccount: (channel: JoinChannel) => alreadyRegisteredMessage(channel),
} as const;

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /**
   * The browser's anonymous visitor cookie (a review signal, decision 0181); at the sign-in doors
   * one made for a browser that has none yet, which the answer then sets (decision 0211).
   */
  device?: string | null;
  /** The requester's language: what mails sent at this request and messages it carries come in (Korean when unknown). */
  language?: Language;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? ""),
    language: request.language,
    device: browserIdOf(request),
  };
}

/** Public member ids: 12 lower-case base-36 characters, unguessable, stable for URLs. */
export function newPublicUserId(): string {
  let id = "";
  while (id.length < 12) id += crypto.randomBytes(8).readBigUInt64BE().toString(36);
  return id.slice(0, 12);
}

export async function findLiveUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userEmail}) = ${email.toLowerCase()}`, eq(users.deleteYn, "N")))
    .limit(1);
  return row ?? null;
}

/** Whether a live account already uses this mailbox (core/mailbox.ts). */
async function mailboxTaken(db: Executor, emailKey: string | null): Promise<boolean> {
  if (!emailKey) return false;
  const [row] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(eq(users.emailKey, emailKey), eq(users.deleteYn, "N")))
    .limit(1);
  return Boolean(row);
}

async function nicknameTaken(db: Executor, name: string, exceptUserNo?: number): Promise<boolean> {
  const [row] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${name.toLowerCase()}`, eq(users.deleteYn, "N")))
    .limit(1);
  return !!row && row.userNo !== exceptUserNo;
}

function asChannel(value: string): JoinChannel {
  return (["A", "G", "P", "K"].includes(value) ? value : "A") as JoinChannel;
}

function verificationLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/api/user/email/signup/verification?token=${encodeURIComponent(token)}`;
}

// ── sign-up ────────────────────────────────────────────────────────────────

/**
 * A sign-up completing a social sign-in (docs/product/accounts.md): the provider vouched for the e-mail, so the
 * member gets the provider's join channel, no password and a verified e-mail, and
 * `onCreated` links the provider account inside the sign-up transaction.
 */
export interface SocialSignUp {
  channel: "G" | "K" | "P";
  email: string;
  onCreated(tx: Executor, userNo: number): Promise<void>;
}

export interface SignUpInput {
  userEmail: string;
  userPw: string;
  userName: string;
  agreeTerms: boolean;
  /** The member confirmed being 14 or older. */
  agreeAge: boolean;
  eventKey?: string | undefined;
  social?: SocialSignUp | undefined;
}

export interface SignUpResult {
  userNo: number;
  userId: string;
  eventKey: string | null;
  session: NewSession;
}

export function checkSignUpInput(input: SignUpInput, blockedDomains = ""): { email: string; name: string } {
  const email = validateEmail(input.social?.email ?? input.userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  // A provider vouched for a social sign-up's address; a typed one must not be a throwaway inbox.
  if (!input.social && isDisposableEmail(email.value, blockedDomains))
    throw errors.badRequest(ACCOUNT_TEXT.disposableEmail, "EMAIL_DISPOSABLE");
  if (!input.social) {
    const password = validatePassword(input.userPw, email.value);
    if (!password.ok) throw errors.badRequest(password.message, "PASSWORD_INVALID");
  }
  const name = validateNickname(input.userName);
  if (!name.ok) throw errors.badRequest(name.message, "NICKNAME_INVALID");
  if (isProfane(name.value)) throw errors.badRequest(NICKNAME_PROFANE_MSG, "NICKNAME_INVALID");
  if (!input.agreeTerms) throw errors.badRequest(ACCOUNT_MSG.termsRequired, "TERMS_REQUIRED");
  if (!input.agreeAge) throw errors.badRequest(ACCOUNT_MSG.ageRequired, "AGE_REQUIRED");
  return { email: email.value, name: name.value };
}

export async function signUp(ctx: AppContext, input: SignUpInput, meta: RequestMeta): Promise<SignUpResult> {
  const { email, name } = checkSignUpInput(input, ctx.config.BLOCKED_EMAIL_DOMAINS);
  const existing = await findLiveUserByEmail(ctx.db, email);
  if (existing) throw errors.conflict(alreadyRegisteredMessage(asChannel(existing.joinChannel)), "ALREADY_REGISTERED");
  const emailKey = mailboxKey(email);
  if (await mailboxTaken(ctx.db, emailKey)) throw errors.conflict(ACCOUNT_TEXT.sameMailbox, "SAME_MAILBOX");
  if (await nicknameTaken(ctx.db, name)) throw errors.conflict(ACCOUNT_ERRORS.nicknameTaken, "NICKNAME_TAKEN");
  const social = input.social;
  await throttleSignUp(ctx, meta.ip, meta.device ? deviceKey(ctx.secret, meta.device) : null);
  const passwordHash = social ? null : await hashPassword(input.userPw);
  const eventKey = input.eventKey && /^[A-Za-z0-9_-]{1,64}$/.test(input.eventKey) ? input.eventKey : null;
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const now = new Date();
      // One mailbox, one account, also when two sign-ups race: the second waits, then sees the first.
      if (emailKey) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"mailbox:" + emailKey}))`);
        if (await mailboxTaken(tx, emailKey)) throw errors.conflict(ACCOUNT_TEXT.sameMailbox, "SAME_MAILBOX");
      }
      const [user] = await tx
        .insert(users)
        .values({
          userId: newPublicUserId(),
          userEmail: email,
          emailKey,
          userName: name,
          passwordHash,
          joinChannel: social?.channel ?? "A",
          emailCertYn: social ? "Y" : "N",
          termsAgreedAt: now,
          signupEventKey: eventKey,
        })
        .returning();
      if (social) {
        await social.onCreated(tx, user!.userNo);
      } else {
        const proof = await issueProof(tx, { userNo: user!.userNo, email, purpose: "signup", now });
        await enqueueMail(
          ctx,
          tx,
          signupVerificationMail({ to: email, userName: name, link: verificationLink(ctx, proof.token), code: proof.code }, meta.language),
          "prompt",
        );
      }
      await recordSignals(tx, user!.userNo, signUpSignals(ctx.secret, meta, email), now);
      const session = await createSession(tx, user!.userNo, meta, now);
      // The browser that signs up is the member's first known one: signing in there is no news.
      await rememberSignUpBrowser(ctx, tx, user!.userNo, meta, now);
      return { userNo: user!.userNo, userId: user!.userId, eventKey, session };
    });
  } catch (error) {
    // Two sign-ups racing for the same e-mail or nickname: the index decides.
    if (isUniqueViolation(error, "users_live_email_key")) throw errors.conflict(alreadyRegisteredMessage("A"), "ALREADY_REGISTERED");
    if (isUniqueViolation(error, "users_live_name_key")) throw errors.conflict(ACCOUNT_ERRORS.nicknameTaken, "NICKNAME_TAKEN");
    throw error;
  }
}

// ── sign-in ────────────────────────────────────────────────────────────────

export interface SignInResult {
  emailCertYn: "Y" | "N";
  userName: string;
  userId: string;
  joinChannel: JoinChannel;
  session: NewSession;
}

/**
 * E-mail and password sign-in. Attempts are counted per (account, address), per account and per
 * address (sign-in-guard.ts): an address that keeps guessing one account is refused for it;
 * beyond that, attempts are slowed and an account under a flood checks one password per delay,
 * with a lane of its own for a browser that signed in to it before, so nobody can lock another
 * member out.
 */
export async function signInWithPassword(
  ctx: AppContext,
  input: { userEmail: string; userPw: string },
  meta: RequestMeta,
): Promise<SignInResult> {
  const email = validateEmail(input.userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  if (!input.userPw) throw errors.badRequest(ACCOUNT_MSG.passwordEmpty, "PASSWORD_EMPTY");
  const device = meta.device ? deviceKey(ctx.secret, meta.device) : null;
  const gate = await gateSignIn(ctx.limiter, email.value, meta.ip, {
    // A browser that signed in to this account before (its device signal) is most likely the
    // owner's: it does not queue behind whoever floods the account.
    knownDevice: async () => {
      const owner = device ? await findLiveUserByEmail(ctx.db, email.value) : null;
      return owner && device && (await hasSignal(ctx.db, owner.userNo, "device", device)) ? device : null;
    },
  });
  if (gate.refused && gate.reason === "busy") throw errors.tooManyRequests(ACCOUNT_TEXT.signInBusy, "SIGN_IN_BUSY");
  if (gate.refused) {
    throw errors.tooManyRequests(both(ACCOUNT_TEXT.tooManySignIns, { minutes: minutesToWait(gate.retryAfterMs) }), "SIGN_IN_LOCKED");
  }
  const user = await findLiveUserByEmail(ctx.db, email.value);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.userPw);
  if (!user || !passwordOk) {
    const { alertOwner } = await recordSignInFailure(ctx.limiter, email.value, meta.ip);
    if (user && alertOwner) await alertGuessedAccount(ctx, user);
    if (user && !user.passwordHash && user.joinChannel !== "A") {
      // A social member has no password: say which sign-in button to use (docs/product/messages.md).
      throw errors.conflict(alreadyRegisteredMessage(asChannel(user.joinChannel)), "SOCIAL_ACCOUNT");
    }
    throw errors.unauthorized(ACCOUNT_MSG.signInFailed, "SIGN_IN_FAILED");
  }
  await recordSignInSuccess(ctx.limiter, email.value, meta.ip);
  // Two-step sign-in on: the password was the first step; the code opens the session.
  if (user.twoFactorAt) throw secondStepNeeded(ctx, user.userNo);
  const session = await createSession(ctx.db, user.userNo, meta);
  // A browser new to the account: the member hears of it (decision 0211).
  await noteSignIn(ctx, { userNo: user.userNo, sessionId: session.sessionId, origin: meta });
  await recordSignals(ctx.db, user.userNo, originSignals(ctx.secret, meta, "net"));
  return {
    emailCertYn: user.emailCertYn === "Y" ? "Y" : "N",
    userName: user.userName,
    userId: user.userId,
    joinChannel: asChannel(user.joinChannel),
    session,
  };
}

/** What an e-mail sign-in answers: the member's facts and the session token (API clients send it back). */
export interface EmailSignIn {
  emailCertYn: "Y" | "N";
  userName: string;
  userId: string;
  joinChannel: JoinChannel;
  token: string;
}

/**
 * Sign-in with e-mail and password, as the API route and the login page's action both do it: a
 * social channel is told to use its own button.
 */
export async function signInByEmail(
  ctx: AppContext,
  input: { userEmail: string; userPw: string; joinChannel?: JoinChannel },
  meta: RequestMeta,
): Promise<EmailSignIn> {
  if (input.joinChannel && input.joinChannel !== "A") throw errors.badRequest(ACCOUNT_ERRORS.useSocialButton, "USE_SOCIAL_SIGN_IN");
  const result = await signInWithPassword(ctx, input, meta);
  return {
    emailCertYn: result.emailCertYn,
    userName: result.userName,
    userId: result.userId,
    joinChannel: result.joinChannel,
    token: result.session.token,
  };
}

/**
 * Tells a member by e-mail that someone keeps entering wrong passwords for their account. In
 * Korean: the request that set it off is the guesser's, whose language says nothing about the
 * member's.
 */
async function alertGuessedAccount(ctx: AppContext, user: UserRow): Promise<void> {
  // Only a password can be guessed; a social member who set one is warned as well.
  if (!user.passwordHash) return;
  const mail = signInAttemptsMail({
    to: user.userEmail,
    userName: user.userName,
    failures: SIGN_IN_POLICY.account.failures,
    resetLink: `${ctx.config.publicUrl}/findPwd`,
  });
  try {
    // The alert must not turn the guesser's answer into a different one: a mail that cannot be
    // queued is logged, and the attempt is answered as any failed attempt.
    await withTransaction(ctx.db, (tx) => enqueueMail(ctx, tx, mail, "alert"));
  } catch (error) {
    ctx.logger.warn({ err: error, userNo: user.userNo }, "sign-in alert mail not queued");
  }
}

export async function signOut(ctx: AppContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId);
}

// ── sign-up check (docs/product/accounts.md social flow, : passes only with "20000") ─────────

export async function checkSignUp(
  ctx: AppContext,
  userEmail: string,
): Promise<{ registered: false } | { registered: true; joinChannel: JoinChannel }> {
  const email = validateEmail(userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  const user = await findLiveUserByEmail(ctx.db, email.value);
  return user ? { registered: true, joinChannel: asChannel(user.joinChannel) } : { registered: false };
}

// ── e-mail verification ────────────────────────────────────────────────────

async function checkMailLimit(ctx: AppContext, email: string): Promise<void> {
  const state = await ctx.limiter.hit(`mail:${email}`, MAIL_LIMIT.attempts, MAIL_LIMIT.windowMs);
  if (!state.allowed) {
    throw errors.tooManyRequests(both(ACCOUNT_TEXT.tooManyMails, { minutes: minutesToWait(state.retryAfterMs) }), "MAIL_RATE_LIMITED");
  }
}

/** Sends a fresh verification mail (the older link stops working). At most 5 per hour per address. */
export async function resendVerificationMail(ctx: AppContext, userEmail: string, meta: RequestMeta): Promise<void> {
  const email = validateEmail(userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  await throttleMail(ctx, meta.ip);
  await checkMailLimit(ctx, email.value);
  const user = await findLiveUserByEmail(ctx.db, email.value);
  if (!user) throw errors.notFound(ACCOUNT_ERRORS.unknownEmail, "EMAIL_UNKNOWN");
  if (user.emailCertYn === "Y") throw errors.conflict(ACCOUNT_ERRORS.alreadyVerified, "ALREADY_VERIFIED");
  await withTransaction(ctx.db, async (tx) => {
    const proof = await issueProof(tx, { userNo: user.userNo, email: email.value, purpose: "signup" });
    await enqueueMail(
      ctx,
      tx,
      signupVerificationMail(
        { to: email.value, userName: user.userName, link: verificationLink(ctx, proof.token), code: proof.code },
        meta.language,
      ),
      "prompt",
    );
  });
}

async function markVerified(tx: Executor, userNo: number): Promise<void> {
  await tx.update(users).set({ emailCertYn: "Y", updatedAt: new Date() }).where(eq(users.userNo, userNo));
}

export async function verifyEmailByToken(
  ctx: AppContext,
  token: string,
): Promise<{ ok: true; userNo: number } | { ok: false; reason: ProofFailure }> {
  return withTransaction(ctx.db, async (tx) => {
    const result = await consumeToken(tx, token, "signup");
    if (!result.ok) return result;
    await markVerified(tx, result.proof.userNo);
    return { ok: true, userNo: result.proof.userNo };
  });
}

export async function verifyEmailByCode(ctx: AppContext, userEmail: string, code: string): Promise<{ userNo: number }> {
  const email = validateEmail(userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  const user = await findLiveUserByEmail(ctx.db, email.value);
  if (!user) throw errors.notFound(ACCOUNT_ERRORS.unknownEmail, "EMAIL_UNKNOWN");
  if (user.emailCertYn === "Y") throw errors.conflict(ACCOUNT_ERRORS.alreadyVerified, "ALREADY_VERIFIED");
  const outcome = await withTransaction(ctx.db, async (tx) => {
    const result = await consumeCode(tx, user.userNo, code.trim(), "signup");
    if (result.ok) await markVerified(tx, user.userNo);
    return result;
  });
  if (!outcome.ok) throw outcome.error;
  return { userNo: user.userNo };
}

// ── the member's own info ──────────────────────────────────────────────────

export interface BasicInfo {
  userNo: number;
  userId: string;
  userName: string;
  userEmail: string;
  userProfileImg: string | null;
  emailCertYn: "Y" | "N";
  joinChannel: JoinChannel;
  usageReason: string | null;
  deleteYn: "N";
  role: string;
}

export interface UserInfo extends BasicInfo {
  coverLetter: string;
  bgImg: string | null;
  regDate: string;
  /** docs/product/wallet.md §2: the connected wallet (null when none was ever connected). */
  walletType: string | null;
  walletAddress: string | null;
  /** Y: the member disconnected it; null: never connected. */
  walletDeleteYn: "Y" | "N" | null;
}

export async function getUserInfo(ctx: AppContext, userNo: number): Promise<UserInfo | null> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.userNo, userNo), eq(users.deleteYn, "N")))
    .limit(1);
  if (!user) return null;
  const wallet = await walletOf(ctx.db, userNo);
  return {
    userNo: user.userNo,
    userId: user.userId,
    userName: user.userName,
    userEmail: user.userEmail,
    userProfileImg: user.profileImg,
    emailCertYn: user.emailCertYn === "Y" ? "Y" : "N",
    joinChannel: asChannel(user.joinChannel),
    usageReason: user.usageReason,
    deleteYn: "N",
    role: user.role,
    coverLetter: user.coverLetter,
    bgImg: user.bgImg,
    regDate: new Date(user.createdAt).toISOString(),
    walletType: wallet?.walletType ?? null,
    walletAddress: wallet?.address ?? null,
    walletDeleteYn: wallet ? (wallet.deleted ? "Y" : "N") : null,
  };
}
