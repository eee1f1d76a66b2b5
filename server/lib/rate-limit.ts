// Sliding-window attempt counters for sign-in, mail sending and other abuse-prone actions.
// In memory per process by default (one web process); with REDIS_URL the counters live in
// Redis, so several web processes behind a load balancer count together.
import { Redis } from "ioredis";
import type { Logger } from "./logger";

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the window after this one (0 when refused). */
  remaining: number;
  /** When the window frees up again, ms from now (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
  /** Looks without counting. */
  peek(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
  /**
   * Notes that `key` was seen now, replacing any earlier note: `peek(key, 1, windowMs)` then
   * refuses for `windowMs`. A mark is one entry however often it is set, where counting every
   * sighting under a huge limit kept one timestamp per request and made each look slower.
   */
  mark(key: string, windowMs: number, now?: number): Promise<void>;
  /** Forgets a key (e.g. a successful sign-in clears the e-mail's failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The same counters synchronously, for the in-memory store and as the Redis store's fallback. */
interface MemoryCounters {
  hit(key: string, limit: number, windowMs: number, now: number): RateLimitResult;
  peek(key: string, limit: number, windowMs: number, now: number): RateLimitResult;
  mark(key: string, now: number): void;
  reset(key: string): void;
}

function memoryCounters(): MemoryCounters {
  // key → timestamps of attempts inside the current sliding window
  const attempts = new Map<string, number[]>();
  let lastSweep = 0;

  const recent = (key: string, windowMs: number, now: number): number[] => {
    const list = (attempts.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) attempts.set(key, list);
    else attempts.delete(key);
    return list;
  };
  const sweep = (now: number) => {
    // Keep memory bounded: drop keys idle for an hour.
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    for (const [key, list] of attempts) if (!list.length || now - list[list.length - 1]! > 3_600_000) attempts.delete(key);
  };
  const refused = (list: number[], windowMs: number, now: number): RateLimitResult => ({
    allowed: false,
    remaining: 0,
    // The window frees a slot when its oldest attempt ages out.
    retryAfterMs: Math.max(0, windowMs - (now - list[0]!)),
  });
  return {
    hit(key, limit, windowMs, now) {
      sweep(now);
      const list = recent(key, windowMs, now);
      if (list.length >= limit) return refused(list, windowMs, now);
      list.push(now);
      attempts.set(key, list);
      return { allowed: true, remaining: limit - list.length, retryAfterMs: 0 };
    },
    peek(key, limit, windowMs, now) {
      const list = recent(key, windowMs, now);
      if (list.length >= limit) return refused(list, windowMs, now);
      return { allowed: true, remaining: limit - list.length, retryAfterMs: 0 };
    },
    mark(key, now) {
      sweep(now);
      attempts.set(key, [now]);
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}

export function createMemoryRateLimiter(): RateLimiter {
  const counters = memoryCounters();
  return {
    hit: async (key, limit, windowMs, now = Date.now()) => counters.hit(key, limit, windowMs, now),
    peek: async (key, limit, windowMs, now = Date.now()) => counters.peek(key, limit, windowMs, now),
    mark: async (key, _windowMs, now = Date.now()) => counters.mark(key, now),
    reset: async (key) => counters.reset(key),
    close: async () => undefined,
  };
}

// One sorted set per key, scored by attempt time; trimming, counting and adding happen in
// one script so parallel requests on several processes cannot both take the last slot.
const WINDOW_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if n >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return {0, 0, math.max(0, window - (now - tonumber(oldest[2])))}
end
if ARGV[4] == '1' then
  redis.call('ZADD', key, now, ARGV[5])
  redis.call('PEXPIRE', key, window)
  n = n + 1
end
return {1, limit - n, 0}
`;

// A mark is the key's only entry, replaced each time it is set.
const MARK_SCRIPT = `
redis.call('DEL', KEYS[1])
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;

type MarkCommand = (key: string, now: number, windowMs: number, member: string) => Promise<number>;

type WindowCommand = (
  key: string,
  now: number,
  windowMs: number,
  limit: number,
  count: "0" | "1",
  member: string,
) => Promise<[number, number, number]>;

/**
 * Counters in Redis. While Redis cannot be reached, the process counts in memory instead
 * (logged once), so the limits keep holding per process rather than failing open.
 */
export function createRedisRateLimiter(url: string, logger: Logger, prefix = "nanumteo:rl:"): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", () => undefined);
  redis.defineCommand("slidingWindow", { numberOfKeys: 1, lua: WINDOW_SCRIPT });
  redis.defineCommand("setMark", { numberOfKeys: 1, lua: MARK_SCRIPT });
  const command = (redis as unknown as { slidingWindow: WindowCommand }).slidingWindow.bind(redis);
  const markCommand = (redis as unknown as { setMark: MarkCommand }).setMark.bind(redis);
  const fallback = memoryCounters();
  let degraded = false;
  let sequence = 0;
  const onFailure = (error: unknown) => {
    if (!degraded) logger.error({ err: error }, "rate limits: Redis unreachable, counting in this process until it is back");
    degraded = true;
  };
  const run = async (key: string, limit: number, windowMs: number, now: number, count: boolean): Promise<RateLimitResult> => {
    try {
      const member = `${now}:${process.pid}:${sequence++}`;
      const [allowed, remaining, retryAfterMs] = await command(prefix + key, now, windowMs, limit, count ? "1" : "0", member);
      if (degraded) logger.info("rate limits: Redis is back");
      degraded = false;
      return { allowed: allowed === 1, remaining, retryAfterMs };
    } catch (error) {
      onFailure(error);
      return count ? fallback.hit(key, limit, windowMs, now) : fallback.peek(key, limit, windowMs, now);
    }
  };
  return {
    hit: (key, limit, windowMs, now = Date.now()) => run(key, limit, windowMs, now, true),
    peek: (key, limit, windowMs, now = Date.now()) => run(key, limit, windowMs, now, false),
    async mark(key, windowMs, now = Date.now()) {
      try {
        await markCommand(prefix + key, now, windowMs, `${now}:${process.pid}:${sequence++}`);
        degraded = false;
      } catch (error) {
        onFailure(error);
        fallback.mark(key, now);
      }
    },
    async reset(key) {
      fallback.reset(key);
      try {
        await redis.del(prefix + key);
      } catch (error) {
        onFailure(error);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** "N분" for wait messages, rounded up, at least 1. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
