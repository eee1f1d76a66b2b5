// The service worker (/sw.js, scope /; docs/product/offline.md, decision 0220). The server
// bundles this file and writes the build's version into it (server/lib/pwa.ts).
//
// - Pages always come from the network, with the server's page cache and ETag rules; only when
//   the network does not answer does a saved post come from the member's saved copies, and any
//   other page gets the offline page (in the reader's language, desktop or phone).
// - Hashed build files come from the cache first.
// - Nothing else is kept: no API answer, no member page, nothing marked private or no-store.
// - Web Push: shows pushed notifications and opens their link (docs/product/notifications.md).
import { LANGUAGE_COOKIE, requestLanguage, say, type Language } from "../../../core/i18n";
import {
  buildFilesInPage,
  isNeverKept,
  isStaticAsset,
  isUploadedFile,
  isOfflinePage,
  mayKeepAnswer,
  obsoleteCaches,
  offlinePageFor,
  offlinePageHtml,
  offlineRedirect,
  parseSavedIndex,
  SAVED_INDEX_URL,
  withoutScripts,
  type SavedPost,
  offlinePageKey,
  SAVED_CACHE,
  savedKeysFor,
  staticCacheName,
} from "../../../core/offline";
import { formatSeoulDate } from "../../../core/format";
import { OFFLINE_TEXT, OFFLINE_WORKER_TEXT } from "./text";

/** Replaced by the server with the build's version when it serves the file. */
const VERSION = "__NT_SW_VERSION__";
const STATIC_CACHE = staticCacheName(VERSION);

// The few worker types used here (the project's TypeScript setup has the DOM library only).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void> };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
}

const sw = self as unknown as WorkerScope;
const ORIGIN = sw.location.origin;

/** The offline page in both languages and both trees, with the build files it uses. */
async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(STATIC_CACHE);
  const languages: Language[] = ["ko", "en"];
  await Promise.all(
    languages.flatMap((language) =>
      [false, true].map(async (mobile) => {
        const key = offlinePageKey(language, mobile);
        // As a visitor (no cookie) in the language asked: the page every visitor gets.
        const response = await fetch(key.slice(0, key.indexOf("?")), {
          credentials: "omit",
          headers: { "accept-language": language },
        }).catch(() => null);
        if (
          !response ||
          !mayKeepAnswer({ status: response.status, cacheControl: response.headers.get("cache-control"), redirected: response.redirected })
        ) {
          return;
        }
        const html = await response.clone().text();
        await cache.put(key, response);
        await Promise.all(
          buildFilesInPage(html).map(async (file) => {
            if (await cache.match(file)) return;
            const asset = await fetch(file, { credentials: "omit" }).catch(() => null);
            if (asset?.ok) await cache.put(file, asset);
          }),
        );
      }),
    ),
  );
}

sw.addEventListener("install", (event) => {
  event.waitUntil(keepOfflinePages().finally(() => sw.skipWaiting()));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(obsoleteCaches(names, VERSION).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

/** The reader's interface language: the stored choice's cookie where the worker can read it, else the browser's. */
async function readerLanguage(): Promise<Language> {
  const stored = await sw.cookieStore?.get(LANGUAGE_COOKIE).catch(() => null);
  return requestLanguage(stored?.value ?? null, navigator.language);
}

async function offlineAnswer(url: URL): Promise<Response> {
  for (const key of isNeverKept(url.pathname) ? [] : savedKeysFor(url.pathname)) {
    // (match by cache name: opening the cache would create it for a visitor)
    const copy = await caches.match(key, { cacheName: SAVED_CACHE, ignoreVary: true });
    // A copy opens at its own address (the other tree's copy, a link with a sharer's suffix).
    if (copy && key !== url.pathname) return Response.redirect(new URL(key, ORIGIN).href, 302);
    if (copy) return htmlAnswer(copy, withoutScripts(await copy.text()));
  }
  const language = await readerLanguage();
  if (isOfflinePage(url.pathname)) {
    const page = await caches.match(offlinePageFor(url.pathname, language), { ignoreVary: true });
    if (page) {
      const words = {
        none: say(OFFLINE_TEXT.savedNone, language),
        savedAt: (iso: string) => say(OFFLINE_TEXT.savedAt, language, { date: formatSeoulDate(iso, language) }),
      };
      return htmlAnswer(page, offlinePageHtml(await page.text(), await savedPosts(), words, url.searchParams.get("from")));
    }
    return new Response(say(OFFLINE_WORKER_TEXT.offline, language), {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  return Response.redirect(new URL(offlineRedirect(url.pathname, url.search), ORIGIN).href, 302);
}

/** A kept page's answer with new HTML (its headers, the policy's script hashes included, kept). */
function htmlAnswer(kept: Response, html: string): Response {
  const headers = new Headers(kept.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(html, { status: 200, headers });
}

async function savedPosts(): Promise<SavedPost[]> {
  const stored = await caches.match(SAVED_INDEX_URL, { cacheName: SAVED_CACHE });
  if (!stored) return [];
  try {
    return parseSavedIndex(await stored.json()).posts;
  } catch {
    return [];
  }
}

/** Pages: the network's answer whenever there is one; saved copies only when there is none. */
async function navigate(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineAnswer(url);
  }
}

async function buildFile(request: Request): Promise<Response> {
  const hit = await caches.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (mayKeepAnswer({ status: response.status, cacheControl: response.headers.get("cache-control") })) {
    const copy = response.clone();
    void caches.open(STATIC_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A saved post's pictures: from the network, from the saved copies when it does not answer. */
async function uploadedFile(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await caches.match(request.url, { cacheName: SAVED_CACHE, ignoreVary: true });
    if (copy) return copy;
    throw error;
  }
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== ORIGIN) return;
  if (request.mode === "navigate") return event.respondWith(navigate(request, url));
  if (isStaticAsset(url.pathname)) return event.respondWith(buildFile(request));
  if (isUploadedFile(url.pathname)) return event.respondWith(uploadedFile(request));
});

// Web Push (docs/product/notifications.md §6).
sw.addEventListener("push", (event) => {
  let data: { title?: string; body?: string; tag?: string; url?: string } = {};
  try {
    data = (event.data ? event.data.json() : {}) as typeof data;
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  const title = data.title || say(OFFLINE_WORKER_TEXT.pushTitle, "ko");
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: data.body || "",
      tag: data.tag || undefined,
      icon: "/icons/icon-192.png",
      badge: "/favicon.svg",
      data: { url: data.url || "/" },
    }),
  );
});

function targetUrl(raw: unknown): string {
  const url = typeof raw === "string" && raw ? raw : "/";
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith("/") || url.startsWith("//")) return "/";
  return url;
}

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data?.url);
  event.waitUntil(
    sw.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const sameSite = !/^https?:\/\//i.test(url) || url.startsWith(ORIGIN);
      if (sameSite) {
        for (const client of windows) return client.focus().then(() => client.navigate(url));
      }
      return sw.clients.openWindow(url);
    }),
  );
});
