// The member's posts saved for offline reading (docs/product/offline.md, decision 0220), kept in
// the browser's Cache Storage where the service worker finds them when the network does not
// answer. A saved copy is the post's public page — fetched without cookies, the bytes every
// visitor gets — with its same-origin pictures (document pages included) and the build files
// it names. The list of saved posts sits in the same cache (SAVED_INDEX_URL). Loaded on demand:
// when a member bookmarks or unbookmarks, syncs the bookmarks list or opens the offline page.
import {
  buildFilesInPage,
  EMPTY_INDEX,
  mayKeepAnswer,
  parseSavedIndex,
  picturesInPage,
  SAVED_CACHE,
  SAVED_FILE_CAP_BYTES,
  SAVED_INDEX_URL,
  savedPostKey,
  syncPlan,
  unusedFiles,
  withoutSavedPosts,
  withSavedPost,
  type SavedIndex,
  type SavedPost,
} from "../../../core/offline";
import { withMobilePrefix } from "../../../core/device";
import type { Language } from "../../../core/i18n";
import { api } from "../../lib/api";

export function offlineSupported(): boolean {
  return typeof window !== "undefined" && "caches" in window && "serviceWorker" in navigator;
}

async function readIndex(cache: Cache): Promise<SavedIndex> {
  const stored = await cache.match(SAVED_INDEX_URL);
  if (!stored) return EMPTY_INDEX;
  try {
    return parseSavedIndex(await stored.json());
  } catch {
    return EMPTY_INDEX;
  }
}

async function writeIndex(cache: Cache, index: SavedIndex): Promise<void> {
  await cache.put(SAVED_INDEX_URL, new Response(JSON.stringify(index), { headers: { "content-type": "application/json" } }));
}

/** Changes to the list run one after another in this tab. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The saved posts, newest first. */
export async function readSavedPosts(): Promise<SavedPost[]> {
  if (!offlineSupported() || !(await caches.has(SAVED_CACHE))) return [];
  const index = await readIndex(await caches.open(SAVED_CACHE));
  return [...index.posts].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

function keepable(response: Response): boolean {
  return mayKeepAnswer({ status: response.status, cacheControl: response.headers.get("cache-control"), redirected: response.redirected });
}

/** Fetches one file as a visitor and keeps it; its size, or null when it cannot be kept. */
async function keepFile(cache: Cache, url: string): Promise<number | null> {
  const response = await fetch(url, { credentials: "omit" }).catch(() => null);
  if (!response || !keepable(response)) return null;
  const size = (await response.clone().blob()).size;
  if (size > SAVED_FILE_CAP_BYTES) return null;
  await cache.put(url, response);
  return size;
}

async function dropCopies(cache: Cache, before: SavedIndex, after: SavedIndex, keys: readonly string[]): Promise<void> {
  await Promise.all([...keys, ...unusedFiles(before, after)].map((url) => cache.delete(url)));
}

/**
 * Saves the post at `pathname` ('/d/…' or '/m/d/…', the tree the reader is in) with its
 * pictures; older saved posts go first when the copies would pass the size cap. False when the
 * post could not be saved (not a post, no connection, too large, not public).
 */
export function savePost(pathname: string, title: string, language: Language): Promise<boolean> {
  return serial(async () => {
    const key = savedPostKey(pathname);
    if (!key || !offlineSupported()) return false;
    // Without cookies: the shared public page every visitor gets, nothing of the member's.
    const page = await fetch(key, { credentials: "omit", headers: { "accept-language": language } }).catch(() => null);
    if (!page || !keepable(page)) return false;
    const html = await page.clone().text();
    const cache = await caches.open(SAVED_CACHE);
    const files: Record<string, number> = {};
    for (const url of [...buildFilesInPage(html), ...picturesInPage(html)]) {
      const size = await keepFile(cache, url);
      if (size !== null) files[url] = size;
    }
    const before = await readIndex(cache);
    const entry: SavedPost = { key, title, savedAt: new Date().toISOString(), bytes: new TextEncoder().encode(html).length, files };
    const { index, evicted, kept } = withSavedPost(before, entry);
    if (kept) await cache.put(key, page);
    await dropCopies(cache, { posts: [...before.posts, entry] }, index, kept ? evicted : [...evicted, key]);
    await writeIndex(cache, index);
    return kept;
  });
}

/** Removes a saved post (both trees' copies) and the files only it used. */
export function removeSavedPost(pathname: string): Promise<void> {
  return serial(async () => {
    const key = savedPostKey(pathname);
    if (!key || !offlineSupported() || !(await caches.has(SAVED_CACHE))) return;
    const cache = await caches.open(SAVED_CACHE);
    const before = await readIndex(cache);
    const keys = [key, withMobilePrefix(key, !key.startsWith("/m/"))];
    const after = withoutSavedPosts(before, keys);
    await dropCopies(cache, before, after, keys);
    await writeIndex(cache, after);
  });
}

/** How many bookmarks a sync reads at most (the size cap keeps the newest of them anyway). */
const SYNC_MAX_PAGES = 5;
const SYNC_PAGE_SIZE = 100;

export interface SyncResult {
  ok: boolean;
  saved: number;
  failed: number;
}

/**
 * "오프라인으로 읽기 저장" on the bookmarks list: saves every bookmarked post not saved yet (oldest
 * bookmark first, so the newest stay when the cap is reached) and removes saved posts no longer
 * bookmarked.
 */
export async function syncBookmarks(mobile: boolean, language: Language): Promise<SyncResult> {
  if (!offlineSupported()) return { ok: false, saved: 0, failed: 0 };
  const bookmarked: { key: string; title: string }[] = [];
  for (let page = 1; page <= SYNC_MAX_PAGES; page++) {
    const result = await api("GET /api/user/boardsLikeFollow", { query: { type: "bookmark", page, size: SYNC_PAGE_SIZE } });
    if (!result.ok) return { ok: false, saved: 0, failed: 0 };
    for (const card of result.data.items) bookmarked.push({ key: `/d/${card.permaLink}`, title: card.subject });
    if (page >= result.data.totalPages) break;
  }
  const cache = await caches.open(SAVED_CACHE);
  const plan = syncPlan(
    await readIndex(cache),
    bookmarked.map((b) => b.key),
  );
  for (const key of plan.remove) await removeSavedPost(key);
  let failed = 0;
  const titles = new Map(bookmarked.map((b) => [b.key, b.title]));
  for (const key of [...plan.save].reverse()) {
    if (!(await savePost(withMobilePrefix(key, mobile), titles.get(key) ?? "", language))) failed++;
  }
  const total = (await readSavedPosts()).length;
  return { ok: failed === 0, saved: total, failed };
}
