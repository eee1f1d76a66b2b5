// The keywords of a text (docs/product/ai.md §2.7), shared by the offline editor helpers: the
// analysis by language (garu-ko for Korean, compromise for English), TextRank over the nouns'
// co-occurrence, and the weights the tags, titles and related passages are chosen by.
import { englishSentences, isMostlyLatin } from "./english";
import { termsBySentence } from "./korean";
import { textRank } from "./rank";
import { ENGLISH_STOP_WORDS, KOREAN_STOP_NOUNS } from "./stopwords";

/** Sentences with their terms; `written` (English): each term as the sentence writes it. */
export type Analysed = { sentence: string; terms: string[]; written?: string[] }[];

export interface AnalysedText {
  language: "ko" | "en";
  sentences: Analysed;
}

/**
 * A text's sentences with the terms that can name its subject: nouns and noun compounds by
 * garu-ko for Korean, nouns by compromise for a text written mostly in Latin letters.
 */
export async function analyseText(text: string): Promise<AnalysedText> {
  if (isMostlyLatin(text))
    return { language: "en", sentences: englishSentences(text).map(({ sentence, terms, written }) => ({ sentence, terms, written })) };
  return { language: "ko", sentences: await termsBySentence(text, { subjects: true }) };
}

/** Terms closer than this (in a sentence's term order) are linked in the keyword graph. */
const COOCCURRENCE_WINDOW = 3;
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
  return analysed.map(({ sentence, terms, written }) => ({ sentence, terms: terms.map(fold), ...(written ? { written } : {}) }));
}

/**
 * A term as the text writes it: the form it uses most for an English noun (lessons for lesson,
 * Seoul for seoul); a foreign word in a Korean text as written (VLOOKUP, not vlookup).
 */
function writtenAs(term: string, analysed: Analysed): string {
  if (!/[a-z]/.test(term)) return term;
  const forms = new Map<string, number>();
  for (const { terms, written } of analysed)
    if (written) terms.forEach((t, i) => t === term && forms.set(written[i]!, (forms.get(written[i]!) ?? 0) + 1));
  if (forms.size) return [...forms].sort((a, b) => b[1] - a[1])[0]![0];
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

/** Whether a term can be a tag: not a number, not a lone letter, not a word of the stop lists. */
export function taggable(term: string): boolean {
  return !/^[\d.,]+$/.test(term) && !/^[a-z]$/i.test(term) && !KOREAN_STOP_NOUNS.has(term) && !ENGLISH_STOP_WORDS.has(term);
}

/** How much a term of the post's own title weighs over one of its text. */
const SUBJECT_BOOST = 1.6;

/**
 * The text's keywords, best first. A term's weight mixes its centrality (TextRank over
 * co-occurrence), how often the text uses it — a compound counting for the nouns it is made of
 * (청약통장 for 청약) — and how rare it is across the site; a term of the post's title weighs more.
 */
export function rankKeywords(
  analysed: Analysed,
  stats: { total: number; df: Map<string, number> },
  subjectTerms: ReadonlySet<string> = new Set(),
): { term: string; written: string; weight: number }[] {
  analysed = foldParticles(analysed);
  const scores = keywordScores(analysed);
  const counts = new Map<string, number>();
  for (const { terms } of analysed) for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  const frequency = new Map(counts);
  for (const [compound, n] of counts) {
    if ([...compound].length < 3 || /\s/.test(compound)) continue;
    for (const part of counts.keys())
      if (part !== compound && [...part].length >= 2 && (compound.startsWith(part) || compound.endsWith(part)))
        frequency.set(part, (frequency.get(part) ?? 0) + n);
  }
  const topScore = Math.max(1e-9, ...scores.values());
  const topCount = Math.max(1, ...frequency.values());
  return [...scores]
    .filter(([term]) => taggable(term))
    .map(([term, score]) => {
      // Smoothed idf: with no statistics yet every term weighs the same.
      const idf = stats.total > 0 ? Math.log((stats.total + 1) / ((stats.df.get(term) ?? 0) + 1)) + 1 : 1;
      const base = 0.5 * (score / topScore) + 0.5 * ((frequency.get(term) ?? 0) / topCount);
      return { term, written: writtenAs(term, analysed), weight: base * idf * (subjectTerms.has(term) ? SUBJECT_BOOST : 1) };
    })
    .sort((a, b) => b.weight - a.weight);
}
