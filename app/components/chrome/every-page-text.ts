// The words of the chrome on every page (the tab bar, the floating buttons, the skip link, the
// write button's prompt), apart from the headers', footers' and menus' (text.ts, which includes
// these): a page loads only the words of the chrome it shows.
import { texts } from "../../../core/i18n";

export const EVERY_PAGE_CHROME = texts({
  home: { ko: "홈", en: "Home" },
  notifications: { ko: "알림", en: "Notifications" },
  write: { ko: "글쓰기", en: "Write" },
  myTab: { ko: "마이", en: "My" },
  bottomMenu: { ko: "하단 메뉴", en: "Bottom menu" },
  backToTop: { ko: "맨 위로", en: "Back to top" },
  /** The floating button that opens the AI briefing (its modal has its own words: features/ai-briefing/text.ts). */
  aiBriefing: { ko: "AI 브리핑", en: "AI briefing" },
  writePitch: {
    ko: "로그인하고 나의 지식을 나눠 보세요.\n글을 올리면 포인트와 큐레이션 보상을 받을 수 있어요.",
    en: "Sign in and share what you know.\nPosts earn points and curation rewards.",
  },
  skipToContent: { ko: "본문 바로가기", en: "Skip to content" },
});
