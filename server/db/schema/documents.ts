// Uploaded documents (docs/product/documents.md upload type updDocs): one row per document post with its stored
// original and its conversion state, and one row per page (or slide/section) with the page
// image, its size and its text.
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { boards } from "./boards";

export const documents = pgTable(
  "documents",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .primaryKey()
      .references(() => boards.boardNo, { onDelete: "cascade" }),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo),
    /** pdf | doc | docx | ppt | pptx | hwp | hwpx, decided from the content. */
    kind: text("kind").notNull(),
    /** Storage key of the original (random, never linked publicly; served only by the download route). */
    originalKey: text("original_key").notNull(),
    /** The uploader's file name, sanitised. */
    originalName: text("original_name").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    /** The author's choice: readers may download the original. */
    allowDownload: boolean("allow_download").notNull().default(false),
    /** processing | ready | failed. */
    status: text("status").notNull().default("processing"),
    /** pages (page images) | html (text view) once ready. */
    renderer: text("renderer"),
    /** What made the result: pdfjs, soffice+pdfjs, mammoth, pptx-xml, hwpx-xml, hwpjs. */
    converter: text("converter"),
    pageCount: integer("page_count").notNull().default(0),
    /** Storage folder of this attempt's page images and text layers. */
    pagesPrefix: text("pages_prefix"),
    /** Why page images are missing when renderer = html (shown to readers). */
    pagesNote: text("pages_note"),
    failureCode: text("failure_code"),
    /** Korean reason shown to the owner of a failed document. */
    failureReason: text("failure_reason"),
    attempts: integer("attempts").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("documents_user_idx").on(t.userNo, t.createdAt.desc()), index("documents_status_idx").on(t.status)],
);

export const documentPages = pgTable(
  "document_pages",
  {
    boardNo: bigint("board_no", { mode: "number" })
      .notNull()
      .references(() => documents.boardNo, { onDelete: "cascade" }),
    pageNo: integer("page_no").notNull(),
    /** Storage key of the page image (null for text-view pages). */
    imageKey: text("image_key"),
    /** Storage key of the positioned text layer (JSON), null for text-view pages. */
    textLayerKey: text("text_layer_key"),
    width: integer("width"),
    height: integer("height"),
    /** Plain text of the page, for search, descriptions and summaries. */
    text: text("text").notNull().default(""),
    /** Safe HTML of a text-view page (slide, section); null for image pages. */
    html: text("html"),
  },
  (t) => [primaryKey({ columns: [t.boardNo, t.pageNo] })],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentPageRow = typeof documentPages.$inferSelect;
