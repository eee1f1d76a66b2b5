import type { Text } from "../core/i18n";

// Every page route (docs/product/platform.md §3) in one list. routes.ts turns it into the desktop routes and
// their /m mirrors, so the two can never drift apart. Pages that later work fills render
// their layout and heading through page-shell.tsx and say plainly that they are not ready.

export type LayoutName = "default" | "howl" | "mypage" | "other-user" | "prep" | "upload";

export interface PageEntry {
  /** Unique id; the mobile mirror gets `m-` in front. */
  id: string;
  /** Path without leading slash ("" is home). */
  path: string;
  /** The page title (the heading and <title>) in both languages. */
  title: Text;
  /** Route module, relative to app/. Defaults to the page shell. */
  file?: string;
  layout?: LayoutName;
  /** Served on desktop (default true). */
  desktop?: boolean;
  /** Served under /m: true = same path, a string = a different mobile path, false = none. */
  mobile?: boolean | string;
  /** Needs a signed-in member (docs/product/platform.md route guard). */
  guarded?: boolean;
  /** Rendered without the site chrome: the sign-in return pages (they also show in a 600×500 popup). */
  bare?: boolean;
}

const SHELL = "routes/page-shell.tsx";
const TERMS = "routes/terms.tsx";

export const PAGES: PageEntry[] = [
  { id: "post", path: "d/:permaLink?", title: { ko: "문서", en: "Post" }, file: "routes/post.tsx" },
  // What the service worker shows when a page cannot open offline (docs/product/offline.md).
  { id: "offline", path: "offline", title: { ko: "오프라인", en: "Offline" }, file: "routes/offline.tsx" },
  { id: "blind", path: "blind", title: { ko: "숨김 처리된 게시물", en: "Hidden post" }, file: "routes/blind.tsx" },
  { id: "search", path: "search/:searchKey?/:searchType?", title: { ko: "검색", en: "Search" }, file: "routes/search.tsx" },
  { id: "tag", path: "tag/:tag", title: { ko: "태그", en: "Tag" }, file: "routes/tag.tsx" },
  // Moderators only (npm run admin -- grant-moderator EMAIL): the report queue.
  {
    id: "admin-reports",
    path: "admin/reports",
    title: { ko: "신고 관리", en: "Reports" },
    file: "routes/admin-reports.tsx",
    guarded: true,
  },
  { id: "login", path: "login", title: { ko: "로그인", en: "Sign in" }, file: "routes/auth/login.tsx" },
  { id: "signIn", path: "signIn", title: { ko: "로그인", en: "Sign in" }, desktop: false, file: "routes/auth/login.tsx" },
  // The second step of a two-step sign-in (the first left its ticket in a cookie).
  { id: "loginVerify", path: "login/verify", title: { ko: "2단계 인증", en: "Two-step sign-in" }, file: "routes/auth/login-verify.tsx" },
  // The link of a two-step recovery mail (decision 0213).
  {
    id: "loginRecover",
    path: "login/recover",
    title: { ko: "2단계 인증 복구", en: "Two-step sign-in recovery" },
    file: "routes/auth/login-recover.tsx",
  },
  { id: "sign", path: "sign", title: { ko: "회원가입", en: "Sign up" }, file: "routes/auth/sign.tsx" },
  { id: "loginSend", path: "loginSend", title: { ko: "인증 메일 발송", en: "Verification mail sent" }, file: "routes/auth/login-send.tsx" },
  {
    id: "loginSendTry",
    path: "loginSendTry",
    title: { ko: "인증 메일 재발송", en: "Resend verification mail" },
    mobile: false,
    file: "routes/auth/login-send.tsx",
  },
  { id: "email_cert", path: "email_cert", title: { ko: "이메일 인증", en: "E-mail verification" }, file: "routes/auth/email-cert.tsx" },
  { id: "findPwd", path: "findPwd", title: { ko: "비밀번호 찾기", en: "Forgot password" }, file: "routes/auth/find-pwd.tsx" },
  // Reset mail pages exist on /m too: the mail's link (/certPwd?token=…) reaches phones through the /m redirect.
  {
    id: "findPwdSend",
    path: "findPwdSend",
    title: { ko: "비밀번호 재설정 메일 발송", en: "Password reset mail sent" },
    file: "routes/auth/find-pwd-send.tsx",
  },
  { id: "find_pw", path: "find_pw", title: { ko: "비밀번호 찾기", en: "Forgot password" }, file: "routes/auth/find-pwd.tsx" },
  { id: "certPwd", path: "certPwd", title: { ko: "비밀번호 재설정", en: "Reset password" }, file: "routes/auth/cert-pwd.tsx" },
  // A security alert's "this wasn't me" link (mail and notification); phones reach /m/not-me through the /m redirect.
  { id: "not-me", path: "not-me", title: { ko: "본인이 아닌가요?", en: "Wasn't you?" }, file: "routes/auth/not-me.tsx" },
  // Sign-in return pages (docs/product/platform.md). /oauth serves phones too (exempt from the /m redirect).
  {
    id: "oauth",
    path: "oauth",
    title: { ko: "소셜 로그인", en: "Social sign-in" },
    file: "routes/social-callback.tsx",
    mobile: false,
    bare: true,
  },
  {
    id: "kakao-ssr",
    path: "kakao-ssr",
    title: { ko: "카카오 로그인", en: "Kakao sign-in" },
    file: "routes/social-callback.tsx",
    bare: true,
  },
  {
    id: "kakao-callback",
    path: "v1/auth/callback/kakao",
    title: { ko: "카카오 로그인", en: "Kakao sign-in" },
    file: "routes/social-callback.tsx",
    bare: true,
  },
  { id: "share-cert", path: "share-cert", title: { ko: "공유 인증", en: "Share certification" }, file: "routes/share-cert.tsx" },
  { id: "world-id", path: "world-id", title: { ko: "World ID 인증", en: "World ID verification" }, file: "routes/world-id.tsx" },
  { id: "upload", path: "upload", title: { ko: "글쓰기", en: "Write" }, file: "routes/upload.tsx", layout: "upload", guarded: true },
  { id: "intro", path: "intro", title: { ko: "나눔터 소개", en: "About Nanumteo" }, file: "routes/intro.tsx" },
  { id: "faq", path: "faq", title: { ko: "자주 묻는 질문", en: "FAQ" }, file: "routes/faq.tsx" },
  { id: "terms", path: "terms", title: { ko: "이용약관", en: "Terms of service" }, file: TERMS },
  { id: "terms-version", path: "terms/:version", title: { ko: "이용약관", en: "Terms of service" }, file: TERMS },
  { id: "prevterms", path: "prevterms", title: { ko: "이전 이용약관", en: "Previous terms" }, mobile: false, file: TERMS },
  // A post's history: its author and moderators (docs/product/revisions.md).
  {
    id: "revisions",
    path: "revisions/:boardNo",
    title: { ko: "수정 기록", en: "Revision history" },
    guarded: true,
    file: "routes/revisions.tsx",
  },
  {
    id: "update-terms",
    path: "update-terms",
    title: { ko: "약관 변경 동의", en: "Consent to updated terms" },
    guarded: true,
    file: "routes/update-terms.tsx",
  },
  { id: "privacy", path: "privacy", title: { ko: "개인정보 처리방침", en: "Privacy policy" }, file: TERMS },
  {
    id: "privacy-220629",
    path: "privacy/220629",
    title: { ko: "개인정보 처리방침 (2022.06.29)", en: "Privacy policy (2022.06.29)" },
    file: TERMS,
  },
  {
    id: "privacy-230927",
    path: "privacy/230927",
    title: { ko: "개인정보 처리방침 (2023.09.27)", en: "Privacy policy (2023.09.27)" },
    file: TERMS,
  },
  {
    id: "privacy-231222",
    path: "privacy/231222",
    title: { ko: "개인정보 처리방침 (2023.12.22)", en: "Privacy policy (2023.12.22)" },
    file: TERMS,
  },
  // Versions published later (npm run admin -- publish-terms) get their page without a new route.
  { id: "privacy-version", path: "privacy/:version", title: { ko: "개인정보 처리방침", en: "Privacy policy" }, file: TERMS },
  {
    id: "curation-reward",
    path: "curation-reward",
    title: { ko: "큐레이션 리워드", en: "Curation rewards" },
    file: "routes/curation/reward.tsx",
  },
  {
    id: "curation-guide",
    path: "curation-guide",
    title: { ko: "큐레이션 가이드", en: "Curation guide" },
    file: "routes/curation/guide.tsx",
  },
  {
    id: "curation-admin",
    path: "curation-admin",
    title: { ko: "큐레이션 시즌 관리", en: "Curation seasons" },
    mobile: false,
    guarded: true,
    file: "routes/curation/admin.tsx",
  },
  {
    id: "reward-intro",
    path: "guide/reward-intro",
    title: { ko: "리워드 안내", en: "Reward guide" },
    file: "routes/reward-intro.tsx",
  },
  { id: "event", path: "event", title: { ko: "이벤트", en: "Events" }, file: "routes/event-list.tsx" },
  {
    id: "event-ai-contest",
    path: "event/ai-contest",
    title: { ko: "AI 콘텐츠 공모전", en: "AI content contest" },
    file: "routes/event-detail.tsx",
  },
  {
    id: "event-share-content",
    path: "event/share-content",
    title: { ko: "콘텐츠 공유 이벤트", en: "Content sharing event" },
    file: "routes/event-detail.tsx",
  },
  { id: "event-detail", path: "event/:slug", title: { ko: "공지사항·이벤트", en: "Notice or event" }, file: "routes/event-detail.tsx" },
  // Every exhibit (/exhibit/chatgpt, /exhibit/christmas, new ones) is one page reading the exhibits table.
  { id: "exhibit", path: "exhibit/:slug", title: { ko: "기획전", en: "Exhibit" }, file: "routes/exhibit.tsx" },
  {
    id: "exhibit-prep",
    path: "exhibit/prep/:category",
    title: { ko: "경제 시험 대비 기획전", en: "Economics test-prep exhibit" },
    layout: "prep",
    file: "routes/exhibit-prep.tsx",
  },
  {
    id: "prep-quiz",
    path: "exhibit/prep/:category/quiz/:roundId",
    title: { ko: "시험 대비 퀴즈", en: "Test-prep quiz" },
    layout: "prep",
    guarded: true,
    file: "routes/prep-quiz.tsx",
  },
  {
    id: "prep-cert",
    path: "prep-cert",
    title: { ko: "시험 대비 인증", en: "Test-prep certification" },
    layout: "prep",
    mobile: false,
    guarded: true,
    file: "routes/prep-cert.tsx",
  },
  { id: "howl", path: "howl", title: { ko: "하울 AI", en: "Howl AI" }, layout: "howl", file: "routes/howl.tsx" },
  {
    id: "howl-question",
    path: "howl/question",
    title: { ko: "하울 AI 검색", en: "Howl AI search" },
    layout: "howl",
    file: "routes/howl-question.tsx",
  },
  {
    id: "howl-docs-to-video",
    path: "howl/docs-to-video",
    title: { ko: "문서로 영상 만들기", en: "Document to video" },
    layout: "howl",
    file: "routes/howl-docs-to-video.tsx",
  },
  {
    id: "howl-help-bot",
    path: "howl/help-bot",
    title: { ko: "도움말 챗봇", en: "Help chatbot" },
    layout: "howl",
    desktop: false,
    file: "routes/help-bot.tsx",
  },
  // Moderators: the house ads of the feeds' ad slot (docs/product/site.md §13).
  {
    id: "admin-ads",
    path: "admin/ads",
    title: { ko: "광고 관리", en: "House ads" },
    guarded: true,
    mobile: false,
    file: "routes/admin-ads.tsx",
  },
  {
    id: "admin-events",
    path: "admin/events",
    title: { ko: "공지사항·이벤트 관리", en: "Notices and events" },
    guarded: true,
    mobile: false,
    file: "routes/admin-events.tsx",
  },
  {
    id: "admin-exhibits",
    path: "admin/exhibits",
    title: { ko: "기획전 관리", en: "Exhibits" },
    guarded: true,
    mobile: false,
    file: "routes/admin-exhibits.tsx",
  },
  {
    id: "admin-quiz",
    path: "admin/quiz",
    title: { ko: "퀴즈 관리", en: "Quiz rounds" },
    guarded: true,
    mobile: false,
    file: "routes/admin-quiz.tsx",
  },
  // The operators' console (docs/product/site.md §14): moderators and admins, desktop only.
  {
    id: "admin",
    path: "admin",
    title: { ko: "운영 콘솔", en: "Operators' console" },
    guarded: true,
    mobile: false,
    file: "routes/admin/console.tsx",
  },
  {
    id: "admin-audit",
    path: "admin/audit",
    title: { ko: "운영 기록", en: "Audit log" },
    guarded: true,
    mobile: false,
    file: "routes/admin/audit.tsx",
  },
  {
    id: "admin-rewards",
    path: "admin/rewards",
    title: { ko: "보상 검토", en: "Reward review" },
    guarded: true,
    mobile: false,
    file: "routes/admin/rewards.tsx",
  },
  {
    id: "admin-faq",
    path: "admin/faq",
    title: { ko: "FAQ 관리", en: "FAQ entries" },
    guarded: true,
    mobile: false,
    file: "routes/admin/faq.tsx",
  },
  {
    id: "admin-feedback",
    path: "admin/feedback",
    title: { ko: "의견함", en: "Feedback inbox" },
    guarded: true,
    mobile: false,
    file: "routes/admin/feedback.tsx",
  },
  {
    id: "admin-notices",
    path: "admin/notices",
    title: { ko: "공지·배너 관리", en: "Notices and banners" },
    guarded: true,
    mobile: false,
    file: "routes/admin-notices.tsx",
  },
  {
    id: "newsfeed",
    path: "newsfeed",
    title: { ko: "알림", en: "Notifications" },
    guarded: true,
    file: "routes/newsfeed.tsx",
  },
  // The phone's document entry: the document upload (docs/decisions/0160).
  { id: "document", path: "document", title: { ko: "문서", en: "Post" }, desktop: false, file: "routes/document-entry.tsx" },
  {
    id: "mypage",
    path: "mypage",
    title: { ko: "마이페이지", en: "My page" },
    desktop: false,
    guarded: true,
    file: "routes/mypage-hub.tsx",
  },
  {
    id: "mypage-feedback",
    path: "mypage/feedback",
    title: { ko: "의견 보내기", en: "Feedback" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-feedback.tsx",
  },
  {
    id: "mypage-account",
    path: "mypage/account",
    title: { ko: "계정 설정", en: "Account settings" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-account.tsx",
  },
  {
    id: "mypage-curation",
    path: "mypage/curation",
    title: { ko: "나의 큐레이션", en: "My curation" },
    layout: "mypage",
    guarded: true,
    file: "routes/curation/mypage-curation.tsx",
  },
  {
    id: "mypage-dashboard",
    path: "mypage/dashboard",
    title: { ko: "대시보드", en: "Dashboard" },
    layout: "mypage",
    guarded: true,
    file: "routes/curation/mypage-dashboard.tsx",
  },
  {
    id: "mypage-posts",
    path: "mypage/posts/:tab?",
    title: { ko: "나의 게시물", en: "My posts" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-posts.tsx",
  },
  // docs/product/series.md §2: the member's series — create, fill, order, rename, delete.
  {
    id: "mypage-series",
    path: "mypage/series",
    title: { ko: "나의 연재", en: "My series" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-series.tsx",
  },
  // The author's statistics (docs/product/statistics.md): all of my posts, then one post.
  {
    id: "mypage-stats",
    path: "mypage/stats",
    title: { ko: "통계", en: "Statistics" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-stats.tsx",
  },
  {
    id: "mypage-stats-post",
    path: "mypage/stats/:boardNo",
    title: { ko: "글 통계", en: "Post statistics" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-stats-post.tsx",
  },
  // Served under /m too (docs/decisions/0037): a phone must be able to leave.
  {
    id: "mypage-leave",
    path: "mypage/leave",
    title: { ko: "회원 탈퇴", en: "Leave" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-leave.tsx",
  },
  {
    id: "mypage-leaveconfirm",
    path: "mypage/leaveconfirm",
    title: { ko: "회원 탈퇴 확인", en: "Confirm leaving" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-leaveconfirm.tsx",
  },
  {
    id: "mypage-reward",
    path: "mypage/reward",
    title: { ko: "리워드", en: "Rewards" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-reward.tsx",
  },
  {
    id: "mypage-verification",
    path: "mypage/verification",
    title: { ko: "본인 인증", en: "Identity verification" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-verification.tsx",
  },
  // docs/product/wallet.md §9: the overview is served on phones too (decision 0152).
  {
    id: "mypage-wallet",
    path: "mypage/wallet",
    title: { ko: "지갑", en: "Wallet" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-wallet.tsx",
  },
  {
    id: "mypage-wallet-detail",
    path: "mypage/wallet/detail",
    title: { ko: "지갑 상세", en: "Wallet details" },
    layout: "mypage",
    guarded: true,
    file: "routes/mypage-wallet-detail.tsx",
  },
  {
    id: "mypage-wallet-nft-detail",
    path: "mypage/wallet/nft-detail",
    title: { ko: "NFT 상세", en: "NFT details" },
    layout: "mypage",
    guarded: true,
    file: "routes/wallet-nft-detail.tsx",
  },
  {
    id: "mypage-wallet-nft-list",
    path: "mypage/wallet/nft-list",
    title: { ko: "NFT 목록", en: "NFTs" },
    layout: "mypage",
    guarded: true,
    file: "routes/wallet-nft-list.tsx",
  },
  // docs/product/platform.md: /other/{userId}/dashboard, /m/other/{userId} on mobile. Every form works on both
  // faces (links travel between devices): /other/{userId} goes to the dashboard on desktop.
  {
    id: "other-dashboard",
    path: "other/:userId?/dashboard",
    title: { ko: "대시보드", en: "Dashboard" },
    layout: "other-user",
    file: "routes/other-dashboard.tsx",
  },
  {
    id: "other-otherpost",
    path: "other/:userId?/otherpost",
    title: { ko: "게시물", en: "Posts" },
    layout: "other-user",
    file: "routes/other-posts.tsx",
  },
  // docs/product/series.md §4: a member's series and one series, under their public pages.
  {
    id: "other-series",
    path: "other/:userId?/series",
    title: { ko: "연재", en: "Series" },
    layout: "other-user",
    file: "routes/other-series.tsx",
  },
  {
    id: "other-series-one",
    path: "other/:userId?/series/:seriesNo",
    title: { ko: "연재", en: "Series" },
    layout: "other-user",
    file: "routes/series.tsx",
  },
  {
    id: "other",
    path: "other/:userId?",
    title: { ko: "대시보드", en: "Dashboard" },
    layout: "other-user",
    file: "routes/other-dashboard.tsx",
  },
  {
    id: "not-found-page",
    path: "404",
    title: { ko: "페이지를 찾을 수 없습니다", en: "Page not found" },
    file: "routes/not-found.tsx",
    mobile: false,
  },
];

export function pageFile(entry: PageEntry): string {
  return entry.file ?? SHELL;
}

/** The title of a route id, desktop or mobile (`m-` prefix). */
export function pageTitle(routeId: string): Text | undefined {
  const id = routeId.startsWith("m-") ? routeId.slice(2) : routeId;
  return PAGES.find((p) => p.id === id)?.title;
}

/** The entry of a route id, desktop or mobile. */
export function pageEntry(routeId: string): PageEntry | undefined {
  const id = routeId.startsWith("m-") ? routeId.slice(2) : routeId;
  return PAGES.find((p) => p.id === id);
}
