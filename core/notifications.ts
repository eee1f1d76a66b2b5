// Notification rules shared by the feed panel, /m/newsfeed, push and the server (docs/product/notifications.md).
import { fill, plural, say, texts, type Language, type Params, type Text } from "./i18n";
import type { SecurityAlertKind } from "./security-alerts";

/** The notification types (server/modules/notifications/types.ts sends them; pages label them). */
export const NOTIFICATION_TYPES = [
  "NEW_COMMENT",
  "NEW_REPLY",
  "LIKE",
  "FOLLOW",
  "FOLLOWED_POST",
  "SERIES_PART",
  "PUBLISH_DONE",
  "PUBLISH_FAILED",
  "AI_BRIEFING",
  "AI_VIDEO",
  "REPORT_RESULT",
  "BLIND",
  "REWARD",
  "NOTICE",
  "CHEER",
  "DATA_EXPORT",
  "SECURITY",
] as const;

export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

/** docs/product/notifications.md: the feed shows the latest 20. */
export const NOTIFICATION_FEED_SIZE = 20;
/** At most this many numbers in one POST /api/notification/read. */
export const NOTIFICATION_READ_MAX = 100;

/** What each type is called in the push settings of my page. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationTypeName, Text> = texts({
  NEW_COMMENT: { ko: "내 글에 달린 댓글", en: "Comments on my posts" },
  NEW_REPLY: { ko: "내 댓글에 달린 답글", en: "Replies to my comments" },
  LIKE: { ko: "좋아요", en: "Likes" },
  FOLLOW: { ko: "새 팔로워", en: "New followers" },
  FOLLOWED_POST: { ko: "팔로우한 회원의 새 글", en: "New posts by members I follow" },
  SERIES_PART: { ko: "팔로우한 회원의 연재 새 글", en: "New parts of series by members I follow" },
  PUBLISH_DONE: { ko: "문서 게시 완료", en: "Document published" },
  PUBLISH_FAILED: { ko: "문서 게시 실패", en: "Document publishing failed" },
  AI_BRIEFING: { ko: "AI 브리핑 완료·실패", en: "AI briefing done or failed" },
  AI_VIDEO: { ko: "문서 영상 완료·실패", en: "Document video done or failed" },
  REPORT_RESULT: { ko: "신고 처리 결과", en: "Outcome of my reports" },
  BLIND: { ko: "게시물 숨김 처리", en: "My content hidden" },
  REWARD: { ko: "리워드 지급", en: "Rewards" },
  NOTICE: { ko: "운영 공지", en: "Announcements" },
  CHEER: { ko: "받은 응원", en: "Cheers on my posts" },
  DATA_EXPORT: { ko: "내 데이터 내려받기 준비", en: "My data download ready" },
  SECURITY: { ko: "계정 보안 알림 (새 기기 로그인, 패스키, 지갑)", en: "Account security (new sign-ins, passkeys, wallet)" },
});

/** The short word on each item's top line in the feed. */
export const NOTIFICATION_TYPE_TAGS: Record<NotificationTypeName, Text> = texts({
  NEW_COMMENT: { ko: "댓글", en: "Comment" },
  NEW_REPLY: { ko: "답글", en: "Reply" },
  LIKE: { ko: "좋아요", en: "Like" },
  FOLLOW: { ko: "팔로우", en: "Follow" },
  FOLLOWED_POST: { ko: "새 글", en: "New post" },
  SERIES_PART: { ko: "연재", en: "Series" },
  PUBLISH_DONE: { ko: "문서 게시", en: "Publishing" },
  PUBLISH_FAILED: { ko: "문서 게시", en: "Publishing" },
  AI_BRIEFING: { ko: "AI 브리핑", en: "AI briefing" },
  AI_VIDEO: { ko: "문서 영상", en: "Document video" },
  REPORT_RESULT: { ko: "신고 결과", en: "Report" },
  BLIND: { ko: "숨김 처리", en: "Hidden" },
  REWARD: { ko: "리워드", en: "Reward" },
  NOTICE: { ko: "공지", en: "Notice" },
  CHEER: { ko: "응원", en: "Cheer" },
  DATA_EXPORT: { ko: "내 데이터", en: "My data" },
  SECURITY: { ko: "계정 보안", en: "Security" },
});

export const NOTIFICATION_TEXT = texts({
  /** The tag of a line whose type the page does not know. */
  otherTag: { ko: "알림", en: "Notice" },
  /** The policy line under the feed. */
  policy: {
    ko: "댓글·좋아요·팔로우·문서 게시·운영 공지 알림이 이곳에 모여요. 푸시 알림은 계정 설정에서 종류별로 켜고 끌 수 있어요.",
    en: "Comments, likes, follows, publishing and announcements gather here. Turn push notifications on or off by kind in your account settings.",
  },
});

/** "Gana" or "Gana and 2 others": the actors of a grouped line in English. */
const actors = (p: Params): string => {
  const others = Number(p.others ?? 0);
  return others > 0 ? `${p.name} and ${plural(others, "other")}` : String(p.name);
};

/**
 * The lines the product writes. A notification is stored once, in Korean (the wording below);
 * the feed shows it in the reader's language by recognising the stored wording and filling the
 * reader's with the same values, so rows written before English existed read the same way.
 * Lines typed by moderators (notices) and wordings not listed here are shown as stored.
 */
export const NOTIFICATION_TITLES = texts({
  newComment: { ko: "{name}님이 회원님의 게시물에 댓글을 남겼습니다.", en: (p) => `${actors(p)} commented on your post.` },
  newReply: { ko: "{name}님이 회원님의 댓글에 답글을 남겼습니다.", en: (p) => `${actors(p)} replied to your comment.` },
  like: { ko: "{name}님이 회원님의 게시물을 좋아합니다.", en: (p) => `${actors(p)} liked your post.` },
  follow: { ko: "{name}님이 회원님을 팔로우하기 시작했습니다.", en: (p) => `${actors(p)} started following you.` },
  followedPost: { ko: "{name}님이 새 게시물을 올렸습니다.", en: (p) => `${actors(p)} published a new post.` },
  // A new part of a series (docs/product/series.md §5): once per post, not for reordering or renaming.
  seriesPart: { ko: "{name}님의 연재 「{series}」에 새 글이 실렸습니다.", en: "{name} added a new part to the series 「{series}」." },
  reportAcceptedPost: {
    ko: "신고하신 게시물이 운영 정책에 따라 숨김 처리되었습니다.",
    en: "The post you reported was hidden under our content policy.",
  },
  reportAcceptedComment: {
    ko: "신고하신 댓글이 운영 정책에 따라 숨김 처리되었습니다.",
    en: "The comment you reported was hidden under our content policy.",
  },
  reportRejectedPost: {
    ko: "신고하신 게시물을 검토한 결과 운영 정책 위반이 확인되지 않았습니다.",
    en: "We reviewed the post you reported and found no breach of our content policy.",
  },
  reportRejectedComment: {
    ko: "신고하신 댓글을 검토한 결과 운영 정책 위반이 확인되지 않았습니다.",
    en: "We reviewed the comment you reported and found no breach of our content policy.",
  },
  blindedPost: { ko: "회원님의 게시물이 운영 정책에 따라 숨김 처리되었습니다.", en: "Your post was hidden under our content policy." },
  blindedComment: { ko: "회원님의 댓글이 운영 정책에 따라 숨김 처리되었습니다.", en: "Your comment was hidden under our content policy." },
  restoredPost: { ko: "회원님의 게시물이 검토 후 다시 공개되었습니다.", en: "Your post is visible again after review." },
  restoredComment: { ko: "회원님의 댓글이 검토 후 다시 공개되었습니다.", en: "Your comment is visible again after review." },
  published: { ko: "문서 발행이 완료되었습니다.", en: "Your document has been published." },
  publishFailed: { ko: "문서 변환에 실패했습니다.", en: "Your document could not be converted." },
  // Scheduled posts (docs/product/writing.md §15, decision 0214).
  scheduledPublished: { ko: "예약한 글이 발행되었습니다.", en: "Your scheduled post has been published." },
  scheduledDeferred: {
    ko: "오늘 올릴 수 있는 글 수를 다 써서 예약한 글은 내일 0시에 발행됩니다.",
    en: "Today's upload limit is used up: your scheduled post will go out at midnight, Korea time.",
  },
  scheduledReturned: {
    ko: "예약한 글을 발행하지 못해 임시저장 글로 돌려놓았습니다.",
    en: "Your scheduled post could not be published and is back among your drafts.",
  },
  briefingReady: { ko: "AI 브리핑 초안이 준비되었습니다.", en: "Your AI briefing draft is ready." },
  cheer: { ko: "{name}님이 회원님의 글을 {amount}P로 응원했습니다.", en: "{name} cheered your post with {amount} P." },
  briefingFailed: { ko: "AI 브리핑을 만들지 못했습니다.", en: "Your AI briefing could not be made." },
  videoReady: { ko: "문서 영상이 완성되었습니다.", en: "Your document video is ready." },
  videoFailed: { ko: "문서 영상을 만들지 못했습니다.", en: "Your document video could not be made." },
  exportReady: { ko: "내 데이터를 내려받을 준비가 되었습니다.", en: "Your data is ready to download." },
  seasonSettled: { ko: "{season} 큐레이션 보상이 정산되었습니다.", en: "Curation rewards for {season} have been settled." },
  rewardHeld: { ko: "{season} 큐레이션 보상이 검토 중입니다.", en: "Your curation reward for {season} is under review." },
  rewardReleased: {
    ko: "{season} 큐레이션 보상 검토가 끝나 받을 수 있게 되었습니다.",
    en: "The review of your {season} curation reward is over: you can receive it.",
  },
  rewardVoided: {
    ko: "{season} 큐레이션 보상이 검토 결과 지급되지 않습니다.",
    en: "After review, your curation reward for {season} will not be paid.",
  },
  feedbackAnswered: { ko: "보내주신 의견에 답변이 등록되었습니다.", en: "Your feedback has been answered." },
  rewardPaid: {
    ko: "{season} 큐레이션 보상이 지갑으로 지급되었습니다.",
    en: "Your curation reward for {season} has been paid to your wallet.",
  },
  // Security alerts (core/security-alerts.ts): one line per kind, the "this wasn't me" page behind each.
  securityNewDevice: { ko: "처음 보는 기기에서 회원님의 계정에 로그인했어요.", en: "Your account was signed in to from a new device." },
  securityPasskeyAdded: { ko: "회원님의 계정에 새 패스키가 등록되었어요.", en: "A new passkey was added to your account." },
  securityTwoFactorOff: { ko: "회원님의 계정에서 2단계 인증이 꺼졌어요.", en: "Two-step sign-in was turned off for your account." },
  securityTwoFactorRecovery: {
    ko: "회원님의 계정에 2단계 인증 복구가 요청되었어요. 본인이 아니라면 계정 설정에서 취소해 주세요.",
    en: "Two-step sign-in recovery was requested for your account. Not you? Cancel it in your account settings.",
  },
  securityWalletChanged: { ko: "회원님의 계정에 연결된 지갑이 바뀌었어요.", en: "The wallet connected to your account changed." },
});

/** The line of each security alert (core/security-alerts.ts). */
export const SECURITY_NOTIFICATION_TITLES: Record<SecurityAlertKind, Text> = {
  newDevice: NOTIFICATION_TITLES.securityNewDevice,
  passkeyAdded: NOTIFICATION_TITLES.securityPasskeyAdded,
  twoFactorOff: NOTIFICATION_TITLES.securityTwoFactorOff,
  twoFactorRecovery: NOTIFICATION_TITLES.securityTwoFactorRecovery,
  walletChanged: NOTIFICATION_TITLES.securityWalletChanged,
};

/** The second lines the product writes (the quotes and names inside stay as written). */
export const NOTIFICATION_CONTENTS = texts({
  blindReason: { ko: "사유: {reason} [{quote}]", en: "Reason: {reason} [{quote}]" },
  published: { ko: "「{subject}」 문서를 이제 모두가 볼 수 있어요.", en: "「{subject}」 is now visible to everyone." },
  scheduledPublished: { ko: "「{subject}」 글을 이제 모두가 볼 수 있어요.", en: "「{subject}」 is now visible to everyone." },
  scheduledDeferred: {
    ko: "「{subject}」 글은 다음 날 0시(한국 시간)에 발행돼요.",
    en: "「{subject}」 will go out at midnight, Korea time.",
  },
  briefingReady: {
    ko: "「{subject}」 초안을 확인하고 발행해 주세요. 발행하기 전에는 나만 볼 수 있어요.",
    en: "Review the draft 「{subject}」 and publish it. Until then only you can see it.",
  },
  videoReady: { ko: "「{name}」 영상을 미리 보고 내려받아 보세요.", en: "Preview and download the video of 「{name}」." },
  exportReady: {
    ko: "글 {posts}개가 담긴 zip을 {date}까지 계정 설정에서 내려받을 수 있어요.",
    en: "Your zip can be downloaded from your account settings until {date}.",
  },
  seasonSettled: {
    ko: "{amount} 토큰이 기록되었습니다. {deadline}까지 지갑을 연결해야 보상을 받을 수 있어요.",
    en: "{amount} tokens were recorded. Connect a wallet by {deadline} to receive them.",
  },
  rewardHeld: {
    ko: "{amount} 토큰이 기록되었고, 운영팀이 확인하는 동안 지급이 보류됩니다. 이의가 있으면 보상 페이지에서 알려 주세요.",
    en: "{amount} tokens were recorded; they wait while the team checks them. If you disagree, tell us on the reward page.",
  },
  rewardVoided: { ko: "운영팀 메모: {note}", en: "Note from the team: {note}" },
  rewardPaid: {
    ko: "{amount} 토큰을 보냈어요. 지갑 상세에서 거래를 확인해 보세요.",
    en: "{amount} tokens were sent. See the transaction on your wallet page.",
  },
  // The device, passkey or wallet in brackets: the feed shortens only what is inside them.
  securityNotMe: {
    ko: "[{detail}] 본인이 아닌가요? 눌러서 모든 기기에서 로그아웃할 수 있어요.",
    en: "[{detail}] Wasn't you? Open this to sign out on every device.",
  },
});

const PLACEHOLDER_PART = /^\{\w+\}$/;

/** A stored wording as a pattern: each `{name}` captures its value (the last one greedily). */
function patternOf(template: string): RegExp {
  const parts = template.split(/(\{\w+\})/);
  const count = parts.filter((part) => PLACEHOLDER_PART.test(part)).length;
  let seen = 0;
  const source = parts
    .map((part) => {
      if (!PLACEHOLDER_PART.test(part)) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      seen += 1;
      return `(?<${part.slice(1, -1)}>[\\s\\S]+${seen === count ? "" : "?"})`;
    })
    .join("");
  return new RegExp(`^${source}$`);
}

function recogniser(catalogue: Record<string, Text>): (stored: string) => { text: Text; params: Record<string, string> } | null {
  const patterns = Object.values(catalogue).map((text) => ({ text, pattern: patternOf(text.ko as string) }));
  return (stored) => {
    for (const { text, pattern } of patterns) {
      const match = pattern.exec(stored);
      if (match) return { text, params: { ...match.groups } };
    }
    return null;
  };
}

const recogniseTitle = recogniser(NOTIFICATION_TITLES);
const recogniseContent = recogniser(NOTIFICATION_CONTENTS);

/**
 * A stored notification title in the reader's language. `others`: the events grouped into the
 * line besides the newest (grouped likes). Korean is the stored wording, grouped as docs/product/notifications.md
 * says; English fills the recognised wording and shows an unrecognised line as stored.
 */
export function notificationTitleIn(stored: string, others: number, language: Language): string {
  if (language === "ko") return groupedTitle(stored, others);
  const known = recogniseTitle(stored);
  if (!known) return groupedTitle(stored, others, language);
  return say(known.text, language, { ...known.params, others });
}

/**
 * A stored second line in the reader's language. `reason` turns a stored reason (a report
 * reason's Korean label, or a moderator's own words) into the reader's language.
 */
export function notificationContentIn(stored: string, language: Language, reason: (stored: string, language: Language) => string): string {
  if (language === "ko" || !stored) return stored;
  const known = recogniseContent(stored);
  if (!known) return stored;
  const params = known.params.reason === undefined ? known.params : { ...known.params, reason: reason(known.params.reason, language) };
  return fill(known.text.en, params);
}

/**
 * How a stored line counts the others it stands for. The honorific is the Korean grammar of
 * a stored line; a line the feed could not recognise for an English reader
 * gets the count after it.
 */
const GROUPING = texts({
  honorific: { ko: "님", en: "" },
  people: { ko: "{head} 외 {others}명{rest}", en: "{head} and {others} others{rest}" },
  items: { ko: "{title} 외 {others}건", en: "{title} (+{others})" },
});

/**
 * The line of a grouped notification (docs/product/notifications.md grouped likes): the newest event's title with
 * the others counted after the actor's name. "가나님이 회원님의 글을 좋아합니다." with 2 others
 * reads "가나님 외 2명이 회원님의 글을 좋아합니다.". A title without "님" gets " 외 N건"
 * (in English, " (+N)").
 */
export function groupedTitle(title: string, others: number, language: Language = "ko"): string {
  if (others <= 0) return title;
  const honorific = GROUPING.honorific.ko;
  const at = title.indexOf(honorific);
  if (language !== "ko" || at <= 0 || at > 40) return say(GROUPING.items, language, { title, others });
  const head = title.slice(0, at + honorific.length);
  const rest = title.slice(at + honorific.length);
  // "가나님이 …" → "가나님 외 2명이 …": the count goes between the name and its particle.
  return say(GROUPING.people, "ko", { head, others, rest });
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
 * Where clicking a notification goes (docs/product/notifications.md): external links in a new tab; internal links
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
export const PUSH_MSG = texts({
  unsupported: {
    ko: "이 브라우저는 푸시 알림을 지원하지 않아요. 알림은 알림 창에서 확인할 수 있어요.",
    en: "This browser does not support push notifications. You can still see them in the notification panel.",
  },
  denied: {
    ko: "브라우저에서 알림이 차단되어 있어요. 브라우저 설정에서 이 사이트의 알림을 허용한 뒤 다시 시도해 주세요.",
    en: "Notifications are blocked in this browser. Allow notifications for this site in the browser's settings and try again.",
  },
  on: { ko: "이 브라우저에서 푸시 알림을 받고 있어요.", en: "This browser receives push notifications." },
  off: {
    ko: "새 댓글, 좋아요, 팔로우 소식을 이 브라우저의 푸시 알림으로 받아 보세요.",
    en: "Get new comments, likes and follows as push notifications in this browser.",
  },
  subscribeFailed: {
    ko: "이 브라우저에서 푸시 알림을 켜지 못했어요. 잠시 후 다시 시도해 주세요.",
    en: "Push notifications could not be turned on in this browser. Please try again in a moment.",
  },
  subscribed: { ko: "푸시 알림을 켰어요.", en: "Push notifications are on." },
  unsubscribed: { ko: "이 브라우저의 푸시 알림을 껐어요.", en: "Push notifications are off in this browser." },
  checking: { ko: "확인하는 중…", en: "Checking…" },
});

/** Notification titles for the post author / followed member (likes and follows), stored in Korean (shown in the reader's language above). */
/** "{name}님이 회원님의 글을 {amount}P로 응원했습니다." (stored in Korean like every line). */
export function cheerNotificationTitle(name: string, amount: number): string {
  return say(NOTIFICATION_TITLES.cheer, "ko", { name, amount: amount.toLocaleString("ko-KR") });
}

export function likeNotificationTitle(likerName: string): string {
  return say(NOTIFICATION_TITLES.like, "ko", { name: likerName });
}

export function followNotificationTitle(followerName: string): string {
  return say(NOTIFICATION_TITLES.follow, "ko", { name: followerName });
}

export function followedPostNotificationTitle(authorName: string): string {
  return say(NOTIFICATION_TITLES.followedPost, "ko", { name: authorName });
}

/** "{name}님의 연재 「{series}」에 새 글이 실렸습니다." (stored in Korean like every line). */
export function seriesPartNotificationTitle(authorName: string, seriesTitle: string): string {
  return say(NOTIFICATION_TITLES.seriesPart, "ko", { name: authorName, series: seriesTitle });
}
