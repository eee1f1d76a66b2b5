// Serves the React Router app: hashed client assets from build/client, and every other
// non-API path through the server build. The SSR routes live in their own encapsulated
// plugin whose body parser leaves the body unread, so React Router actions read it as a
// Web Request; the reply is hijacked and the Web Response streamed (gzip when accepted).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { deviceRedirect } from "../core/device";
import type { CachedPage, PageCache } from "./lib/page-cache";
import { sessionTokenOf } from "./modules/auth/plugin";
import { CLIENT_BUILD_DIR, SERVER_BUILD_FILE } from "./paths";
import type { AppServices } from "./services";

export function hasSsrBuild(): boolean {
  return fs.existsSync(SERVER_BUILD_FILE) && fs.existsSync(CLIENT_BUILD_DIR);
}

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function registerSsr(app: FastifyInstance, services: AppServices, pageCache: PageCache): Promise<void> {
  const build = (await import(pathToFileURL(SERVER_BUILD_FILE).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");

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
    app.get(`/${entry.name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.sendFile(entry.name, CLIENT_BUILD_DIR, { maxAge: 3_600_000, immutable: false }),
    );
  }

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, "http://local");
      const target = deviceRedirect({
        path: url.pathname,
        search: url.search,
        userAgent: request.headers["user-agent"] ?? "",
      });
      if (target && (request.method === "GET" || request.method === "HEAD")) {
        return reply.header("vary", "User-Agent").header("cache-control", "private, no-cache").redirect(target, 302);
      }
      // A visitor (no session presented at all) may get the page from the cache. Anything
      // else that reaches a page (a form action) is a write: empty the cache first.
      const readOnly = request.method === "GET" || request.method === "HEAD";
      if (!readOnly) pageCache.invalidate();
      const cacheKey = readOnly && pageCache.enabled && !sessionTokenOf(request) ? request.url : null;
      if (cacheKey) {
        const hit = pageCache.get(cacheKey);
        if (hit) return sendCachedPage(request, reply, hit);
      }
      const generation = pageCache.generation();
      reply.hijack();
      const webRequest = createRequest(request.raw, reply.raw);
      let response: Response;
      try {
        const viewer = await request.viewer();
        response = await handleRequest(webRequest, { services, requestId: String(request.id), viewer, clientIp: request.ip });
      } catch (error) {
        request.log.error({ err: error }, "render failed");
        response = new Response("서버 에러가 발생했습니다. 잠시 후 다시 시도해주세요.", {
          status: 500,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
      }
      if (cacheKey && isCacheable(response)) {
        const body = Buffer.from(await response.arrayBuffer());
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          if (key !== "content-length") headers[key] = value;
        });
        pageCache.set(cacheKey, generation, { status: response.status, headers, body });
        response = new Response(request.method === "HEAD" ? null : body, { status: response.status, headers });
      }
      await sendWebResponse(request, reply, response);
    };
    pages.route({ method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url: "/", handler: render });
    pages.route({ method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url: "/*", handler: render });
  });
}

/** Only complete, shareable answers: 200, no cookie set, not marked private or no-store. */
function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const control = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/.test(control);
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const gzip = page.gzip !== null && COMPRESSIBLE.test(page.headers["content-type"] ?? "") && /\bgzip\b/.test(accepts);
  void reply.code(page.status).headers(page.headers).header("x-page-cache", "hit");
  if (gzip) {
    const vary = page.headers["vary"];
    void reply.header("content-encoding", "gzip").header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  return reply.send(request.method === "HEAD" ? undefined : gzip ? page.gzip : page.body);
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|x-component)|image\/svg)/;

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<void> {
  const res = reply.raw;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === "set-cookie") return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  headers["x-request-id"] = String(request.id);
  for (const [key, value] of Object.entries(securityHeaders)) headers[key] ??= value;

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

export const securityHeaders: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};
