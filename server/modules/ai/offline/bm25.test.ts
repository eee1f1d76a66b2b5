import { describe, expect, it } from "vitest";
import { buildBm25 } from "./bm25";
import { textRank } from "./rank";

describe("BM25", () => {
  const index = buildBm25([
    ["포인트", "적립", "방법", "미션"],
    ["큐레이션", "시즌", "투표", "보상"],
    ["포인트", "포인트", "토큰", "교환"],
    ["회원가입", "이메일", "인증"],
  ]);

  it("ranks documents holding the rarer query terms first and leaves the rest out", () => {
    const hits = index.search(["포인트", "교환"]);
    expect(hits.map((h) => h.doc)).toEqual([2, 0]);
    expect(index.search(["없는단어"])).toEqual([]);
  });

  it("weighs a term every document holds less than a rare one", () => {
    expect(index.idf("교환")).toBeGreaterThan(index.idf("포인트"));
    expect(index.idf("없는단어")).toBe(0);
  });
});

describe("TextRank", () => {
  it("scores the hub of a star highest", () => {
    const scores = textRank(4, (i, j) => (i === 0 || j === 0 ? 1 : 0));
    expect(scores.indexOf(Math.max(...scores))).toBe(0);
  });

  it("gives an edgeless graph equal scores", () => {
    const scores = textRank(3, () => 0);
    expect(scores[0]).toBeCloseTo(0.15);
    expect(new Set(scores).size).toBe(1);
  });
});
