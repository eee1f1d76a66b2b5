// A short-lived cache of server-rendered pages for visitors (requests without a session).
// A visitor's page is a function of its URL alone (view counts, share visits and the view
// reward are separate API calls), so most reads of a popular post can skip the database and
// the React render. Freshness: every entry lives PAGE_CACHE_SECONDS at most, and any write
// (a non-GET request, a finished job) empties the cache and bumps its generation so a render
// that started before the write is not stored afterwards. docs/decisions/0008.
import zlib from "node:zlib";

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** gzip of body, made once when stored. */
  gzip: Buffer | null;
}

export interface PageCache {
  readonly enabled: boolean;
  /** The current generation; pass it back to set() so stale renders are dropped. */
  generation(): number;
  get(key: string): CachedPage | null;
  set(key: string, generation: number, page: Omit<CachedPage, "gzip">): void;
  /** Drops everything (called on every write). */
  invalidate(): void;
  size(): number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** Bodies above this are not kept (a huge page is rare and would crowd out the rest). */
  maxBodyBytes?: number;
  now?: () => number;
}

export function createPageCache({ ttlMs, maxEntries = 500, maxBodyBytes = 1024 * 1024, now = Date.now }: PageCacheOptions): PageCache {
  // Map keeps insertion order: re-inserting on a hit makes it a least-recently-used list.
  const entries = new Map<string, CachedPage & { expires: number }>();
  let generation = 0;
  return {
    enabled: ttlMs > 0,
    generation: () => generation,
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= now()) {
        entries.delete(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, atGeneration, page) {
      if (ttlMs <= 0 || atGeneration !== generation || page.body.length > maxBodyBytes) return;
      const gzip = page.body.length >= 1024 ? zlib.gzipSync(page.body, { level: 6 }) : null;
      entries.delete(key);
      entries.set(key, { ...page, gzip, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
