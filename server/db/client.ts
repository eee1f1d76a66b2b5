// Opens the database: always a PostgreSQL server through a node-postgres pool — the embedded
// server the app starts under DATA_DIR by default (db/embedded-server.ts, db/connect.ts), or
// the one DATABASE_URL names. One engine for production, development, tests and CI.
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
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
  /** "embedded": the server this app started under DATA_DIR; "external": DATABASE_URL. */
  kind: "embedded" | "external";
  db: Database;
  pool: pg.Pool;
  /** The connection string (for a dedicated connection, e.g. LISTEN). */
  url: string;
  /**
   * Runs raw SQL the way node-postgres does: `$1…` parameters when values are given, several
   * statements allowed without values, an array of results for several statements.
   * pg-boss talks to the database through this.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Hears each statement's time in seconds on the pool's connections (lib/metrics.ts); null stops. */
  observeQueries(observer: QueryObserver | null): void;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  url: string;
  kind?: DatabaseHandle["kind"];
  /** Connections in the pool (default 10). */
  poolSize?: number;
  /** Runs after the pool is closed (the embedded server stops here). */
  onClose?: () => Promise<void>;
  /** How long a statement waits for a new connection before failing (default 15 s). */
  connectTimeoutMs?: number;
}

/** Distinct statements prepared per process at most; beyond it, statements run unprepared. */
const MAX_PREPARED = 4_000;
const MAX_PREPARED_TEXT = 8_000;
const preparedNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name) return name;
  if (text.length > MAX_PREPARED_TEXT || preparedNames.size >= MAX_PREPARED) return undefined;
  name = `nt_${crypto.createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;
  preparedNames.set(text, name);
  return name;
}

export type QueryObserver = (seconds: number) => void;

/**
 * Who hears the statements' times, one per pool: the pool hands its options to each connection
 * it opens, so connections opened before the metrics started are timed from then on too.
 */
interface QueryTiming {
  observer: QueryObserver | null;
}

/**
 * Every parameterised statement runs as a named prepared statement, so each connection parses
 * and plans it once instead of on every call: for the small indexed reads the app makes, parse
 * and bind cost more than execution. Statements without parameters (migrations, scripts with
 * several statements) run as they are.
 *
 * Every statement passes here, through the pool (drizzle, pg-boss) or a connection held for a
 * transaction, which makes this the one place to time them: two clock reads and a closure each,
 * only while the metrics are on. Streams (COPY for backups, cursors) are not timed.
 */
class PreparingClient extends pg.Client {
  readonly #timing: QueryTiming | undefined;

  constructor(config?: pg.ClientConfig & { queryTiming?: QueryTiming }) {
    super(config);
    this.#timing = config?.queryTiming;
  }

  override query(...args: unknown[]): never {
    const [config, values] = args;
    const observer = this.#timing?.observer;
    const stream = Boolean(config && typeof config === "object" && "submit" in config);
    let timed = false;
    const started = observer && !stream ? performance.now() : 0;
    const done = () => observer!((performance.now() - started) / 1000);
    if (observer && !stream && typeof args[args.length - 1] === "function") {
      // The pool's own query() passes a callback (pg-pool), a held connection's drizzle a promise.
      const callback = args[args.length - 1] as (error: unknown, result: unknown) => void;
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done();
        callback(error, result);
      };
      timed = true;
    }
    if (config && typeof config === "object" && !stream && !(config as pg.QueryConfig).name) {
      const query = config as pg.QueryConfig;
      const params = (values as unknown[] | undefined) ?? query.values;
      const name = Array.isArray(params) && params.length > 0 ? statementName(query.text) : undefined;
      if (name) args[0] = { ...query, name };
    } else if (typeof config === "string" && Array.isArray(values) && values.length > 0) {
      const name = statementName(config);
      if (name) args[0] = { text: config, name };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    releaseOnFailedBegin(this as unknown as { release?: unknown }, args[0], result);
    if (observer && !stream && !timed && result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(done, done);
    }
    return result as never;
  }
}

/**
 * drizzle-orm runs a transaction's BEGIN before the try/finally that gives its connection back
 * to the pool. When BEGIN fails (the server was just killed, or is starting up) that connection
 * is never released: the pool keeps one connection fewer for good, and closing the pool waits
 * for it for ever. A pooled client whose BEGIN fails is released here, as broken.
 */
export function releaseOnFailedBegin(client: { release?: unknown }, config: unknown, result: unknown): void {
  const text = typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
  if (typeof text !== "string" || !/^\s*begin\b/i.test(text)) return;
  if (!result || typeof (result as Promise<unknown>).then !== "function") return;
  (result as Promise<unknown>).catch((error: unknown) => {
    if (typeof client.release === "function")
      (client.release as (error: Error) => void)(error instanceof Error ? error : new Error(String(error)));
  });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const queryTiming: QueryTiming = { observer: null };
  const pool = new pg.Pool({
    Client: PreparingClient as unknown as typeof pg.Client,
    queryTiming,
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A burst may wait for a free connection; a request fails only when the database is really stuck.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 15_000,
    // Idle connections are cheap to keep on a local server and costly to reopen (SCRAM).
    idleTimeoutMillis: 60_000,
    // (pg-pool hands every option to the connections it opens, ours included.)
  } as pg.PoolConfig);
  // A connection lost while idle, or while checked out between two statements (the server
  // restarted), must not crash the process: the statement in flight fails, the next one
  // reconnects. pg-pool only listens on idle clients, so every client gets a listener of its own.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzle(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: options.kind ?? "external",
    db,
    pool,
    url: options.url,
    async executeSql(text, values) {
      const result = (await pool.query(text, values as unknown[] | undefined)) as pg.QueryResult | pg.QueryResult[];
      const map = (r: pg.QueryResult): SqlResult => ({ rows: r.rows, rowCount: r.rowCount ?? r.rows.length });
      return Array.isArray(result) ? result.map(map) : map(result);
    },
    async ping() {
      if (closed) throw new Error("database closed");
      await pool.query("select 1");
    },
    observeQueries(observer) {
      queryTiming.observer = observer;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // A connection that some code never gave back would make pool.end() wait for ever,
        // and the process would then exit without stopping an embedded server it owns.
        const inUse = () => pool.totalCount - pool.idleCount;
        let timer: NodeJS.Timeout | undefined;
        const drained = await Promise.race([
          pool.end().then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 5_000))),
        ]);
        clearTimeout(timer);
        if (!drained)
          console.warn(
            `데이터베이스 연결 ${inUse()}개가 반환되지 않아 기다리지 않고 닫습니다 (closing with connections still checked out)`,
          );
      } finally {
        await options.onClose?.();
      }
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
