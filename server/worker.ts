// `npm run worker`: a process that only runs the job queue (document conversion, mail,
// notifications, settlement …) — no HTTP. Run as many as the work needs, beside web
// processes started with JOBS=off, on one database: DATABASE_URL, or the embedded server of a
// running `npm start` on the same DATA_DIR. Stops cleanly on SIGINT/SIGTERM (jobs in hand
// finish or return to the queue).
import { ConfigError, loadConfig } from "./config";
import { DatabaseUnavailableError } from "./db/connect";
import { createLogger } from "./lib/logger";
import { buildCore } from "./main";
import { listenForMetrics, type MetricsListener } from "./modules/metrics/worker-listener";
import { devChainEnvForWorker } from "./modules/wallet/chain/dev-chain";

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // DEV_CHAIN=on: the chain `npm start` runs for this DATA_DIR (it wrote where to find it).
  if (config.DEV_CHAIN) config = loadConfig({ ...process.env, ...devChainEnvForWorker(config) });
  if (!config.QUEUE_ENABLED) {
    console.error("QUEUE_ENABLED=false: 이 설정으로는 작업 프로세스가 할 일이 없습니다 (the queue is disabled).");
    process.exit(2);
  }
  const logger = createLogger(config.LOG_LEVEL);
  let core;
  try {
    core = await buildCore({ config, logger, role: "worker", runWorkers: true });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) {
      console.error(error.message);
      process.exit(4);
    }
    throw error;
  }
  // Its counts (mail, push, the settlement, failed jobs) are scraped from a port of its own.
  let metricsListener: MetricsListener | null = null;
  if (config.METRICS_TOKEN && config.METRICS_PORT) {
    metricsListener = await listenForMetrics({
      metrics: core.ctx.metrics,
      token: config.METRICS_TOKEN,
      port: config.METRICS_PORT,
      host: config.HOST,
    });
    logger.info({ port: metricsListener.port }, "worker metrics listening");
  }
  logger.info({ database: config.databaseKind }, "worker ready");
  console.log(`\n  나눔터 작업 프로세스가 준비되었습니다 (worker ready, database: ${config.databaseKind})\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker shutting down");
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await metricsListener?.close();
      await core.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

start().catch((error: unknown) => {
  console.error("작업 프로세스를 시작하지 못했습니다 (worker failed to start):", error);
  process.exit(1);
});
