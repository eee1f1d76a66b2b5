// The English analyser of the offline AI engine: compromise's parts of speech (pure JavaScript,
// no model to download). A post written in English gets nouns as terms — singular, lower case —
// and noun phrases for its title, as the Korean analyser gives a Korean post.
import nlp from "compromise";
import { ENGLISH_STOP_WORDS } from "./stopwords";

interface Word {
  text: string;
  root: string;
  tags: string[];
}

export interface EnglishSentence {
  sentence: string;
  /** Nouns of the sentence, singular and lower-cased, in order (stop words left out). */
  terms: string[];
  /** Each term as this sentence writes it (lessons, Seoul). */
  written: string[];
  /** Noun phrases (adjectives and nouns ending in a noun), as written, with their terms. */
  phrases: { text: string; terms: string[] }[];
}

/** A noun, or a verb's -ing form used as one (swimming, knitting, proofing). */
const isNoun = (w: Word) =>
  (w.tags.includes("Noun") || w.tags.includes("Gerund")) && !w.tags.includes("Pronoun") && !w.tags.includes("Value");
const writtenOf = (w: Word) => {
  const bare = w.text.replace(/[^\p{L}\p{N}+#-]/gu, "").replace(/'s$/, "");
  return w.tags.includes("ProperNoun") ? bare : bare.toLowerCase();
};
const termOf = (w: Word) => (w.root || w.text).toLowerCase().replace(/[^a-z0-9+#-]/g, "");
const useful = (term: string) => term.length > 1 && !ENGLISH_STOP_WORDS.has(term) && !/^[\d.,]+$/.test(term);

/** Sentences of an English text with their noun terms and noun phrases. */
export function englishSentences(text: string): EnglishSentence[] {
  const out: EnglishSentence[] = [];
  const parsed: { text: string; terms: Word[] }[] = [];
  for (const line of text.split(/\n+/)) {
    if (!line.trim()) continue;
    const doc = nlp(line);
    doc.compute("root");
    parsed.push(...(doc.json() as { text: string; terms: Word[] }[]));
  }
  // A word the text uses as a noun anywhere is a noun everywhere in it: "sourdough" in "my
  // first sourdough" is the same subject as in "a sourdough loaf", where it modifies.
  const nouns = new Set(parsed.flatMap((s) => s.terms.filter(isNoun).map(termOf)));
  const nounHere = (w: Word) => isNoun(w) || (nouns.has(termOf(w)) && !w.tags.includes("Verb") && !w.tags.includes("Pronoun"));
  {
    for (const s of parsed) {
      const sentence = s.text.trim();
      if (!sentence) continue;
      const terms: string[] = [];
      const written: string[] = [];
      const phrases: EnglishSentence["phrases"] = [];
      let run: Word[] = [];
      const flush = () => {
        // A phrase ends in a noun: trailing adjectives are dropped, leading stop words too.
        while (run.length && !isNoun(run[run.length - 1]!)) run.pop();
        while (run.length && !useful(termOf(run[0]!))) run.shift();
        const words = run.filter((w) => isNoun(w) && useful(termOf(w)));
        if (words.length)
          phrases.push({ text: run.map((w) => w.text.replace(/[^\p{L}\p{N}'+#-]/gu, "")).join(" "), terms: words.map(termOf) });
        run = [];
      };
      for (const w of s.terms) {
        const term = termOf(w);
        if (nounHere(w) && useful(term)) {
          terms.push(term);
          written.push(writtenOf(w));
        }
        const joins = (isNoun(w) || w.tags.includes("Adjective")) && !w.tags.includes("Possessive") && useful(term);
        if (joins) run.push(w);
        else flush();
        // A comma or a possessive ends the phrase after this word.
        if (/[,;:]$/.test(w.text) || w.tags.includes("Possessive")) flush();
      }
      flush();
      out.push({ sentence, terms, written, phrases });
    }
  }
  return out;
}

/** Whether a text is written mostly in Latin letters (an English post) rather than Hangul. */
export function isMostlyLatin(text: string): boolean {
  const sample = text.slice(0, 4_000);
  const hangul = (sample.match(/[\uac00-\ud7a3]/g) ?? []).length;
  const latin = (sample.match(/[A-Za-z]/g) ?? []).length;
  // A Hangul syllable carries about three Latin letters' worth of sound.
  return latin > hangul * 3;
}
