// The interface language of a request (core/i18n.ts has the rule): the `nt_lang` cookie that
// mirrors the reader's stored choice, else the browser's Accept-Language, else Korean. Read from
// raw headers so the page-cache front can key shared pages by it without Fastify.
import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE, requestLanguage, type Language } from "../../core/i18n";

const COOKIE_RE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

export function languageOfHeaders(headers: IncomingHttpHeaders): Language {
  const cookie = headers.cookie;
  const stored = cookie ? COOKIE_RE.exec(cookie)?.[1] : undefined;
  const accept = headers["accept-language"];
  return requestLanguage(stored, Array.isArray(accept) ? accept[0] : accept);
}

declare module "fastify" {
  interface FastifyRequest {
    /** The requester's interface language: error messages and pages answer in it. */
    readonly language: Language;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest("language", {
    getter(this: FastifyRequest) {
      return languageOfHeaders(this.headers);
    },
  });
}
