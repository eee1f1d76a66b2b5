// AI 제목 offline (docs/product/ai.md §2.7): a title made of the post's key phrases, never its
// first sentence. The phrases are the text's own noun phrases — "주식 투자", "처음 시작하는 주식
// 투자", "sourdough starter" — weighed by the keywords they hold; a short one takes the next
// keywords as its subtitle ("주식 투자: 배당과 분산투자"). A short heading line the member wrote
// at the top that names a keyword is their title already.
import { AI_TITLE_MAX } from "../../../../core/ai-editor";
import { englishSentences } from "./english";
import { koreanPhrases, type Phrase } from "./korean";

/** Characters of the text read for phrases (the subject shows in its first part). */
const PHRASE_TEXT_MAX = 3_000;
/** A phrase this short (characters) takes two keywords as its subtitle. */
const SHORT_PHRASE = 14;

/** A line that ends a sentence (a full stop, a question, 다/요 at the end) is no heading. */
export const SENTENCE_END = /([.!?…。]|[다요죠음함임])["'”’)]*$/u;

/** The member's own heading: the first line when it is short, not a sentence, and text follows. */
export function headingLine(text: string, keywords: string[]): string | null {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines[0];
  if (!first || lines.length < 2 || [...first].length > AI_TITLE_MAX || SENTENCE_END.test(first)) return null;
  const lower = first.toLowerCase();
  return keywords.some((k) => lower.includes(k.toLowerCase())) ? first.replace(/^#+\s*/, "") : null;
}

/** 과 after a final consonant, 와 after a vowel (a Latin word or a number is read as it ends). */
export function andParticle(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (last >= 0xac00 && last <= 0xd7a3) return (last - 0xac00) % 28 === 0 ? "와" : "과";
  return /[lmnr0136789]$/i.test(word) ? "과" : "와";
}

/** Noun phrases of the text (English by compromise, Korean by garu-ko). */
export async function phrasesOfText(text: string, language: "ko" | "en"): Promise<Phrase[]> {
  const head = text.slice(0, PHRASE_TEXT_MAX);
  if (language === "en") return englishSentences(head).flatMap((s) => s.phrases);
  const out: Phrase[] = [];
  for (const line of head.split(/\n+/)) if (line.trim()) out.push(...(await koreanPhrases(line)));
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The title: the phrase holding the most keyword weight for its length; a short one gets the
 * strongest keywords it lacks as a subtitle. `keywords` are the text's keywords best first
 * (as written), `weight` their scores.
 */
export function titleFromPhrases(
  phrases: Phrase[],
  keywords: { term: string; written: string; weight: number }[],
  language: "ko" | "en",
  max = AI_TITLE_MAX,
  subtitle = true,
): string {
  if (!keywords.length) return "";
  const top = keywords[0]!.weight || 1;
  const weightOf = new Map(keywords.map((k) => [k.term, k.weight / top]));
  const counts = new Map<string, number>();
  for (const p of phrases) counts.set(p.text, (counts.get(p.text) ?? 0) + 1);
  // A title names the subject: a phrase holding one of the three strongest keywords, and the
  // phrases a text repeats (주식 투자, 수면 교육) are its subject's name.
  const lead = new Set(keywords.slice(0, 3).map((k) => k.term));
  let best: { phrase: Phrase; score: number } | null = null;
  for (const phrase of phrases) {
    const length = [...phrase.text].length;
    if (length > max || length < 2) continue;
    const terms = [...new Set(phrase.terms)];
    if (!terms.some((t) => lead.has(t))) continue;
    const weight = terms.reduce((s, t) => s + (weightOf.get(t) ?? 0), 0);
    // Long phrases read as sentences: the weight per character falls off past ~24 characters.
    const fit = length <= 24 ? 1 : 24 / length;
    // Words that carry no keyword (a modifier clause, a stray noun) cost each.
    const words = phrase.text.split(/\s+/).length;
    const named = terms.filter((t) => weightOf.has(t)).length;
    const idle = Math.max(0, words - named);
    const score = weight * fit * Math.pow(0.7, idle) * (1 + 0.1 * Math.min(3, (counts.get(phrase.text) ?? 1) - 1)) * (named >= 2 ? 1.3 : 1);
    if (!best || score > best.score + 1e-9) best = { phrase, score };
  }
  const head = best ? best.phrase.text : keywords[0]!.written;
  const covered = best ? best.phrase.terms : [keywords[0]!.term];
  if (!subtitle || [...head].length > SHORT_PHRASE) return language === "en" ? capitalise(head) : head;
  const lowerHead = head.toLowerCase();
  // The subtitle: strong keywords only (a third of the strongest's weight or more) the head lacks.
  const extra = keywords
    .slice(0, 5)
    .filter((k) => k.weight >= keywords[0]!.weight / 3)
    .filter((k) => !covered.includes(k.term) && !lowerHead.includes(k.written.toLowerCase()))
    .slice(0, 2)
    .map((k) => k.written);
  if (!extra.length) return language === "en" ? capitalise(head) : head;
  const rest =
    language === "en" ? extra.join(" and ") : extra.length === 2 ? `${extra[0]}${andParticle(extra[0]!)} ${extra[1]}` : extra[0]!;
  const title = `${language === "en" ? capitalise(head) : head}: ${rest}`;
  return [...title].length <= max ? title : language === "en" ? capitalise(head) : head;
}
