import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "../../lib/rate-limit";
import { gateSignIn, recordSignInFailure, recordSignInSuccess, throttleDelayMs } from "./sign-in-guard";

describe("sign-in throttle", () => {
  it("waits nothing below the thresholds, then a step per failure, up to a ceiling", () => {
    expect(throttleDelayMs(19, 49)).toBe(0);
    expect(throttleDelayMs(20, 0)).toBe(250);
    expect(throttleDelayMs(23, 0)).toBe(1_000);
    expect(throttleDelayMs(500, 0)).toBe(5_000);
    expect(throttleDelayMs(0, 50)).toBe(100);
    expect(throttleDelayMs(0, 5_000)).toBe(3_000);
    expect(throttleDelayMs(21, 60)).toBe(1_100);
  });

  it("refuses only the (account, address) pair that failed 10 times; a success clears it", async () => {
    const limiter = createMemoryRateLimiter();
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    for (let i = 0; i < 9; i++) await recordSignInFailure(limiter, "a@x.test", "10.0.0.1");
    expect(await gateSignIn(limiter, "a@x.test", "10.0.0.1", wait)).toEqual({ refused: false });
    await recordSignInSuccess(limiter, "a@x.test", "10.0.0.1");
    for (let i = 0; i < 10; i++) await recordSignInFailure(limiter, "a@x.test", "10.0.0.1");
    expect(await gateSignIn(limiter, "a@x.test", "10.0.0.1", wait)).toMatchObject({ refused: true });
    expect(await gateSignIn(limiter, "a@x.test", "10.0.0.2", wait)).toEqual({ refused: false });
    expect(await gateSignIn(limiter, "b@x.test", "10.0.0.1", wait)).toEqual({ refused: false });
    expect(waits).toEqual([]);
  });

  it("asks to alert the owner once, when the account-wide count reaches its threshold", async () => {
    const limiter = createMemoryRateLimiter();
    const alerts: boolean[] = [];
    for (let i = 0; i < 25; i++) alerts.push((await recordSignInFailure(limiter, "c@x.test", `10.0.1.${i}`)).alertOwner);
    expect(alerts.indexOf(true)).toBe(19);
    expect(alerts.filter(Boolean)).toHaveLength(1);
  });
});
