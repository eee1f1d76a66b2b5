import { describe, expect, it } from "vitest";
import {
  choseongOf,
  choseongPairs,
  compactText,
  excerptAround,
  highlightPieces,
  indexTerms,
  isChoseongQuery,
  queryTerms,
  searchPhrase,
  stripParticle,
} from "./korean-search";

/** Whether every query term of `term` is among the index terms of `text` (what the database checks). */
function finds(text: string, term: string): boolean {
  const index = indexTerms(text);
  return queryTerms(term).every((q) => (q.prefix ? index.some((t) => t.startsWith(q.text)) : index.includes(q.text)));
}

describe("Korean search analysis", () => {
  it("strips particles but keeps at least one syllable", () => {
    expect(stripParticle("경제를")).toBe("경제");
    expect(stripParticle("부동산에서")).toBe("부동산");
    expect(stripParticle("책을")).toBe("책");
    expect(stripParticle("이")).toBe("이");
    expect(stripParticle("react")).toBe("react");
  });

  it("finds words written with a particle, and 2-syllable nouns", () => {
    expect(finds("경제를 공부하는 방법", "경제")).toBe(true);
    expect(finds("경제 공부", "경제를")).toBe(true);
    expect(finds("부동산 시장 전망", "부동산에서")).toBe(true);
    expect(finds("주식 투자", "채권")).toBe(false);
  });

  it("finds spacing variants both ways", () => {
    expect(finds("부동산 투자 입문", "부동산투자")).toBe(true);
    expect(finds("부동산투자 입문", "부동산 투자")).toBe(true);
  });

  it("finds Latin words by prefix and mixed words", () => {
    expect(finds("React 컴포넌트 설계", "reac")).toBe(true);
    expect(finds("AI활용 가이드", "ai 활용")).toBe(true);
    expect(finds("파이썬 입문", "python")).toBe(false);
  });

  it("computes 초성 and recognises 초성 queries", () => {
    expect(choseongOf("부동산 투자")).toBe("ㅂㄷㅅㅌㅈ");
    expect(choseongOf("AI 경제")).toBe("ㄱㅈ");
    expect(isChoseongQuery("ㅂㄷㅅ")).toBe(true);
    expect(isChoseongQuery("ㅂ ㄷ")).toBe(true);
    expect(isChoseongQuery("ㅂ")).toBe(false);
    expect(isChoseongQuery("ㅂ동산")).toBe(false);
  });

  it("pairs neighbouring 초성, so a 초성 substring has all its pairs in the title's", () => {
    expect(choseongPairs("ㅂㄷㅅㅌㅈ")).toEqual(["ㅂㄷ", "ㄷㅅ", "ㅅㅌ", "ㅌㅈ"]);
    expect(choseongPairs("ㄱㄱㄱ")).toEqual(["ㄱㄱ"]);
    expect(choseongPairs("ㄱ")).toEqual([]);
    const title = choseongPairs(choseongOf("청약통장 200% 활용하는 법"));
    expect(choseongPairs("ㅊㅇㅌㅈ").every((p) => title.includes(p))).toBe(true);
    expect(choseongPairs("ㅊㅌ").every((p) => title.includes(p))).toBe(false);
  });

  it("runs words together for phrases, particles stripped from the term only", () => {
    expect(compactText("청약통장 200% 활용하는 법!")).toBe("청약통장200활용하는법");
    expect(compactText("React 컴포넌트")).toBe("react컴포넌트");
    expect(searchPhrase("부동산 투자를")).toBe("부동산투자");
    expect(searchPhrase("연말정산에서")).toBe("연말정산");
    expect(compactText("연말 정산 체크리스트")).toContain(searchPhrase("연말정산에서"));
  });

  it("marks matches as pieces (never HTML), across spaces and without case", () => {
    const pieces = highlightPieces("<b>부동산 투자</b>와 Reactive", "부동산투자 react");
    expect(pieces).toEqual([
      { text: "<b>", mark: false },
      { text: "부동산 투자", mark: true },
      { text: "</b>와 ", mark: false },
      { text: "React", mark: true },
      { text: "ive", mark: false },
    ]);
    expect(highlightPieces("경제를 배우자", "경제를")).toEqual([
      { text: "경제", mark: true },
      { text: "를 배우자", mark: false },
    ]);
    expect(highlightPieces("", "경제")).toEqual([]);
    // A 초성 search marks the words its initials spell, spaced or not.
    expect(highlightPieces("부동산 투자 입문", "ㅂㄷㅅ")).toEqual([
      { text: "부동산", mark: true },
      { text: " 투자 입문", mark: false },
    ]);
    expect(highlightPieces("부동 산과 투자", "ㅂㄷㅅ")).toEqual([
      { text: "부동 산", mark: true },
      { text: "과 투자", mark: false },
    ]);
  });

  it("cuts an excerpt around the first match", () => {
    const text = "가".repeat(300) + " 경제 이야기 " + "나".repeat(300);
    const excerpt = excerptAround(text, "경제", 60);
    expect(excerpt).toContain("경제");
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerptAround("짧은 글", "경제")).toBe("짧은 글");
  });
});
