import { describe, expect, it } from "vitest";
import { termsOf } from "../offline/korean";
import { analysePost, PASSAGE_MAX, rankPassages, splitPassages, type CandidatePassage } from "./passages";

describe("splitPassages", () => {
  it("keeps whole sentences together up to the target and never past the maximum", () => {
    const sentence = "나눔터는 지식을 나누는 곳입니다.";
    const passages = splitPassages(Array.from({ length: 40 }, () => sentence).join(" "));
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX);
      expect(p.endsWith("다.")).toBe(true);
    }
    expect(passages.join(" ")).toBe(Array.from({ length: 40 }, () => sentence).join(" "));
  });

  it("cuts a sentence longer than the maximum at spaces", () => {
    const long = Array.from({ length: 120 }, (_, i) => `단어${i}`).join(" ");
    const passages = splitPassages(long);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX);
  });

  it("treats lines as breaks and gives nothing for an empty text", () => {
    expect(splitPassages("")).toEqual([]);
    expect(splitPassages("첫 줄\n\n둘째 줄")).toEqual(["첫 줄 둘째 줄"]);
  });
});

async function corpus(posts: { title: string; content: string }[]): Promise<CandidatePassage[]> {
  const out: CandidatePassage[] = [];
  for (const [i, post] of posts.entries()) {
    const analysed = await analysePost(post.title, post.content);
    for (const p of analysed.passages) out.push({ post: i, text: p.text, terms: p.terms, titleTerms: analysed.titleTerms });
  }
  return out;
}

describe("rankPassages", () => {
  const posts = [
    {
      title: "김치찌개 끓이는 법",
      content:
        "김치찌개는 한국의 대표 요리입니다. 가정마다 맛이 조금씩 다릅니다. 오늘은 집에서 쉽게 만드는 방법을 소개합니다. 재료 준비부터 차근차근 따라 해 보세요. 먼저 냄비를 준비합니다. 냄비는 넉넉한 크기가 좋습니다.\n잘 익은 신김치와 돼지고기를 먼저 볶은 뒤 물을 붓고 끓입니다. 두부와 대파는 마지막에 넣습니다.",
    },
    { title: "기준금리와 대출", content: "기준금리가 오르면 변동금리 대출의 이자 부담이 커집니다. 고정금리 전환을 검토하세요." },
    { title: "베란다 텃밭", content: "베란다에서는 상추와 방울토마토를 키우기 쉽습니다. 햇빛이 잘 드는 곳에 두세요." },
  ];

  it("picks the passage that answers the question", async () => {
    const passages = await corpus(posts);
    const ranked = rankPassages(await termsOf("김치찌개에 돼지고기는 언제 넣나요?"), passages);
    expect(ranked[0]?.post).toBe(0);
    expect(ranked[0]?.text).toContain("돼지고기");
    const rate = rankPassages(await termsOf("기준금리 오르면 대출 이자"), passages);
    expect(rate[0]?.post).toBe(1);
    const garden = rankPassages(await termsOf("방울토마토 키우기"), passages);
    expect(garden[0]?.post).toBe(2);
  });

  it("keeps nothing when the question's words are not there (no answer)", async () => {
    const passages = await corpus(posts);
    expect(rankPassages(await termsOf("양자 컴퓨터 큐비트"), passages)).toEqual([]);
    expect(rankPassages([], passages)).toEqual([]);
    expect(rankPassages(["김치찌개"], [])).toEqual([]);
  });

  it("does not quote a passage that matches only a minor part of the question", async () => {
    const passages = await corpus(posts);
    // 대파 is in the kimchi post, but the question is about growing vegetables on a balcony in winter.
    const ranked = rankPassages(await termsOf("겨울철 비닐하우스 난방비 절약과 대파 농사"), passages);
    expect(ranked).toEqual([]);
  });
});
