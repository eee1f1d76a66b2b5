// `npm start` runs this (bundled into build/server-main.js): parse configuration, lock the
// data folder (one app per folder: it owns the embedded PostgreSQL server there), build the
// platform (which starts that server unless DATABASE_URL is set), listen, and shut down
// cleanly on signals: HTTP first, then the job queue, the pool and the database server.
//
// With WEB_PROCESSES above 1 (by default one per CPU core) this first process keeps the
// database server, the jobs and the rate-limit counters, and web processes forked from it
// (node:cluster, this same file) share the port and serve every request (web-processes.ts,
// docs/decisions/0174).
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-lock";
import { createLogger, type Logger } from "./lib/logger";
import { buildCore, buildPlatform } from "./main";
import { DatabaseUnavailableError } from "./db/connect";
import { EmbeddedServerError } from "./db/embedded-server";
import { probeModel } from "./modules/ai/model/probe";
import { vapidKeys } from "./modules/notifications/push";
import { startDevChain, type DevChain } from "./modules/wallet/chain/dev-chain";
import { runWebProcess, startWebProcesses, webProcessCount } from "./web-processes";

async function start(): Promise<void> {
  if (cluster.isWorker) return runWebProcess();
  const started = Date.now();
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
  const logger = createLogger(config.LOG_LEVEL);

  let lock: { release(): void } | null = null;
  if (config.databaseKind === "embedded") {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(3);
      }
      throw error;
    }
  }

  // DEV_CHAIN=on: a local chain with the contracts and demo NFTs; the configuration is read
  // again with its address, contracts and payout signer.
  let devChain: DevChain | null = null;
  if (config.DEV_CHAIN) {
    try {
      devChain = await startDevChain(config, logger);
      config = loadConfig({ ...process.env, ...devChain.env });
    } catch (error) {
      console.error("개발용 체인을 시작하지 못했습니다 (DEV_CHAIN failed to start):", error instanceof Error ? error.message : error);
      lock?.release();
      process.exit(6);
    }
  }

  const processes = webProcessCount(config);
  let serving: { port: number; close(): Promise<void> };
  try {
    serving = processes > 1 ? await serveFromWebProcesses(config, logger, processes, devChain) : await serveHere(config, logger);
  } catch (error) {
    await devChain?.stop();
    lock?.release();
    if (error instanceof EmbeddedServerError || error instanceof DatabaseUnavailableError) {
      console.error(error.message);
      process.exit(4);
    }
    if (error instanceof PortInUseError) {
      console.error(`포트 ${config.PORT} 를 다른 프로그램이 쓰고 있습니다. PORT 로 다른 포트를 지정해 주세요. (port in use)`);
      process.exit(5);
    }
    console.error(error);
    process.exit(1);
  }
  const url = config.PUBLIC_URL ?? `http://localhost:${serving.port}`;
  logger.info({ ms: Date.now() - started, database: config.databaseKind, webProcesses: processes }, "ready");
  // Federation is off unless other servers can reach the site; the log says which and why.
  logger.info(
    { federation: config.federation.enabled, reason: config.federation.reason },
    `federation ${config.federation.enabled ? "on" : "off"}`,
  );
  const ai = config.AI_BASE_URL ? `model ${config.AI_MODEL}` : "offline";
  const chain = devChain && config.KAIA_RPC_URL ? `, chain: dev ${config.KAIA_RPC_URL}` : "";
  const web = processes > 1 ? `, web processes: ${processes}` : "";
  console.log(
    `\n  나눔터가 준비되었습니다: ${url}\n  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, database: ${config.databaseKind}, AI: ${ai}${chain}${web})\n`,
  );
  void probeModel(config, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // The database server's own shutdown (a checkpoint) may take several seconds on a busy folder.
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await serving.close();
      // After the app: anvil writes its state file on the way out.
      await devChain?.stop();
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

class PortInUseError extends Error {}

/** One process: the platform listens here. */
async function serveHere(config: AppConfig, logger: Logger): Promise<{ port: number; close(): Promise<void> }> {
  const platform = await buildPlatform({ config, logger });
  try {
    await platform.app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await platform.close();
    throw (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? new PortInUseError() : error;
  }
  const address = platform.app.server.address();
  return { port: typeof address === "object" && address ? address.port : config.PORT, close: () => platform.close() };
}

/**
 * Several processes: this one prepares the database, runs the jobs and keeps the rate-limit
 * counters; the web processes it starts serve the port. Stopping stops them first.
 */
async function serveFromWebProcesses(
  config: AppConfig,
  logger: Logger,
  count: number,
  devChain: DevChain | null,
): Promise<{ port: number; close(): Promise<void> }> {
  const core = await buildCore({ config, logger, role: "app" });
  try {
    // Files every process reads and the first start writes are written once, before the forks.
    vapidKeys(core.ctx);
    const web = await startWebProcesses({
      count,
      exec: fileURLToPath(import.meta.url),
      config,
      logger,
      limiter: core.ctx.limiter,
      metrics: core.ctx.metrics,
      env: devChain?.env ?? {},
    });
    return {
      port: web.port,
      async close() {
        await web.stop();
        await core.close();
      },
    };
  } catch (error) {
    await core.close();
    throw (error as { code?: string }).code === "EADDRINUSE" ? new PortInUseError() : error;
  }
}

start().catch((error: unknown) => {
  console.error("시작하지 못했습니다 (failed to start):", error);
  process.exit(1);
});
