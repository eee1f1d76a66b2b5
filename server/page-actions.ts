// Pages write through React Router actions that call the same services as the API, in-process
// (docs/decisions/0143). `context.act(request, work)` is the one way an action runs:
//   - reads the body (JSON, or a form) into a plain object for the service's own schema;
//   - hands the work what it needs to know about the request (the member, address, browser,
//     language) and a way to set cookies on the answer;
//   - answers `{ ok: true, data }`, or `{ ok: false, status, errorId, message, fields }` with the
//     status of the refusal — the same refusal, in the reader's language, as the API gives;
//   - empties the shared pages the write changed (what the work declares; everything when it
//     declares nothing), only when it succeeded: a refused or failed action changes nothing.
// CSRF is refused before any of this (lib/cors.ts checks every state-changing request).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { data } from "react-router";
import { ZodError } from "zod";
import { say, type Language } from "../core/i18n";
import type { Viewer } from "./modules/auth/types";
import { logLevelOf, mapError, messageIn } from "./lib/error-handler";
import { ERROR_TEXT } from "./lib/errors";
import type { Invalidation } from "./lib/invalidation-bus";
import type { PageCache } from "./lib/page-cache";
import { wroteCookie } from "./modules/shared-answers";
import { withWritersState } from "./modules/viewer/cache";
import { browserIdOf, VISITOR_COOKIE, visitorCookieOptions, visitorIdOf } from "./lib/visitor";
import { SESSION_COOKIE } from "./modules/auth/plugin";

type CookieOptions = NonNullable<Parameters<FastifyInstance["serializeCookie"]>[2]>;

export interface PageRequest {
  /** The signed-in member, or null. */
  viewer: Viewer | null;
  ip: string;
  userAgent: string;
  language: Language;
  /** Served over HTTPS (cookies get Secure). */
  https: boolean;
  /** The browser's anonymous visitor cookie, when it has one (sign-in knows the member's own browsers by it). */
  device?: string | null;
}

export interface ActionTools extends PageRequest {
  /**
   * Sets a cookie on the action's answer (a success's only, unless `onRefusalToo`: the ticket of a
   * sign-in whose second step comes next rides on a refusal).
   */
  setCookie(name: string, value: string, options: CookieOptions, onRefusalToo?: boolean): void;
  /** What the write changed on shared pages (cache tags); without it, every shared page is emptied. */
  changed(what: Invalidation): void;
  /**
   * Marks the action as an operator write of the API contract it stands for: on success it is
   * audited like the route itself (docs/decisions/0168).
   */
  operatorWrite(contract: { method: string; path: string }): void;
}

export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; status: number; errorId: string; message: string; fields?: string[]; details?: unknown };

export type ActRunner = <T>(
  request: Request,
  work: (input: Record<string, unknown>, tools: ActionTools) => Promise<T>,
) => Promise<ReturnType<typeof data<ActionResult<T>>>>;

/** A form or JSON body as a plain object (repeated form fields become arrays). */
async function readInput(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (/application\/json/i.test(type)) {
    const value: unknown = await request.json().catch(() => null);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  }
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await request.formData();
    const input: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      const existing = input[key];
      input[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return input;
  }
  return {};
}

/** The refusal an action answers, in the reader's language: the API's own for the same error. */
function refusalOf(error: unknown, request: FastifyRequest): Exclude<ActionResult<never>, { ok: true }> {
  if (error instanceof ZodError) {
    const fields = [...new Set(error.issues.map((issue) => issue.path.join(".")).filter(Boolean))];
    const message = fields.length
      ? say(ERROR_TEXT.badFields, request.language, { fields: fields.join(", ") })
      : say(ERROR_TEXT.badRequest, request.language);
    return { ok: false, status: 400, errorId: "VALIDATION_FAILED", message, fields };
  }
  const mapped = mapError(error);
  // As the API's refusals are logged (error-handler.ts logLevelOf); a page's ordinary refusals stay out of the log.
  const level = logLevelOf(error, mapped);
  if (level === "error") request.log.error({ err: error }, "page action failed");
  else if (level === "warn") request.log.warn({ errorId: mapped.errorId, status: mapped.status }, "page action refused");
  return {
    ok: false,
    status: mapped.status,
    errorId: mapped.errorId,
    message: messageIn(mapped.message, request.language),
    ...(mapped.details !== undefined ? { details: mapped.details } : {}),
  };
}

export function createActRunner(fastifyRequest: FastifyRequest, pageRequest: () => Promise<PageRequest>, pageCache: PageCache): ActRunner {
  return async (request, work) => {
    const cookies: string[] = [];
    const refusalCookies: string[] = [];
    let changed: Invalidation | null = null;
    let operator: { method: string; path: string } | null = null;
    try {
      const input = await readInput(request);
      const tools: ActionTools = {
        ...(await pageRequest()),
        // A browser without its id yet gets one here, for a sign-in to record (decision 0211).
        device: browserIdOf(fastifyRequest),
        setCookie: (name, value, options, onRefusalToo) => {
          const cookie = fastifyRequest.server.serializeCookie(name, value, options);
          cookies.push(cookie);
          if (onRefusalToo) refusalCookies.push(cookie);
        },
        changed: (what) => {
          changed = what;
        },
        operatorWrite: (contract) => {
          operator = contract;
        },
      };
      const result = await work(input, tools);
      const audited = operator as { method: string; path: string } | null;
      if (audited && tools.viewer) {
        const params = Object.fromEntries(
          [...audited.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, input[m[1]!]]).filter(([, v]) => v !== undefined),
        );
        await fastifyRequest.server.recordOperatorWrite({
          actor: tools.viewer,
          action: `${audited.method} ${audited.path}`,
          method: audited.method as "POST",
          route: audited.path,
          params,
          body: input,
          upload: false,
          ip: tools.ip,
        });
      }
      const what = (changed as Invalidation | null) ?? "all";
      // The writer's own kept state goes too, as after an API write (main.ts onSend).
      pageCache.invalidate(withWritersState(what, tools.viewer));
      const headers = new Headers();
      for (const cookie of cookies) headers.append("set-cookie", cookie);
      // A browser that signed in keeps the id its sign-in recorded: the next sign-in there is known.
      if (
        !visitorIdOf(fastifyRequest) &&
        cookies.some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`))
      ) {
        headers.append(
          "set-cookie",
          fastifyRequest.server.serializeCookie(VISITOR_COOKIE, browserIdOf(fastifyRequest), visitorCookieOptions(tools.https)),
        );
      }
      // The writer reads their own write next, never a stale copy (modules/shared-answers.ts).
      if (what === "all" || what.length > 0) headers.append("set-cookie", wroteCookie(tools.https));
      return data<ActionResult<typeof result>>({ ok: true, data: result }, { headers });
    } catch (error) {
      const refusal = refusalOf(error, fastifyRequest);
      const headers = new Headers();
      for (const cookie of refusalCookies) headers.append("set-cookie", cookie);
      return data<ActionResult<never>>(refusal, { status: refusal.status, headers });
    }
  };
}
