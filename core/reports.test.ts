import { describe, expect, it } from "vitest";
import { blindReasonText, reachesBlindThreshold, REPORT_MSG, reportReasonLabel, validateReportReason } from "./reports";

describe("validateReportReason", () => {
  it("needs a listed reason", () => {
    expect(validateReportReason(undefined)).toEqual({ ok: false, message: REPORT_MSG.selectReason });
    expect(validateReportReason("rude")).toEqual({ ok: false, message: REPORT_MSG.selectReason });
    expect(validateReportReason("spam", "ignored")).toEqual({ ok: true, reason: "spam", detail: null });
  });
  it("needs words for 기타, at most 200 characters", () => {
    expect(validateReportReason("other", "  ")).toEqual({ ok: false, message: REPORT_MSG.writeReason });
    expect(validateReportReason("other", " 광고\n링크 ")).toEqual({ ok: true, reason: "other", detail: "광고 링크" });
    expect(validateReportReason("other", "가".repeat(201))).toEqual({ ok: false, message: REPORT_MSG.reasonTooLong });
  });
});

describe("blindReasonText", () => {
  it("names the most reported reason, list order on ties", () => {
    expect(blindReasonText({ abuse: 2, spam: 2, copyright: 1 })).toBe(reportReasonLabel("spam"));
    expect(blindReasonText({ other: 3, abuse: 1 })).toBe("기타");
    expect(blindReasonText({})).toBe("운영 정책 위반");
  });
});

describe("reachesBlindThreshold", () => {
  it("blinds at the configured number of distinct reporters", () => {
    expect(reachesBlindThreshold(4, 5)).toBe(false);
    expect(reachesBlindThreshold(5, 5)).toBe(true);
    expect(reachesBlindThreshold(100, 0)).toBe(false);
  });
});
