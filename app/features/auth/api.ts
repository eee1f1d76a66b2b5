// Browser calls to the accounts API: same-origin fetch (the session cookie travels by
// itself), one result shape, and a Korean message for every failure — the server's own
// message when it sent one, a network message when the request never arrived.
import { ACCOUNT_MSG } from "../../../core/account";
import { MSG } from "../../../core/messages";
import type { Showable } from "../../lib/i18n";

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; errorId: string; message: Showable; details?: unknown };

interface Envelope<T> {
  code?: string | number;
  data?: T;
  errorMsg?: string | null;
  errorId?: string;
  details?: unknown;
}

export async function callApi<T = unknown>(method: "GET" | "POST", url: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, errorId: "NETWORK", message: ACCOUNT_MSG.networkError };
  }
  let envelope: Envelope<T> | null = null;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = null;
  }
  if (response.ok && envelope) return { ok: true, status: response.status, data: envelope.data as T };
  return {
    ok: false,
    status: response.status,
    errorId: envelope?.errorId ?? `HTTP_${response.status}`,
    message: envelope?.errorMsg || MSG.briefingError,
    details: envelope?.details,
  };
}

export const postApi = <T = unknown>(url: string, body: unknown = {}) => callApi<T>("POST", url, body);
export const getApi = <T = unknown>(url: string) => callApi<T>("GET", url);

/** The member's own info as GET /api/user/getUserBasicInfo answers it (the fields pages use). */
export interface OwnInfo {
  userId: string;
  userName: string;
  userEmail: string;
  userProfileImg: string | null;
  emailCertYn: "Y" | "N";
  joinChannel: "A" | "G" | "P" | "K";
}

export const fetchOwnInfo = () => getApi<OwnInfo>("/api/user/getUserBasicInfo");
