import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow (three page numbers)", () => {
  it("centres the current page", () => expect(pageWindow(5, 10)).toEqual([4, 5, 6]));
  it("sticks to the start and the end", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });
  it("shows fewer when there are fewer pages", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });
});
