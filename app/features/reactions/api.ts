// Browser calls of likes, bookmarks, follows and share links: same-origin fetch, one result
// shape, the server's Korean message on failure.
import { REACTION_MSG } from "../../../core/reactions";

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export async function reactionCall<T>(method: "GET" | "POST" | "DELETE", url: string, body?: unknown): Promise<Result<T>> {
  try {
    const response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json().catch(() => null)) as { data?: T; errorMsg?: string | null } | null;
    if (response.ok && envelope) return { ok: true, data: envelope.data as T };
    return { ok: false, status: response.status, message: envelope?.errorMsg || REACTION_MSG.failed };
  } catch {
    return { ok: false, status: 0, message: REACTION_MSG.failed };
  }
}

export interface LikeState {
  boardNo: number;
  likeYn: boolean;
  likeCount: number;
}

export const like = (boardNo: number, on: boolean) =>
  reactionCall<LikeState>("POST", on ? "/api/board/likeCntUp" : "/api/board/likeCntDown", { boardNo });
export const bookmark = (boardNo: number, on: boolean) =>
  reactionCall<{ boardNo: number; bookmark: boolean }>("POST", `/api/board/contents/${boardNo}/bookmark`, { bookmark: on });
export const follow = (userId: string, on: boolean) =>
  reactionCall<{ userId: string; followYn: boolean; followerCount: number }>(
    on ? "POST" : "DELETE",
    `/api/user/follow/${encodeURIComponent(userId)}`,
  );
export const myShareLink = (boardNo: number) =>
  reactionCall<{ url: string; permaLink: string | null }>("GET", `/api/board/getMyInviteURL?boardNo=${boardNo}`);
export const recordShareVisit = (permaLink: string) =>
  reactionCall<{ counted: boolean }>("POST", "/api/board/shortLink/visit", { permaLink });
