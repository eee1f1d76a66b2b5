// The reactions' and sharing's words in Korean and English (core/i18n.ts); the messages the
// server says too are in core/reactions.ts and core/share.ts.
import { texts } from "../../../core/i18n";

export const REACTIONS = texts({
  area: { ko: "반응", en: "Reactions" },
  likesReceived: { ko: "받은 좋아요", en: "Likes received" },
  like: { ko: "좋아요", en: "Like" },
  bookmark: { ko: "북마크", en: "Bookmark" },
  share: { ko: "공유", en: "Share" },
  shareTitle: { ko: "공유하기", en: "Share" },
  close: { ko: "닫기", en: "Close" },
  mine: { ko: "내가 쓴 글입니다", en: "You wrote this post" },
  followHint: { ko: "이 회원의 새 글을 알림으로 받아 보세요", en: "Get notified of this member's new posts" },
  following: { ko: "팔로잉", en: "Following" },
  follow: { ko: "팔로우", en: "Follow" },
  shareTo: { ko: "공유할 곳", en: "Share to" },
  /** The phone's own share sheet, where KakaoTalk and the other installed apps are. */
  shareSystem: { ko: "카카오톡 · 더보기", en: "KakaoTalk · More" },
  postAddress: { ko: "게시물 주소", en: "Post address" },
  copyLink: { ko: "링크 복사", en: "Copy link" },
});

export const SHARE_SUMMARY = texts({
  title: { ko: "공유 현황", en: "Sharing" },
  sharedPosts: { ko: "공유한 글", en: "Posts shared" },
  sharedPostsValue: { ko: "{n}개", en: "{n}" },
  visits: { ko: "링크로 방문", en: "Visits via your links" },
  signUps: { ko: "링크로 가입", en: "Sign-ups via your links" },
  people: { ko: "{n}명", en: "{n}" },
  reward: { ko: "공유 보상", en: "Sharing rewards" },
  copyInvite: { ko: "초대 링크 복사", en: "Copy invite link" },
});
