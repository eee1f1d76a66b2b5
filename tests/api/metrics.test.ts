// GET /metrics through the real server (docs/operations/metrics.md, decision 0222): absent
// without METRICS_TOKEN, refused without the bearer token in the house's envelope, and with it
// Prometheus text in which the requests, the page cache, the database, the queue and a failed
// mail and job show up as they happened.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../server/db/schema";
import { PROMPT_MAIL_JOB } from "../../server/jobs/mail";
import { settlementJob } from "../../server/modules/curation/settlement-job";
import { pushJob, type PushJobData } from "../../server/modules/notifications/push";
import { makePost, makeUser } from "../support/factories";
import { signedIn } from "../support/auth";
import { createTestPlatform, openTestDatabase, type TestPlatform } from "../support/platform";
import { parseExposition, valueOf, type Exposition } from "../support/prometheus";
import { browserSubscription, startPushEndpoint } from "../support/push-endpoint";

const TOKEN = "scrape-token-for-the-metrics-test";

/** A port nothing listens on: the mail server that refuses every message. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let platform: TestPlatform;
let off: TestPlatform;
let base: string;

beforeAll(async () => {
  platform = await createTestPlatform({
    queue: true,
    env: { METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
  });
  await platform.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  off = await createTestPlatform();
});
afterAll(async () => {
  await platform?.dispose();
  await off?.dispose();
});

async function scrape(): Promise<{ text: string; exposition: Exposition }> {
  const res = await platform.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, exposition: parseExposition(res.body) };
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN, even with a bearer token", async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await off.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
    }
    expect(off.ctx.metrics.enabled).toBe(false);
  });

  it("refuses a request without the token, or with a wrong one, in the one envelope", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-some-length", `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN}-`]) {
      const res = await platform.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      const body = res.json() as { code: string; data: unknown; errorMsg: string; errorId: string };
      expect(body).toMatchObject({ code: "40100", data: null, errorId: "METRICS_TOKEN_REQUIRED" });
      expect(body.errorMsg.length).toBeGreaterThan(0);
      expect(res.body).not.toContain("nanumteo_");
    }
  });

  it("does not take a member's or an admin's session for the token", async () => {
    const db = platform.handle.db;
    for (const role of ["member", "admin"] as const) {
      const user = await makeUser(db, { role, termsAgreedAt: new Date() });
      const res = await platform.app.inject({ method: "GET", url: "/metrics", headers: (await signedIn(db, user.userNo)).headers });
      expect(res.statusCode, role).toBe(401);
    }
  });

  it("answers Prometheus text: every family declared, every name nanumteo_…, the pool and the statements", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const exposition = parseExposition(res.body);
    expect(exposition.types.size).toBeGreaterThan(20);
    for (const family of exposition.types.keys()) expect(family.startsWith("nanumteo_"), family).toBe(true);
    expect(exposition.types.get("nanumteo_http_requests_total")).toBe("counter");
    expect(exposition.types.get("nanumteo_job_queue_depth")).toBe("gauge");
    expect(exposition.types.get("nanumteo_process_resident_memory_bytes")).toBe("gauge");
    // The statements run since the platform started were timed.
    expect(valueOf(exposition, "nanumteo_db_query_duration_seconds_count")).toBeGreaterThan(0);
    expect(exposition.samples.some((s) => s.name === "nanumteo_db_pool_connections_idle")).toBe(true);
    // Every queue of the app has its depth, waiting jobs or none.
    const queues = exposition.samples.filter((s) => s.name === "nanumteo_job_queue_depth").map((s) => s.labels.queue);
    expect(queues).toEqual(expect.arrayContaining(["mail.send", "mail.prompt", "curation.settle"]));
  });

  it("counts requests by the route's pattern, never the URL, and unknown addresses under one label", async () => {
    const db = platform.handle.db;
    const post = await makePost(db, (await makeUser(db)).userNo);
    const before = (await scrape()).exposition;
    const read = await platform.app.inject({ method: "GET", url: `/api/board/contents?boardNo=${post.boardNo}` });
    expect(read.statusCode).toBe(200);
    await platform.app.inject({ method: "GET", url: "/api/series/987654321" });
    await platform.app.inject({ method: "GET", url: "/no-such-page-7f3a" });
    const { text, exposition } = await scrape();
    const delta = (labels: Record<string, string>) =>
      valueOf(exposition, "nanumteo_http_requests_total", labels) - valueOf(before, "nanumteo_http_requests_total", labels);
    expect(delta({ route: "/api/board/contents", method: "GET", status: "200" })).toBe(1);
    expect(delta({ route: "/api/series/:seriesNo", method: "GET" })).toBe(1);
    expect(delta({ route: "unmatched", method: "GET", status: "404" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_http_request_duration_seconds_count", { route: "/api/board/contents" })).toBeGreaterThan(0);
    for (const url of [`boardNo=${post.boardNo}`, "987654321", "no-such-page-7f3a"]) expect(text).not.toContain(url);
  });

  it("counts the page cache's answers, and the front's answers as requests of their own", async () => {
    const before = (await scrape()).exposition;
    let hit = false;
    for (let i = 0; i < 10 && !hit; i++) {
      const res = await fetch(`${base}/api/board/newBoards`);
      await res.arrayBuffer();
      hit = res.headers.get("x-page-cache") === "hit";
    }
    expect(hit, "an answer from the page cache").toBe(true);
    const after = (await scrape()).exposition;
    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta("nanumteo_page_cache_answers_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(delta("nanumteo_page_cache_answers_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(delta("nanumteo_http_requests_total", { route: "page-cache", method: "GET", status: "200" })).toBe(
      delta("nanumteo_page_cache_answers_total", { result: "hit" }) + delta("nanumteo_page_cache_answers_total", { result: "stale" }),
    );
    expect(delta("nanumteo_http_requests_total", { route: "/api/board/newBoards", method: "GET" })).toBeGreaterThanOrEqual(1);
  });

  it("shows a mail the mail server refused, and its job, as failures", async () => {
    await platform.queue!.send(PROMPT_MAIL_JOB, { to: "someone@example.test", subject: "s", text: "t", html: "<p>t</p>" });
    let exposition = (await scrape()).exposition;
    const deadline = Date.now() + 20_000;
    while (valueOf(exposition, "nanumteo_job_failures_total", { queue: PROMPT_MAIL_JOB }) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      exposition = (await scrape()).exposition;
    }
    expect(valueOf(exposition, "nanumteo_job_failures_total", { queue: PROMPT_MAIL_JOB })).toBe(1);
    expect(valueOf(exposition, "nanumteo_mail_messages_total", { result: "failed" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_mail_messages_total", { result: "sent" })).toBe(0);
  });
});

describe("where the jobs run", () => {
  it("counts web push sent, gone and failed, and each settlement run with its result", async () => {
    const db = platform.handle.db;
    const user = await makeUser(db);
    const pushService = await startPushEndpoint();
    try {
      const before = (await scrape()).exposition;
      const control = { fail: async () => undefined };
      for (const [id, status] of [
        ["ok", 201],
        ["dropped", 410],
        ["broken", 500],
      ] as const) {
        pushService.setStatus(id, status);
        const browser = browserSubscription(pushService.origin, id);
        const [sub] = await db
          .insert(pushSubscriptions)
          .values({ userNo: user.userNo, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth })
          .returning();
        const data: PushJobData = {
          subscriptionNo: sub!.subscriptionNo,
          notificationNo: 1,
          payload: { title: "t", body: "b", url: null, tag: "n:1" },
        };
        // The job's handler as the queue calls it, on one job (pg-boss's job carries more fields it does not read).
        const run = pushJob(platform.ctx).handler([{ id, data }] as never, control as never);
        if (status === 500) await expect(run).rejects.toThrow();
        else await run;
      }
      const settle = settlementJob(platform.ctx);
      // A run with no season due, and one for a season that does not exist (it fails).
      await settle.handler([{ id: "due", data: {} }] as never, control as never);
      await expect(settle.handler([{ id: "missing", data: { seasonId: 987_654 } }] as never, control as never)).rejects.toThrow();
      const after = (await scrape()).exposition;
      const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
      expect(delta("nanumteo_push_messages_total", { result: "sent" })).toBe(1);
      expect(delta("nanumteo_push_messages_total", { result: "gone" })).toBe(1);
      expect(delta("nanumteo_push_messages_total", { result: "failed" })).toBe(1);
      // (The queue's own every-ten-minutes run may land in between: at least ours.)
      expect(delta("nanumteo_settlement_runs_total", { result: "ok" })).toBeGreaterThanOrEqual(1);
      expect(delta("nanumteo_settlement_runs_total", { result: "failed" })).toBe(1);
      expect(valueOf(after, "nanumteo_settlement_last_success_timestamp_seconds")).toBeGreaterThan(Date.now() / 1000 - 60);
    } finally {
      await pushService.close();
    }
  });
});

describe("statement times", () => {
  it("are heard for the pool's own queries and for a transaction's connection, and no longer once stopped", async () => {
    const database = await openTestDatabase();
    try {
      const heard: number[] = [];
      database.handle.observeQueries((seconds) => heard.push(seconds));
      await database.handle.pool.query("select 1");
      expect(heard).toHaveLength(1);
      await database.handle.db.transaction(async (tx) => {
        await tx.execute(sql`select ${2}::int as two`);
      });
      // begin, the statement, commit: on the connection the transaction holds.
      expect(heard).toHaveLength(4);
      expect(heard.every((seconds) => seconds >= 0 && seconds < 5)).toBe(true);
      database.handle.observeQueries(null);
      await database.handle.pool.query("select 1");
      expect(heard).toHaveLength(4);
    } finally {
      await database.drop();
    }
  });
});
