import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter, minutesToWait } from "./rate-limit";

describe("memory rate limiter", () => {
  it("allows `limit` attempts per window, then refuses with the time until the oldest expires", () => {
    const limiter = createMemoryRateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) expect(limiter.hit("k", 10, 600_000, t0 + i * 1000).allowed).toBe(true);
    const refused = limiter.hit("k", 10, 600_000, t0 + 20_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(600_000 - 20_000);
    // Refused attempts do not extend the window.
    expect(limiter.hit("k", 10, 600_000, t0 + 600_000).allowed).toBe(true);
  });
  it("keys are independent and reset forgets", () => {
    const limiter = createMemoryRateLimiter();
    limiter.hit("a", 1, 1000, 0);
    expect(limiter.hit("a", 1, 1000, 1).allowed).toBe(false);
    expect(limiter.hit("b", 1, 1000, 1).allowed).toBe(true);
    limiter.reset("a");
    expect(limiter.hit("a", 1, 1000, 2).allowed).toBe(true);
  });
  it("peek does not count", () => {
    const limiter = createMemoryRateLimiter();
    expect(limiter.peek("p", 1, 1000, 0).allowed).toBe(true);
    expect(limiter.hit("p", 1, 1000, 0).allowed).toBe(true);
    expect(limiter.peek("p", 1, 1000, 1).allowed).toBe(false);
  });
  it("wait minutes round up", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
  });
});
