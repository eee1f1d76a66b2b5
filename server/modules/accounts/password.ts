// Passwords: reset by e-mail (request → prove the mail by link or code → a short-lived,
// single-use reset token → the new password, every session revoked), a first password for a
// member who joined with a social account (asked for while signed in, then the same proof and
// the same reset token: decision 0207) and change while signed in (the current password → the
// new one, the other sessions revoked).
// An address without an account gets the same answer as one with (docs/decisions/0011).
import { and, eq } from "drizzle-orm";
import { RESET_MSG, validateCode, validateEmail, validatePassword } from "../../../core/account";
import { joinChannelName, type JoinChannel } from "../../../core/messages";
import { both, fill, type Localized, type Text } from "../../../core/i18n";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { users, type UserRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { enqueueMail } from "../../jobs/mail";
import { errors } from "../../lib/errors";
import { minutesToWait } from "../../lib/rate-limit";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { revokeAllSessions } from "../auth/sessions";
import type { Viewer } from "../auth/types";
import { passwordResetMail, passwordSetupMail, socialAccountResetMail } from "./mail-templates";
import { findLiveUserByEmail, MAIL_LIMIT, type RequestMeta } from "./service";
import { throttleMail } from "./outbound-limits";
import { ACCOUNT_TEXT } from "./text";
import { consumeCode, consumeToken, inspectToken, issueProof, type ProofFailure } from "./verification";

/** Reset mails: 5 per hour per mail address (as verification mails), plus the per-client throttle. */
export const RESET_MAIL_LIMIT = MAIL_LIMIT;
/**
 * Password-setup mails: 5 per hour per member. Counted by member, not by mailbox, so only the
 * signed-in member spends it: a stranger's reset requests for the same address cannot use it up
 * (decision 0205).
 */
export const PASSWORD_SETUP_MAIL_LIMIT = MAIL_LIMIT;
/** Typed reset codes: 10 per hour per address, on top of 5 wrong codes retiring a mail. */
export const RESET_CODE_LIMIT = { attempts: 10, windowMs: 60 * 60_000 };
/** Current-password checks while signed in: 10 per 10 minutes per member. */
/** Wrong current passwords per member (password change, leaving): 5 per 15 minutes. */
export const PASSWORD_CHECK_LIMIT = { attempts: 5, windowMs: 15 * 60_000 };

/**
 * Checks the member's current password for a sensitive action (password change, leaving).
 * Wrong tries are counted per member; past the limit even the right password is refused for
 * a while, with the wait said.
 */
export async function checkCurrentPassword(
  ctx: AppContext,
  userNo: number,
  passwordHash: string | null,
  password: string,
  wrongMessage: Text,
): Promise<void> {
  const key = `password-check:${userNo}`;
  const state = await ctx.limiter.peek(key, PASSWORD_CHECK_LIMIT.attempts, PASSWORD_CHECK_LIMIT.windowMs);
  if (!state.allowed) {
    throw errors.tooManyRequests(both(RESET_MSG.tooManyChanges, { minutes: minutesToWait(state.retryAfterMs) }), "PASSWORD_CHECK_LOCKED");
  }
  if (!(await verifyPassword(passwordHash, password))) {
    await ctx.limiter.hit(key, PASSWORD_CHECK_LIMIT.attempts, PASSWORD_CHECK_LIMIT.windowMs);
    throw errors.badRequest(wrongMessage, "PASSWORD_WRONG");
  }
  await ctx.limiter.reset(key);
}

function asChannel(value: string): JoinChannel {
  return (["A", "G", "P", "K"].includes(value) ? value : "A") as JoinChannel;
}

/** "Members of {channel} cannot change a password", the channel's name in each language. */
function noPasswordMessage(channel: JoinChannel): Localized {
  const name = joinChannelName(channel);
  return {
    ko: fill(RESET_MSG.noPassword.ko, { channel: fill(name.ko) }),
    en: fill(RESET_MSG.noPassword.en, { channel: fill(name.en) }),
  };
}

/** A member who signed up through a social account and never had a password. */
function isPasswordless(user: UserRow): boolean {
  return !user.passwordHash && user.joinChannel !== "A";
}

async function limit(
  ctx: AppContext,
  key: string,
  rule: { attempts: number; windowMs: number },
  message: Text,
  errorId: string,
): Promise<void> {
  const state = await ctx.limiter.hit(key, rule.attempts, rule.windowMs);
  if (!state.allowed) throw errors.tooManyRequests(both(message, { minutes: minutesToWait(state.retryAfterMs) }), errorId);
}

// ── 1. the reset mail ──────────────────────────────────────────────────────

/**
 * Mails a reset link and code to the address when it has an account with a password, a note
 * saying which social sign-in to use when it has a social account, and nothing otherwise.
 * The caller cannot tell which happened. Requests count against the caller's and the mail
 * address's limits either way (nobody else's: decision 0205), so the limits tell nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, userEmail: string, meta: RequestMeta): Promise<void> {
  const email = validateEmail(userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  await throttleMail(ctx, meta.ip);
  await limit(ctx, `mailpw:${email.value}`, RESET_MAIL_LIMIT, ACCOUNT_TEXT.tooManyMails, "MAIL_RATE_LIMITED");
  const user = await findLiveUserByEmail(ctx.db, email.value);
  if (!user) return;
  const publicUrl = ctx.config.publicUrl;
  await withTransaction(ctx.db, async (tx) => {
    if (isPasswordless(user)) {
      await enqueueMail(
        ctx,
        tx,
        socialAccountResetMail(
          {
            to: email.value,
            userName: user.userName,
            channelName: joinChannelName(asChannel(user.joinChannel)),
            loginLink: `${publicUrl}/login`,
          },
          meta.language,
        ),
        "prompt",
      );
      return;
    }
    const proof = await issueProof(tx, { userNo: user.userNo, email: email.value, purpose: "password_reset" });
    await enqueueMail(
      ctx,
      tx,
      passwordResetMail(
        {
          to: email.value,
          userName: user.userName,
          link: certPwdLink(ctx, proof.token),
          code: proof.code,
        },
        meta.language,
      ),
      "prompt",
    );
  });
}

/** The page where a mailed reset or setup proof sets the password. */
function certPwdLink(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}/certPwd?token=${encodeURIComponent(token)}`;
}

// ── 1b. a first password for a social member ─────────────────────────────

/**
 * Mails a signed-in member who joined with a social account, and never had a password, a link
 * and a 6-digit code to their own address. Proving the mailbox is what a reset asks too, so the
 * proof is a reset proof: the link opens /certPwd, the code works on the reset's code check, and
 * the password is set with the reset token, which signs out every session. The social link stays.
 * Answers the address it went to.
 */
export async function requestPasswordSetup(ctx: AppContext, viewer: Viewer, meta: RequestMeta): Promise<{ sentTo: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.userNo, viewer.userNo)).limit(1);
  if (!user || user.deleteYn === "Y") throw errors.unauthorized();
  if (!isPasswordless(user)) throw errors.conflict(ACCOUNT_TEXT.passwordExists, "PASSWORD_EXISTS");
  await throttleMail(ctx, meta.ip);
  await limit(ctx, `mailpwset:${user.userNo}`, PASSWORD_SETUP_MAIL_LIMIT, ACCOUNT_TEXT.tooManyMails, "MAIL_RATE_LIMITED");
  await withTransaction(ctx.db, async (tx) => {
    const proof = await issueProof(tx, { userNo: user.userNo, email: user.userEmail, purpose: "password_reset" });
    await enqueueMail(
      ctx,
      tx,
      passwordSetupMail(
        {
          to: user.userEmail,
          userName: user.userName,
          channelName: joinChannelName(asChannel(user.joinChannel)),
          link: certPwdLink(ctx, proof.token),
          code: proof.code,
        },
        meta.language,
      ),
      "prompt",
    );
  });
  return { sentTo: user.userEmail };
}

// ── 2. proving the mail: link token or typed code → reset token ──────────────

const LINK_MESSAGES: Record<ProofFailure, Text> = {
  invalid: RESET_MSG.linkInvalid,
  expired: RESET_MSG.linkExpired,
  used: RESET_MSG.linkUsed,
};

export type ResetLinkStatus = "ok" | ProofFailure;

/** What the mail link would do, without using it (the /certPwd page checks it before the form). */
export async function inspectResetLink(ctx: AppContext, token: string): Promise<ResetLinkStatus> {
  const result = await inspectToken(ctx.db, token, "password_reset");
  return result.ok ? "ok" : result.reason;
}

export function resetLinkMessage(status: ProofFailure): Text {
  return LINK_MESSAGES[status];
}

export interface ResetGrant {
  resetToken: string;
  expiresAt: string;
}

async function grantFor(tx: Executor, userNo: number, email: string): Promise<ResetGrant> {
  const grant = await issueProof(tx, { userNo, email, purpose: "password_reset_grant" });
  return { resetToken: grant.token, expiresAt: grant.expiresAt.toISOString() };
}

export type ResetProof = { token: string } | { userEmail: string; certNum: string };

/**
 * Exchanges the mail's link token or its 6-digit code for a reset token valid 15 minutes,
 * once. The mail proof is used up by the exchange.
 */
export async function certifyPasswordReset(ctx: AppContext, proof: ResetProof): Promise<ResetGrant> {
  if ("token" in proof) {
    const outcome = await withTransaction(ctx.db, async (tx) => {
      const result = await consumeToken(tx, proof.token, "password_reset");
      if (!result.ok) return result;
      return { ok: true as const, grant: await grantFor(tx, result.proof.userNo, result.proof.email) };
    });
    if (!outcome.ok) throw errors.badRequest(LINK_MESSAGES[outcome.reason], `LINK_${outcome.reason.toUpperCase()}`);
    return outcome.grant;
  }
  const email = validateEmail(proof.userEmail);
  if (!email.ok) throw errors.badRequest(email.message, "EMAIL_INVALID");
  const code = validateCode(proof.certNum);
  if (!code.ok) throw errors.badRequest(code.message, "CODE_FORMAT");
  await limit(ctx, `pwcode:${email.value}`, RESET_CODE_LIMIT, ACCOUNT_TEXT.tooManyCodes, "CODE_RATE_LIMITED");
  const user = await findLiveUserByEmail(ctx.db, email.value);
  if (!user) throw errors.badRequest(RESET_MSG.codeInvalid, "CODE_INVALID");
  const outcome = await withTransaction(ctx.db, async (tx) => {
    const result = await consumeCode(tx, user.userNo, code.value, "password_reset");
    if (!result.ok) return result;
    return { ok: true as const, grant: await grantFor(tx, user.userNo, email.value) };
  });
  if (!outcome.ok) {
    // Wrong and expired read the same as an unknown address; only the lock is told apart.
    if (outcome.error.errorId === "CODE_LOCKED") throw errors.badRequest(RESET_MSG.codeLocked, "CODE_LOCKED");
    throw errors.badRequest(RESET_MSG.codeInvalid, "CODE_INVALID");
  }
  return outcome.grant;
}

// ── 3. the new password ─────────────────────────────────────────────────────

/**
 * Sets the new password with a reset token and signs the member out everywhere. The token is
 * checked before the password rule so a rule mistake does not spend it. Proving the mailbox
 * also verifies the e-mail.
 */
export async function resetPassword(ctx: AppContext, resetToken: string, newPw: string): Promise<{ userNo: number; revoked: number }> {
  const peek = await inspectToken(ctx.db, resetToken, "password_reset_grant");
  if (!peek.ok) throw errors.badRequest(RESET_MSG.grantInvalid, "RESET_TOKEN_INVALID");
  const rule = validatePassword(newPw, peek.email);
  if (!rule.ok) throw errors.badRequest(rule.message, "PASSWORD_INVALID");
  const passwordHash = await hashPassword(newPw);
  const result = await withTransaction(ctx.db, async (tx) => {
    const grant = await consumeToken(tx, resetToken, "password_reset_grant");
    if (!grant.ok) return null;
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailCertYn: "Y", updatedAt: now })
      .where(and(eq(users.userNo, grant.proof.userNo), eq(users.deleteYn, "N")))
      .returning({ userNo: users.userNo, userEmail: users.userEmail });
    if (!user) return null;
    const revoked = await revokeAllSessions(tx, user.userNo, { now });
    return { userNo: user.userNo, email: user.userEmail, revoked };
  });
  if (!result) throw errors.badRequest(RESET_MSG.grantInvalid, "RESET_TOKEN_INVALID");
  await ctx.limiter.reset(`signin:email:${result.email.toLowerCase()}`);
  return { userNo: result.userNo, revoked: result.revoked };
}

/** Changes the password of the signed-in member after checking the current one; other sessions end. */
export async function changePassword(ctx: AppContext, viewer: Viewer, currentPw: string, newPw: string): Promise<{ revoked: number }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.userNo, viewer.userNo)).limit(1);
  if (!user || user.deleteYn === "Y") throw errors.unauthorized();
  if (isPasswordless(user)) {
    throw errors.conflict(noPasswordMessage(asChannel(user.joinChannel)), "NO_PASSWORD");
  }
  if (!currentPw) throw errors.badRequest(RESET_MSG.currentEmpty, "CURRENT_PASSWORD_EMPTY");
  await checkCurrentPassword(ctx, user.userNo, user.passwordHash, currentPw, RESET_MSG.currentWrong);
  const rule = validatePassword(newPw, user.userEmail);
  if (!rule.ok) throw errors.badRequest(rule.message, "PASSWORD_INVALID");
  if (newPw === currentPw) throw errors.badRequest(RESET_MSG.sameAsCurrent, "PASSWORD_UNCHANGED");
  const passwordHash = await hashPassword(newPw);
  const revoked = await withTransaction(ctx.db, async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.userNo, user.userNo));
    return revokeAllSessions(tx, user.userNo, { exceptSessionId: viewer.sessionId, now });
  });
  return { revoked };
}
