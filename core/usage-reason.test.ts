import { describe, expect, it } from "vitest";
import { MSG } from "./messages";
import {
  USAGE_REASONS,
  USAGE_REASON_HIDE_SECONDS,
  USAGE_REASON_REWARD_POINTS,
  usageReasonHideCookie,
  validateUsageReason,
} from "./usage-reason";

describe("usage reasons (docs/product/platform.md)", () => {
  it("are the four docs/product options in order", () => {
    expect(USAGE_REASONS).toEqual(["토큰 보상", "콘텐츠 생성", "서비스 기능 (ai 도구, helpbot, 영상변환 등)", "기타"]);
  });
  it("has the docs/product/platform.md constants", () => {
    expect(USAGE_REASON_REWARD_POINTS).toBe(500);
    expect(USAGE_REASON_HIDE_SECONDS).toBe(2592000);
  });
});

describe("validateUsageReason", () => {
  it("asks to choose when nothing or something unknown is chosen", () => {
    expect(validateUsageReason(undefined)).toMatchObject({ ok: false, message: { ko: "가입 목적을 선택해주세요." } });
    expect(validateUsageReason("")).toEqual({ ok: false, message: MSG.usageReasonSelect });
    expect(validateUsageReason("돈")).toEqual({ ok: false, message: MSG.usageReasonSelect });
  });
  it("accepts a listed reason and ignores free text for it", () => {
    expect(validateUsageReason("토큰 보상", "무시됨")).toEqual({ ok: true, reason: "토큰 보상", detail: null, stored: "토큰 보상" });
  });
  it("needs the member's own words for 기타", () => {
    expect(validateUsageReason("기타")).toMatchObject({ ok: false, message: { ko: "가입 목적을 작성해주세요." } });
    expect(validateUsageReason("기타", "  \n ")).toEqual({ ok: false, message: MSG.usageReasonWrite });
    expect(validateUsageReason("기타", " 스터디 자료를\n모으려고 ")).toEqual({
      ok: true,
      reason: "기타",
      detail: "스터디 자료를 모으려고",
      stored: "기타: 스터디 자료를 모으려고",
    });
  });
  it("limits the free text to 200 characters", () => {
    expect(validateUsageReason("기타", "가".repeat(200)).ok).toBe(true);
    expect(validateUsageReason("기타", "가".repeat(201)).ok).toBe(false);
  });
});

describe("usageReasonHideCookie", () => {
  it("is per member and safe as a cookie name", () => {
    expect(usageReasonHideCookie("abc123")).toBe("nt_usage_reason_hide_abc123");
    expect(usageReasonHideCookie("a;b=c")).toBe("nt_usage_reason_hide_abc");
  });
});
