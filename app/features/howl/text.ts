// The 하울 AI area's words (docs/product/ai.md §7), both languages.
import { texts } from "../../../core/i18n";

export const HOWL = texts({
  areaLead: {
    ko: "나눔터에 쌓인 글에서 답을 찾고, 도움말을 묻고, 문서를 영상으로 바꿔 보세요.",
    en: "Find answers in the posts of Nanumteo, ask for help, and turn documents into videos.",
  },
  questionCard: { ko: "질문 검색", en: "Question search" },
  questionCardBody: {
    ko: "궁금한 것을 물으면 관련 글의 문장을 출처와 함께 보여 드려요.",
    en: "Ask a question and see the sentences of related posts, with their sources.",
  },
  helpCard: { ko: "도움말 챗봇", en: "Help chatbot" },
  helpCardBody: { ko: "나눔터 이용 방법을 물어보세요.", en: "Ask how Nanumteo works." },
  videoCard: { ko: "문서로 영상 만들기", en: "Document to video" },
  videoCardBody: { ko: "문서를 내레이션과 자막이 있는 영상으로 바꿔요.", en: "Turn a document into a narrated, captioned video." },
  open: { ko: "열기", en: "Open" },
  lead: {
    ko: "나눔터에 발행된 글에서 답을 찾아 출처와 함께 보여 드려요.",
    en: "Answers are found in posts published on Nanumteo and shown with their sources.",
  },
  label: { ko: "질문", en: "Question" },
  placeholder: {
    ko: "무엇이든 물어보세요 (예: 김치찌개 물은 얼마나 넣나요?)",
    en: "Ask anything (e.g. how much water goes into kimchi stew?)",
  },
  ask: { ko: "질문하기", en: "Ask" },
  asking: { ko: "관련 글에서 답을 찾고 있어요…", en: "Looking for the answer in related posts…" },
  examples: { ko: "이런 질문을 해 보세요", en: "Try asking" },
  // Examples ask about the demo posts; the posts are Korean, so the Korean wording finds them best.
  example1: { ko: "김치찌개에 김치와 물은 얼마나 넣나요?", en: "How much kimchi and water go into kimchi stew?" },
  example2: { ko: "기내에 보조배터리를 가지고 탈 수 있나요?", en: "Can I take a power bank on board?" },
  example3: { ko: "수면의 질을 높이는 저녁 습관은?", en: "Which evening habits improve sleep?" },
  example4: { ko: "복리는 72의 법칙으로 어떻게 계산하나요?", en: "How does the rule of 72 work for compound interest?" },
  answerTitle: { ko: "답변", en: "Answer" },
  engineOffline: { ko: "관련 글 발췌", en: "Excerpts of related posts" },
  engineModel: { ko: "AI 답변", en: "AI answer" },
  engineFallback: {
    ko: "AI 모델이 응답하지 않아 관련 글 발췌로 대신 답했어요.",
    en: "The AI model did not answer, so these are excerpts of related posts instead.",
  },
  offlineNote: {
    ko: "글의 문장을 그대로 옮겼어요. 자세한 내용은 출처를 확인하세요.",
    en: "Sentences are quoted as written. See the sources for more.",
  },
  sources: { ko: "출처", en: "Sources" },
  citation: { ko: "출처 {n}: {title}", en: "Source {n}: {title}" },
  noAnswerTitle: { ko: "답을 찾지 못했어요", en: "No answer found" },
  searchInstead: { ko: "‘{q}’ 검색 결과 보기", en: "See search results for ‘{q}’" },
  posts: { ko: "관련 글", en: "Related posts" },
  failed: { ko: "답변을 가져오지 못했습니다. 잠시 후 다시 시도해 주세요.", en: "Could not get an answer. Please try again shortly." },
});
