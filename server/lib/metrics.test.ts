import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { familyOf, parseExposition, valueOf } from "../../tests/support/prometheus";
import type { Mailer } from "./mail";
import {
  aggregateSnapshots,
  bearerMatches,
  countMail,
  createMetrics,
  METRIC_PREFIX,
  NO_METRICS,
  QUEUE_DEPTH_CACHE_MS,
  type WatchedDatabase,
} from "./metrics";

const ROOT = path.resolve(import.meta.dirname, "../..");

function fakeDatabase(pool: WatchedDatabase["pool"]) {
  let observer: ((seconds: number) => void) | null = null;
  const database: WatchedDatabase = { pool, observeQueries: (next) => (observer = next) };
  return { database, statement: (seconds: number) => observer?.(seconds), watched: () => observer !== null };
}

function fakeMailer(fails: boolean): Mailer {
  return {
    kind: "file",
    send: async () => {
      if (fails) throw new Error("connection refused");
      return { messageId: "<m@x>" };
    },
    close: () => undefined,
  };
}

describe("metrics off (no METRICS_TOKEN)", () => {
  it("keeps nothing, times nothing and leaves the mailer as it is", async () => {
    const metrics = createMetrics({ enabled: false });
    expect(metrics).toBe(NO_METRICS);
    const { database, watched } = fakeDatabase({ totalCount: 3, idleCount: 1, waitingCount: 0 });
    metrics.watchDatabase(database);
    expect(watched()).toBe(false);
    const mailer = fakeMailer(false);
    expect(countMail(mailer, metrics)).toBe(mailer);
    metrics.httpRequest("/api/x", "GET", 200, 0.01);
    expect(await metrics.exposition()).toBe("");
  });
});

describe("metrics on", () => {
  it("answers Prometheus text in which every family is declared and named nanumteo_…", async () => {
    const metrics = createMetrics({ enabled: true });
    metrics.httpRequest("/api/series/:seriesNo", "GET", 404, 0.004);
    metrics.httpRequest("/api/series/:seriesNo", "GET", 200, 0.02);
    metrics.pageCache("hit");
    metrics.pageCache("stale");
    metrics.pageCache("miss");
    metrics.jobFailed("mail.send");
    metrics.jobFailed("documents.convert", 3);
    metrics.push("gone");
    metrics.aiCall("title", "offline", true);
    metrics.aiCall("title", "model", false);
    metrics.settlementRun(1.5, true);
    const exposition = parseExposition(await metrics.exposition());
    for (const family of exposition.types.keys()) expect(family.startsWith(METRIC_PREFIX), family).toBe(true);
    expect(exposition.types.get("nanumteo_http_requests_total")).toBe("counter");
    expect(exposition.types.get("nanumteo_http_request_duration_seconds")).toBe("histogram");
    expect(exposition.types.get("nanumteo_db_query_duration_seconds")).toBe("histogram");
    // The default process metrics, prefixed like the rest.
    expect(exposition.types.get("nanumteo_process_cpu_user_seconds_total")).toBe("counter");
    expect(exposition.types.get("nanumteo_nodejs_eventloop_lag_p99_seconds")).toBe("gauge");
    expect(valueOf(exposition, "nanumteo_http_requests_total", { route: "/api/series/:seriesNo", status: "404" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_http_request_duration_seconds_count", { route: "/api/series/:seriesNo" })).toBe(2);
    expect(valueOf(exposition, "nanumteo_http_request_duration_seconds_bucket", { route: "/api/series/:seriesNo", le: "0.005" })).toBe(1);
    for (const result of ["hit", "stale", "miss"]) expect(valueOf(exposition, "nanumteo_page_cache_answers_total", { result })).toBe(1);
    expect(valueOf(exposition, "nanumteo_job_failures_total", { queue: "documents.convert" })).toBe(3);
    expect(valueOf(exposition, "nanumteo_push_messages_total", { result: "gone" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_calls_total", { task: "title", engine: "offline" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_ai_fallbacks_total", { task: "title" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_settlement_runs_total", { result: "ok" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_settlement_last_run_duration_seconds")).toBe(1.5);
  });

  it("reads the pool at the scrape and times each statement once watched", async () => {
    const metrics = createMetrics({ enabled: true });
    const pool = { totalCount: 7, idleCount: 2, waitingCount: 4 };
    const { database, statement, watched } = fakeDatabase(pool);
    metrics.watchDatabase(database);
    expect(watched()).toBe(true);
    statement(0.0008);
    statement(0.3);
    let exposition = parseExposition(await metrics.exposition());
    expect(valueOf(exposition, "nanumteo_db_pool_connections_in_use")).toBe(5);
    expect(valueOf(exposition, "nanumteo_db_pool_connections_idle")).toBe(2);
    expect(valueOf(exposition, "nanumteo_db_pool_waiting_requests")).toBe(4);
    expect(valueOf(exposition, "nanumteo_db_query_duration_seconds_count")).toBe(2);
    expect(valueOf(exposition, "nanumteo_db_query_duration_seconds_bucket", { le: "0.001" })).toBe(1);
    pool.waitingCount = 0;
    exposition = parseExposition(await metrics.exposition());
    expect(valueOf(exposition, "nanumteo_db_pool_waiting_requests")).toBe(0);
  });

  it("reads the queue depths at most every few seconds, with every queue, and none when the read fails", async () => {
    let now = 1_000_000;
    const metrics = createMetrics({ enabled: true, now: () => now });
    let reads = 0;
    let answer: Record<string, number> | Error = { "mail.send": 4 };
    metrics.watchQueueDepth(["mail.send", "documents.convert"], async () => {
      reads += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const depth = async (queue: string) => {
      const exposition = parseExposition(await metrics.exposition());
      return exposition.samples.find((s) => s.name === "nanumteo_job_queue_depth" && s.labels.queue === queue)?.value;
    };
    expect(await depth("mail.send")).toBe(4);
    expect(await depth("documents.convert")).toBe(0);
    answer = { "mail.send": 9 };
    now += QUEUE_DEPTH_CACHE_MS - 1;
    expect(await depth("mail.send")).toBe(4);
    expect(reads).toBe(1);
    now += 1;
    expect(await depth("mail.send")).toBe(9);
    expect(reads).toBe(2);
    answer = new Error("database down");
    now += QUEUE_DEPTH_CACHE_MS;
    expect(await depth("mail.send")).toBeUndefined();
  });

  it("counts the mail sent and the mail refused, and passes the refusal on", async () => {
    const metrics = createMetrics({ enabled: true });
    await countMail(fakeMailer(false), metrics).send({ to: "a@example.test", subject: "s", text: "t", html: "h" });
    await expect(countMail(fakeMailer(true), metrics).send({ to: "a@example.test", subject: "s", text: "t", html: "h" })).rejects.toThrow(
      "connection refused",
    );
    const exposition = parseExposition(await metrics.exposition());
    expect(valueOf(exposition, "nanumteo_mail_messages_total", { result: "sent" })).toBe(1);
    expect(valueOf(exposition, "nanumteo_mail_messages_total", { result: "failed" })).toBe(1);
  });

  it("adds up the processes of one app: counters and histograms summed, the settlement's gauges not", async () => {
    const first = createMetrics({ enabled: true });
    const web = createMetrics({ enabled: true });
    first.settlementRun(2, true);
    first.mail("sent");
    web.mail("sent");
    web.httpRequest("/*", "GET", 200, 0.01);
    first.httpRequest("/*", "GET", 200, 0.01);
    const exposition = parseExposition(await aggregateSnapshots([await first.snapshot(), await web.snapshot()]));
    expect(valueOf(exposition, "nanumteo_mail_messages_total", { result: "sent" })).toBe(2);
    expect(valueOf(exposition, "nanumteo_http_request_duration_seconds_count", { route: "/*" })).toBe(2);
    expect(valueOf(exposition, "nanumteo_settlement_last_run_duration_seconds")).toBe(2);
  });
});

describe("the bearer token", () => {
  const token = "a-long-enough-scrape-token";
  it.each([
    [`Bearer ${token}`, true],
    [`bearer ${token}`, true],
    [`Bearer ${token}x`, false],
    [`Bearer ${token.slice(0, -1)}`, false],
    [token, false],
    [`Basic ${Buffer.from(`x:${token}`).toString("base64")}`, false],
    ["Bearer ", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(bearerMatches(header, token)).toBe(expected);
  });
});

describe("the operators' dashboard (docs/operations/grafana-dashboard.json)", () => {
  it("is a Grafana dashboard whose every query names only metrics the app registers", async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(ROOT, "docs/operations/grafana-dashboard.json"), "utf8")) as {
      title: string;
      panels: { title: string; type: string; targets?: { expr: string }[] }[];
    };
    expect(dashboard.title).toBeTruthy();
    const metrics = createMetrics({ enabled: true });
    metrics.watchQueueDepth(["mail.send"], async () => ({}));
    const types = new Map((await metrics.snapshot()).map((m) => [m.name, String(m.type)]));
    const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
    expect(queries.length).toBeGreaterThan(10);
    const unknown: string[] = [];
    for (const { panel, expr } of queries) {
      const names = expr.match(/\bnanumteo_[a-z0-9_]+/g) ?? [];
      expect(names.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) if (!familyOf(name, types)) unknown.push(`${panel}: ${name}`);
    }
    expect(unknown).toEqual([]);
  });
});
