// Which database an app started by the browser journeys uses. By default the embedded
// PostgreSQL server in its data folder, as `npm start` runs it; with E2E_DATABASE_URL (a PostgreSQL server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) every data folder gets its own fresh database on
// that server instead, so the same journeys run on both. The database is named after the data
// folder: a restarted app and the admin command line on that folder find the same data.
import crypto from "node:crypto";
import pg from "pg";

const PREFIX = "nt_e2e_";

export function e2eServerUrl(): string | null {
  return process.env.E2E_DATABASE_URL || null;
}

function databaseName(dataDir: string): string {
  return PREFIX + crypto.createHash("sha1").update(dataDir).digest("hex").slice(0, 16);
}

async function withServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eServerUrl()! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL for an app on this data folder: "" (embedded) or a database created on first use. */
export async function e2eDatabaseUrl(dataDir: string): Promise<string> {
  const server = e2eServerUrl();
  if (!server) return "";
  const name = databaseName(dataDir);
  await withServer(async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database the journeys created on the server (global teardown). */
export async function dropE2eDatabases(): Promise<void> {
  if (!e2eServerUrl()) return;
  await withServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${PREFIX}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}
