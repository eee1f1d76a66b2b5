// What the scheduled-publishing API hands out (docs/product/writing.md §15).
export interface ScheduledPost {
  /** The draft that waits: a scheduled post is a draft with a time (decision 0214). */
  draftNo: number;
  /** When it goes out (UTC, ISO). */
  scheduledAt: string;
}

/** What became of a due scheduled post when the job looked at it. */
export type DueOutcome = "published" | "deferred" | "returned" | "not-due";
