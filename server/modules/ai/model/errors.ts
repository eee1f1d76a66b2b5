// Why a model call failed. The fallback logs `reason` (never the member's text) and answers
// with the offline engine; only `aborted` (the caller gave up) is passed on as is.

export type ModelFailure = "timeout" | "aborted" | "network" | "http" | "protocol" | "output";

export class ModelError extends Error {
  constructor(
    public readonly reason: ModelFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ModelError";
  }
}

/** The server answered with a status other than 2xx. */
export class ModelHttpError extends ModelError {
  constructor(
    public readonly status: number,
    /** What Retry-After asked for, in ms (429/503), when it said. */
    public readonly retryAfterMs: number | null,
    detail: string,
  ) {
    super("http", `model server answered ${status}${detail ? `: ${detail}` : ""}`);
    this.name = "ModelHttpError";
  }

  /** 429 and 5xx may pass; other 4xx (bad key, unknown model, bad request) will not. */
  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

/** The call took longer than AI_TIMEOUT_MS (retries included). */
export class ModelTimeoutError extends ModelError {
  constructor(timeoutMs: number) {
    super("timeout", `model call timed out after ${timeoutMs} ms`);
    this.name = "ModelTimeoutError";
  }
}

/** The caller's signal aborted the call (the reader left, the request closed). */
export class ModelAbortedError extends ModelError {
  constructor() {
    super("aborted", "model call aborted by the caller");
    this.name = "ModelAbortedError";
  }
}

/** The connection failed or broke (refused, reset, DNS). */
export class ModelNetworkError extends ModelError {
  constructor(cause: unknown) {
    super("network", `model server unreachable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ModelNetworkError";
  }
}

/** The answer was not what the task asked for (not JSON, wrong shape, empty). */
export class ModelOutputError extends ModelError {
  constructor(detail: string) {
    super("output", `model output rejected: ${detail}`);
    this.name = "ModelOutputError";
  }
}

/** The wire format was broken (not chat-completions JSON, a broken stream). */
export class ModelProtocolError extends ModelError {
  constructor(detail: string) {
    super("protocol", `model protocol error: ${detail}`);
    this.name = "ModelProtocolError";
  }
}
