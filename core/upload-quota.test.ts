import { describe, expect, it } from "vitest";
import { UPLOAD_NFT_BONUS, UPLOAD_PLAN_DAILY, uploadDailyLimit, uploadPlanFor, uploadsRemaining } from "./upload-quota";

describe("upload quota", () => {
  it("puts office-suite members on plan P and everyone else on G", () => {
    expect(uploadPlanFor("P")).toBe("P");
    for (const c of ["A", "G", "K"]) expect(uploadPlanFor(c)).toBe("G");
  });

  it("raises the daily count for holders of the upload NFT", () => {
    expect(uploadDailyLimit("G", false)).toBe(UPLOAD_PLAN_DAILY.G);
    expect(uploadDailyLimit("P", true)).toBe(UPLOAD_PLAN_DAILY.P + UPLOAD_NFT_BONUS);
    expect(UPLOAD_PLAN_DAILY.P).toBeGreaterThan(UPLOAD_PLAN_DAILY.G);
  });

  it("never reports a negative remainder", () => {
    expect(uploadsRemaining(3, 5)).toBe(0);
    expect(uploadsRemaining(3, 2)).toBe(1);
  });
});
