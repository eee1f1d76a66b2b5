// Records a search once per term and type (docs/product/reading.md searchWord) for the popular-searches list.
import { useEffect } from "react";
import type { SearchType } from "../../../core/search";
import { api } from "../../lib/api";

export function useLogSearch(searchKey: string | null, searchType: SearchType, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !searchKey) return;
    const key = `nt-search-logged:${searchType}:${searchKey}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // storage unavailable: log anyway, the server rate-limits
    }
    void api("POST /api/board/searchWord", { body: { searchKey, searchType } });
  }, [searchKey, searchType, enabled]);
}
