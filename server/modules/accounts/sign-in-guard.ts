// How fast a password may be tried, so that guessing stops without anyone being able to lock
// another member out. Failed sign-ins are counted three ways (decision 0132):
//
// - per (account, address): 10 failures in 15 minutes refuse that address for that account.
//   It is the only counter that refuses, and it only ever stops whoever is guessing — the
//   owner signing in from their own address is untouched.
// - per account, from any address: past 20 failures in an hour every attempt on the account
//   waits before its password is checked, longer the more failures (up to 5 s). A guesser
//   spread over many addresses is slowed; the owner with the right password still gets in,
//   and is told by e-mail (at most once a day) that someone is guessing.
// - per address, for any account: past 50 failures in an hour the address's attempts wait too
//   (up to 3 s). A carrier NAT, an office or a campus shares one address: its members are
//   slowed a little while one of them guesses, never refused.
import { setTimeout as sleep } from "node:timers/promises";
import type { RateLimiter } from "../../lib/rate-limit";

export const SIGN_IN_POLICY = {
  pair: { failures: 10, windowMs: 15 * 60_000 },
  account: { failures: 20, windowMs: 60 * 60_000, delayStepMs: 250, maxDelayMs: 5_000 },
  address: { failures: 50, windowMs: 60 * 60_000, delayStepMs: 100, maxDelayMs: 3_000 },
  /** The owner of a guessed account hears of it at most this often. */
  alertEveryMs: 24 * 60 * 60_000,
} as const;

/** Counting stops here: the delays are at their longest long before, and memory stays bounded. */
const COUNT_CEILING = 1_000;

const keys = (email: string, ip: string) => ({
  pair: `signin:pair:${ip}:${email}`,
  account: `signin:account:${email}`,
  address: `signin:address:${ip}`,
  alert: `signin:alert:${email}`,
});

async function failuresOf(limiter: RateLimiter, key: string, windowMs: number): Promise<number> {
  const state = await limiter.peek(key, COUNT_CEILING, windowMs);
  return state.allowed ? COUNT_CEILING - state.remaining : COUNT_CEILING;
}

/** The wait before a password is checked, from the failures counted so far. Pure: tested alone. */
export function throttleDelayMs(accountFailures: number, addressFailures: number): number {
  const { account, address } = SIGN_IN_POLICY;
  const over = (count: number, limit: number) => Math.max(0, count - limit + 1);
  const accountDelay = Math.min(account.maxDelayMs, over(accountFailures, account.failures) * account.delayStepMs);
  const addressDelay = Math.min(address.maxDelayMs, over(addressFailures, address.failures) * address.delayStepMs);
  return Math.max(accountDelay, addressDelay);
}

export type SignInGate = { refused: true; retryAfterMs: number } | { refused: false };

/**
 * Before a password is checked: refuses the (account, address) pair that has guessed too
 * often, and otherwise waits as long as the account-wide and address-wide counts ask.
 */
export async function gateSignIn(
  limiter: RateLimiter,
  email: string,
  ip: string,
  wait: (ms: number) => Promise<unknown> = (ms) => sleep(ms),
): Promise<SignInGate> {
  const key = keys(email, ip);
  const { pair, account, address } = SIGN_IN_POLICY;
  const pairState = await limiter.peek(key.pair, pair.failures, pair.windowMs);
  if (!pairState.allowed) return { refused: true, retryAfterMs: pairState.retryAfterMs };
  const [accountFailures, addressFailures] = await Promise.all([
    failuresOf(limiter, key.account, account.windowMs),
    failuresOf(limiter, key.address, address.windowMs),
  ]);
  const delay = throttleDelayMs(accountFailures, addressFailures);
  if (delay > 0) await wait(delay);
  return { refused: false };
}

/**
 * Counts a failed attempt on all three counters. Says whether the account's owner should be
 * told now (the account-wide count just reached its threshold and no alert went out today).
 */
export async function recordSignInFailure(limiter: RateLimiter, email: string, ip: string): Promise<{ alertOwner: boolean }> {
  const key = keys(email, ip);
  const { pair, account, address, alertEveryMs } = SIGN_IN_POLICY;
  const [, accountState] = await Promise.all([
    limiter.hit(key.pair, pair.failures, pair.windowMs),
    limiter.hit(key.account, COUNT_CEILING, account.windowMs),
    limiter.hit(key.address, COUNT_CEILING, address.windowMs),
  ]);
  const accountFailures = COUNT_CEILING - accountState.remaining;
  if (accountFailures < account.failures) return { alertOwner: false };
  // One alert a day: the counter admits one hit per period, whichever process gets there first.
  const alert = await limiter.hit(key.alert, 1, alertEveryMs);
  return { alertOwner: alert.allowed };
}

/** A correct password clears what this address counted against the account. */
export async function recordSignInSuccess(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  await limiter.reset(keys(email, ip).pair);
}
