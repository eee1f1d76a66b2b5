// Offline editor tasks: title, tags, enrichment, continuation (docs/product/ai.md §2). Every
// result is taken from the member's own text (keywords, key sentences, phrases of it) or from
// published posts; nothing here writes words the text does not contain.
import { AI_LONG_SENTENCE, AI_REPEAT_COUNT, AI_REPEAT_SPAN, AI_TAG_COUNT, AI_TITLE_MAX, AI_EDITOR_MSG } from "../../../../core/ai-editor";
import { AI_TAG_KEYWORD_CUT } from "../../../../core/ai";
import { say } from "../../../../core/i18n";
import type { AiProvider, Enrichment } from "../provider";
import { termsBySentence } from "./korean";
import { textRank } from "./rank";

export interface EditorDeps {
  /**
   * How many published posts hold each term, and how many posts there are: tags weigh a term
   * by how rare it is across the site (a word every post uses is no tag).
   */
  documentFrequency(terms: string[]): Promise<{ total: number; df: Map<string, number> }>;
}

type Analysed = { sentence: string; terms: string[] }[];

/** Terms closer than this (in a sentence's term order) are linked in the keyword graph. */
const COOCCURRENCE_WINDOW = 3;
/** Key points of the enrichment. */
const KEY_POINTS = 3;

const PARTICLE = /(?:이|가|은|는|을|를|의|에|로|으로|과|와|도)$/u;

/**
 * The analyser now and then leaves a particle on a noun (피벗테이블이); where the bare noun is a
 * term of the same text, the two are one term.
 */
export function foldParticles(analysed: Analysed): Analysed {
  const known = new Set(analysed.flatMap((s) => s.terms));
  const fold = (term: string) => {
    const stem = term.replace(PARTICLE, "");
    return stem !== term && known.has(stem) ? stem : term;
  };
  return analysed.map(({ sentence, terms }) => ({ sentence, terms: terms.map(fold) }));
}

/** A foreign word as the text writes it (terms are lower-cased: VLOOKUP, not vlookup). */
function writtenAs(term: string, analysed: Analysed): string {
  if (!/[a-z]/.test(term)) return term;
  for (const { sentence } of analysed) {
    const at = sentence.toLowerCase().indexOf(term);
    if (at >= 0) return sentence.slice(at, at + term.length);
  }
  return term;
}

/** Keyword scores of a text: TextRank over noun co-occurrence inside a sentence. */
export function keywordScores(analysed: Analysed): Map<string, number> {
  const index = new Map<string, number>();
  for (const { terms } of analysed) for (const t of terms) if (!index.has(t)) index.set(t, index.size);
  const links = new Map<number, number>();
  const n = index.size;
  for (const { terms } of analysed) {
    for (let i = 0; i < terms.length; i++) {
      for (let j = i + 1; j < Math.min(terms.length, i + COOCCURRENCE_WINDOW + 1); j++) {
        const a = index.get(terms[i]!)!;
        const b = index.get(terms[j]!)!;
        if (a === b) continue;
        const key = Math.min(a, b) * n + Math.max(a, b);
        links.set(key, (links.get(key) ?? 0) + 1);
      }
    }
  }
  const scores = textRank(n, (i, j) => links.get(i * n + j) ?? 0);
  // A text of one-term sentences has no links: frequency decides.
  const counts = new Map<string, number>();
  for (const { terms } of analysed) for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  const out = new Map<string, number>();
  for (const [term, i] of index) out.set(term, scores[i]! + 0.01 * counts.get(term)!);
  return out;
}

/**
 * Nouns that name no subject (how, when, why, people in general): frequent in any text, they are
 * never a post's tag. A large site's document frequency pushes them down anyway; this list keeps
 * a young site (few posts in its statistics) from proposing them.
 */
const GENERIC_NOUNS = new Set(
  "사람 문제 준비 방법 경우 시간 정도 생각 이유 때문 처음 다음 부분 내용 결과 사용 필요 가능 확인 걱정 자신 하나 대부분 이상 이하 이후 이전 동안 사이 요즘 오늘 정말 조금 여러분".split(
    " ",
  ),
);

/** Whether a term can be a tag: not a bare number, not a lone Latin letter, not a generic noun. */
function taggable(term: string): boolean {
  return !/^[\d.,]+$/.test(term) && !/^[a-z]$/i.test(term) && !GENERIC_NOUNS.has(term);
}

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
export function rankTags(analysed: Analysed, stats: { total: number; df: Map<string, number> }, count = AI_TAG_COUNT): string[] {
  analysed = foldParticles(analysed);
  const scores = keywordScores(analysed);
  const weighted = [...scores]
    .filter(([term]) => taggable(term))
    .map(([term, score]) => {
      // Smoothed idf: with no statistics yet every term weighs the same.
      const idf = stats.total > 0 ? Math.log((stats.total + 1) / ((stats.df.get(term) ?? 0) + 1)) + 1 : 1;
      return { term, score: score * idf };
    })
    .sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const { term } of weighted) {
    const tag = [...writtenAs(term, analysed)].slice(0, AI_TAG_KEYWORD_CUT).join("");
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
 * The key sentence as a title; a long one is cut to its best phrase: the run of consecutive
 * words (at most AI_TITLE_MAX characters) holding the most keyword weight, its last word cut
 * back to the keyword it starts with (인공지능은 → 인공지능). Only the text's own words.
 */
export function titleOf(analysed: Analysed, max = AI_TITLE_MAX): string {
  if (!analysed.length) return "";
  const ranks = sentenceScores(analysed);
  let best = 0;
  ranks.forEach((r, i) => {
    if (r > ranks[best]! + 1e-9) best = i;
  });
  const sentence = analysed[best]!.sentence.replace(TRAILING, "").trim();
  if ([...sentence].length <= max) return sentence;
  const keywords = keywordScores(analysed);
  const terms = analysed[best]!.terms;
  const words = sentence.split(/\s+/);
  const weightOf = (word: string) => terms.filter((t) => word.includes(t)).reduce((s, t) => s + (keywords.get(t) ?? 0), 0);
  const weights = words.map(weightOf);
  let bestRun = { from: 0, to: 1, weight: -1 };
  for (let from = 0; from < words.length; from++) {
    let length = -1;
    let weight = 0;
    for (let to = from; to < words.length; to++) {
      length += [...words[to]!].length + 1;
      if (length > max) break;
      weight += weights[to]!;
      if (weight > bestRun.weight) bestRun = { from, to: to + 1, weight };
    }
  }
  const phrase = words.slice(bestRun.from, bestRun.to);
  const last = phrase[phrase.length - 1] ?? "";
  const stem = terms.filter((t) => last.startsWith(t)).sort((a, b) => b.length - a.length)[0];
  if (stem) phrase[phrase.length - 1] = stem;
  const title = phrase.join(" ").replace(TRAILING, "").trim();
  return title || [...sentence].slice(0, max).join("").trim();
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
  return {
    async title({ body }) {
      return { value: titleOf(await termsBySentence(body)), engine: "offline" };
    },
    async tags({ body }) {
      const analysed = await termsBySentence(body);
      const stats = await deps.documentFrequency([...new Set(analysed.flatMap((s) => s.terms))]);
      return { value: rankTags(analysed, stats), engine: "offline" };
    },
    async enrichment({ body, related }, options) {
      const analysed = await termsBySentence(body);
      return {
        value: { keyPoints: keyPointsOf(analysed), related, advice: adviceOf(analysed, options?.language), suggestion: "" },
        engine: "offline",
      };
    },
    async continuation({ related }) {
      // Nothing offline writes prose: the member gets passages of published posts instead.
      return { value: { text: "", related }, engine: "offline" };
    },
  };
}
