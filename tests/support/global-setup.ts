// One PostgreSQL server for the whole API test run: DATABASE_URL's server when set, otherwise
// an embedded server (the same binaries `npm start` uses) in a temporary folder. Migrates one
// template database once; every test file then gets `CREATE DATABASE … TEMPLATE` of it
// (tests/support/platform.ts), dropped when the file ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { startEmbeddedServer } from "../../server/db/embedded-server";
import { runMigrations } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A connection string to the test server (any database on it). */
    testServerUrl: string;
    templateDatabase: string;
  }
}

export function adminUrl(url: string, database = "postgres"): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Settings of a throw-away test cluster: nothing here needs to survive a power cut. */
export const TEST_CLUSTER_SETTINGS = { fsync: "off", synchronous_commit: "off", full_page_writes: "off", max_connections: "300" };

export default async function setup(project: TestProject) {
  let serverUrl = process.env.DATABASE_URL ?? "";
  let stopServer = async () => undefined;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-test-pg-"));
    const server = await startEmbeddedServer({ dataDir: dir, settings: TEST_CLUSTER_SETTINGS });
    serverUrl = server.url;
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `nt_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const handle = await openDatabase({ url: adminUrl(serverUrl, template) });
  await runMigrations(handle);
  await handle.close();
  project.provide("testServerUrl", serverUrl);
  project.provide("templateDatabase", template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
    await stopServer();
  };
}
