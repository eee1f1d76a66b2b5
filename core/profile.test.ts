import { describe, expect, it } from "vitest";
import { COVER_LETTER_MAX, LEAVE_MSG, LEFT_MEMBER_NAME, validateCoverLetter, validateLeaveReason } from "./profile";
import { normalizeNickname, validateNickname } from "./nickname";

describe("validateCoverLetter", () => {
  it("keeps line breaks, trims and drops control and direction characters", () => {
    expect(validateCoverLetter("  안녕하세요\r\n경제 글을 씁니다.\u202e  ")).toEqual({ ok: true, value: "안녕하세요\n경제 글을 씁니다." });
    expect(validateCoverLetter("a\n\n\n\nb")).toEqual({ ok: true, value: "a\n\nb" });
  });
  it("stores markup as plain text (rendering escapes it)", () => {
    expect(validateCoverLetter("<script>alert(1)</script>")).toEqual({ ok: true, value: "<script>alert(1)</script>" });
  });
  it("allows an empty letter and at most 300 characters", () => {
    expect(validateCoverLetter("")).toEqual({ ok: true, value: "" });
    expect(validateCoverLetter("가".repeat(COVER_LETTER_MAX)).ok).toBe(true);
    expect(validateCoverLetter("가".repeat(COVER_LETTER_MAX + 1))).toMatchObject({
      ok: false,
      message: { ko: "자기소개는 300자까지 입력할 수 있습니다." },
    });
  });
});

describe("validateLeaveReason", () => {
  it("needs a listed reason, and words for 기타", () => {
    expect(validateLeaveReason(undefined)).toEqual({ ok: false, message: LEAVE_MSG.selectReason });
    expect(validateLeaveReason("nope")).toEqual({ ok: false, message: LEAVE_MSG.selectReason });
    expect(validateLeaveReason("other", " ")).toEqual({ ok: false, message: LEAVE_MSG.writeReason });
    expect(validateLeaveReason("other", "이사")).toEqual({ ok: true, reason: "other", detail: "이사" });
    expect(validateLeaveReason("reward")).toEqual({ ok: true, reason: "reward", detail: null });
    expect(validateLeaveReason("reward", "x".repeat(501)).ok).toBe(false);
  });
});

describe("the left-member name", () => {
  it("can never be a member's nickname", () => {
    expect(normalizeNickname(LEFT_MEMBER_NAME)).not.toBe(LEFT_MEMBER_NAME);
    expect(validateNickname(LEFT_MEMBER_NAME)).toMatchObject({ ok: false, message: { ko: "사용할 수 없는 닉네임입니다." } });
    expect(validateNickname("탈퇴회원")).toMatchObject({ ok: false, message: { ko: "사용할 수 없는 닉네임입니다." } });
  });
});
