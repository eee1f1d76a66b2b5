import crypto from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createMemoryRateLimiter, createRedisRateLimiter, minutesToWait, type RateLimiter } from "./rate-limit";
import { testRedisUrl } from "../../tests/support/redis";

const redisUrl = await testRedisUrl();
const opened: RateLimiter[] = [];
afterAll(async () => {
  for (const limiter of opened) await limiter.close();
});

const stores: [string, () => RateLimiter][] = [
  ["memory", () => createMemoryRateLimiter()],
  [
    "redis",
    () => {
      const limiter = createRedisRateLimiter(redisUrl, createLogger("silent"), `nt-test:${crypto.randomUUID()}:`);
      opened.push(limiter);
      return limiter;
    },
  ],
];

describe.each(stores)("%s rate limiter", (_name, make) => {
  it("allows `limit` attempts per window, then refuses with the time until the oldest expires", async () => {
    const limiter = make();
    const t0 = 1_000_000;
    for (let i = 0; i < 10; i++) expect((await limiter.hit("k", 10, 600_000, t0 + i * 1000)).allowed).toBe(true);
    const refused = await limiter.hit("k", 10, 600_000, t0 + 20_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(600_000 - 20_000);
    // Refused attempts do not extend the window.
    expect((await limiter.hit("k", 10, 600_000, t0 + 600_000)).allowed).toBe(true);
  });
  it("keys are independent and reset forgets", async () => {
    const limiter = make();
    await limiter.hit("a", 1, 1000, 0);
    expect((await limiter.hit("a", 1, 1000, 1)).allowed).toBe(false);
    expect((await limiter.hit("b", 1, 1000, 1)).allowed).toBe(true);
    await limiter.reset("a");
    expect((await limiter.hit("a", 1, 1000, 2)).allowed).toBe(true);
  });
  it("peek does not count", async () => {
    const limiter = make();
    expect((await limiter.peek("p", 1, 1000, 0)).allowed).toBe(true);
    expect((await limiter.hit("p", 1, 1000, 0)).allowed).toBe(true);
    expect((await limiter.peek("p", 1, 1000, 1)).allowed).toBe(false);
  });
  it("a mark is seen for its window from its latest setting, however often it was set", async () => {
    const limiter = make();
    const t0 = 5_000_000;
    for (let i = 0; i < 1_000; i++) await limiter.mark("seen", 60_000, t0 + i);
    expect((await limiter.peek("seen", 1, 60_000, t0 + 1_000)).allowed).toBe(false);
    // Set again 50 s later: seen until 60 s after that, not after the first.
    await limiter.mark("seen", 60_000, t0 + 50_000);
    expect((await limiter.peek("seen", 1, 60_000, t0 + 100_000)).allowed).toBe(false);
    expect((await limiter.peek("seen", 1, 60_000, t0 + 110_001)).allowed).toBe(true);
    // One entry, not a thousand: a limit of 2 is not reached.
    await limiter.mark("once", 60_000, t0);
    await limiter.mark("once", 60_000, t0 + 1);
    expect((await limiter.peek("once", 2, 60_000, t0 + 2)).allowed).toBe(true);
  });
  it("parallel attempts never take more than the limit", async () => {
    const limiter = make();
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit("race", 7, 60_000, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });
});

describe("redis rate limiter shared by two processes' stores", () => {
  it("counts attempts from both together", async () => {
    const prefix = `nt-test:${crypto.randomUUID()}:`;
    const a = createRedisRateLimiter(redisUrl, createLogger("silent"), prefix);
    const b = createRedisRateLimiter(redisUrl, createLogger("silent"), prefix);
    opened.push(a, b);
    expect((await a.hit("shared", 2, 60_000)).allowed).toBe(true);
    expect((await b.hit("shared", 2, 60_000)).allowed).toBe(true);
    expect((await a.hit("shared", 2, 60_000)).allowed).toBe(false);
    expect((await b.peek("shared", 2, 60_000)).allowed).toBe(false);
    // The counts really are in Redis, not in either process's memory.
    const direct = new Redis(redisUrl);
    try {
      expect(await direct.zcard(`${prefix}shared`)).toBe(2);
    } finally {
      direct.disconnect();
    }
  });
});

describe("minutesToWait", () => {
  it("rounds up", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60_001)).toBe(2);
  });
});
