// The my-page menu (desktop left menu, mobile hub). Only pages that work are listed; the
// wallet pages add their line here when they are built.
import { texts, type Text } from "../../../core/i18n";

const MENU_TEXT = texts({
  dashboard: { ko: "대시보드", en: "Dashboard" },
  posts: { ko: "나의 게시물", en: "My posts" },
  curation: { ko: "나의 큐레이션", en: "My curation" },
  reward: { ko: "리워드", en: "Rewards" },
  account: { ko: "계정 설정", en: "Account settings" },
  verification: { ko: "본인 인증", en: "Identity verification" },
  leave: { ko: "회원 탈퇴", en: "Close account" },
  seasons: { ko: "큐레이션 시즌 관리", en: "Curation seasons" },
});

export interface MypageMenuItem {
  label: Text;
  /** Desktop path; the mobile hub prefixes /m. */
  to: string;
  /** Shown apart, at the end (leaving). */
  quiet?: boolean;
  /** A desktop-only page (no /m mirror): left out of the mobile hub. */
  desktopOnly?: boolean;
}

export const MYPAGE_MENU: MypageMenuItem[] = [
  { label: MENU_TEXT.dashboard, to: "/mypage/dashboard" },
  { label: MENU_TEXT.posts, to: "/mypage/posts", desktopOnly: true },
  { label: MENU_TEXT.curation, to: "/mypage/curation" },
  { label: MENU_TEXT.reward, to: "/mypage/reward" },
  { label: MENU_TEXT.account, to: "/mypage/account" },
  { label: MENU_TEXT.verification, to: "/mypage/verification" },
  { label: MENU_TEXT.leave, to: "/mypage/leave", quiet: true },
];

/** Desktop menu lines for moderators and admins. */
export const MODERATOR_MENU: MypageMenuItem[] = [{ label: MENU_TEXT.seasons, to: "/curation-admin" }];

/** A member's public page, desktop or mobile. */
export function publicProfilePath(userId: string, mobile: boolean): string {
  return mobile ? `/m/other/${userId}` : `/other/${userId}/dashboard`;
}
