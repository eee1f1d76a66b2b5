// Opens the database: embedded PGlite in the data folder by default, a PostgreSQL server
// when DATABASE_URL is set. Both are wrapped in the same drizzle type so no caller cares.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; same query API as Database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount: number;
}

export interface DatabaseHandle {
  kind: "pglite" | "pg";
  db: Database;
  /**
   * Runs raw SQL the way node-postgres does: `$1…` parameters when values are given, several
   * statements allowed without values, an array of results for several statements.
   * pg-boss talks to the database through this.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the instance, for data-dir dumps in tests. */
  pglite?: PGlite;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; ignored with databaseUrl. Undefined = in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests start each file from a migrated copy). */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPg(options.databaseUrl);
  return openPglite(options.pgliteDir, options.loadDataDir);
}

async function openPglite(dir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const toResult = (r: { rows: unknown[]; affectedRows?: number }): SqlResult => ({
    rows: r.rows as Record<string, unknown>[],
    rowCount: r.affectedRows ?? r.rows.length,
  });
  return {
    kind: "pglite",
    db,
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) return toResult(await client.query(text, values));
      const results = await client.exec(text);
      if (results.length === 1) return toResult(results[0]!);
      return results.map(toResult);
    },
    async ping() {
      if (client.closed) throw new Error("database closed");
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPg(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: "pg",
    db,
    async executeSql(text, values) {
      const result = (await pool.query(text, values as unknown[] | undefined)) as
        | pg.QueryResult
        | pg.QueryResult[];
      const map = (r: pg.QueryResult): SqlResult => ({ rows: r.rows, rowCount: r.rowCount ?? r.rows.length });
      return Array.isArray(result) ? result.map(map) : map(result);
    },
    async ping() {
      if (closed) throw new Error("database closed");
      await pool.query("select 1");
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Turns `$1`-style SQL text into a drizzle SQL object so raw statements (pg-boss inside an
 * outbox transaction) can run on a drizzle transaction handle.
 */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) continue;
    chunks.push(sql.raw(text.slice(last, match.index)));
    // node-postgres sends undefined as NULL; drizzle would drop it, so make it explicit.
    chunks.push(sql`${values[index] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(""));
}
