// `npm start` runs this (bundled into build/server-main.js): parse configuration, lock the
// data folder (one app per folder: it owns the embedded PostgreSQL server there), build the
// platform (which starts that server unless DATABASE_URL is set), listen, and shut down
// cleanly on signals: HTTP first, then the job queue, the pool and the database server.
import { ConfigError, loadConfig } from "./config";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-lock";
import { createLogger } from "./lib/logger";
import { buildPlatform } from "./main";
import { DatabaseUnavailableError } from "./db/connect";
import { EmbeddedServerError } from "./db/embedded-server";

async function start(): Promise<void> {
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

  let platform;
  try {
    platform = await buildPlatform({ config, logger });
  } catch (error) {
    if (error instanceof EmbeddedServerError || error instanceof DatabaseUnavailableError) {
      console.error(error.message);
      lock?.release();
      process.exit(4);
    }
    throw error;
  }
  try {
    await platform.app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    console.error(inUse ? `포트 ${config.PORT} 를 다른 프로그램이 쓰고 있습니다. PORT 로 다른 포트를 지정해 주세요. (port in use)` : error);
    await platform.close();
    lock?.release();
    process.exit(inUse ? 5 : 1);
  }
  const address = platform.app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ ms: Date.now() - started, database: config.databaseKind }, "ready");
  console.log(
    `\n  나눔터가 준비되었습니다: ${url}\n  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, database: ${config.databaseKind})\n`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // The database server's own shutdown (a checkpoint) may take several seconds on a busy folder.
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await platform.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

start().catch((error: unknown) => {
  console.error("시작하지 못했습니다 (failed to start):", error);
  process.exit(1);
});
