import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter, type RateLimiter } from "../../lib/rate-limit";
import { gateSignIn, recordSignInFailure, recordSignInSuccess, SIGN_IN_POLICY, throttleDelayMs, type GateOptions } from "./sign-in-guard";

/** Time that passes only when every attempt is waiting: timings are exact on any machine. */
function virtualTime(start = Date.now()) {
  let now = start;
  const timers: { at: number; resolve: () => void }[] = [];
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    now: () => now,
    wait: (ms: number) => new Promise<void>((resolve) => timers.push({ at: now + ms, resolve })),
    /** Runs until `done` settles, moving the clock to the next timer whenever nothing else can run. */
    async run<T>(done: Promise<T>): Promise<T> {
      let finished = false;
      void done.finally(() => (finished = true));
      for (;;) {
        await settle();
        if (finished) return done;
        timers.sort((a, b) => a.at - b.at);
        const next = timers.shift();
        if (!next) throw new Error("nothing left to wait for, yet not finished");
        now = Math.max(now, next.at);
        next.resolve();
      }
    },
  };
}

/** One sign-in with a wrong password: the gate, then the failure counted; the time of the check when there was one. */
async function guess(limiter: RateLimiter, email: string, ip: string, options: GateOptions & { now: () => number }) {
  const gate = await gateSignIn(limiter, email, ip, options);
  if (gate.refused) return { checkedAt: null, gate };
  const checkedAt = options.now();
  await recordSignInFailure(limiter, email, ip);
  return { checkedAt, gate };
}

describe("sign-in throttle", () => {
  it("waits nothing below the thresholds, then a step per attempt, up to a ceiling", () => {
    expect(throttleDelayMs(19, 49)).toBe(0);
    expect(throttleDelayMs(20, 0)).toBe(250);
    expect(throttleDelayMs(23, 0)).toBe(1_000);
    expect(throttleDelayMs(500, 0)).toBe(5_000);
    expect(throttleDelayMs(0, 50)).toBe(100);
    expect(throttleDelayMs(0, 5_000)).toBe(3_000);
    expect(throttleDelayMs(21, 60)).toBe(1_100);
  });

  it("refuses only the (account, address) pair that was checked 10 times without a success; a success clears it", async () => {
    const limiter = createMemoryRateLimiter();
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    for (let i = 0; i < 9; i++) expect((await guess(limiter, "a@x.test", "10.0.0.1", { wait, now: Date.now })).checkedAt).not.toBeNull();
    await recordSignInSuccess(limiter, "a@x.test", "10.0.0.1");
    for (let i = 0; i < 10; i++) await guess(limiter, "a@x.test", "10.0.0.1", { wait, now: Date.now });
    expect(await gateSignIn(limiter, "a@x.test", "10.0.0.1", { wait })).toMatchObject({ refused: true, reason: "locked" });
    expect(await gateSignIn(limiter, "a@x.test", "10.0.0.2", { wait })).toEqual({ refused: false });
    expect(await gateSignIn(limiter, "b@x.test", "10.0.0.1", { wait })).toEqual({ refused: false });
    expect(waits).toEqual([]);
  });

  it("asks to alert the owner once, when the account-wide count reaches its threshold", async () => {
    const limiter = createMemoryRateLimiter();
    const alerts: boolean[] = [];
    for (let i = 0; i < 25; i++) alerts.push((await recordSignInFailure(limiter, "c@x.test", `10.0.1.${i}`)).alertOwner);
    expect(alerts.indexOf(true)).toBe(19);
    expect(alerts.filter(Boolean)).toHaveLength(1);
  });

  it("attempts sent at once from one address are checked at most 10 times", async () => {
    const limiter = createMemoryRateLimiter();
    const time = virtualTime();
    const options = { wait: time.wait, now: time.now };
    const all = await time.run(Promise.all(Array.from({ length: 100 }, () => guess(limiter, "d@x.test", "10.0.2.1", options))));
    expect(all.filter((a) => a.checkedAt !== null)).toHaveLength(SIGN_IN_POLICY.pair.failures);
  });

  it("a burst from many addresses: the threshold's worth at once, then checks a delay apart, the rest told the account is busy", async () => {
    const limiter = createMemoryRateLimiter();
    const time = virtualTime();
    const options = { wait: time.wait, now: time.now };
    const start = time.now();
    // 400 attempts at once from 200 addresses, two each: far below any address's own limit.
    const burst = await time.run(
      Promise.all(Array.from({ length: 400 }, (_, i) => guess(limiter, "e@x.test", `10.1.${i % 200}.1`, options))),
    );
    const checks = burst.flatMap((a) => (a.checkedAt === null ? [] : [a.checkedAt])).sort((a, b) => a - b);
    // Counted as they start, the first 20 pass at once and the 21st already waits.
    expect(checks.filter((t) => t === start)).toHaveLength(SIGN_IN_POLICY.account.failures);
    const later = checks.slice(SIGN_IN_POLICY.account.failures);
    for (let i = 1; i < later.length; i++) expect(later[i]! - later[i - 1]!).toBeGreaterThanOrEqual(SIGN_IN_POLICY.account.delayStepMs);
    expect(later.length).toBeLessThanOrEqual(8);
    for (const a of burst.filter((a) => a.checkedAt === null)) expect(a.gate).toMatchObject({ refused: true, reason: "busy" });
    // Nobody waits longer than twice the longest delay for a turn.
    expect(time.now() - start).toBeLessThanOrEqual(2 * SIGN_IN_POLICY.account.maxDelayMs);
  });

  it("well past the threshold: one check per 5 s on the account from all callers, and a browser the account knows has a lane of its own", async () => {
    const limiter = createMemoryRateLimiter();
    const time = virtualTime();
    const options = { wait: time.wait, now: time.now };
    for (let i = 0; i < 60; i++) await time.run(guess(limiter, "f@x.test", `10.2.${i}.1`, options));

    // Three waves of 100 attempts from 100 new addresses, one wave a second, while the owner's browser tries once.
    const waves = Array.from({ length: 3 }, (_, wave) =>
      time
        .wait(wave * 1_000)
        .then(() => Promise.all(Array.from({ length: 100 }, (_, i) => guess(limiter, "f@x.test", `10.3.${wave}.${i}`, options)))),
    );
    const owner = time.wait(500).then(async () => {
      const gate = await gateSignIn(limiter, "f@x.test", "10.4.0.1", { ...options, knownDevice: async () => "owners-browser" });
      return { gate, at: time.now() };
    });
    const start = time.now();
    const [answers, own] = await time.run(Promise.all([Promise.all(waves), owner]));
    const checks = answers
      .flat()
      .flatMap((a) => (a.checkedAt === null ? [] : [a.checkedAt]))
      .sort((a, b) => a - b);
    const span = time.now() - start;
    expect(checks.length).toBeLessThanOrEqual(1 + Math.floor(span / SIGN_IN_POLICY.account.maxDelayMs));
    for (let i = 1; i < checks.length; i++) expect(checks[i]! - checks[i - 1]!).toBeGreaterThanOrEqual(SIGN_IN_POLICY.account.maxDelayMs);
    expect(own.gate).toEqual({ refused: false });
    expect(own.at - start).toBe(500 + SIGN_IN_POLICY.account.maxDelayMs);
  });
});
