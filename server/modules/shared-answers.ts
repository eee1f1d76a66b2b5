// Answers the same for every visitor, kept in the page cache (lib/page-cache.ts) and sent like
// a static file by the server's front (ssr.ts createPageFront): shared pages, and the public
// API reads a route marks `sharedWithVisitors` (addRoute, modules/route.ts) — the lists a page
// fetches after it loads, which are what a CDN in front would keep too. Members (a session
// presented) get their own answer from the route, since it may carry their state. The writes
// that change what an answer shows empty it by its tags (cache-changes.ts), as for pages.
// docs/decisions/0131, 0175.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { IncomingHttpHeaders } from "node:http";
import type { Language } from "../../core/i18n";
import type { Metrics } from "../lib/metrics";
import type { PageCache } from "../lib/page-cache";
import { SESSION_COOKIE } from "./auth/plugin";

/** Who a shared answer is for: "v" a visitor (no session presented), "m" a member (a page's shell). */
export type Variant = "v" | "m";

const SESSION_COOKIE_RE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);

export function variantOf(headers: IncomingHttpHeaders): Variant {
  if (headers.authorization) return "m";
  const cookie = headers.cookie;
  return cookie && SESSION_COOKIE_RE.test(cookie) ? "m" : "v";
}

/**
 * Set on the answer to a write that changed what shared pages show: for its few seconds the
 * writer's browser never gets a stale copy of a shared page (page-cache.ts), so they read their
 * own write at once, whichever web process answers. It says nothing about who they are; like
 * every cookie of ours it is Secure when the browser came over HTTPS.
 */
export const WROTE_COOKIE = "nt_wrote";
const WROTE_SECONDS = 10;
const WROTE_COOKIE_RE = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=`);
export const wroteCookie = (secure: boolean) =>
  `${WROTE_COOKIE}=1; Max-Age=${WROTE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

/** What an API answer that depends on who asks tells caches: keep it nowhere (decision 0209). */
export const MEMBER_ANSWER_CONTROL = "private, no-store";

/**
 * Whether an API answer may depend on the member asking: a route for members (any level but
 * public), or any route asked with a session (shared answers are for visitors only).
 */
export function isMemberAnswer(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return (access !== undefined && access !== "public") || variantOf(request.headers) === "m";
}

/**
 * Whether this reader may get a stale copy while another request renders the page again: a
 * visitor always, a member unless they changed something a moment ago (their own state comes
 * from their state call either way; the shared part is what everyone sees a moment later).
 */
export function mayGetStale(headers: IncomingHttpHeaders): boolean {
  return !wroteRecently(headers);
}

/** Whether the reader changed something shared a moment ago (the nt_wrote cookie): they read the primary (modules/reads.ts). */
export function wroteRecently(headers: IncomingHttpHeaders): boolean {
  const cookie = headers.cookie;
  return Boolean(cookie && WROTE_COOKIE_RE.test(cookie));
}

/**
 * A shared answer is kept once per reader kind and interface language, and apart for the
 * production host when that host's pages carry third-party scripts (decision 0161).
 */
export function cacheKey(variant: Variant, language: Language, url: string, production: boolean): string {
  return `${variant}${language}${production ? "p" : ""} ${url}`;
}

/**
 * The caching headers of a shared answer. A visitor's copy may be kept by a CDN or reverse proxy
 * for the cache's lifetime (`s-maxage`); only those shared caches may also send it stale while
 * they refetch, said to them alone in `CDN-Cache-Control` (RFC 9213). A browser is told to ask
 * every time (`max-age=0, must-revalidate`; the ETag makes that a 304): with
 * stale-while-revalidate in Cache-Control, Chromium kept a visitor's copy and showed it again to
 * the same person just after they signed in, a visitor's page to a member (decision 0232). A
 * member's shell is kept only by their browser, which revalidates it every time.
 */
export function sharedCacheHeaders(variant: Variant, ttlMs: number): Readonly<Record<string, string>> {
  if (variant === "m") return MEMBER_SHELL_HEADERS;
  const seconds = Math.max(1, Math.round(ttlMs / 1000));
  return {
    "cache-control": `public, max-age=0, s-maxage=${seconds}, must-revalidate`,
    "cdn-cache-control": `public, max-age=${seconds}, stale-while-revalidate=${SHARED_STALE_SECONDS}`,
  };
}

/** How long a CDN may send a stale visitor's copy while it refetches. */
const SHARED_STALE_SECONDS = 30;
const MEMBER_SHELL_HEADERS = { "cache-control": "private, no-cache" } as const;

/** The cache tags of what a route's answer shows, from its checked request. */
export type SharedTags = (request: FastifyRequest) => readonly string[];

declare module "fastify" {
  interface FastifyInstance {
    /** The page cache, for routes whose visitors' answers are shared; decorated before the modules register. */
    sharedAnswers?: PageCache;
    /** Where the shared answers made afresh are counted (lib/metrics.ts); decorated with sharedAnswers. */
    metrics?: Metrics;
  }
}

const GENERATION = Symbol("shared-answer-generation");

/**
 * Keeps a route's successful answers to visitors in the page cache under `tags`; the server's
 * front answers the next visitors from there until a write empties them or they expire.
 */
export function shareWithVisitors(app: FastifyInstance, route: { onRequest: unknown[]; onSend: unknown[] }, tagsOf: SharedTags): void {
  const cache = app.sharedAnswers;
  if (!cache?.enabled) return;
  const metrics = app.metrics;
  route.onRequest.push(async (request: FastifyRequest) => {
    // Taken before the route reads, so an answer a write overtook is not kept (page-cache.ts set()).
    if (variantOf(request.headers) === "v") (request as unknown as Record<symbol, number>)[GENERATION] = cache.generation();
  });
  route.onSend.push(async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const generation = (request as unknown as Record<symbol, number | undefined>)[GENERATION];
    if (generation === undefined) return payload;
    // The front had no copy to send this visitor (its hits are counted there, ssr.ts).
    metrics?.pageCache("miss");
    const key = cacheKey("v", request.language, request.url, false);
    // This request may be the one refreshing a stale copy (the front sends it to others meanwhile).
    if (reply.statusCode !== 200 || reply.hasHeader("set-cookie") || (typeof payload !== "string" && !Buffer.isBuffer(payload))) {
      cache.release(key);
      return payload;
    }
    const contentType = String(reply.getHeader("content-type") ?? "application/json; charset=utf-8");
    const stored = cache.set(key, generation, {
      status: 200,
      headers: { "content-type": contentType },
      body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
      tags: tagsOf(request),
    });
    if (stored) {
      void reply.headers(sharedCacheHeaders("v", cache.ttlMs));
      void reply.header("etag", stored.etag);
      void reply.header("x-page-cache", "miss");
    } else cache.release(key);
    return payload;
  });
}
