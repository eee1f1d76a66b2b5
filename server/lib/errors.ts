// One error type for everything the API refuses. Each carries an HTTP status, a stable id
// clients can branch on, and the message users see — a catalogue `Text` (Korean and English,
// answered in the requester's language by the error handler) or, where no English wording is
// kept yet, a Korean string.
import { both, texts, type Localized, type Params, type Text } from "../../core/i18n";
import { MSG } from "../../core/messages";

export type ErrorMessage = string | Text;

export class AppError extends Error {
  /** The message in both languages, when it came from a catalogue. */
  public readonly localized: Localized | null;

  constructor(
    public readonly status: number,
    public readonly errorId: string,
    message: ErrorMessage,
    public readonly details?: unknown,
    params?: Params,
  ) {
    const localized = typeof message === "string" ? null : both(message, params);
    // `message` stays Korean: logs and server-side callers read one language.
    super(localized ? localized.ko : (message as string));
    this.name = "AppError";
    this.localized = localized;
  }
}

/** The platform's own refusals (the error factory's defaults and the error handler's). */
export const ERROR_TEXT = texts({
  badRequest: { ko: "요청 값이 올바르지 않습니다.", en: "The request is not valid." },
  badFields: { ko: "요청 값이 올바르지 않습니다: {fields}", en: "The request is not valid: {fields}" },
  memberOnly: MSG.membersOnly,
  forbidden: { ko: "접근 권한이 없습니다.", en: "You do not have access to this." },
  notFound: { ko: "요청한 내용을 찾을 수 없습니다.", en: "What you asked for could not be found." },
  payloadTooLarge: { ko: "요청 본문이 너무 큽니다.", en: "The request is too large." },
  tooMany: { ko: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.", en: "Too many requests. Please try again in a moment." },
  unavailable: {
    ko: "서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
    en: "The service is briefly unavailable. Please try again in a moment.",
  },
  invalidJson: { ko: "요청 본문이 올바른 JSON 형식이 아닙니다.", en: "The request body is not valid JSON." },
  unsupportedMediaType: { ko: "지원하지 않는 요청 형식입니다.", en: "This request format is not supported." },
  invalidContentLength: { ko: "요청 본문의 길이가 올바르지 않습니다.", en: "The request body length is not valid." },
  invalidMultipart: { ko: "파일 업로드 요청 형식이 올바르지 않습니다.", en: "The file upload request is not valid." },
  cannotProcess: { ko: "요청을 처리할 수 없습니다.", en: "The request cannot be processed." },
  serverError: { ko: "서버 에러가 발생했습니다. 잠시 후 다시 시도해주세요.", en: "A server error occurred. Please try again in a moment." },
  apiNotFound: { ko: "요청한 API를 찾을 수 없습니다.", en: "No such API." },
  originNotAllowed: { ko: "허용되지 않은 출처의 요청입니다.", en: "Requests from this origin are not allowed." },
});

export const errors = {
  badRequest: (message: ErrorMessage = ERROR_TEXT.badRequest, errorId = "BAD_REQUEST", details?: unknown) =>
    new AppError(400, errorId, message, details),
  unauthorized: (message: ErrorMessage = ERROR_TEXT.memberOnly, errorId = "UNAUTHORIZED") => new AppError(401, errorId, message),
  forbidden: (message: ErrorMessage = ERROR_TEXT.forbidden, errorId = "FORBIDDEN") => new AppError(403, errorId, message),
  notFound: (message: ErrorMessage = ERROR_TEXT.notFound, errorId = "NOT_FOUND") => new AppError(404, errorId, message),
  conflict: (message: ErrorMessage, errorId = "CONFLICT", details?: unknown) => new AppError(409, errorId, message, details),
  payloadTooLarge: (message: ErrorMessage = ERROR_TEXT.payloadTooLarge, errorId = "PAYLOAD_TOO_LARGE") =>
    new AppError(413, errorId, message),
  unprocessable: (message: ErrorMessage, errorId = "UNPROCESSABLE", details?: unknown) => new AppError(422, errorId, message, details),
  tooManyRequests: (message: ErrorMessage = ERROR_TEXT.tooMany, errorId = "RATE_LIMITED") => new AppError(429, errorId, message),
  unavailable: (message: ErrorMessage = ERROR_TEXT.unavailable, errorId = "UNAVAILABLE") => new AppError(503, errorId, message),
};
