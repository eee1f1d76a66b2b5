// Search terms and search routes (docs/product/reading.md Search, Search). Both the header search box
// and the server's search endpoint use these, so the 2-character minimum and the
// /search/{key}/{type} route shape cannot drift apart.

import type { Text } from "./i18n";
import { COMMON_MSG } from "./common-messages";
import { withMobilePrefix } from "./device";

export const SEARCH_TYPES = ["all", "subject", "content", "tags", "user_name"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** docs/product/reading.md Desktop header dropdown labels. */
export const SEARCH_TYPE_LABELS: Readonly<Record<SearchType, Text>> = {
  all: { ko: "전체", en: "All" },
  subject: { ko: "제목", en: "Title" },
  content: { ko: "내용", en: "Content" },
  tags: { ko: "태그", en: "Tags" },
  user_name: { ko: "글쓴이", en: "Author" },
};

export const SEARCH_MIN_CHARS = 2;

export type SearchTermResult = { ok: true; value: string } | { ok: false; message: Text };

export function isSearchType(s: unknown): s is SearchType {
  return typeof s === "string" && (SEARCH_TYPES as readonly string[]).includes(s);
}

/** Unknown or missing types fall back to "all", the dropdown's default. */
export function parseSearchType(s: string | null | undefined): SearchType {
  return isSearchType(s) ? s : "all";
}

/**
 * Counts user-perceived characters (grapheme clusters) so '한국', a decomposed '한국'
 * and an emoji with a skin-tone modifier all count the way a person would count them.
 */
export function countCharacters(s: string): number {
  const text = s.normalize("NFC");
  if (typeof Intl !== "undefined" && typeof Intl.Segmenter === "function") {
    return Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)).length;
  }
  return Array.from(text).length; // older engines: code points are the next best thing
}

/** Trims the term (NFC-normalised so the same word always searches the same) or says why it is refused. */
export function validateSearchTerm(input: string | null | undefined): SearchTermResult {
  const value = (input ?? "").trim().normalize("NFC");
  if (value === "") return { ok: false, message: COMMON_MSG.searchEmpty };
  if (countCharacters(value) < SEARCH_MIN_CHARS) return { ok: false, message: COMMON_MSG.searchTooShort };
  return { ok: true, value };
}

/** /search/{key}/{type}, or /m/search/{key}/{type} on mobile. The key is fully URL-encoded. */
export function searchPath(key: string, type: SearchType, mobile: boolean): string {
  return withMobilePrefix(`/search/${encodeURIComponent(key)}/${type}`, mobile);
}

/**
 * Search results counted and shown: matches are counted exactly up to this many; when more
 * posts match, the count reads "1,000+" and pages stop at the 1,000th result (a narrower term
 * finds the rest). Counting every match of a very common word would cost more than the page.
 */
export const SEARCH_RESULT_LIMIT = 1000;

/** The count as the page shows it: 1,234 → "1,000+" when counting stopped at the limit. */
export function searchCountLabel(totalCount: number, more: boolean): string {
  return `${totalCount.toLocaleString("ko-KR")}${more ? "+" : ""}`;
}

export interface PageSlice {
  offset: number;
  limit: number;
}

/**
 * Results are a ranked group (title phrase and field matches, or titles that start with the
 * 초성) followed by the rest, newest first. Which rows of each a page needs: the page starts
 * `offset` rows in and holds `limit` rows; the group has `groupSize` rows.
 */
export function splitPage(groupSize: number, offset: number, limit: number): { group: PageSlice; rest: PageSlice } {
  const groupLimit = Math.max(0, Math.min(limit, groupSize - offset));
  return {
    group: { offset: Math.min(offset, groupSize), limit: groupLimit },
    rest: { offset: Math.max(0, offset - groupSize), limit: limit - groupLimit },
  };
}

/** The rows a page may show within the result limit: null when the page lies past it. */
export function pageWindowWithinLimit(page: number, size: number, limit = SEARCH_RESULT_LIMIT): PageSlice | null {
  const offset = (page - 1) * size;
  if (offset >= limit) return null;
  return { offset, limit: Math.min(size, limit - offset) };
}
