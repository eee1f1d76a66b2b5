// Builds the real platform (Fastify, modules, queue when asked) for an API test file, on
// its own database copied from the migrated one, and tears it all down afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import type { DestinationStream } from "pino";
import { createLogger } from "../../server/lib/logger";
import { buildPlatform, type Platform } from "../../server/main";
import { adminUrl } from "./global-setup";

export interface TestPlatformOptions {
  queue?: boolean;
  seedDemo?: boolean;
  env?: Record<string, string>;
  /** Where the server's log lines go (a test that reads what the server warned); LOG_LEVEL from env. */
  logTo?: DestinationStream;
}

export interface TestPlatform extends Platform {
  /** This test file's DATA_DIR. */
  dataDir: string;
  /** This test file's database, for processes a test starts (admin commands, a second app). */
  databaseUrl: string;
  /** Drops the per-file database (PostgreSQL) after closing. */
  dispose(): Promise<void>;
}

/** A fresh copy of the migrated template database on the test server, for one test file. */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; url: string; drop(): Promise<void> }> {
  const server = inject("testServerUrl");
  const template = inject("templateDatabase");
  const name = `nt_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl(server) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = adminUrl(server, name);
  const handle = await openDatabase({ url });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      const again = new pg.Client({ connectionString: adminUrl(server) });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const { handle, url, drop } = await openTestDatabase();
  // Files the app writes (mail folder, secret key, uploads) go to a folder of this test file.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-api-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: options.seedDemo ? "true" : "false",
    QUEUE_ENABLED: options.queue ? "true" : "false",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    PUBLIC_URL: "http://localhost:3000",
    // Every test file signs members up from 127.0.0.1 on @example.test; the throttles' own test sets 1.
    SIGN_UP_LIMIT_SCALE: "100",
    ...options.env,
  });
  const platform = await buildPlatform({ config, logger: createLogger(config.LOG_LEVEL, options.logTo), handle, ssr: false });
  await platform.app.ready();
  return {
    ...platform,
    dataDir,
    databaseUrl: url,
    async dispose() {
      await platform.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
