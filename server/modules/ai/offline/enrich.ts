// AI 보강 offline (docs/product/ai.md §2.7): what the post lacks rather than what it says.
// Subheadings for a long text without any, advice on its structure, and what similar posts
// say that this one does not — passages found by 하울's retrieval, each with the topics it adds
// and its source. Nothing here writes prose: the passages are quoted, the headings are phrases
// of the member's own text.
import { AI_STRUCTURE_MSG } from "../../../../core/ai-editor";
import { say } from "../../../../core/i18n";
import type { Enrichment, Passage } from "../provider";
import { analyseText, rankKeywords, taggable, type Analysed } from "./keywords";
import { SENTENCE_END, phrasesOfText, titleFromPhrases } from "./title";

/** A text shorter than this needs no subheadings. */
const OUTLINE_MIN_CHARS = 700;
/** About this many characters per proposed section. */
const SECTION_CHARS = 500;
const MAX_SECTIONS = 5;
/** A paragraph longer than this gets the "long paragraph" advice. */
const LONG_PARAGRAPH = 600;
/** Passages of similar posts offered as additions. */
const MAX_ADDITIONS = 3;
/** Longest subheading proposed. */
const HEADING_MAX = 20;

const linesOf = (text: string) =>
  text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A short line that is not a sentence: the member's own heading. */
const isHeading = (line: string) => [...line].length <= 40 && !SENTENCE_END.test(line);

/**
 * Subheadings for a long text written without any: its paragraphs grouped into sections of
 * about SECTION_CHARS characters, each headed by its own key phrase, with the start of the
 * paragraph it goes before.
 */
export async function outlineOf(text: string, language: "ko" | "en"): Promise<Enrichment["outline"]> {
  const lines = linesOf(text);
  const length = lines.reduce((s, l) => s + [...l].length, 0);
  if (length < OUTLINE_MIN_CHARS || lines.length < 3 || lines.some(isHeading)) return [];
  const sections = Math.min(MAX_SECTIONS, Math.max(2, Math.round(length / SECTION_CHARS)));
  const target = length / sections;
  const groups: string[][] = [[]];
  let size = 0;
  for (const line of lines) {
    if (size >= target * groups.length && groups.length < sections && groups[groups.length - 1]!.length) groups.push([]);
    groups[groups.length - 1]!.push(line);
    size += [...line].length;
  }
  const out: Enrichment["outline"] = [];
  const used = new Set<string>();
  for (const group of groups) {
    const body = group.join("\n");
    const { sentences } = await analyseText(body);
    const keywords = rankKeywords(sentences, { total: 0, df: new Map() }).filter((k) => !used.has(k.term));
    const heading = titleFromPhrases(await phrasesOfText(body, language), keywords.slice(0, 6), language, HEADING_MAX, false);
    if (!heading) continue;
    for (const k of keywords.slice(0, 1)) used.add(k.term);
    const first = group[0]!;
    out.push({ heading, before: [...first].length > 60 ? `${[...first].slice(0, 60).join("")}…` : first });
  }
  return out.length >= 2 ? out : [];
}

/** Advice on the text's structure: subheadings when it has none, paragraphs too long to read. */
export function structureAdvice(text: string, outline: Enrichment["outline"], language: "ko" | "en" = "ko"): Enrichment["advice"] {
  const advice: Enrichment["advice"] = [];
  if (outline.length)
    advice.push({
      kind: "structure",
      sentence: outline.map((o) => o.heading).join(" · "),
      note: say(AI_STRUCTURE_MSG.noHeadings, language),
    });
  for (const line of linesOf(text)) {
    const length = [...line].length;
    if (length > LONG_PARAGRAPH)
      advice.push({
        kind: "structure",
        sentence: `${[...line].slice(0, 60).join("")}…`,
        note: say(AI_STRUCTURE_MSG.longParagraph, language, { length }),
      });
  }
  return advice;
}

/**
 * What similar posts add: passages (best retrieval score first) that share the post's subject
 * and bring terms it lacks, one per post, each with the topics it adds.
 */
export async function additionsOf(post: Analysed, passages: Passage[]): Promise<Enrichment["additions"]> {
  const own = new Set(post.flatMap((s) => s.terms));
  const ownText = post.map((s) => s.sentence).join(" ");
  const out: Enrichment["additions"] = [];
  const seenPosts = new Set<number>();
  for (const passage of [...passages].sort((a, b) => b.score - a.score)) {
    if (out.length >= MAX_ADDITIONS) break;
    if (seenPosts.has(passage.boardNo) || ownText.includes(passage.text.slice(0, 40))) continue;
    const { sentences } = await analyseText(passage.text);
    const terms = sentences.flatMap((s) => s.terms).filter(taggable);
    const shared = terms.filter((t) => own.has(t));
    const counts = new Map<string, number>();
    // A topic the text names in a longer word (제주 in 제주도) is not new to it.
    for (const t of terms) if (!own.has(t) && [...t].length > 1 && !ownText.includes(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    const topics = [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([t]) => t);
    if (!shared.length || !topics.length) continue;
    seenPosts.add(passage.boardNo);
    out.push({ topics, passage });
  }
  return out;
}
