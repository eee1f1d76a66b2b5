// Members' exports of their own data (docs/product/export.md): one zip per request, built by a
// job, downloadable by its member for EXPORT_LIMITS.validDays, then removed.
import { bigint, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

export const memberExports = pgTable(
  "member_exports",
  {
    exportId: bigint("export_id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** queued | building | ready | failed | expired */
    status: text("status").notNull().default("queued"),
    /** 0–100 while building. */
    progress: smallint("progress").notNull().default(0),
    /** The zip in the file store (a private folder), while it is ready. */
    fileKey: text("file_key"),
    bytes: bigint("bytes", { mode: "number" }),
    posts: integer("posts").notNull().default(0),
    /** The language of the request: the ready mail is written in it. */
    language: text("language").notNull().default("ko"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("member_exports_user_idx").on(t.userNo, t.exportId.desc())],
);
