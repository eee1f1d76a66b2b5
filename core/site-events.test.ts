import { describe, expect, it } from "vitest";
import { eventPhase, isOfficeEmail, isoToSeoulInput, parseOfficeDomains, seoulInputToIso, SLUG_PATTERN } from "./site-events";

describe("site events rules", () => {
  const now = new Date("2026-11-27T03:00:00Z");
  it("tells the phase from the period", () => {
    expect(eventPhase(null, null, now)).toBe("ongoing");
    expect(eventPhase("2026-11-28T00:00:00Z", null, now)).toBe("upcoming");
    expect(eventPhase("2026-11-01T00:00:00Z", "2026-11-27T03:00:00Z", now)).toBe("ended");
    expect(eventPhase("2026-11-01T00:00:00Z", "2026-11-27T03:00:01Z", now)).toBe("ongoing");
  });
  it("reads operators' inputs as Seoul time and back", () => {
    expect(seoulInputToIso("2026-12-01T10:00")).toBe("2026-12-01T01:00:00.000Z");
    expect(seoulInputToIso("")).toBeNull();
    expect(seoulInputToIso("soon")).toBeNull();
    expect(isoToSeoulInput("2026-12-01T01:00:00.000Z")).toBe("2026-12-01T10:00");
    expect(isoToSeoulInput(null)).toBe("");
  });
  it("knows office-suite e-mail members by domain", () => {
    const domains = parseOfficeDomains(" PolarisOffice.com, @office.example ,");
    expect(domains).toEqual(["polarisoffice.com", "office.example"]);
    expect(isOfficeEmail("kim@polarisoffice.com", domains)).toBe(true);
    expect(isoFalse("kim@notpolarisoffice.com")).toBe(false);
    expect(isOfficeEmail("kim@mail.office.example", domains)).toBe(true);
    expect(isOfficeEmail("office.example", domains)).toBe(false);
    expect(isOfficeEmail(null, domains)).toBe(false);
    function isoFalse(email: string) {
      return isOfficeEmail(email, domains);
    }
  });
  it("accepts only clean slugs", () => {
    for (const ok of ["ai-contest", "share-content", "notice-2026-12", "ab"]) expect(SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ["a", "-ab", "ab-", "a--b", "AB", "한글", "a b", "a".repeat(61)]) expect(SLUG_PATTERN.test(bad)).toBe(false);
  });
});
