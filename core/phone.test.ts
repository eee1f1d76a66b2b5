import { describe, expect, it } from "vitest";
import { say } from "./i18n";
import { formatPhone, maskPhone, normalizePhone, normalizePhoneCode, PHONE_MSG } from "./phone";

describe("normalizePhone", () => {
  it("turns the usual ways of typing a Korean mobile number into digits", () => {
    for (const input of ["010-1234-5678", "01012345678", "010 1234 5678", "010.1234.5678", "(010)1234-5678", " 010-1234-5678 "]) {
      expect(normalizePhone(input)).toEqual({ ok: true, value: "01012345678" });
    }
  });
  it("accepts the international form", () => {
    expect(normalizePhone("+82 10-1234-5678")).toEqual({ ok: true, value: "01012345678" });
    expect(normalizePhone("+82 (0)10 1234 5678")).toEqual({ ok: true, value: "01012345678" });
    expect(normalizePhone("82-10-1234-5678")).toEqual({ ok: true, value: "01012345678" });
  });
  it("accepts full-width digits", () => {
    expect(normalizePhone("０１０－１２３４－５６７８")).toEqual({ ok: true, value: "01012345678" });
  });
  it("accepts the old 011/016–019 numbers with 7 or 8 digits", () => {
    expect(normalizePhone("016-123-4567")).toEqual({ ok: true, value: "0161234567" });
    expect(normalizePhone("011-1234-5678")).toEqual({ ok: true, value: "01112345678" });
  });
  it("refuses empty, landline, short, long and lettered input with a message", () => {
    expect(normalizePhone("  ")).toEqual({ ok: false, message: PHONE_MSG.empty });
    for (const bad of [
      "02-123-4567",
      "010-123-4567",
      "010-1234-56789",
      "010-abcd-5678",
      "+1 650 555 0100",
      "012-1234-5678",
      "1012345678",
    ]) {
      expect(normalizePhone(bad)).toEqual({ ok: false, message: PHONE_MSG.invalid });
    }
  });
});

describe("formatPhone and maskPhone", () => {
  it("adds hyphens by length", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("0161234567")).toBe("016-123-4567");
  });
  it("hides the middle part", () => {
    expect(maskPhone("01012345678")).toBe("010-****-5678");
    expect(maskPhone("0161234567")).toBe("016-***-4567");
  });
});

describe("normalizePhoneCode", () => {
  it("keeps exactly six digits", () => {
    expect(normalizePhoneCode(" 123 456 ")).toBe("123456");
    expect(normalizePhoneCode("１２３４５６")).toBe("123456");
    expect(normalizePhoneCode("12345")).toBeNull();
    expect(normalizePhoneCode("1234567")).toBeNull();
    expect(normalizePhoneCode("12a456")).toBeNull();
  });
  it("words the wrong-code message with the tries left", () => {
    expect(say(PHONE_MSG.codeWrong, "ko", { left: 3 })).toBe("인증번호가 일치하지 않습니다. (남은 입력 횟수 3회)");
  });
});
