// `npm start` runs this (bundled into build/server-main.js): parse configuration, lock the
// embedded data folder, build the platform, listen, and shut down cleanly on signals.
import { ConfigError, loadConfig } from "./config";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-lock";
import { createLogger } from "./lib/logger";
import { buildPlatform } from "./main";

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
  if (config.databaseKind === "pglite") {
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

  const platform = await buildPlatform({ config, logger });
  await platform.app.listen({ port: config.PORT, host: config.HOST });
  const address = platform.app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ ms: Date.now() - started, database: config.databaseKind }, "ready");
  console.log(`\n  나눔터가 준비되었습니다: ${url}\n  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s, database: ${config.databaseKind})\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
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
