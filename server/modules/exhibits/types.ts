// What the exhibits module hands to API clients and pages (dates as ISO strings).
import type { BoardCard } from "../boards/types";

export type ExhibitTheme = "blue" | "green" | "red" | "gold";
export type ExhibitState = "draft" | "open" | "closed";

/** An exhibit as its page shows it. */
export interface ExhibitInfo {
  slug: string;
  title: string;
  intro: string;
  bannerUrl: string;
  theme: ExhibitTheme;
  /** The category filter's entries, in order (전체 is added by the list). */
  categories: string[];
  state: ExhibitState;
  startDate: string | null;
  endDate: string | null;
}

export interface ExhibitAdminItem extends ExhibitInfo {
  exhibitId: number;
  postCount: number;
  updDate: string;
}

export interface ExhibitPostItem {
  boardNo: number;
  permaLink: string;
  subject: string;
  category: string;
  sortOrder: number;
  /** False when the post was deleted or hidden since: the exhibit skips it. */
  visible: boolean;
}

export interface ExhibitAdminDetail extends ExhibitAdminItem {
  posts: ExhibitPostItem[];
}

export interface ExhibitBoard extends BoardCard {
  link: string;
  /** The post's category inside the exhibit. */
  category: string;
}

/** One exhibit's list, the shape of the prep exhibit's (GET /api/prep/boards). */
export interface ExhibitBoards {
  category: string;
  size: number;
  categories: string[];
  boardList: ExhibitBoard[];
}

export interface ExhibitPage extends ExhibitBoards {
  exhibit: ExhibitInfo;
}
