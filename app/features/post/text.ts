// The post page's own words in Korean and English (core/i18n.ts): the more-menu and the page
// around the article.
import { texts } from "../../../core/i18n";
import { UI_TEXT } from "../../components/ui/text";
import { counted } from "../search/text";

export const POST_MENU = texts({
  more: { ko: "더보기", en: "More" },
  edit: { ko: "수정", en: "Edit" },
  delete: { ko: "삭제", en: "Delete" },
  cancel: { ko: "취소", en: "Cancel" },
  report: { ko: "신고", en: "Report" },
  deleteTitle: { ko: "게시물을 삭제할까요?", en: "Delete this post?" },
  deleteBody: {
    ko: "삭제한 게시물은 목록과 검색에서 사라지고 되돌릴 수 없어요.",
    en: "A deleted post disappears from lists and search and cannot be restored.",
  },
});

export const BLIND_PAGE = texts({
  title: { ko: "숨김 처리된 게시물", en: "Hidden post" },
  heading: { ko: "운영 정책에 따라 숨김 처리된 게시물입니다.", en: "This post was hidden under our content policy." },
  body: {
    ko: "신고가 접수되어 검토 중이거나 정책 위반으로 숨겨진 글이에요.",
    en: "It was reported and is under review, or it broke our content policy.",
  },
  home: UI_TEXT.goHome,
});

export const POST_PAGE = texts({
  notFound: { ko: "게시물을 찾을 수 없습니다", en: "Post not found" },
  back: { ko: "뒤로 가기", en: "Back" },
  homeOf: { ko: "{site} 홈", en: "{site} home" },
  demo: { ko: "데모 콘텐츠", en: "Demo content" },
  tags: { ko: "태그", en: "Tags" },
  views: { ko: "조회 {n}", en: (p) => counted(p.n, "view") },
  likes: { ko: "좋아요 {n}", en: (p) => counted(p.n, "like") },
});
