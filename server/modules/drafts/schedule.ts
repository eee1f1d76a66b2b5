// The schedule a draft may carry (docs/product/writing.md §15, decision 0214): a scheduled post is a
// draft with a time, so nothing public can show it before it goes out, and cancelling it is
// taking the time away. Each change here is one conditional statement, so two runs of the
// due-post job (or the job and the author's "publish now") never both take the same draft.
import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { drafts, type DraftRow } from "../../db/schema";

/** Sets the time of one of the member's drafts (not an edit in progress of a published post). */
export async function setDraftSchedule(tx: Executor, userNo: number, draftNo: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(drafts)
    .set({ scheduledAt: at })
    .where(and(eq(drafts.draftNo, draftNo), eq(drafts.userNo, userNo), isNull(drafts.boardNo)))
    .returning({ draftNo: drafts.draftNo });
  return rows.length === 1;
}

/** Back to a plain draft, if it was scheduled; its text stays as it is. */
export async function clearDraftSchedule(db: Executor, userNo: number, draftNo: number): Promise<boolean> {
  const rows = await db
    .update(drafts)
    .set({ scheduledAt: null })
    .where(and(eq(drafts.draftNo, draftNo), eq(drafts.userNo, userNo), isNotNull(drafts.scheduledAt)))
    .returning({ draftNo: drafts.draftNo });
  return rows.length === 1;
}

/** A scheduled draft as it is now (whoever owns it), or null when it is gone or no longer scheduled. */
export async function scheduledDraft(db: Executor, draftNo: number): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.draftNo, draftNo), isNotNull(drafts.scheduledAt)))
    .limit(1);
  return row ?? null;
}

/** Scheduled drafts whose time has come, the longest overdue first. */
export async function dueDraftNumbers(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ draftNo: drafts.draftNo })
    .from(drafts)
    .where(and(isNotNull(drafts.scheduledAt), lte(drafts.scheduledAt, now)))
    .orderBy(asc(drafts.scheduledAt), asc(drafts.draftNo))
    .limit(limit);
  return rows.map((r) => r.draftNo);
}

/**
 * Takes the draft for publishing exactly as it was read (same time, same last save): true for
 * the one run that gets it. A run that lost (another run took it, the author changed or
 * cancelled it meanwhile) gets false and reads the draft again.
 */
export async function claimScheduledDraft(tx: Executor, row: Pick<DraftRow, "draftNo" | "scheduledAt" | "updatedAt">): Promise<boolean> {
  if (!row.scheduledAt) return false;
  const rows = await tx
    .update(drafts)
    .set({ scheduledAt: null })
    .where(and(eq(drafts.draftNo, row.draftNo), eq(drafts.scheduledAt, row.scheduledAt), eq(drafts.updatedAt, row.updatedAt)))
    .returning({ draftNo: drafts.draftNo });
  return rows.length === 1;
}

/** Moves a due draft's time (the day's upload count was spent), unless it changed meanwhile. */
export async function moveDraftSchedule(tx: Executor, row: Pick<DraftRow, "draftNo" | "scheduledAt">, to: Date): Promise<boolean> {
  if (!row.scheduledAt) return false;
  const rows = await tx
    .update(drafts)
    .set({ scheduledAt: to })
    .where(and(eq(drafts.draftNo, row.draftNo), eq(drafts.scheduledAt, row.scheduledAt)))
    .returning({ draftNo: drafts.draftNo });
  return rows.length === 1;
}

/** Back to a plain draft after its publication was refused (a rule it no longer meets). */
export async function returnToDraft(tx: Executor, row: Pick<DraftRow, "draftNo" | "scheduledAt">): Promise<boolean> {
  if (!row.scheduledAt) return false;
  const rows = await tx
    .update(drafts)
    .set({ scheduledAt: null })
    .where(and(eq(drafts.draftNo, row.draftNo), eq(drafts.scheduledAt, row.scheduledAt)))
    .returning({ draftNo: drafts.draftNo });
  return rows.length === 1;
}
