// Databases for the benchmarks, on the engine the app runs: PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../server/config";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { connectDatabase } from "../server/db/connect";
import { startEmbeddedServer } from "../server/db/embedded-server";

export interface BenchDatabase {
  handle: DatabaseHandle;
  url: string;
  /** "embedded": a server of the bench's own in a temporary folder; "external": DATABASE_URL's server. */
  kind: "embedded" | "external";
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh database for a bench that works on the database directly: created on DATABASE_URL's
 * server when set (and dropped at the end), otherwise on an embedded server the bench starts
 * in a temporary folder — the same PostgreSQL `npm start` runs, with its durable settings.
 */
export async function openBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `bench_${label}_${process.pid}`;
  const external = process.env.DATABASE_URL;
  let serverUrl: string;
  let stop = async () => undefined;
  if (external) {
    serverUrl = external;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nt-bench-${label}-`));
    const server = await startEmbeddedServer({ dataDir: dir });
    serverUrl = server.url;
    stop = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ url, kind: external ? "external" : "embedded" });
  return {
    handle,
    url,
    kind: external ? "external" : "embedded",
    async close() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      await stop();
    },
  };
}

/**
 * The database of an app the bench started with `startApp` on `dataDir`: its embedded server
 * (joined while the app runs, started for the bench's own use while it is stopped).
 */
export function openAppDatabase(dataDir: string): Promise<DatabaseHandle> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  return connectDatabase(config, { role: "command", log: () => undefined });
}
