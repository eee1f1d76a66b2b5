// Fixed-window attempt counters for sign-in, mail sending and other abuse-prone actions.
// In memory per process: right for one process (the embedded default). Several web
// processes need a shared store; the interface is what a Redis store would implement.
export interface RateLimitResult {
  allowed: boolean;
  /** Attempts left in the window after this one (0 when refused). */
  remaining: number;
  /** When the window frees up again, ms from now (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number, now?: number): RateLimitResult;
  /** Looks without counting. */
  peek(key: string, limit: number, windowMs: number, now?: number): RateLimitResult;
  /** Forgets a key (e.g. a successful sign-in clears the e-mail's failures). */
  reset(key: string): void;
}

export function createMemoryRateLimiter(): RateLimiter {
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
    hit(key, limit, windowMs, now = Date.now()) {
      sweep(now);
      const list = recent(key, windowMs, now);
      if (list.length >= limit) return refused(list, windowMs, now);
      list.push(now);
      attempts.set(key, list);
      return { allowed: true, remaining: limit - list.length, retryAfterMs: 0 };
    },
    peek(key, limit, windowMs, now = Date.now()) {
      const list = recent(key, windowMs, now);
      if (list.length >= limit) return refused(list, windowMs, now);
      return { allowed: true, remaining: limit - list.length, retryAfterMs: 0 };
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}

/** "N분" for wait messages, rounded up, at least 1. */
export function minutesToWait(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}
