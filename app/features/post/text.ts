// The post page's own words in Korean and English (core/i18n.ts): the more-menu and the page
// around the article. The open menu's words are in menu-text.ts, the hidden-post page's in
// blind-text.ts.
import { counted, texts } from "../../../core/i18n";

export const POST_MENU = texts({
  more: { ko: "더보기", en: "More" },
});

export const POST_PAGE = texts({
  notFound: { ko: "게시물을 찾을 수 없습니다", en: "Post not found" },
  back: { ko: "뒤로 가기", en: "Back" },
  homeOf: { ko: "{site} 홈", en: "{site} home" },
  demo: { ko: "데모 콘텐츠", en: "Demo content" },
  tags: { ko: "태그", en: "Tags" },
  views: { ko: "조회 {n}", en: (p) => counted(p.n, "view") },
  likes: { ko: "좋아요 {n}", en: (p) => counted(p.n, "like") },
  toc: { ko: "목차", en: "Contents" },
});
