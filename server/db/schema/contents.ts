// Files members upload while writing (editor images, thumbnails) and the one-time upload
// policy consent (docs/product/writing.md modalPolicy). A file row knows its owner, its original size (the
// attachment limits of docs/product/writing.md count what people attached) and, once published, its post,
// so deleting a post can clean its files up by policy.
import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const contentFiles = pgTable(
  "content_files",
  {
    /** Storage key (lib/storage.ts), served at /files/<key>. */
    fileKey: text("file_key").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** editor | thumbnail */
    purpose: text("purpose").notNull(),
    /** The name the member's file had, with special characters filtered (core/files.ts). */
    originalName: text("original_name").notNull(),
    originalSize: bigint("original_size", { mode: "number" }).notNull(),
    storedSize: bigint("stored_size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The post that uses the file, set when it is published. */
    boardNo: bigint("board_no", { mode: "number" }).references(() => boards.boardNo, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When the sweep removed the stored file. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [index("content_files_user_idx").on(t.userNo, t.createdAt), index("content_files_board_idx").on(t.boardNo)],
);

/** Members who accepted the upload policy notice (shown before their first publication). */
export const uploadPolicyConsents = pgTable("upload_policy_consents", {
  userNo: integer("user_no")
    .primaryKey()
    .references(() => users.userNo, { onDelete: "cascade" }),
  agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ContentFileRow = typeof contentFiles.$inferSelect;
