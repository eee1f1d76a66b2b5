// What the drafts API hands out (docs/product/writing.md Draft). draftDate is when the draft was last saved.
export interface DraftSummary {
  draftNo: number;
  draftDate: string;
  topic: string;
  title: string;
  /** The first words of the body, for the list. */
  excerpt: string;
  thumbnailPath: string | null;
  /** Everything publishing needs is there (docs/product/writing.md: loading it forces 'done'). */
  complete: boolean;
  /** When an imported post was first written (docs/product/import.md); null for drafts written here. */
  originalDate: string | null;
  /** When it goes out, if it is a scheduled post (docs/product/writing.md §15); null for a plain draft. */
  scheduledAt: string | null;
}

export interface Draft {
  draftNo: number;
  draftDate: string;
  topic: string;
  title: string;
  content: string;
  tags: string[];
  thumbnailPath: string | null;
  /** When an imported post was first written (docs/product/import.md); null for drafts written here. */
  originalDate: string | null;
  /** When it goes out, if it is a scheduled post; null for a plain draft. */
  scheduledAt: string | null;
}

export interface DraftList {
  list: DraftSummary[];
  totalCount: number;
  /** Drafts written here, the ones `maxCount` limits (imported drafts are not counted). */
  writtenCount: number;
  maxCount: number;
}

export interface DraftInput {
  draftNo?: number | undefined;
  /** The author's edit in progress of this published post (one per post), instead of a draft. */
  boardNo?: number | undefined;
  topic: string;
  title: string;
  content: string;
  tags: string[];
  thumbnailPath: string | null;
}
