// The web processes of one `npm start` (WEB_PROCESSES > 1, docs/decisions/0174). Node runs
// JavaScript on one core per process; a server on N cores serves with N processes sharing the
// port through node:cluster (the first process accepts and hands connections round). The first
// process owns the embedded database server, runs the jobs and keeps the rate-limit counters
// (lib/shared-rate-limit.ts); each web process builds the platform on the same database without
// preparing it again and without running jobs. Cached pages stay right across processes through
// the invalidation bus (PostgreSQL LISTEN/NOTIFY, or Redis with REDIS_URL). A web process that
// dies is replaced; one whose first process is gone stops.
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { loadConfig, type AppConfig } from "./config";
import { createLogger, type Logger } from "./lib/logger";
import type { Metrics } from "./lib/metrics";
import { createMetricsGatherer, shareMetricsWithFirstProcess } from "./lib/metrics-cluster";
import type { RateLimiter } from "./lib/rate-limit";
import { answerRateLimitQuestions, createSharedRateLimiter } from "./lib/shared-rate-limit";
import { buildPlatform } from "./main";

/** At most this many with WEB_PROCESSES=auto: past it the database, not the web, is the limit. */
const AUTO_MAX = 8;
/** A replacement for a web process that died starts after this pause. */
const RESTART_DELAY_MS = 1_000;
/** Web processes finishing their requests on the way out; past it they are killed. */
const STOP_GRACE_MS = 20_000;

const FAILED = "nt-web-failed";

interface FailedMessage {
  kind: typeof FAILED;
  code: string | null;
  message: string;
}

export function webProcessCount(config: Pick<AppConfig, "WEB_PROCESSES">): number {
  if (config.WEB_PROCESSES === "auto") return Math.max(1, Math.min(os.availableParallelism(), AUTO_MAX));
  return config.WEB_PROCESSES;
}

/**
 * The database pool of each web process. A member's state call asks for its parts side by side
 * (five or six statements at once), so a pool of 10 made requests queue for connections while
 * the database server idled. The processes together stay well under the server's 100
 * connections, beside the first process's pool and the job queue's.
 */
export function webPoolSize(processes: number): number {
  return Math.max(5, Math.min(20, Math.floor(60 / Math.max(1, processes))));
}

export interface WebProcesses {
  port: number;
  stop(): Promise<void>;
}

/** In the first process: starts `count` web processes running `exec` and waits until all listen. */
export async function startWebProcesses(options: {
  count: number;
  exec: string;
  config: AppConfig;
  logger: Logger;
  limiter: RateLimiter;
  /** This process's metrics: a scrape of any web process adds them to every web process's (metrics-cluster.ts). */
  metrics: Metrics;
  /** Extra environment for the web processes (the dev chain's address and contracts). */
  env: Record<string, string>;
}): Promise<WebProcesses> {
  const { count, exec, logger, limiter, env } = options;
  const gatherer = options.metrics.enabled ? createMetricsGatherer(options.metrics) : null;
  cluster.setupPrimary({ exec, args: [], silent: false });
  let stopping = false;
  const workers = new Set<Worker>();

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    workers.add(worker);
    answerRateLimitQuestions(worker, limiter);
    gatherer?.attach(worker);
    worker.once("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      logger.error({ pid: worker.process.pid, code, signal }, "web process exited; starting another");
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_DELAY_MS).unref();
    });
    return worker;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.process.kill("SIGKILL"), STOP_GRACE_MS);
            worker.once("exit", () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill("SIGTERM");
          }),
      ),
    );
  };

  // Every web process listening, or the first one failing to start: its reason is the start's.
  const started = Array.from({ length: count }, () => {
    const worker = fork();
    return new Promise<number>((resolve, reject) => {
      let failure: FailedMessage | null = null;
      worker.on("message", (message: unknown) => {
        if ((message as { kind?: unknown } | null)?.kind === FAILED) failure = message as FailedMessage;
      });
      worker.once("listening", (address) => resolve(address.port));
      worker.once("exit", (code) => {
        const error = Object.assign(new Error(failure?.message ?? `web process exited with ${code} while starting`), {
          code: failure?.code ?? undefined,
        });
        reject(error);
      });
    });
  });
  try {
    const ports = await Promise.all(started);
    return { port: ports[0]!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** In a web process: build the platform on the running database and serve the shared port. */
export async function runWebProcess(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // With Redis every process counts there; without, the first process keeps the counters.
  const limiter = config.REDIS_URL ? undefined : createSharedRateLimiter();
  let platform;
  try {
    platform = await buildPlatform({
      config,
      logger,
      role: "web",
      runWorkers: false,
      prepare: false,
      limiter,
      poolSize: webPoolSize(webProcessCount(config)),
    });
    // Before listening: a scrape this process answers shows every process of the app.
    if (platform.ctx.metrics.enabled) shareMetricsWithFirstProcess(platform.ctx.metrics);
    await platform.app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const failure: FailedMessage = {
      kind: FAILED,
      code: (error as NodeJS.ErrnoException).code ?? null,
      message: error instanceof Error ? error.message : String(error),
    };
    process.send?.(failure, () => process.exit(1));
    setTimeout(() => process.exit(1), 1_000).unref();
    return;
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    try {
      await platform.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void stop());
  // Ctrl-C reaches every process of the terminal: the first process stops the web processes itself.
  process.on("SIGINT", () => undefined);
  // The first process is gone (killed): nobody runs the jobs or counts the limits any more.
  process.on("disconnect", () => void stop());
}
