// House ads in the feeds (docs/product/site.md §13): where the in-feed slot goes, which ad and
// which theme a visit sees, and what an ad's fields may hold. Pure rules; the server and the
// pages share them.
import { texts } from "./i18n";

/** The ad index when the installation sets none (SPEC: ad index default 2). */
export const AD_INDEX_DEFAULT = 2;
export const AD_THEMES = ["blue", "yellow"] as const;
export type AdTheme = (typeof AD_THEMES)[number];

export const AD_TITLE_MAX = 60;
export const AD_BODY_MAX = 200;
export const AD_URL_MAX = 1000;

/**
 * The slot's position among a feed page's cards: the ad index (0 = before the first card),
 * moved to the end when the page has fewer cards; no slot on an empty page or without an ad.
 */
export function adSlotPosition(cardCount: number, adIndex: number, hasAd: boolean): number | null {
  if (!hasAd || cardCount <= 0) return null;
  const index = Number.isSafeInteger(adIndex) && adIndex >= 0 ? adIndex : AD_INDEX_DEFAULT;
  return Math.min(index, cardCount);
}

/** Cards with the slot put in: `{ ad: true }` marks where the ad goes. */
export function withAdSlot<T>(cards: T[], adIndex: number, hasAd: boolean): ({ ad: false; card: T } | { ad: true })[] {
  const at = adSlotPosition(cards.length, adIndex, hasAd);
  const out: ({ ad: false; card: T } | { ad: true })[] = cards.map((card) => ({ ad: false as const, card }));
  if (at !== null) out.splice(at, 0, { ad: true });
  return out;
}

/** The visit's theme from a random number in [0, 1): blue or yellow, evenly. */
export function themeOfVisit(random: number): AdTheme {
  return random < 0.5 ? "blue" : "yellow";
}

/** Which of the live ads (in the operators' order) a visit sees: one per visit, spread evenly. */
export function adOfVisit<T>(ads: readonly T[], random: number): T | null {
  if (!ads.length) return null;
  const i = Math.min(ads.length - 1, Math.max(0, Math.floor(random * ads.length)));
  return ads[i]!;
}

/** An ad's link: a path of this site or an http(s) address. */
export function isAllowedAdLink(url: string): boolean {
  if (url.length > AD_URL_MAX || /[\s<>"'\\]/.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  if (!/^https?:\/\//i.test(url)) return false;
  return URL.canParse(url);
}

/** Whether an ad runs at a moment: not hidden, started, not ended. */
export function isAdLive(ad: { hidden: boolean; startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  return !ad.hidden && ad.startsAt.getTime() <= now.getTime() && (ad.endsAt === null || ad.endsAt.getTime() > now.getTime());
}

export const ADS_MSG = texts({
  titleRequired: { ko: "광고 제목을 입력해 주세요.", en: "Enter the ad's title." },
  linkInvalid: {
    ko: "링크는 /로 시작하는 경로나 http(s) 주소여야 합니다.",
    en: "The link must be a path starting with / or an http(s) address.",
  },
  imageInvalid: { ko: "이미지 주소가 올바르지 않습니다.", en: "The image address is not valid." },
  endBeforeStart: { ko: "종료 시각은 시작 시각보다 뒤여야 합니다.", en: "The end must be after the start." },
  notFound: { ko: "광고를 찾을 수 없습니다.", en: "Ad not found." },
});
