import { describe, it, expect } from "vitest";
import { formatCount, formatRelativeTime, formatSeoulDate, nextSeoulMidnight, seoulDayKey } from "./format";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [7, "7"],
    [999, "999"],
    [1000, "1천"],
    [1099, "1천"],
    [1100, "1.1천"],
    [1234, "1.2천"],
    [9999, "9.9천"],
    [10000, "1만"],
    [10999, "1만"],
    [12345, "1.2만"],
    [99999, "9.9만"],
    [100000, "10만"],
    [150000, "15만"],
    [1_999_999, "199.9만"],
    [123456789, "12345.6만"],
  ])("%d → %s", (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it("truncates fractions and shows 0 for invalid values", () => {
    expect(formatCount(999.99)).toBe("999");
    expect(formatCount(-1)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("0");
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe("0");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2024-03-10T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;

  it("says 방금전 under a minute and for future dates", () => {
    expect(formatRelativeTime(now, now)).toBe("방금전");
    expect(formatRelativeTime(ago(59_999), now)).toBe("방금전");
    expect(formatRelativeTime(ago(-5 * MIN), now)).toBe("방금전");
  });
  it("counts whole minutes under an hour", () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe("1분전");
    expect(formatRelativeTime(ago(2 * MIN - 1), now)).toBe("1분전");
    expect(formatRelativeTime(ago(HOUR - 1), now)).toBe("59분전");
  });
  it("counts whole hours under a day", () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1시간전");
    expect(formatRelativeTime(ago(24 * HOUR - 1), now)).toBe("23시간전");
  });
  it("shows YY.MM.DD of the Seoul date from 24 hours on", () => {
    // 2024-03-09T12:00Z is 21:00 on 03-09 in Seoul.
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe("24.03.09");
    // 2024-03-01T15:30Z is already 00:30 on 03-02 in Seoul.
    expect(formatRelativeTime("2024-03-01T15:30:00Z", now)).toBe("24.03.02");
    expect(formatRelativeTime("2024-03-01T14:59:59Z", now)).toBe("24.03.01");
    expect(formatRelativeTime(new Date("2009-12-31T15:00:00Z").getTime(), now)).toBe("10.01.01");
  });
  it("gives an empty string for invalid dates", () => {
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

describe("seoulDayKey", () => {
  it("rolls over at 00:00 Asia/Seoul (15:00 UTC)", () => {
    expect(seoulDayKey(new Date("2024-03-01T14:59:59.999Z"))).toBe("2024-03-01");
    expect(seoulDayKey(new Date("2024-03-01T15:00:00Z"))).toBe("2024-03-02");
  });
  it("handles year and leap-day boundaries", () => {
    expect(seoulDayKey(new Date("2023-12-31T15:00:00Z"))).toBe("2024-01-01");
    expect(seoulDayKey(new Date("2024-02-28T15:00:00Z"))).toBe("2024-02-29");
  });
  it("throws on an invalid date", () => {
    expect(() => seoulDayKey("nope")).toThrow(RangeError);
  });
});

describe("nextSeoulMidnight", () => {
  it("is the next 15:00 UTC", () => {
    expect(nextSeoulMidnight(new Date("2024-03-01T03:00:00Z")).toISOString()).toBe("2024-03-01T15:00:00.000Z");
    expect(nextSeoulMidnight(new Date("2024-03-01T14:59:59.999Z")).toISOString()).toBe("2024-03-01T15:00:00.000Z");
  });
  it("is strictly after the given instant, even at midnight itself", () => {
    expect(nextSeoulMidnight(new Date("2024-03-01T15:00:00Z")).toISOString()).toBe("2024-03-02T15:00:00.000Z");
  });
  it("starts the day after the day key of the instant", () => {
    const t = new Date("2024-12-31T20:00:00Z"); // 2025-01-01 05:00 Seoul
    const next = nextSeoulMidnight(t);
    expect(seoulDayKey(t)).toBe("2025-01-01");
    expect(seoulDayKey(next)).toBe("2025-01-02");
    expect(seoulDayKey(new Date(next.getTime() - 1))).toBe("2025-01-01");
  });
});

describe("formatting in English", () => {
  it("counts with K and M, truncating", () => {
    expect(formatCount(999, "en")).toBe("999");
    expect(formatCount(1234, "en")).toBe("1.2K");
    expect(formatCount(12345, "en")).toBe("12.3K");
    expect(formatCount(999_999, "en")).toBe("999.9K");
    expect(formatCount(1_234_567, "en")).toBe("1.2M");
  });
  it("says relative times in words and older dates as Nov 27, 2025", () => {
    const now = new Date("2025-11-27T03:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(formatRelativeTime(ago(10_000), now, "en")).toBe("just now");
    expect(formatRelativeTime(ago(60_000), now, "en")).toBe("1 minute ago");
    expect(formatRelativeTime(ago(5 * 60_000), now, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3_600_000), now, "en")).toBe("1 hour ago");
    expect(formatRelativeTime(ago(3 * 86_400_000), now, "en")).toBe("Nov 24, 2025");
    // The Seoul date: 2025-11-26T20:00Z is already the 27th in Seoul.
    expect(formatSeoulDate(new Date("2025-11-26T20:00:00Z"), "en")).toBe("Nov 27, 2025");
    expect(formatSeoulDate(new Date("2025-11-26T20:00:00Z"))).toBe("25.11.27");
  });
});
