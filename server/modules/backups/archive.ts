// One backup archive (docs/product/backups.md, decision 0204): a gzipped tar holding
//   manifest.json            format, schema (the last migration), rows per table, files, checksums
//   db/NNN-<table>.copy      each table of the app's schema in PostgreSQL's COPY text format
//   files/<key>              every stored file (members' exports excepted: they expire in a week),
//                            read through the file store: the local folder or a bucket
// The tables are read in one REPEATABLE READ snapshot, so the archive is consistent while the
// app keeps writing. It does not need `pg_dump`: the embedded server's packages do not ship it,
// and a distribution's client older than the server refuses to dump it; COPY works with every
// server version and with a role that only owns the app's tables.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import * as tar from "tar";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { MIGRATIONS_DIR } from "../../paths";
import { withPoolTransaction } from "../../db/transaction";
import { contentTypeOf, isMissingFile, type FileStore } from "../../lib/storage";

export const BACKUP_FORMAT = "nanumteo-backup";
export const BACKUP_FORMAT_VERSION = 1;

/** Tables whose rows stay out of an archive: the backups' own history. */
// Operators' backup rows (a restored site starts its own history) and passkey challenges (minutes long).
const SKIPPED_TABLES = new Set(["operator_backups", "webauthn_challenges"]);
/** Top folders of the file store left out: members' exports (rebuilt on request, gone in 7 days). */
const SKIPPED_FOLDERS = new Set(["exports"]);

export interface BackupTable {
  name: string;
  file: string;
  columns: string[];
  rows: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  host: string;
  /** The last migration applied to the database the archive was made from. */
  schema: { tag: string; when: number; migrations: number };
  serverVersion: string;
  /** In the order a restore loads them (a table after the tables it references). */
  tables: BackupTable[];
  sequences: Array<{ name: string; value: string | null }>;
  files: { count: number; bytes: number; vanished: number };
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Journal {
  tags: Map<number, string>;
  latest: { tag: string; when: number };
}

/** This build's migrations: the `when` of each (drizzle's record of an applied one) and its tag. */
export function migrationJournal(folder = MIGRATIONS_DIR): Journal {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  const last = journal.entries[journal.entries.length - 1]!;
  return { tags, latest: { tag: last.tag, when: last.when } };
}

async function appliedSchema(client: pg.PoolClient, journal: Journal): Promise<BackupManifest["schema"]> {
  const { rows } = await client.query<{ when: string; n: string }>(
    "select max(created_at)::text as when, count(*)::text as n from drizzle.__drizzle_migrations",
  );
  const when = Number(rows[0]?.when ?? 0);
  return { tag: journal.tags.get(when) ?? `unknown-${when}`, when, migrations: Number(rows[0]?.n ?? 0) };
}

/** The app's tables, each after the tables it references (cycles, if any, keep name order). */
async function tablesInLoadOrder(client: pg.PoolClient): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`,
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set<string>()]));
  for (const r of refs) parents.get(r.child)?.add(r.parent);
  const order: string[] = [];
  const placed = new Set<string>();
  let remaining = tables.map((t) => t.name);
  while (remaining.length) {
    const ready = remaining.filter((t) => [...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p)));
    const next = ready.length ? ready : [remaining[0]!];
    for (const t of next) {
      order.push(t);
      placed.add(t);
    }
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return order;
}

async function columnsOf(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${quote(table)}`],
  );
  return rows.map((r) => r.name);
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Links (or, across disks, copies) every stored file into `dest`: from the local folder a hard
 * link, from a bucket a downloaded copy. A file deleted meanwhile is counted, not fatal.
 */
async function collectFiles(files: FileStore, dest: string): Promise<BackupManifest["files"]> {
  const result = { count: 0, bytes: 0, vanished: 0 };
  for await (const { key } of files.list()) {
    if (SKIPPED_FOLDERS.has(key.split("/")[0]!)) continue;
    const to = path.join(dest, ...key.split("/"));
    try {
      await fs.promises.mkdir(path.dirname(to), { recursive: true });
      await files.withLocalFile(key, async (from) => {
        // Stored files are never rewritten in place (a put renames a new file over the key), so
        // a hard link is a snapshot of the file as it is now, at no cost.
        await fs.promises.link(from, to).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code === "EXDEV" || error.code === "EPERM") await fs.promises.copyFile(from, to);
          else throw error;
        });
      });
      result.count += 1;
      result.bytes += (await fs.promises.stat(to)).size;
    } catch (error) {
      if (isMissingFile(error)) result.vanished += 1;
      else throw error;
    }
  }
  return result;
}

export interface WriteBackupOptions {
  pool: pg.Pool;
  /** The store the app's files are in (the local folder or a bucket). */
  files: FileStore;
  /** The archive to write (its folder is made; a partial file never carries this name). */
  target: string;
  log?: (line: string) => void;
}

/** Writes one archive and returns its manifest and size. */
export async function writeBackup({ pool, files: store, target, log = () => undefined }: WriteBackupOptions) {
  const journal = migrationJournal();
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const work = await fs.promises.mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.parts-`));
  const partial = `${target}.partial`;
  try {
    await fs.promises.mkdir(path.join(work, "db"));
    const tables: BackupTable[] = [];
    // One snapshot for every table: the archive is the database as it was at one moment.
    const { schema, serverVersion, sequences } = await withPoolTransaction(
      pool,
      "begin isolation level repeatable read read only",
      async (client) => {
        const schema = await appliedSchema(client, journal);
        const serverVersion = (await client.query<{ v: string }>("show server_version")).rows[0]!.v;
        const order = (await tablesInLoadOrder(client)).filter((t) => !SKIPPED_TABLES.has(t));
        for (const [i, name] of order.entries()) {
          const columns = await columnsOf(client, name);
          const file = `db/${String(i).padStart(3, "0")}-${name}.copy`;
          const stream = client.query(copyTo(`copy public.${quote(name)} (${columns.map(quote).join(", ")}) to stdout`));
          await pipeline(stream, fs.createWriteStream(path.join(work, file)));
          tables.push({ name, file, columns, rows: Number(stream.rowCount), sha256: await sha256Of(path.join(work, file)) });
        }
        const seq = await client.query<{ name: string; value: string | null }>(
          "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1",
        );
        return { schema, serverVersion, sequences: seq.rows };
      },
    );
    log(`데이터베이스: 표 ${tables.length}개, 행 ${tables.reduce((n, t) => n + t.rows, 0)}개 (tables and rows)`);
    // Files after the snapshot: every file a row of the snapshot names was stored before its
    // row committed, so it is here (unless deleted since, counted as vanished).
    const files = await collectFiles(store, path.join(work, "files"));
    log(`파일: ${files.count}개, ${files.bytes} bytes (files)`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      host: os.hostname(),
      schema,
      serverVersion,
      tables,
      sequences,
      files,
    };
    await fs.promises.writeFile(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    const entries = ["manifest.json", "db", ...(fs.existsSync(path.join(work, "files")) ? ["files"] : [])];
    // Level 4: most of the bytes are images and PDFs that do not shrink; the tables do.
    await tar.create({ gzip: { level: 4 }, file: partial, cwd: work, portable: true }, entries);
    await fs.promises.rename(partial, target);
    const bytes = (await fs.promises.stat(target)).size;
    return { manifest, bytes };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
  }
}

/** The manifest of an archive, read from its first entry without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`백업 파일이 없어요: ${file} (no such archive)`);
  let text = "";
  const source = fs.createReadStream(file);
  const parser = new tar.Parser({
    onReadEntry: (entry) => {
      if (entry.path !== "manifest.json") {
        entry.resume();
        return;
      }
      entry.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      entry.on("end", () => source.destroy());
    },
  });
  await new Promise<void>((resolve, reject) => {
    source.on("close", () => resolve());
    source.on("error", reject);
    parser.on("error", reject);
    parser.on("end", () => resolve());
    source.pipe(parser);
  }).catch(() => undefined);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`나눔터 백업 파일이 아니에요: ${file} (no manifest)`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`나눔터 백업 파일이 아니에요: ${file} (unknown format)`);
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`더 새로운 형식의 백업이에요 (format ${manifest.version}). 나눔터를 새 버전으로 올린 뒤 복원해 주세요.`);
  }
  return manifest;
}

/** Refuses an archive whose data belongs to a schema this build does not know (a newer one). */
export function checkSchema(manifest: BackupManifest, journal = migrationJournal()): void {
  if (!journal.tags.has(manifest.schema.when) || manifest.schema.when > journal.latest.when) {
    throw new BackupError(
      `이 백업은 더 새로운 버전의 나눔터에서 만들어졌어요 (schema ${manifest.schema.tag}, this build ${journal.latest.tag}). ` +
        `나눔터를 새 버전으로 올린 뒤 복원해 주세요.`,
    );
  }
}

/** Whether a database holds nothing of the app yet (no tables, no migrations). */
export async function databaseIsEmpty(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ n: string; m: boolean }>(
    `select (select count(*) from pg_tables where schemaname = 'public')::text as n,
            to_regclass('drizzle.__drizzle_migrations') is not null as m`,
  );
  return rows[0]!.n === "0" && !rows[0]!.m;
}

function folderIsEmpty(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Applies this build's migrations up to `when`, as drizzle's migrator records them, on an open transaction. */
async function migrateTo(client: pg.PoolClient, when: number): Promise<void> {
  await client.query("create schema if not exists drizzle");
  await client.query(
    "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })) {
    if (migration.folderMillis > when) break;
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query('insert into drizzle.__drizzle_migrations ("hash", "created_at") values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

async function countFiles(dir: string): Promise<{ count: number; bytes: number }> {
  const result = { count: 0, bytes: 0 };
  if (!fs.existsSync(dir)) return result;
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    result.count += 1;
    result.bytes += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return result;
}

/** Puts every file of an unpacked archive's files/ folder into a bucket under its key, noting each key put. */
async function putFolder(bucket: FileStore, dir: string, putKeys: string[]): Promise<void> {
  if (!fs.existsSync(dir)) return;
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    putKeys.push(key);
    await bucket.put(key, await fs.promises.readFile(path.join(entry.parentPath, entry.name)), contentTypeOf(key));
  }
}

export interface RestoreOptions {
  pool: pg.Pool;
  file: string;
  /** The local files folder (DATA_DIR/files); the work folder is made beside it. */
  filesRoot: string;
  /** When the app's files live in a bucket: the files go there (it must be empty) instead of filesRoot. */
  bucket?: FileStore;
  log?: (line: string) => void;
}

/**
 * Restores an archive into an empty database and an empty file folder. The database part is
 * one transaction (schema at the archive's migration, every table, its sequences, the counts
 * checked): on any failure nothing stays. The files move into place after it commits. The
 * caller then migrates to this build's schema and audits the ledgers.
 */
export async function restoreBackup({ pool, file, filesRoot, bucket, log = () => undefined }: RestoreOptions): Promise<BackupManifest> {
  const manifest = await readManifest(file);
  checkSchema(manifest);
  if (!(await databaseIsEmpty(pool))) {
    throw new BackupError("복원할 데이터베이스가 비어 있지 않아요. 빈 DATA_DIR 이나 빈 데이터베이스(DATABASE_URL)에 복원해 주세요.");
  }
  if (bucket) {
    for await (const { key } of bucket.list()) {
      throw new BackupError(`복원할 버킷이 비어 있지 않아요 (${key} …). 빈 버킷에 복원해 주세요 (the bucket must be empty).`);
    }
  } else if (!folderIsEmpty(filesRoot)) {
    throw new BackupError(`복원할 파일 폴더가 비어 있지 않아요: ${filesRoot}. 빈 DATA_DIR 에 복원해 주세요.`);
  }
  await fs.promises.mkdir(path.dirname(filesRoot), { recursive: true });
  const work = await fs.promises.mkdtemp(path.join(path.dirname(filesRoot), ".restore-"));
  try {
    await tar.extract({
      file,
      cwd: work,
      // Only what an archive holds; node-tar already refuses absolute paths and '..'.
      filter: (entry) => entry === "manifest.json" || /^(db|files)(\/|$)/.test(entry),
    });
    for (const table of manifest.tables) {
      const at = path.join(work, table.file);
      if (!fs.existsSync(at) || (await sha256Of(at)) !== table.sha256) {
        throw new BackupError(`백업 파일이 손상되었어요: ${table.file} (checksum mismatch)`);
      }
    }
    const found = await countFiles(path.join(work, "files"));
    if (found.count !== manifest.files.count || found.bytes !== manifest.files.bytes) {
      throw new BackupError(
        `백업의 파일 수가 맞지 않아요: ${found.count}/${manifest.files.count}개, ${found.bytes}/${manifest.files.bytes} bytes`,
      );
    }
    // Into a bucket the files go first, and are removed again if anything after fails, so a
    // failed restore leaves both the database and the bucket empty as it found them.
    const putKeys: string[] = [];
    const withdraw = async (error: unknown): Promise<never> => {
      if (bucket) for (const key of putKeys) await bucket.remove(key).catch(() => undefined);
      throw error;
    };
    if (bucket) await putFolder(bucket, path.join(work, "files"), putKeys).catch(withdraw);
    await withPoolTransaction(pool, "begin", async (client) => {
      await migrateTo(client, manifest.schema.when);
      const superuser = (await client.query<{ s: boolean }>("select rolsuper as s from pg_roles where rolname = current_user")).rows[0]?.s;
      // As a superuser, skip the foreign-key triggers while loading (the data was consistent in
      // its snapshot); otherwise the load order (parents first) satisfies them.
      if (superuser) await client.query("set local session_replication_role = replica");
      // Indexes are built once over the loaded rows (as pg_restore does), not row by row: the
      // search indexes make a load with them in place many times slower. Those behind a
      // constraint (keys) stay.
      const { rows: indexes } = await client.query<{ name: string; def: string }>(
        `select format('%I', ci.relname) as name, pg_get_indexdef(i.indexrelid) as def
           from pg_index i join pg_class ci on ci.oid = i.indexrelid join pg_class c on c.oid = i.indrelid
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
      );
      for (const index of indexes) await client.query(`drop index public.${index.name}`);
      for (const table of manifest.tables) {
        const columns = table.columns.map(quote).join(", ");
        const stream = client.query(copyFrom(`copy public.${quote(table.name)} (${columns}) from stdin`));
        await pipeline(fs.createReadStream(path.join(work, table.file)), stream);
        const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from public.${quote(table.name)}`);
        if (Number(rows[0]!.n) !== table.rows) {
          throw new BackupError(`행 수가 맞지 않아요: ${table.name} ${rows[0]!.n}/${table.rows} (row count mismatch)`);
        }
      }
      for (const index of indexes) await client.query(index.def);
      for (const sequence of manifest.sequences) {
        if (sequence.value === null) continue;
        await client.query("select setval($1::regclass, $2::bigint, true)", [`public.${quote(sequence.name)}`, sequence.value]);
      }
    }).catch(withdraw);
    // Fresh statistics, so the first queries of the restored site are planned on the real data.
    await pool.query("analyze");
    log(`데이터베이스: 표 ${manifest.tables.length}개, 행 ${manifest.tables.reduce((n, t) => n + t.rows, 0)}개 복원 (restored)`);
    if (!bucket) {
      if (fs.existsSync(filesRoot)) await fs.promises.rmdir(filesRoot);
      if (fs.existsSync(path.join(work, "files"))) await fs.promises.rename(path.join(work, "files"), filesRoot);
      else await fs.promises.mkdir(filesRoot, { recursive: true });
    }
    log(`파일: ${manifest.files.count}개 복원 (files restored)`);
    return manifest;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
