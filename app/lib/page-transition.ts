// The page transition (docs/product/platform.md: fade, slide-left on detail pages) plays when the reader moves
// from one page to another, not on the page a visit starts with: an entrance animation there
// would start the page invisible (opacity 0) and hold back its first paint.
import { useLocation } from "react-router";

/** The transition class for the page being shown, or undefined on the first page of a visit. */
export function usePageTransition(kind: "page-fade" | "page-slide-left"): string | undefined {
  // The entry a visit starts on has the key "default" (on the server and while hydrating).
  return useLocation().key === "default" ? undefined : kind;
}
