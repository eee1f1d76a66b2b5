// The words of the post page's series box (docs/product/series.md §3), apart from the rest of the
// series' words (text.ts): every post page loads these.
import { texts } from "../../../core/i18n";

export const SERIES_BOX_TEXT = texts({
  box: { ko: "연재", en: "Series" },
  boxLabel: { ko: "연재 「{title}」", en: "Series “{title}”" },
  place: { ko: "{n} / {total}", en: "{n} / {total}" },
  placeLong: { ko: "{total}편 중 {n}번째", en: "Part {n} of {total}" },
  previous: { ko: "이전 글", en: "Previous" },
  next: { ko: "다음 글", en: "Next" },
  showAll: { ko: "전체 {total}편 보기", en: "Show all {total} parts" },
  showLess: { ko: "접기", en: "Show fewer" },
  folded: { ko: "{n}편 더 있음", en: "{n} more" },
  current: { ko: "지금 읽는 글", en: "You are reading this" },
});
