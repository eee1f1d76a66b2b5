// Reading aids of the post page (docs/product/reading.md §11, decision 0216): how long a post
// takes to read, the ids of its section headings and the table of contents built from them, and
// when a post counts as long. The server works them out when it renders the post page (the page
// is shared, so nothing here depends on the reader); the page words the figures with them.
//
// Reading time:
// - Korean is counted in characters, not words: a 어절 carries particles and endings, and its
//   length varies too much to be a unit. 500 Hangul syllables a minute is the rule of thumb for
//   an adult reading silently (Han and kana characters count the same).
// - Latin-script words (and digits) at 230 a minute: silent reading of non-fiction averages about
//   238 words a minute in English (Brysbaert 2019); technical text is a little slower.
// - Pictures: 10 s for each of the first ten, 3 s for each after (a reader looks, then skims).
// - Document posts shown as page images are counted by pages: 2 minutes a page of text (an A4
//   page of Korean holds about 1,000 syllables once margins, headings and figures are taken off),
//   30 s a slide (a presentation, or a document whose first page is wider than tall).
// - Rounded to the nearest whole minute (it is an estimate), never less than 1.

import { isoDuration, spokenDuration } from "./duration";
import { both, texts, type Localized } from "./i18n";
import { stripHtml } from "./upload-form";

/** The reading time's wording, after the date in the byline. */
export const READING_TEXT = texts({
  time: {
    ko: (p) => `${spokenDuration(Number(p.n), "시간", "분")} 분량`,
    en: (p) => `${spokenDuration(Number(p.n), "hr", "min", " ")} read`,
  },
});

export const READING = {
  hangulPerMinute: 500,
  wordsPerMinute: 230,
  imageSeconds: 10,
  imagesAtFull: 10,
  laterImageSeconds: 3,
  textPageSeconds: 120,
  slideSeconds: 30,
  /** A post of this many minutes or more is long: it gets the progress bar, and a contents list from 2 headings. */
  longMinutes: 3,
  /** Headings a post needs for a contents list (2 when it is long). */
  tocHeadings: 3,
  tocHeadingsWhenLong: 2,
} as const;

/**
 * Runs of Hangul (syllables, jamo), kana and Han of the Basic Multilingual Plane: one UTF-16 unit
 * each, so a run's length counts them (rare Han outside it reads as words). Ranges and runs rather
 * than script properties and single characters: several times faster on a long post, where this
 * is the loader's largest cost.
 */
const CJK =
  /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\ud7b0-\ud7ff\uf900-\ufaff\uff65-\uffdc]+/g;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** What a text holds for reading: CJK characters (Hangul syllables, jamo, Han, kana) and the words of every other script. */
export function measureText(text: string): { characters: number; words: number } {
  let characters = 0;
  const rest = text.replace(CJK, (run) => {
    characters += run.length;
    return " ";
  });
  return { characters, words: rest.match(WORD)?.length ?? 0 };
}

export interface ReadingSource {
  /** The post's body as stored (sanitized editor HTML), or plain text. */
  html: string;
  /**
   * A document post's document: shown as page images, its page count and whether they are
   * slides; shown as text (no page images on this server), the HTML of its pages.
   */
  document?: { pages: number; slides: boolean } | { html: string } | null;
}

/** Seconds a reader spends on a post (not rounded). */
export function readingSeconds({ html: body, document }: ReadingSource): number {
  const html = document && "html" in document ? body + document.html : body;
  const pages = document && "pages" in document ? document : null;
  const { characters, words } = measureText(stripHtml(html));
  const images = html.match(/<img\b/gi)?.length ?? 0;
  const full = Math.min(images, READING.imagesAtFull);
  const pageSeconds = pages ? Math.max(0, pages.pages) * (pages.slides ? READING.slideSeconds : READING.textPageSeconds) : 0;
  return (
    (characters / READING.hangulPerMinute) * 60 +
    (words / READING.wordsPerMinute) * 60 +
    full * READING.imageSeconds +
    (images - full) * READING.laterImageSeconds +
    pageSeconds
  );
}

/** Whole minutes a post takes to read, to the nearest minute, at least 1. */
export function readingMinutes(source: ReadingSource): number {
  return Math.max(1, Math.round(readingSeconds(source) / 60));
}

/** Slides rather than pages of text: a presentation, or a document whose (first) page is wider than tall. */
export function isSlideDocument(kind: string, firstPage: { width: number | null; height: number | null } | null | undefined): boolean {
  if (kind === "ppt" || kind === "pptx") return true;
  return Boolean(firstPage?.width && firstPage.height && firstPage.width > firstPage.height);
}

// ── Headings ────────────────────────────────────────────────────────────────

/**
 * Every heading id starts with this, so an id in a post can never be one of the page's own
 * (`main-content`, `comment-12`, `doc-page-3` …) and a link to a section is recognisable.
 */
export const HEADING_ID_PREFIX = "sec-";
const SLUG_MAX = 64;

/**
 * The slug of a heading's text: NFC, Latin letters in lower case, letters and digits of every
 * script kept (Hangul included), every run of spaces, dashes and underscores one "-", everything
 * else (punctuation, symbols, emoji) dropped, at most 64 characters. "" when nothing is left.
 */
export function headingSlug(text: string): string {
  const kept = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s_\-‐-―]+/gu, "-")
    .replace(/[^\p{L}\p{M}\p{N}-]/gu, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  return Array.from(kept).slice(0, SLUG_MAX).join("").replace(/-+$/, "");
}

export interface Heading {
  level: 2 | 3;
  id: string;
  text: string;
}

const HEADING_TAG = /<(\/?)h([2-4])\b[^>]*>/gi;
const TOC_TEXT_MAX = 120;

/**
 * Gives the body's H2 and H3 headings ids and lists them in order, for the contents list.
 *
 * The input is the stored body, which the rich-text policy (server/lib/rich-text.ts) has left
 * with bare heading tags: no attributes, `<` and `>` in text and attribute values escaped. So a
 * heading tag is found by its name alone, and any attribute on it is dropped when the id is
 * written: an id can only come from here. The id is the prefix and the slug of the heading's
 * text; an empty slug is "section"; a repeated one gets "-2", "-3" …, so ids stay unique and
 * each stays the same as long as the headings before it with the same text do. A heading with
 * no text (an image alone) gets no id and no entry. H4 is left as it is.
 */
export function outlineHeadings(html: string): { html: string; headings: Heading[] } {
  // Pair the tags (a pasted H3 can sit inside an H2): each heading's text is what lies between its tags.
  const opens: { level: number; start: number; end: number; text?: string }[] = [];
  const stack: number[] = [];
  for (const match of html.matchAll(HEADING_TAG)) {
    const level = Number(match[2]);
    const start = match.index;
    const end = start + match[0].length;
    if (!match[1]) {
      stack.push(opens.length);
      opens.push({ level, start, end });
      continue;
    }
    const at = stack.findLastIndex((i) => opens[i]!.level === level);
    if (at === -1) continue;
    const open = opens[stack[at]!]!;
    stack.length = at;
    open.text = stripHtml(html.slice(open.end, start));
  }
  const used = new Set<string>();
  const headings: Heading[] = [];
  let out = "";
  let from = 0;
  for (const open of opens) {
    if (open.level === 4 || !open.text) continue;
    const base = HEADING_ID_PREFIX + (headingSlug(open.text) || "section");
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    const level = open.level as 2 | 3;
    headings.push({ level, id, text: Array.from(open.text).slice(0, TOC_TEXT_MAX).join("") });
    out += `${html.slice(from, open.start)}<h${level} id="${id}">`;
    from = open.end;
  }
  return { html: out + html.slice(from), headings };
}

// ── What a post page shows ──────────────────────────────────────────────────

export interface PostReading {
  /** Estimated minutes (readingMinutes). */
  minutes: number;
  /** "4분 분량" / "4 min read" in both languages, for the page to show in its reader's (no wording code in the page). */
  label: Localized;
  /** The same as schema.org's `timeRequired`: "PT4M". */
  duration: string;
  /** The progress bar: the post is long. */
  progress: boolean;
  /** The contents list's HTML (tocListHtml); "" when the post does not get one. */
  toc: string;
}

/** A post is long from 3 minutes of reading. */
export function isLongRead(minutes: number): boolean {
  return minutes >= READING.longMinutes;
}

/** A contents list for 3 headings or more, or 2 in a long post; one heading alone is no list. */
export function showsToc(headings: number, minutes: number): boolean {
  return headings >= (isLongRead(minutes) ? READING.tocHeadingsWhenLong : READING.tocHeadings);
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"));

/**
 * The contents list as HTML: an ordered list of links to the headings, each H3 in a list under
 * the H2 before it (an H3 before any H2 stands on its own, marked "toc-sub"). The server writes it
 * into the shared page like the body, so the page carries no code to draw it. Heading text is
 * escaped; ids are slugs (letters, digits, dashes) and need no escaping.
 */
export function tocListHtml(headings: Heading[]): string {
  const link = (h: Heading) => `<a href="#${h.id}">${escapeHtml(h.text)}</a>`;
  let html = "";
  let sub = false;
  headings.forEach((h, i) => {
    if (h.level === 3 && i > 0 && (sub || headings[i - 1]!.level === 2)) {
      html += `${sub ? "" : "<ol>"}<li class="toc-sub">${link(h)}</li>`;
      sub = true;
      return;
    }
    html += `${sub ? "</ol>" : ""}${i > 0 ? "</li>" : ""}<li${h.level === 3 ? ' class="toc-sub"' : ""}>${link(h)}`;
    sub = false;
  });
  return headings.length ? `<ol class="toc-list">${html}${sub ? "</ol>" : ""}</li></ol>` : "";
}

/** The post page's reading aids, and its body with the heading ids. */
export function postReading(source: ReadingSource): { html: string; reading: PostReading } {
  const outline = outlineHeadings(source.html);
  const minutes = readingMinutes(source);
  return {
    html: outline.html,
    reading: {
      minutes,
      label: both(READING_TEXT.time, { n: minutes }),
      duration: isoDuration(minutes),
      progress: isLongRead(minutes),
      toc: showsToc(outline.headings.length, minutes) ? tocListHtml(outline.headings) : "",
    },
  };
}
