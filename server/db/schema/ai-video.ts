// Document videos (docs/product/ai.md §10): a member's document turned into a narrated slideshow.
// A row is made with the editable script; the render job fills in its progress and, when done,
// the stored MP4. Files (the document's PDF and the MP4) live in the file store under
// `videos/<videoNo>/` and are removed after the retention period (the row stays, `expired`).
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, real, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { boards } from "./boards";
import { createdAt, updatedAt } from "./columns";

export interface VideoSceneRow {
  page: number;
  narration: string;
}

export const aiVideos = pgTable(
  "ai_videos",
  {
    videoNo: serial("video_no").primaryKey(),
    userNo: integer("user_no")
      .notNull()
      .references(() => users.userNo, { onDelete: "cascade" }),
    /** The member's document post it was made from, when it was (not an upload). */
    boardNo: bigint("board_no", { mode: "number" }).references(() => boards.boardNo, { onDelete: "set null" }),
    /** The document's file name as uploaded. */
    sourceName: text("source_name").notNull(),
    /** The document's pages as PDF in the file store. */
    pdfKey: text("pdf_key"),
    pageCount: integer("page_count").notNull(),
    scenes: jsonb("scenes").$type<VideoSceneRow[]>().notNull(),
    /** Which engine wrote the script (offline, model, fallback). */
    engine: text("engine").notNull(),
    /** core/video.ts VIDEO_STATUSES. */
    status: text("status").notNull(),
    /** The render step running or last reached (core/video.ts VIDEO_STEPS). */
    step: text("step").notNull().default("script"),
    /** Progress of the current step, 0–100. */
    stepProgress: integer("step_progress").notNull().default(0),
    /** When the day's allowance was taken (given back on that Seoul day when the render fails). */
    takenAt: timestamp("taken_at", { withTimezone: true }),
    videoKey: text("video_key"),
    durationSeconds: real("duration_seconds"),
    sizeBytes: integer("size_bytes"),
    /** The failure's key in core/video.ts VIDEO_MSG. */
    failure: text("failure"),
    downloads: integer("downloads").notNull().default(0),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("ai_videos_status", sql`${t.status} in ('script', 'queued', 'rendering', 'ready', 'failed', 'expired')`),
    index("ai_videos_user_idx").on(t.userNo, t.createdAt.desc()),
    index("ai_videos_created_idx").on(t.createdAt),
  ],
);

export type VideoRow = typeof aiVideos.$inferSelect;
