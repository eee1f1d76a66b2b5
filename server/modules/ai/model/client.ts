// A chat-completions client on plain fetch (no SDK: one endpoint, two answer shapes). It works
// with any OpenAI-compatible server: a hosted vendor, Ollama (…:11434/v1), llama.cpp.
//
// - One time limit per call (AI_TIMEOUT_MS) covers every attempt, combined with the caller's
//   signal: a reader who leaves stops the call at once.
// - Network errors, 429 and 5xx are retried with exponential backoff (Retry-After honoured up
//   to a cap); other 4xx (bad key, unknown model) are not: trying again changes nothing.
// - With `onDelta` the answer is streamed (`stream: true`, SSE) and each piece of text is
//   handed on as it arrives. A stream that broke after text was handed on is not retried (the
//   reader would see the text twice); the caller falls back instead.
import { ModelAbortedError, ModelError, ModelHttpError, ModelNetworkError, ModelProtocolError, ModelTimeoutError } from "./errors";
import { sseParser } from "./sse";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatClientOptions {
  /** …/v1, without the trailing /chat/completions. */
  baseUrl: string;
  apiKey?: string | null;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** First backoff; doubles per attempt (with jitter). */
  backoffMs?: number;
  /** The longest Retry-After honoured; a server asking more is waited this long. */
  retryAfterCapMs?: number;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for a JSON object (`response_format: json_object`). */
  json?: boolean;
  temperature?: number;
  maxTokens?: number;
  signal?: AbortSignal;
  /** Streams the answer and receives its text as it arrives. */
  onDelta?: (chunk: string) => void;
}

export interface ChatClient {
  readonly model: string;
  /** The answer's text (the first choice's message content). */
  complete(request: ChatRequest): Promise<string>;
}

const DEFAULT_BACKOFF_MS = 250;
const DEFAULT_RETRY_AFTER_CAP_MS = 5_000;

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

async function errorDetail(response: Response): Promise<string> {
  // Vendors put the reason in {error: {message}}; it names no member content (it is about the
  // request: key, model, limits). Cut short: it goes to the log.
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === "string" ? parsed.error : parsed.error?.message;
    if (typeof message === "string") return message.slice(0, 200);
  } catch {
    // not JSON
  }
  return text.slice(0, 200);
}

interface CompletionJson {
  choices?: { message?: { content?: unknown } }[];
  error?: unknown;
}

interface ChunkJson {
  choices?: { delta?: { content?: unknown } }[];
  error?: unknown;
}

export function createChatClient(options: ChatClientOptions): ChatClient {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const retryAfterCap = options.retryAfterCapMs ?? DEFAULT_RETRY_AFTER_CAP_MS;

  // Older local servers refuse `response_format`; after the first such refusal JSON is asked
  // for by the instructions alone (the answer is parsed tolerantly either way).
  let responseFormat = true;

  async function attempt(request: ChatRequest, signal: AbortSignal, streamed: { any: boolean }): Promise<string> {
    const stream = Boolean(request.onDelta);
    const body = {
      model: options.model,
      messages: request.messages,
      stream,
      ...(request.json && responseFormat ? { response_format: { type: "json_object" } } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
    };
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: stream ? "text/event-stream" : "application/json",
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetch(endpoint, { method: "POST", headers, body: JSON.stringify(body), signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ModelNetworkError(error);
    }
    if (!response.ok) {
      const retryAfter = retryAfterMs(response.headers.get("retry-after"));
      throw new ModelHttpError(response.status, retryAfter, await errorDetail(response));
    }
    if (!stream) {
      let parsed: CompletionJson;
      try {
        parsed = (await response.json()) as CompletionJson;
      } catch (error) {
        if (signal.aborted) throw error;
        throw new ModelProtocolError("answer is not JSON");
      }
      const content = parsed.choices?.[0]?.message?.content;
      if (typeof content !== "string") throw new ModelProtocolError("answer has no choices[0].message.content");
      return content;
    }
    if (!response.body) throw new ModelProtocolError("stream without a body");
    const parser = sseParser();
    let text = "";
    let done = false;
    const take = (payloads: string[]) => {
      for (const payload of payloads) {
        if (done) return;
        if (payload.trim() === "[DONE]") {
          done = true;
          return;
        }
        let chunk: ChunkJson;
        try {
          chunk = JSON.parse(payload) as ChunkJson;
        } catch {
          throw new ModelProtocolError("stream chunk is not JSON");
        }
        if (chunk.error) throw new ModelProtocolError("the stream reported an error");
        const delta = chunk.choices?.[0]?.delta?.content;
        if (typeof delta === "string" && delta) {
          text += delta;
          streamed.any = true;
          request.onDelta!(delta);
        }
      }
    };
    try {
      for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
        take(parser.push(bytes));
        if (done) break;
      }
      if (!done) take(parser.end());
    } catch (error) {
      if (signal.aborted || error instanceof ModelError) throw error;
      throw new ModelNetworkError(error);
    }
    // Servers that close without [DONE] after a complete answer are accepted; one that sent
    // nothing at all is not an answer.
    if (!done && !text) throw new ModelProtocolError("stream ended without an answer");
    return text;
  }

  return {
    model: options.model,
    async complete(request) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      const streamed = { any: false };
      const failed = (error: unknown): never => {
        if (request.signal?.aborted) throw new ModelAbortedError();
        if (timeout.aborted) throw new ModelTimeoutError(options.timeoutMs);
        throw error;
      };
      for (let tries = 0; ; tries++) {
        try {
          return await attempt(request, signal, streamed);
        } catch (error) {
          if (signal.aborted) failed(error);
          if (
            request.json &&
            responseFormat &&
            error instanceof ModelHttpError &&
            error.status === 400 &&
            /response_format/i.test(error.message)
          ) {
            responseFormat = false;
            tries--;
            continue;
          }
          const retryable =
            !streamed.any &&
            tries < options.maxRetries &&
            (error instanceof ModelNetworkError || (error instanceof ModelHttpError && error.retryable));
          if (!retryable) failed(error);
          const asked = error instanceof ModelHttpError ? error.retryAfterMs : null;
          const wait = asked !== null ? Math.min(asked, retryAfterCap) : backoffMs * 2 ** tries * (0.5 + Math.random() / 2);
          try {
            await sleep(wait, signal);
          } catch (aborted) {
            failed(aborted);
          }
        }
      }
    },
  };
}
