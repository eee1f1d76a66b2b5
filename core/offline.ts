// Offline reading (docs/product/offline.md, decision 0220): the rules the service worker, the
// pages that save posts and the server share — which requests the worker may answer from its
// caches, which answers may be kept at all, what a saved post keeps (its page, its pictures,
// the page's own script and style files) and which saved posts go when the size cap is reached.
import type { Language } from "./i18n";
import { isMobilePath, stripMobilePrefix, withMobilePrefix } from "./device";

/** Every cache of ours starts with this; other names are left alone. */
export const CACHE_PREFIX = "nt-";
/** Static build files (hashed names) and the offline page, one cache per worker version. */
export const STATIC_CACHE_PREFIX = "nt-static-";
/** The signed-in member's posts saved for offline reading (not tied to a worker version). */
export const SAVED_CACHE = "nt-saved";
/** The list of saved posts, kept inside SAVED_CACHE under this address (never a real page). */
export const SAVED_INDEX_URL = "/__offline/saved.json";
/** What a member's saved posts may take in all (pages, pictures, script and style files). */
export const SAVED_CAP_BYTES = 50 * 1024 * 1024;
/** One picture larger than this is not kept (the post is still kept without it). */
export const SAVED_FILE_CAP_BYTES = 8 * 1024 * 1024;
/** The offline page's path (desktop; /m/offline on phones). */
export const OFFLINE_PATH = "/offline";

export function staticCacheName(version: string): string {
  return `${STATIC_CACHE_PREFIX}${version}`;
}

/** Caches a new worker deletes when it takes over: static caches of other versions. */
export function obsoleteCaches(names: readonly string[], version: string): string[] {
  const current = staticCacheName(version);
  return names.filter((name) => name.startsWith(STATIC_CACHE_PREFIX) && name !== current);
}

/** Hashed build files: they never change under one name, so the worker answers them from its cache first. */
export function isStaticAsset(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

/** Uploaded files (post pictures, document page images), kept only as part of a saved post. */
export function isUploadedFile(pathname: string): boolean {
  return pathname.startsWith("/files/");
}

const IMAGE_EXT = /\.(webp|png|jpe?g|gif|avif|svg)$/i;

/**
 * Paths the worker never keeps nor answers from a cache, whatever their headers say: the API,
 * the member's own pages, signing in and out, writing, the operators' pages and React Router's
 * data requests.
 */
const NEVER_KEPT = [
  "/api",
  "/mypage",
  "/login",
  "/signIn",
  "/signUp",
  "/logout",
  "/oauth",
  "/upload",
  "/document",
  "/write",
  "/admin",
  "/actuator",
  "/notification",
  "/other",
];

export function isNeverKept(pathname: string): boolean {
  const path = stripMobilePrefix(pathname);
  if (path.endsWith(".data")) return true;
  return NEVER_KEPT.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

/**
 * Whether an answer may be kept at all: a complete 200 that no header marks as personal
 * (`Cache-Control: private` or `no-store`, a cookie set). `setCookie` is what the caller can see
 * (a browser hides Set-Cookie from scripts; the server's own tests see it).
 */
export function mayKeepAnswer(answer: { status: number; cacheControl: string | null; setCookie?: boolean; redirected?: boolean }): boolean {
  if (answer.status !== 200 || answer.setCookie || answer.redirected) return false;
  return !/\b(private|no-store)\b/i.test(answer.cacheControl ?? "");
}

const POST_PATH = /^\/d\/([0-9a-z]+)(?:-[0-9a-z]+)?\/?$/;

/**
 * The saved copy's key of a post page: its path without the sharer suffix and the query,
 * in the tree it was read in ('/d/abc', '/m/d/abc'); null for anything that is not a post.
 */
export function savedPostKey(pathname: string): string | null {
  const mobile = isMobilePath(pathname);
  const match = POST_PATH.exec(stripMobilePrefix(pathname));
  if (!match) return null;
  return withMobilePrefix(`/d/${match[1]!}`, mobile);
}

/** Where to look for a saved copy of a page, in order: its own tree's copy, then the other tree's. */
export function savedKeysFor(pathname: string): string[] {
  const key = savedPostKey(pathname);
  if (!key) return [];
  return [key, withMobilePrefix(key, !isMobilePath(key))];
}

/** The offline page's key in the static cache for a language and a tree. */
export function offlinePageKey(language: Language, mobile: boolean): string {
  return `${withMobilePrefix(OFFLINE_PATH, mobile)}?lang=${language}`;
}

/** The offline page a failed navigation to `pathname` gets. */
export function offlinePageFor(pathname: string, language: Language): string {
  return offlinePageKey(language, isMobilePath(pathname));
}

/** Whether a path is the offline page itself ('/offline', '/m/offline'). */
export function isOfflinePage(pathname: string): boolean {
  return stripMobilePrefix(pathname) === OFFLINE_PATH;
}

/**
 * Where a failed navigation is sent: the offline page of its tree, saying which page could not
 * open (`from`), so its retry goes back there. The page must open at its own address, or the
 * app would take it for the page asked for.
 */
export function offlineRedirect(pathname: string, search: string): string {
  const from = `${pathname}${search}`;
  return `${withMobilePrefix(OFFLINE_PATH, isMobilePath(pathname))}?from=${encodeURIComponent(from)}`;
}

/** Same-origin pictures a page shows (post pictures, document page images, the writer's picture), in order. */
export function picturesInPage(html: string): string[] {
  const found = new Set<string>();
  // Attributes and the loader's data (document pages are listed there, drawn as the reader scrolls).
  for (const match of html.matchAll(/(?:["'(]|&quot;|\\")(\/files\/[^"'()\s\\<>&?#]+)/g)) {
    const path = match[1]!;
    if (IMAGE_EXT.test(path)) found.add(path);
  }
  return [...found];
}

/** The page's own build files (style sheets and modules) named in its HTML. */
export function buildFilesInPage(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/g)) found.add(match[0]);
  return [...found];
}

/** One saved post in the list kept beside the copies. */
export interface SavedPost {
  /** savedPostKey of the page. */
  key: string;
  title: string;
  /** ISO time it was saved. */
  savedAt: string;
  /** The page's own bytes. */
  bytes: number;
  /** Pictures and build files the copy uses, with their sizes (shared files are counted once). */
  files: Record<string, number>;
}

export interface SavedIndex {
  posts: SavedPost[];
}

export const EMPTY_INDEX: SavedIndex = { posts: [] };

/** Reads the stored list, dropping anything malformed. */
export function parseSavedIndex(raw: unknown): SavedIndex {
  if (!raw || typeof raw !== "object" || !Array.isArray((raw as SavedIndex).posts)) return { posts: [] };
  const posts = (raw as SavedIndex).posts.filter(
    (p): p is SavedPost =>
      !!p &&
      typeof p.key === "string" &&
      savedPostKey(p.key) === p.key &&
      typeof p.title === "string" &&
      typeof p.savedAt === "string" &&
      typeof p.bytes === "number" &&
      !!p.files &&
      typeof p.files === "object",
  );
  return { posts };
}

/** The bytes the saved copies take: every page, and every file once however many pages use it. */
export function savedBytes(index: SavedIndex): number {
  const files = new Map<string, number>();
  let total = 0;
  for (const post of index.posts) {
    total += post.bytes;
    for (const [url, size] of Object.entries(post.files)) files.set(url, size);
  }
  for (const size of files.values()) total += size;
  return total;
}

/** Files no post of the list uses any more (to delete with the posts that used them). */
export function unusedFiles(before: SavedIndex, after: SavedIndex): string[] {
  const used = new Set(after.posts.flatMap((p) => Object.keys(p.files)));
  const out = new Set<string>();
  for (const post of before.posts) for (const url of Object.keys(post.files)) if (!used.has(url)) out.add(url);
  return [...out];
}

/**
 * The list with `post` added (a post saved again replaces its old entry) and, when it goes past
 * the cap, the oldest saved posts taken out until it fits; the new post itself is never the one
 * evicted, but a post that alone is larger than the cap is not kept.
 */
export function withSavedPost(
  index: SavedIndex,
  post: SavedPost,
  cap = SAVED_CAP_BYTES,
): { index: SavedIndex; evicted: string[]; kept: boolean } {
  const others = index.posts.filter((p) => p.key !== post.key);
  if (savedBytes({ posts: [post] }) > cap) return { index: { posts: others }, evicted: [], kept: false };
  const posts = [...others].sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  const evicted: string[] = [];
  while (posts.length && savedBytes({ posts: [...posts, post] }) > cap) evicted.push(posts.shift()!.key);
  return { index: { posts: [...posts, post] }, evicted, kept: true };
}

/** The list without the posts whose keys are given. */
export function withoutSavedPosts(index: SavedIndex, keys: readonly string[]): SavedIndex {
  const drop = new Set(keys);
  return { posts: index.posts.filter((p) => !drop.has(p.key)) };
}

/**
 * For a sync with the member's bookmarks: saved posts no longer bookmarked (to remove) and
 * bookmarked posts not saved yet (to save). Keys are desktop post keys; a post saved in either
 * tree counts as saved.
 */
export function syncPlan(index: SavedIndex, bookmarkedKeys: readonly string[]): { remove: string[]; save: string[] } {
  const wanted = new Set(bookmarkedKeys.map((key) => stripMobilePrefix(key)));
  const saved = new Set(index.posts.map((p) => stripMobilePrefix(p.key)));
  return {
    remove: index.posts.filter((p) => !wanted.has(stripMobilePrefix(p.key))).map((p) => p.key),
    save: [...wanted].filter((key) => !saved.has(key)),
  };
}

/**
 * A page as the worker shows it offline: without its scripts and module preloads. The server's
 * HTML is complete without them, and the app's code would ask the network for what it loads on
 * demand and fail; links then open as whole pages, which the worker answers.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/** Where the offline page's server HTML leaves room for the saved posts' list. */
export const OFFLINE_LIST_SLOT = '<div class="offline-slot"></div>';
/** The offline page's retry link, whose address the worker sets to the page that could not open. */
const RETRY_LINK = /(<a\b[^>]*\bdata-offline-retry=""[^>]*\bhref=")[^"]*(")/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The offline page as the worker answers it: no scripts, the saved posts listed in its slot
 * (newest first; `none` when there are none), and its retry link pointing at `from`.
 */
export function offlinePageHtml(
  html: string,
  posts: readonly SavedPost[],
  words: { none: string; savedAt: (iso: string) => string },
  from: string | null,
): string {
  const sorted = [...posts].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const list = sorted.length
    ? `<ul class="offline-list">${sorted
        .map(
          (p) =>
            `<li><a href="${escapeHtml(p.key)}"><span class="offline-title">${escapeHtml(p.title || p.key)}</span>` +
            `<span class="offline-date">${escapeHtml(words.savedAt(p.savedAt))}</span></a></li>`,
        )
        .join("")}</ul>`
    : `<p class="offline-none">${escapeHtml(words.none)}</p>`;
  const back = from && from.startsWith("/") && !from.startsWith("//") ? from : null;
  const page = withoutScripts(html).replace(OFFLINE_LIST_SLOT, () => list);
  return back ? page.replace(RETRY_LINK, (_m, start: string, end: string) => `${start}${escapeHtml(back)}${end}`) : page;
}
