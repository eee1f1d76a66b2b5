// The AI features' fixed numbers (docs/product/ai.md), shared by the pages and the server.
import { texts } from "./i18n";

/** Keyword text of AI tags is cut to this many characters (docs/product/ai.md §2.1). */
export const AI_TAG_KEYWORD_CUT = 51;

/**
 * Daily allowances per member, counted per Asia/Seoul day (reset at 00:00 UTC+9). The
 * requirements give none of these numbers; they are chosen so a member writing all day is not
 * stopped while one account cannot run the engine flat out (docs/decisions/0144).
 */
export const AI_ALLOWANCE = {
  /** Editor helpers together: title, tags, enrichment, continuation (`manyRequest` past it). */
  generator: 50,
  /** Help chatbot questions (`오늘 남은 횟수: N회`). */
  helpBot: 20,
  /** 하울 AI questions. */
  howl: 100,
  /** AI briefings (document → summary post). */
  briefing: 5,
  /** AI feedback reviews. */
  feedback: 10,
  /** Document videos rendered. */
  video: 3,
} as const;

export type AiAllowanceKind = keyof typeof AI_ALLOWANCE;

/**
 * The extractive summary's bounds (AI briefing, docs/product/ai.md §6; document video, §10).
 * The requirements give none; these keep a briefing readable in a minute (docs/decisions/0148).
 */
export const AI_SUMMARY = {
  /** Key sentences per section at most. */
  perSection: 3,
  /** One pick per this many sentences of a section (at least one, at most perSection). */
  sentencesPerPick: 6,
  /** Key sentences in the whole summary at most. */
  maxSentences: 18,
  /** Pages gathered into one section when the document has no headings … */
  pagesPerGroup: 3,
  /** … and never more than this many such groups. */
  maxGroups: 8,
  /** Shorter sentences say too little to quote. */
  minSentenceChars: 12,
  /** A longer "sentence" (a page without punctuation) is cut here. */
  maxSentenceChars: 240,
  /** Share of a sentence's terms found in an earlier pick that makes it a repeat. */
  duplicateOverlap: 0.8,
  /** Maximal marginal relevance: weight of rank against novelty. */
  mmrLambda: 0.7,
  titleChars: 60,
  tags: 5,
  /** Terms considered for tags (the most frequent). */
  tagVocabulary: 200,
  /** Terms this close in a sentence are linked when ranking keywords. */
  cooccurrenceWindow: 4,
  /** Video narration: key sentences per page, characters per scene, a title line's length. */
  sceneSentences: 3,
  sceneChars: 300,
  lineChars: 80,
} as const;

/** Labels the summary writes (stored with the post in the author's language). */
export const AI_SUMMARY_TEXT = texts({
  page: { ko: "{page}쪽", en: "Page {page}" },
  pages: { ko: "{from}–{to}쪽", en: "Pages {from}–{to}" },
  keyPoints: { ko: "핵심 내용", en: "Key points" },
  untitled: { ko: "AI 브리핑", en: "AI briefing" },
});

/** The AI briefing's own wording (docs/product/ai.md §6); the modal's messages are MSG.briefing*. */
export const AI_BRIEFING_TEXT = texts({
  /** The label the published post opens with. */
  label: { ko: "AI 브리핑", en: "AI briefing" },
  engineOffline: {
    ko: "문서에서 핵심 문장을 골라 그대로 옮긴 요약입니다. 원문은 아래 문서에서 볼 수 있어요.",
    en: "A summary of key sentences taken word for word from the document. The original is below.",
  },
  engineModel: {
    ko: "AI 모델이 문서를 읽고 쓴 요약입니다. 원문은 아래 문서에서 볼 수 있어요.",
    en: "A summary an AI model wrote from the document. The original is below.",
  },
  engineFallback: {
    ko: "AI 모델이 응답하지 않아 문서에서 핵심 문장을 골라 그대로 옮긴 요약입니다. 원문은 아래 문서에서 볼 수 있어요.",
    en: "The AI model did not answer, so this summary is key sentences taken word for word from the document. The original is below.",
  },
  allowanceUsed: {
    ko: "오늘 이용할 수 있는 AI 브리핑 횟수({limit}회)를 모두 사용했습니다. 내일 다시 이용해 주세요.",
    en: "You have used today's {limit} AI briefings. Please try again tomorrow.",
  },
  noFile: { ko: "브리핑할 문서 파일을 선택해 주세요.", en: "Choose a document to brief." },
  nothingToSummarise: {
    ko: "문서에서 요약할 문장을 찾지 못했습니다. 글자가 들어 있는 문서인지 확인해 주세요.",
    en: "No sentences to summarise were found in the document. Check that it contains text.",
  },
  /** The draft's review form (the document post's edit form while the draft waits). */
  draftBanner: {
    ko: "AI가 만든 초안입니다. 제목, 요약, 주제와 태그를 확인하고 발행해 주세요. 발행하기 전에는 나만 볼 수 있어요.",
    en: "The AI made this draft. Check the title, summary, topic and tags, then publish. Until then only you can see it.",
  },
  draftMarks: {
    ko: "소개에서 ‘## ’로 시작하는 줄은 소제목, ‘- ’로 시작하는 줄은 목록이 됩니다.",
    en: "In the introduction, a line starting with ‘## ’ is a subheading and one starting with ‘- ’ a list item.",
  },
  draftSaved: { ko: "초안을 저장했습니다.", en: "Draft saved." },
  publish: { ko: "발행하기", en: "Publish" },
  saveDraft: { ko: "초안 저장", en: "Save draft" },
  published: { ko: "발행했습니다.", en: "Published." },
  alreadyPublished: { ko: "이미 발행된 게시물입니다.", en: "This post is already published." },
});

/**
 * Where a briefing's draft is reviewed and published: the document post's edit form
 * (docs/product/ai.md §6.5). The notification links here; the post page stays 404 until then.
 */
export const briefingDraftUrl = (boardNo: number, permaLink: string) =>
  `/upload?boardNo=${boardNo}&permaLink=${encodeURIComponent(permaLink)}`;

/** After the briefing's success or failure message, the modal resets, closes and the page reloads (docs/product/ai.md §6.4). */
export const AI_BRIEFING_RESET_MS = 3_000;
