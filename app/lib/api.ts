// The one way the browser calls the API. A call names its route as "METHOD /path", exactly as
// the server's contract does (server/modules/<domain>/schema.ts), and its inputs and answer
// are typed from that contract:
//
//   const result = await api("POST /api/board/likeCntUp", { body: { boardNo } });
//   if (result.ok) show(result.data.likeCount);
//   else toast(result.message);
//
// Path parameters come from `params`, the query from `query`, the body as JSON or FormData.
// Same origin, so the session cookie travels by itself. Every answer becomes { ok: true, data }
// or { ok: false, status, errorId, message }: the server's own message (already in the
// reader's language) when it sent one, our catalogue's when the request never arrived. File
// uploads that show progress, streamed answers and answers line by line are in api-transfer.ts,
// which only the pages that use them load.
import { requestReauth } from "./reauth";
import type { z } from "zod";
import { COMMON_MSG } from "../../core/common-messages";
import type { ApiContract, ApiRoute } from "../../server/modules/api-contract";
import { pageLanguage, resolveText, type Showable } from "./i18n";

type Contract<R extends ApiRoute> = ApiContract[R];
type Schema<C, K extends string> = C extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;

/** What a route answers in its envelope's `data`. */
export type ApiData<R extends ApiRoute> = Contract<R>["response"] extends z.ZodType ? z.output<Contract<R>["response"]> : never;

/** Params and query: required when the schema requires something, left out when there is none. */
type Part<K extends string, S> = [S] extends [never]
  ? { [P in K]?: never }
  : Record<string, never> extends z.input<S & z.ZodType>
    ? { [P in K]?: z.input<S & z.ZodType> }
    : { [P in K]: z.input<S & z.ZodType> };

/**
 * The body: required whenever the route reads one (a JSON body whose fields all have defaults
 * is still a body: `{}`), optional only when the schema takes none; FormData for uploads.
 */
type BodyPart<C, S = Schema<C, "body">> = C extends { readonly upload: true }
  ? { body: FormData | ([S] extends [never] ? never : z.input<S & z.ZodType>) }
  : [S] extends [never]
    ? { body?: never }
    : undefined extends z.input<S & z.ZodType>
      ? { body?: z.input<S & z.ZodType> }
      : { body: z.input<S & z.ZodType> };

export type ApiInput<R extends ApiRoute> = Part<"params", Schema<Contract<R>, "params">> &
  Part<"query", Schema<Contract<R>, "querystring">> &
  BodyPart<Contract<R>>;

export interface ApiOptions {
  signal?: AbortSignal;
  /** Let the request outlive the page (autosave when the page is hidden or left). */
  keepalive?: boolean;
  /** The message when the server answers without one (a proxy's error page…); the general one otherwise. */
  failure?: Showable;
  /** Request headers a contract names beside its body (the 하울 AI segment header). */
  headers?: Record<string, string>;
  /** Internal: the act was already sent again after the member proved it is them. */
  reauthed?: boolean;
}

export type ApiFailure = {
  ok: false;
  /** 0 when no answer arrived. */
  status: number;
  /** The server's stable id, or NETWORK, ABORTED, HTTP_<status>, INVALID_RESPONSE. */
  errorId: string;
  /** Ready to show: the server's message (already in the reader's language) or ours in the page's language. */
  message: string;
  details?: unknown;
};
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

type Args<R extends ApiRoute> =
  Record<string, never> extends ApiInput<R> ? [input?: ApiInput<R>, options?: ApiOptions] : [input: ApiInput<R>, options?: ApiOptions];

export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Envelope {
  code?: unknown;
  data?: unknown;
  errorMsg?: string | null;
  errorId?: string;
  details?: unknown;
}

/** The URL of a route with its path parameters and query filled in. */
export function apiUrl(route: ApiRoute, input: LooseInput = {}): string {
  const path = route.slice(route.indexOf(" ") + 1);
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? "")));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null) query.set(key, String(value));
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

/** The method of a route ("POST /api/…" → "POST"). */
export function methodOf(route: ApiRoute): string {
  return route.slice(0, route.indexOf(" "));
}

/** A refusal or a broken answer as an ApiFailure (api-transfer.ts shares it). */
export function failed(status: number, envelope: Envelope | null, failure: Showable | undefined): ApiFailure {
  return {
    ok: false,
    status,
    errorId: envelope?.errorId ?? (status >= 200 && status < 300 ? "INVALID_RESPONSE" : `HTTP_${status}`),
    message: envelope?.errorMsg || resolveText(failure ?? COMMON_MSG.briefingError, pageLanguage()),
    ...(envelope?.details === undefined ? {} : { details: envelope.details }),
  };
}

/** No answer arrived (network or abort). */
export function noAnswer(errorId: "NETWORK" | "ABORTED"): ApiFailure {
  return { ok: false, status: 0, errorId, message: resolveText(COMMON_MSG.networkError, pageLanguage()) };
}

export function envelopeOf(value: unknown): Envelope | null {
  return value && typeof value === "object" ? (value as Envelope) : null;
}

/** Calls a route of the API (see the top of this file). */
export async function api<R extends ApiRoute>(route: R, ...[input, options = {}]: Args<R>): Promise<ApiResult<ApiData<R>>> {
  const loose = (input ?? {}) as LooseInput;
  const form = loose.body instanceof FormData ? loose.body : null;
  const json = !form && loose.body !== undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(route, loose), {
      method: methodOf(route),
      credentials: "same-origin",
      headers: {
        ...options.headers,
        ...(json ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" }),
      },
      body: form ?? (json ? JSON.stringify(loose.body) : undefined),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    return options.signal?.aborted ? noAnswer("ABORTED") : noAnswer("NETWORK");
  }
  const envelope = envelopeOf(await response.json().catch(() => null));
  if (response.ok && envelope) return { ok: true, data: envelope.data as ApiData<R> };
  // An act on money or the account after 10 minutes: the member enters a code, the act goes again.
  if (envelope?.errorId === "REAUTH_REQUIRED" && !options.reauthed && !form && (await requestReauth())) {
    return api(route, ...([input, { ...options, reauthed: true }] as unknown as Args<R>));
  }
  return failed(response.status, envelope, options.failure);
}

/** Worth asking again: no answer, the server failed, or it asked to slow down. */
export function isPassingFailure(failure: ApiFailure): boolean {
  return failure.errorId === "NETWORK" || failure.status >= 500 || failure.status === 429;
}

/**
 * A read the page cannot do without (who the reader is) asked again after a passing failure,
 * after `delaysMs` each: a moment's overload must not make a member look signed out. Only for
 * GET routes, which change nothing when repeated.
 */
export async function readWithRetries<R extends ApiRoute & `GET ${string}`>(
  route: R,
  input: ApiInput<R>,
  delaysMs: readonly number[] = [500, 2_000],
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ApiResult<ApiData<R>>> {
  const call = api as (route: R, input: ApiInput<R>) => Promise<ApiResult<ApiData<R>>>;
  let result = await call(route, input);
  for (const delay of delaysMs) {
    if (result.ok || !isPassingFailure(result)) break;
    await wait(delay);
    result = await call(route, input);
  }
  return result;
}
