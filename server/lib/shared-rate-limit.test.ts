import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "./rate-limit";
import { answerRateLimitQuestions, createSharedRateLimiter } from "./shared-rate-limit";

/** Two ends of an IPC channel: what a web process sends, the first process's Worker receives, and back. */
function channel() {
  const web = new EventEmitter() as EventEmitter & { send?: (m: unknown) => boolean; connected: boolean };
  const worker = new EventEmitter() as EventEmitter & { send(m: unknown): boolean; isConnected(): boolean };
  web.connected = true;
  web.send = (message) => {
    setImmediate(() => worker.emit("message", structuredClone(message)));
    return true;
  };
  worker.send = (message) => {
    setImmediate(() => web.emit("message", structuredClone(message)));
    return true;
  };
  worker.isConnected = () => web.connected;
  return { web, worker };
}

describe("rate limits shared by web processes", () => {
  it("counts every web process's attempts in the first process", async () => {
    const counters = createMemoryRateLimiter();
    const a = channel();
    const b = channel();
    answerRateLimitQuestions(a.worker as never, counters);
    answerRateLimitQuestions(b.worker as never, counters);
    const limiterA = createSharedRateLimiter(a.web as never);
    const limiterB = createSharedRateLimiter(b.web as never);
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push((await limiterA.hit("sign-in:x", 5, 60_000)).allowed);
      results.push((await limiterB.hit("sign-in:x", 5, 60_000)).allowed);
    }
    expect(results).toEqual([true, true, true, true, true, false]);
    expect((await limiterA.peek("sign-in:x", 5, 60_000)).allowed).toBe(false);
    await limiterB.reset("sign-in:x");
    expect((await limiterA.hit("sign-in:x", 5, 60_000)).remaining).toBe(4);
    // A mark set through one process is seen through the other.
    await limiterA.mark("page-view:r:1", 60_000);
    expect((await limiterB.peek("page-view:r:1", 1, 60_000)).allowed).toBe(false);
    await limiterA.close();
    await limiterB.close();
  });

  it("counts in the web process's own memory when the first process is gone", async () => {
    const { web } = channel();
    web.connected = false;
    const limiter = createSharedRateLimiter(web as never);
    const allowed = [];
    for (let i = 0; i < 3; i++) allowed.push((await limiter.hit("mail:y", 2, 60_000)).allowed);
    expect(allowed).toEqual([true, true, false]);
    await limiter.close();
  });
});
