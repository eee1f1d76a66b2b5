// Read replicas (decision 0225) against a real streaming replica of an embedded server: public
// lists are read from it, a member who just wrote reads the primary, and a replica that lags
// past the limit or stops is skipped without an error.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase, type Database, type DatabaseHandle } from "../../server/db/client";
import { startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server";
import { openReplicas } from "../../server/db/replicas";
import { createLogger } from "../../server/lib/logger";
import { buildPlatform, type Platform } from "../../server/main";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { startReplica, type TestReplica } from "../support/replica";

/** The primary's and the replica's settings (a standby needs at least the primary's max_connections). */
const SETTINGS = { fsync: "off", max_connections: "60" };
const METRICS_TOKEN = "replica-test-scrape-token";

let primaryDir: string;
let appDir: string;
let primary: EmbeddedServer;
let replica: TestReplica;
let handle: DatabaseHandle;
let platform: Platform;

async function standby(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`select pg_is_in_recovery() as standby`)) as unknown as { rows: { standby: boolean }[] };
  return result.rows[0]!.standby;
}

async function likesOnTheList(boardNo: number, headers: Record<string, string> = {}): Promise<number | undefined> {
  const answer = await platform.app.inject({ method: "GET", url: "/api/board/newBoards?page=1&size=16", headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const items = (answer.json() as { data: { items: { boardNo: number; likeCount: number }[] } }).data.items;
  return items.find((item) => item.boardNo === boardNo)?.likeCount;
}

beforeAll(async () => {
  primaryDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-primary-"));
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-replica-app-"));
  primary = await startEmbeddedServer({ dataDir: primaryDir, settings: SETTINGS });
  replica = await startReplica({ server: primary, dataDir: primaryDir }, SETTINGS);
  handle = await openDatabase({ url: primary.url });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: appDir,
    SEED_DEMO: "false",
    // A like enqueues its notification.
    QUEUE_ENABLED: "true",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    PUBLIC_URL: "http://localhost:3000",
    // Every visitor's list is read again, not answered from the page cache.
    PAGE_CACHE_SECONDS: "0",
    METRICS_TOKEN,
    DATABASE_REPLICA_URLS: replica.url,
    // Far above the pauses below: here a paused replica stays in use; the lag limit has its own test.
    DATABASE_REPLICA_MAX_LAG_MS: "120000",
  });
  platform = await buildPlatform({ config, logger: createLogger(config.LOG_LEVEL), handle, ssr: false });
  await platform.app.ready();
  // The migrations the platform ran have reached the replica.
  await replica.catchUp();
  await platform.replicas.check();
}, 180_000);

afterAll(async () => {
  await platform?.close();
  await replica?.remove();
  await primary?.stop();
  for (const dir of [primaryDir, appDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("read replicas", () => {
  it("reads public lists from the replica, and a member who just wrote from the primary", async () => {
    const { ctx } = platform;
    expect(platform.replicas.states()).toEqual([expect.objectContaining({ healthy: true, skipped: null })]);
    expect(await standby(ctx.reads)).toBe(true);
    expect(await standby(ctx.db)).toBe(false);
    await expect(ctx.reads.transaction(async () => 1)).rejects.toThrow(/primary/);

    const author = await makeUser(ctx.db);
    const post = await makePost(ctx.db, author.userNo);
    await replica.catchUp();
    expect(await likesOnTheList(post.boardNo)).toBe(0);

    // The replica stops replaying: from now on it shows the list as it was.
    await replica.pauseReplay();
    const liker = await makeUser(ctx.db);
    const session = await signedIn(ctx.db, liker.userNo);
    const like = await platform.app.inject({
      method: "POST",
      url: "/api/board/likeCntUp",
      headers: session.headers,
      payload: { boardNo: post.boardNo },
    });
    expect(like.statusCode, like.body).toBe(200);
    const wrote = [like.headers["set-cookie"]].flat().find((line) => line?.startsWith("nt_wrote="));
    expect(wrote).toBeDefined();
    const wroteCookie = wrote!.split(";")[0]!;

    // A visitor, and a member who wrote nothing, read the replica: the like is not there yet.
    expect(await likesOnTheList(post.boardNo)).toBe(0);
    const other = await signedIn(ctx.db, (await makeUser(ctx.db)).userNo);
    expect(await likesOnTheList(post.boardNo, other.headers)).toBe(0);
    // The writer, whose browser carries nt_wrote, reads the primary and sees their like at once.
    expect(await likesOnTheList(post.boardNo, { ...session.headers, cookie: `${session.headers.cookie}; ${wroteCookie}` })).toBe(1);

    await replica.resumeReplay();
    await replica.catchUp();
    expect(await likesOnTheList(post.boardNo)).toBe(1);
  });

  it("skips a replica that has fallen further behind than the limit, and uses it again once it caught up", async () => {
    const reads = await openReplicas({
      primary: handle,
      urls: [replica.url],
      maxLagMs: 300,
      // Checked by hand below.
      checkEveryMs: 3_600_000,
      log: () => undefined,
    });
    try {
      expect(reads.states()[0]).toMatchObject({ healthy: true, skipped: null });
      expect(reads.states()[0]!.lagMs).toBeLessThan(300);
      expect(await standby(reads.db)).toBe(true);

      await replica.pauseReplay();
      const author = await makeUser(platform.ctx.db);
      await reads.check();
      // Just written: behind, but not yet by more than the limit.
      expect(reads.states()[0]!.healthy).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await reads.check();
      expect(reads.states()[0]).toMatchObject({ healthy: false, skipped: expect.stringMatching(/behind the primary/) });
      expect(reads.states()[0]!.lagMs).toBeGreaterThanOrEqual(500);
      // Reads go to the primary, which has the new member.
      expect(await standby(reads.db)).toBe(false);
      const found = (await reads.db.execute(sql`select count(*)::int as n from users where user_no = ${author.userNo}`)) as unknown as {
        rows: { n: number }[];
      };
      expect(found.rows[0]!.n).toBe(1);

      await replica.resumeReplay();
      await replica.catchUp();
      await reads.check();
      expect(reads.states()[0]).toMatchObject({ healthy: true, skipped: null });
      expect(await standby(reads.db)).toBe(true);
    } finally {
      await replica.resumeReplay().catch(() => undefined);
      await reads.close();
    }
  });

  it("shows the replicas' health and lag in the metrics", async () => {
    await platform.replicas.check();
    const scrape = await platform.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toMatch(/^nanumteo_db_replicas_healthy 1$/m);
    expect(scrape.body).toMatch(
      new RegExp(`^nanumteo_db_replica_lag_seconds\\{replica="127\\.0\\.0\\.1:${replica.port}/[^"]+"\\} \\d`, "m"),
    );
  });

  it("answers from the primary, without an error, when the replica stops between two checks", async () => {
    const { ctx } = platform;
    const author = await makeUser(ctx.db);
    const post = await makePost(ctx.db, author.userNo);
    await replica.catchUp();
    await platform.replicas.check();
    expect(platform.replicas.states()[0]!.healthy).toBe(true);
    expect(await likesOnTheList(post.boardNo)).toBe(0);

    await replica.stop();
    // No check has run since: the next reads find it gone and go to the primary.
    for (let i = 0; i < 3; i++) expect(await likesOnTheList(post.boardNo)).toBe(0);
    const tags = await platform.app.inject({ method: "GET", url: "/api/board/Top10tags" });
    expect(tags.statusCode, tags.body).toBe(200);
    expect(platform.replicas.states()[0]).toMatchObject({ healthy: false });
    await platform.replicas.check();
    expect(platform.replicas.states()[0]).toMatchObject({ healthy: false, skipped: expect.stringMatching(/unreachable/) });
    expect(await standby(ctx.reads)).toBe(false);
  });
});
