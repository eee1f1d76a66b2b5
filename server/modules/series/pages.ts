// What the series pages read (server/services.ts): the post page's box and the series page are
// shared by every reader, so they read the visible parts only; my page reads the owner's own view.
import type { AppContext } from "../../context";
import { getPublicProfile } from "../accounts/profile";
import type { Viewer } from "../auth/types";
import { mySeries, publicSeries, seriesOfMember, seriesOfPost } from "./service";
import type { MemberSeriesList, MySeries, PostSeries, SeriesDetail } from "./types";

export interface SeriesPages {
  /** The post page's box, or null when the post is in no series. */
  ofPost(boardNo: number): Promise<PostSeries | null>;
  /** A member's series for their public pages (null: unknown or left member). */
  ofMember(userId: string): Promise<MemberSeriesList | null>;
  /** The series page: null when there is no such series of this member. */
  read(userId: string, seriesNo: number): Promise<SeriesDetail | null>;
  /** My page's series section. */
  mine(viewer: Viewer): Promise<MySeries>;
}

export function seriesPages(ctx: AppContext): SeriesPages {
  return {
    ofPost: (boardNo) => seriesOfPost(ctx.db, boardNo),
    async ofMember(userId) {
      const profile = await getPublicProfile(ctx.db, userId);
      return profile ? seriesOfMember(ctx.db, profile.userNo) : null;
    },
    async read(userId, seriesNo) {
      const detail = await publicSeries(ctx.db, seriesNo);
      return detail && detail.userId === userId ? detail : null;
    },
    mine: (viewer) => mySeries(ctx.db, viewer),
  };
}
