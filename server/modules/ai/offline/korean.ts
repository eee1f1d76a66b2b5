// The Korean analyser of the offline AI engine: garu-ko's morphological model, shipped inside
// the package (1.2 MB model + wasm, nothing downloaded). It slows down sharply on long strings,
// so text is fed to it a sentence (or a chunk of at most CHUNK characters) at a time.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Garu, splitSentences, type Token } from "garu-ko";
import { KOREAN_NUMERAL_DETERMINERS } from "./stopwords";

/** Longest string handed to the analyser at once (its cost grows much faster than linearly). */
export const CHUNK = 200;

let loading: Promise<Garu> | null = null;

/** The analyser, loaded once per process on first use (~0.1–0.4 s). */
export function analyser(): Promise<Garu> {
  if (!loading) {
    loading = (async () => {
      const require = createRequire(import.meta.url);
      const packageDir = path.dirname(require.resolve("garu-ko/package.json"));
      const model = await readFile(path.join(packageDir, "models", "base.gmdl"));
      // The package's wasm glue warns about its own old initialisation call on every load.
      const warn = console.warn;
      console.warn = (...args: unknown[]) => {
        if (!String(args[0]).includes("deprecated parameters")) warn(...args);
      };
      try {
        return await Garu.load({ modelData: model.buffer.slice(model.byteOffset, model.byteOffset + model.byteLength) as ArrayBuffer });
      } finally {
        console.warn = warn;
      }
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Sentences of a text, trimmed, empty ones dropped. Lines are sentence breaks too (lists, headings). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    for (const s of splitSentences(trimmed)) {
      const sentence = s.text.trim();
      if (sentence) out.push(sentence);
    }
  }
  return out;
}

/** Pieces of at most `max` characters, cut at spaces where possible. */
export function chunksOf(text: string, max = CHUNK): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    let cut = rest.lastIndexOf(" ", max);
    if (cut < max / 2) cut = max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

const NOUN = new Set(["NNG", "NNP"]);
/** Noun-like tokens kept as terms: common and proper nouns, foreign words (AI, BM25), roots. */
const TERM = new Set(["NNG", "NNP", "SL", "SH", "XR"]);

export interface TermOptions {
  /**
   * Keep single-syllable nouns that mean something (물, 밥, 차, 빵) — a question about "물" asks
   * about water. The bound nouns and counters (것, 수, 등, 개 …) stay out.
   */
  short?: boolean;
  /**
   * Only words that can name a post's subject (the editor's tags and titles): no roots (깨끗,
   * 조용), no counter after a numeral (한 바퀴, 세 가지, 3컵).
   */
  subjects?: boolean;
}

/** Single-syllable nouns that say nothing on their own: bound nouns, counters, pronouns, time words. */
const SHORT_STOP = new Set(
  "것 수 등 때 곳 중 데 분 번 개 명 년 월 일 시 초 권 장 쪽 회 점 차 위 앞 뒤 안 밖 속 말 날 줄 뿐 듯 채 척 체 김 탓 편 측 만 외 간 내 후 전 이 그 저 나 너 뭐 왜 좀 더 약 총 각 매 및 또".split(
    " ",
  ),
);

const isNumeral = (token: Token) => token.pos === "SN" || (token.pos === "MM" && KOREAN_NUMERAL_DETERMINERS.has(token.text));

/** A term of a sentence with its position (for co-occurrence windows). */
export interface Term {
  text: string;
  /** Index of the term in its sentence. */
  index: number;
}

/**
 * Terms of one sentence: nouns, foreign words and roots; adjacent nouns inside one written word
 * are joined into a compound (인공+지능 → 인공지능, 나눔+터 → 나눔터). Single-syllable Korean
 * nouns (것, 수, 등) carry little meaning and are dropped unless part of a compound.
 */
export function termsOfTokens(tokens: Token[], source: string, options: TermOptions = {}): string[] {
  const out: string[] = [];
  let current = "";
  let currentEnd = -1;
  let parts = 0;
  const keep = (term: string) =>
    parts > 1 || [...term].length > 1 || /[A-Za-z0-9]/.test(term) || (options.short === true && !SHORT_STOP.has(term));
  const flush = () => {
    if (current && keep(current)) out.push(current);
    current = "";
    parts = 0;
  };
  let previous: Token | undefined;
  for (const token of tokens) {
    const before = previous;
    previous = token;
    if (!TERM.has(token.pos) || (options.subjects === true && token.pos === "XR")) {
      flush();
      continue;
    }
    if (options.subjects === true && before && isNumeral(before) && !current) {
      // 한 바퀴, 두 사람, 3컵: the noun counts what the number says, it is not the subject.
      continue;
    }
    // Tokens of one written word share its span; a space between them starts a new word.
    const sameWord = current && (token.start < currentEnd || !/\s/.test(source.slice(currentEnd, token.start) || " "));
    if (sameWord && NOUN.has(token.pos)) {
      current += token.text;
      parts += 1;
    } else {
      flush();
      current = token.pos === "SL" ? token.text.toLowerCase() : token.text;
      parts = 1;
    }
    currentEnd = token.end;
  }
  flush();
  return out;
}

/** Terms of a text of any length, per sentence (each sentence's terms in order). */
export async function termsBySentence(text: string, options: TermOptions = {}): Promise<{ sentence: string; terms: string[] }[]> {
  const garu = await analyser();
  return sentencesOf(text).map((sentence) => {
    const terms: string[] = [];
    for (const chunk of chunksOf(sentence)) {
      const result = garu.analyze(chunk) as { tokens: Token[] };
      terms.push(...termsOfTokens(result.tokens, chunk, options));
    }
    return { sentence, terms };
  });
}

/** All terms of a short text (a question, a title), in order. */
export async function termsOf(text: string, options: TermOptions = {}): Promise<string[]> {
  return (await termsBySentence(text, options)).flatMap((s) => s.terms);
}

/** A line ending like this ends its sentence (or is a quote or bracket that stands alone). */
const LINE_END = /[.!?。？！…:;"'”’)\]』」]$/u;

/**
 * Text laid out in lines (a PDF page's text runs) back into sentences: a line is joined to the
 * next unless it ends a sentence or is short (a heading, a label: under `shortLine` characters).
 * Without this every wrapped line of a page would count as a sentence of its own.
 */
export function reflow(text: string, shortLine = 20): string {
  const out: string[] = [];
  let current = "";
  let previous = "";
  for (const raw of text.split(/\n/)) {
    const line = raw.trim();
    if (!line) {
      if (current) out.push(current);
      current = previous = "";
      continue;
    }
    if (current && !LINE_END.test(previous) && [...previous].length >= shortLine) current = `${current} ${line}`;
    else {
      if (current) out.push(current);
      current = line;
    }
    previous = line;
  }
  if (current) out.push(current);
  return out.join("\n");
}

/** Parts of speech a noun phrase's words are made of (nouns, numbers, foreign words, noun suffixes). */
const NOUNISH = /^(NN[GPB]|SL|SN|SH|XSN|XPN)$/;

interface KoreanWord {
  text: string;
  tokens: Token[];
}

/** The written words of a chunk with their tokens (a token belongs to the word it starts in). */
function wordsOf(chunk: string, tokens: Token[]): KoreanWord[] {
  const words: KoreanWord[] = [];
  const re = /\S+/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(chunk))) {
    const from = match.index;
    const to = from + match[0].length;
    words.push({ text: match[0], tokens: tokens.filter((t) => t.start >= from && t.start < to) });
  }
  return words;
}

/** A phrase of a sentence as written, with the terms it holds. */
export interface Phrase {
  text: string;
  terms: string[];
}

/**
 * Noun phrases of a Korean sentence, as a title could name its subject: a run of nouns (주식
 * 투자, 기업의 배당 정책) and the same run with the clause that modifies it (처음 시작하는 주식
 * 투자, 여러 종목에 나누어 담는 분산투자). The last word's particle is dropped.
 */
export async function koreanPhrases(sentence: string): Promise<Phrase[]> {
  const garu = await analyser();
  const out: Phrase[] = [];
  for (const chunk of chunksOf(sentence)) {
    const tokens = (garu.analyze(chunk) as { tokens: Token[] }).tokens;
    const words = wordsOf(chunk, tokens);
    // Each word: its noun part (before a particle), whether it is all noun, and how it ends.
    const info = words.map((w) => {
      const firstParticle = w.tokens.findIndex((t) => t.pos.startsWith("J"));
      const body = firstParticle < 0 ? w.tokens : w.tokens.slice(0, firstParticle);
      const noun =
        body.length > 0 &&
        body.every((t) => NOUNISH.test(t.pos)) &&
        (firstParticle < 0 || w.tokens.slice(firstParticle).every((t) => t.pos.startsWith("J") || t.pos === "SF" || t.pos === "SP"));
      const particle =
        firstParticle < 0
          ? ""
          : w.tokens
              .slice(firstParticle)
              .map((t) => t.text)
              .join("");
      // Tokens of a word share its span, and a noun's token is its written form.
      const core = noun ? body.map((t) => t.text).join("") : "";
      const spoken = w.tokens.filter((t) => !t.pos.startsWith("S"));
      const last = spoken[spoken.length - 1];
      return { noun, particle, core, modifier: last?.pos === "ETM", serial: last?.pos === "EC" && /^[아어여]$/.test(last.text) };
    });
    const termsOfText = (text: string) => termsOfTokens((garu.analyze(text) as { tokens: Token[] }).tokens, text, { subjects: true });
    for (let i = 0; i < words.length; i++) {
      if (!info[i]!.noun || info[i]!.core === "") continue;
      // The run of nouns from word i: it goes on past a word without particle or with 의.
      let j = i;
      while (j + 1 < words.length && j - i < 2 && info[j + 1]!.noun && (info[j]!.particle === "" || info[j]!.particle === "의")) j++;
      for (let end = i; end <= j; end++) {
        if (end > i && info[end - 1]!.particle !== "" && info[end - 1]!.particle !== "의") break;
        const head = words
          .slice(i, end + 1)
          .map((w, k) => (k === end - i ? info[i + k]!.core : w.text))
          .join(" ");
        const headTerms = termsOfText(head);
        // A bound noun alone (수, 것) heads no phrase.
        if (!headTerms.length) continue;
        out.push({ text: head, terms: headTerms });
        // With the clause that modifies it: a word ending in an adnominal ending right before,
        // and up to two of that clause's words before it (its object, an adverb, a serial verb).
        if (i > 0 && info[i - 1]!.modifier) {
          for (let from = i - 1; from >= Math.max(0, i - 3); from--) {
            if (
              from < i - 1 &&
              (info[from]!.modifier || (!info[from]!.noun && !info[from]!.serial && !/^[\p{L}]+$/u.test(words[from]!.text)))
            )
              break;
            const text = `${words
              .slice(from, i)
              .map((w) => w.text)
              .join(" ")} ${head}`;
            out.push({ text, terms: termsOfText(text) });
          }
        }
      }
    }
  }
  return out;
}
