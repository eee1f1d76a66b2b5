// 하울 AI question search (docs/product/ai.md §7): the rules the page and the server share — the
// question's length, the A/B segment and how an answer's citations are written.
import { texts, type Text } from "./i18n";

/** Shortest question asked (the same two characters a search needs). */
export const HOWL_QUESTION_MIN = 2;
/** Longest question kept; a longer one is refused (a question, not a document). */
export const HOWL_QUESTION_MAX = 300;

/** The request header carrying the A/B segment (docs/product/ai.md §7.2 "the segment in a header"). */
export const HOWL_SEGMENT_HEADER = "x-howl-segment";
/** The browser-session cookie that keeps the segment chosen for this session. */
export const HOWL_SEGMENT_COOKIE = "howl_segment";
/** The session-storage key the page keeps the segment under between questions. */
export const HOWL_SEGMENT_STORAGE_KEY = "howlSegment";

export const HOWL_SEGMENTS = ["A", "B"] as const;
export type HowlSegment = (typeof HOWL_SEGMENTS)[number];

export function isHowlSegment(value: unknown): value is HowlSegment {
  return value === "A" || value === "B";
}

/** A segment chosen at random, once per session. */
export function pickHowlSegment(random: () => number = Math.random): HowlSegment {
  return random() < 0.5 ? "A" : "B";
}

export const HOWL_TEXT = texts({
  tooShort: { ko: "질문을 2자 이상 입력해 주세요.", en: "Please type a question of at least 2 characters." },
  tooLong: { ko: "질문은 300자까지 입력할 수 있습니다.", en: "Questions can be up to 300 characters." },
  /** A member's daily 하울 AI allowance (core/ai.ts) is spent. */
  allowanceSpent: {
    ko: "오늘 하울 AI 질문 횟수를 모두 사용했습니다. 내일 다시 이용해 주세요.",
    en: "You have used all of today's Howl AI questions. Please come back tomorrow.",
  },
  /** The offline answer's label: what follows is quoted, not written. */
  foundLabel: { ko: "관련 글에서 찾은 내용입니다.", en: "Here is what related posts say." },
  noAnswer: {
    ko: "질문에 맞는 답을 글에서 찾지 못했습니다. 다른 표현으로 다시 질문하거나 검색을 이용해 보세요.",
    en: "No post answers this question. Try asking in other words, or use search.",
  },
  /** An English question no passage answers: most posts are Korean (decision 0189). */
  noEnglishMatch: {
    ko: "영어로 쓴 글 중에는 질문에 맞는 글이 없습니다. 아래 한국어 글이 도움이 될 수 있어요. 한국어로 질문하면 더 잘 찾을 수 있습니다.",
    en: "No English posts match this question. These Korean posts may help; asking in Korean finds more.",
  },
  noEnglishPosts: {
    ko: "영어로 쓴 글 중에는 질문에 맞는 글이 없습니다. 이곳의 글은 대부분 한국어이니 한국어로 질문해 보세요.",
    en: "No English posts match this question. Most posts here are in Korean: try asking in Korean.",
  },
});

/** A question written in Latin letters without any Hangul (an English question). */
export function isLatinQuestion(question: string): boolean {
  return !/[\uAC00-\uD7A3\u3130-\u318F]/.test(question) && (question.match(/[A-Za-z]/g)?.length ?? 0) >= 3;
}

/** Checks a question: trimmed, 2 to 300 characters. */
export function checkHowlQuestion(input: string): { ok: true; value: string } | { ok: false; message: Text } {
  const value = input.normalize("NFC").replace(/\s+/g, " ").trim();
  const length = Array.from(value).length;
  if (length < HOWL_QUESTION_MIN) return { ok: false, message: HOWL_TEXT.tooShort };
  if (length > HOWL_QUESTION_MAX) return { ok: false, message: HOWL_TEXT.tooLong };
  return { ok: true, value };
}

/** A piece of an answer's text: plain text, or a citation marker [n]. */
export type AnswerPiece = { text: string } | { cite: number };

/** Cuts an answer's text into text and its [n] citations (the page links each citation). */
export function answerPieces(text: string): AnswerPiece[] {
  const out: AnswerPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at) });
    out.push({ cite: Number(m[1]) });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
