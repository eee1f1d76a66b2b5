import { describe, expect, it } from "vitest";
import { SUMMARY_MAX, summarizeInput, targetOf } from "./service";

describe("the audit summary", () => {
  it("removes secrets at any depth and keeps the rest", () => {
    const text = summarizeInput({ userNo: 7 }, { title: "배너", password: "p@ss", nested: { apiKey: "k", token: "t", ok: 1 } });
    expect(text).toContain("배너");
    expect(text).toContain('"ok":1');
    expect(text).not.toMatch(/p@ss|"k"|"t"/);
    expect(text).toContain("[removed]");
    // Words that only contain a secret's name stay.
    expect(summarizeInput(null, { keywords: "마스코트", eventKey: "e1" })).toContain("마스코트");
  });

  it("shortens long input and marks uploads", () => {
    expect(summarizeInput(null, { text: "가".repeat(5000), more: "x".repeat(5000) }).length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summarizeInput({}, null, true)).toBe('{"body":"[multipart]"}');
  });

  it("names the target from the path, else from the body", () => {
    expect(targetOf("/api/admin/faq/:faqNo/hidden", { faqNo: 3 }, {})).toEqual({ type: "faq", id: "3" });
    expect(targetOf("/api/moderation/reports/:targetType/:targetNo", { targetType: "post", targetNo: 9 }, {})).toEqual({
      type: "post",
      id: "9",
    });
    expect(targetOf("/api/admin/banner", {}, { bannerNo: 4 })).toEqual({ type: "banner", id: "4" });
  });
});
