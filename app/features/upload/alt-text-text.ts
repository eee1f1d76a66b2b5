// The words of the reminder before publishing a post whose pictures have no description.
import { plural, texts } from "../../../core/i18n";

export const ALT_TEXT = texts({
  title: { ko: "이미지 설명을 추가할까요?", en: "Describe your images?" },
  lead: {
    ko: "설명이 없는 이미지가 {n}개 있어요. 화면 낭독기를 쓰는 독자와 이미지가 보이지 않는 환경의 독자는 이 설명으로 이미지를 읽어요.",
    en: (p) =>
      `${plural(Number(p.n), "image")} ${Number(p.n) === 1 ? "has" : "have"} no description. Readers who use a screen reader, or whose images do not load, read the picture through it.`,
  },
  field: { ko: "이미지 {n} 설명", en: "Description of image {n}" },
  placeholder: { ko: "예: 서울 야경을 내려다본 한강 다리", en: "e.g. A bridge over the Han River at night" },
  save: { ko: "설명 넣고 발행", en: "Add and publish" },
  skip: { ko: "설명 없이 발행", en: "Publish without" },
  back: { ko: "돌아가서 고치기", en: "Back to editing" },
});

/** The longest description kept (a description, not an article). */
export const ALT_TEXT_MAX = 300;
