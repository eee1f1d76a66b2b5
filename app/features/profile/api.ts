// Browser calls of my page to the API (same origin: the session cookie travels by itself).
// Every answer becomes { ok, data } or { ok: false, message } with the server's Korean
// message, so forms show what went wrong and keep what the person typed.

export type ApiResult<T> = { ok: true; data: T } | { ok: false; message: string; status: number; errorId?: string };

export const NETWORK_ERROR = "네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.";
const SERVER_ERROR = "서버 에러가 발생했습니다. 잠시 후 다시 시도해주세요.";

export async function api<T>(
  path: string,
  options: { method?: "GET" | "POST" | "DELETE"; json?: unknown; form?: FormData } = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.json !== undefined || options.form ? "POST" : "GET"),
      credentials: "same-origin",
      headers: { accept: "application/json", ...(options.json !== undefined ? { "content-type": "application/json" } : {}) },
      body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR, status: 0 };
  }
  type Body = { code?: unknown; data?: T; errorMsg?: string | null; errorId?: string };
  const body = await response.json().then(
    (parsed: unknown) => (parsed && typeof parsed === "object" ? (parsed as Body) : null),
    () => null,
  );
  if (response.ok && body) return { ok: true, data: body.data as T };
  return {
    ok: false,
    status: response.status,
    message: body?.errorMsg || SERVER_ERROR,
    ...(body?.errorId ? { errorId: body.errorId } : {}),
  };
}
