import { describe, expect, it } from "vitest";
import { findPages, markHtml, markSegments, queryPattern } from "./search";

describe("in-document search", () => {
  const pages = [
    { pageNo: 1, text: "경제 지표를 읽는 법\n금리와 물가" },
    { pageNo: 2, text: "환율은 금리와\n물가에 따라 움직입니다. 금리!" },
    { pageNo: 3, text: "관계 없는 쪽" },
  ];

  it("finds the pages with a word and counts it, ignoring case", () => {
    expect(findPages(pages, "금리")).toEqual([
      { pageNo: 1, count: 1 },
      { pageNo: 2, count: 2 },
    ]);
    expect(findPages([{ pageNo: 1, text: "Hello PDF" }], "pdf")).toEqual([{ pageNo: 1, count: 1 }]);
    expect(findPages(pages, "   ")).toEqual([]);
    expect(queryPattern("")).toBeNull();
  });

  it("matches a phrase across line breaks and treats regex characters literally", () => {
    expect(findPages(pages, "금리와 물가")).toEqual([
      { pageNo: 1, count: 1 },
      { pageNo: 2, count: 1 },
    ]);
    expect(findPages(pages, "금리!")).toEqual([{ pageNo: 2, count: 1 }]);
    expect(findPages(pages, ".*")).toEqual([]);
  });

  it("splits text into marked segments", () => {
    expect(markSegments("금리와 금리", "금리")).toEqual([
      { text: "금리", mark: true },
      { text: "와 ", mark: false },
      { text: "금리", mark: true },
    ]);
    expect(markSegments("없음", "금리")).toEqual([{ text: "없음", mark: false }]);
  });

  it("marks text in HTML without touching tags or entities", () => {
    expect(markHtml('<p class="x">a &lt;b&gt; 금리</p><p>금리</p>', "금리")).toBe(
      '<p class="x">a &lt;b&gt; <mark>금리</mark></p><p><mark>금리</mark></p>',
    );
    expect(markHtml("<p>p tag</p>", "p")).toBe("<p><mark>p</mark> tag</p>");
    expect(markHtml("<p>a &amp; b</p>", "a & b", "is-current")).toBe('<p><mark class="is-current">a &amp; b</mark></p>');
  });
});
