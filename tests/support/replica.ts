// A real streaming replica of an embedded PostgreSQL server, for tests and benches of the read
// replicas (decision 0225). The embedded binaries ship without pg_basebackup, so the base backup
// is taken the way PostgreSQL documents for its low-level API: pg_backup_start, a copy of the
// cluster folder, pg_backup_stop's backup_label in the copy. Like `pg_basebackup -R -S` it then
// writes standby.signal and primary_conninfo (a replication role) with a physical slot, and the
// copy starts as a hot standby on a port of its own, streaming from the primary.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedServer, type EmbeddedServer } from "../../server/db/embedded-server";

export interface TestReplica {
  /** The app's database on the replica (the primary's superuser, read-only here). */
  url: string;
  port: number;
  /** Stops the replica (a fast shutdown); the folder stays until remove(). */
  stop(): Promise<void>;
  /** Stops replaying what it receives (pg_wal_replay_pause): it falls behind while the primary writes. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until it has replayed everything the primary had written when called. */
  catchUp(timeoutMs?: number): Promise<void>;
  /** Stops it, drops its slot on the primary (when the primary still runs) and removes its folder. */
  remove(): Promise<void>;
}

export interface PrimaryServer {
  server: EmbeddedServer;
  /** The primary's DATA_DIR (its postgres.secret is the replica's too). */
  dataDir: string;
}

/** Folders the standby makes itself, copied empty (the contents of these are not part of a backup). */
const EMPTY_IN_BACKUP = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
/** Files of the running primary that a copy must not carry. */
const NOT_COPIED = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map", "standby.signal"]);

/** Copies a live cluster; a file that disappears while it is copied (a temporary one) is skipped. */
function copyCluster(from: string, to: string, top = true): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (top && NOT_COPIED.has(entry.name)) continue;
    try {
      if (entry.isDirectory()) {
        if (top && EMPTY_IN_BACKUP.has(entry.name)) fs.mkdirSync(target, { mode: 0o700 });
        else copyCluster(source, target, false);
      } else if (entry.isFile()) fs.copyFileSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(target, uid, gid);
    else fs.chownSync(target, uid, gid);
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes a replica of `primary` and starts it. `settings` as the primary's (a standby needs at
 * least the primary's max_connections).
 */
export async function startReplica(primary: PrimaryServer, settings: Record<string, string> = {}): Promise<TestReplica> {
  const suffix = crypto.randomBytes(4).toString("hex");
  const slot = `nt_replica_${suffix}`;
  const role = "nt_replicator";
  const password = crypto.randomBytes(18).toString("base64url");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-replica-"));
  const clusterDir = path.join(dataDir, "postgres");

  await withClient(primary.server.url, async (client) => {
    const exists = await client.query("select 1 from pg_roles where rolname = $1", [role]);
    await client.query(`${exists.rowCount ? "alter" : "create"} role ${role} with replication login password '${password}'`);
    // Reserved now, so the primary keeps every WAL segment from the backup's start until the replica has it.
    await client.query("select pg_create_physical_replication_slot($1, true)", [slot]);
  });

  const backup = new pg.Client({ connectionString: primary.server.url });
  await backup.connect();
  try {
    await backup.query("select pg_backup_start($1, true)", [slot]);
    try {
      copyCluster(primary.server.clusterDir, clusterDir);
    } finally {
      const { rows } = await backup.query<{ labelfile: string; spcmapfile: string | null }>(
        "select labelfile, spcmapfile from pg_backup_stop(false)",
      );
      fs.writeFileSync(path.join(clusterDir, "backup_label"), rows[0]!.labelfile);
      if (rows[0]!.spcmapfile) fs.writeFileSync(path.join(clusterDir, "tablespace_map"), rows[0]!.spcmapfile);
    }
  } finally {
    await backup.end();
  }
  fs.mkdirSync(path.join(clusterDir, "pg_wal", "archive_status"), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(clusterDir, "standby.signal"), "");
  fs.appendFileSync(
    path.join(clusterDir, "postgresql.auto.conf"),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.server.port} user=${role} password=${password} application_name=${slot}'\n` +
      `primary_slot_name = '${slot}'\n`,
  );
  // The copy belongs to whoever owns the primary's cluster (the `postgres` user when run as root).
  const owner = fs.statSync(primary.server.clusterDir);
  if (typeof process.getuid === "function" && process.getuid() === 0) chownTree(clusterDir, owner.uid, owner.gid);
  // The superuser and its password came along with the copy.
  fs.copyFileSync(path.join(primary.dataDir, "postgres.secret"), path.join(dataDir, "postgres.secret"));

  let server: EmbeddedServer;
  try {
    server = await startEmbeddedServer({ dataDir, settings });
  } catch (error) {
    await withClient(primary.server.url, (client) => client.query("select pg_drop_replication_slot($1)", [slot])).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const replayed = () =>
    withClient(
      server.url,
      async (client) => (await client.query<{ lsn: string }>("select pg_last_wal_replay_lsn()::text as lsn")).rows[0]!.lsn,
    );
  const primaryPosition = () =>
    withClient(
      primary.server.url,
      async (client) => (await client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")).rows[0]!.lsn,
    );

  return {
    url: server.url,
    port: server.port,
    stop: () => server.stop(),
    pauseReplay: () => withClient(server.url, (client) => client.query("select pg_wal_replay_pause()")).then(() => undefined),
    resumeReplay: () => withClient(server.url, (client) => client.query("select pg_wal_replay_resume()")).then(() => undefined),
    async catchUp(timeoutMs = 20_000) {
      const target = await primaryPosition();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const at = await replayed();
        const behind = await withClient(server.url, async (client) =>
          Boolean((await client.query<{ behind: boolean }>("select $1::pg_lsn > $2::pg_lsn as behind", [target, at])).rows[0]!.behind),
        );
        if (!behind) return;
        if (Date.now() > deadline) throw new Error(`replica at ${at}, primary at ${target} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async remove() {
      await server.stop();
      await withClient(primary.server.url, (client) => client.query("select pg_drop_replication_slot($1)", [slot])).catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
