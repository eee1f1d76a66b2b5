// One error type for everything the API refuses. Each carries an HTTP status, a stable id
// clients can branch on, and the Korean message users see (SPEC §8 where the spec gives one).
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly errorId: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const errors = {
  badRequest: (message = "요청 값이 올바르지 않습니다.", errorId = "BAD_REQUEST", details?: unknown) =>
    new AppError(400, errorId, message, details),
  unauthorized: (message = "회원만 이용 가능합니다.", errorId = "UNAUTHORIZED") => new AppError(401, errorId, message),
  forbidden: (message = "접근 권한이 없습니다.", errorId = "FORBIDDEN") => new AppError(403, errorId, message),
  notFound: (message = "요청한 내용을 찾을 수 없습니다.", errorId = "NOT_FOUND") => new AppError(404, errorId, message),
  conflict: (message: string, errorId = "CONFLICT", details?: unknown) => new AppError(409, errorId, message, details),
  payloadTooLarge: (message = "요청 본문이 너무 큽니다.", errorId = "PAYLOAD_TOO_LARGE") => new AppError(413, errorId, message),
  unprocessable: (message: string, errorId = "UNPROCESSABLE", details?: unknown) => new AppError(422, errorId, message, details),
  tooManyRequests: (message = "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.", errorId = "RATE_LIMITED") =>
    new AppError(429, errorId, message),
  unavailable: (message = "서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.", errorId = "UNAVAILABLE") =>
    new AppError(503, errorId, message),
};
