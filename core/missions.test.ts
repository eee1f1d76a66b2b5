import { describe, expect, it } from "vitest";
import {
  AI_BRIEFING_PROMOTION,
  attendanceCalendar,
  DEFAULT_MISSION_POLICIES,
  isMissionAction,
  isMonthKey,
  isWithinWindow,
  lastSeoulDays,
  MISSION_ACTIONS,
  missionIdempotencyKey,
  missionProgress,
  pointReasonLabel,
  remainingToday,
  seoulDayRange,
  seoulMonthKey,
  seoulMonthRange,
  shiftMonth,
} from "./missions";
import { seoulDayKey } from "./format";

describe("Seoul days and months", () => {
  it("rolls the day at 00:00 Asia/Seoul, i.e. 15:00 UTC", () => {
    expect(seoulDayKey(new Date("2026-11-22T14:59:59.999Z"))).toBe("2026-11-22");
    expect(seoulDayKey(new Date("2026-11-22T15:00:00.000Z"))).toBe("2026-11-23");
    expect(seoulMonthKey(new Date("2026-11-30T15:00:00Z"))).toBe("2026-12");
  });

  it("gives day and month ranges as instants", () => {
    expect(seoulDayRange("2026-11-23")).toEqual({ start: new Date("2026-11-22T15:00:00Z"), end: new Date("2026-11-23T15:00:00Z") });
    expect(seoulMonthRange("2026-12")).toEqual({ start: new Date("2026-11-30T15:00:00Z"), end: new Date("2026-12-31T15:00:00Z") });
    expect(() => seoulMonthRange("2026-13")).toThrow(RangeError);
    expect(() => seoulDayRange("yesterday")).toThrow(RangeError);
  });

  it("moves between months across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2025-12", 1)).toBe("2026-01");
    expect(shiftMonth("2026-05", 0)).toBe("2026-05");
    expect(isMonthKey("2026-05")).toBe(true);
    expect(isMonthKey("2026-5")).toBe(false);
    expect(isMonthKey("2026-00")).toBe(false);
  });

  it("lists the last days ending today in Seoul, oldest first", () => {
    expect(lastSeoulDays(3, new Date("2026-03-01T00:30:00+09:00"))).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});

describe("attendance calendar", () => {
  it("lays a month out in Sunday-first weeks with attended days and today", () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = attendanceCalendar("2026-11", ["2026-11-02", "2026-11-23", "2026-10-31"], "2026-11-23");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toMatchObject({ day: "2026-11-01", date: 1, attended: false });
    expect(weeks[0]![1]).toMatchObject({ day: "2026-11-02", attended: true });
    const today = weeks.flat().find((c) => c.today)!;
    expect(today).toMatchObject({ day: "2026-11-23", attended: true });
    expect(weeks.flat().filter((c) => c.attended)).toHaveLength(2);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it("pads the first week and handles leap February", () => {
    const weeks = attendanceCalendar("2028-02", [], "2028-02-29");
    // 1 February 2028 is a Tuesday: two blank cells first.
    expect(weeks[0]!.slice(0, 2).every((c) => c.day === null)).toBe(true);
    expect(weeks.flat().filter((c) => c.day).length).toBe(29);
  });
});

describe("mission rules", () => {
  it("knows its actions and defaults", () => {
    expect(isMissionAction("like")).toBe(true);
    expect(isMissionAction("dance")).toBe(false);
    expect(DEFAULT_MISSION_POLICIES.map((p) => p.action).sort()).toEqual([...MISSION_ACTIONS].sort());
    expect(DEFAULT_MISSION_POLICIES.every((p) => p.dailyLimit >= 1 && p.points > 0)).toBe(true);
  });

  it("keys a payout by member, action, thing and Seoul day", () => {
    expect(missionIdempotencyKey("like", 7, "board:12", "2026-11-23")).toBe("mission_like:7:board:12:2026-11-23");
  });

  it("counts progress as the policies whose remaining limit is 0", () => {
    expect(missionProgress([{ limit: 0 }, { limit: 3 }, { limit: 0 }, { limit: 1 }])).toEqual({ done: 2, total: 4, percent: 50 });
    expect(missionProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
    expect(remainingToday(3, 5)).toBe(0);
    expect(remainingToday(3, 1)).toBe(2);
  });

  it("names ledger reasons in Korean", () => {
    expect(pointReasonLabel("mission_attendance").ko).toBe("출석 체크");
    expect(pointReasonLabel("usage_reason_survey").ko).toBe("가입 목적 설문 참여");
    expect(pointReasonLabel("something_else").ko).toBe("포인트 변동");
    expect(pointReasonLabel("promotion_x").en).toBe("Promotion reward");
  });

  it("opens the AI briefing promotion for the whole Seoul window", () => {
    const { startsAt, endsAt } = AI_BRIEFING_PROMOTION;
    const s = new Date(startsAt);
    const e = new Date(endsAt);
    expect(isWithinWindow(new Date("2025-09-07T23:59:59+09:00"), s, e)).toBe(false);
    expect(isWithinWindow(new Date("2025-09-08T00:00:00+09:00"), s, e)).toBe(true);
    expect(isWithinWindow(new Date("2025-10-13T23:59:59+09:00"), s, e)).toBe(true);
    expect(isWithinWindow(new Date("2025-10-14T00:00:00+09:00"), s, e)).toBe(false);
  });
});
