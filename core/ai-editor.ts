// The editor's AI helpers and AI feedback (docs/product/ai.md §2, §3): their fixed numbers and
// the messages the server sends (the page's own labels live in app/features/upload/text.ts).
import { texts } from "./i18n";

/** Longest text a helper reads; longer bodies are cut here (a post's text, not a book). */
export const AI_EDITOR_INPUT_MAX = 20_000;
/** A sentence longer than this many characters gets the "long sentence" advice. */
export const AI_LONG_SENTENCE = 100;
/** The same noun this many times within AI_REPEAT_SPAN characters gets the "repeated word" advice. */
export const AI_REPEAT_COUNT = 3;
export const AI_REPEAT_SPAN = 150;
/** A key sentence longer than this is shortened to its key phrase for the title. */
export const AI_TITLE_MAX = 40;
/** How many tags the helper proposes. */
export const AI_TAG_COUNT = 5;

/** The helpers, as the requirements name them (the page's `loadType`). */
export const AI_HELPERS = ["aiTitle", "aiTags", "aiEnrichment", "aiContinuation"] as const;
export type AiHelper = (typeof AI_HELPERS)[number];

export const AI_EDITOR_MSG = texts({
  /** manyRequest: the day's helper allowance is spent (wording chosen, docs/product/ai.md §2.3). */
  manyRequest: {
    ko: "오늘 사용할 수 있는 AI 도우미 횟수를 모두 사용했습니다. 내일 다시 이용해 주세요.",
    en: "You have used all of today's AI helper requests. Please try again tomorrow.",
  },
  /** docs/product/ai.md §3.3 (exact). */
  feedbackRefused: { ko: "AI 피드백을 받을 수 없습니다.", en: "AI feedback is not available." },
  emptyBody: { ko: "본문을 먼저 작성해 주세요.", en: "Please write some text first." },
  failed: {
    ko: "AI 도우미가 응답하지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "The AI helper could not answer. Please try again in a moment.",
  },
  notYourPost: { ko: "내 게시물의 피드백만 볼 수 있습니다.", en: "You can only see the feedback of your own posts." },
  longSentence: {
    ko: "문장이 깁니다({length}자). 두 문장으로 나누면 읽기 쉬워집니다.",
    en: "This sentence is long ({length} characters). Splitting it in two makes it easier to read.",
  },
  repeatedWord: {
    ko: "가까운 문장들에 '{word}' 표현이 {count}번 나옵니다. 다른 말로 바꾸거나 줄여 보세요.",
    en: "'{word}' is repeated {count} times close together. Try another word or fewer repeats.",
  },
});

/** Advice of AI 보강 on the text's structure (docs/product/ai.md §2.7). */
export const AI_STRUCTURE_MSG = texts({
  noHeadings: {
    ko: "소제목 없이 긴 글입니다. 제안한 소제목으로 나누면 읽기 쉬워집니다.",
    en: "A long text without subheadings. Dividing it with the suggested subheadings makes it easier to read.",
  },
  longParagraph: {
    ko: "문단이 깁니다({length}자). 둘로 나누면 읽기 쉬워집니다.",
    en: "This paragraph is long ({length} characters). Splitting it in two makes it easier to read.",
  },
});

const BLOCK_END = /<\/(?:p|h[1-6]|li|div|blockquote|pre|tr)\s*>|<br\s*\/?>/gi;

/**
 * The plain text of the editor's HTML, one line per block (paragraphs and headings stay
 * sentence breaks for the analyser), cut to AI_EDITOR_INPUT_MAX characters.
 */
export function editorPlainText(html: string, stripHtml: (html: string) => string): string {
  const lines = html
    .split(BLOCK_END)
    .map((block) => stripHtml(block))
    .filter(Boolean);
  return lines.join("\n").slice(0, AI_EDITOR_INPUT_MAX);
}

/**
 * Suggested tags added to the member's: each cut to the post's tag length and kept only where
 * the post's tag rules accept it (valid, not a duplicate, within the count).
 */
export function mergeAiTags(
  existing: readonly string[],
  suggested: readonly string[],
  checkTagToAdd: (list: readonly string[], raw: string) => { ok: true; tag: string } | { ok: false },
  maxLength: number,
): string[] {
  const out = [...existing];
  for (const raw of suggested) {
    const checked = checkTagToAdd(out, [...raw].slice(0, maxLength).join(""));
    if (checked.ok) out.push(checked.tag);
  }
  return out;
}
