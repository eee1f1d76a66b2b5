// Server-rendered pages that are the same for every reader, kept in memory for a few
// seconds and answered like a static file. A page is stored with the cache tags its loaders
// declared (the post it shows, the lists it shows, the member whose page it is); a write
// empties only the pages carrying a tag it changed, or everything when it cannot tell.
// Writes that change nothing a reader sees (view counts, share visits, search words) empty
// nothing. Other processes hear of each invalidation over the bus (lib/invalidation-bus.ts).
// A copy that a write or its age made stale is kept a little longer: while one request renders
// the page again, the other readers get the stale copy at once instead of queueing behind that
// render (HTTP's stale-while-revalidate, as a CDN in front does) — except the writer, who reads
// their own write (modules/shared-answers.ts mayGetStale). A page is rendered again at most once
// per `refreshGapMs`, so a stream of writes cannot keep a busy page rendering. A write that removed
// something (core/cache-tags.ts goneTag) keeps no stale copy of the pages that showed it.
// docs/decisions/0008, 0131, 0176, 0178, 0208.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { GONE_PREFIX } from "../../core/cache-tags";
import type { Invalidation, InvalidationBus } from "./invalidation-bus";

/** The tag of a page whose loaders declared nothing: any write makes it stale. */
export const ANY_WRITE = "*";

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** gzip of body, made once when stored (null for small bodies). */
  gzip: Buffer | null;
  /**
   * Validator of the body. Weak (`W/"…"`): the same page is sent gzipped or not, and the two
   * encodings are the same page for a conditional request.
   */
  etag: string;
  tags: readonly string[];
  /** Sent while another request renders its replacement (x-page-cache: stale). */
  stale?: boolean;
}

export interface PageToStore {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  tags: readonly string[];
}

export interface PageCache {
  readonly enabled: boolean;
  readonly ttlMs: number;
  /** The current generation; pass it back to set() so a render that a write overtook is not stored. */
  generation(): number;
  /**
   * The fresh page under `key`. With `staleWhileRefreshing` (for readers who did not just write
   * what made it stale), a stale copy while another request refreshes it or while the copy is
   * younger than `refreshGapMs`; after that, the first caller to find it gets null and is the
   * one refreshing (it calls set() or release()).
   */
  get(key: string, options?: { staleWhileRefreshing?: boolean }): CachedPage | null;
  /** Stores the page unless a write since `generation` touched one of its tags; returns what was stored. */
  set(key: string, generation: number, page: PageToStore): CachedPage | null;
  /** The refresh of `key` ended without storing a page: the next visitor refreshes it. */
  release(key: string): void;
  /** Empties the pages `what` names, here and (through the bus) in every other process. */
  invalidate(what: Invalidation): void;
  size(): number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** Bodies above this are not kept (a huge page is rare and would crowd out the rest). */
  maxBodyBytes?: number;
  bus?: InvalidationBus;
  now?: () => number;
  /** How long a stale copy may still be sent while it is being refreshed. */
  staleMs?: number;
  /** How long one refresh may take before the next visitor takes it over. */
  refreshMs?: number;
  /**
   * A page rendered less than this long ago is not rendered again yet: readers get the stale copy
   * meanwhile. Under a stream of writes a popular page is rendered at most about twice a second
   * per process instead of once per write (decision 0178).
   */
  refreshGapMs?: number;
}

export function etagOf(body: Buffer): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * Tags of what one member alone is shown (their kept state, modules/viewer/cache.ts): emptying
 * them is no write any shared page could show, so a page that declared nothing stays.
 */
export const PRIVATE_TAG_PREFIX = "viewer:";

/** The tag a write names, without the mark of a removal (core/cache-tags.ts goneTag). */
const changedTag = (tag: string) => (tag.startsWith(GONE_PREFIX) ? tag.slice(GONE_PREFIX.length) : tag);

function touches(what: Invalidation, tags: readonly string[]): boolean {
  if (what === "all") return true;
  if (tags.includes(ANY_WRITE)) return what.some((tag) => !tag.startsWith(PRIVATE_TAG_PREFIX));
  return what.some((tag) => tags.includes(changedTag(tag)));
}

/** Whether `what` removed something a page carrying `tags` shows: that page keeps no stale copy. */
function removes(what: Invalidation, tags: readonly string[]): boolean {
  return what !== "all" && what.some((tag) => tag.startsWith(GONE_PREFIX) && tags.includes(changedTag(tag)));
}

/** How many recent invalidations are remembered to judge renders that were running meanwhile. */
const HISTORY = 256;

export function createPageCache({
  ttlMs,
  maxEntries = 500,
  maxBodyBytes = 1024 * 1024,
  bus,
  now = Date.now,
  staleMs = 10_000,
  refreshMs = 2_000,
  refreshGapMs = 500,
}: PageCacheOptions): PageCache {
  // Map keeps insertion order: re-inserting on a hit makes it a least-recently-used list.
  const entries = new Map<string, CachedPage & { expires: number; renderedAt: number }>();
  /**
   * Copies a write or their age made stale: sendable until `until` while `refreshingUntil` is
   * ahead, or while the copy is younger than `refreshGapMs` (`renderedAt`).
   */
  const stale = new Map<string, { page: CachedPage; until: number; refreshingUntil: number; renderedAt: number }>();
  let generation = 0;
  const history: { generation: number; what: Invalidation }[] = [];

  const keepStale = (key: string, page: CachedPage, renderedAt: number) => {
    if (staleMs <= 0) return;
    const { expires: _expires, renderedAt: _renderedAt, ...rest } = page as CachedPage & { expires?: number; renderedAt?: number };
    stale.delete(key);
    stale.set(key, { page: { ...rest, stale: true }, until: now() + staleMs, refreshingUntil: 0, renderedAt });
    while (stale.size > maxEntries) stale.delete(stale.keys().next().value!);
  };

  const apply = (what: Invalidation) => {
    if (what !== "all" && what.length === 0) return;
    generation += 1;
    history.push({ generation, what });
    if (history.length > HISTORY) history.shift();
    for (const [key, entry] of entries) {
      if (what !== "all" && !touches(what, entry.tags)) continue;
      entries.delete(key);
      if (!removes(what, entry.tags)) keepStale(key, entry, entry.renderedAt);
    }
    // A copy already stale (an earlier write, its age) of what was removed goes too.
    for (const [key, old] of stale) if (removes(what, old.page.tags)) stale.delete(key);
  };
  bus?.subscribe(apply);

  return {
    enabled: ttlMs > 0,
    ttlMs,
    generation: () => generation,
    get(key, options) {
      const entry = entries.get(key);
      const at = now();
      if (entry && entry.expires > at) {
        entries.delete(key);
        entries.set(key, entry);
        return entry;
      }
      if (entry) {
        entries.delete(key);
        keepStale(key, entry, entry.renderedAt);
      }
      if (!options?.staleWhileRefreshing) return null;
      const old = stale.get(key);
      if (!old) return null;
      if (old.until <= at) {
        stale.delete(key);
        return null;
      }
      if (old.refreshingUntil > at || at < old.renderedAt + refreshGapMs) return old.page;
      old.refreshingUntil = at + refreshMs;
      return null;
    },
    set(key, atGeneration, page) {
      if (ttlMs <= 0 || page.body.length > maxBodyBytes) return null;
      const gzip = () => (page.body.length >= 1024 ? zlib.gzipSync(page.body, { level: 6 }) : null);
      if (atGeneration !== generation) {
        // A write happened while this page was rendering: keep it only if none touched it.
        const oldest = history[0]?.generation ?? generation;
        const overtaken = atGeneration < oldest - 1 || history.some((h) => h.generation > atGeneration && touches(h.what, page.tags));
        if (overtaken) {
          // Still newer than the stale copy readers get meanwhile: it takes that copy's place,
          // and the next refresh waits out the gap like any other.
          if (stale.has(key)) keepStale(key, { ...page, gzip: gzip(), etag: etagOf(page.body) }, now());
          return null;
        }
      }
      const stored = { ...page, gzip: gzip(), etag: etagOf(page.body), expires: now() + ttlMs, renderedAt: now() };
      entries.delete(key);
      entries.set(key, stored);
      stale.delete(key);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return stored;
    },
    release(key) {
      const old = stale.get(key);
      if (old) old.refreshingUntil = 0;
    },
    invalidate(what) {
      apply(what);
      if (what === "all" || what.length > 0) bus?.publish(what);
    },
    size: () => entries.size,
  };
}
