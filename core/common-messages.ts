// The few messages every page can show (the API client's failures, the error page, the sign-in
// prompts of the chrome's buttons, the search box's checks), apart from the full catalogue
// (messages.ts, which takes them from here): a page loads these words, not every screen's.
import { texts } from "./i18n";

export const COMMON_MSG = texts({
  /** docs/product/platform.md Redirect rules: 404 page text. */
  notFound: { ko: "This page could not be found", en: "This page could not be found" },
  /** docs/product/platform.md Write flow: logged-out desktop alert before going to /login. */
  writeLoginRequired: { ko: "해당 서비스는 로그인 이후, 이용가능합니다.", en: "Please sign in to use this service." },
  /** docs/product/platform.md Search: empty after trim. */
  searchEmpty: { ko: "검색어를 입력해 주세요.", en: "Enter a search term." },
  /** docs/product/platform.md Search: fewer than 2 characters. */
  searchTooShort: { ko: "검색어를 2글자이상 입력해 주세요.", en: "Enter at least 2 characters to search." },
  /** docs/product/platform.md AI briefing: login required. */
  loginRequired: { ko: "로그인 후, 이용가능합니다.", en: "Please sign in to use this." },
  /** docs/product/platform.md My page / like / bookmark / follow: members only. */
  membersOnly: { ko: "회원만 이용 가능합니다.", en: "Members only. Please sign in." },
  /** docs/product/messages.md AI briefing error. */
  briefingError: {
    ko: "서버 에러가 발생했습니다. 잠시 후 다시 시도해주세요.",
    en: "A server error occurred. Please try again in a moment.",
  },
  /** A post that does not exist or is not visible any more. */
  postNotFound: { ko: "게시물을 찾을 수 없습니다.", en: "The post could not be found." },
  /** A list page past the end, or a page number that is not one. */
  pageNotFound: { ko: "페이지를 찾을 수 없습니다.", en: "This page could not be found." },
  /** Designed: no answer reached the server (the network failed). */
  networkError: { ko: "네트워크 연결을 확인한 뒤 다시 시도해 주세요.", en: "Check your network connection and try again." },
  /** docs/product/messages.md Editor generic file error. */
  somethingWentWrong: { ko: "Something went wrong. Please try again.", en: "Something went wrong. Please try again." },
});
