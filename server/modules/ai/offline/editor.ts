// Offline editor tasks: title, tags, enrichment, continuation (docs/product/ai.md §2). Every
// result is taken from the member's own text (keywords, key sentences, phrases of it) or from
// published posts; nothing here writes words the text does not contain.
import { AI_LONG_SENTENCE, AI_REPEAT_COUNT, AI_REPEAT_SPAN, AI_TAG_COUNT, AI_EDITOR_MSG } from "../../../../core/ai-editor";
import { AI_TAG_KEYWORD_CUT } from "../../../../core/ai";
import { say } from "../../../../core/i18n";
import type { AiProvider, Enrichment } from "../provider";
import { additionsOf, outlineOf, structureAdvice } from "./enrich";
import { analyseText, rankKeywords, taggable, type Analysed } from "./keywords";
import { textRank } from "./rank";
import { headingLine, phrasesOfText, titleFromPhrases } from "./title";

export interface EditorDeps {
  /**
   * How many published posts hold each term, and how many posts there are: tags weigh a term
   * by how rare it is across the site (a word every post uses is no tag).
   */
  documentFrequency(terms: string[]): Promise<{ total: number; df: Map<string, number> }>;
}

/** Key points of the enrichment. */
const KEY_POINTS = 3;

/** Sentence scores: TextRank over term overlap between sentences (normalised by length). */
export function sentenceScores(analysed: Analysed): number[] {
  const sets = analysed.map((s) => new Set(s.terms));
  return textRank(analysed.length, (i, j) => {
    const a = sets[i]!;
    const b = sets[j]!;
    if (a.size < 2 || b.size < 2) return 0;
    let shared = 0;
    for (const t of a) if (b.has(t)) shared += 1;
    return shared === 0 ? 0 : shared / (Math.log(a.size) + Math.log(b.size));
  });
}

/** Top tags of an analysed text, weighted by how rare each term is across the site. */
export function rankTags(
  analysed: Analysed,
  stats: { total: number; df: Map<string, number> },
  count = AI_TAG_COUNT,
  subjectTerms: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { written } of rankKeywords(analysed, stats, subjectTerms)) {
    const tag = [...written].slice(0, AI_TAG_KEYWORD_CUT).join("");
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === count) break;
  }
  return out;
}

const TRAILING = /[\s.,!?…·:;~"'“”‘’()[\]-]+$/u;

/**
 * AI 제목: the member's own heading line when the text opens with one that names a keyword,
 * otherwise a title of the text's key phrases (title.ts).
 */
export async function titleOf(text: string, stats: { total: number; df: Map<string, number> }): Promise<string> {
  const { language, sentences } = await analyseText(text);
  const keywords = rankKeywords(sentences, stats);
  const heading = headingLine(
    text,
    keywords.slice(0, 5).map((k) => k.written),
  );
  if (heading) return heading;
  return titleFromPhrases(await phrasesOfText(text, language), keywords.slice(0, 8), language);
}

/** Sentence-level advice: long sentences, and a noun repeated within a short span. */
export function adviceOf(analysed: Analysed, language: "ko" | "en" = "ko"): Enrichment["advice"] {
  const advice: Enrichment["advice"] = [];
  for (const { sentence } of analysed) {
    const length = [...sentence].length;
    if (length > AI_LONG_SENTENCE)
      advice.push({ kind: "long-sentence", sentence, note: say(AI_EDITOR_MSG.longSentence, language, { length }) });
  }
  // Each occurrence of a term with its character offset in the running text.
  const occurrences = new Map<string, { at: number; sentence: string }[]>();
  let offset = 0;
  for (const { sentence, terms } of analysed) {
    let from = 0;
    for (const term of terms) {
      const found = sentence.indexOf(term, from);
      const local = found >= 0 ? found : from;
      if (found >= 0) from = found + term.length;
      const list = occurrences.get(term) ?? [];
      list.push({ at: offset + local, sentence });
      occurrences.set(term, list);
    }
    offset += sentence.length + 1;
  }
  for (const [word, list] of occurrences) {
    if (!taggable(word) || list.length < AI_REPEAT_COUNT) continue;
    // The densest window of occurrences spanning at most AI_REPEAT_SPAN characters; one advice per word.
    let bestCount = 0;
    let bestStart = 0;
    for (let i = 0, j = 0; j < list.length; j++) {
      while (list[j]!.at - list[i]!.at > AI_REPEAT_SPAN) i++;
      if (j - i + 1 > bestCount) {
        bestCount = j - i + 1;
        bestStart = i;
      }
    }
    if (bestCount >= AI_REPEAT_COUNT) {
      advice.push({
        kind: "repeated-word",
        sentence: list[bestStart]!.sentence,
        note: say(AI_EDITOR_MSG.repeatedWord, language, { word, count: bestCount }),
      });
    }
  }
  return advice;
}

/** The top sentences of the text, in the order the text has them. */
export function keyPointsOf(analysed: Analysed, count = KEY_POINTS): string[] {
  const ranks = sentenceScores(analysed);
  // A sentence written twice (a title repeated in the text) is one key point.
  const seen = new Set<string>();
  return ranks
    .map((rank, i) => ({ rank, i }))
    .sort((a, b) => b.rank - a.rank || a.i - b.i)
    .filter(({ i }) => {
      const key = analysed[i]!.sentence.replace(TRAILING, "");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
    .map(({ i }) => analysed[i]!.sentence);
}

export function offlineEditorTasks(deps: EditorDeps): Pick<AiProvider, "title" | "tags" | "enrichment" | "continuation"> {
  const statsOf = async (analysed: Analysed) => deps.documentFrequency([...new Set(analysed.flatMap((s) => s.terms))]);
  return {
    async title({ body }) {
      const { sentences } = await analyseText(body);
      return { value: await titleOf(body, await statsOf(sentences)), engine: "offline" };
    },
    async tags({ body, subject }) {
      // The title, when the member wrote one, is read with the text and weighs more.
      const { sentences } = await analyseText(subject ? `${subject}\n${body}` : body);
      const subjectTerms = new Set(subject ? (await analyseText(subject)).sentences.flatMap((s) => s.terms) : []);
      return { value: rankTags(sentences, await statsOf(sentences), AI_TAG_COUNT, subjectTerms), engine: "offline" };
    },
    async enrichment({ body, related, passages = [] }, options) {
      const { language, sentences } = await analyseText(body);
      const outline = await outlineOf(body, language);
      const advice = [...structureAdvice(body, outline, options?.language), ...adviceOf(sentences, options?.language)];
      return {
        value: {
          keyPoints: keyPointsOf(sentences),
          related,
          advice,
          additions: await additionsOf(sentences, passages),
          outline,
          suggestion: "",
        },
        engine: "offline",
      };
    },
    async continuation({ related }) {
      // Nothing offline writes prose: the member gets passages of published posts instead.
      return { value: { text: "", related }, engine: "offline" };
    },
  };
}
