// The help chatbot's and the FAQ page's words in Korean and English (core/i18n.ts); the
// messages the server says too are in core/helpbot.ts.
import { texts } from "../../../core/i18n";

export const HELPBOT_TEXT = texts({
  title: { ko: "도움말 챗봇", en: "Help chatbot" },
  open: { ko: "도움말 챗봇 열기", en: "Open the help chatbot" },
  close: { ko: "닫기", en: "Close" },
  remain: { ko: "오늘 남은 횟수: {n}회", en: "Questions left today: {n}" },
  starter: {
    ko: "안녕하세요! 나눔터 도움말 챗봇이에요. 가입, 글쓰기, 포인트, 큐레이션, 토큰, AI 기능에 대해 물어보세요. 자주 묻는 질문에서 답을 찾아 알려 드려요.",
    en: "Hi! I am Nanumteo's help chatbot. Ask about sign-up, writing, points, curation, tokens or the AI features — I answer from the FAQ.",
  },
  recommended: { ko: "추천 질문", en: "Suggested questions" },
  placeholder: { ko: "궁금한 점을 입력하세요", en: "Ask a question" },
  send: { ko: "보내기", en: "Send" },
  typing: { ko: "답변을 찾고 있어요", en: "Finding an answer" },
  you: { ko: "나", en: "You" },
  bot: { ko: "챗봇", en: "Bot" },
  login: { ko: "로그인하기", en: "Sign in" },
  engineOffline: { ko: "자주 묻는 질문에서 찾은 답이에요.", en: "Answer found in the FAQ." },
  engineFallback: {
    ko: "AI 모델이 응답하지 않아 자주 묻는 질문에서 찾은 답을 보여 드려요.",
    en: "The AI model did not answer, so this is the answer found in the FAQ.",
  },
  engineModel: { ko: "AI 모델이 자주 묻는 질문을 바탕으로 쓴 답이에요.", en: "Written by the AI model from the FAQ." },
  faqLink: { ko: "자주 묻는 질문 전체 보기", en: "See all FAQ" },
  feedbackLink: { ko: "원하는 답이 없나요? 의견 보내기", en: "No answer? Send feedback" },
  loadFailed: { ko: "대화를 불러오지 못했어요.", en: "Could not load the conversation." },
  retry: { ko: "다시 시도", en: "Try again" },
});
