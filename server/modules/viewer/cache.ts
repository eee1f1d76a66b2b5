// A member's state kept for a moment (decision 0197): the state call of every page a member
// reads made eight statements, three of them one after another. Its answer depends on the
// member, the post and what happened since; it is kept in the page cache (the same memory,
// the same invalidation across processes) under the member's own tag and the post's tag, so
// the member's own writes and any write to the post empty it, and a write the cache cannot
// place empties everything. The view token is never kept: it is issued per page view.
import { postTag } from "../../../core/cache-tags";
import type { AppContext } from "../../context";
import type { Invalidation } from "../../lib/invalidation-bus";
import { PRIVATE_TAG_PREFIX } from "../../lib/page-cache";
import type { ViewerState } from "./types";

/** The tag of everything kept for one member: emptied by each of their writes. */
export const viewerTag = (userNo: number): string => `${PRIVATE_TAG_PREFIX}${userNo}`;

/**
 * What a finished write empties, with the writer's own kept state: both doors (the API's
 * onSend hook, the page actions' runner) empty through this, so a write through a page form
 * (a terms consent, a profile change) is never followed by the member's state from before it.
 */
export function withWritersState(changed: Invalidation, writer: { userNo: number } | null): Invalidation {
  return writer && changed !== "all" ? [...changed, viewerTag(writer.userNo)] : changed;
}

const keyOf = (userNo: number, boardNo: number | undefined) => `state ${userNo} ${boardNo ?? "-"}`;

/**
 * The member's state from the cache, or made by `fresh` and kept. `fresh` answers with the view
 * token as it would be for a page view (the caller decides whether there was one).
 */
export async function keptState(
  ctx: AppContext,
  userNo: number,
  boardNo: number | undefined,
  fresh: () => Promise<ViewerState>,
): Promise<ViewerState> {
  const cache = ctx.pageCache;
  if (!cache.enabled) return fresh();
  const key = keyOf(userNo, boardNo);
  const hit = cache.get(key);
  if (hit) return JSON.parse(hit.body.toString("utf8")) as ViewerState;
  const generation = cache.generation();
  let state: ViewerState;
  try {
    state = await fresh();
  } catch (error) {
    cache.release(key);
    throw error;
  }
  // A write since `generation` that touched the member or the post keeps this answer out.
  cache.set(key, generation, {
    status: 200,
    headers: {},
    body: Buffer.from(JSON.stringify(state)),
    tags: [viewerTag(userNo), ...(boardNo ? [postTag(boardNo)] : [])],
  });
  return state;
}
