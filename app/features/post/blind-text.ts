// The words of the page a hidden post leads to (/blind), apart from the post page's (text.ts).
import { texts } from "../../../core/i18n";
import { UI_TEXT } from "../../components/ui/text";

export const BLIND_PAGE = texts({
  title: { ko: "숨김 처리된 게시물", en: "Hidden post" },
  heading: { ko: "운영 정책에 따라 숨김 처리된 게시물입니다.", en: "This post was hidden under our content policy." },
  body: {
    ko: "신고가 접수되어 검토 중이거나 정책 위반으로 숨겨진 글이에요.",
    en: "It was reported and is under review, or it broke our content policy.",
  },
  home: UI_TEXT.goHome,
});
