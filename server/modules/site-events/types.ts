// What the notices and events service hands to API clients and pages (dates as ISO strings).
import type { SiteEventKind, SiteEventPhase, SiteEventState } from "../../../core/site-events";

export interface SiteEventCard {
  eventNo: number;
  kind: SiteEventKind;
  slug: string;
  title: string;
  summary: string;
  bannerUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  phase: SiteEventPhase;
  pinned: boolean;
  publishedAt: string | null;
  /** The page of the entry: /event/ai-contest, /event/share-content or /event/{slug}. */
  link: string;
}

export interface SiteEventDetail extends SiteEventCard {
  bodyHtml: string;
  rulesHtml: string;
  /** Shown once the event has ended (empty before). */
  resultsHtml: string;
  entryCount: number;
}

export interface SiteEventAdminItem extends SiteEventCard {
  state: SiteEventState;
  bodyHtml: string;
  rulesHtml: string;
  resultsHtml: string;
  entryCount: number;
  updatedAt: string;
}

export interface ListPage<T> {
  items: T[];
  page: number;
  size: number;
  totalCount: number;
  totalPages: number;
}

export interface ContestEntry {
  entryNo: number;
  enteredAt: string;
  boardNo: number;
  subject: string;
  permaLink: string;
  thumb: string | null;
  userId: string;
  userName: string;
}

export interface ContestPostChoice {
  boardNo: number;
  subject: string;
}

export interface MyContestState {
  /** The member's entry (null before entering). */
  entry: ContestEntry | null;
  /** The member's published posts they may enter. */
  posts: ContestPostChoice[];
}

export interface InviteRank {
  rank: number;
  userId: string;
  userName: string;
  /** Sign-ups through the member's links during the event. */
  signups: number;
  /** Counted visits through the member's post links during the event. */
  visits: number;
}

export interface InviteRanking {
  /** The member's place (null when nothing came through their links yet). */
  myRank: number | null;
  mySignups: number;
  myVisits: number;
  /** Members with at least one visit or sign-up through their links during the event. */
  participants: number;
  /** Whether the member's e-mail is the office suite's: only they get the top 10. */
  office: boolean;
  /** The top 10 (office-suite members only; null for others). */
  top: InviteRank[] | null;
}
