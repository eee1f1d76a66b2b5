// Korean search analysis (the search design: particles stripped, Hangul bigrams, 초성).
// The same analyzer turns a post into index terms and a search term into query terms, so a
// word is found however it is written: with a particle (경제를 → 경제), as a 2-syllable noun,
// with or without spaces (부동산 투자 / 부동산투자), or by its initial consonants (ㅂㄷㅅ).
// Pure: the server builds its tsvector/tsquery literals from these terms.

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const CHOSEONG = ["ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"];
const CHOSEONG_SET = new Set(CHOSEONG);

/**
 * Particles and endings stripped from the end of a Hangul word, longest first. Only
 * stripped when at least one syllable stays, so 나이 keeps its 이 as a word of its own
 * would; the bigrams of the full word are indexed as well, so nothing is lost.
 */
const PARTICLES = [
  "에서부터",
  "으로부터",
  "이라는",
  "에서는",
  "으로는",
  "에게서",
  "한테서",
  "이라고",
  "에서도",
  "까지는",
  "부터는",
  "에서",
  "에게",
  "한테",
  "으로",
  "까지",
  "부터",
  "처럼",
  "보다",
  "하고",
  "이랑",
  "이나",
  "라는",
  "라고",
  "이며",
  "에는",
  "에도",
  "로는",
  "와는",
  "과는",
  "께서",
  "만큼",
  "마다",
  "조차",
  "밖에",
  "들은",
  "들이",
  "들을",
  "들의",
  "은",
  "는",
  "이",
  "가",
  "을",
  "를",
  "의",
  "에",
  "로",
  "도",
  "만",
  "와",
  "과",
  "랑",
  "나",
  "께",
  "들",
];

export function isHangulSyllable(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return c >= HANGUL_FIRST && c <= HANGUL_LAST;
}

/** A compatibility jamo initial consonant (ㄱ…ㅎ). */
export function isChoseong(ch: string): boolean {
  return CHOSEONG_SET.has(ch);
}

/** 초성 of every Hangul syllable; other characters are dropped (spaces too), so 부동산 투자 → ㅂㄷㅅㅌㅈ. */
export function choseongOf(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= HANGUL_FIRST && c <= HANGUL_LAST) out += CHOSEONG[Math.floor((c - HANGUL_FIRST) / 588)];
    else if (CHOSEONG_SET.has(ch)) out += ch;
  }
  return out;
}

/** A character class of every Hangul syllable starting with the initial consonant (ㄱ → [가-깋]). */
function syllablesOfInitial(initial: string): string {
  const i = CHOSEONG.indexOf(initial);
  const first = String.fromCodePoint(HANGUL_FIRST + i * 588);
  const last = String.fromCodePoint(HANGUL_FIRST + i * 588 + 587);
  return `[${first}-${last}]`;
}

/** Distinct pairs of neighbouring initial consonants of a 초성 string (ㅂㄷㅅㅌㅈ → ㅂㄷ, ㄷㅅ, ㅅㅌ, ㅌㅈ). */
export function choseongPairs(choseong: string): string[] {
  const chars = Array.from(choseong);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/** True when the term is only initial consonants (spaces allowed), at least two: a 초성 search. */
export function isChoseongQuery(term: string): boolean {
  const compact = term.normalize("NFC").replace(/\s+/g, "");
  if (Array.from(compact).length < 2) return false;
  return Array.from(compact).every(isChoseong);
}

/** Words of a text: runs of letters and digits, lower-cased, NFC. */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The words of a text run together (부동산 투자! → 부동산투자): what a phrase is looked for in. */
export function compactText(text: string): string {
  return words(text).join("");
}

/**
 * The phrase of a search term: its words without particles, run together (부동산 투자를 →
 * 부동산투자). A subject whose compact text contains it matches the whole term as written.
 */
export function searchPhrase(term: string): string {
  return words(term).map(stripParticle).join("");
}

/** The word without a trailing particle, or the word itself. */
export function stripParticle(word: string): string {
  const chars = Array.from(word);
  if (!chars.every(isHangulSyllable) || chars.length < 2) return word;
  for (const particle of PARTICLES) {
    const p = Array.from(particle);
    if (chars.length > p.length && word.endsWith(particle)) return chars.slice(0, chars.length - p.length).join("");
  }
  return word;
}

/** Splits a word into its Hangul runs and its other runs (mixed words like AI활용 → ai, 활용). */
function runs(word: string): { hangul: boolean; text: string }[] {
  const out: { hangul: boolean; text: string }[] = [];
  for (const ch of word) {
    const hangul = isHangulSyllable(ch);
    const last = out[out.length - 1];
    if (last && last.hangul === hangul) last.text += ch;
    else out.push({ hangul, text: ch });
  }
  return out;
}

function bigrams(syllables: string[]): string[] {
  if (syllables.length === 1) return [syllables[0]!];
  const out: string[] = [];
  for (let i = 0; i + 1 < syllables.length; i++) out.push(syllables[i]! + syllables[i + 1]!);
  return out;
}

/**
 * Index terms of a text: for Hangul, the bigrams of each word, the bigram across each pair of
 * neighbouring words (so 부동산 투자 also matches 부동산투자) and the particle-stripped stem
 * when it is one syllable (책을 → 책); other words whole. Distinct, in first-seen order.
 */
export function indexTerms(text: string, limit = 60_000): string[] {
  const seen = new Set<string>();
  const add = (t: string) => {
    if (t && seen.size < limit) seen.add(t);
  };
  let previousLast: string | null = null;
  for (const word of words(text)) {
    let lastHangul: string | null = null;
    let firstHangul: string | null = null;
    const parts = runs(word);
    for (const part of parts) {
      if (!part.hangul) {
        add(part.text);
        continue;
      }
      const syllables = Array.from(part.text);
      firstHangul ??= syllables[0]!;
      lastHangul = syllables[syllables.length - 1]!;
      for (const b of bigrams(syllables)) add(b);
      const stem = stripParticle(part.text);
      if (Array.from(stem).length === 1) add(stem);
    }
    if (previousLast && firstHangul && parts[0]?.hangul) add(previousLast + firstHangul);
    previousLast = parts[parts.length - 1]?.hangul ? lastHangul : null;
  }
  return [...seen];
}

export interface QueryTerm {
  text: string;
  /** Match as a prefix (Latin and digit words: "react" finds "reactjs"). */
  prefix: boolean;
}

/**
 * Query terms of a search term, all of which must match: for Hangul words, the bigrams of
 * the particle-stripped word (부동산에서 → 부동, 동산); other words as prefixes.
 */
export function queryTerms(term: string): QueryTerm[] {
  const out = new Map<string, QueryTerm>();
  for (const word of words(term)) {
    for (const part of runs(word)) {
      if (!part.hangul) {
        out.set(part.text, { text: part.text, prefix: true });
        continue;
      }
      for (const b of bigrams(Array.from(stripParticle(part.text)))) out.set(b, { text: b, prefix: false });
    }
  }
  return [...out.values()];
}

/** The words of a search term to mark in results: stems (particles stripped), longest first. */
export function highlightWords(term: string): string[] {
  const set = new Set<string>();
  for (const word of words(term)) {
    const stem = stripParticle(word);
    if (stem) set.add(stem);
  }
  return [...set].sort((a, b) => b.length - a.length);
}

export interface TextPiece {
  text: string;
  mark: boolean;
}

/**
 * Cuts a text into plain and marked pieces for the words of a search term (case-insensitive,
 * ignoring spaces inside a word so 부동산투자 marks 부동산 투자). Pages render pieces as text,
 * never as HTML, so a post can inject nothing.
 */
export function highlightPieces(text: string, term: string): TextPiece[] {
  // A 초성 search (ㅂㄷㅅ) marks the syllables whose initials spell it (부동산, 부 동 산).
  const choseong = isChoseongQuery(term) ? [term.normalize("NFC").replace(/\s+/g, "")] : [];
  const targets = [...choseong, ...highlightWords(term).filter((w) => w.length > 0 && !choseong.includes(w))];
  if (!targets.length || !text) return text ? [{ text, mark: false }] : [];
  const escaped = targets.map((w) =>
    Array.from(w)
      .map((ch) => (choseong.length && isChoseong(ch) ? syllablesOfInitial(ch) : ch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("\\s*"),
  );
  const pattern = new RegExp(`(${escaped.join("|")})`, "giu");
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (m[0].length === 0) continue;
    if (start > last) pieces.push({ text: text.slice(last, start), mark: false });
    pieces.push({ text: m[0], mark: true });
    last = start + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), mark: false });
  return pieces;
}

/**
 * A window of the text around the first match of the term (for result excerpts), or its
 * beginning. `length` in characters.
 */
export function excerptAround(text: string, term: string, length = 120): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  const lower = flat.toLowerCase();
  let at = -1;
  for (const w of highlightWords(term)) {
    const i = lower.indexOf(w);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return chars.slice(0, length).join("") + "…";
  const charAt = Array.from(flat.slice(0, at)).length;
  const start = Math.max(0, charAt - Math.floor(length / 3));
  const end = Math.min(chars.length, start + length);
  return (start > 0 ? "…" : "") + chars.slice(start, end).join("") + (end < chars.length ? "…" : "");
}
