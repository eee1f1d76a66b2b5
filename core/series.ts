// Series (연재, docs/product/series.md, decision 0217): a member's own published posts in an
// order they choose. The limits, the refusals both sides say, moving a part, the place of a post
// among its series' parts and which parts a folded list shows.
import { texts, type Text } from "./i18n";

// The post page's box has its own small module (every post page loads it): re-exported here.
export { foldedParts, SERIES_BOX_OPEN_MAX, seriesPath, seriesPlace, type SeriesPlace } from "./series-box";

/** A series title: long enough for "파이썬으로 배우는 데이터 분석 입문 — 2부", short enough for one line of the box. */
export const SERIES_TITLE_MAX = 60;
/** The short description under the title on the series page. */
export const SERIES_DESCRIPTION_MAX = 200;
/** Parts one series may hold: a long course, still one readable list. */
export const SERIES_MAX_PARTS = 100;
/** Series one member may keep. */
export const SERIES_MAX_PER_MEMBER = 50;

export const SERIES_MSG = texts({
  titleRequired: { ko: "연재 제목을 입력해 주세요.", en: "Enter a title for the series." },
  titleTooLong: { ko: "연재 제목은 {max}자까지 쓸 수 있어요.", en: "A series title can be at most {max} characters." },
  descriptionTooLong: { ko: "연재 소개는 {max}자까지 쓸 수 있어요.", en: "A series description can be at most {max} characters." },
  tooManySeries: { ko: "연재는 {max}개까지 만들 수 있어요.", en: "You can keep at most {max} series." },
  tooManyParts: { ko: "한 연재에는 글을 {max}편까지 담을 수 있어요.", en: "A series can hold at most {max} posts." },
  notFound: { ko: "연재를 찾을 수 없어요.", en: "This series could not be found." },
  notOwner: { ko: "내 연재만 바꿀 수 있어요.", en: "You can change only your own series." },
  notYourPost: { ko: "내가 발행한 글만 연재에 담을 수 있어요.", en: "Only posts you published can go into your series." },
  inAnotherSeries: {
    ko: "이 글은 이미 다른 연재 「{title}」에 담겨 있어요. 그 연재에서 먼저 빼 주세요.",
    en: "This post is already part of another series, “{title}”. Take it out of that series first.",
  },
  alreadyInSeries: { ko: "이미 이 연재에 담긴 글이에요.", en: "This post is already part of this series." },
  notInSeries: { ko: "이 연재에 담긴 글이 아니에요.", en: "This post is not part of this series." },
  orderStale: {
    ko: "연재의 글 목록이 바뀌었어요. 새로 고친 뒤 다시 순서를 정해 주세요.",
    en: "The series' posts have changed. Refresh and set the order again.",
  },
});

export interface Refusal {
  text: Text;
  params: Record<string, number | string>;
}

/** A title as it is kept: trimmed, runs of spaces and line breaks made one space. */
export function cleanSeriesTitle(title: string): string {
  return title.replace(/\s+/g, " ").trim();
}

/** A description as it is kept: trimmed, at most one empty line between paragraphs. */
export function cleanSeriesDescription(description: string): string {
  return description
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Characters as a reader counts them (a Hangul syllable or an emoji is one). */
function length(text: string): number {
  return Array.from(text).length;
}

/** Why a (cleaned) title is refused, or null. */
export function checkSeriesTitle(title: string): Refusal | null {
  if (!title) return { text: SERIES_MSG.titleRequired, params: {} };
  if (length(title) > SERIES_TITLE_MAX) return { text: SERIES_MSG.titleTooLong, params: { max: SERIES_TITLE_MAX } };
  return null;
}

/** Why a (cleaned) description is refused, or null. */
export function checkSeriesDescription(description: string): Refusal | null {
  if (length(description) > SERIES_DESCRIPTION_MAX) return { text: SERIES_MSG.descriptionTooLong, params: { max: SERIES_DESCRIPTION_MAX } };
  return null;
}

/** `list` with the item at `from` moved to `to` (both clamped into the list); a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Whether `order` names exactly the parts of `current` (each once, none missing, none added):
 * a reorder is refused otherwise, since someone changed the series meanwhile.
 */
export function isSameParts(order: readonly number[], current: readonly number[]): boolean {
  if (order.length !== current.length) return false;
  const wanted = new Set(order);
  if (wanted.size !== order.length) return false;
  return current.every((boardNo) => wanted.has(boardNo));
}

/** The member's list of series on their public pages. */
export function seriesListPath(userId: string, mobile: boolean): string {
  return `${mobile ? "/m" : ""}/other/${userId}/series`;
}
