// What the ads module hands to API clients and pages (docs/product/site.md §13).
import type { AdTheme } from "../../../core/ads";

/** A house ad as the feeds show it. */
export interface HouseAd {
  adNo: number;
  title: string;
  body: string;
  linkUrl: string;
  imageUrl: string | null;
  /** null: the visit's random theme. */
  theme: AdTheme | null;
}

/** The live ads in the operators' order and the slot's position. */
export interface FeedAds {
  adIndex: number;
  adList: HouseAd[];
}

/** An operator's view: schedule, order, hidden, whether it runs now. */
export interface HouseAdAdmin extends HouseAd {
  sortOrder: number;
  hidden: boolean;
  startsAt: string;
  endsAt: string | null;
  live: boolean;
}

export interface HouseAdInput {
  title: string;
  body?: string | undefined;
  linkUrl: string;
  imageUrl?: string | null | undefined;
  theme?: AdTheme | null | undefined;
  sortOrder?: number | undefined;
  hidden?: boolean | undefined;
  startsAt?: Date | null | undefined;
  endsAt?: Date | null | undefined;
}
