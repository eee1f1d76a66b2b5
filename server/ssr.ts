// Serves the React Router app: hashed client assets from build/client, and every other
// non-API path through the server build. The SSR routes live in their own encapsulated
// plugin whose body parser leaves the body unread, so React Router actions read it as a
// Web Request; the reply is hijacked and the Web Response streamed (gzip when accepted).
//
// Pages the same for every reader (route modules say so with `handle.sameForEveryone`) are
// rendered without the reader's identity, kept in the page cache and answered from memory:
// to visitors as they are, to members as a "member shell" whose personal parts (header,
// like/bookmark/follow, tickets, vote) arrive in one small JSON call after hydration
// (GET /api/viewer/state). Every other page is rendered for its reader. docs/decisions/0131.
import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { deviceRedirect } from "../core/device";
import { pageCsp, REPORTING_ENDPOINTS } from "./lib/csp";
import { onProductionHost, withThirdPartyScripts, type ThirdParty } from "./lib/third-party";
import { fail } from "./lib/envelope";
import { messageIn } from "./lib/error-handler";
import { both } from "../core/i18n";
import { ERROR_TEXT } from "./lib/errors";
import { languageOfHeaders } from "./lib/language";
import { visitorIdOf } from "./lib/visitor";
import { createActRunner } from "./page-actions";
import { ANY_WRITE, type CachedPage, type PageCache } from "./lib/page-cache";
import type { Metrics } from "./lib/metrics";
import { cacheKey, sharedCacheHeaders, mayGetStale, variantOf, wroteRecently, type Variant } from "./modules/shared-answers";
import { CLIENT_BUILD_DIR, SERVER_BUILD_FILE } from "./paths";
import type { AppServices } from "./services";

/** Paths under /api are never pages: an unknown one (or a known one with another method) answers in the envelope. */
export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(fail(404, "API_NOT_FOUND", messageIn(both(ERROR_TEXT.apiNotFound), request.language)));
}

export function hasSsrBuild(): boolean {
  return fs.existsSync(SERVER_BUILD_FILE) && fs.existsSync(CLIENT_BUILD_DIR);
}

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  // No other site's window keeps a handle on ours, nor ours on theirs. The sign-in popup reports
  // back on a same-origin broadcast channel when its link to the opener is cut (social-callback.tsx).
  "cross-origin-opener-policy": "same-origin",
};

/** A year, renewed by every answer; the site's other hosts are not bound (decision 0209). */
const HSTS = "max-age=31536000";

/** The headers every answer carries (pages, the API, files); HSTS where the site's address is https. */
export function securityHeadersFor(publicUrl: string): Readonly<Record<string, string>> {
  return publicUrl.startsWith("https://") ? { ...SECURITY_HEADERS, "strict-transport-security": HSTS } : SECURITY_HEADERS;
}

type SecurityHeaders = ReturnType<typeof securityHeadersFor>;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-component)|image\/svg)/;

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const c = candidate.trim();
    return c === "*" || c.replace(/^W\//, "") === bare;
  });
}

/** The answer headers of one cached page for one variant and encoding, made once and reused. */
type HeaderSet = { ok: string[]; notModified: string[] };
const headerSets = new WeakMap<CachedPage, Map<string, HeaderSet>>();

function headerSet(page: CachedPage, variant: Variant, ttlMs: number, gzip: boolean, hit: boolean, security: SecurityHeaders): HeaderSet {
  let sets = headerSets.get(page);
  if (!sets) headerSets.set(page, (sets = new Map()));
  const id = `${variant}${gzip ? "g" : ""}${hit ? "h" : ""}`;
  // (A stale copy is an object of its own, so its header sets are its own too.)
  let set = sets.get(id);
  if (!set) {
    const headers: Record<string, string> = { ...page.headers, ...security };
    Object.assign(headers, sharedCacheHeaders(variant, ttlMs));
    headers["etag"] = page.etag;
    headers["x-page-cache"] = page.stale ? "stale" : hit ? "hit" : "miss";
    // The interface language comes from the nt_lang cookie or Accept-Language: a cache in front
    // keys by both (a CDN that ignores cookies must add nt_lang to its key, as it bypasses on
    // nt_session).
    const vary = headers["vary"];
    const base = vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : "Accept-Encoding";
    headers["vary"] = /accept-language/i.test(base) ? base : `${base}, Accept-Language`;
    if (gzip) headers["content-encoding"] = "gzip";
    headers["content-length"] = String((gzip ? page.gzip! : page.body).length);
    const flat = (entries: [string, string][]) => entries.flatMap(([k, v]) => [k, v]);
    set = {
      ok: flat(Object.entries(headers)),
      notModified: flat(
        Object.entries(headers).filter(([k]) => k !== "content-type" && k !== "content-length" && k !== "content-encoding"),
      ),
    };
    sets.set(id, set);
  }
  return set;
}

function writePage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  variant: Variant,
  ttlMs: number,
  requestId: string,
  hit: boolean,
  security: SecurityHeaders,
): void {
  const accepts = req.headers["accept-encoding"];
  const gzip =
    page.gzip !== null && accepts !== undefined && /\bgzip\b/.test(accepts) && COMPRESSIBLE.test(page.headers["content-type"] ?? "");
  const set = headerSet(page, variant, ttlMs, gzip, hit, security);
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, [...set.notModified, "x-request-id", requestId]);
    res.end();
    return;
  }
  res.writeHead(page.status, [...set.ok, "x-request-id", requestId]);
  res.end(req.method === "HEAD" ? undefined : gzip ? page.gzip! : page.body);
}

/**
 * The front of the server, before Fastify: a GET for a page in the cache is answered here
 * like a static file (no routing, no hooks, no session lookup). Everything else — and any
 * request that must be redirected to the other device's tree — goes on to Fastify.
 */
export function createPageFront(
  pageCache: PageCache,
  thirdParty: ThirdParty,
  security: SecurityHeaders,
  metrics: Metrics,
  readsMayLag = false,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (!pageCache.enabled || (req.method !== "GET" && req.method !== "HEAD")) return false;
    // With read replicas, a copy made after a write may still have been read from a replica that
    // had not replayed it: the writer's next reads are made afresh from the primary.
    if (readsMayLag && wroteRecently(req.headers)) return false;
    const url = req.url ?? "/";
    if (url.startsWith("/assets/") || url.startsWith("/files/")) return false;
    const variant = variantOf(req.headers);
    // Public API reads shared with visitors (modules/shared-answers.ts); members ask the route.
    if (url.startsWith("/api/")) {
      // A cross-origin call gets its CORS headers from the route (cors.ts).
      const origin = req.headers.origin;
      if (variant !== "v" || (origin !== undefined && !sameHost(origin, req.headers.host))) return false;
      const answer = pageCache.get(cacheKey("v", languageOfHeaders(req.headers), url, false), {
        staleWhileRefreshing: mayGetStale(req.headers),
      });
      if (!answer) return false;
      metrics.pageCache(answer.stale ? "stale" : "hit");
      writePage(req, res, answer, variant, pageCache.ttlMs, String(req.headers["x-request-id"] ?? crypto.randomUUID()), true, security);
      return true;
    }
    // A reader may get a stale copy while another request renders the page again, unless they
    // changed something a moment ago (then they wait for that render and read their write).
    const page = pageCache.get(cacheKey(variant, languageOfHeaders(req.headers), url, onProductionHost(thirdParty, req.headers.host)), {
      staleWhileRefreshing: mayGetStale(req.headers),
    });
    if (!page) return false;
    const queryAt = url.indexOf("?");
    const redirect = deviceRedirect({
      path: queryAt < 0 ? url : url.slice(0, queryAt),
      search: queryAt < 0 ? "" : url.slice(queryAt),
      userAgent: req.headers["user-agent"] ?? "",
    });
    if (redirect) return false;
    metrics.pageCache(page.stale ? "stale" : "hit");
    writePage(req, res, page, variant, pageCache.ttlMs, String(req.headers["x-request-id"] ?? crypto.randomUUID()), true, security);
    return true;
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** What route modules may say about their page (React Router `handle` export). */
export interface PageHandle {
  /** The loader's data does not depend on who reads: the page may be rendered once for everyone. */
  sameForEveryone?: boolean;
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * Tells from the URL alone whether a page is the same for every reader: every route on the
 * matched branch that loads data must say so (the root's loader handles the member shell
 * itself). React Router's `.data` requests are judged by the page they load for.
 */
export function createPageClassifier(build: ServerBuild): (pathname: string) => boolean {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const toObject = (route: ManifestRoute): RouteObject =>
    ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : (byParent.get(route.id) ?? []).map(toObject),
    }) as RouteObject;
  const tree = (byParent.get(undefined) ?? []).map(toObject);
  const memo = new Map<string, boolean>();
  return (rawPathname) => {
    let pathname = rawPathname;
    if (pathname.endsWith(".data")) pathname = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
    const known = memo.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(tree, pathname) ?? [];
    const shared =
      matches.length > 0 &&
      matches.every(({ route }) => {
        const module = build.routes[route.id!]?.module as { loader?: unknown; handle?: PageHandle } | undefined;
        return route.id === "root" || !module?.loader || module.handle?.sameForEveryone === true;
      });
    if (memo.size < 5_000) memo.set(pathname, shared);
    return shared;
  };
}

/**
 * What pages read through: `services` for everyone, and with read replicas `primaryServices`,
 * the same reads from the primary, for a reader who just wrote (decision 0225).
 */
export interface PageServices {
  services: AppServices;
  primaryServices: AppServices | null;
}

export async function registerSsr(
  app: FastifyInstance,
  { services, primaryServices }: PageServices,
  pageCache: PageCache,
  thirdParty: ThirdParty,
  security: SecurityHeaders,
  metrics: Metrics,
): Promise<void> {
  const build = (await import(pathToFileURL(SERVER_BUILD_FILE).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const isSharedPage = createPageClassifier(build);

  // Hashed assets never change: cache for a year. Pre-compressed .br/.gz siblings are
  // written by the build and chosen by Accept-Encoding.
  await app.register(fastifyStatic, {
    root: path.join(CLIENT_BUILD_DIR, "assets"),
    prefix: "/assets/",
    preCompressed: true,
    immutable: true,
    maxAge: "365d",
    wildcard: true,
    index: false,
  });
  // Top-level public files (favicon, robots.txt …), each as its own route with a short cache.
  for (const entry of fs.readdirSync(CLIENT_BUILD_DIR, { withFileTypes: true })) {
    if (!entry.isFile() || /\.(html|gz|br)$/.test(entry.name)) continue;
    // A file the server already answers itself (the service worker, lib/pwa.ts) is not served twice.
    if (app.hasRoute({ method: "GET", url: `/${entry.name}` })) continue;
    app.get(`/${entry.name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.sendFile(entry.name, CLIENT_BUILD_DIR, { maxAge: 3_600_000, immutable: false }),
    );
  }

  /** Renders of shared pages under way, by cache key: later readers of the same page wait for them. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, "http://local");
      const readOnly = request.method === "GET" || request.method === "HEAD";
      const target = deviceRedirect({
        path: url.pathname,
        search: url.search,
        userAgent: request.headers["user-agent"] ?? "",
      });
      if (target && readOnly) {
        return reply.header("vary", "User-Agent").header("cache-control", "private, no-cache").redirect(target, 302);
      }
      // A page action (a form posted to a page) empties what it changed once it succeeded
      // (context.act, server/page-actions.ts); a refused or unknown post changes nothing.

      const variant = variantOf(request.headers);
      const shared = readOnly && isSharedPage(url.pathname);
      const production = onProductionHost(thirdParty, request.headers.host);
      const key = shared && pageCache.enabled ? cacheKey(variant, request.language, request.url, production) : null;
      // A reader who just wrote, with read replicas: neither a kept copy nor another reader's
      // render (either may come from a replica behind their write), but a render from the primary.
      // So is a page action's own answer, whose loaders run right after its write.
      const fromPrimary = primaryServices !== null && (!readOnly || wroteRecently(request.headers));
      const pageServices = fromPrimary ? primaryServices : services;
      if (key && !fromPrimary) {
        const hit = pageCache.get(key);
        if (hit) {
          metrics.pageCache("hit");
          reply.hijack();
          writePage(request.raw, reply.raw, hit, variant, pageCache.ttlMs, String(request.id), true, security);
          return;
        }
      }
      reply.hijack();
      // Many readers asking for a page that is not cached (it just changed, or expired) wait
      // for one rendering instead of each rendering it: no stampede on a popular post.
      if (key && !fromPrimary) {
        const running = rendering.get(key);
        if (running) {
          const page = await running;
          if (page) {
            // Rendered once for every reader who asked meanwhile: to them it is an answer from the cache.
            metrics.pageCache("hit");
            writePage(request.raw, reply.raw, page, variant, pageCache.ttlMs, String(request.id), true, security);
            return;
          }
        }
      }
      if (key) metrics.pageCache("miss");
      const generation = pageCache.generation();
      const tags = new Set<string>();
      let settle: (page: CachedPage | null) => void = () => undefined;
      const leads = key !== null && !rendering.has(key);
      if (leads) {
        rendering.set(
          key!,
          new Promise<CachedPage | null>((resolve) => {
            settle = resolve;
          }),
        );
      }
      try {
        let response = await renderPage(request, reply, handleRequest, pageServices, tags, shared ? variant : null, pageCache);
        // A member's shell of a shared page that is not a plain 200 (e.g. a post only its author
        // may see yet): render it for the member instead.
        if (shared && variant === "m" && response.status !== 200) {
          response = await renderPage(request, reply, handleRequest, pageServices, tags, null, pageCache);
        } else if (key && isStorable(response)) {
          let body = Buffer.from(await response.arrayBuffer());
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            if (name !== "content-length") headers[name] = value;
          });
          if (isHtml(headers["content-type"])) {
            const html = withThirdParty(finishPage(body.toString("utf8")), production ? thirdParty : null);
            body = Buffer.from(html);
            Object.assign(headers, pagePolicyHeaders(html, production ? thirdParty : null));
          }
          const stored = pageCache.set(key, generation, {
            status: response.status,
            headers,
            body,
            tags: tags.size ? [...tags] : [ANY_WRITE],
          });
          settle(stored);
          if (stored) {
            writePage(request.raw, reply.raw, stored, variant, pageCache.ttlMs, String(request.id), false, security);
            return;
          }
          response = new Response(request.method === "HEAD" ? null : body, { status: response.status, headers });
        }
        settle(null);
        await sendWebResponse(
          request,
          reply,
          await withPagePolicy(response, production ? thirdParty : null),
          shared ? sharedCacheHeaders(variant, pageCache.ttlMs) : null,
          security,
        );
      } finally {
        // Waiters of a render that stored nothing render for themselves.
        settle(null);
        if (leads) rendering.delete(key);
        // A refresh that stored nothing hands the stale copy's refresh to the next visitor.
        if (key) pageCache.release(key);
      }
    };
    pages.route({ method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url: "/", handler: render });
    pages.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: (request, reply) => (isApiPath(request.url) ? apiNotFound(request, reply) : render(request, reply)),
    });
  });
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handleRequest: ReturnType<typeof createRequestHandler>,
  services: AppServices,
  tags: Set<string>,
  sharedFor: Variant | null,
  pageCache: PageCache,
): Promise<Response> {
  // A HEAD is rendered as the GET it asks about (RFC 9110 §9.3.2): React Router answers a HEAD
  // with no body, and a shared page stored from that answer was an empty page for every later
  // reader, its ETag the hash of nothing. The body is dropped when the answer is written.
  const received = createRequest(request.raw, reply.raw);
  const webRequest =
    request.method === "HEAD" ? new Request(received.url, { method: "GET", headers: received.headers, signal: received.signal }) : received;
  try {
    // A shared page never learns who reads it: its loaders run as for a visitor, and a member
    // gets the shell (the root loader marks it so the page fetches the member's state).
    const viewer = sharedFor ? null : await request.viewer();
    return await handleRequest(webRequest, {
      services,
      requestId: String(request.id),
      viewer,
      memberShell: sharedFor === "m",
      language: request.language,
      clientIp: request.ip,
      cache: { tag: (...names: string[]) => names.forEach((n) => tags.add(n)) },
      act: createActRunner(
        request,
        async () => ({
          viewer: await request.viewer(),
          ip: request.ip,
          userAgent: String(request.headers["user-agent"] ?? ""),
          language: request.language,
          https: request.protocol === "https" || services.site().publicUrl.startsWith("https://"),
          device: visitorIdOf(request),
        }),
        pageCache,
      ),
    });
  } catch (error) {
    request.log.error({ err: error }, "render failed");
    return new Response(messageIn(both(ERROR_TEXT.serverError), request.language), {
      status: 500,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
}

/** Only complete, shareable answers: 200, no cookie set, not marked private or no-store. */
function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const control = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/.test(control);
}

const isHtml = (type: string | null | undefined) => /^text\/html\b/i.test(type ?? "");

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*\/?>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * A shared reading page's modules start loading right after its first paint, not before it
 * (decision 0120): the page is complete without them (it is server-rendered), so on a slow
 * connection the text and the first image arrive first. Pages with forms rendered for their
 * reader keep their preloads, so they hydrate as early as possible. The module preloads and React Router's boot module are
 * taken out of the HTML and added by a small inline script one frame after the first paint
 * (the boot module's text is kept in a script of an inert type, so its hash in the page's CSP
 * also allows the copy). A page without them is left as it is.
 */
function finishPage(html: string): string {
  const boot = BOOT_MODULE.exec(html);
  if (!boot) return html;
  const hrefs: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  const loader =
    `(function(){function go(){var h=${JSON.stringify(hrefs)};for(var i=0;i<h.length;i++){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=h[i];document.head.appendChild(l)}var s=document.createElement("script");s.type="module";` +
    `s.textContent=document.getElementById("nt-boot").textContent;document.body.appendChild(s)}` +
    `if(document.visibilityState==="hidden"){setTimeout(go,0)}else{requestAnimationFrame(function(){setTimeout(go,0)})}})()`;
  return withoutPreloads.replace(
    BOOT_MODULE,
    () => `<script type="text/x-boot-module" id="nt-boot">${boot[1]}</script><script>${loader}</script>`,
  );
}

/** Third-party scripts in a production page (null: another host, nothing added). */
function withThirdParty(html: string, thirdParty: ThirdParty | null): string {
  return thirdParty ? withThirdPartyScripts(html, thirdParty) : html;
}

function pagePolicyHeaders(html: string, thirdParty: ThirdParty | null): Record<string, string> {
  return { "content-security-policy": pageCsp(html, thirdParty?.origins ?? []), "reporting-endpoints": REPORTING_ENDPOINTS };
}

/**
 * An HTML page gets its Content-Security-Policy, which names its inline scripts by hash: the
 * page is read whole first (pages are tens of kilobytes), then sent.
 */
async function withPagePolicy(response: Response, thirdParty: ThirdParty | null): Promise<Response> {
  if (!isHtml(response.headers.get("content-type")) || !response.body || response.headers.has("content-security-policy")) return response;
  // Pages rendered for their reader (forms: sign-in, writing, my page) hydrate as soon as they
  // can: their modules stay preloaded up front (finishPage is for shared reading pages).
  const html = withThirdParty(await response.text(), thirdParty);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  for (const [name, value] of Object.entries(pagePolicyHeaders(html, thirdParty))) headers.set(name, value);
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  sharedHeaders: Readonly<Record<string, string>> | null,
  security: SecurityHeaders,
): Promise<void> {
  const res = reply.raw;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === "set-cookie") return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  headers["x-request-id"] = String(request.id);
  for (const [key, value] of Object.entries(security)) headers[key] ??= value;
  // A page rendered for its reader is theirs alone; a shared page not stored (cache off, a
  // redirect, an error) keeps the shared page's rule only when it is a plain 200.
  if (headers["cache-control"] === undefined) {
    if (sharedHeaders && response.status === 200) Object.assign(headers, sharedHeaders);
    else headers["cache-control"] = "private, no-cache";
  }

  const type = response.headers.get("content-type") ?? "";
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const gzip =
    response.body !== null &&
    request.method !== "HEAD" &&
    COMPRESSIBLE.test(type) &&
    !response.headers.has("content-encoding") &&
    /\bgzip\b/.test(accepts);
  if (gzip) {
    headers["content-encoding"] = "gzip";
    delete headers["content-length"];
    headers["vary"] = headers["vary"] ? `${String(headers["vary"])}, Accept-Encoding` : "Accept-Encoding";
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body || request.method === "HEAD") {
    // A HEAD's page was rendered whole (renderPage): its body is not read.
    void response.body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as WebReadableStream);
  try {
    if (gzip) {
      await pipeline(body, zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH }), res);
    } else {
      await pipeline(body, res);
    }
  } catch (error) {
    // The client went away mid-stream; nothing to send anymore.
    request.log.debug({ err: error }, "response stream closed early");
  }
}
