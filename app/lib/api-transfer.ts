// The API calls that send files with progress or read an answer as it comes (server-sent events,
// one JSON object per line), with the same answers as `api` (api.ts). Apart from api.ts, which
// every page loads, since only the writing, AI and upload pages use them.
import {
  apiUrl,
  envelopeOf,
  failed,
  methodOf,
  noAnswer,
  type ApiData,
  type ApiFailure,
  type ApiInput,
  type ApiOptions,
  type ApiResult,
  type Envelope,
  type LooseInput,
} from "./api";
import type { ApiRoute } from "../../server/modules/api-contract";
import type { Showable } from "./i18n";

/** One server-sent event of a streamed answer. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Calls a route that answers with server-sent events (a contract whose answer is
 * `text/event-stream`): each event is handed to `onEvent` as it arrives. A refusal before the
 * stream starts comes back as the usual failure.
 */
export async function apiStream<R extends ApiRoute>(
  route: R,
  input: ApiInput<R>,
  options: ApiOptions & { onEvent: (event: StreamEvent) => void },
): Promise<ApiResult<null>> {
  const loose = input as LooseInput;
  let response: Response;
  try {
    response = await fetch(apiUrl(route, loose), {
      method: methodOf(route),
      credentials: "same-origin",
      headers: { ...options.headers, accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify(loose.body ?? {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return options.signal?.aborted ? noAnswer("ABORTED") : noAnswer("NETWORK");
  }
  if (!response.ok || !response.body || !(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    return failed(response.status, envelopeOf(await response.json().catch(() => null)), options.failure);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: (.*)$/m.exec(block)?.[1];
        let parsed: unknown = null;
        try {
          parsed = data === undefined ? null : JSON.parse(data);
        } catch {
          parsed = data;
        }
        options.onEvent({ event, data: parsed });
      }
    }
  } catch {
    return options.signal?.aborted ? noAnswer("ABORTED") : noAnswer("NETWORK");
  }
  return { ok: true, data: null };
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

/**
 * Calls a route that answers one JSON object per line while it works (a model typing): each
 * line goes to `onLine` as it arrives. A refusal before the first line is an ApiFailure, as
 * from api().
 */
export async function apiLines<R extends ApiRoute>(
  route: R,
  input: ApiInput<R>,
  onLine: (line: unknown) => void,
  options: ApiOptions = {},
): Promise<{ ok: true } | ApiFailure> {
  const loose = input as LooseInput;
  let response: Response;
  try {
    response = await fetch(apiUrl(route, loose), {
      method: methodOf(route),
      credentials: "same-origin",
      headers: { accept: "application/x-ndjson, application/json", "content-type": "application/json" },
      body: JSON.stringify(loose.body ?? {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    return options.signal?.aborted ? noAnswer("ABORTED") : noAnswer("NETWORK");
  }
  if (!response.ok || !response.body) return failed(response.status, envelopeOf(await response.json().catch(() => null)), options.failure);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
      if (done) break;
    }
  } catch {
    return options.signal?.aborted ? noAnswer("ABORTED") : noAnswer("NETWORK");
  }
  return { ok: true };
}
