// Migrates once per run, then every test file starts from a copy of that database:
// a PGlite data-dir dump by default, or a template database on a PostgreSQL server when
// DATABASE_URL is set (CI runs the suite both ways).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
    templateDatabase: string;
  }
}

export function adminUrl(url: string, database = "postgres"): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `nt_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const handle = await openDatabase({ databaseUrl: adminUrl(databaseUrl, template) });
    await runMigrations(handle);
    await handle.close();
    project.provide("templateDatabase", template);
    project.provide("pgliteDump", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nt-test-")), "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  project.provide("templateDatabase", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
