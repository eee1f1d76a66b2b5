import { describe, expect, it } from "vitest";
import { indexRow, searchPlan } from "./analyzer";

const lexemes = (literal: string) => new Set(literal.match(/'(?:[^']|'')*'/g)!.map((l) => l.slice(1, -1).replace(/''/g, "'")));

describe("index rows", () => {
  const row = indexRow({ subject: "부동산 투자 입문", tags: ["재테크"], name: "김경제", content: "부동산 시장과 금리 이야기" });

  it("keeps field words with their field prefix and content words as they are", () => {
    const all = lexemes(row.allTerms);
    expect(all.has("금리")).toBe(true);
    expect(all.has("s:투자")).toBe(true);
    expect(all.has("s:산투")).toBe(true); // across the space: 부동산투자 finds it
    expect(all.has("t:재테")).toBe(true);
    expect(all.has("n:경제")).toBe(true);
    // Title words are not content words: a content search for 투자 does not find this post.
    expect(all.has("투자")).toBe(false);
  });

  it("keeps the small fields, the title words the content holds and the 초성 pairs in the narrow row", () => {
    const fields = lexemes(row.fieldTerms);
    expect(fields.has("s:입문")).toBe(true);
    expect(fields.has("sc:부동")).toBe(true);
    expect(fields.has("sc:투자")).toBe(false);
    expect(fields.has("cs:ㅂㄷ")).toBe(true);
    expect(fields.has("cn:ㄱㄱ")).toBe(true);
    expect(fields.has("금리")).toBe(false);
    expect(row).toMatchObject({ subjectKey: "부동산투자입문", subjectChoseong: "ㅂㄷㅅㅌㅈㅇㅁ", nameChoseong: "ㄱㄱㅈ" });
  });

  it("keeps words only, so quotes and backslashes never reach a literal", () => {
    const odd = indexRow({ subject: "it's a \\ test", tags: [], name: "o'brien", content: "" });
    expect([...lexemes(odd.fieldTerms)].filter((l) => l.startsWith("s:") || l.startsWith("n:"))).toEqual([
      "s:it",
      "s:s",
      "s:a",
      "s:test",
      "n:o",
      "n:brien",
    ]);
  });
});

describe("search plans", () => {
  it("indexes the topic's Korean and English names, but not 기타", () => {
    const travel = indexRow({ subject: "제주 코스", tags: [], name: "a", content: "", topic: "travel" });
    expect(travel.allTerms).toContain("'p:여행'");
    expect(travel.allTerms).toContain("'p:travel'");
    expect(indexRow({ subject: "모음", tags: [], name: "a", content: "", topic: "others" }).allTerms).not.toContain("p:");
  });

  it("looks up all and content in the wide terms, one field in the narrow row", () => {
    expect(searchPlan("부동산에서", "all")).toMatchObject({
      kind: "words",
      table: "terms",
      match: "('부동' | 's:부동' | 't:부동' | 'n:부동' | 'p:부동') & ('동산' | 's:동산' | 't:동산' | 'n:동산' | 'p:동산')",
      inSubject: "'s:부동' & 's:동산'",
      inSubjectAndContent: "'sc:부동' & 'sc:동산'",
      phrase: "부동산",
    });
    expect(searchPlan("금리", "content")).toMatchObject({ table: "terms", match: "'금리'" });
    expect(searchPlan("재테크", "tags")).toMatchObject({ table: "fields", match: "'t:재테' & 't:테크'" });
    expect(searchPlan("React 입문", "subject")).toMatchObject({ table: "fields", match: "'s:react':* & 's:입문'", phrase: "react입문" });
  });

  it("reads 초성 as consonant pairs of the type's fields", () => {
    expect(searchPlan("ㅂㄷ ㅅ", "all")).toEqual({
      kind: "choseong",
      fields: ["subject", "name"],
      match: "('cs:ㅂㄷ' & 'cs:ㄷㅅ') | ('cn:ㅂㄷ' & 'cn:ㄷㅅ')",
      choseong: "ㅂㄷㅅ",
    });
    expect(searchPlan("ㄱㅈ", "user_name")).toMatchObject({ fields: ["name"], match: "'cn:ㄱㅈ'" });
    expect(searchPlan("ㄱㅈ", "content")).toBeNull();
    expect(searchPlan("!!", "all")).toBeNull();
  });
});
