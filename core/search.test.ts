import { describe, it, expect } from "vitest";
import {
  SEARCH_RESULT_LIMIT,
  SEARCH_TYPES,
  SEARCH_TYPE_LABELS,
  countCharacters,
  isSearchType,
  pageWindowWithinLimit,
  parseSearchType,
  searchCountLabel,
  searchPath,
  splitPage,
  validateSearchTerm,
} from "./search";

describe("search types", () => {
  it("lists the five types in dropdown order with their labels", () => {
    expect(SEARCH_TYPES).toEqual(["all", "subject", "content", "tags", "user_name"]);
    expect(SEARCH_TYPES.map((t) => SEARCH_TYPE_LABELS[t].ko)).toEqual(["전체", "제목", "내용", "태그", "글쓴이"]);
    expect(SEARCH_TYPES.map((t) => SEARCH_TYPE_LABELS[t].en)).toEqual(["All", "Title", "Content", "Tags", "Author"]);
  });
  it("parses known types and defaults to all", () => {
    expect(parseSearchType("tags")).toBe("tags");
    expect(parseSearchType("user_name")).toBe("user_name");
    expect(parseSearchType("TAGS")).toBe("all");
    expect(parseSearchType("")).toBe("all");
    expect(parseSearchType(undefined)).toBe("all");
    expect(parseSearchType(null)).toBe("all");
    expect(parseSearchType("constructor")).toBe("all");
    expect(isSearchType("subject")).toBe(true);
    expect(isSearchType(3)).toBe(false);
  });
});

describe("countCharacters", () => {
  it("counts user-perceived characters", () => {
    expect(countCharacters("한국")).toBe(2);
    expect(countCharacters("한국".normalize("NFD"))).toBe(2); // 6 jamo code points
    expect(countCharacters("👍🏽")).toBe(1); // emoji + skin tone
    expect(countCharacters("e\u0301")).toBe(1);
  });
});

describe("validateSearchTerm", () => {
  it("asks for a term when empty after trimming", () => {
    for (const s of ["", "   ", "\t\n", null, undefined]) {
      expect(validateSearchTerm(s)).toMatchObject({ ok: false, message: { ko: "검색어를 입력해 주세요." } });
    }
  });
  it("asks for at least 2 characters", () => {
    expect(validateSearchTerm("a")).toMatchObject({ ok: false, message: { ko: "검색어를 2글자이상 입력해 주세요." } });
    expect(validateSearchTerm(" 한 ")).toMatchObject({ ok: false, message: { ko: "검색어를 2글자이상 입력해 주세요." } });
    expect(validateSearchTerm("👍🏽")).toMatchObject({ ok: false, message: { ko: "검색어를 2글자이상 입력해 주세요." } });
    // One decomposed syllable is 3 code points but still one character.
    expect(validateSearchTerm("한".normalize("NFD")).ok).toBe(false);
  });
  it("accepts 2 characters and returns the trimmed term", () => {
    expect(validateSearchTerm("  경제 ")).toEqual({ ok: true, value: "경제" });
    expect(validateSearchTerm("ai")).toEqual({ ok: true, value: "ai" });
    expect(validateSearchTerm("a b")).toEqual({ ok: true, value: "a b" });
  });
  it("returns the composed form of a decomposed term", () => {
    expect(validateSearchTerm("경제".normalize("NFD"))).toEqual({ ok: true, value: "경제" });
  });
});

describe("searchPath", () => {
  it("builds desktop and mobile routes", () => {
    expect(searchPath("경제", "all", false)).toBe("/search/%EA%B2%BD%EC%A0%9C/all");
    expect(searchPath("경제", "tags", true)).toBe("/m/search/%EA%B2%BD%EC%A0%9C/tags");
  });
  it("encodes characters that would break the route", () => {
    expect(searchPath("a/b?c#d", "subject", false)).toBe("/search/a%2Fb%3Fc%23d/subject");
    expect(searchPath("100%", "content", false)).toBe("/search/100%25/content");
  });
  it("round-trips the key through decodeURIComponent", () => {
    const key = "C++ & 자바/스크립트 #1";
    const segment = searchPath(key, "all", true).split("/")[3]!;
    expect(decodeURIComponent(segment)).toBe(key);
  });
});

describe("result counts and pages", () => {
  it("shows an exact count, or the limit with a plus when counting stopped there", () => {
    expect(searchCountLabel(0, false)).toBe("0");
    expect(searchCountLabel(999, false)).toBe("999");
    expect(searchCountLabel(SEARCH_RESULT_LIMIT, true)).toBe("1,000+");
  });

  it("splits a page between the ranked group and the rest", () => {
    // Group of 25, pages of 10: pages 1 and 2 from the group, page 3 crosses over.
    expect(splitPage(25, 0, 10)).toEqual({ group: { offset: 0, limit: 10 }, rest: { offset: 0, limit: 0 } });
    expect(splitPage(25, 20, 10)).toEqual({ group: { offset: 20, limit: 5 }, rest: { offset: 0, limit: 5 } });
    expect(splitPage(25, 30, 10)).toEqual({ group: { offset: 25, limit: 0 }, rest: { offset: 5, limit: 10 } });
    expect(splitPage(0, 0, 10)).toEqual({ group: { offset: 0, limit: 0 }, rest: { offset: 0, limit: 10 } });
    expect(splitPage(10, 10, 10)).toEqual({ group: { offset: 10, limit: 0 }, rest: { offset: 0, limit: 10 } });
    expect(splitPage(7, 0, 0)).toEqual({ group: { offset: 0, limit: 0 }, rest: { offset: 0, limit: 0 } });
  });

  it("stops pages at the result limit", () => {
    expect(pageWindowWithinLimit(1, 10)).toEqual({ offset: 0, limit: 10 });
    expect(pageWindowWithinLimit(100, 10)).toEqual({ offset: 990, limit: 10 });
    expect(pageWindowWithinLimit(101, 10)).toBeNull();
    expect(pageWindowWithinLimit(21, 48)).toEqual({ offset: 960, limit: 40 });
    expect(pageWindowWithinLimit(3, 2, 5)).toEqual({ offset: 4, limit: 1 });
  });
});
