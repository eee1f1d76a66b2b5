// Migrations are applied by the app at start with drizzle's node-postgres migrator, from the
// one migration folder `npm run db:generate` writes.
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { MIGRATIONS_DIR } from "../paths";
import type { DatabaseHandle } from "./client";

export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

/** True before the first migration ran on this database (a brand-new installation). */
export async function isFreshDatabase(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.executeSql("select to_regclass('drizzle.__drizzle_migrations') is null as fresh");
  return Boolean((Array.isArray(result) ? result[0]! : result).rows[0]?.fresh);
}
