// Offline answers to 하울 AI questions (docs/product/ai.md §7.2): nothing is written, the passages
// retrieval found are quoted — from each, the sentences that hold the question's terms — each
// followed by its citation [n], under a label saying the text is quoted. With no passage it says
// there is no answer instead of guessing.
import { HOWL_TEXT } from "../../../../core/howl";
import type { Text } from "../../../../core/i18n";
import type { AiCallOptions, AiProvider, Answer, Passage } from "../provider";
import { termsBySentence, termsOf } from "./korean";

/** Sentences quoted from one passage at most. */
const SENTENCES_PER_PASSAGE = 2;
/** A quote longer than this keeps only its best sentence. */
const QUOTE_MAX = 300;

function say(text: Text, language: "ko" | "en"): string {
  const template = text[language];
  return typeof template === "string" ? template : template({});
}

/**
 * A passage's text as quoted: on one line, and with no "[n]" of its own — a post cannot make
 * the page show a citation it did not earn.
 */
function quotable(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\[(\d+)\]/g, "($1)")
    .trim();
}

/** The sentences of a passage that hold most of the question's terms, in the passage's order. */
export async function keySentences(passage: string, questionTerms: string[]): Promise<string> {
  const wanted = new Set(questionTerms);
  const sentences = await termsBySentence(passage);
  if (!sentences.length) return passage;
  const scored = sentences.map((s, i) => ({ i, sentence: s.sentence, hits: new Set(s.terms.filter((t) => wanted.has(t))).size }));
  const best = [...scored].sort((x, y) => y.hits - x.hits || x.i - y.i).filter((s, rank) => rank === 0 || s.hits > 0);
  const chosen = best.slice(0, SENTENCES_PER_PASSAGE).sort((x, y) => x.i - y.i);
  const joined = chosen.map((s) => s.sentence).join(" ");
  return joined.length > QUOTE_MAX ? best[0]!.sentence : joined;
}

/** The answer quoting `passages` (already ranked and numbered), or the no-answer text. */
export async function quoteAnswer(question: string, passages: Passage[], language: "ko" | "en" = "ko"): Promise<Answer> {
  if (!passages.length) return { text: say(HOWL_TEXT.noAnswer, language), cited: [], noAnswer: true };
  const terms = await termsOf(question);
  const lines: string[] = [];
  for (const passage of passages) lines.push(`“${quotable(await keySentences(passage.text, terms))}” [${passage.n}]`);
  return { text: `${say(HOWL_TEXT.foundLabel, language)}\n\n${lines.join("\n")}`, cited: passages, noAnswer: false };
}

export function offlineAnswerTasks(): Pick<AiProvider, "answer"> {
  return {
    async answer({ question, passages }, options: AiCallOptions = {}) {
      options.signal?.throwIfAborted();
      const value = await quoteAnswer(question, passages, options.language ?? "ko");
      options.onDelta?.(value.text);
      return { value, engine: "offline" };
    },
  };
}
