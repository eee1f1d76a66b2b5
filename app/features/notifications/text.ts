// The notification feed's, bell's, banners' and push settings' words in Korean and English
// (core/i18n.ts); labels of the notification kinds are in core/notifications.ts.
import { texts } from "../../../core/i18n";

export const NOTIFY = texts({
  ok: { ko: "확인", en: "OK" },
  pinned: { ko: "고정 알림", en: "Pinned notices" },
  pin: { ko: "고정", en: "Pinned" },
  loading: { ko: "알림 불러오는 중", en: "Loading notifications" },
  emptyHint: {
    ko: "글을 쓰거나 다른 회원을 팔로우하면 소식이 여기에 도착해요.",
    en: "Write a post or follow other members, and news will arrive here.",
  },
  list: { ko: "알림 목록", en: "Notifications" },
  settings: { ko: "알림 설정", en: "Notification settings" },
  unread: { ko: "읽지 않음", en: "Unread" },
});

export const BELL = texts({
  label: { ko: "알림", en: "Notifications" },
  labelNew: { ko: "알림 (새 알림 있음)", en: "Notifications (new)" },
  newDot: { ko: "새 알림", en: "New notifications" },
});

export const BANNERS = texts({
  label: { ko: "배너", en: "Banners" },
  previous: { ko: "이전 배너", en: "Previous banner" },
  next: { ko: "다음 배너", en: "Next banner" },
  nth: { ko: "{n}번째 배너: {title}", en: "Banner {n}: {title}" },
});

export const PUSH = texts({
  title: { ko: "알림 설정", en: "Notification settings" },
  subscribe: { ko: "푸시 알림 받기", en: "Get push notifications" },
  unsubscribe: { ko: "푸시 알림 끄기", en: "Turn off push notifications" },
  kinds: { ko: "푸시로 받을 알림", en: "Notifications to push" },
  offKindsStillArrive: { ko: "끈 종류도 알림 창에는 계속 도착해요.", en: "Kinds you turn off still arrive in the notification panel." },
  browsers: { ko: " 푸시를 받는 브라우저: {n}개", en: (p) => ` Browsers receiving push: ${p.n}` },
});
