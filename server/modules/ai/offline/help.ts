// The help chatbot's offline engine (docs/product/ai.md §8, §9): retrieval of FAQ entries with
// BM25 over Korean morphological terms (or English words), and the answer that quotes the best
// entry with its citation and links. Retrieval runs before the provider is called
// (provider.ts), so a configured model gets the same entries to answer from.
//
// The answer is plain text with two kinds of link written `[label](target)`: a site path
// ("/curation-guide") or `ask:` (a related question the chat can send). The chat renders only
// those two; everything else stays text.
import { FAQ, type FaqItem } from "../../../../core/faq";
import type { Language } from "../../../../core/i18n";
import { say, texts } from "../../../../core/i18n";
import type { AiProvider, FaqEntry, Passage } from "../provider";
import { buildBm25, type Bm25Index } from "./bm25";
import type { Token } from "garu-ko";
import { analyser, chunksOf, sentencesOf, termsOfTokens } from "./korean";

export const HELP_TEXT = texts({
  source: { ko: "출처: 자주 묻는 질문", en: "Source: FAQ" },
  page: { ko: "관련 페이지", en: "Related page" },
  related: { ko: "관련 질문", en: "Related questions" },
  noAnswer: {
    ko: "죄송해요, 그 질문에 맞는 답을 FAQ에서 찾지 못했어요. 다른 말로 물어보시거나 자주 묻는 질문 페이지에서 분야별로 찾아보세요.",
    en: "Sorry, I could not find an answer to that in the FAQ. Try other words, or browse the FAQ by category.",
  },
  faqPage: { ko: "자주 묻는 질문 보기", en: "Open the FAQ" },
});

/** Korean terms keep their compounds; their syllable pairs are added so 큐레이션보상 still meets 큐레이션 and 보상. */
function withPieces(terms: string[]): string[] {
  const out = [...terms];
  for (const term of terms) {
    const chars = [...term];
    if (chars.length >= 3 && /^[\uac00-\ud7a3]+$/.test(term))
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

const ENGLISH_STOP = new Set(
  "a an the is are was were be been do does did i my me you your we our it its of to in on at for with and or how what when where why which who can could should would will there this that these those have has any about from by as if not no so up out".split(
    " ",
  ),
);

/** English words, lower-cased, common words dropped, plural and -ing/-ed endings trimmed. */
export function englishTerms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => !ENGLISH_STOP.has(w))
    .map((w) => w.replace(/(?:ing|ed|es|s)$/, "") || w)
    .filter((w) => w.length > 1);
}

/** Verbs that ask the same thing: earning, collecting, getting are all 받다 here. */
const VERB_SAME: Record<string, string> = { 모으: "받", 얻: "받", 벌: "받", 쌓: "받", 획득하: "받", 까먹: "잊", 잃어버리: "잊" };

/**
 * Korean terms of a question or answer: the nouns of korean.ts (compounds joined, their syllable
 * pairs added) and the verb stems — "how do I *get* points" and "what *are* points for" differ
 * only in their verbs.
 */
async function koreanTerms(text: string): Promise<string[]> {
  const garu = await analyser();
  const out: string[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const chunk of chunksOf(sentence)) {
      const { tokens } = garu.analyze(chunk) as { tokens: Token[] };
      out.push(...withPieces(termsOfTokens(tokens, chunk)));
      for (const token of tokens) if (token.pos === "VV" || token.pos === "VA") out.push(`~${VERB_SAME[token.text] ?? token.text}`);
    }
  }
  return out;
}

async function termsIn(text: string, language: Language): Promise<string[]> {
  return language === "en" ? englishTerms(text) : koreanTerms(text);
}

export interface FaqHit {
  item: FaqItem;
  score: number;
}

/** Below this a hit is a stray word in common, not an answer. */
const MIN_SCORE = 1.5;
/** What the entry is about (question, keywords) weighs more than words its answer happens to use. */
const ABOUT_WEIGHT = 3;
const ANSWER_WEIGHT = 0.5;

/** Words of a question that say it is a question, not what it is about. */
const KOREAN_STOP = new Set([
  "방법",
  "어떻게",
  "경우",
  "이것",
  "정도",
  "알려",
  "~알리",
  "~하",
  "~되",
  "~있",
  "~없",
  "~보",
  "~주",
  "~해",
  "~어떻",
  "~이",
]);

interface FaqIndexes {
  about: Bm25Index;
  answer: Bm25Index;
}

/** The entries the chatbot answers from and a version that changes whenever they do (docs/decisions/0169). */
export interface FaqSource {
  version: string;
  items: readonly FaqItem[];
}

/** The seed of core/faq.ts (tests of retrieval; the app reads the operators' table). */
export const SEED_FAQ: FaqSource = { version: "seed", items: FAQ };

const indexes = new Map<Language, { version: string; built: Promise<FaqIndexes> }>();

/** The FAQ's indexes in one language, built once per version of the entries: what each entry is about, and its answer. */
function faqIndexes(language: Language, source: FaqSource): Promise<FaqIndexes> {
  const cached = indexes.get(language);
  if (cached && cached.version === source.version) return cached.built;
  const built = (async () => {
    const about: string[][] = [];
    const answer: string[][] = [];
    for (const item of source.items) {
      about.push(await termsIn(`${item.question[language]} ${item.keywords?.[language] ?? ""}`, language));
      answer.push(await termsIn(item.answer[language], language));
    }
    return { about: buildBm25(about), answer: buildBm25(answer) };
  })();
  built.catch(() => {
    if (indexes.get(language)?.built === built) indexes.delete(language);
  });
  indexes.set(language, { version: source.version, built });
  return built;
}

/**
 * FAQ entries for a question, best first; empty when nothing scores. An entry must share a term
 * with its question or keywords: a word that only its answer mentions in passing ("today") is
 * no reason to answer with it.
 */
export async function searchFaq(question: string, language: Language, limit = 3, source: FaqSource = SEED_FAQ): Promise<FaqHit[]> {
  const [{ about, answer }, allTerms] = await Promise.all([faqIndexes(language, source), termsIn(question.slice(0, 500), language)]);
  const items = source.items;
  const terms = allTerms.filter((t) => !KOREAN_STOP.has(t));
  const answerScores = new Map(answer.search(terms, items.length).map((hit) => [hit.doc, hit.score]));
  return about
    .search(terms, items.length)
    .map((hit) => ({ item: items[hit.doc]!, score: ABOUT_WEIGHT * hit.score + ANSWER_WEIGHT * (answerScores.get(hit.doc) ?? 0) }))
    .filter((hit) => hit.score >= MIN_SCORE)
    .sort((x, y) => y.score - x.score)
    .slice(0, limit);
}

/** An FAQ hit in the reader's language, as the provider takes it. */
export function faqEntryOf(hit: FaqHit, language: Language): FaqEntry & { score: number } {
  const { item } = hit;
  return {
    id: item.id,
    category: item.category,
    question: item.question[language],
    answer: item.answer[language],
    link: item.link,
    score: hit.score,
  };
}

/** Where an entry lives on the FAQ page. */
export function faqAnchor(id: string): string {
  return `/faq#${id}`;
}

/** Link labels may not break the `[label](target)` notation (brackets close it; parentheses may stay). */
function label(text: string): string {
  return text.replace(/[[\]]/g, " ").trim();
}

/** The citation line of an entry and the link to the page it is about: `[n] [Source · question](/faq#id)`. */
export function sourceLines(entry: FaqEntry, n: number, language: Language): string[] {
  const lines = [`[${n}] [${say(HELP_TEXT.source, language)} · ${label(entry.question)}](${faqAnchor(entry.id)})`];
  if (entry.link) lines.push(`[${say(HELP_TEXT.page, language)}](${entry.link})`);
  return lines;
}

/** What the chat shows when nothing answers: the FAQ page to browse. */
export function faqPageLine(language: Language): string {
  return `[${say(HELP_TEXT.faqPage, language)}](/faq)`;
}

export function offlineHelpTasks(): Pick<AiProvider, "help"> {
  return {
    async help({ entries }, options) {
      const language = options?.language ?? "ko";
      const best = entries[0];
      if (!best) {
        const text = `${say(HELP_TEXT.noAnswer, language)}\n${faqPageLine(language)}`;
        options?.onDelta?.(text);
        return { value: { text, cited: [], noAnswer: true }, engine: "offline" };
      }
      const lines = [`${best.answer} [1]`, "", ...sourceLines(best, 1, language)];
      const related = entries.slice(1, 3);
      if (related.length > 0) {
        lines.push("", `${say(HELP_TEXT.related, language)}:`);
        for (const entry of related) lines.push(`- [${label(entry.question)}](ask:)`);
      }
      const text = lines.join("\n");
      const cited: Passage[] = [
        {
          n: 1,
          boardNo: 0,
          url: best.link ?? faqAnchor(best.id),
          title: best.question,
          text: best.answer,
          score: (best as { score?: number }).score ?? 0,
        },
      ];
      options?.onDelta?.(text);
      return { value: { text, cited, noAnswer: false }, engine: "offline" };
    },
  };
}
