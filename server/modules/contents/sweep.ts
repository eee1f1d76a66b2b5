// File clean-up policy for writing uploads, run daily by the contents.sweep-files job:
// - a file no live post, no draft of its owner, no banner, no house ad and no notice or event shows is removed once it is 7 days old
//   (uploaded and never used, or taken out of a post by an edit);
// - a file of a deleted post is kept 30 days after the deletion (a mistaken deletion can be
//   undone by an operator, disputes can be looked into), then removed the same way; a deleted
//   document's page images go at its deletion (documents/service.ts withdrawDocumentPages), and
//   the sweep finishes any withdrawal a crash cut short.
// Removal deletes the stored bytes and stamps removed_at; the row stays as a record.
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { contentFiles } from "../../db/schema";
import type { JobDefinition } from "../../jobs/queue";
import { boardDeletedAt, livePostUsesAddress } from "../boards/service";
import { sweepDeletedDocuments, withdrawRemovedDocumentPages } from "../documents/service";
import { draftUsesAddress } from "../drafts/service";
import { bannerUsesAddress } from "../notifications/notices";
import { adUsesAddress } from "../ads/service";
import { siteEventUsesAddress } from "../site-events/service";

const DAY = 24 * 3_600_000;
export const UNUSED_FILE_DAYS = 7;
export const DELETED_POST_RETENTION_DAYS = 30;
const BATCH = 500;

export interface SweepResult {
  checked: number;
  removed: number;
}

export async function sweepContentFiles(ctx: AppContext, now: Date = new Date()): Promise<SweepResult> {
  const rows = await ctx.db
    .select({ fileKey: contentFiles.fileKey, userNo: contentFiles.userNo, boardNo: contentFiles.boardNo })
    .from(contentFiles)
    .where(and(isNull(contentFiles.removedAt), lt(contentFiles.createdAt, new Date(now.getTime() - UNUSED_FILE_DAYS * DAY))))
    .orderBy(asc(contentFiles.createdAt))
    .limit(BATCH);
  let removed = 0;
  for (const row of rows) {
    if (row.boardNo !== null) {
      const deletedAt = await boardDeletedAt(ctx.db, row.boardNo);
      if (deletedAt && now.getTime() - deletedAt.getTime() < DELETED_POST_RETENTION_DAYS * DAY) continue;
    }
    const address = ctx.files.urlOf(row.fileKey);
    if (await livePostUsesAddress(ctx.db, row.userNo, address)) continue;
    if (await draftUsesAddress(ctx.db, row.userNo, address)) continue;
    if (await bannerUsesAddress(ctx.db, address)) continue;
    if (await adUsesAddress(ctx.db, address)) continue;
    if (await siteEventUsesAddress(ctx.db, address)) continue;
    await ctx.files.remove(row.fileKey);
    await ctx.db.update(contentFiles).set({ removedAt: now }).where(eq(contentFiles.fileKey, row.fileKey));
    removed++;
  }
  return { checked: rows.length, removed };
}

export const SWEEP_FILES_JOB = "contents.sweep-files";

/** Daily at 04:30 Asia/Seoul. */
export function sweepFilesJob(ctx: AppContext): JobDefinition<Record<string, never>> {
  return {
    name: SWEEP_FILES_JOB,
    schedule: { cron: "30 4 * * *", tz: "Asia/Seoul" },
    async handler() {
      const result = await sweepContentFiles(ctx);
      const pagesWithdrawn = await withdrawRemovedDocumentPages(ctx);
      const documentsCleared = await sweepDeletedDocuments(ctx, DELETED_POST_RETENTION_DAYS);
      ctx.logger.info({ ...result, pagesWithdrawn, documentsCleared }, "content files swept");
    },
  };
}
