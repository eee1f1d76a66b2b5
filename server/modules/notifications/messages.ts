// What the notification service refuses, in Korean and English (core/i18n.ts): members
// subscribing to push, moderators posting notices and banners.
import { texts } from "../../../core/i18n";

export const NOTIFY_MSG = texts({
  invalidSubscription: {
    ko: "알림 구독 정보가 올바르지 않습니다. 브라우저를 새로고침한 뒤 다시 시도해 주세요.",
    en: "The notification subscription is not valid. Reload the page and try again.",
  },
  queueDisabled: {
    ko: "작업 대기열이 꺼져 있어 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.",
    en: "The job queue is off, so the request cannot be handled. Please try again in a moment.",
  },
  badUrl: {
    ko: "링크는 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.",
    en: "A link must be a site path starting with / or an http(s) address.",
  },
  noTitle: { ko: "제목을 입력해 주세요.", en: "Enter a title." },
  periodInvalid: { ko: "종료 시각은 시작 시각보다 뒤여야 합니다.", en: "The end must come after the start." },
  fixedNotFound: { ko: "고정 알림을 찾을 수 없습니다.", en: "The pinned notice could not be found." },
  bannerImageRequired: { ko: "배너 이미지 주소를 입력해 주세요.", en: "Enter the banner image's address." },
  bannerNotFound: { ko: "배너를 찾을 수 없습니다.", en: "The banner could not be found." },
});
