// Every section of the operators' console (docs/product/site.md §14) in one list: the console
// home draws a card for each, in this order. A section built later adds its line here (its
// page under /admin/<section> links back to /admin).
import { texts, type Text } from "../../../core/i18n";
import type { ConsoleCounts } from "../../../server/modules/console/types";

const SECTION_TEXT = texts({
  events: { ko: "공지·이벤트", en: "Notices and events" },
  eventsHint: { ko: "공지와 이벤트 글, 기간과 결과", en: "Notices and events, their periods and results" },
  exhibits: { ko: "기획전", en: "Exhibits" },
  exhibitsHint: { ko: "기획전 배너, 소개와 게시물", en: "Exhibit banners, introductions and posts" },
  quiz: { ko: "퀴즈", en: "Quiz" },
  quizHint: { ko: "퀴즈 회차와 문제, 채점", en: "Quiz rounds, questions and grading" },
  faq: { ko: "FAQ 관리", en: "FAQ entries" },
  faqHint: {
    ko: "자주 묻는 질문 추가·수정·숨기기·순서 (챗봇도 같은 답을 써요)",
    en: "Add, edit, hide and order FAQ entries (the chatbot answers from them)",
  },
  feedback: { ko: "의견함", en: "Feedback inbox" },
  feedbackHint: { ko: "회원이 보낸 의견과 제안에 답변", en: "Answer members' feedback and suggestions" },
  ads: { ko: "광고", en: "Ads" },
  adsHint: { ko: "피드 광고 자리와 하우스 광고", en: "In-feed ad slots and house ads" },
  audit: { ko: "운영 기록", en: "Audit log" },
  auditHint: { ko: "누가 언제 무엇을 바꿨는지", en: "Who changed what, and when" },
  reports: { ko: "신고 관리", en: "Reports" },
  reportsHint: { ko: "신고된 게시물·댓글 숨김, 복구, 기각", en: "Hide, restore or dismiss reported posts and comments" },
  notices: { ko: "공지·배너 관리", en: "Notices and banners" },
  noticesHint: { ko: "고정 알림, 전체 공지 알림, 홈 배너", en: "Pinned notices, notices to everyone, home banners" },
  rewards: { ko: "보상 검토", en: "Reward review" },
  rewardsHint: {
    ko: "무리 계정이 의심되는 보상을 확인하고 지급 허용 또는 무효, 회원 신뢰도",
    en: "Check rewards held as possible farms, release or void them; members' trust",
  },
  openReviews: { ko: "검토 대기 {n}건", en: "{n} open" },
  seasons: { ko: "큐레이션 시즌 관리", en: "Curation seasons" },
  seasonsHint: { ko: "시즌 만들기와 정산", en: "Create and settle seasons" },
  openReports: { ko: "처리 대기 {n}건", en: "{n} open" },
  openFeedback: { ko: "답변 대기 {n}건", en: "{n} waiting" },
  faqCount: { ko: "공개 {n}개", en: "{n} shown" },
  auditToday: { ko: "오늘 {n}건", en: "{n} today" },
});

export interface ConsoleSection {
  /** The section's page (desktop). */
  path: string;
  title: Text;
  hint: Text;
  /** The live count the card shows, and how it reads. */
  count?: { key: keyof ConsoleCounts; text: Text };
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: "/admin/events", title: SECTION_TEXT.events, hint: SECTION_TEXT.eventsHint },
  { path: "/admin/exhibits", title: SECTION_TEXT.exhibits, hint: SECTION_TEXT.exhibitsHint },
  { path: "/admin/quiz", title: SECTION_TEXT.quiz, hint: SECTION_TEXT.quizHint },
  { path: "/admin/faq", title: SECTION_TEXT.faq, hint: SECTION_TEXT.faqHint, count: { key: "faqVisible", text: SECTION_TEXT.faqCount } },
  {
    path: "/admin/feedback",
    title: SECTION_TEXT.feedback,
    hint: SECTION_TEXT.feedbackHint,
    count: { key: "openFeedback", text: SECTION_TEXT.openFeedback },
  },
  { path: "/admin/ads", title: SECTION_TEXT.ads, hint: SECTION_TEXT.adsHint },
  {
    path: "/admin/audit",
    title: SECTION_TEXT.audit,
    hint: SECTION_TEXT.auditHint,
    count: { key: "auditToday", text: SECTION_TEXT.auditToday },
  },
  {
    path: "/admin/reports",
    title: SECTION_TEXT.reports,
    hint: SECTION_TEXT.reportsHint,
    count: { key: "openReports", text: SECTION_TEXT.openReports },
  },
  { path: "/admin/notices", title: SECTION_TEXT.notices, hint: SECTION_TEXT.noticesHint },
  {
    path: "/admin/rewards",
    title: SECTION_TEXT.rewards,
    hint: SECTION_TEXT.rewardsHint,
    count: { key: "openReviews", text: SECTION_TEXT.openReviews },
  },
  { path: "/curation-admin", title: SECTION_TEXT.seasons, hint: SECTION_TEXT.seasonsHint },
];
