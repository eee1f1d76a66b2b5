import { describe, expect, it } from "vitest";
import { say } from "./i18n";
import {
  ACCOUNT_MSG,
  EMAIL_CERT_PAGE,
  normalizeEmail,
  parseEmailCertStatus,
  PASSWORD_STRENGTH_LABELS,
  passwordStrength,
  RESET_MSG,
  validateCode,
  validateEmail,
  validatePassword,
  validatePasswordConfirm,
  VERIFY_MSG,
} from "./account";

describe("e-mail rule", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Kim@Example.COM ")).toBe("kim@example.com");
    expect(validateEmail(" Kim@Example.com")).toEqual({ ok: true, value: "kim@example.com" });
  });
  it("refuses empty and malformed addresses with the messages", () => {
    expect(validateEmail("   ")).toEqual({ ok: false, message: ACCOUNT_MSG.emailEmpty });
    for (const bad of ["kim", "kim@", "@example.com", "kim@example", "k im@example.com", "kim@@example.com", "kim@.com"]) {
      expect(validateEmail(bad)).toEqual({ ok: false, message: ACCOUNT_MSG.emailInvalid });
    }
    expect(validateEmail(`${"a".repeat(250)}@example.com`).ok).toBe(false);
  });
  it("accepts Korean domains and plus addressing", () => {
    expect(validateEmail("kim+news@회사.한국").ok).toBe(true);
  });
});

describe("password rule", () => {
  it("needs 8–64 characters", () => {
    expect(validatePassword("")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordEmpty });
    expect(validatePassword("a1!a1!a")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordLength });
    expect(validatePassword("a1!".repeat(22) + "x")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordLength });
    expect(validatePassword("a1!a1!a1").ok).toBe(true);
  });
  it("needs letters, digits and a special character, no spaces", () => {
    expect(validatePassword("abcdefgh1")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordComposition });
    expect(validatePassword("12345678!")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordComposition });
    expect(validatePassword("abcd efg1!")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordSpaces });
    expect(validatePassword("비밀번호는1234").ok).toBe(false);
    expect(validatePassword("비밀번호a1234").ok).toBe(true);
  });
  it("may not contain the e-mail's local part", () => {
    expect(validatePassword("minsu2024!", "MinSu@example.com")).toEqual({
      ok: false,
      message: ACCOUNT_MSG.passwordContainsEmail,
    });
    expect(validatePassword("abc12345!", "abc@example.com").ok).toBe(true);
  });
  it("strength grows with length and variety", () => {
    expect(passwordStrength("")).toBe(0);
    expect(passwordStrength("abc")).toBe(0);
    expect(passwordStrength("abcdefgh")).toBe(1);
    expect(passwordStrength("Abcdefgh1!xyz")).toBe(4);
  });
});

describe("confirmation, codes and verification messages", () => {
  it("the confirmation must match", () => {
    expect(validatePasswordConfirm("a1!a1!a1", "")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordConfirmEmpty });
    expect(validatePasswordConfirm("a1!a1!a1", "a1!a1!a2")).toEqual({ ok: false, message: ACCOUNT_MSG.passwordMismatch });
    expect(validatePasswordConfirm("a1!a1!a1", "a1!a1!a1").ok).toBe(true);
  });
  it("a code is six digits; spaces and dashes are dropped", () => {
    expect(validateCode(" 123 456 ")).toEqual({ ok: true, value: "123456" });
    expect(validateCode("123-456")).toEqual({ ok: true, value: "123456" });
    for (const bad of ["", "12345", "1234567", "12a456", "１２３４５６"]) {
      expect(validateCode(bad)).toEqual({ ok: false, message: VERIFY_MSG.codeFormat });
    }
  });
  it("the result page trusts only the known statuses", () => {
    expect(parseEmailCertStatus("ok")).toBe("ok");
    expect(parseEmailCertStatus("expired")).toBe("expired");
    expect(parseEmailCertStatus("used")).toBe("used");
    expect(parseEmailCertStatus("<script>")).toBe("invalid");
    expect(parseEmailCertStatus(null)).toBe("invalid");
    expect(EMAIL_CERT_PAGE.expired.body).toBe(VERIFY_MSG.expired);
    expect(EMAIL_CERT_PAGE.ok.body.ko).toContain("나눔터");
    expect(EMAIL_CERT_PAGE.ok.body.en).toContain("Nanumteo");
  });
  it("the strength meter has a word per level", () => {
    expect(PASSWORD_STRENGTH_LABELS[passwordStrength("Abcdefgh12!xyz")].ko).toBe("매우 강함");
    expect(PASSWORD_STRENGTH_LABELS[passwordStrength("abcdefgh")].ko).toBe("약함");
    expect(say(RESET_MSG.tooManyChanges, "ko", { minutes: 3 })).toBe("비밀번호 확인 횟수를 초과했습니다. 3분 후에 다시 시도해 주세요.");
  });
});
