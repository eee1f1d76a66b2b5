// The job queue runs on the same database (PostgreSQL): a job sent is processed
// by its worker, and a job sent inside a transaction exists only if that transaction commits.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueHeartbeats } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { HEARTBEAT_JOB } from "../../server/jobs/heartbeat";
import { startQueue } from "../../server/jobs/queue";
import { createLogger } from "../../server/lib/logger";
import { createTestPlatform, type TestPlatform } from "../support/platform";

async function waitForBeat(platform: TestPlatform, name: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [row] = await platform.handle.db.select().from(queueHeartbeats).where(eq(queueHeartbeats.name, name));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  return undefined;
}

describe("job queue (pg-boss)", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform({ queue: true });
  });
  afterAll(async () => {
    await platform.dispose();
  });

  it("answers a job's end reported after shutdown closed the pool, in the shape pg-boss reads", async () => {
    // A worker finishing a batch while its process (or test file) shuts down reports the end
    // after the pool ended: completing and failing must resolve, not throw inside pg-boss.
    let ended = false;
    const handle = {
      ...platform.handle,
      executeSql: async (text: string, values?: unknown[]) => {
        if (ended) throw new Error("Cannot use a pool after calling end on the pool");
        return platform.handle.executeSql(text, values);
      },
    };
    const queue = await startQueue({ handle, logger: createLogger("silent"), jobs: [], runWorkers: false });
    await queue.stop();
    ended = true;
    const id = "00000000-0000-4000-8000-000000000000";
    await expect(queue.boss.complete(HEARTBEAT_JOB, id)).resolves.toMatchObject({ affected: 0 });
    await expect(queue.boss.fail(HEARTBEAT_JOB, id)).resolves.toMatchObject({ affected: 0 });
  });

  it("processes a sent job", async () => {
    await platform.queue!.send(HEARTBEAT_JOB, { name: "demo-job", note: "안녕하세요" });
    const row = await waitForBeat(platform, "demo-job");
    expect(row?.beats).toBe(1);
    expect(row?.lastPayload).toBe("안녕하세요");
  });

  it("a job sent in a committed transaction runs; in a rolled-back one it never exists", async () => {
    await withTransaction(platform.handle.db, async (tx) => {
      await platform.queue!.sendInTransaction(tx, HEARTBEAT_JOB, { name: "outbox-commit" });
    });
    await expect(
      withTransaction(platform.handle.db, async (tx) => {
        await platform.queue!.sendInTransaction(tx, HEARTBEAT_JOB, { name: "outbox-rollback" });
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await waitForBeat(platform, "outbox-commit")).toBeDefined();
    // Give the worker time to pick up anything it could; the rolled-back job must not appear.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await waitForBeat(platform, "outbox-rollback", 100)).toBeUndefined();
  });

  it("the health check reports the queue", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/actuator/health" });
    expect(res.json().components.queue.status).toBe("UP");
  });
});
