import { describe, expect, it } from "vitest";
import { notificationTitleIn, seriesPartNotificationTitle } from "./notifications";
import {
  checkSeriesDescription,
  checkSeriesTitle,
  cleanSeriesDescription,
  cleanSeriesTitle,
  foldedParts,
  isSameParts,
  moveItem,
  seriesPath,
  seriesPlace,
  SERIES_DESCRIPTION_MAX,
  SERIES_MSG,
  SERIES_TITLE_MAX,
} from "./series";

describe("series rules", () => {
  it("cleans a title to one line and refuses an empty or long one", () => {
    expect(cleanSeriesTitle("  파이썬   입문\n 1부 ")).toBe("파이썬 입문 1부");
    expect(checkSeriesTitle("")?.text).toBe(SERIES_MSG.titleRequired);
    expect(checkSeriesTitle("가".repeat(SERIES_TITLE_MAX))).toBeNull();
    expect(checkSeriesTitle("가".repeat(SERIES_TITLE_MAX + 1))).toEqual({
      text: SERIES_MSG.titleTooLong,
      params: { max: SERIES_TITLE_MAX },
    });
    // An emoji is one character, as a reader counts.
    expect(checkSeriesTitle("📚".repeat(SERIES_TITLE_MAX))).toBeNull();
  });

  it("keeps a description's paragraphs and refuses a long one", () => {
    expect(cleanSeriesDescription(" 첫 줄\r\n\r\n\r\n\r\n둘째  줄 ")).toBe("첫 줄\n\n둘째 줄");
    expect(checkSeriesDescription("")).toBeNull();
    expect(checkSeriesDescription("a".repeat(SERIES_DESCRIPTION_MAX + 1))?.text).toBe(SERIES_MSG.descriptionTooLong);
  });

  it("moves a part up, down and to the ends, clamped to the list", () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3, 4], 3, -5)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, 9)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 7, 0)).toEqual([1, 2, 3]);
    const list = [1, 2];
    moveItem(list, 0, 1);
    expect(list).toEqual([1, 2]);
  });

  it("takes a new order only when it names exactly the parts", () => {
    expect(isSameParts([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isSameParts([1, 2], [1, 2, 3])).toBe(false);
    expect(isSameParts([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isSameParts([1, 2, 4], [1, 2, 3])).toBe(false);
    expect(isSameParts([], [])).toBe(true);
  });

  it("tells a post's place, previous and next", () => {
    const parts = [{ boardNo: 10 }, { boardNo: 20 }, { boardNo: 30 }];
    expect(seriesPlace(parts, 10)).toEqual({ number: 1, total: 3, previous: null, next: { boardNo: 20 } });
    expect(seriesPlace(parts, 20)).toEqual({ number: 2, total: 3, previous: { boardNo: 10 }, next: { boardNo: 30 } });
    expect(seriesPlace(parts, 30)?.next).toBeNull();
    expect(seriesPlace(parts, 99)).toBeNull();
  });

  it("folds a long list to the first, the last and the parts around the one read", () => {
    expect(foldedParts(5, 2)).toEqual([0, 1, 2, 3, 4]);
    expect(foldedParts(20, 0, 7)).toEqual([0, 1, 2, 3, 4, 5, 19]);
    expect(foldedParts(20, 10, 7)).toEqual([0, 8, 9, 10, 11, 12, 19]);
    expect(foldedParts(20, 19, 7)).toEqual([0, 14, 15, 16, 17, 18, 19]);
    for (let current = 0; current < 30; current++) {
      const shown = foldedParts(30, current, 7);
      expect(shown).toHaveLength(7);
      expect(shown).toContain(current);
      expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    }
  });

  it("puts the series page under the owner's public pages", () => {
    expect(seriesPath("abc", 7, false)).toBe("/other/abc/series/7");
    expect(seriesPath("abc", 7, true)).toBe("/m/other/abc/series/7");
  });

  it("stores the new-part notification in Korean and reads it in English", () => {
    const stored = seriesPartNotificationTitle("가나", "파이썬 입문");
    expect(stored).toBe("가나님의 연재 「파이썬 입문」에 새 글이 실렸습니다.");
    expect(notificationTitleIn(stored, 0, "en")).toBe("가나 added a new part to the series 「파이썬 입문」.");
    expect(notificationTitleIn(stored, 0, "ko")).toBe(stored);
  });
});
