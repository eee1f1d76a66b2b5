// What the contents API takes and hands out (docs/product/writing.md contents). The request is a union on
// `type` (docs/product/writing.md upload form type); editor posts exist now, AI-written (polarisAi) and
// uploaded-document (updDocs) posts join the same union when they are built.
import type { Draft } from "../drafts/types";
export interface EditorPostInput {
  type: "editor";
  subject: string;
  webEditorContent: string;
  topic: string;
  tags: string[];
  /** A stored image address ('/files/…') or null. */
  thumb: string | null;
  /** The draft being published: deleted with the publication. */
  draftNo?: number | undefined;
  /** The member accepted the upload policy notice (required before the first publication). */
  agreePolicy?: boolean | undefined;
}

export type PostInput = EditorPostInput;

export interface PublishedPost {
  boardNo: number;
  permaLink: string;
}

/** A post loaded into the writing page for editing (editor posts; see EditableDocumentPost). */
export interface EditablePost {
  boardNo: number;
  permaLink: string;
  type: "editor";
  subject: string;
  webEditorContent: string;
  topic: string;
  tags: string[];
  thumb: string | null;
  /** The author's edit in progress, saved as they typed (another device, a crash), if any. */
  editDraft: Draft | null;
}

export interface WritingState {
  /** The member accepted the upload policy notice before (docs/product/writing.md modalPolicy). */
  policyAgreed: boolean;
}
