// What the statistics pages read (server/services.ts): the same services the API calls.
import type { StatsPeriod } from "../../../core/author-stats";
import type { AppContext } from "../../context";
import type { Viewer } from "../auth/types";
import { authorStats, postStats } from "./service";
import type { AuthorStats, PostStats } from "./types";

export interface AuthorStatsPages {
  /** All of the member's posts over the period (/mypage/stats). */
  mine(viewer: Viewer, period: StatsPeriod): Promise<AuthorStats>;
  /** One post over the period (/mypage/stats/:boardNo): its author, or a moderator. */
  post(viewer: Viewer, boardNo: number, period: StatsPeriod): Promise<PostStats>;
}

export function authorStatsPages(ctx: AppContext): AuthorStatsPages {
  return {
    mine: (viewer, period) => authorStats(ctx.db, viewer.userNo, period),
    post: (viewer, boardNo, period) => postStats(ctx.db, viewer, boardNo, period),
  };
}
