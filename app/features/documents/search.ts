// Search inside a document: which pages contain the words, and where to draw marks. Matching
// ignores case and treats any run of spaces or line breaks as one space, so a phrase broken
// across lines in the PDF is still found.
import type { DocumentText } from "../../../server/modules/documents/types";

/** One page's text as GET /api/documents/{boardNo}/text answers it. */
export type PageText = DocumentText["pages"][number];

export interface PageMatches {
  pageNo: number;
  count: number;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for the query, or null when it is blank. */
export function queryPattern(query: string): RegExp | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(words.map(escapeRegExp).join("\\s+"), "giu");
}

/** Pages that contain the query, in page order, with how often. */
export function findPages(pages: readonly PageText[], query: string): PageMatches[] {
  const pattern = queryPattern(query);
  if (!pattern) return [];
  const out: PageMatches[] = [];
  for (const page of pages) {
    const count = page.text.match(pattern)?.length ?? 0;
    if (count > 0) out.push({ pageNo: page.pageNo, count });
  }
  return out;
}

export interface Segment {
  text: string;
  mark: boolean;
}

/** Splits a text into marked (matching) and plain segments. */
export function markSegments(text: string, query: string): Segment[] {
  const pattern = queryPattern(query);
  if (!pattern || !text) return [{ text, mark: false }];
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index! > last) out.push({ text: text.slice(last, m.index), mark: false });
    out.push({ text: m[0], mark: true });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), mark: false });
  return out.length ? out : [{ text, mark: false }];
}

/**
 * Adds <mark> around matches in the text parts of safe HTML (the server's text view): tags
 * are left alone and the query is matched against the escaped text as it reads.
 */
export function markHtml(html: string, query: string, className = ""): string {
  const pattern = queryPattern(query);
  if (!pattern) return html;
  const open = className ? `<mark class="${className}">` : "<mark>";
  return html.replace(/(^|>)([^<]+)/g, (_whole, lead: string, text: string) => {
    const decoded = text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
    const marked = markSegments(decoded, query)
      .map((s) => {
        const escaped = s.text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
        return s.mark ? `${open}${escaped}</mark>` : escaped;
      })
      .join("");
    return lead + marked;
  });
}
