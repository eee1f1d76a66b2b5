// E-mail and password rules for sign-up, sign-in and password changes, and the messages of
// e-mail verification and password reset. The form checks the rules as the member types;
// the server checks them again as the real gate.
import { plural, texts, type Text } from "./i18n";
import { BRAND } from "./brand";
import { COMMON_MSG } from "./common-messages";

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const ACCOUNT_MSG = texts({
  emailEmpty: { ko: "이메일을 입력해 주세요.", en: "Enter your e-mail." },
  emailInvalid: { ko: "올바른 이메일 형식이 아닙니다.", en: "This is not a valid e-mail address." },
  passwordEmpty: { ko: "비밀번호를 입력해 주세요.", en: "Enter your password." },
  passwordLength: {
    ko: `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상 ${PASSWORD_MAX_LENGTH}자 이하로 입력해 주세요.`,
    en: `Passwords have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  },
  passwordSpaces: { ko: "비밀번호에는 공백을 사용할 수 없습니다.", en: "Passwords cannot contain spaces." },
  passwordComposition: {
    ko: "비밀번호는 영문, 숫자, 특수문자를 모두 포함해야 합니다.",
    en: "Passwords need letters, digits and special characters.",
  },
  passwordContainsEmail: { ko: "비밀번호에 이메일 아이디를 포함할 수 없습니다.", en: "The password cannot contain your e-mail name." },
  passwordMismatch: { ko: "비밀번호가 일치하지 않습니다.", en: "The passwords do not match." },
  passwordGuide: {
    ko: `영문, 숫자, 특수문자를 모두 포함해 ${PASSWORD_MIN_LENGTH}~${PASSWORD_MAX_LENGTH}자로 입력해 주세요.`,
    en: `Use ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters with letters, digits and special characters.`,
  },
  termsRequired: {
    ko: "이용약관과 개인정보 처리방침에 동의해 주세요.",
    en: "Please agree to the terms of service and the privacy policy.",
  },
  /** The terms refuse members under 14 (a guardian's consent is needed below it): sign-up asks for it. */
  ageRequired: {
    ko: "만 14세 이상만 가입할 수 있습니다. 만 14세 이상인지 확인해 주세요.",
    en: "You must be 14 or older to join. Please confirm your age.",
  },
  signInFailed: { ko: "이메일 또는 비밀번호가 일치하지 않습니다.", en: "The e-mail or password is not correct." },
  passwordConfirmEmpty: { ko: "비밀번호를 한 번 더 입력해 주세요.", en: "Enter the password once more." },
  networkError: COMMON_MSG.networkError,
});

/** Messages of the e-mail proofs (verification link and 6-digit code), shown by pages and the API. */
export const VERIFY_MSG = texts({
  invalid: {
    ko: "유효하지 않은 인증 링크입니다. 메일의 링크를 다시 확인해 주세요.",
    en: "This verification link is not valid. Check the link in the mail again.",
  },
  expired: {
    ko: "인증 링크가 만료되었습니다. 인증 메일을 다시 받아 주세요.",
    en: "The verification link has expired. Get a new verification mail.",
  },
  used: { ko: "이미 사용된 인증 링크입니다.", en: "This verification link has already been used." },
  codeWrong: { ko: "인증번호가 일치하지 않습니다.", en: "The code is not correct." },
  codeExpired: { ko: "인증번호가 만료되었습니다. 인증 메일을 다시 받아 주세요.", en: "The code has expired. Get a new verification mail." },
  codeLocked: {
    ko: "인증번호를 5회 잘못 입력했습니다. 인증 메일을 다시 받아 주세요.",
    en: "A wrong code was entered 5 times. Get a new verification mail.",
  },
  codeFormat: { ko: "메일로 받은 6자리 인증번호를 입력해 주세요.", en: "Enter the 6-digit code from the mail." },
  mailResent: { ko: "인증 메일을 다시 보냈어요. 메일함을 확인해 주세요.", en: "We sent the verification mail again. Check your inbox." },
  alreadyVerified: { ko: "이미 이메일 인증이 완료된 계정입니다.", en: "This account's e-mail is already verified." },
});

/** The result statuses of the verification link (GET …/email/signup/verification → /email_cert?status=…). */
export const EMAIL_CERT_STATUSES = ["ok", "invalid", "expired", "used"] as const;
export type EmailCertStatus = (typeof EMAIL_CERT_STATUSES)[number];

/** Any other or missing value reads as "invalid": the page never trusts the query. */
export function parseEmailCertStatus(value: string | null | undefined): EmailCertStatus {
  return (EMAIL_CERT_STATUSES as readonly string[]).includes(value ?? "") ? (value as EmailCertStatus) : "invalid";
}

/** Heading and text of the /email_cert result page per status. */
export const EMAIL_CERT_PAGE: Record<EmailCertStatus, { title: Text; body: Text }> = {
  ok: {
    title: { ko: "이메일 인증이 완료되었어요", en: "Your e-mail is verified" },
    body: { ko: `이제 ${BRAND.siteName}의 모든 기능을 이용할 수 있어요.`, en: `You can now use everything ${BRAND.nameEn} offers.` },
  },
  invalid: { title: { ko: "인증 링크를 확인해 주세요", en: "Please check the verification link" }, body: VERIFY_MSG.invalid },
  expired: { title: { ko: "인증 링크가 만료되었어요", en: "The verification link has expired" }, body: VERIFY_MSG.expired },
  used: { title: { ko: "이미 사용된 인증 링크예요", en: "This verification link was already used" }, body: VERIFY_MSG.used },
};

/** Password reset (find password) and password change messages. */
export const RESET_MSG = texts({
  /** The same answer whether or not the address has an account (docs/decisions/0011). */
  mailSent: {
    ko: "입력한 이메일로 가입된 계정이 있다면 비밀번호 재설정 메일을 보냈어요.",
    en: "If an account uses this e-mail, we have sent it a password reset mail.",
  },
  linkInvalid: {
    ko: "유효하지 않은 비밀번호 재설정 링크입니다. 비밀번호 찾기를 다시 진행해 주세요.",
    en: "This password reset link is not valid. Please start the password reset again.",
  },
  linkExpired: {
    ko: "비밀번호 재설정 링크가 만료되었습니다. 비밀번호 찾기를 다시 진행해 주세요.",
    en: "This password reset link has expired. Please start the password reset again.",
  },
  linkUsed: {
    ko: "이미 사용된 비밀번호 재설정 링크입니다. 비밀번호 찾기를 다시 진행해 주세요.",
    en: "This password reset link has already been used. Please start the password reset again.",
  },
  grantInvalid: {
    ko: "비밀번호 재설정 시간이 지났습니다. 비밀번호 찾기를 다시 진행해 주세요.",
    en: "The time to reset the password has run out. Please start the password reset again.",
  },
  /** One answer for a wrong code, an expired one and an address without an account (docs/decisions/0011). */
  codeInvalid: {
    ko: "인증번호가 일치하지 않거나 만료되었습니다. 메일의 인증번호를 다시 확인해 주세요.",
    en: "The code is not correct or has expired. Check the code in the mail again.",
  },
  codeLocked: {
    ko: "인증번호를 여러 번 잘못 입력했습니다. 비밀번호 재설정 메일을 다시 받아 주세요.",
    en: "A wrong code was entered too many times. Get a new password reset mail.",
  },
  currentWrong: { ko: "현재 비밀번호가 일치하지 않습니다.", en: "The current password is not correct." },
  noPassword: {
    ko: "{channel} 계정으로 가입한 회원은 비밀번호를 변경할 수 없습니다.",
    en: "Members who signed up with {channel} cannot change a password.",
  },
  currentEmpty: { ko: "현재 비밀번호를 입력해 주세요.", en: "Enter your current password." },
  sameAsCurrent: { ko: "현재 비밀번호와 다른 비밀번호를 입력해 주세요.", en: "Choose a password different from the current one." },
  changed: {
    ko: "비밀번호가 변경되었습니다. 새 비밀번호로 로그인해 주세요.",
    en: "Your password has been changed. Sign in with the new password.",
  },
  changedSignedIn: {
    ko: "비밀번호가 변경되었습니다. 다른 기기에서는 로그아웃되었습니다.",
    en: "Your password has been changed. Your other devices have been signed out.",
  },
  tooManyChanges: {
    ko: "비밀번호 확인 횟수를 초과했습니다. {minutes}분 후에 다시 시도해 주세요.",
    en: ({ minutes }) => `Too many password attempts. Please try again in ${plural(Number(minutes), "minute")}.`,
  },
});

export type RuleResult = { ok: true; value: string } | { ok: false; message: Text };

// Deliberately simple: one @, a dot in the domain, no spaces. The verification mail is the
// real proof that the address works.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trims and lower-cases; e-mail addresses are compared case-insensitively. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function validateEmail(input: string): RuleResult {
  const value = normalizeEmail(input);
  if (value === "") return { ok: false, message: ACCOUNT_MSG.emailEmpty };
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(value)) return { ok: false, message: ACCOUNT_MSG.emailInvalid };
  return { ok: true, value };
}

/**
 * A password has 8–64 characters without spaces and mixes letters, digits and a special
 * character; it may not contain the local part of the member's e-mail (4+ characters).
 */
export function validatePassword(password: string, email?: string): RuleResult {
  if (password === "") return { ok: false, message: ACCOUNT_MSG.passwordEmpty };
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return { ok: false, message: ACCOUNT_MSG.passwordLength };
  }
  if (/\s/.test(password)) return { ok: false, message: ACCOUNT_MSG.passwordSpaces };
  const hasLetter = /[A-Za-z]/.test(password);
  const hasDigit = /[0-9]/.test(password);
  const hasSpecial = /[^A-Za-z0-9]/.test(password);
  if (!hasLetter || !hasDigit || !hasSpecial) return { ok: false, message: ACCOUNT_MSG.passwordComposition };
  const local = email ? (normalizeEmail(email).split("@")[0] ?? "") : "";
  if (local.length >= 4 && password.toLowerCase().includes(local)) {
    return { ok: false, message: ACCOUNT_MSG.passwordContainsEmail };
  }
  return { ok: true, value: password };
}

/** Checks the confirmation field against the password. */
export function validatePasswordConfirm(password: string, confirm: string): RuleResult {
  if (confirm === "") return { ok: false, message: ACCOUNT_MSG.passwordConfirmEmpty };
  if (confirm !== password) return { ok: false, message: ACCOUNT_MSG.passwordMismatch };
  return { ok: true, value: confirm };
}

/** A typed verification code: digits only (spaces and dashes dropped), exactly six. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export function validateCode(input: string): RuleResult {
  const value = normalizeCode(input);
  return /^\d{6}$/.test(value) ? { ok: true, value } : { ok: false, message: VERIFY_MSG.codeFormat };
}

/** Words for the strength meter (index = passwordStrength()). */
/** The strength meter's words, by level 1–4 (level 0 is an empty field and shows nothing). */
export const PASSWORD_STRENGTH_LABELS = [
  { ko: "약함", en: "weak" },
  { ko: "약함", en: "weak" },
  { ko: "보통", en: "fair" },
  { ko: "강함", en: "strong" },
  { ko: "매우 강함", en: "very strong" },
] as const;

/** 0–4 for the strength meter beside the password field. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score++;
  if (password.length >= 12) score++;
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password) && /[0-9]/.test(password)) score++;
  return Math.min(4, score) as 0 | 1 | 2 | 3 | 4;
}
