// How fast a password may be tried, so that guessing stops without anyone being able to lock
// another member out (decisions 0132, 0205):
//
// - per (account, address): 10 checked passwords in 15 minutes without a success refuse that
//   address for that account. It is the only counter that refuses for long, and it only ever
//   stops whoever is guessing — the owner signing in from their own address is untouched. A
//   check counts when it starts, so attempts sent together from one address cannot all pass.
// - per account, from any address: past 20 attempts in an hour that did not succeed (failed,
//   turned away, or still being checked — so a burst sent at once counts at once) every attempt
//   on the account waits before its password is checked, longer the more attempts (up to 5 s),
//   and the account's passwords are checked one at a time, at most one per that delay, however
//   many attempts wait. An attempt that finds no free turn soon is told the account is busy. A
//   browser that signed in to the account before has a lane of its own, so a guesser flooding
//   the account does not keep its owner out; the owner is told by e-mail (at most once a day).
// - per address, for any account: past 50 failures in an hour the address's attempts wait too
//   (up to 3 s). A carrier NAT, an office or a campus shares one address: its members are
//   slowed a little while one of them guesses, never refused.
//
// Every counter and turn is the shared rate limiter (one process's memory, the first process's
// over IPC, or Redis), so several web processes take turns on one account together.
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
  /** Failed checks: the owner's alert. */
  account: `signin:account:${email}`,
  /** Every attempt let past the pair counter, and every success: the difference is what slows. */
  attempts: `signin:attempts:${email}`,
  successes: `signin:successes:${email}`,
  /** One password check on the account per delay (a browser it knows has its own lane). */
  turn: `signin:turn:${email}`,
  address: `signin:address:${ip}`,
  alert: `signin:alert:${email}`,
});

async function countOf(limiter: RateLimiter, key: string, windowMs: number, now: number): Promise<number> {
  const state = await limiter.peek(key, COUNT_CEILING, windowMs, now);
  return state.allowed ? COUNT_CEILING - state.remaining : COUNT_CEILING;
}

const over = (count: number, limit: number) => Math.max(0, count - limit + 1);

/** The wait (and the spacing of checks) on an account with this many attempts that did not succeed. */
export function accountDelayMs(unsettled: number): number {
  const { account } = SIGN_IN_POLICY;
  return Math.min(account.maxDelayMs, over(unsettled, account.failures) * account.delayStepMs);
}

/** The wait for an address with this many failures. */
export function addressDelayMs(failures: number): number {
  const { address } = SIGN_IN_POLICY;
  return Math.min(address.maxDelayMs, over(failures, address.failures) * address.delayStepMs);
}

/** The wait before a password is checked, from the counts so far. Pure: tested alone. */
export function throttleDelayMs(accountUnsettled: number, addressFailures: number): number {
  return Math.max(accountDelayMs(accountUnsettled), addressDelayMs(addressFailures));
}

export type SignInGate =
  /** `locked`: this address tried this account too often; `busy`: no turn on the account came free in time. */
  { refused: true; reason: "locked" | "busy"; retryAfterMs: number } | { refused: false };

export interface GateOptions {
  /**
   * Asked only when the account is taking turns: the key of the requesting browser when it has
   * signed in to this account before (its own lane), else null.
   */
  knownDevice?: () => Promise<string | null>;
  wait?: (ms: number) => Promise<unknown>;
  now?: () => number;
}

/**
 * Before a password is checked: refuses the (account, address) pair that has guessed too
 * often, waits as long as the account-wide and address-wide counts ask, and past the account's
 * threshold takes the account's next turn. `refused: false` means: check the password now.
 */
export async function gateSignIn(limiter: RateLimiter, email: string, ip: string, options: GateOptions = {}): Promise<SignInGate> {
  const { wait = (ms: number) => sleep(ms), now = Date.now } = options;
  const key = keys(email, ip);
  const { pair, account, address } = SIGN_IN_POLICY;
  const locked = async (): Promise<SignInGate | null> => {
    const state = await limiter.peek(key.pair, pair.failures, pair.windowMs, now());
    return state.allowed ? null : { refused: true, reason: "locked", retryAfterMs: state.retryAfterMs };
  };
  const early = await locked();
  if (early) return early;

  const attempt = await limiter.hit(key.attempts, COUNT_CEILING, account.windowMs, now());
  const attempts = attempt.allowed ? COUNT_CEILING - attempt.remaining : COUNT_CEILING;
  const [successes, addressFailures] = await Promise.all([
    countOf(limiter, key.successes, account.windowMs, now()),
    countOf(limiter, key.address, address.windowMs, now()),
  ]);
  // The attempts before this one that have not succeeded: failed, turned away or still running.
  const unsettled = Math.max(0, attempts - 1 - successes);
  const spacing = accountDelayMs(unsettled);
  const delay = Math.max(spacing, addressDelayMs(addressFailures));
  if (delay > 0) await wait(delay);

  if (spacing > 0) {
    // Whoever waited alongside may have used up this address's tries meanwhile.
    const meanwhile = await locked();
    if (meanwhile) return meanwhile;
    const device = options.knownDevice ? await options.knownDevice() : null;
    const lane = device ? `${key.turn}:device:${device}` : key.turn;
    if (!(await takeTurn(limiter, lane, spacing, wait, now))) return { refused: true, reason: "busy", retryAfterMs: spacing };
  }
  // The check counts against the pair as it starts; a success clears it.
  const check = await limiter.hit(key.pair, pair.failures, pair.windowMs, now());
  if (!check.allowed) return { refused: true, reason: "locked", retryAfterMs: check.retryAfterMs };
  return { refused: false };
}

/**
 * One check per `spacing` on a lane: the limiter admits one hit per window, whichever process
 * asks first. Waits for the next free turn at most `spacing` more, so an attempt holds its
 * connection for at most twice the delay and a crowd of attempts cannot queue up for minutes.
 */
async function takeTurn(
  limiter: RateLimiter,
  lane: string,
  spacing: number,
  wait: (ms: number) => Promise<unknown>,
  now: () => number,
): Promise<boolean> {
  const until = now() + spacing;
  for (;;) {
    const turn = await limiter.hit(lane, 1, spacing, now());
    if (turn.allowed) return true;
    if (now() + turn.retryAfterMs > until) return false;
    await wait(Math.max(1, turn.retryAfterMs));
  }
}

/**
 * Counts a failed check on the account and address counters. Says whether the account's owner
 * should be told now (the account-wide count just reached its threshold and no alert went out today).
 */
export async function recordSignInFailure(limiter: RateLimiter, email: string, ip: string): Promise<{ alertOwner: boolean }> {
  const key = keys(email, ip);
  const { account, address, alertEveryMs } = SIGN_IN_POLICY;
  const [accountState] = await Promise.all([
    limiter.hit(key.account, COUNT_CEILING, account.windowMs),
    limiter.hit(key.address, COUNT_CEILING, address.windowMs),
  ]);
  const accountFailures = COUNT_CEILING - accountState.remaining;
  if (accountFailures < account.failures) return { alertOwner: false };
  // One alert a day: the counter admits one hit per period, whichever process gets there first.
  const alert = await limiter.hit(key.alert, 1, alertEveryMs);
  return { alertOwner: alert.allowed };
}

/** A correct password clears what this address counted against the account, and settles its attempt. */
export async function recordSignInSuccess(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  const key = keys(email, ip);
  await Promise.all([limiter.reset(key.pair), limiter.hit(key.successes, COUNT_CEILING, SIGN_IN_POLICY.account.windowMs)]);
}
