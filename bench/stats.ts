// Small statistics shared by the benchmarks.
export interface LoadResult {
  url: string;
  requests: number;
  rps: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of an ascending list (0 for an empty list). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}
