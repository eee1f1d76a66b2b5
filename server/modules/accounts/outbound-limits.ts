// Sign-ups and the calls that send mail (verification resend, password reset) each cost an
// argon2 hash or a message to an address the caller chooses, so they are throttled per client
// address (and sign-ups per network block and browser), on top of the per-mailbox limits
// (decision 0132). There is no budget per mail domain: it was shared by everyone asking for mail
// at that domain, so anyone could spend it and stop a whole company, school or provider from
// signing up or resetting a password (decision 0205). What keeps one domain's mailboxes from
// being flooded is that each mailbox gets little: one account per mailbox (one verification mail
// at sign-up), a few resends and resets an hour, and no mail at all to an address without an account.
import { both, type Text } from "../../../core/i18n";
import { errors } from "../../lib/errors";
import { ACCOUNT_TEXT } from "./text";
import { minutesToWait } from "../../lib/rate-limit";
import { networkBlock } from "../../../core/network";
import type { AppContext } from "../../context";

type Rule = { attempts: number; windowMs: number };

export const OUTBOUND_LIMITS = {
  signUpPerAddress: { attempts: 20, windowMs: 60 * 60_000 },
  /** A new address in the same /24 (/64) costs a farm nothing: the block has a budget of its own, generous for a campus or an office. */
  signUpPerBlock: { attempts: 60, windowMs: 60 * 60_000 },
  /** One browser opens few accounts (a family's shared computer included). */
  signUpPerDevice: { attempts: 3, windowMs: 24 * 60 * 60_000 },
  mailPerAddress: { attempts: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Rule>;

export const OUTBOUND_MSG = {
  tooManySignUps: ACCOUNT_TEXT.tooManySignUps,
  tooManyMails: ACCOUNT_TEXT.tooManyMails,
} as const;

async function take(ctx: AppContext, key: string, rule: Rule, message: Text, errorId: string): Promise<void> {
  const state = await ctx.limiter.hit(key, rule.attempts * ctx.config.SIGN_UP_LIMIT_SCALE, rule.windowMs);
  if (!state.allowed) throw errors.tooManyRequests(both(message, { minutes: minutesToWait(state.retryAfterMs) }), errorId);
}

/**
 * Before an account is created (and its password hashed): per address, per network block, per
 * device (its anonymous cookie, when the browser has one).
 */
export async function throttleSignUp(ctx: AppContext, ip: string, device: string | null = null): Promise<void> {
  await take(ctx, `signup:address:${ip}`, OUTBOUND_LIMITS.signUpPerAddress, OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
  await take(ctx, `signup:block:${networkBlock(ip)}`, OUTBOUND_LIMITS.signUpPerBlock, OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
  if (device)
    await take(ctx, `signup:device:${device}`, OUTBOUND_LIMITS.signUpPerDevice, OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
}

/**
 * Before a verification or reset mail is asked for: the caller's own budget. Counted whether or
 * not the address has an account, so the answer never tells which addresses have one.
 */
export async function throttleMail(ctx: AppContext, ip: string): Promise<void> {
  await take(ctx, `mail:address:${ip}`, OUTBOUND_LIMITS.mailPerAddress, OUTBOUND_MSG.tooManyMails, "MAIL_RATE_LIMITED");
}
