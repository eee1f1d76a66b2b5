// Which PostgreSQL a process talks to: DATABASE_URL when set, otherwise the embedded server
// of DATA_DIR. The app (`npm start`) owns the embedded server: it starts it (or adopts one
// left running by a killed app) and stops it when it stops. A worker (`npm run worker`) and the
// app's own web processes (WEB_PROCESSES > 1) only join a running one; an admin command joins a
// running one or starts it for its own run.
import path from "node:path";
import type { AppConfig } from "../config";
import { acquireDataDirLock, DataDirLockedError } from "../lib/data-lock";
import { openDatabase, type DatabaseHandle } from "./client";
import { runningEmbeddedServer, startEmbeddedServer } from "./embedded-server";

export type ProcessRole = "app" | "web" | "worker" | "command";

export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

export interface ConnectOptions {
  role: ProcessRole;
  log: (message: string, level?: "info" | "warn") => void;
  poolSize?: number;
}

/**
 * Opens the configured database. For the app the caller holds the data folder's lock
 * (server/index.ts); closing the handle stops a server this process owns.
 */
export async function connectDatabase(config: AppConfig, options: ConnectOptions): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL, kind: "external", poolSize: options.poolSize });

  const running = runningEmbeddedServer(config.dataDir);
  if (running && options.role !== "app") {
    return openDatabase({ url: running.url, kind: "embedded", poolSize: options.poolSize });
  }
  if (options.role === "web") {
    throw new DatabaseUnavailableError(`내장 데이터베이스가 멈췄습니다 (the app's embedded database is not running: ${config.dataDir})`);
  }
  if (options.role === "worker") {
    throw new DatabaseUnavailableError(
      `실행 중인 내장 데이터베이스가 없습니다: 같은 DATA_DIR(${config.dataDir})로 npm start 를 먼저 실행하거나 DATABASE_URL 을 지정해 주세요. ` +
        `(a worker joins the app's embedded database or a DATABASE_URL server)`,
    );
  }
  // A command with no app running starts the server for its own run, holding the folder's lock
  // so an app cannot start on the same folder meanwhile.
  let lock: { release(): void } | null = null;
  if (options.role === "command") {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        throw new DatabaseUnavailableError(`${error.message}\n(그 프로세스의 데이터베이스가 준비되면 다시 실행해 주세요.)`);
      }
      throw error;
    }
  }
  try {
    const server = await startEmbeddedServer({
      dataDir: config.dataDir,
      port: config.EMBEDDED_DB_PORT,
      avoidPorts: [config.PORT],
      log: options.log,
      restartOnCrash: options.role === "app",
    });
    return await openDatabase({
      url: server.url,
      kind: "embedded",
      poolSize: options.poolSize,
      onClose: async () => {
        await server.stop();
        lock?.release();
      },
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The PGlite folder an earlier version kept its data in, imported once into the server. */
export function legacyPgliteDir(config: AppConfig): string {
  return path.join(config.dataDir, "pgdata");
}
