import { describe, expect, it } from "vitest";
import { chunksOf, reflow, sentencesOf, termsOf } from "./korean";

describe("offline Korean analyser", () => {
  it("joins the nouns of one written word and drops particles", async () => {
    const terms = await termsOf("인공지능이 콘텐츠 추천 알고리즘을 바꾸고 있다. 나눔터에서 포인트를 받는 방법은?");
    expect(terms).toEqual(expect.arrayContaining(["인공지능", "콘텐츠", "추천", "알고리즘", "나눔터", "포인트", "방법"]));
    expect(terms).not.toContain("이");
    expect(terms).not.toContain("인공");
  });

  it("keeps foreign words lower-cased", async () => {
    expect(await termsOf("BM25와 AI 검색")).toEqual(expect.arrayContaining(["bm25", "ai", "검색"]));
  });

  it("splits sentences at punctuation and lines", () => {
    expect(sentencesOf("첫 문장입니다. 두 번째!\n제목\n세 번째?")).toEqual(["첫 문장입니다.", "두 번째!", "제목", "세 번째?"]);
  });

  it("cuts long text into chunks at spaces", () => {
    const text = "가나다라 ".repeat(120);
    const chunks = chunksOf(text, 200);
    expect(chunks.every((c) => c.length <= 200)).toBe(true);
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(text.trim());
  });

  it("joins a page's wrapped lines back into sentences, keeping headings and finished sentences apart", () => {
    const page = [
      "1쪽 경제 지표",
      "기준금리가 오르면 대출 이자가 늘어 가계의",
      "소비와 기업의 투자가 줄어듭니다.",
      "환율은 두 나라 통화의 교환 비율입니다.",
    ].join("\n");
    expect(reflow(page).split("\n")).toEqual([
      "1쪽 경제 지표",
      "기준금리가 오르면 대출 이자가 늘어 가계의 소비와 기업의 투자가 줄어듭니다.",
      "환율은 두 나라 통화의 교환 비율입니다.",
    ]);
  });
});
