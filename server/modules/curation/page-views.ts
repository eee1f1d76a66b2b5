// Reading tokens are bound to a page view (docs/decisions/0181): the post page's state call
// hands a member a view token only when that member's browser (their session) loaded the
// post's page or its data a little before. A client that never loads a page — a script calling
// the API for tokens — gets none. The mark lives in the rate limiter's store (memory, or Redis
// for several processes) for PAGE_VIEW_TTL_MS, keyed by a hash of the session token, never
// the token itself; marking costs no database statement, so cached pages stay as fast.
import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { decodePermalink } from "../../../core/permalink";
import type { RateLimiter } from "../../lib/rate-limit";
import { SESSION_COOKIE } from "../auth/plugin";

/** How long after a page load its state call may still hand out a view token. */
export const PAGE_VIEW_TTL_MS = 30 * 60_000;

const POST_PAGE = /^\/(?:m\/)?d\/([0-9a-z-]{1,40})(?:\.data)?(?:[?#]|$)/;
const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);
const HEADER = /^(?:Basic|Bearer)\s+([A-Za-z0-9_-]{20,200})$/;

/** The post a page address shows (`/d/{permalink}`, `/m/d/…`, their `.data`), or null. */
export function postOfPageUrl(url: string): number | null {
  const match = POST_PAGE.exec(url);
  if (!match) return null;
  return decodePermalink(match[1]!)?.boardNo ?? null;
}

/** Who is reading, as a hash of their session token (cookie or Authorization header), or null for a visitor. */
export function readerKeyOf(headers: IncomingHttpHeaders): string | null {
  const header = typeof headers.authorization === "string" ? HEADER.exec(headers.authorization.trim()) : null;
  const token = header?.[1] ?? (typeof headers.cookie === "string" ? COOKIE.exec(headers.cookie)?.[1] : undefined);
  if (!token) return null;
  return crypto.createHash("sha256").update(token).digest("base64url").slice(0, 22);
}

const markKey = (reader: string, boardNo: number) => `page-view:${reader}:${boardNo}`;

/** Notes a member's load of a post page (a GET of the page or its data); visitors and other pages are skipped. */
export function notePostPageView(
  limiter: RateLimiter,
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): void {
  if (method !== "GET" || !url) return;
  const boardNo = postOfPageUrl(url);
  if (!boardNo) return;
  const reader = readerKeyOf(headers);
  if (!reader) return;
  // One timestamp per reader and post, replaced by each load (never a list of every load).
  void limiter.mark(markKey(reader, boardNo), PAGE_VIEW_TTL_MS).catch(() => undefined);
}

/** Whether this reader loaded the post's page within PAGE_VIEW_TTL_MS. */
export async function sawPostPage(limiter: RateLimiter, headers: IncomingHttpHeaders, boardNo: number): Promise<boolean> {
  const reader = readerKeyOf(headers);
  if (!reader) return false;
  const state = await limiter.peek(markKey(reader, boardNo), 1, PAGE_VIEW_TTL_MS);
  return !state.allowed;
}
