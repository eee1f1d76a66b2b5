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
// reader's language) when it sent one, our catalogue's when the request never arrived. File uploads that show progress
// use `upload` below (fetch reports no upload progress).
import type { z } from "zod";
import { ACCOUNT_MSG } from "../../core/account";
import { MSG } from "../../core/messages";
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

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Envelope {
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

function methodOf(route: ApiRoute): string {
  return route.slice(0, route.indexOf(" "));
}

function failed(status: number, envelope: Envelope | null, failure: Showable | undefined): ApiFailure {
  return {
    ok: false,
    status,
    errorId: envelope?.errorId ?? (status >= 200 && status < 300 ? "INVALID_RESPONSE" : `HTTP_${status}`),
    message: envelope?.errorMsg || resolveText(failure ?? MSG.briefingError, pageLanguage()),
    ...(envelope?.details === undefined ? {} : { details: envelope.details }),
  };
}

function noAnswer(errorId: "NETWORK" | "ABORTED"): ApiFailure {
  return { ok: false, status: 0, errorId, message: resolveText(ACCOUNT_MSG.networkError, pageLanguage()) };
}

function envelopeOf(value: unknown): Envelope | null {
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
      headers: json ? { accept: "application/json", "content-type": "application/json" } : { accept: "application/json" },
      body: form ?? (json ? JSON.stringify(loose.body) : undefined),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    return options.signal?.aborted ? noAnswer("ABORTED") : noAnswer("NETWORK");
  }
  const envelope = envelopeOf(await response.json().catch(() => null));
  if (response.ok && envelope) return { ok: true, data: envelope.data as ApiData<R> };
  return failed(response.status, envelope, options.failure);
}

export interface UploadCall<T> {
  promise: Promise<ApiResult<T>>;
  /** Stops the upload; the promise then settles with errorId ABORTED. */
  cancel(): void;
}

export interface UploadOptions {
  /** Bytes sent so far of the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body has been sent; the server is checking it. */
  onSent?: () => void;
  failure?: Showable;
}

/** Sends a FormData body with upload progress (XMLHttpRequest); the same answers as `api`. */
export function upload<R extends ApiRoute>(route: R, input: ApiInput<R>, options: UploadOptions = {}): UploadCall<ApiData<R>> {
  const loose = input as LooseInput;
  const xhr = new XMLHttpRequest();
  const promise = new Promise<ApiResult<ApiData<R>>>((resolve) => {
    xhr.open(methodOf(route), apiUrl(route, loose));
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => options.onSent?.();
    xhr.onerror = () => resolve(noAnswer("NETWORK"));
    xhr.onabort = () => resolve(noAnswer("ABORTED"));
    xhr.onload = () => {
      let envelope: Envelope | null = null;
      try {
        envelope = envelopeOf(JSON.parse(xhr.responseText));
      } catch {
        envelope = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope) resolve({ ok: true, data: envelope.data as ApiData<R> });
      else resolve(failed(xhr.status, envelope, options.failure));
    };
    xhr.send(loose.body as FormData);
  });
  return { promise, cancel: () => xhr.abort() };
}
