import { describe, expect, it } from "vitest";
import {
  allocate,
  curationModalKey,
  formatTokens,
  formatTokensExact,
  parseRankingTab,
  settleSeason,
  topBoards,
  viewClaimAllowed,
  viewTicketsDailyCap,
  type SeasonVote,
} from "./curation";

const vote = (voteId: number, voterUserNo: number, boardNo: number, authorUserNo: number, at: number): SeasonVote => ({
  voteId,
  voterUserNo,
  boardNo,
  authorUserNo,
  at,
});

describe("viewClaimAllowed", () => {
  it("needs the full time since the token", () => {
    expect(viewClaimAllowed(1000, 10_999)).toBe(false);
    expect(viewClaimAllowed(1000, 11_000)).toBe(true);
    expect(viewClaimAllowed(0, 1500, 1)).toBe(true);
    expect(viewClaimAllowed(Number.NaN, 1e12)).toBe(false);
  });
});

describe("allocate", () => {
  it("splits exactly, largest remainders first, ties to the smaller member", () => {
    const out = allocate(10n, [
      { userNo: 3, weight: 1n },
      { userNo: 1, weight: 1n },
      { userNo: 2, weight: 1n },
    ]);
    expect([...out.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 4n],
      [2, 3n],
      [3, 3n],
    ]);
    const big = allocate(1_000_000n, [
      { userNo: 1, weight: 2n },
      { userNo: 2, weight: 1n },
      { userNo: 9, weight: 0n },
    ]);
    expect(big.get(1)! + big.get(2)!).toBe(1_000_000n);
    expect(big.get(1)).toBe(666_667n);
    expect(big.has(9)).toBe(false);
    expect(allocate(100n, []).size).toBe(0);
  });
});

describe("settleSeason", () => {
  const votes = [
    vote(1, 10, 100, 1, 1000),
    vote(2, 11, 100, 1, 2000),
    vote(3, 12, 100, 1, 3000),
    vote(4, 10, 200, 2, 1500),
    vote(5, 13, 300, 3, 500),
  ];

  it("pays writers by votes received and curators by early votes on top posts", () => {
    const r = settleSeason(votes, 5_000_000n, 3_000_000n, 2);
    expect(r.topBoards).toEqual([100, 300]);
    expect(r.writers.get(1)).toBe(3_000_000n);
    expect(r.writers.get(2)).toBe(1_000_000n);
    expect(r.writers.get(3)).toBe(1_000_000n);
    // Post 100 (n=3): voters 10, 11, 12 weigh 1, 2/3, 1/3; post 300 (n=1): voter 13 weighs 1. Post 200 is not in the top 2.
    const c = r.curators;
    expect(c.get(10)! + c.get(11)! + c.get(12)! + c.get(13)!).toBe(3_000_000n);
    // Equal weights: equal shares up to the one leftover unit (to the smaller member number).
    expect(c.get(10)! - c.get(13)!).toBeGreaterThanOrEqual(0n);
    expect(c.get(10)! - c.get(13)!).toBeLessThanOrEqual(1n);
    expect(c.get(10)! > c.get(11)! && c.get(11)! > c.get(12)!).toBe(true);
  });

  it("gives the same result for the same votes in any order", () => {
    const a = settleSeason(votes, 7n * 1_000_000n, 1_000_003n);
    const b = settleSeason([...votes].reverse(), 7n * 1_000_000n, 1_000_003n);
    expect([...a.writers.entries()].sort()).toEqual([...b.writers.entries()].sort());
    expect([...a.curators.entries()].sort()).toEqual([...b.curators.entries()].sort());
  });

  it("pays nothing without votes", () => {
    const r = settleSeason([], 10n, 10n);
    expect(r.writers.size + r.curators.size).toBe(0);
  });

  it("orders the top list by votes, then who got there first", () => {
    expect(topBoards([vote(1, 1, 5, 9, 50), vote(2, 2, 6, 9, 40), vote(3, 3, 7, 9, 40)])).toEqual([6, 7, 5]);
  });
});

describe("formatting", () => {
  it("formats token micro-units", () => {
    expect(formatTokens(1_234_500_000n)).toBe("1,234.5");
    // Two decimals at most, cut (never shown larger than it is).
    expect(formatTokens(17_543_859_649n)).toBe("17,543.85");
    expect(formatTokens(999_999n)).toBe("0.99");
    expect(formatTokens(1)).toBe("0.01 미만");
    expect(formatTokens("1", "en")).toBe("less than 0.01");
    expect(formatTokens(0)).toBe("0");
    expect(formatTokensExact(17_543_859_649n)).toBe("17,543.859649");
    expect(formatTokensExact(1)).toBe("0.000001");
  });
  it("parses the ranking tab and builds dated modal keys", () => {
    expect(parseRankingTab("curator")).toBe("curator");
    expect(parseRankingTab("x")).toBe("writer");
    expect(parseRankingTab(undefined)).toBe("writer");
    expect(curationModalKey("modalReward", 3, "2026-11-23")).toBe("modalReward:3:2026-11-23");
  });
});

describe("viewTicketsDailyCap (decision 0166)", () => {
  it("is 20 a day, 30 with the World ID mark", () => {
    expect(viewTicketsDailyCap(false)).toBe(20);
    expect(viewTicketsDailyCap(true)).toBe(30);
  });
});
