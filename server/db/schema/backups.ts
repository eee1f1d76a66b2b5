// Operators' backups (docs/product/backups.md): one row per archive written by
// `npm run admin -- backup` or the BACKUP_EVERY schedule, so /admin can list them from any web
// process (the archives themselves sit in BACKUP_DIR on the machine that wrote them). The rows
// are not part of an archive: a restored site starts its own history.
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const operatorBackups = pgTable(
  "operator_backups",
  {
    backupId: bigint("backup_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** manual (the command) | scheduled (BACKUP_EVERY) */
    trigger: text("trigger").notNull(),
    /** running | done | failed */
    status: text("status").notNull().default("running"),
    /** The archive's path on the machine that wrote it. */
    location: text("location").notNull(),
    host: text("host").notNull(),
    bytes: bigint("bytes", { mode: "number" }),
    /** The last migration the archive's data belongs to. */
    schemaTag: text("schema_tag"),
    /** Rows per table and files, as in the archive's manifest. */
    counts: jsonb("counts").$type<{ tables: Record<string, number>; files: number; fileBytes: number }>(),
    seconds: integer("seconds"),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("operator_backups_started_idx").on(t.startedAt.desc())],
);
