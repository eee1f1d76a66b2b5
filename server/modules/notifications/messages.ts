// What the notification service refuses, in Korean and English (core/i18n.ts): members
// subscribing to push. Notices' and banners' refusals are ADMIN_MSG (core/messages.ts), which the
// moderators' page checks with too.
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
});
