// The my-page menu (desktop left menu, mobile hub). Only pages that work are listed; the
// wallet pages add their line here when they are built.
import { texts, type Text } from "../../../core/i18n";

const MENU_TEXT = texts({
  dashboard: { ko: "대시보드", en: "Dashboard" },
  posts: { ko: "나의 게시물", en: "My posts" },
  stats: { ko: "통계", en: "Statistics" },
  curation: { ko: "나의 큐레이션", en: "My curation" },
  reward: { ko: "리워드", en: "Rewards" },
  account: { ko: "계정 설정", en: "Account settings" },
  verification: { ko: "본인 인증", en: "Identity verification" },
  wallet: { ko: "지갑", en: "Wallet" },
  bookmarks: { ko: "북마크", en: "Bookmarks" },
  likes: { ko: "좋아요한 게시물", en: "Liked posts" },
  follows: { ko: "팔로우한 회원의 게시물", en: "From members you follow" },
  leave: { ko: "회원 탈퇴", en: "Close account" },
  seasons: { ko: "큐레이션 시즌 관리", en: "Curation seasons" },
  series: { ko: "나의 연재", en: "My series" },
  feedback: { ko: "의견 보내기", en: "Feedback" },
  console: { ko: "운영 콘솔", en: "Operators' console" },
});

export interface MypageMenuItem {
  label: Text;
  /** Desktop path; the mobile hub prefixes /m. */
  to: string;
  /** Shown apart, at the end (leaving). */
  quiet?: boolean;
  /** Only in the mobile hub (the desktop reaches it through a page's tabs). */
  mobileOnly?: boolean;
}

export const MYPAGE_MENU: MypageMenuItem[] = [
  { label: MENU_TEXT.dashboard, to: "/mypage/dashboard" },
  { label: MENU_TEXT.posts, to: "/mypage/posts" },
  { label: MENU_TEXT.series, to: "/mypage/series" },
  { label: MENU_TEXT.stats, to: "/mypage/stats" },
  { label: MENU_TEXT.bookmarks, to: "/mypage/posts/bookmark", mobileOnly: true },
  { label: MENU_TEXT.likes, to: "/mypage/posts/like", mobileOnly: true },
  { label: MENU_TEXT.follows, to: "/mypage/posts/follow", mobileOnly: true },
  { label: MENU_TEXT.curation, to: "/mypage/curation" },
  { label: MENU_TEXT.reward, to: "/mypage/reward" },
  { label: MENU_TEXT.account, to: "/mypage/account" },
  { label: MENU_TEXT.verification, to: "/mypage/verification" },
  { label: MENU_TEXT.wallet, to: "/mypage/wallet" },
  { label: MENU_TEXT.feedback, to: "/mypage/feedback" },
  { label: MENU_TEXT.leave, to: "/mypage/leave", quiet: true },
];

/** Desktop menu lines for moderators and admins. */
export const MODERATOR_MENU: MypageMenuItem[] = [
  { label: MENU_TEXT.console, to: "/admin" },
  { label: MENU_TEXT.seasons, to: "/curation-admin" },
];

/** A member's public page, desktop or mobile. */
export function publicProfilePath(userId: string, mobile: boolean): string {
  return mobile ? `/m/other/${userId}` : `/other/${userId}/dashboard`;
}
