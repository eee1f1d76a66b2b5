// Every page route of SPEC §2 in one list. routes.ts turns it into the desktop routes and
// their /m mirrors, so the two can never drift apart. Pages that later work fills render
// their layout and heading through page-shell.tsx and say plainly that they are not ready.

export type LayoutName = "default" | "howl" | "mypage" | "other-user" | "prep" | "upload";

export interface PageEntry {
  /** Unique id; the mobile mirror gets `m-` in front. */
  id: string;
  /** Path without leading slash ("" is home). */
  path: string;
  /** Korean page title (the heading and <title>). */
  title: string;
  /** Route module, relative to app/. Defaults to the page shell. */
  file?: string;
  layout?: LayoutName;
  /** Served on desktop (default true). */
  desktop?: boolean;
  /** Served under /m: true = same path, a string = a different mobile path, false = none. */
  mobile?: boolean | string;
  /** Needs a signed-in member (SPEC §5 route guard). */
  guarded?: boolean;
  /** Rendered without the site chrome: the sign-in return pages (they also show in a 600×500 popup). */
  bare?: boolean;
}

const SHELL = "routes/page-shell.tsx";
const TERMS = "routes/terms.tsx";

export const PAGES: PageEntry[] = [
  { id: "post", path: "d/:permaLink?", title: "문서", file: "routes/post.tsx" },
  { id: "blind", path: "blind", title: "숨김 처리된 게시물", file: "routes/blind.tsx" },
  { id: "search", path: "search/:searchKey?/:searchType?", title: "검색", file: "routes/search.tsx" },
  { id: "tag", path: "tag/:tag", title: "태그", file: "routes/tag.tsx" },
  // Moderators only (npm run admin -- grant-moderator EMAIL): the report queue.
  { id: "admin-reports", path: "admin/reports", title: "신고 관리", file: "routes/admin-reports.tsx", guarded: true },
  { id: "login", path: "login", title: "로그인", file: "routes/auth/login.tsx" },
  { id: "signIn", path: "signIn", title: "로그인", desktop: false, file: "routes/auth/login.tsx" },
  { id: "sign", path: "sign", title: "회원가입", file: "routes/auth/sign.tsx" },
  { id: "loginSend", path: "loginSend", title: "인증 메일 발송", file: "routes/auth/login-send.tsx" },
  { id: "loginSendTry", path: "loginSendTry", title: "인증 메일 재발송", mobile: false, file: "routes/auth/login-send.tsx" },
  { id: "email_cert", path: "email_cert", title: "이메일 인증", file: "routes/auth/email-cert.tsx" },
  { id: "findPwd", path: "findPwd", title: "비밀번호 찾기", file: "routes/auth/find-pwd.tsx" },
  // Reset mail pages exist on /m too: the mail's link (/certPwd?token=…) reaches phones through the /m redirect.
  { id: "findPwdSend", path: "findPwdSend", title: "비밀번호 재설정 메일 발송", file: "routes/auth/find-pwd-send.tsx" },
  { id: "find_pw", path: "find_pw", title: "비밀번호 찾기", file: "routes/auth/find-pwd.tsx" },
  { id: "certPwd", path: "certPwd", title: "비밀번호 재설정", file: "routes/auth/cert-pwd.tsx" },
  // Sign-in return pages (SPEC §2). /oauth serves phones too (exempt from the /m redirect).
  { id: "oauth", path: "oauth", title: "소셜 로그인", file: "routes/social-callback.tsx", mobile: false, bare: true },
  { id: "kakao-ssr", path: "kakao-ssr", title: "카카오 로그인", file: "routes/social-callback.tsx", bare: true },
  { id: "kakao-callback", path: "v1/auth/callback/kakao", title: "카카오 로그인", file: "routes/social-callback.tsx", bare: true },
  { id: "share-cert", path: "share-cert", title: "공유 인증", mobile: false },
  { id: "world-id", path: "world-id", title: "World ID 인증" },
  { id: "upload", path: "upload", title: "글쓰기", file: "routes/upload.tsx", layout: "upload", guarded: true },
  { id: "intro", path: "intro", title: "나눔터 소개" },
  { id: "faq", path: "faq", title: "자주 묻는 질문" },
  { id: "terms", path: "terms", title: "이용약관", file: TERMS },
  { id: "terms-version", path: "terms/:version", title: "이용약관", file: TERMS },
  { id: "prevterms", path: "prevterms", title: "이전 이용약관", mobile: false, file: TERMS },
  { id: "update-terms", path: "update-terms", title: "약관 변경 동의", guarded: true, file: "routes/update-terms.tsx" },
  { id: "privacy", path: "privacy", title: "개인정보 처리방침", file: TERMS },
  { id: "privacy-220629", path: "privacy/220629", title: "개인정보 처리방침 (2022.06.29)", file: TERMS },
  { id: "privacy-230927", path: "privacy/230927", title: "개인정보 처리방침 (2023.09.27)", file: TERMS },
  { id: "privacy-231222", path: "privacy/231222", title: "개인정보 처리방침 (2023.12.22)", file: TERMS },
  // Versions published later (npm run admin -- publish-terms) get their page without a new route.
  { id: "privacy-version", path: "privacy/:version", title: "개인정보 처리방침", file: TERMS },
  { id: "curation-reward", path: "curation-reward", title: "큐레이션 리워드", mobile: false, file: "routes/curation/reward.tsx" },
  { id: "curation-guide", path: "curation-guide", title: "큐레이션 가이드", file: "routes/curation/guide.tsx" },
  {
    id: "curation-admin",
    path: "curation-admin",
    title: "큐레이션 시즌 관리",
    mobile: false,
    guarded: true,
    file: "routes/curation/admin.tsx",
  },
  { id: "reward-intro", path: "guide/reward-intro", title: "리워드 안내", mobile: false, file: "routes/reward-intro.tsx" },
  { id: "event", path: "event", title: "이벤트" },
  { id: "event-ai-contest", path: "event/ai-contest", title: "AI 콘텐츠 공모전" },
  { id: "event-share-content", path: "event/share-content", title: "콘텐츠 공유 이벤트" },
  { id: "exhibit-chatgpt", path: "exhibit/chatgpt", title: "ChatGPT 기획전" },
  { id: "exhibit-christmas", path: "exhibit/christmas", title: "크리스마스 기획전" },
  {
    id: "exhibit-prep-economy",
    path: "exhibit/prep/economy",
    title: "경제 시험 대비 기획전",
    layout: "prep",
    file: "routes/exhibit-prep.tsx",
  },
  { id: "prep-cert", path: "prep-cert", title: "시험 대비 인증", layout: "prep", mobile: false },
  { id: "howl", path: "howl", title: "하울 AI", layout: "howl", mobile: false },
  { id: "howl-question", path: "howl/question", title: "하울 AI 검색", layout: "howl" },
  { id: "howl-docs-to-video", path: "howl/docs-to-video", title: "문서로 영상 만들기", layout: "howl" },
  { id: "howl-help-bot", path: "howl/help-bot", title: "도움말 챗봇", layout: "howl", desktop: false },
  { id: "admin-notices", path: "admin/notices", title: "공지·배너 관리", guarded: true, mobile: false, file: "routes/admin-notices.tsx" },
  { id: "newsfeed", path: "newsfeed", title: "알림", desktop: false, guarded: true, file: "routes/newsfeed.tsx" },
  { id: "document", path: "document", title: "문서", desktop: false },
  { id: "mypage", path: "mypage", title: "마이페이지", desktop: false, guarded: true, file: "routes/mypage-hub.tsx" },
  { id: "mypage-account", path: "mypage/account", title: "계정 설정", layout: "mypage", guarded: true, file: "routes/mypage-account.tsx" },
  {
    id: "mypage-curation",
    path: "mypage/curation",
    title: "나의 큐레이션",
    layout: "mypage",
    guarded: true,
    file: "routes/curation/mypage-curation.tsx",
  },
  {
    id: "mypage-dashboard",
    path: "mypage/dashboard",
    title: "대시보드",
    layout: "mypage",
    guarded: true,
    file: "routes/curation/mypage-dashboard.tsx",
  },
  {
    id: "mypage-posts",
    path: "mypage/posts/:tab?",
    title: "나의 게시물",
    layout: "mypage",
    guarded: true,
    mobile: false,
    file: "routes/mypage-posts.tsx",
  },
  // Served under /m too (docs/decisions/0037): a phone must be able to leave.
  { id: "mypage-leave", path: "mypage/leave", title: "회원 탈퇴", layout: "mypage", guarded: true, file: "routes/mypage-leave.tsx" },
  {
    id: "mypage-leaveconfirm",
    path: "mypage/leaveconfirm",
    title: "회원 탈퇴 확인",
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-leaveconfirm.tsx",
  },
  { id: "mypage-reward", path: "mypage/reward", title: "리워드", layout: "mypage", guarded: true, file: "routes/mypage-reward.tsx" },
  {
    id: "mypage-verification",
    path: "mypage/verification",
    title: "본인 인증",
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-verification.tsx",
  },
  { id: "mypage-wallet", path: "mypage/wallet", title: "지갑", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-wallet-detail", path: "mypage/wallet/detail", title: "지갑 상세", layout: "mypage", guarded: true },
  { id: "mypage-wallet-nft-detail", path: "mypage/wallet/nft-detail", title: "NFT 상세", layout: "mypage", guarded: true },
  { id: "mypage-wallet-nft-list", path: "mypage/wallet/nft-list", title: "NFT 목록", layout: "mypage", guarded: true },
  // SPEC §6: /other/{userId}/dashboard, /m/other/{userId} on mobile. Every form works on both
  // faces (links travel between devices): /other/{userId} goes to the dashboard on desktop.
  { id: "other-dashboard", path: "other/:userId?/dashboard", title: "대시보드", layout: "other-user", file: "routes/other-dashboard.tsx" },
  { id: "other-otherpost", path: "other/:userId?/otherpost", title: "게시물", layout: "other-user", file: "routes/other-posts.tsx" },
  { id: "other", path: "other/:userId?", title: "대시보드", layout: "other-user", file: "routes/other-dashboard.tsx" },
  { id: "not-found-page", path: "404", title: "페이지를 찾을 수 없습니다", file: "routes/not-found.tsx", mobile: false },
];

export function pageFile(entry: PageEntry): string {
  return entry.file ?? SHELL;
}

/** The title of a route id, desktop or mobile (`m-` prefix). */
export function pageTitle(routeId: string): string | undefined {
  const id = routeId.startsWith("m-") ? routeId.slice(2) : routeId;
  return PAGES.find((p) => p.id === id)?.title;
}

/** The entry of a route id, desktop or mobile. */
export function pageEntry(routeId: string): PageEntry | undefined {
  const id = routeId.startsWith("m-") ? routeId.slice(2) : routeId;
  return PAGES.find((p) => p.id === id);
}
