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
}

const SHELL = "routes/page-shell.tsx";

export const PAGES: PageEntry[] = [
  { id: "post", path: "d/:permaLink?", title: "문서", file: "routes/post.tsx" },
  { id: "blind", path: "blind", title: "숨김 처리된 게시물", file: "routes/blind.tsx" },
  { id: "search", path: "search/:searchKey?/:searchType?", title: "검색" },
  { id: "login", path: "login", title: "로그인" },
  { id: "signIn", path: "signIn", title: "로그인", desktop: false },
  { id: "sign", path: "sign", title: "회원가입" },
  { id: "loginSend", path: "loginSend", title: "인증 메일 발송" },
  { id: "loginSendTry", path: "loginSendTry", title: "인증 메일 재발송", mobile: false },
  { id: "email_cert", path: "email_cert", title: "이메일 인증", mobile: false },
  { id: "findPwd", path: "findPwd", title: "비밀번호 찾기" },
  { id: "findPwdSend", path: "findPwdSend", title: "비밀번호 재설정 메일 발송", mobile: false },
  { id: "find_pw", path: "find_pw", title: "비밀번호 찾기" },
  { id: "certPwd", path: "certPwd", title: "비밀번호 재설정", mobile: false },
  { id: "oauth", path: "oauth", title: "소셜 로그인", mobile: false },
  { id: "kakao-ssr", path: "kakao-ssr", title: "카카오 로그인", mobile: false },
  { id: "kakao-callback", path: "v1/auth/callback/kakao", title: "카카오 로그인" },
  { id: "share-cert", path: "share-cert", title: "공유 인증", mobile: false },
  { id: "world-id", path: "world-id", title: "World ID 인증" },
  { id: "upload", path: "upload", title: "글쓰기", layout: "upload", guarded: true },
  { id: "intro", path: "intro", title: "나눔터 소개" },
  { id: "faq", path: "faq", title: "자주 묻는 질문" },
  { id: "terms", path: "terms", title: "이용약관" },
  { id: "terms-version", path: "terms/:version", title: "이용약관" },
  { id: "prevterms", path: "prevterms", title: "이전 이용약관", mobile: false },
  { id: "update-terms", path: "update-terms", title: "약관 변경 동의" },
  { id: "privacy", path: "privacy", title: "개인정보 처리방침" },
  { id: "privacy-220629", path: "privacy/220629", title: "개인정보 처리방침 (2022.06.29)" },
  { id: "privacy-230927", path: "privacy/230927", title: "개인정보 처리방침 (2023.09.27)" },
  { id: "privacy-231222", path: "privacy/231222", title: "개인정보 처리방침 (2023.12.22)" },
  { id: "curation-reward", path: "curation-reward", title: "큐레이션 리워드", mobile: false },
  { id: "curation-guide", path: "curation-guide", title: "큐레이션 가이드", mobile: false },
  { id: "reward-intro", path: "guide/reward-intro", title: "리워드 안내", mobile: false },
  { id: "event", path: "event", title: "이벤트" },
  { id: "event-ai-contest", path: "event/ai-contest", title: "AI 콘텐츠 공모전" },
  { id: "event-share-content", path: "event/share-content", title: "콘텐츠 공유 이벤트" },
  { id: "exhibit-chatgpt", path: "exhibit/chatgpt", title: "ChatGPT 기획전" },
  { id: "exhibit-christmas", path: "exhibit/christmas", title: "크리스마스 기획전" },
  { id: "exhibit-prep-economy", path: "exhibit/prep/economy", title: "경제 시험 대비 기획전", layout: "prep" },
  { id: "prep-cert", path: "prep-cert", title: "시험 대비 인증", layout: "prep", mobile: false },
  { id: "howl", path: "howl", title: "하울 AI", layout: "howl", mobile: false },
  { id: "howl-question", path: "howl/question", title: "하울 AI 검색", layout: "howl" },
  { id: "howl-docs-to-video", path: "howl/docs-to-video", title: "문서로 영상 만들기", layout: "howl" },
  { id: "howl-help-bot", path: "howl/help-bot", title: "도움말 챗봇", layout: "howl", desktop: false },
  { id: "newsfeed", path: "newsfeed", title: "알림", desktop: false, guarded: true },
  { id: "document", path: "document", title: "문서", desktop: false },
  { id: "mypage", path: "mypage", title: "마이페이지", desktop: false, guarded: true },
  { id: "mypage-account", path: "mypage/account", title: "계정 설정", layout: "mypage", guarded: true },
  { id: "mypage-curation", path: "mypage/curation", title: "나의 큐레이션", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-dashboard", path: "mypage/dashboard", title: "대시보드", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-posts", path: "mypage/posts/:tab?", title: "나의 게시물", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-leave", path: "mypage/leave", title: "회원 탈퇴", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-leaveconfirm", path: "mypage/leaveconfirm", title: "회원 탈퇴 확인", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-reward", path: "mypage/reward", title: "리워드", layout: "mypage", guarded: true },
  { id: "mypage-verification", path: "mypage/verification", title: "본인 인증", layout: "mypage", guarded: true },
  { id: "mypage-wallet", path: "mypage/wallet", title: "지갑", layout: "mypage", guarded: true, mobile: false },
  { id: "mypage-wallet-detail", path: "mypage/wallet/detail", title: "지갑 상세", layout: "mypage", guarded: true },
  { id: "mypage-wallet-nft-detail", path: "mypage/wallet/nft-detail", title: "NFT 상세", layout: "mypage", guarded: true },
  { id: "mypage-wallet-nft-list", path: "mypage/wallet/nft-list", title: "NFT 목록", layout: "mypage", guarded: true },
  { id: "other-dashboard", path: "other/:userId?/dashboard", title: "대시보드", layout: "other-user", mobile: "other/:userId?" },
  { id: "other-otherpost", path: "other/:userId?/otherpost", title: "게시물", layout: "other-user", mobile: false },
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
