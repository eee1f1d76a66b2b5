// Profanity in what members name themselves and say of themselves (nicknames, cover letters;
// decision 0183). Korean from badwords-ko's list, English from obscenity's dataset (which knows
// its own false positives, e.g. "Scunthorpe"). Server only: the lists stay out of the pages, and
// the forms show the server's answer.
import { createRequire } from "node:module";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { foldLookAlikes } from "../../core/nickname";

const require = createRequire(import.meta.url);
const { badWords } = require("badwords-ko/src/badwords.ko.config.json") as { badWords: string[] };

/**
 * Entries of the Korean list that are ordinary words or names too often to refuse on sight
 * (노무사 is a profession, 김여사 a way to address someone, 소추 an impeachment).
 */
const KOREAN_EXCLUDED = new Set([
  "노무",
  "눈나",
  "소추",
  "김여사",
  "이기야",
  "그나물에",
  "배빵",
  "한녀",
  "찌질",
  "극혐",
  "개소리",
  "꺼지세요",
  "꺼져요",
]);

/** The Korean entries as they are compared: folded like the text, at least two characters. */
const KOREAN_WORDS = [
  ...new Set(
    badWords
      .filter((w) => !KOREAN_EXCLUDED.has(w.trim()))
      .map((w) => foldLookAlikes(w.trim()))
      .filter((w) => [...w].length >= 2 && /[\uAC00-\uD7A3]/.test(w)),
  ),
];
/** Latin entries of the Korean list (romanised or typed on a Korean keyboard: "tlqkf"). */
const LATIN_WORDS = [...new Set(badWords.map((w) => w.trim().toLowerCase()).filter((w) => /^[a-z]{4,}$/.test(w)))];

const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** True when the text holds a swear word or slur in Korean or English, spaces and symbols between letters ignored. */
export function isProfane(text: string): boolean {
  if (!text.trim()) return false;
  const folded = foldLookAlikes(text);
  if (KOREAN_WORDS.some((w) => folded.includes(w))) return true;
  const latin = text.toLowerCase();
  if (LATIN_WORDS.some((w) => new RegExp(`(^|[^a-z])${w}([^a-z]|$)`).test(latin))) return true;
  // Letters spelled out one by one ("f u c k", "s.h.i.t") are read as the word they spell.
  const joined = text.replace(/(?<=(?:^|[^\p{L}])\p{L})[\s._-]+(?=\p{L}(?:[^\p{L}]|$))/gu, "");
  return english.hasMatch(text) || english.hasMatch(joined);
}
