// Offline summary tasks: the document summary of the AI briefing (docs/product/ai.md §6) and the
// narration of the document video (§10). Both are extractive: every sentence they return is a
// sentence of the document, chosen by TextRank over term overlap, so nothing is invented.
//
// Summary: the document is cut into sections (its own headings, else groups of pages); in each
// section the sentences are ranked (TextRank), then picked best-first while skipping any that
// repeat an earlier pick (maximal marginal relevance), and shown in document order.
import { AI_SUMMARY, AI_SUMMARY_TEXT } from "../../../../core/ai";
import { say } from "../../../../core/i18n";
import type { AiCallOptions, AiProvider, AiResult, DocSection, Scene, Summary } from "../provider";
import { reflow, termsBySentence } from "./korean";
import { textRank } from "./rank";

interface Sentence {
  text: string;
  terms: Set<string>;
  /** Terms in order with repeats (tag counting). */
  termList: string[];
  /** Position in the whole document: picks are shown in this order. */
  order: number;
}

interface Group {
  heading: string;
  text: string;
}

/** Term-overlap similarity of two sentences (TextRank's: shared terms over the log of their sizes). */
export function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  if (shared === 0) return 0;
  return shared / (Math.log(a.size + 1) + Math.log(b.size + 1));
}

/** How much of the smaller sentence's terms the other repeats (0..1): the redundancy measure. */
function redundancy(a: Set<string>, b: Set<string>): number {
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  if (small.size === 0) return 0;
  let shared = 0;
  for (const term of small) if (large.has(term)) shared += 1;
  return shared / small.size;
}

const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

/** A sentence worth quoting: long enough to say something, with at least two terms. */
const quotable = (s: Sentence) => [...s.text].length >= AI_SUMMARY.minSentenceChars && s.terms.size >= 2;

/** Cuts text to `max` characters at a word boundary, marking the cut. Used for over-long lines only. */
export function shorten(text: string, max: number): string {
  const chars = [...normalise(text)];
  if (chars.length <= max) return chars.join("");
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * Sections as the summary shows them: the document's headed sections as they are; runs of
 * sections without a heading (pages) gathered into groups of about `pagesPerGroup` pages,
 * labelled by their page range.
 */
export function groupSections(sections: DocSection[], language: "ko" | "en" = "ko"): Group[] {
  const out: Group[] = [];
  const withText = sections.filter((s) => s.text.trim() || s.heading?.trim());
  const unheaded = withText.filter((s) => !s.heading?.trim()).length;
  // Few enough groups that each says something; never more than AI_SUMMARY.maxGroups of pages.
  const size = Math.max(AI_SUMMARY.pagesPerGroup, Math.ceil(unheaded / AI_SUMMARY.maxGroups));
  let run: DocSection[] = [];
  const flush = () => {
    if (run.length === 0) return;
    for (let i = 0; i < run.length; i += size) {
      const part = run.slice(i, i + size);
      const first = part[0]!.page;
      const last = part[part.length - 1]!.page;
      const heading =
        first === undefined
          ? say(AI_SUMMARY_TEXT.keyPoints, language)
          : first === last || last === undefined
            ? say(AI_SUMMARY_TEXT.page, language, { page: first })
            : say(AI_SUMMARY_TEXT.pages, language, { from: first, to: last });
      out.push({ heading, text: part.map((s) => s.text).join("\n") });
    }
    run = [];
  };
  for (const section of withText) {
    if (section.heading?.trim()) {
      flush();
      out.push({ heading: normalise(section.heading), text: section.text });
    } else run.push(section);
  }
  flush();
  return out;
}

/** The document's own title is kept unless it says nothing (empty, a file-like name, digits only). */
export function meaningfulTitle(title: string): boolean {
  const t = normalise(title);
  if ([...t].length < 2) return false;
  if (/^[\d\s._\-()[\]]+$/.test(t)) return false;
  // Scanner and camera names: scan_0001, IMG_2024, 문서1, document (3), untitled.
  if (/^(scan|img|image|doc|document|untitled|문서|새 문서|제목 없음)[\s_-]*\(?\d*\)?$/i.test(t)) return false;
  return /[\p{L}]{2,}/u.test(t);
}

/** Picks up to `k` sentences best-first, skipping those that repeat an earlier pick (MMR). */
export function pickDiverse(sentences: Sentence[], scores: number[], k: number, taken: Sentence[] = []): number[] {
  const max = Math.max(...scores, 1e-9);
  const chosen: number[] = [];
  const candidates = sentences.map((_, i) => i);
  while (chosen.length < k) {
    let best = -1;
    let bestValue = -Infinity;
    for (const i of candidates) {
      if (chosen.includes(i)) continue;
      const others = [...taken, ...chosen.map((c) => sentences[c]!)];
      const repeat = others.reduce((m, o) => Math.max(m, redundancy(sentences[i]!.terms, o.terms)), 0);
      // An exact or near repeat of something already picked is never taken.
      if (repeat >= AI_SUMMARY.duplicateOverlap || others.some((o) => o.text === sentences[i]!.text)) continue;
      const value = AI_SUMMARY.mmrLambda * (scores[i]! / max) - (1 - AI_SUMMARY.mmrLambda) * repeat;
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    if (best < 0) break;
    chosen.push(best);
  }
  return chosen;
}

/** Sentences of a text with their terms; `start` numbers them in document order. */
async function analyse(text: string, start: number): Promise<Sentence[]> {
  const analysed = await termsBySentence(reflow(text));
  return analysed.map((s, i) => ({
    text: normalise(s.sentence),
    terms: new Set(s.terms),
    termList: s.terms,
    order: start + i,
  }));
}

function rankSentences(sentences: Sentence[]): number[] {
  return textRank(sentences.length, (i, j) => overlap(sentences[i]!.terms, sentences[j]!.terms));
}

/** Keywords of the document: TextRank over terms co-occurring within a sentence window. */
export function keywords(sentences: Sentence[], count: number): string[] {
  const frequency = new Map<string, number>();
  for (const s of sentences) for (const term of s.termList) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  // The graph is built over the most frequent terms only: enough for tags, bounded in cost.
  const vocabulary = [...frequency.entries()]
    .filter(([term]) => [...term].length >= 2 && !/^\d+$/.test(term))
    .sort((a, b) => b[1] - a[1])
    .slice(0, AI_SUMMARY.tagVocabulary)
    .map(([term]) => term);
  const index = new Map(vocabulary.map((term, i) => [term, i]));
  const pairs = new Map<number, number>();
  for (const s of sentences) {
    const ids = s.termList.map((t) => index.get(t)).filter((i): i is number => i !== undefined);
    for (let a = 0; a < ids.length; a++) {
      for (let b = a + 1; b < Math.min(ids.length, a + AI_SUMMARY.cooccurrenceWindow); b++) {
        if (ids[a] === ids[b]) continue;
        const key = Math.min(ids[a]!, ids[b]!) * vocabulary.length + Math.max(ids[a]!, ids[b]!);
        pairs.set(key, (pairs.get(key) ?? 0) + 1);
      }
    }
  }
  const scores = textRank(vocabulary.length, (i, j) => pairs.get(i * vocabulary.length + j) ?? 0);
  return vocabulary
    .map((term, i) => ({ term, score: scores[i]! * Math.log(1 + frequency.get(term)!) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((x) => x.term);
}

/** The document summary (see the top of the file). */
export async function summarise(input: { title: string; sections: DocSection[] }, language: "ko" | "en" = "ko"): Promise<Summary> {
  const groups = groupSections(input.sections, language);
  const analysed: { heading: string; sentences: Sentence[] }[] = [];
  let order = 0;
  for (const group of groups) {
    const sentences = await analyse(group.text, order);
    order += sentences.length;
    analysed.push({ heading: group.heading, sentences });
  }
  const all = analysed.flatMap((g) => g.sentences);

  // Per section: its key sentences, each with its rank normalised within the section.
  const picked: { section: number; sentence: Sentence; weight: number }[] = [];
  const taken: Sentence[] = [];
  analysed.forEach((group, section) => {
    const candidates = group.sentences.filter(quotable).map((s) => ({ ...s, text: shorten(s.text, AI_SUMMARY.maxSentenceChars) }));
    if (candidates.length === 0) return;
    const scores = rankSentences(candidates);
    const k = Math.min(AI_SUMMARY.perSection, Math.max(1, Math.round(candidates.length / AI_SUMMARY.sentencesPerPick)));
    const max = Math.max(...scores);
    for (const i of pickDiverse(candidates, scores, k, taken)) {
      picked.push({ section, sentence: candidates[i]!, weight: scores[i]! / max });
      taken.push(candidates[i]!);
    }
  });
  // Bounded overall: the weakest picks go first, each section keeping at least its best one where it can.
  const kept = [...picked].sort((a, b) => b.weight - a.weight).slice(0, AI_SUMMARY.maxSentences);
  const sections = analysed
    .map((group, section) => ({
      heading: group.heading,
      sentences: kept
        .filter((p) => p.section === section)
        .sort((a, b) => a.sentence.order - b.sentence.order)
        .map((p) => p.sentence.text),
    }))
    .filter((s) => s.sentences.length > 0);

  let title = normalise(input.title);
  if (!meaningfulTitle(title)) {
    const quotableAll = all.filter(quotable);
    const scores = rankSentences(quotableAll);
    const best = scores.reduce((b, s, i) => (s > scores[b]! ? i : b), 0);
    title = quotableAll[best] ? shorten(quotableAll[best].text, AI_SUMMARY.titleChars) : say(AI_SUMMARY_TEXT.untitled, language);
  } else title = shorten(title, AI_SUMMARY.titleChars);

  return { title, sections, tags: keywords(all, AI_SUMMARY.tags) };
}

/** A line ending as a sentence does (a full stop, or 다/요 at the end). */
const ENDS_SENTENCE = /([.!?。]|[다요죠])["'”’)]*$/u;

/** A line that heads its page: short, and not a sentence of its own. */
const headsPage = (s: Sentence | undefined) => Boolean(s && [...s.text].length <= AI_SUMMARY.lineChars / 2 && !quotable(s));

/**
 * Narration per page: its heading, then its 1–3 key sentences in page order, at most
 * AI_SUMMARY.sceneChars characters. A page of short lines (a slide's heading and bullets) is
 * narrated line by line — its heading alone says too little of it; a page with no text at all
 * is skipped (nothing of it could be said without inventing).
 */
export async function narrate(pages: { page: number; text: string }[]): Promise<Scene[]> {
  const scenes: Scene[] = [];
  for (const { page, text } of pages) {
    if (!text.trim()) continue;
    const sentences = (await analyse(text, 0)).filter((s) => s.text);
    const quotables = sentences.filter(quotable);
    const heading = headsPage(sentences[0]) ? sentences[0]!.text.replace(/[.!?…]+$/u, "") : "";
    if (quotables.length === 0 || !sentences.some((s) => ENDS_SENTENCE.test(s.text))) {
      // A slide (no line ends as a sentence): its lines in order, each said as a phrase of its own.
      const lines = sentences.map((s) => s.text.replace(/^[-•·▪◦*]\s*/u, "").replace(/[.!?…,]+$/u, "")).filter(Boolean);
      scenes.push({ page, narration: shorten(lines.length > 1 ? `${lines.join(". ")}.` : (lines[0] ?? text), AI_SUMMARY.sceneChars) });
      continue;
    }
    const scores = rankSentences(quotables);
    const order = pickDiverse(quotables, scores, AI_SUMMARY.sceneSentences);
    const chosen: Sentence[] = [];
    let length = 0;
    for (const i of order) {
      const s = quotables[i]!;
      const size = [...s.text].length + (chosen.length ? 1 : 0);
      if (chosen.length > 0 && length + size > AI_SUMMARY.sceneChars) continue;
      chosen.push(s);
      length += size;
    }
    const said = chosen
      .sort((a, b) => a.order - b.order)
      .map((s) => s.text)
      .join(" ");
    // The page's heading first, when the chosen sentences do not start with it.
    const narration =
      heading && !said.startsWith(heading) && [...heading].length + 2 + [...said].length <= AI_SUMMARY.sceneChars
        ? `${heading}. ${said}`
        : said;
    scenes.push({ page, narration: shorten(narration, AI_SUMMARY.sceneChars) });
  }
  return scenes;
}

const offline = <T>(value: T): AiResult<T> => ({ value, engine: "offline" });

export function offlineSummaryTasks(): Pick<AiProvider, "summary" | "videoScript"> {
  return {
    async summary(input, options?: AiCallOptions) {
      options?.signal?.throwIfAborted();
      const value = await summarise(input, options?.language);
      options?.onDelta?.(value.sections.flatMap((s) => s.sentences).join("\n"));
      return offline(value);
    },
    async videoScript(input, options?: AiCallOptions) {
      options?.signal?.throwIfAborted();
      const value = await narrate(input.pages);
      options?.onDelta?.(value.map((s) => s.narration).join("\n"));
      return offline(value);
    },
  };
}
