import { describe, expect, it } from "vitest";
import { adOfVisit, adSlotPosition, isAdLive, isAllowedAdLink, themeOfVisit, withAdSlot } from "./ads";

describe("in-feed ad slot", () => {
  it("sits at the ad index: 2 puts it after the second card", () => {
    expect(adSlotPosition(16, 2, true)).toBe(2);
    expect(withAdSlot(["a", "b", "c", "d"], 2, true).map((x) => (x.ad ? "AD" : x.card))).toEqual(["a", "b", "AD", "c", "d"]);
  });
  it("index 0 is before the first card; a short page gets it last", () => {
    expect(withAdSlot(["a", "b"], 0, true).map((x) => (x.ad ? "AD" : x.card))).toEqual(["AD", "a", "b"]);
    expect(withAdSlot(["a"], 5, true).map((x) => (x.ad ? "AD" : x.card))).toEqual(["a", "AD"]);
  });
  it("no slot without an ad or on an empty page; a broken index falls back to 2", () => {
    expect(adSlotPosition(10, 2, false)).toBeNull();
    expect(adSlotPosition(0, 2, true)).toBeNull();
    expect(adSlotPosition(10, -1, true)).toBe(2);
    expect(adSlotPosition(10, Number.NaN, true)).toBe(2);
  });
});

describe("a visit's ad and theme", () => {
  it("blue or yellow, evenly", () => {
    expect(themeOfVisit(0)).toBe("blue");
    expect(themeOfVisit(0.49)).toBe("blue");
    expect(themeOfVisit(0.5)).toBe("yellow");
    expect(themeOfVisit(0.999)).toBe("yellow");
  });
  it("one of the live ads", () => {
    expect(adOfVisit([], 0.3)).toBeNull();
    expect(adOfVisit(["x", "y", "z"], 0)).toBe("x");
    expect(adOfVisit(["x", "y", "z"], 0.5)).toBe("y");
    expect(adOfVisit(["x", "y", "z"], 0.9999)).toBe("z");
  });
});

describe("ad fields", () => {
  it("links: site paths and http(s) only", () => {
    expect(isAllowedAdLink("/event?tab=event")).toBe(true);
    expect(isAllowedAdLink("https://example.com/x")).toBe(true);
    expect(isAllowedAdLink("//evil.example")).toBe(false);
    expect(isAllowedAdLink("javascript:alert(1)")).toBe(false);
    expect(isAllowedAdLink("https://exa mple.com")).toBe(false);
  });
  it("live between start and end, unless hidden", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    const base = { hidden: false, startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: null };
    expect(isAdLive(base, now)).toBe(true);
    expect(isAdLive({ ...base, hidden: true }, now)).toBe(false);
    expect(isAdLive({ ...base, startsAt: new Date("2026-02-01T00:00:00Z") }, now)).toBe(false);
    expect(isAdLive({ ...base, endsAt: now }, now)).toBe(false);
  });
});
