// What the revision calls answer (docs/product/revisions.md).
import type { DiffPart } from "../../../core/text-diff";

export type RevisionKindName = "publish" | "edit" | "restore";

export interface RevisionSummary {
  revisionId: number;
  kind: RevisionKindName;
  /** ISO time. */
  createdAt: string;
  /** Who made it: the author, or a moderator (`byModerator`). */
  userId: string;
  userName: string;
  byModerator: boolean;
  /** For a restore: the revision whose words came back. */
  restoredFrom: number | null;
  subject: string;
  /** Characters of the body's text. */
  textLength: number;
  /** The post says this now. */
  current: boolean;
}

export interface RevisionList {
  boardNo: number;
  permaLink: string;
  /** The reader wrote the post (only the author restores). */
  canRestore: boolean;
  /** Newest first. */
  items: RevisionSummary[];
}

export interface RevisionDiff {
  /** The revision compared with, or null for the first one (everything is new). */
  againstRevisionId: number | null;
  subject: DiffPart[];
  /** The body's text, paragraph by paragraph. */
  text: DiffPart[];
  topic: { before: string; after: string } | null;
  tags: { added: string[]; removed: string[] };
  stats: { added: number; removed: number };
}

export interface RevisionDetail {
  boardNo: number;
  permaLink: string;
  revision: RevisionSummary & { topic: string; tags: string[]; html: string };
  diff: RevisionDiff;
}

export interface RestoredRevision {
  boardNo: number;
  permaLink: string;
  /** The new revision the restore made (a restore is itself a revision). */
  revisionId: number;
}
