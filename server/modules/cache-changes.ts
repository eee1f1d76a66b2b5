// What a write changes on the pages the page cache shares (decisions 0131, 0198), declared on the
// write's own contract as `changes`, beside `access`. After the write succeeds — through the API
// or a page action alike — the cached pages carrying the tags it names are emptied, here before
// the writer hears back and in every other process over the bus. Every write must declare it:
// the server refuses to start with a write that does not (route.ts), so a forgotten entry can no
// longer silently empty everything.
//
// "nothing": the write changes nothing a shared page shows (beacons, drafts, sign-in,
// notifications, settings). "everything": it shows on every page (a nickname, a profile ring).
// Counts on list cards (likes, views, comments) may lag by the cache's few seconds; the post's
// own page is emptied at once.
import type { FastifyRequest } from "fastify";
import { goneTag, LISTS_TAG, memberTag, postTag } from "../../core/cache-tags";
import type { Invalidation } from "../lib/invalidation-bus";
import type { Viewer } from "./auth/types";

/** A finished write as its cache effect reads it: the checked inputs and the writer. */
export interface FinishedWrite {
  readonly params: unknown;
  readonly body: unknown;
  readonly member: Viewer | null;
}

export type Changes = "nothing" | "everything" | readonly string[] | ((write: FinishedWrite) => Invalidation);

/** The invalidation a finished write causes; a function that cannot tell empties everything. */
export function invalidationFor(changes: Changes, write: FinishedWrite): Invalidation {
  if (changes === "nothing") return [];
  if (changes === "everything") return "all";
  if (typeof changes !== "function") return changes;
  try {
    return changes(write);
  } catch {
    return "all";
  }
}

function numberField(source: unknown, field: string): number | null {
  const value = source && typeof source === "object" ? (source as Record<string, unknown>)[field] : undefined;
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The post the body names (`field`), and any further tags. */
export const postInBody =
  (field: string, ...extra: string[]): Changes =>
  ({ body }) => {
    const boardNo = numberField(body, field);
    return boardNo ? [postTag(boardNo), ...extra] : "all";
  };

/** A post the path names (`field`) that was removed: its pages keep no stale copy; and any further tags. */
export const removedPostInPath =
  (field: string, ...extra: string[]): Changes =>
  ({ params }) => {
    const boardNo = numberField(params, field);
    return boardNo ? [postTag(boardNo), goneTag(postTag(boardNo)), ...extra] : "all";
  };

/** The post the path names (`field`), and any further tags. */
export const postInPath =
  (field: string, ...extra: string[]): Changes =>
  ({ params }) => {
    const boardNo = numberField(params, field);
    return boardNo ? [postTag(boardNo), ...extra] : "all";
  };

/** The writer's own public pages and every list (a post of theirs appeared, changed or went); with `field`, that post's page too. */
export const authorsPost =
  (field?: string): Changes =>
  ({ params, member }) => {
    const tags = [LISTS_TAG];
    if (member) tags.push(memberTag(member.userId));
    if (!field) return tags;
    const boardNo = numberField(params, field);
    return boardNo ? [...tags, postTag(boardNo)] : "all";
  };

/**
 * A post the writer removed (the path names it, `field`): as authorsPost, and no stale copy of
 * what showed the post is sent meanwhile — it is gone, not changed (decision 0208).
 */
export const authorsRemovedPost =
  (field: string): Changes =>
  ({ params, member }) => {
    const boardNo = numberField(params, field);
    if (!boardNo) return "all";
    return [LISTS_TAG, ...(member ? [memberTag(member.userId)] : []), postTag(boardNo), goneTag(postTag(boardNo))];
  };

/** The writer's own public pages (a cover letter, a World ID mark). */
export const writersPages: Changes = ({ member }) => (member ? [memberTag(member.userId)] : "all");

/** The public pages of the member the path names (`userId`): their follower count. */
export const pathMembersPages: Changes = ({ params }) => {
  const userId = params && typeof params === "object" ? (params as Record<string, unknown>).userId : undefined;
  return typeof userId === "string" && userId ? [memberTag(userId)] : "all";
};

/**
 * What a finished API write empties: what its contract declares (failed writes changed nothing).
 * A write outside the contracts (none today: the server refuses them) empties everything.
 */
export async function writeInvalidation(request: FastifyRequest, status: number): Promise<Invalidation> {
  if (status >= 400) return [];
  const changes = request.routeOptions.config?.changes;
  if (changes === undefined) return "all";
  if (changes === "nothing" || changes === "everything" || typeof changes !== "function") return invalidationFor(changes, NO_WRITE);
  const member = await request.viewer().catch(() => null);
  return invalidationFor(changes, { params: request.params, body: request.body, member });
}

const NO_WRITE: FinishedWrite = { params: {}, body: null, member: null };

/** Jobs whose work no shared page shows; every other finished job empties the cache. */
export const QUIET_JOBS: ReadonlySet<string> = new Set([
  "ai.video.render",
  "ai.video.sweep",
  "accounts.export",
  "accounts.export-sweep",
  "system.heartbeat",
  "mail.send",
  "mail.prompt",
  "notifications.deliver",
  "notifications.push",
  "notifications.notice-fanout",
  "reactions.followed-post",
  "reactions.series-part",
  "contents.sweep-files",
  // Runs every minute; empties the pages of a post it published itself (scheduling/service.ts).
  "contents.publish-scheduled",
  // Empties the cache itself when a ring went (wallet/nft/recheck-job.ts).
  "wallet.recheck-pfps",
  // Deliveries change nothing shown; a remote reply or like empties its post itself (federation.ts).
  "federation.queue",
  "federation.outbox",
]);
