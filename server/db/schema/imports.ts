// Members' imports of posts written elsewhere (docs/product/import.md): one row per uploaded
// file, worked through by a job; the posts become the member's drafts and the report stays here.
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const memberImports = pgTable(
  "member_imports",
  {
    importId: bigint("import_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    /** 0–100 while running. */
    progress: smallint("progress").notNull().default(0),
    /** markdown | wxr | medium, as the file's content showed. */
    format: text("format"),
    /** The file as the member named it (shown back to them). */
    fileName: text("file_name").notNull().default(""),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    /** The uploaded file in the file store's private folder, until the job is done with it. */
    fileKey: text("file_key"),
    /** What became a draft and what was left out (codes, worded when read). */
    report: jsonb("report"),
    /** Why it failed, in both languages ({ ko, en }); nothing of it was kept. */
    error: jsonb("error"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("member_imports_user_idx").on(t.userNo, t.importId.desc())],
);
