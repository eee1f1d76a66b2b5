// Notification rules shared by the feed panel, /m/newsfeed, push and the server (SPEC §2, §4, §7).

/** The notification types (server/modules/notifications/types.ts sends them; pages label them). */
export const NOTIFICATION_TYPES = [
  "NEW_COMMENT",
  "NEW_REPLY",
  "LIKE",
  "FOLLOW",
  "FOLLOWED_POST",
  "PUBLISH_DONE",
  "PUBLISH_FAILED",
  "REPORT_RESULT",
  "BLIND",
  "REWARD",
  "NOTICE",
] as const;

export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

/** SPEC §9: the feed shows the latest 20. */
export const NOTIFICATION_FEED_SIZE = 20;
/** At most this many numbers in one POST /api/notification/read. */
export const NOTIFICATION_READ_MAX = 100;

/** What each type is called in the push settings of my page. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationTypeName, string> = {
  NEW_COMMENT: "내 글에 달린 댓글",
  NEW_REPLY: "내 댓글에 달린 답글",
  LIKE: "좋아요",
  FOLLOW: "새 팔로워",
  FOLLOWED_POST: "팔로우한 회원의 새 글",
  PUBLISH_DONE: "문서 게시 완료",
  PUBLISH_FAILED: "문서 게시 실패",
  REPORT_RESULT: "신고 처리 결과",
  BLIND: "게시물 숨김 처리",
  REWARD: "리워드 지급",
  NOTICE: "운영 공지",
};

/** The short word on each item's top line in the feed. */
export const NOTIFICATION_TYPE_TAGS: Record<NotificationTypeName, string> = {
  NEW_COMMENT: "댓글",
  NEW_REPLY: "답글",
  LIKE: "좋아요",
  FOLLOW: "팔로우",
  FOLLOWED_POST: "새 글",
  PUBLISH_DONE: "문서 게시",
  PUBLISH_FAILED: "문서 게시",
  REPORT_RESULT: "신고 결과",
  BLIND: "숨김 처리",
  REWARD: "리워드",
  NOTICE: "공지",
};

/** The policy line under the feed. */
export const NOTIFICATION_POLICY =
  "댓글·좋아요·팔로우·문서 게시·운영 공지 알림이 이곳에 모여요. 푸시 알림은 계정 설정에서 종류별로 켜고 끌 수 있어요.";

/**
 * The line of a grouped notification (SPEC §2 grouped likes): the newest event's title with
 * the others counted after the actor's name. "가나님이 회원님의 글을 좋아합니다." with 2 others
 * reads "가나님 외 2명이 회원님의 글을 좋아합니다.". A title without "님" gets " 외 N건".
 */
export function groupedTitle(title: string, others: number): string {
  if (others <= 0) return title;
  const at = title.indexOf("님");
  if (at <= 0 || at > 40) return `${title} 외 ${others}건`;
  const head = title.slice(0, at + 1);
  const rest = title.slice(at + 1);
  if (rest.startsWith("이 ") || rest.startsWith("이")) return `${head} 외 ${others}명이${rest.slice(1)}`;
  return `${head} 외 ${others}명${rest}`;
}

/** An absolute http(s) address: opened in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Where a notification link may point: a site path ("/d/…", never "//host") or an http(s) URL. */
export function isAllowedNotificationUrl(url: string): boolean {
  if (url.length > 1000 || /[\s<>"'\\]/.test(url)) return false;
  if (isExternalUrl(url)) {
    try {
      new URL(url);
      return true;
    } catch {
      return false;
    }
  }
  return url.startsWith("/") && !url.startsWith("//");
}

/**
 * Where clicking a notification goes (SPEC §4): external links in a new tab; internal links
 * get the /m prefix on mobile (once). Null when the item has no usable link.
 */
export function notificationTarget(url: string | null | undefined, mobile: boolean): { href: string; external: boolean } | null {
  if (!url || !isAllowedNotificationUrl(url)) return null;
  if (isExternalUrl(url)) return { href: url, external: true };
  if (!mobile || url === "/m" || url.startsWith("/m/") || url.startsWith("/m?")) return { href: url, external: false };
  return { href: url === "/" ? "/m" : `/m${url}`, external: false };
}

/** Plain one-line text for titles and contents typed by moderators: no control characters, trimmed. */
export function cleanNoticeText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  return Array.from(text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").trim())
    .slice(0, max)
    .join("");
}

/** What the push settings of my page say (one per browser state and outcome). */
export const PUSH_MSG = {
  unsupported: "이 브라우저는 푸시 알림을 지원하지 않아요. 알림은 알림 창에서 확인할 수 있어요.",
  denied: "브라우저에서 알림이 차단되어 있어요. 브라우저 설정에서 이 사이트의 알림을 허용한 뒤 다시 시도해 주세요.",
  on: "이 브라우저에서 푸시 알림을 받고 있어요.",
  off: "새 댓글, 좋아요, 팔로우 소식을 이 브라우저의 푸시 알림으로 받아 보세요.",
  subscribeFailed: "이 브라우저에서 푸시 알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.",
  subscribed: "푸시 알림을 켰어요.",
  unsubscribed: "이 브라우저의 푸시 알림을 껐어요.",
} as const;
