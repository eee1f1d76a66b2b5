// What an operator watches (GET /metrics in Prometheus text; docs/operations/metrics.md,
// decision 0222). Every count the app keeps is one small explicit call on this object, made
// where the outcome is known: the HTTP front and Fastify's onResponse hook, the page cache's
// answers (ssr.ts, modules/shared-answers.ts), the job queue, the mailer, web push, the AI
// engine and the settlement. The database pool and the queue depths are read when a scraper
// asks, not kept up to date in between.
//
// Off unless METRICS_TOKEN is set: then every call is a no-op, nothing is registered and no
// statement is timed, so an installation that does not scrape pays nothing. Each platform
// keeps its own registry (tests build several in one process; prom-client's global one would
// mix them). Several processes of one app answer as one through metrics-cluster.ts.
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { FastifyInstance } from "fastify";
import type { Mailer } from "./mail";

/** Every metric name the app registers starts with this (the default process metrics too). */
export const METRIC_PREFIX = "nanumteo_";
/** The route label of a request no route matched (a 404 outside the pages): one label, whatever the URL. */
export const UNMATCHED_ROUTE = "unmatched";
/** The route label of an answer the server's front sent from the page cache, before any routing. */
export const PAGE_CACHE_ROUTE = "page-cache";

export type PageCacheResult = "hit" | "stale" | "miss";
export type MailResult = "sent" | "failed";
/** `gone`: the push service says the browser unsubscribed (the subscription is removed, not retried). */
export type PushResult = "sent" | "gone" | "failed";
export type AiEngineLabel = "model" | "offline";

/** A read replica as the metrics show it (db/replicas.ts). */
export interface WatchedReplica {
  name: string;
  healthy: boolean;
  lagMs: number | null;
}

/** Metrics as prom-client hands them from one process to another (Registry.getMetricsAsJSON). */
export type MetricsSnapshot = Awaited<ReturnType<Registry["getMetricsAsJSON"]>>;

/** What the metrics read of the database: the pool's counts and a hook on each statement. */
export interface WatchedDatabase {
  pool: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  observeQueries(observer: ((seconds: number) => void) | null): void;
}

export interface Metrics {
  readonly enabled: boolean;
  /** The content type of exposition()'s text. */
  readonly contentType: string;
  /** One answered request: `route` is the route's pattern, never the URL. */
  httpRequest(route: string, method: string, status: number, seconds: number): void;
  /** One shared answer: sent from the cache (fresh or stale) or made because none could be sent. */
  pageCache(result: PageCacheResult): void;
  /** `jobs` jobs of `queue` failed (each is retried by its queue's rules or given up). */
  jobFailed(queue: string, jobs?: number): void;
  mail(result: MailResult): void;
  push(result: PushResult): void;
  /** An AI task answered by `engine`; `fellBack`: the model failed and the offline engine answered. */
  aiCall(task: string, engine: AiEngineLabel, fellBack: boolean): void;
  /** One run of the settlement job (every due season), how long it took and whether it failed. */
  settlementRun(seconds: number, ok: boolean): void;
  /** The pool's connections at each scrape, and the time of every statement from now on. */
  watchDatabase(database: WatchedDatabase): void;
  /** The read replicas' health and lag at each scrape (DATABASE_REPLICA_URLS). */
  watchReplicas(read: () => readonly WatchedReplica[]): void;
  /** The waiting jobs of each queue at a scrape, read by `read` at most every few seconds. */
  watchQueueDepth(queues: readonly string[], read: () => Promise<Record<string, number>>): void;
  /** This process's metrics, as one process hands them to another. */
  snapshot(): Promise<MetricsSnapshot>;
  /** What GET /metrics answers: this process's metrics, or the whole app's where a source is set. */
  exposition(): Promise<string>;
  /** In a web process of several: the whole app's text, or null when it cannot be had (metrics-cluster.ts). */
  exposeThrough(source: () => Promise<string | null>): void;
}

/** Latency buckets of requests (seconds): a page from memory is well under 5 ms, a slow render seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement buckets (seconds): the app's indexed reads take about a millisecond. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** Queue depths are read at most this often, however many scrapers ask. */
export const QUEUE_DEPTH_CACHE_MS = 5_000;

const noop = () => undefined;

/** The metrics of an installation without METRICS_TOKEN: nothing kept, nothing timed. */
export const NO_METRICS: Metrics = {
  enabled: false,
  contentType: Registry.PROMETHEUS_CONTENT_TYPE,
  httpRequest: noop,
  pageCache: noop,
  jobFailed: noop,
  mail: noop,
  push: noop,
  aiCall: noop,
  settlementRun: noop,
  watchDatabase: noop,
  watchReplicas: noop,
  watchQueueDepth: noop,
  snapshot: async () => [],
  exposition: async () => "",
  exposeThrough: noop,
};

export function createMetrics(options: { enabled: boolean; now?: () => number }): Metrics {
  if (!options.enabled) return NO_METRICS;
  const now = options.now ?? Date.now;
  const registry = new Registry();
  const registers = [registry];
  const name = (short: string) => `${METRIC_PREFIX}${short}`;
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  const httpRequests = new Counter({
    name: name("http_requests_total"),
    help: "HTTP requests answered, by route pattern, method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: name("http_request_duration_seconds"),
    help: "Time from a request's arrival to its answer, by route pattern and method.",
    labelNames: ["route", "method"] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const pageCache = new Counter({
    name: name("page_cache_answers_total"),
    help: "Shared pages and answers: sent from the cache (hit), sent stale while another request renders it (stale), or made afresh (miss).",
    labelNames: ["result"] as const,
    registers,
  });
  const databases: WatchedDatabase[] = [];
  const poolGauge = (short: string, help: string, read: (pool: WatchedDatabase["pool"]) => number) =>
    new Gauge({
      name: name(short),
      help,
      registers,
      collect() {
        this.set(databases.reduce((sum, database) => sum + read(database.pool), 0));
      },
    });
  poolGauge("db_pool_connections_in_use", "Database connections checked out of the pool at the scrape.", (p) => p.totalCount - p.idleCount);
  poolGauge("db_pool_connections_idle", "Open database connections idle in the pool at the scrape.", (p) => p.idleCount);
  poolGauge("db_pool_waiting_requests", "Requests for a database connection waiting for one at the scrape.", (p) => p.waitingCount);
  const queryDuration = new Histogram({
    name: name("db_query_duration_seconds"),
    help: "Time of each statement on the pool's connections, from sending it to its result.",
    buckets: QUERY_BUCKETS,
    registers,
  });
  let replicas: () => readonly WatchedReplica[] = () => [];
  // Every process measures the same replicas: the app's figure is its worst process's view.
  new Gauge({
    name: name("db_replicas_healthy"),
    help: "Read replicas used for reads that may lag at the scrape (the others are down, promoted or too far behind).",
    aggregator: "min",
    registers,
    collect() {
      this.set(replicas().filter((r) => r.healthy).length);
    },
  });
  new Gauge({
    name: name("db_replica_lag_seconds"),
    help: "How far each read replica was behind the primary at its last check (absent while it cannot be reached).",
    labelNames: ["replica"] as const,
    aggregator: "max",
    registers,
    collect() {
      this.reset();
      for (const replica of replicas()) if (replica.lagMs !== null) this.set({ replica: replica.name }, replica.lagMs / 1000);
    },
  });
  const jobFailures = new Counter({
    name: name("job_failures_total"),
    help: "Jobs that failed, by queue (each is retried by its queue's rules, or given up after the last retry).",
    labelNames: ["queue"] as const,
    registers,
  });
  const mail = new Counter({
    name: name("mail_messages_total"),
    help: "Mail handed to the mail server (or the local mail folder) or refused, by result.",
    labelNames: ["result"] as const,
    registers,
  });
  const push = new Counter({
    name: name("push_messages_total"),
    help: "Web push messages: accepted by the push service, the subscription gone, or failed (retried).",
    labelNames: ["result"] as const,
    registers,
  });
  const aiCalls = new Counter({
    name: name("ai_calls_total"),
    help: "AI tasks answered, by task and by the engine that answered (model or offline).",
    labelNames: ["task", "engine"] as const,
    registers,
  });
  const aiFallbacks = new Counter({
    name: name("ai_fallbacks_total"),
    help: "AI tasks the configured model failed (error, timeout, unusable answer) and the offline engine answered.",
    labelNames: ["task"] as const,
    registers,
  });
  const settlementRuns = new Counter({
    name: name("settlement_runs_total"),
    help: "Runs of the curation settlement job, by result.",
    labelNames: ["result"] as const,
    registers,
  });
  // Only the process that runs the jobs sets these; "max" keeps its value when processes are added up.
  const settlementDuration = new Gauge({
    name: name("settlement_last_run_duration_seconds"),
    help: "How long the last settlement run took.",
    aggregator: "max",
    registers,
  });
  const settlementLastSuccess = new Gauge({
    name: name("settlement_last_success_timestamp_seconds"),
    help: "When the last settlement run finished without error (Unix time).",
    aggregator: "max",
    registers,
  });

  let queueDepth: { queues: readonly string[]; read: () => Promise<Record<string, number>> } | null = null;
  let depthCache: { at: number; depths: Promise<Record<string, number> | null> } | null = null;
  new Gauge({
    name: name("job_queue_depth"),
    help: "Jobs waiting in each queue (created or waiting for a retry) at the scrape, read at most every 5 seconds.",
    labelNames: ["queue"] as const,
    // Every process on one database reads the same number: the largest, not the sum, is the depth.
    aggregator: "max",
    registers,
    async collect() {
      if (!queueDepth) return;
      const at = now();
      if (!depthCache || at - depthCache.at >= QUEUE_DEPTH_CACHE_MS) {
        // A failed read (the database down) shows no depth rather than an old one.
        depthCache = { at, depths: queueDepth.read().catch(() => null) };
      }
      const depths = await depthCache.depths;
      this.reset();
      if (!depths) return;
      for (const queue of queueDepth.queues) this.set({ queue }, depths[queue] ?? 0);
    },
  });

  let source: (() => Promise<string | null>) | null = null;
  const observeQuery = (seconds: number) => queryDuration.observe(seconds);

  return {
    enabled: true,
    contentType: registry.contentType,
    httpRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe({ route, method }, seconds);
    },
    pageCache: (result) => pageCache.inc({ result }),
    jobFailed: (queue, jobs = 1) => jobFailures.inc({ queue }, jobs),
    mail: (result) => mail.inc({ result }),
    push: (result) => push.inc({ result }),
    aiCall(task, engine, fellBack) {
      aiCalls.inc({ task, engine });
      if (fellBack) aiFallbacks.inc({ task });
    },
    settlementRun(seconds, ok) {
      settlementRuns.inc({ result: ok ? "ok" : "failed" });
      settlementDuration.set(seconds);
      if (ok) settlementLastSuccess.set(now() / 1000);
    },
    watchDatabase(database) {
      databases.push(database);
      database.observeQueries(observeQuery);
    },
    watchReplicas(read) {
      replicas = read;
    },
    watchQueueDepth(queues, read) {
      queueDepth = { queues: [...queues], read };
      depthCache = null;
    },
    snapshot: () => registry.getMetricsAsJSON(),
    async exposition() {
      const whole = source ? await source() : null;
      return whole ?? registry.metrics();
    },
    exposeThrough(next) {
      source = next;
    },
  };
}

/** The whole app's text from the metrics of each of its processes: counters and histograms add up. */
export async function aggregateSnapshots(snapshots: MetricsSnapshot[]): Promise<string> {
  return AggregatorRegistry.aggregate(snapshots).metrics();
}

/**
 * Counts every request Fastify answers by its route's pattern (`/api/series/:seriesNo`, the
 * pages' `/*`), never the URL: a scraper's series stay as many as the routes. Requests no route
 * matched share one label.
 */
export function observeHttp(app: FastifyInstance, metrics: Metrics): void {
  if (!metrics.enabled) return;
  app.addHook("onResponse", (request, reply, done) => {
    metrics.httpRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** Seconds since `startedAt` (performance.now()), for what is timed outside Fastify. */
export const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** The mailer, counting what it sent and what it could not. */
export function countMail(mailer: Mailer, metrics: Metrics): Mailer {
  if (!metrics.enabled) return mailer;
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        const sent = await mailer.send(message);
        metrics.mail("sent");
        return sent;
      } catch (error) {
        metrics.mail("failed");
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

/**
 * Whether an Authorization header carries the metrics token as a bearer token. Both sides are
 * hashed first, so the comparison takes the same time whatever the guess and its length.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1];
  const digest = (value: string) => crypto.createHash("sha256").update(value).digest();
  const same = crypto.timingSafeEqual(digest(given ?? ""), digest(token));
  return same && given !== undefined;
}
