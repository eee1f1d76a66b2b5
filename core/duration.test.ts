import { describe, expect, it } from "vitest";
import { hoursAndMinutes, isoDuration, spokenDuration } from "./duration";

describe("durations", () => {
  it("splits minutes into hours and minutes", () => {
    expect(hoursAndMinutes(4)).toEqual({ hours: 0, minutes: 4 });
    expect(hoursAndMinutes(125)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });

  it("says a duration in Korean and in English", () => {
    expect(spokenDuration(4, "시간", "분")).toBe("4분");
    expect(spokenDuration(65, "시간", "분")).toBe("1시간 5분");
    expect(spokenDuration(120, "시간", "분")).toBe("2시간");
    expect(spokenDuration(1, "hr", "min", " ")).toBe("1 min");
    expect(spokenDuration(65, "hr", "min", " ")).toBe("1 hr 5 min");
    expect(spokenDuration(120, "hr", "min", " ")).toBe("2 hr");
  });

  it("writes schema.org's ISO 8601 duration", () => {
    expect(isoDuration(4)).toBe("PT4M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(125)).toBe("PT2H5M");
    expect(isoDuration(0)).toBe("PT0M");
  });
});
