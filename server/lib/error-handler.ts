// The one error handler: every failure under /api leaves as the envelope with a clear Korean
// message and a meaningful status; nothing the client sends can turn into a 500.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { both, type Language, type Localized } from "../../core/i18n";
import { AppError, ERROR_TEXT } from "./errors";
import { fail } from "./envelope";

interface Mapped {
  status: number;
  errorId: string;
  /** Korean, or both languages when the message came from a catalogue. */
  message: string | Localized;
  details?: unknown;
}

/** The message in the requester's language (Korean where no English wording is kept). */
export function messageIn(message: string | Localized, language: Language): string {
  return typeof message === "string" ? message : message[language];
}

function describeValidation(error: FastifyError): Mapped {
  const issues = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((v) => ({
        field: [error.validationContext, v.instancePath.replace(/^\//, "").replace(/\//g, ".")].filter(Boolean).join("."),
        message: v.message ?? "invalid",
      }))
    : [{ field: error.validationContext ?? "", message: error.message }];
  const fields = issues.map((i) => i.field.replace(/^(body|querystring|params|headers)\.?/, "")).filter(Boolean);
  return {
    status: 400,
    errorId: "VALIDATION_FAILED",
    message: fields.length ? both(ERROR_TEXT.badFields, { fields: [...new Set(fields)].join(", ") }) : both(ERROR_TEXT.badRequest),
    details: issues,
  };
}

const MULTIPART_FAILURE =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/** SQLSTATEs of class 22 (data exception) that only a client's value can cause. */
const BAD_INPUT_SQLSTATES = new Set([
  "22001", // string_data_right_truncation
  "22003", // numeric_value_out_of_range
  "22007", // invalid_datetime_format
  "22008", // datetime_field_overflow
  "22021", // character_not_in_repertoire (NUL and bad UTF-8)
  "22P02", // invalid_text_representation
  "22P05", // untranslatable_character
]);

export function mapError(error: unknown): Mapped {
  if (error instanceof AppError) {
    return { status: error.status, errorId: error.errorId, message: error.localized ?? error.message, details: error.details };
  }
  const e = error as FastifyError;
  if (e.validation) return describeValidation(e);
  switch (e.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, errorId: "INVALID_JSON", message: both(ERROR_TEXT.invalidJson) };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, errorId: "PAYLOAD_TOO_LARGE", message: both(ERROR_TEXT.payloadTooLarge) };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, errorId: "UNSUPPORTED_MEDIA_TYPE", message: both(ERROR_TEXT.unsupportedMediaType) };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { status: 400, errorId: "INVALID_CONTENT_LENGTH", message: both(ERROR_TEXT.invalidContentLength) };
    default:
      break;
  }
  // The multipart parser refusing a body: no boundary in the Content-Type, a body cut short.
  if (e instanceof Error && MULTIPART_FAILURE.test(e.message)) {
    return { status: 400, errorId: "INVALID_MULTIPART", message: both(ERROR_TEXT.invalidMultipart) };
  }
  // PostgreSQL refusing a value the client sent (text it cannot hold, a number out of range, a
  // malformed literal): the request was wrong, not the server.
  // (The query builder wraps the driver's error: its SQLSTATE is on the cause.)
  const sqlState = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof sqlState === "string" && BAD_INPUT_SQLSTATES.has(sqlState)) {
    return { status: 400, errorId: "INVALID_VALUE", message: both(ERROR_TEXT.badRequest) };
  }
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 429) {
      return { status: 429, errorId: "RATE_LIMITED", message: both(ERROR_TEXT.tooMany) };
    }
    return { status: e.statusCode, errorId: e.code ?? "BAD_REQUEST", message: both(ERROR_TEXT.cannotProcess) };
  }
  return { status: 500, errorId: "INTERNAL", message: both(ERROR_TEXT.serverError) };
}

/**
 * How loud a failure is in the log. Only what broke is an error: an exception the server did not
 * mean. A refusal the server decided on (an AppError) is info, or warn when it says the service
 * cannot serve right now (a 5xx: token payouts switched off, a provider down, the job queue off)
 * — worth a look, but nothing failed. A value the database refused may also be one the server
 * built wrongly: warn, with the cause.
 */
export function logLevelOf(error: unknown, mapped: Pick<Mapped, "status" | "errorId">): "error" | "warn" | "info" {
  if (mapped.status >= 500) return error instanceof AppError ? "warn" : "error";
  return mapped.errorId === "INVALID_VALUE" ? "warn" : "info";
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const mapped = mapError(error);
    const level = logLevelOf(error, mapped);
    if (level === "error") request.log.error({ err: error }, "request failed");
    else if (mapped.errorId === "INVALID_VALUE") request.log.warn({ err: error }, "database refused a value");
    else request.log[level]({ errorId: mapped.errorId, status: mapped.status }, "request refused");
    void reply.code(mapped.status).send(fail(mapped.status, mapped.errorId, messageIn(mapped.message, request.language), mapped.details));
  });
}
