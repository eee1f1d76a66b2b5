import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { parseExposition, valueOf } from "../../tests/support/prometheus";
import { createMetrics } from "./metrics";
import { createMetricsGatherer, shareMetricsWithFirstProcess } from "./metrics-cluster";

/** Two ends of a cluster IPC channel: the web process's `process` and the first process's Worker. */
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

describe("one scrape of several web processes", () => {
  it("answers from any web process with every process's metrics added up", async () => {
    const first = createMetrics({ enabled: true });
    const a = createMetrics({ enabled: true });
    const b = createMetrics({ enabled: true });
    const gatherer = createMetricsGatherer(first);
    const toA = channel();
    const toB = channel();
    gatherer.attach(toA.worker as never);
    gatherer.attach(toB.worker as never);
    shareMetricsWithFirstProcess(a, toA.web as never);
    shareMetricsWithFirstProcess(b, toB.web as never);

    a.httpRequest("/api/board/newBoards", "GET", 200, 0.003);
    b.httpRequest("/api/board/newBoards", "GET", 200, 0.004);
    b.httpRequest("/api/board/newBoards", "GET", 500, 0.2);
    first.jobFailed("mail.prompt");
    first.settlementRun(0.5, true);

    for (const asked of [a, b]) {
      const whole = parseExposition(await asked.exposition());
      expect(valueOf(whole, "nanumteo_http_requests_total", { route: "/api/board/newBoards", status: "200" })).toBe(2);
      expect(valueOf(whole, "nanumteo_http_requests_total", { status: "500" })).toBe(1);
      expect(valueOf(whole, "nanumteo_http_request_duration_seconds_count")).toBe(3);
      expect(valueOf(whole, "nanumteo_job_failures_total", { queue: "mail.prompt" })).toBe(1);
      expect(valueOf(whole, "nanumteo_settlement_last_run_duration_seconds")).toBe(0.5);
    }
  });

  it("leaves out a web process that is gone, and a web process cut off answers with its own", async () => {
    const first = createMetrics({ enabled: true });
    const a = createMetrics({ enabled: true });
    const b = createMetrics({ enabled: true });
    const gatherer = createMetricsGatherer(first);
    const toA = channel();
    const toB = channel();
    gatherer.attach(toA.worker as never);
    gatherer.attach(toB.worker as never);
    shareMetricsWithFirstProcess(a, toA.web as never);
    shareMetricsWithFirstProcess(b, toB.web as never);
    a.mail("sent");
    b.mail("sent");
    first.mail("failed");

    toB.web.connected = false;
    const fromA = parseExposition(await a.exposition());
    expect(valueOf(fromA, "nanumteo_mail_messages_total", { result: "sent" })).toBe(1);
    expect(valueOf(fromA, "nanumteo_mail_messages_total", { result: "failed" })).toBe(1);
    const fromB = parseExposition(await b.exposition());
    expect(valueOf(fromB, "nanumteo_mail_messages_total", { result: "sent" })).toBe(1);
    expect(valueOf(fromB, "nanumteo_mail_messages_total", { result: "failed" })).toBe(0);
  });
});
