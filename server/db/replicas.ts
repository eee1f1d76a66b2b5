// Read replicas (DATABASE_REPLICA_URLS, decision 0225): `reads` is a Database whose statements
// go to a healthy streaming replica, or to the primary when none is. Only the reads that may lag
// use it, by name (ctx.reads: lists, search, rankings, public pages); everything else keeps
// ctx.db. Every replica is measured on a timer: one that cannot be reached, is no standby any
// more (promoted), or has replayed less than the primary wrote DATABASE_REPLICA_MAX_LAG_MS ago
// is skipped until a later check finds it well. A statement a replica fails for a reason of its
// own (connection lost, server shutting down, a recovery conflict) runs again on the primary,
// so a replica that dies between two checks costs a retry, never an error.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { addSample, replicaLagMs, walPosition, type WalSample } from "../../core/replica-lag";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import * as schema from "./schema";

export interface ReplicaState {
  /** host:port/database of the replica (no credentials). */
  name: string;
  healthy: boolean;
  /** How far behind the primary it was at the last check; null when it could not be measured. */
  lagMs: number | null;
  /** Why it is skipped; null while it is used. */
  skipped: string | null;
}

export interface ReadReplicas {
  /** Reads that may lag: a healthy replica's answer, or the primary's. Refuses transactions. */
  db: Database;
  /** Whether replicas are configured at all (without them `db` is the primary's own). */
  readonly configured: boolean;
  states(): ReplicaState[];
  /** Measures every replica now; the timer does it every `checkEveryMs`. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaOptions {
  primary: DatabaseHandle;
  urls: readonly string[];
  maxLagMs: number;
  /** How often replicas are measured (default 1 s). */
  checkEveryMs?: number;
  /** Connections per replica pool (default: the primary's default). */
  poolSize?: number;
  log: (message: string, level?: "info" | "warn") => void;
}

const DEFAULT_CHECK_MS = 1_000;
/** A replica that does not answer a connection within this is as good as down. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** The primary's own database for reads: what `reads` is without replicas. */
export function primaryReads(primary: DatabaseHandle): ReadReplicas {
  return { db: primary.db, configured: false, states: () => [], check: async () => undefined, close: async () => undefined };
}

/**
 * Whether a failed statement failed because of the replica rather than the statement: no
 * SQLSTATE (the connection was refused, cut or timed out), a connection error (08), the server
 * shutting down or starting (57P01–57P03), too many connections (53300), or a recovery conflict
 * cancelling a read (40001). The same statement then runs on the primary; a statement the
 * primary would refuse too is not retried.
 */
export function isReplicaFailure(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? "";
  return code.startsWith("08") || code.startsWith("57P") || code === "53300" || code === "40001";
}

/** Whether the replica itself is unwell after such a failure (a recovery conflict is one statement's bad luck). */
const replicaIsDown = (error: unknown) => !(error instanceof pg.DatabaseError && error.code === "40001");

function nameOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "replica";
  }
}

interface Replica {
  state: ReplicaState;
  handle: DatabaseHandle;
}

export async function openReplicas(options: ReplicaOptions): Promise<ReadReplicas> {
  const { primary, maxLagMs, log } = options;
  if (options.urls.length === 0) return primaryReads(primary);
  const replicas: Replica[] = [];
  for (const url of options.urls) {
    replicas.push({
      // Skipped until the first check finds it well.
      state: { name: nameOf(url), healthy: false, lagMs: null, skipped: "not checked yet" },
      handle: await openDatabase({ url, poolSize: options.poolSize, connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS }),
    });
  }

  const setState = (replica: Replica, lagMs: number | null, skipped: string | null) => {
    const was = replica.state;
    replica.state = { name: was.name, healthy: skipped === null, lagMs, skipped };
    if (was.healthy && skipped !== null) log(`읽기 복제본 ${was.name} 을(를) 건너뜁니다 (read replica skipped: ${skipped})`, "warn");
    else if (!was.healthy && skipped === null && was.skipped !== "not checked yet")
      log(`읽기 복제본 ${was.name} 을(를) 다시 씁니다 (read replica back, ${lagMs} ms behind)`);
  };

  let turn = 0;
  const pick = (): Replica | null => {
    const healthy = replicas.filter((r) => r.state.healthy);
    if (healthy.length === 0) return null;
    turn = (turn + 1) % healthy.length;
    return healthy[turn]!;
  };

  // drizzle runs each statement through `query` of the client it is given: here, one chosen per statement.
  const route = {
    async query(config: unknown, values?: unknown) {
      const replica = pick();
      const run = (pool: pg.Pool) => (pool.query as (c: unknown, v?: unknown) => Promise<pg.QueryResult>)(config, values);
      if (!replica) return run(primary.pool);
      try {
        return await run(replica.handle.pool);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        if (replicaIsDown(error)) setState(replica, null, `failed: ${(error as Error).message}`);
        return run(primary.pool);
      }
    },
  };
  const db = drizzle(route as unknown as pg.Pool, { schema }) as unknown as Database;
  // A transaction's statements must share one connection of one server: those run on ctx.db.
  (db as { transaction: unknown }).transaction = () =>
    Promise.reject(new Error("reads cannot open a transaction: transactions run on the primary (ctx.db)"));

  let samples: WalSample[] = [];
  const checkTimeoutMs = Math.max(REPLICA_CONNECT_TIMEOUT_MS, (options.checkEveryMs ?? DEFAULT_CHECK_MS) * 2);
  const withTimeout = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${checkTimeoutMs} ms`)), checkTimeoutMs))),
    ]).finally(() => clearTimeout(timer));
  };

  const measure = async (replica: Replica) => {
    try {
      const { rows } = await withTimeout(
        replica.handle.pool.query<{ standby: boolean; replayed: string | null }>(
          "select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed",
        ),
      );
      const row = rows[0]!;
      if (!row.standby || row.replayed === null) return setState(replica, null, "not a standby");
      const lagMs = replicaLagMs(samples, walPosition(row.replayed), Date.now());
      setState(replica, lagMs, lagMs > maxLagMs ? `${lagMs} ms behind the primary (limit ${maxLagMs} ms)` : null);
    } catch (error) {
      setState(replica, null, `unreachable: ${(error as Error).message}`);
    }
  };

  let checking: Promise<void> | null = null;
  const check = () => {
    checking ??= (async () => {
      try {
        // The primary first, so a replica that replayed what it had then counts as current.
        const at = Date.now();
        const { rows } = await withTimeout(primary.pool.query<{ position: string }>("select pg_current_wal_lsn()::text as position"));
        samples = addSample(samples, { position: walPosition(rows[0]!.position), at }, maxLagMs * 2);
      } catch {
        // The primary's own trouble: replicas are measured against what was sampled before.
      }
      await Promise.all(replicas.map(measure));
    })().finally(() => {
      checking = null;
    });
    return checking;
  };

  await check();
  const timer = setInterval(() => void check(), options.checkEveryMs ?? DEFAULT_CHECK_MS);
  timer.unref();
  let closed = false;
  return {
    db,
    configured: true,
    states: () => replicas.map((r) => r.state),
    check,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((r) => r.handle.close()));
    },
  };
}
