import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied by the app itself at start (server/db/migrate.ts),
// for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema",
  out: "./server/db/migrations",
});
