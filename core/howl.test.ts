import { describe, expect, it } from "vitest";
import { answerPieces, checkHowlQuestion, HOWL_TEXT, isHowlSegment, pickHowlSegment } from "./howl";

describe("howl rules", () => {
  it("checks a question's length after trimming", () => {
    expect(checkHowlQuestion("  김치  찌개 ")).toEqual({ ok: true, value: "김치 찌개" });
    expect(checkHowlQuestion(" 가 ")).toEqual({ ok: false, message: HOWL_TEXT.tooShort });
    expect(checkHowlQuestion("가".repeat(301))).toEqual({ ok: false, message: HOWL_TEXT.tooLong });
    expect(checkHowlQuestion("가".repeat(300)).ok).toBe(true);
  });

  it("knows the two segments and picks one", () => {
    expect(isHowlSegment("A")).toBe(true);
    expect(isHowlSegment("a")).toBe(false);
    expect(pickHowlSegment(() => 0.1)).toBe("A");
    expect(pickHowlSegment(() => 0.9)).toBe("B");
  });

  it("cuts an answer into text and citations", () => {
    expect(answerPieces("앞 “인용” [1]\n“둘째” [2]")).toEqual([{ text: "앞 “인용” " }, { cite: 1 }, { text: "\n“둘째” " }, { cite: 2 }]);
    expect(answerPieces("")).toEqual([]);
  });
});
