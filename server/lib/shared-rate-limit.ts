// Rate-limit counters shared by the web processes of one `npm start` without Redis
// (WEB_PROCESSES > 1, docs/decisions/0174): the first process keeps the counters in memory
// and the web processes ask it over the cluster's IPC channel, so a limit counts every
// request whichever process answered it — ten wrong passwords spread over two processes are
// still ten. A web process whose question goes unanswered (the first process is gone) counts
// in its own memory meanwhile, so limits keep holding rather than failing open.
import type { Worker } from "node:cluster";
import { createMemoryRateLimiter, type RateLimiter, type RateLimitResult } from "./rate-limit";

const KIND = "nt-rate-limit";
/** An answer later than this counts locally (the first process is busy or gone). */
const ANSWER_TIMEOUT_MS = 2_000;

type Operation = "hit" | "peek" | "mark" | "reset";

interface Question {
  kind: typeof KIND;
  id: number;
  op: Operation;
  key: string;
  limit: number;
  windowMs: number;
  now: number;
}

interface Answer {
  kind: typeof KIND;
  id: number;
  result: RateLimitResult | null;
}

function isQuestion(message: unknown): message is Question {
  const m = message as Partial<Question> | null;
  return typeof m === "object" && m !== null && m.kind === KIND && typeof m.id === "number" && typeof m.key === "string";
}

function isAnswer(message: unknown): message is Answer {
  const m = message as Partial<Answer> | null;
  return typeof m === "object" && m !== null && m.kind === KIND && typeof m.id === "number" && "result" in m;
}

/** In the first process: answers one web process's questions from `limiter`. */
export function answerRateLimitQuestions(worker: Worker, limiter: RateLimiter): void {
  worker.on("message", (message: unknown) => {
    if (!isQuestion(message)) return;
    const { id, op, key, limit, windowMs, now } = message;
    const work =
      op === "reset"
        ? limiter.reset(key).then(() => null)
        : op === "mark"
          ? limiter.mark(key, windowMs, now).then(() => null)
          : op === "peek"
            ? limiter.peek(key, limit, windowMs, now)
            : limiter.hit(key, limit, windowMs, now);
    void work
      .then((result) => {
        if (worker.isConnected()) worker.send({ kind: KIND, id, result } satisfies Answer);
      })
      .catch(() => undefined);
  });
}

/** In a web process: the counters of the first process, reached over `channel` (process.send). */
export function createSharedRateLimiter(channel: NodeJS.Process = process): RateLimiter {
  const local = createMemoryRateLimiter();
  const waiting = new Map<number, { resolve(result: RateLimitResult | null | undefined): void; timer: NodeJS.Timeout }>();
  let next = 0;
  const onMessage = (message: unknown) => {
    if (!isAnswer(message)) return;
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    clearTimeout(entry.timer);
    entry.resolve(message.result);
  };
  channel.on("message", onMessage);

  const ask = (op: Operation, key: string, limit: number, windowMs: number, now: number): Promise<RateLimitResult | null | undefined> => {
    if (!channel.send || !channel.connected) return Promise.resolve(undefined);
    const id = ++next;
    return new Promise((resolve) => {
      // undefined: no answer — the caller counts locally.
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(undefined);
      }, ANSWER_TIMEOUT_MS);
      timer.unref();
      waiting.set(id, { resolve, timer });
      try {
        channel.send!({ kind: KIND, id, op, key, limit, windowMs, now } satisfies Question);
      } catch {
        waiting.delete(id);
        clearTimeout(timer);
        resolve(undefined);
      }
    });
  };

  return {
    async hit(key, limit, windowMs, now = Date.now()) {
      const shared = await ask("hit", key, limit, windowMs, now);
      return shared ?? local.hit(key, limit, windowMs, now);
    },
    async peek(key, limit, windowMs, now = Date.now()) {
      const shared = await ask("peek", key, limit, windowMs, now);
      return shared ?? local.peek(key, limit, windowMs, now);
    },
    async mark(key, windowMs, now = Date.now()) {
      const shared = await ask("mark", key, 0, windowMs, now);
      if (shared === undefined) await local.mark(key, windowMs, now);
    },
    async reset(key) {
      await Promise.all([ask("reset", key, 0, 0, Date.now()), local.reset(key)]);
    },
    async close() {
      channel.off("message", onMessage);
      for (const [, entry] of waiting) {
        clearTimeout(entry.timer);
        entry.resolve(undefined);
      }
      waiting.clear();
    },
  };
}
