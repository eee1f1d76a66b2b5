// What the documents service hands to the viewer (page loader and API alike).
import type { DocumentKind } from "../../../core/documents";
import type { Localized } from "../../../core/i18n";

/** review: an AI briefing's draft, converted and summarised, waiting for its author to publish it. */
export type DocumentStatus = "processing" | "review" | "ready" | "failed";
export type DocumentRenderer = "pages" | "html";

export interface DocumentPageView {
  pageNo: number;
  /** Page image URL (renderer "pages"). */
  image: string | null;
  /** Positioned text layer JSON URL (renderer "pages"). */
  textLayer: string | null;
  width: number | null;
  height: number | null;
  /** Safe HTML of the page (renderer "html"). */
  html: string | null;
}

export interface DocumentView {
  boardNo: number;
  kind: DocumentKind;
  kindLabel: Localized;
  status: DocumentStatus;
  renderer: DocumentRenderer | null;
  /** Pages of the document (known from the start for PDFs, once rendering starts for others). */
  pageCount: number;
  /** Every page once ready; while processing, the page images drawn so far. */
  pages: DocumentPageView[];
  /** Why page images are missing (renderer "html"), shown above the text. */
  pagesNote: Localized | null;
  /** The original's name, shortened for display. */
  fileName: string;
  sizeBytes: number;
  /** The author allows readers to download the original. */
  allowDownload: boolean;
  /** Where the original is downloaded from (when allowed, or for the owner). */
  downloadUrl: string | null;
  isOwner: boolean;
  /** Why the conversion failed: for the owner only. */
  failure: { code: string; reason: Localized } | null;
  /** First page image (OG image). */
  firstPageImage: string | null;
  /** The beginning of the document's text (page description). */
  summaryText: string;
}

export interface DocumentText {
  pages: { pageNo: number; text: string }[];
}

export interface PublishedDocumentPost {
  boardNo: number;
  permaLink: string;
  publishing: true;
  kind: DocumentKind;
}

/** A document post loaded into the document form for editing: the fields, and the file (kept). */
export interface EditableDocumentPost {
  boardNo: number;
  permaLink: string;
  type: "updDocs";
  subject: string;
  /** The introduction as plain text, one paragraph per line. */
  webEditorContent: string;
  topic: string;
  tags: string[];
  allowDownload: boolean;
  document: { fileName: string; kind: DocumentKind; kindLabel: Localized; sizeBytes: number; pageCount: number; status: DocumentStatus };
}

/** What editing a document post may change (the file stays; a new file is a new post). */
export interface DocumentPostEdit {
  subject: string;
  topic: string;
  tags: string[];
  webEditorContent: string;
  allowDownload: boolean;
  /** An AI briefing's draft (status review): publish it with these fields; otherwise it stays a draft. */
  publish?: boolean;
}
