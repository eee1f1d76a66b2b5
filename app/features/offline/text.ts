// Words of offline reading (docs/product/offline.md): the offline page, the bookmarks list's
// save button and what the service worker says.
import { texts } from "../../../core/i18n";
import { BRAND } from "../../../core/brand";

export const OFFLINE_WORKER_TEXT = texts({
  /** The worker's last answer when not even the offline page is at hand. */
  offline: {
    ko: "인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.",
    en: "You are offline. Check your connection and try again.",
  },
  /** A pushed notification without a title. */
  pushTitle: { ko: `${BRAND.nameKo} 알림`, en: `${BRAND.nameEn} notification` },
});

export const OFFLINE_TEXT = texts({
  heading: { ko: "오프라인 상태예요", en: "You are offline" },
  lead: {
    ko: "인터넷에 연결되어 있지 않아 이 페이지를 열 수 없어요. 연결되면 다시 시도해 주세요.",
    en: "This page cannot open without a connection. Try again once you are back online.",
  },
  retry: { ko: "다시 시도", en: "Try again" },
  savedHeading: { ko: "오프라인으로 읽을 수 있는 글", en: "Posts you can read offline" },
  savedNone: {
    ko: "저장된 글이 없어요. 로그인한 뒤 북마크한 글은 오프라인으로 읽을 수 있도록 저장돼요.",
    en: "No posts are saved. Posts you bookmark while signed in are saved for reading offline.",
  },
  savedAt: { ko: "{date} 저장", en: "Saved {date}" },
  unsupported: { ko: "이 브라우저는 오프라인 저장을 지원하지 않아요.", en: "This browser cannot keep posts for offline reading." },
  // The bookmarks list (mypage/posts/bookmark).
  sync: { ko: "오프라인으로 읽기 저장", en: "Save for offline reading" },
  syncing: { ko: "저장하는 중…", en: "Saving…" },
  synced: {
    ko: "북마크한 글 {n}개를 오프라인으로 읽을 수 있어요.",
    en: (p) => `${p.n} bookmarked ${Number(p.n) === 1 ? "post is" : "posts are"} ready to read offline.`,
  },
  syncPartly: {
    ko: "{n}개를 저장했고 {failed}개는 저장하지 못했어요. 잠시 후 다시 시도해 주세요.",
    en: "Saved {n}; {failed} could not be saved. Please try again shortly.",
  },
  syncFailed: {
    ko: "오프라인 저장에 실패했어요. 잠시 후 다시 시도해 주세요.",
    en: "Could not save for offline reading. Please try again shortly.",
  },
  syncHint: {
    ko: "북마크한 글과 그림을 이 기기에 저장해 인터넷 없이 읽을 수 있어요 (최대 50MB, 오래된 글부터 비워요).",
    en: "Keeps your bookmarked posts and their pictures on this device to read without a connection (up to 50 MB, oldest first out).",
  },
  savedOffline: { ko: "오프라인으로 읽을 수 있게 저장했어요.", en: "Saved for reading offline." },
});
