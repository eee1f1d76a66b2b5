// What the search service hands to pages and API clients.
import type { SearchType } from "../../../core/search";
import type { BoardCard, Page } from "../boards/types";

export interface SearchResult extends BoardCard {
  /** Plain text around the first match (marked by the page, never as HTML). */
  matchText: string;
}

export interface SearchPage extends Page<SearchResult> {
  /**
   * True when more posts match than totalCount: matches are counted up to SEARCH_RESULT_LIMIT
   * (core/search.ts), shown as "1,000+", and pages stop there.
   */
  totalCountCapped: boolean;
  searchKey: string;
  searchType: SearchType;
  /** Whether the term was read as 초성 (ㅂㄷㅅ). */
  choseong: boolean;
}

export interface PopularWord {
  word: string;
  count: number;
}
