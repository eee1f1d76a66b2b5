// What the series API and pages hand out (docs/product/series.md, decision 0217).

/** Why a part is not shown to readers: deleted by its author, or hidden (blinded) by operators. */
export type HiddenReason = "deleted" | "blinded";

export interface SeriesPart {
  boardNo: number;
  permaLink: string;
  subject: string;
  /** 1-based place in the series (the owner's order; readers see the visible ones renumbered). */
  position: number;
  /** When the post was published (ISO). */
  regDate: string;
  /** Set only in the owner's own view, for a part readers do not see. */
  hidden: HiddenReason | null;
}

export interface SeriesSummary {
  seriesNo: number;
  title: string;
  description: string;
  /** The owner's public id and name. */
  userId: string;
  userName: string;
  /** Parts the caller sees (readers: the visible ones; the owner: all). */
  partCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SeriesDetail extends SeriesSummary {
  parts: SeriesPart[];
}

/** One of the member's own posts, as my page offers it for a series. */
export interface SeriesPostChoice {
  boardNo: number;
  permaLink: string;
  subject: string;
  regDate: string;
  /** The series it is part of, or null. */
  seriesNo: number | null;
}

/** My page's series section: the member's series with every part, and their posts to add. */
export interface MySeries {
  series: SeriesDetail[];
  /** The member's latest published posts (hidden ones left out), newest first. */
  posts: SeriesPostChoice[];
}

/** The post page's box: the series of the post and its visible parts in order. */
export interface PostSeries {
  seriesNo: number;
  title: string;
  userId: string;
  parts: { boardNo: number; permaLink: string; subject: string }[];
}

/** What a member's public pages list. */
export interface MemberSeriesList {
  items: SeriesSummary[];
}
