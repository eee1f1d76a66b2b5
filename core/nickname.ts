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

/** The brand check ignores case and the - and _ separators, so 'Nanum-Teo' is caught too. */
function containsBrand(nickname: string): boolean {
  const folded = nickname.toLowerCase().replace(/[-_]/g, "");
  return folded.includes(BRAND.nameKo) || folded.includes(BRAND.nameEn.toLowerCase());
}

/**
 * Validates a new nickname; `current` is the member's present nickname.
 * Order: empty → unchanged → characters → brand → reserved → length, so the message always names
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
  const bytes = nicknameByteLength(value);
  if (bytes < NICKNAME_MIN_BYTES) return { ok: false, message: MSG.nicknameTooShort };
  if (bytes > NICKNAME_MAX_BYTES) return { ok: false, message: MSG.nicknameTooLong };
  return { ok: true, value };
}
