// What the author statistics hand out (docs/product/statistics.md): figures of a period of
// Asia/Seoul days, for all of an author's posts or for one post.
import type { DayFigures, HostCount, ReferrerKind, StatsPeriod } from "../../../core/author-stats";

export interface StatsTotals {
  views: number;
  reads: number;
  likes: number;
  votes: number;
}

export interface StatsSource {
  kind: ReferrerKind;
  views: number;
}

/** One of the author's posts with its figures of the period. */
export interface StatsPostRow extends StatsTotals {
  boardNo: number;
  subject: string;
  permaLink: string;
  /** When it was published (ISO). */
  regDate: string;
  /** The post's view count of all time. */
  viewCount: number;
}

interface PeriodFigures {
  period: StatsPeriod;
  /** Every day of the period, oldest first, zeros included. */
  days: DayFigures[];
  totals: StatsTotals;
  /** Views by where they came from, largest first. */
  sources: StatsSource[];
  /** Other sites that sent readers, largest first; "*" adds up the rest. */
  hosts: HostCount[];
}

export interface AuthorStats extends PeriodFigures {
  /** The author's posts, most viewed in the period first (at most STATS_POST_ROWS). */
  posts: StatsPostRow[];
  /** How many posts the author has (the table may show fewer). */
  postCount: number;
}

export interface PostStats extends PeriodFigures {
  post: {
    boardNo: number;
    subject: string;
    permaLink: string;
    regDate: string;
    viewCount: number;
    likeCount: number;
  };
}
