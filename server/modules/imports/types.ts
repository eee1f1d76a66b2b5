// What the import calls answer (docs/product/import.md), and what the format readers hand over.
import type { ImportFormat, ImportNoteCode, ImportSkipReason, ImportStatus } from "../../../core/import";
import type { Params } from "../../../core/i18n";

/** One post found in the uploaded file, before its images are stored and its HTML is cleaned. */
export interface SourcePost {
  /** Where it was in the file (an entry name, or a WordPress item's address), for the report. */
  source: string;
  title: string;
  /** HTML as the source had it (Markdown already rendered). */
  html: string;
  /** When it was first written, as the source says; null when it says nothing. */
  date: Date | null;
  tags: string[];
  /** A topic key when the source names one of ours, else "". */
  topic: string;
  /** Notes known while reading (e.g. a document post's original left out). */
  notes: StoredNote[];
  /** Reads an image the HTML refers to by a relative address (inside the archive); null when absent. */
  localImage?: (src: string) => { bytes: Buffer | null; name: string } | null;
}

export interface SourceSkip {
  source: string;
  title: string;
  reason: ImportSkipReason;
}

/** What a format reader found. */
export interface SourceFile {
  format: ImportFormat;
  posts: SourcePost[];
  skipped: SourceSkip[];
}

export interface StoredNote {
  code: ImportNoteCode;
  params?: Params;
}

/** The report as stored (codes; worded for the reader when read). */
export interface StoredReport {
  imported: { draftNo: number; title: string; date: string | null; tags: string[]; images: number; source: string; notes: StoredNote[] }[];
  skipped: SourceSkip[];
}

export interface ImportedPost {
  draftNo: number;
  title: string;
  /** The original date the source gave (ISO), kept on the draft. */
  date: string | null;
  tags: string[];
  /** Images stored with the draft. */
  images: number;
  source: string;
  /** What changed on the way in, in the reader's language. */
  notes: string[];
}

export interface SkippedItem {
  source: string;
  title: string;
  /** Why it was left out, in the reader's language. */
  reason: string;
}

export interface ImportState {
  /** The latest import, or null when the member never started one. */
  importId: number | null;
  status: ImportStatus | "none";
  /** 0–100 while it runs. */
  progress: number;
  format: ImportFormat | null;
  fileName: string | null;
  createdAt: string | null;
  finishedAt: string | null;
  /** Why it failed (nothing was kept), in the reader's language. */
  error: string | null;
  imported: ImportedPost[];
  skipped: SkippedItem[];
}
