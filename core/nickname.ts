// Nickname rules (docs/product/platform.md Nickname). The same check runs in the form (instant feedback)
// and on the server (the real gate), so it lives here.

import { BRAND } from "./brand";
import type { Text } from "./i18n";
import { MSG } from "./messages";

export const NICKNAME_MIN_BYTES = 2;
export const NICKNAME_MAX_BYTES = 12;
export const NICKNAME_GUIDE = MSG.nicknameGuide;
export const NICKNAME_CHANGED = MSG.nicknameChanged;

/** Designed: names that would pass for a system label (the name shown for members who left). */
export const NICKNAME_RESERVED_MSG: Text = { ko: "사용할 수 없는 닉네임입니다.", en: "This nickname cannot be used." };
const RESERVED_NICKNAMES = ["탈퇴한회원", "탈퇴회원"];

/** Names that pass for the site's staff (decision 0183). */
export const NICKNAME_STAFF_MSG: Text = {
  ko: "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다.",
  en: "Nicknames that could pass for the site's staff cannot be used.",
};
/** Profanity (checked on the server only: the word lists stay out of the pages; server/lib/decency.ts). */
export const NICKNAME_PROFANE_MSG: Text = {
  ko: "욕설이나 비속어가 들어간 닉네임은 사용할 수 없습니다.",
  en: "Nicknames with swear words or slurs cannot be used.",
};
/** Korean staff words: refused anywhere in a name ("김운영자", "운영자1"). */
const STAFF_WORDS_KO = ["운영자", "관리자", "운영팀", "운영진", "관리팀", "관리인", "고객센터", "공식계정", "어드민", "매니저팀"];
/**
 * English staff words: refused as the whole name, its start or its end ("admin", "Admin_Kim",
 * "kim-official"), so that words which merely contain them ("badminton") stay free.
 */
const STAFF_WORDS_EN = ["admin", "administrator", "moderator", "official", "staff", "operator", "sysop"];
/** Digits and symbols used as letters in look-alikes ("adm1n", "0fficial", "m0d3rator"). */
const LOOK_ALIKE: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "|": "l", "!": "i" };

/** The name as a look-alike would read: lower case, separators and spaces gone, digits as letters ("1" as `one`). */
export function foldLookAlikes(name: string, one: "i" | "l" = "i"): string {
  const bare = name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\-_.·•*+=~^'"`]/g, "");
  return Array.from(bare)
    .map((ch) => (ch === "1" ? one : (LOOK_ALIKE[ch] ?? ch)))
    .join("");
}

/** True for names that pass for staff, including look-alikes with spaces, symbols or digits. */
export function passesForStaff(name: string): boolean {
  // "1" reads as "i" or "l": "adm1n" and "officia1" are both caught.
  const variants = new Set([foldLookAlikes(name, "i"), foldLookAlikes(name, "l")]);
  for (const v of variants) {
    if (STAFF_WORDS_KO.some((w) => v.includes(w))) return true;
    if (STAFF_WORDS_EN.some((w) => v === w || v.startsWith(w) || v.endsWith(w))) return true;
  }
  return false;
}

export type NicknameResult = { ok: true; value: string } | { ok: false; message: Text };

/** Hangul syllables and all jamo blocks: the characters that count as 2 "bytes". */
const HANGUL_RE = /[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FF]/;
/** Everything a nickname may contain: Hangul, ASCII letters, digits, - and _. */
const ALLOWED_RE = /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uD7B0-\uD7FFA-Za-z0-9_-]*$/;

/**
 * The legacy "byte" length the limits are written in: a Hangul character counts 2,
 * anything else 1 (per code point, so an emoji counts once rather than as two halves).
 */
export function nicknameByteLength(s: string): number {
  let n = 0;
  for (const ch of s) n += HANGUL_RE.test(ch) ? 2 : 1;
  return n;
}

/** Spaces are not allowed, so they are silently removed (docs/product: "spaces removed"). */
export function normalizeNickname(s: string): string {
  // NFC first so a decomposed Hangul syllable (e.g. typed on macOS) counts as one syllable.
  return s.normalize("NFC").replace(/\s+/g, "");
}

/** The brand check ignores case, separators and look-alike digits, so 'Nanum-Teo' and 'N4numte0' are caught too. */
function containsBrand(nickname: string): boolean {
  const folded = foldLookAlikes(nickname);
  return folded.includes(BRAND.nameKo) || folded.includes(foldLookAlikes(BRAND.nameEn));
}

/**
 * Validates a new nickname; `current` is the member's present nickname.
 * Order: empty → unchanged → characters → brand → reserved → staff → length, so the message always names
 * the first thing the person has to fix.
 */
export function validateNickname(input: string, current?: string | null): NicknameResult {
  const value = normalizeNickname(input);
  if (value === "") return { ok: false, message: MSG.nicknameEmpty };
  if (current != null && value === normalizeNickname(current)) {
    return { ok: false, message: MSG.nicknameUnchanged };
  }
  if (!ALLOWED_RE.test(value)) return { ok: false, message: MSG.nicknameInvalidChars };
  if (containsBrand(value)) return { ok: false, message: MSG.nicknameBrand };
  if (RESERVED_NICKNAMES.includes(value.toLowerCase())) return { ok: false, message: NICKNAME_RESERVED_MSG };
  if (passesForStaff(value)) return { ok: false, message: NICKNAME_STAFF_MSG };
  const bytes = nicknameByteLength(value);
  if (bytes < NICKNAME_MIN_BYTES) return { ok: false, message: MSG.nicknameTooShort };
  if (bytes > NICKNAME_MAX_BYTES) return { ok: false, message: MSG.nicknameTooLong };
  return { ok: true, value };
}
