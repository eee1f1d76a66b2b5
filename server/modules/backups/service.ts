// Operators' backups (docs/product/backups.md, decision 0204): every archive written — by
// `npm run admin -- backup` or on the BACKUP_EVERY schedule — is recorded in operator_backups
// (running, then done or failed), so /admin lists them from any web process; the schedule keeps
// the newest BACKUP_KEEP scheduled archives of BACKUP_DIR and removes older ones. With
// BACKUP_S3_BUCKET (decision 0230) an archive is written in BACKUP_DIR, put into that bucket and
// removed here: its location is then s3://bucket/name, which `restore` reads back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, inArray } from "drizzle-orm";
import type pg from "pg";
import type { AppConfig } from "../../config";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { operatorBackups } from "../../db/schema";
import { openFileStore } from "../../lib/storage";
import { createS3FileStore } from "../../lib/storage-s3";
import type { JobDefinition } from "../../jobs/queue";
import { writeBackup, type BackupManifest } from "./archive";
import type { BackupOverview, BackupStatus, BackupSummary } from "./types";

export const BACKUP_JOB = "operations.backup";
/** A failed scheduled backup is tried again after this long (not a whole BACKUP_EVERY later). */
const RETRY_AFTER_FAILURE_MS = 3_600_000;

/** "nanumteo-20261202-183000Z.tar.gz": sorts by time, says it is UTC. */
export function backupFileName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "Z");
  return `nanumteo-${stamp}.tar.gz`;
}

/** BACKUP_EVERY's milliseconds as an operator wrote them: 30m, 12h, 1d. */
export function everyText(ms: number): string {
  if (ms % 86_400_000 === 0) return `${ms / 86_400_000}d`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  return `${Math.round(ms / 60_000)}m`;
}

/** The name, or with -2, -3… when two backups start in the same second. */
function freeName(dir: string, name: string): string {
  let candidate = path.join(dir, name);
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = path.join(dir, name.replace(/\.tar\.gz$/, `-${n}.tar.gz`));
  return candidate;
}

/** An archive's location in a bucket: s3://bucket/name. */
export const bucketLocation = (bucket: string, name: string): string => `s3://${bucket}/${name}`;

/** The bucket and key of an s3:// location, or null for a path on this machine. */
export function parseBucketLocation(location: string): { bucket: string; key: string } | null {
  const found = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  return found ? { bucket: found[1]!, key: found[2]! } : null;
}

/** The name in the bucket, with -2, -3… when two backups start in the same second. */
async function freeKey(exists: (key: string) => Promise<boolean>, name: string): Promise<string> {
  let candidate = name;
  for (let n = 2; await exists(candidate); n += 1) candidate = name.replace(/\.tar\.gz$/, `-${n}.tar.gz`);
  return candidate;
}

export interface RecordedBackup {
  backupId: number;
  location: string;
  manifest: BackupManifest;
  bytes: number;
  seconds: number;
}

/** Writes an archive and records it; a failure is recorded too, then thrown. */
export async function runRecordedBackup(
  db: Database,
  pool: pg.Pool,
  config: AppConfig,
  options: { trigger: "manual" | "scheduled"; target?: string; log?: (line: string) => void },
): Promise<RecordedBackup> {
  // An archive named on the command line stays where it was asked for; the others go to the
  // bucket when there is one, written first in BACKUP_DIR.
  const bucket = !options.target && config.backupS3 ? createS3FileStore(config.backupS3) : null;
  try {
    const key = bucket ? await freeKey((k) => bucket.exists(k), backupFileName()) : null;
    const location = options.target
      ? path.resolve(options.target)
      : bucket
        ? bucketLocation(bucket.bucket, key!)
        : freeName(config.backupDir, backupFileName());
    if (!bucket && fs.existsSync(location)) throw new Error(`이미 있는 파일이에요: ${location} (will not overwrite)`);
    const written = bucket ? freeName(config.backupDir, key!) : location;
    return await recordBackup(db, options, location, async () => {
      const files = await openFileStore(config);
      const result = await writeBackup({ pool, files, target: written, log: options.log }).finally(() => files.close());
      if (bucket) {
        try {
          await bucket.putFromFile(key!, written, "application/gzip");
          options.log?.(`버킷에 올렸어요 (put into the bucket): ${location}`);
        } finally {
          await fs.promises.rm(written, { force: true });
        }
      }
      return result;
    });
  } finally {
    bucket?.close();
  }
}

async function recordBackup(
  db: Database,
  options: { trigger: "manual" | "scheduled" },
  location: string,
  write: () => Promise<{ manifest: BackupManifest; bytes: number }>,
): Promise<RecordedBackup> {
  const [row] = await db
    .insert(operatorBackups)
    .values({ trigger: options.trigger, location, host: os.hostname() })
    .returning({ backupId: operatorBackups.backupId });
  const backupId = row!.backupId;
  const started = Date.now();
  try {
    const { manifest, bytes } = await write();
    const seconds = Math.round((Date.now() - started) / 1000);
    const tables = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    await db
      .update(operatorBackups)
      .set({
        status: "done",
        bytes,
        schemaTag: manifest.schema.tag,
        counts: { tables, files: manifest.files.count, fileBytes: manifest.files.bytes },
        seconds,
        finishedAt: new Date(),
      })
      .where(eq(operatorBackups.backupId, backupId));
    return { backupId, location, manifest, bytes, seconds };
  } catch (error) {
    await db
      .update(operatorBackups)
      .set({
        status: "failed",
        error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        seconds: Math.round((Date.now() - started) / 1000),
        finishedAt: new Date(),
      })
      .where(eq(operatorBackups.backupId, backupId));
    throw error;
  }
}

/** Whether the schedule owes a backup now: none yet, the last is BACKUP_EVERY old, or a failure an hour old. */
export async function scheduledBackupDue(db: Database, everyMs: number, now = new Date()): Promise<boolean> {
  const [last] = await db
    .select({ status: operatorBackups.status, startedAt: operatorBackups.startedAt })
    .from(operatorBackups)
    .where(eq(operatorBackups.trigger, "scheduled"))
    .orderBy(desc(operatorBackups.startedAt))
    .limit(1);
  if (!last) return true;
  const age = now.getTime() - new Date(last.startedAt).getTime();
  // A run that died with its process stays "running"; after a whole period it is not in the way.
  return age >= (last.status === "failed" ? Math.min(everyMs, RETRY_AFTER_FAILURE_MS) : everyMs);
}

/**
 * Removes scheduled archives beyond the newest BACKUP_KEEP; returns how many. Those of BACKUP_DIR
 * are each machine's own (its host); those of the backup bucket are the site's, whoever wrote them.
 */
export async function pruneBackups(db: Database, config: AppConfig): Promise<number> {
  const bucket = config.backupS3 ? createS3FileStore(config.backupS3) : null;
  try {
    const done = await db
      .select({ backupId: operatorBackups.backupId, location: operatorBackups.location, host: operatorBackups.host })
      .from(operatorBackups)
      .where(and(eq(operatorBackups.trigger, "scheduled"), eq(operatorBackups.status, "done")))
      .orderBy(desc(operatorBackups.startedAt));
    const inBucket = done.filter((b) => bucket && parseBucketLocation(b.location)?.bucket === bucket.bucket);
    const inFolder = done.filter((b) => b.host === os.hostname() && path.dirname(b.location) === config.backupDir);
    const old = [...inBucket.slice(config.BACKUP_KEEP), ...inFolder.slice(config.BACKUP_KEEP)];
    for (const backup of old) {
      const object = parseBucketLocation(backup.location);
      if (object && bucket) await bucket.remove(object.key);
      else await fs.promises.rm(backup.location, { force: true });
    }
    await markRemoved(db, old);
    return old.length;
  } finally {
    bucket?.close();
  }
}

async function markRemoved(db: Database, old: { backupId: number }[]): Promise<void> {
  if (old.length) {
    await db
      .update(operatorBackups)
      .set({ status: "removed" })
      .where(
        inArray(
          operatorBackups.backupId,
          old.map((b) => b.backupId),
        ),
      );
  }
}

/** The schedule: every 15 minutes the queue asks whether a backup is due (restarts lose nothing). */
export function backupJob(ctx: AppContext): JobDefinition<object> | null {
  const everyMs = ctx.config.BACKUP_EVERY;
  if (!everyMs) return null;
  return {
    name: BACKUP_JOB,
    async handler() {
      if (!(await scheduledBackupDue(ctx.db, everyMs))) return;
      const backup = await runRecordedBackup(ctx.db, ctx.handle.pool, ctx.config, { trigger: "scheduled" });
      const removed = await pruneBackups(ctx.db, ctx.config);
      ctx.logger.info({ location: backup.location, bytes: backup.bytes, seconds: backup.seconds, removed }, "backup written");
    },
    // One at a time, no retries by the queue: the next tick decides again.
    queue: { retryLimit: 0, expireInSeconds: 6 * 3600 },
    schedule: { cron: "*/15 * * * *" },
  };
}

export async function listBackups(db: Database, limit = 10): Promise<BackupSummary[]> {
  const rows = await db.select().from(operatorBackups).orderBy(desc(operatorBackups.startedAt)).limit(limit);
  return rows.map((r) => ({
    backupId: r.backupId,
    trigger: r.trigger as BackupSummary["trigger"],
    status: r.status as BackupStatus,
    fileName: path.basename(r.location),
    location: r.location,
    host: r.host,
    bytes: r.bytes,
    schemaTag: r.schemaTag,
    posts: r.counts?.tables.boards ?? null,
    members: r.counts?.tables.users ?? null,
    files: r.counts?.files ?? null,
    seconds: r.seconds,
    error: r.error,
    startedAt: new Date(r.startedAt).toISOString(),
    finishedAt: r.finishedAt ? new Date(r.finishedAt).toISOString() : null,
  }));
}

export async function backupOverview(ctx: AppContext): Promise<BackupOverview> {
  return {
    every: ctx.config.BACKUP_EVERY ? everyText(ctx.config.BACKUP_EVERY) : null,
    keep: ctx.config.BACKUP_KEEP,
    dir: ctx.config.backupS3 ? `s3://${ctx.config.backupS3.bucket}` : ctx.config.backupDir,
    backups: await listBackups(ctx.db),
  };
}
