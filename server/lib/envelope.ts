// The API's one response shape (docs/ARCHITECTURE.md): { code, data, errorMsg }.
// Success is the string "20000" by default; docs/product names calls that answer the number 0.
// Errors use the HTTP status times 100 as a string ("40400"), plus a stable errorId.
export const SUCCESS_CODE = "20000";

export interface Envelope<T> {
  code: string | number;
  data: T;
  errorMsg: string | null;
  errorId?: string;
  details?: unknown;
}

export function ok<T>(data: T, code: string | number = SUCCESS_CODE): Envelope<T> {
  return { code, data, errorMsg: null };
}

export function fail(status: number, errorId: string, message: string, details?: unknown): Envelope<null> {
  return {
    code: String(status * 100),
    data: null,
    errorMsg: message,
    errorId,
    ...(details === undefined ? {} : { details }),
  };
}
