// Browser calls to the comments, reports and moderation APIs: same-origin fetch, one result
// shape, the server's Korean message on failure (a network message when nothing arrived).
import type { Showable } from "../../lib/i18n";
import { ACCOUNT_MSG } from "../../../core/account";
import { COMMENT_MSG } from "../../../core/comments";

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: Showable };

export async function api<T>(method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown): Promise<Result<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: ACCOUNT_MSG.networkError };
  }
  const envelope = (await response.json().catch(() => null)) as { data?: T; errorMsg?: string | null } | null;
  if (response.ok && envelope) return { ok: true, data: envelope.data as T };
  return { ok: false, status: response.status, message: envelope?.errorMsg || COMMENT_MSG.saveError };
}

// The shapes the server answers, from the server's own types (types only: no server code in the page).
export type { CommentItem, CommentPage, CommentWriter } from "../../../server/modules/comments/types";
