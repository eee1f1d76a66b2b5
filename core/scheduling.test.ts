import { describe, expect, it } from "vitest";
import { checkScheduleTime, formatScheduledTime, SCHEDULE_MSG, seoulWallTimeToUtc, utcToSeoulWallTime } from "./scheduling";

describe("scheduled publishing rules", () => {
  const now = new Date("2026-12-03T00:00:00Z");

  it("takes Seoul wall time as UTC nine hours earlier, and back", () => {
    const at = seoulWallTimeToUtc("2026-12-05", "09:00");
    expect(at?.toISOString()).toBe("2026-12-05T00:00:00.000Z");
    expect(utcToSeoulWallTime(at!)).toEqual({ date: "2026-12-05", time: "09:00" });
    // Just after midnight in Seoul is the day before in UTC.
    expect(seoulWallTimeToUtc("2027-01-01", "00:30")?.toISOString()).toBe("2026-12-31T15:30:00.000Z");
  });

  it("refuses what is no real date or time", () => {
    expect(seoulWallTimeToUtc("2026-02-30", "09:00")).toBeNull();
    expect(seoulWallTimeToUtc("2026-12-05", "24:00")).toBeNull();
    expect(seoulWallTimeToUtc("5 Dec", "9")).toBeNull();
  });

  it("allows five minutes to ninety days ahead", () => {
    expect(checkScheduleTime(new Date(now.getTime() + 4 * 60_000), now)?.text).toBe(SCHEDULE_MSG.tooSoon);
    expect(checkScheduleTime(new Date(now.getTime() - 60_000), now)?.params).toEqual({ minutes: 5 });
    expect(checkScheduleTime(new Date(now.getTime() + 5 * 60_000), now)).toBeNull();
    expect(checkScheduleTime(new Date(now.getTime() + 90 * 86_400_000), now)).toBeNull();
    expect(checkScheduleTime(new Date(now.getTime() + 90 * 86_400_000 + 60_000), now)?.text).toBe(SCHEDULE_MSG.tooFar);
    expect(checkScheduleTime(new Date(Number.NaN), now)?.text).toBe(SCHEDULE_MSG.invalidTime);
  });

  it("labels the time as the author reads it, in Seoul time", () => {
    const at = new Date("2026-12-05T00:00:00Z");
    expect(formatScheduledTime(at, "ko", now)).toBe("12월 5일 오전 9:00");
    expect(formatScheduledTime(at, "en", now)).toBe("Dec 5, 9:00 AM");
    expect(formatScheduledTime(new Date("2027-01-02T06:05:00Z"), "ko", now)).toBe("2027년 1월 2일 오후 3:05");
    expect(formatScheduledTime(new Date("2026-12-05T03:00:00Z"), "en", now)).toBe("Dec 5, 12:00 PM");
  });
});
