// Passages of a post for 하울 AI (docs/product/ai.md §7.2): a post's plain text cut into pieces of
// a few sentences that an answer can quote whole, each with its garu-ko terms, and the ranking
// of the passages of the candidate posts against a question (BM25).
import { buildBm25 } from "../offline/bm25";
import { sentencesOf, termsBySentence } from "../offline/korean";

/** Questions and passages keep single-syllable nouns: "물은 얼마나?" asks about 물. */
export const HOWL_TERMS = { short: true } as const;

/** A passage ends once it reaches this many characters … */
export const PASSAGE_TARGET = 200;
/** … and never grows past this many (a longer sentence is cut at spaces). */
export const PASSAGE_MAX = 400;
/**
 * Characters of a post's content analysed. Long documents answer from their beginning; the
 * analyser costs ~1 ms per 100 characters, and a question may meet twenty uncached posts.
 */
export const ANALYSED_CHARS = 6_000;

/** Cuts a text into passages of whole sentences, about PASSAGE_TARGET–PASSAGE_MAX characters each. */
export function splitPassages(text: string, { target = PASSAGE_TARGET, max = PASSAGE_MAX } = {}): string[] {
  const out: string[] = [];
  let current = "";
  const push = () => {
    if (current.trim()) out.push(current.trim());
    current = "";
  };
  for (const sentence of sentencesOf(text)) {
    for (const piece of cutLong(sentence, max)) {
      if (current && current.length + 1 + piece.length > max) push();
      current = current ? `${current} ${piece}` : piece;
      if (current.length >= target) push();
    }
  }
  push();
  return out;
}

function cutLong(sentence: string, max: number): string[] {
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    let cut = rest.lastIndexOf(" ", max);
    if (cut < max / 2) cut = max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** A passage of a post; its terms are worked out the first time a question may need them. */
export interface PostPassage {
  text: string;
  /** The text lower-cased, to see cheaply whether a question term can be in it. */
  lower: string;
  terms?: string[];
}

export interface SplitPost {
  titleTerms: string[];
  passages: PostPassage[];
}

/** A post's passages (its content's beginning) and its title's terms; passage terms come later. */
export async function splitPost(title: string, content: string): Promise<SplitPost> {
  const titleTerms = (await termsBySentence(title, HOWL_TERMS)).flatMap((s) => s.terms);
  const passages = splitPassages(content.slice(0, ANALYSED_CHARS)).map((text) => ({ text, lower: text.toLowerCase() }));
  return { titleTerms, passages };
}

/**
 * The passages of a post that can hold a question term, with their terms (analysed once and
 * kept on the passage). A term is a noun of the text (compounds are written as one word), so a
 * passage whose text does not contain it cannot hold it: those are never analysed.
 */
export async function passagesFor(post: SplitPost, questionTerms: string[]): Promise<{ text: string; terms: string[] }[]> {
  const out: { text: string; terms: string[] }[] = [];
  for (const passage of post.passages) {
    if (!questionTerms.some((t) => passage.lower.includes(t))) continue;
    passage.terms ??= (await termsBySentence(passage.text, HOWL_TERMS)).flatMap((s) => s.terms);
    out.push({ text: passage.text, terms: passage.terms });
  }
  return out;
}

/** Passages of a post with all their terms (tests, tools). */
export async function analysePost(
  title: string,
  content: string,
): Promise<{ titleTerms: string[]; passages: { text: string; terms: string[] }[] }> {
  const post = await splitPost(title, content);
  for (const p of post.passages) p.terms = (await termsBySentence(p.text, HOWL_TERMS)).flatMap((s) => s.terms);
  return { titleTerms: post.titleTerms, passages: post.passages.map((p) => ({ text: p.text, terms: p.terms ?? [] })) };
}

/** A passage of a candidate post, as ranking sees it. */
export interface CandidatePassage {
  /** Index of the post among the candidates. */
  post: number;
  text: string;
  terms: string[];
  titleTerms: string[];
  /** The post's title as a passage of its own (an answer written in the title). */
  title?: boolean;
}

export interface RankedPassage extends CandidatePassage {
  score: number;
  /** Share of the question's weight (idf) the passage or its title holds, 0–1. */
  coverage: number;
  /** Share the passage's own text holds: the one that says the answer outranks one beside it. */
  own: number;
}

/**
 * A passage is quoted only when it (with its post's title) holds at least this share of the
 * question's weight, and its own text holds some question term: below it, the page says there
 * is no answer rather than quoting something merely nearby.
 */
export const MIN_COVERAGE = 0.5;
/** Passages quoted at most, and at most this many from one post. */
export const MAX_QUOTED = 3;
export const MAX_PER_POST = 2;
/** A passage scoring below this share of the best one is not worth quoting beside it. */
export const RELATIVE_SCORE = 0.4;

/** How many passages a ranking keeps and how close to the question they must be. */
export interface PassageLimits {
  minCoverage: number;
  maxQuoted: number;
  maxPerPost: number;
  relativeScore: number;
}

/** 하울's answers: few passages, each holding most of the question. */
export const ANSWER_LIMITS: PassageLimits = {
  minCoverage: MIN_COVERAGE,
  maxQuoted: MAX_QUOTED,
  maxPerPost: MAX_PER_POST,
  relativeScore: RELATIVE_SCORE,
};

/**
 * Ranks passages against the question's terms: BM25 over each passage's own terms plus its
 * post's title terms (a passage of a post titled with the subject is about the subject), then
 * keeps the few that cover the question, best first.
 */
export function rankPassages(
  questionTerms: string[],
  passages: CandidatePassage[],
  limits: PassageLimits = ANSWER_LIMITS,
): RankedPassage[] {
  const query = [...new Set(questionTerms)];
  if (!query.length || !passages.length) return [];
  const index = buildBm25(passages.map((p) => [...p.terms, ...p.titleTerms]));
  // Terms weigh by how rare they are among the candidates; a question term no passage holds
  // weighs as much as an average held term (missing it counts, but the idf of a tiny candidate
  // set must not decide alone).
  const held = query.map((t) => index.idf(t));
  const present = held.filter((w) => w > 0);
  const average = present.length ? present.reduce((a, w) => a + w, 0) / present.length : 1;
  const weights = held.map((w) => (w > 0 ? w : average));
  const total = weights.reduce((a, w) => a + w, 0);
  const hits = index.search(query, 50);
  const ranked: RankedPassage[] = [];
  for (const hit of hits) {
    const p = passages[hit.doc]!;
    const own = new Set(p.terms);
    if (!query.some((t) => own.has(t))) continue;
    const withTitle = new Set([...p.terms, ...p.titleTerms]);
    const coverage = query.reduce((a, t, i) => a + (withTitle.has(t) ? weights[i]! : 0), 0) / total;
    if (coverage < limits.minCoverage) continue;
    const ownShare = query.reduce((a, t, i) => a + (own.has(t) ? weights[i]! : 0), 0) / total;
    ranked.push({ ...p, score: hit.score, coverage, own: ownShare });
  }
  // Most of the question first; then the passage whose own words hold it; a title only before the
  // text when it holds more; then BM25.
  ranked.sort(
    (x, y) => y.coverage - x.coverage || y.own - x.own || Number(x.title ?? false) - Number(y.title ?? false) || y.score - x.score,
  );
  const best = ranked[0];
  if (!best) return [];
  const perPost = new Map<number, number>();
  const kept: RankedPassage[] = [];
  for (const p of ranked) {
    if (kept.length >= limits.maxQuoted) break;
    if (p.score < best.score * limits.relativeScore) continue;
    const n = perPost.get(p.post) ?? 0;
    if (n >= limits.maxPerPost) continue;
    perPost.set(p.post, n + 1);
    kept.push(p);
  }
  return kept;
}
