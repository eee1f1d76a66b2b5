// Sign-ups and the calls that send mail (verification resend, password reset) each cost an
// argon2 hash or a message to an address the caller chooses, so they are throttled per client
// address and per mail domain of the target, on top of the per-address-of-mail limits
// (decision 0132). Large public mail providers are shared by most members: their domain
// budget is high enough that nobody can use it up to stop others from signing up; the small
// domain budget exists to keep anyone from flooding one company's or school's mailboxes.
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
  perDomain: { attempts: 30, windowMs: 10 * 60_000 },
  perSharedDomain: { attempts: 1_000, windowMs: 10 * 60_000 },
} satisfies Record<string, Rule>;

/** Public mail providers most members use (Korean and international). */
const SHARED_MAIL_DOMAINS = new Set([
  "gmail.com",
  "naver.com",
  "daum.net",
  "hanmail.net",
  "kakao.com",
  "nate.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "icloud.com",
  "me.com",
  "yahoo.com",
  "yahoo.co.kr",
  "proton.me",
  "protonmail.com",
]);

export const OUTBOUND_MSG = {
  tooManySignUps: ACCOUNT_TEXT.tooManySignUps,
  tooManyMails: ACCOUNT_TEXT.tooManyMails,
} as const;

export function mailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

function domainRule(domain: string): Rule {
  return SHARED_MAIL_DOMAINS.has(domain) ? OUTBOUND_LIMITS.perSharedDomain : OUTBOUND_LIMITS.perDomain;
}

async function take(ctx: AppContext, key: string, rule: Rule, message: Text, errorId: string): Promise<void> {
  const state = await ctx.limiter.hit(key, rule.attempts * ctx.config.SIGN_UP_LIMIT_SCALE, rule.windowMs);
  if (!state.allowed) throw errors.tooManyRequests(both(message, { minutes: minutesToWait(state.retryAfterMs) }), errorId);
}

/**
 * Before an account is created (and its password hashed): per address, per network block, per
 * device (its anonymous cookie, when the browser has one). `mailTo` when a verification mail will go out.
 */
export async function throttleSignUp(ctx: AppContext, ip: string, mailTo: string | null, device: string | null = null): Promise<void> {
  await take(ctx, `signup:address:${ip}`, OUTBOUND_LIMITS.signUpPerAddress, OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
  await take(ctx, `signup:block:${networkBlock(ip)}`, OUTBOUND_LIMITS.signUpPerBlock, OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
  if (device)
    await take(ctx, `signup:device:${device}`, OUTBOUND_LIMITS.signUpPerDevice, OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
  if (mailTo) {
    const domain = mailDomainOf(mailTo);
    await take(ctx, `mail:domain:${domain}`, domainRule(domain), OUTBOUND_MSG.tooManySignUps, "SIGN_UP_RATE_LIMITED");
  }
}

/** Before a verification or reset mail is sent at a caller's request. */
export async function throttleMail(ctx: AppContext, ip: string, mailTo: string): Promise<void> {
  await take(ctx, `mail:address:${ip}`, OUTBOUND_LIMITS.mailPerAddress, OUTBOUND_MSG.tooManyMails, "MAIL_RATE_LIMITED");
  const domain = mailDomainOf(mailTo);
  await take(ctx, `mail:domain:${domain}`, domainRule(domain), OUTBOUND_MSG.tooManyMails, "MAIL_RATE_LIMITED");
}
