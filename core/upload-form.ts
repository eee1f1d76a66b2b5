// Upload form rules (docs/product/writing.md Upload form state, Upload form 'done'). The 'done' flag
// enables the publish button in the browser and the server re-checks the same rule, so
// both sides agree on what a complete post is. stripHtml also produces the plain text
// stored for search and excerpts.

import { isTopicKey } from "./topics";

export type UploadPageType = "upload" | "edit";
export type UploadType = "editor" | "polarisAi" | "updDocs";

export const UPLOAD_PAGE_TYPES: readonly UploadPageType[] = ["upload", "edit"];
export const UPLOAD_TYPES: readonly UploadType[] = ["editor", "polarisAi", "updDocs"];

/** The fields of the upload form state that decide whether it is complete. */
export interface UploadFormDoneInput {
  pageType?: string | null;
  type?: string | null;
  subject?: string | null;
  webEditorContent?: string | null;
  topic?: string | null;
  /** The attached document for updDocs posts; any non-null value counts as attached. */
  file?: unknown;
}

/** Elements that start a new line or cell: replaced by a space so words do not run together. */
const BLOCK_TAGS =
  "address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul";
const BLOCK_TAG_RE = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi");

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

/** Decodes one entity body (without & and ;), or returns null to leave it untouched. */
function decodeEntity(body: string): string | null {
  if (body.startsWith("#")) {
    const hex = body[1] === "x" || body[1] === "X";
    const code = parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : null;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? null;
}

/**
 * Plain text of editor HTML: comments, <script>/<style> bodies and tags removed (block
 * tags become a space), entities decoded in a single pass (so '&amp;lt;' becomes '&lt;',
 * not '<'), whitespace (including the decoded &nbsp;) collapsed and trimmed.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(BLOCK_TAG_RE, " ")
    .replace(/<\/?[a-zA-Z][^>]*>/g, "")
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, body: string) => decodeEntity(body) ?? whole)
    .replace(/\s+/g, " ")
    .trim();
}

const isBlank = (s: string | null | undefined): boolean => !s || s.trim() === "";

/**
 * docs/product/writing.md: done only when pageType is upload or edit, the title is non-blank, the text
 * content (HTML stripped) is non-blank, a topic is chosen (one of the nine topic keys),
 * and the type is editor or polarisAi — or updDocs with a file attached.
 */
export function isUploadFormDone(state: UploadFormDoneInput): boolean {
  if (state.pageType !== "upload" && state.pageType !== "edit") return false;
  if (isBlank(state.subject)) return false;
  if (stripHtml(state.webEditorContent) === "") return false;
  if (!isTopicKey(state.topic)) return false;
  if (state.type === "editor" || state.type === "polarisAi") return true;
  return state.type === "updDocs" && state.file != null;
}
