// The rules of the post page's series box (docs/product/series.md §3), apart from the rest of
// core/series.ts: every post page loads these, the limits and refusals only the pages that change
// a series.

/** A post page's box lists every part up to this many; a longer series folds to the parts around the one read. */
export const SERIES_BOX_OPEN_MAX = 7;

export interface SeriesPlace<T> {
  /** 1-based place among the parts shown. */
  number: number;
  total: number;
  previous: T | null;
  next: T | null;
}

/** Where the post `boardNo` stands among `parts` (in order), or null when it is not one of them. */
export function seriesPlace<T extends { boardNo: number }>(parts: readonly T[], boardNo: number): SeriesPlace<T> | null {
  const index = parts.findIndex((part) => part.boardNo === boardNo);
  if (index < 0) return null;
  return { number: index + 1, total: parts.length, previous: parts[index - 1] ?? null, next: parts[index + 1] ?? null };
}

/**
 * The indexes a folded list shows: every part when there are few; otherwise the first, the last and
 * the parts around the one read (`current`, 0-based), `max` in all. Gaps between them fold.
 */
export function foldedParts(total: number, current: number, max = SERIES_BOX_OPEN_MAX): number[] {
  if (total <= max) return Array.from({ length: total }, (_, i) => i);
  const around = Math.max(1, max - 2);
  let start = Math.max(1, Math.min(current - Math.floor(around / 2), total - 1 - around));
  start = Math.max(1, start);
  const middle = Array.from({ length: around }, (_, i) => start + i).filter((i) => i > 0 && i < total - 1);
  return [0, ...middle, total - 1];
}

/** The series page: under the owner's public pages, desktop or phone. */
export function seriesPath(userId: string, seriesNo: number, mobile: boolean): string {
  return `${mobile ? "/m" : ""}/other/${userId}/series/${seriesNo}`;
}
