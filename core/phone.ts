// Korean mobile phone numbers (SPEC §7 phone verification): what the member types is
// normalised to digits only (010-1234-5678 → 01012345678) so one number is one key for
// rate limits, uniqueness and the SMS sender, whatever separators were typed.

export const PHONE_MSG = {
  empty: "휴대폰 번호를 입력해 주세요.",
  invalid: "올바른 휴대폰 번호를 입력해 주세요. 예: 010-1234-5678",
  termsRequired: "본인 인증을 위한 개인정보 수집·이용에 동의해 주세요.",
  codeFormat: "인증번호 6자리를 입력해 주세요.",
  codeWrong: (left: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
  codeExpired: "인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.",
  codeLocked: "인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.",
  codeMissing: "인증번호를 먼저 요청해 주세요.",
  phoneMismatch: "인증번호를 받은 휴대폰 번호와 다릅니다. 번호를 확인해 주세요.",
  phoneTaken: "이미 다른 계정에서 인증에 사용된 휴대폰 번호입니다.",
  tooManyRequests: (minutes: number) => `인증번호 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  sent: "인증번호를 보냈습니다. 3분 안에 입력해 주세요.",
  verified: "휴대폰 본인 인증이 완료되었습니다.",
} as const;

/** A code lives 3 minutes and allows 5 wrong entries. */
export const PHONE_CODE_TTL_MS = 3 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_LENGTH = 6;

export type PhoneResult = { ok: true; value: string } | { ok: false; message: string };

// 010 numbers have 8 digits after the prefix; the old 011/016/017/018/019 numbers 7 or 8.
const MOBILE_RE = /^(010\d{8}|01[16789]\d{7,8})$/;

/**
 * Keeps the digits of what was typed, accepting the usual separators (spaces, hyphens,
 * dots, brackets) and the international form (+82 10-…, 82-10-…, +82 (0)10-…).
 * Anything else (letters, other symbols) makes the number invalid rather than silently
 * dropping characters.
 */
export function normalizePhone(input: string): PhoneResult {
  const trimmed = input.normalize("NFKC").trim();
  if (trimmed === "") return { ok: false, message: PHONE_MSG.empty };
  if (!/^[+\d\s().-]+$/.test(trimmed)) return { ok: false, message: PHONE_MSG.invalid };
  let digits = trimmed.replace(/\D/g, "");
  // Domestic numbers start with 0; a number starting with the country code 82 is international.
  if (trimmed.startsWith("+") || digits.startsWith("82")) {
    if (!digits.startsWith("82")) return { ok: false, message: PHONE_MSG.invalid };
    digits = digits.slice(2);
    if (!digits.startsWith("0")) digits = `0${digits}`;
  }
  if (!MOBILE_RE.test(digits)) return { ok: false, message: PHONE_MSG.invalid };
  return { ok: true, value: digits };
}

/** 01012345678 → 010-1234-5678; 0161234567 → 016-123-4567. */
export function formatPhone(digits: string): string {
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return digits;
}

/** 01012345678 → 010-****-5678: what pages show of a verified number. */
export function maskPhone(digits: string): string {
  const formatted = formatPhone(digits);
  const parts = formatted.split("-");
  if (parts.length !== 3) return formatted.replace(/\d(?=\d{4})/g, "*");
  return `${parts[0]}-${"*".repeat(parts[1]!.length)}-${parts[2]}`;
}

/** The code as typed: digits only, exactly six. */
export function normalizePhoneCode(input: string): string | null {
  const value = input.normalize("NFKC").replace(/\s+/g, "");
  return /^\d{6}$/.test(value) ? value : null;
}
