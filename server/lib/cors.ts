// CORS for /api (docs/product/platform.md: methods GET, OPTIONS, PUT, POST; headers Content-Type,
// Authorization). docs/product allows any origin with credentials; that would let any site act as a
// signed-in member, so credentials are only granted to our own origin and CORS_ORIGINS.
// Other origins may read public data without credentials, and may not change anything.
//
// CSRF defence for every path (API and page actions): a state-changing request is refused
// when its Origin is not trusted, or when the browser says it comes from another site
// (Sec-Fetch-Site: cross-site). Session cookies are SameSite=Lax on top of that.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CSP_REPORT_PATH } from "./csp";
import { ERROR_TEXT, errors } from "./errors";

export const CORS_METHODS = "GET, OPTIONS, PUT, POST";
export const CORS_HEADERS = "Content-Type, Authorization, Page-Url";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CorsOptions {
  publicUrl: string;
  allowedOrigins: string[];
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function isTrustedOrigin(origin: string, request: FastifyRequest, options: CorsOptions): boolean {
  return origin === requestOrigin(request) || origin === options.publicUrl || options.allowedOrigins.includes(origin);
}

function isApi(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}

export function registerCors(app: FastifyInstance, options: CorsOptions): void {
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    const trusted = origin ? isTrustedOrigin(origin, request, options) : true;
    if (origin && isApi(request.url)) {
      void reply.header("vary", "Origin");
      if (trusted) {
        void reply.header("access-control-allow-origin", origin);
        void reply.header("access-control-allow-credentials", "true");
      } else {
        void reply.header("access-control-allow-origin", "*");
      }
      if (request.method === "OPTIONS") {
        void reply
          .header("access-control-allow-methods", CORS_METHODS)
          .header("access-control-allow-headers", CORS_HEADERS)
          .header("access-control-max-age", "600")
          .code(204)
          .send();
        return reply;
      }
    }
    if (SAFE_METHODS.has(request.method)) return;
    // Browsers send policy reports on their own (no page origin to trust); the report route
    // only logs, so it cannot be used to act for anyone.
    if (request.url === CSP_REPORT_PATH) return;
    // A state-changing request from a foreign page is refused whatever it carries (CSRF).
    // A listed partner origin is cross-site by nature and stays allowed.
    if (!trusted || (!origin && request.headers["sec-fetch-site"] === "cross-site")) {
      throw errors.forbidden(ERROR_TEXT.originNotAllowed, "ORIGIN_NOT_ALLOWED");
    }
    return;
  });
}
