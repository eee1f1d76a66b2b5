// The my-page menu (desktop left menu, mobile hub). Only pages that work are listed; the
// wallet pages add their line here when they are built.
export interface MypageMenuItem {
  label: string;
  /** Desktop path; the mobile hub prefixes /m. */
  to: string;
  /** Shown apart, at the end (leaving). */
  quiet?: boolean;
  /** A desktop-only page (no /m mirror): left out of the mobile hub. */
  desktopOnly?: boolean;
}

export const MYPAGE_MENU: MypageMenuItem[] = [
  { label: "대시보드", to: "/mypage/dashboard" },
  { label: "나의 게시물", to: "/mypage/posts", desktopOnly: true },
  { label: "나의 큐레이션", to: "/mypage/curation" },
  { label: "리워드", to: "/mypage/reward" },
  { label: "계정 설정", to: "/mypage/account" },
  { label: "본인 인증", to: "/mypage/verification" },
  { label: "회원 탈퇴", to: "/mypage/leave", quiet: true },
];

/** Desktop menu lines for moderators and admins. */
export const MODERATOR_MENU: MypageMenuItem[] = [{ label: "큐레이션 시즌 관리", to: "/curation-admin" }];

/** A member's public page, desktop or mobile. */
export function publicProfilePath(userId: string, mobile: boolean): string {
  return mobile ? `/m/other/${userId}` : `/other/${userId}/dashboard`;
}
