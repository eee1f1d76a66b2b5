// Korean mobile phone numbers (docs/product/accounts.md phone verification): what the member types is
// normalised to digits only (010-1234-5678 → 01012345678) so one number is one key for
// rate limits, uniqueness and the SMS sender, whatever separators were typed.
import { plural, texts, type Text } from "./i18n";

export const PHONE_MSG = texts({
  empty: { ko: "휴대폰 번호를 입력해 주세요.", en: "Enter your mobile number." },
  invalid: { ko: "올바른 휴대폰 번호를 입력해 주세요. 예: 010-1234-5678", en: "Enter a valid Korean mobile number, e.g. 010-1234-5678." },
  termsRequired: {
    ko: "본인 인증을 위한 개인정보 수집·이용에 동의해 주세요.",
    en: "Please agree to the collection and use of personal data for identity verification.",
  },
  codeFormat: { ko: "인증번호 6자리를 입력해 주세요.", en: "Enter the 6-digit code." },
  codeWrong: {
    ko: "인증번호가 일치하지 않습니다. (남은 입력 횟수 {left}회)",
    en: ({ left }) => `The code is not correct. (${plural(Number(left), "try", "tries")} left)`,
  },
  codeExpired: { ko: "인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.", en: "The code has expired. Get a new code." },
  codeLocked: {
    ko: "인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.",
    en: "A wrong code was entered 5 times. Get a new code.",
  },
  codeMissing: { ko: "인증번호를 먼저 요청해 주세요.", en: "Ask for a code first." },
  phoneMismatch: {
    ko: "인증번호를 받은 휴대폰 번호와 다릅니다. 번호를 확인해 주세요.",
    en: "This is not the number the code was sent to. Check the number.",
  },
  phoneTaken: { ko: "이미 다른 계정에서 인증에 사용된 휴대폰 번호입니다.", en: "This number is already verified by another account." },
  tooManyRequests: {
    ko: "인증번호 요청이 너무 많습니다. {minutes}분 후에 다시 시도해 주세요.",
    en: ({ minutes }) => `Too many code requests. Please try again in ${plural(Number(minutes), "minute")}.`,
  },
  sent: { ko: "인증번호를 보냈습니다. 3분 안에 입력해 주세요.", en: "We sent the code. Enter it within 3 minutes." },
  verified: { ko: "휴대폰 본인 인증이 완료되었습니다.", en: "Your mobile number is verified." },
  alreadyVerified: { ko: "이미 인증된 휴대폰 번호입니다.", en: "This mobile number is already verified." },
  sendFailed: {
    ko: "인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.",
    en: "The code could not be sent. Please try again in a moment.",
  },
});

/** A code lives 3 minutes and allows 5 wrong entries. */
export const PHONE_CODE_TTL_MS = 3 * 60_000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_LENGTH = 6;

export type PhoneResult = { ok: true; value: string } | { ok: false; message: Text };

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
