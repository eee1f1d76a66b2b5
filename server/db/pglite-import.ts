// Earlier versions kept the embedded database in DATA_DIR/pgdata with PGlite (PostgreSQL
// compiled to WebAssembly, inside the app's process). On the first start of the embedded
// server, that folder is copied into it once: every table of the app, the sequences, and the
// jobs that were still waiting. The old folder is then renamed, never deleted, so a member's
// data cannot be lost by the upgrade. docs/decisions/0130.
import fs from "node:fs";
import type { DatabaseHandle } from "./client";
import { MIGRATIONS_DIR } from "../paths";
import { withPoolTransaction } from "./transaction";

export interface PendingJob {
  name: string;
  data: object;
  singletonKey: string | null;
  startAfter: Date;
}

export interface PgliteImportResult {
  tables: number;
  rows: number;
  /** Jobs that were created or retrying in PGlite; sent again once the queue runs. */
  pendingJobs: PendingJob[];
  /** Where the old folder was moved. */
  keptAt: string;
}

export function hasLegacyPglite(dir: string): boolean {
  return fs.existsSync(`${dir}/PG_VERSION`);
}

const BATCH_ROWS = 500;

interface PgliteLike {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * Copies a PGlite data folder into `target`, which must be freshly migrated and still empty.
 * Runs the PGlite copy's own pending migrations first so both have the same tables.
 */
export async function importPglite(dir: string, target: DatabaseHandle, log: (m: string) => void): Promise<PgliteImportResult> {
  const started = Date.now();
  log(`이전 버전의 내장 데이터베이스(${dir})를 새 PostgreSQL 서버로 옮깁니다… (importing the PGlite folder)`);
  // Loaded only here: PGlite is kept in the dependencies for this one-time import alone.
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const source = (await PGlite.create({ dataDir: dir, extensions: { pg_trgm } })) as unknown as PgliteLike;
  let tables = 0;
  let rows = 0;
  let pendingJobs: PendingJob[] = [];
  try {
    await migrate(drizzle(source as never), { migrationsFolder: MIGRATIONS_DIR });
    const tableRows = await source.query<{ name: string }>(
      `select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    await withPoolTransaction(target.pool, "begin", async (client) => {
      // Rows arrive in any order: foreign keys and triggers are checked by the source already.
      await client.query("set local session_replication_role = replica");
      // Rows a migration may have written on the new side are replaced by the installation's own.
      if (tableRows.rows.length) await client.query(`truncate table ${tableRows.rows.map((t) => `public.${t.name}`).join(", ")}`);
      for (const { name } of tableRows.rows) {
        const columns = await source.query<{ column: string }>(
          `select quote_ident(column_name) as column from information_schema.columns
            where table_schema = 'public' and quote_ident(table_name) = $1 and is_generated = 'NEVER'
            order by ordinal_position`,
          [name],
        );
        const list = columns.rows.map((c) => c.column).join(", ");
        await source.exec("begin");
        await source.exec(
          `declare import_cursor no scroll cursor for select row_to_json(t)::text as row from (select ${list} from public.${name}) t`,
        );
        try {
          for (;;) {
            const batch = await source.query<{ row: string }>(`fetch forward ${BATCH_ROWS} from import_cursor`);
            if (batch.rows.length === 0) break;
            // Each row travels as its JSON text; json_populate_recordset turns it back into the
            // column types (arrays, jsonb, tsvector, bytea, timestamps) on the server.
            const json = `[${batch.rows.map((r) => r.row).join(",")}]`;
            await client.query(
              `insert into public.${name} (${list}) overriding system value
                 select ${list} from json_populate_recordset(null::public.${name}, $1::json)`,
              [json],
            );
            rows += batch.rows.length;
          }
        } finally {
          await source.exec("close import_cursor; commit");
        }
        tables += 1;
      }
      const sequences = await source.query<{ name: string; value: string; called: boolean }>(
        `select quote_ident(sequencename) as name, coalesce(last_value, 1)::text as value, last_value is not null as called
           from pg_sequences where schemaname = 'public'`,
      );
      for (const s of sequences.rows) {
        await client.query(`select setval('public.${s.name}', $1::bigint, $2)`, [s.value, s.called]);
      }
    });
    pendingJobs = await readPendingJobs(source);
  } finally {
    await source.close();
  }
  const keptAt = `${dir}.imported-${new Date().toISOString().slice(0, 10)}`;
  fs.renameSync(dir, fs.existsSync(keptAt) ? `${keptAt}-${Date.now()}` : keptAt);
  log(
    `옮기기 완료: 테이블 ${tables}개, ${rows}행, 대기 중이던 작업 ${pendingJobs.length}개 (${Date.now() - started} ms). ` +
      `이전 폴더는 ${keptAt} 에 남겨 두었습니다: 확인 후 지워도 됩니다.`,
  );
  return { tables, rows, pendingJobs, keptAt };
}

async function readPendingJobs(source: PgliteLike): Promise<PendingJob[]> {
  const exists = await source.query<{ found: boolean }>("select to_regclass('pgboss.job') is not null as found");
  if (!exists.rows[0]?.found) return [];
  const jobs = await source.query<{ name: string; data: object | null; singleton_key: string | null; start_after: Date | string }>(
    `select name, data, singleton_key, start_after from pgboss.job
      where state in ('created', 'retry') and name not like '\\_\\_%' order by created_on`,
  );
  return jobs.rows.map((j) => ({
    name: j.name,
    data: j.data ?? {},
    singletonKey: j.singleton_key,
    startAfter: new Date(j.start_after),
  }));
}
