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
}

export interface Draft {
  draftNo: number;
  draftDate: string;
  topic: string;
  title: string;
  content: string;
  tags: string[];
  thumbnailPath: string | null;
}

export interface DraftList {
  list: DraftSummary[];
  totalCount: number;
  maxCount: number;
}

export interface DraftInput {
  draftNo?: number | undefined;
  topic: string;
  title: string;
  content: string;
  tags: string[];
  thumbnailPath: string | null;
}
