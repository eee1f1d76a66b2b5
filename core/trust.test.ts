import { describe, expect, it } from "vitest";
import { graphTrust, isTenureSeed, memberTrust, trustMicro, trustScaledCap, type TrustGraph } from "./trust";

/** A graph from [from, to, weight] triples. */
function graphOf(n: number, edges: [number, number, number][]): TrustGraph {
  return {
    n,
    src: Int32Array.from(edges.map((e) => e[0])),
    dst: Int32Array.from(edges.map((e) => e[1])),
    weight: Float64Array.from(edges.map((e) => e[2])),
  };
}

/** A seeded random source, so the communities below are the same every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Members 0 … honest−1 read and vote each other at random; members honest … honest+ring−1 only
 * each other, plus `attack` endorsements from honest members into the ring.
 */
function community(honest: number, ring: number, attack: number, rand = random(7)) {
  const edges: [number, number, number][] = [];
  for (let i = 0; i < honest; i++) {
    for (let k = 0; k < 8; k++) {
      const j = Math.floor(rand() * honest);
      if (j !== i) edges.push([i, j, rand() < 0.75 ? 3 : 1]);
    }
  }
  for (let i = honest; i < honest + ring; i++) {
    for (let k = 0; k < 8; k++) {
      const j = honest + Math.floor(rand() * ring);
      if (j !== i) edges.push([i, j, 3]);
    }
  }
  for (let k = 0; k < attack; k++) edges.push([Math.floor(rand() * honest), honest + Math.floor(rand() * ring), 1]);
  return graphOf(honest + ring, edges);
}

function seedsOf(n: number, list: number[]): Float64Array {
  const seed = new Float64Array(n);
  for (const i of list) seed[i] = 1;
  return seed;
}

const mean = (values: ArrayLike<number>, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
};

describe("graphTrust", () => {
  it("gives a cluster nobody outside endorses no trust, however large", () => {
    const g = community(30, 30, 0);
    const { trust, unseeded } = graphTrust(g, seedsOf(60, [0, 5, 10, 15, 20, 25]));
    expect(unseeded).toBe(false);
    expect(mean(trust, 30, 60)).toBe(0);
    expect(mean(trust, 0, 30)).toBeGreaterThan(0.8);
    // Every honest member who takes part has some trust.
    for (let i = 0; i < 30; i++) expect(trust[i]).toBeGreaterThan(0.2);
  });

  it("lets only a little in over a few attack edges", () => {
    const g = community(300, 300, 5);
    const seeds = Array.from({ length: 60 }, (_, i) => i * 5);
    const { trust } = graphTrust(g, seedsOf(600, seeds));
    expect(mean(trust, 300, 600)).toBeLessThan(0.05);
    expect(mean(trust, 0, 300)).toBeGreaterThan(0.8);
  });

  it("does not let a cluster gain trust by endorsing honest members", () => {
    const g = community(100, 100, 0);
    // Every ring account likes ten honest posts: edges from the ring into the community.
    const extra: [number, number, number][] = [];
    const rand = random(3);
    for (let i = 100; i < 200; i++) for (let k = 0; k < 10; k++) extra.push([i, Math.floor(rand() * 100), 1]);
    const both = graphOf(200, [...Array.from(g.src, (s, e) => [s, g.dst[e]!, g.weight[e]!] as [number, number, number]), ...extra]);
    const { trust } = graphTrust(both, seedsOf(200, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90]));
    // Only reader credit flows back, and it is shared with every honest reader.
    expect(mean(trust, 100, 200)).toBeLessThan(0.35);
    expect(mean(trust, 0, 100)).toBeGreaterThan(0.8);
  });

  it("treats everyone alike when nobody is a seed, and excluded members as 0", () => {
    const g = community(10, 0, 0);
    const excluded = new Uint8Array(10);
    excluded[3] = 1;
    const { trust, unseeded } = graphTrust(g, new Float64Array(10), excluded);
    expect(unseeded).toBe(true);
    expect(trust[0]).toBe(1);
    expect(trust[3]).toBe(0);
  });

  it("gives seeds full trust and a member nobody interacts with none", () => {
    const g = graphOf(4, [
      [0, 1, 2],
      [1, 0, 2],
    ]);
    const { trust } = graphTrust(g, seedsOf(4, [0, 3]));
    expect(trust[0]).toBe(1);
    expect(trust[3]).toBe(1);
    expect(trust[1]).toBeGreaterThan(0.5);
    expect(trust[2]).toBe(0);
  });
});

describe("memberTrust", () => {
  const base = { graph: 1, seed: null, distrusted: false, accountAgeDays: 30, activeDays: 7, partners: 10, sharedDevice: 0 };
  it("is the graph trust for an established member", () => {
    expect(memberTrust(base).score).toBe(1);
  });
  it("takes some away for a new account, few days, few partners and a shared device", () => {
    expect(memberTrust({ ...base, accountAgeDays: 0 }).score).toBeCloseTo(0.7);
    expect(memberTrust({ ...base, activeDays: 0 }).score).toBeCloseTo(0.8);
    expect(memberTrust({ ...base, partners: 0 }).score).toBeCloseTo(0.6);
    expect(memberTrust({ ...base, sharedDevice: 3 }).score).toBeCloseTo(0.5);
  });
  it("starts seeds from 1 and distrusted members at 0", () => {
    expect(memberTrust({ ...base, graph: 0, seed: "phone" }).score).toBe(1);
    expect(memberTrust({ ...base, seed: "phone", distrusted: true }).score).toBe(0);
    expect(memberTrust({ ...base, graph: 0, seed: "operator", accountAgeDays: 0, partners: 0, activeDays: 0 }).score).toBe(1);
    expect(memberTrust({ ...base, graph: 0, seed: "phone", accountAgeDays: 0, partners: 0, activeDays: 0 }).score).toBeCloseTo(0.336);
  });
});

describe("trust helpers", () => {
  it("scales the reading cap from 5 to the full cap", () => {
    expect(trustScaledCap(20, 0)).toBe(5);
    expect(trustScaledCap(20, 0.25)).toBe(13);
    expect(trustScaledCap(20, 0.5)).toBe(20);
    expect(trustScaledCap(30, 1)).toBe(30);
  });
  it("knows a tenure seed and rounds to millionths", () => {
    expect(isTenureSeed(120, 25, 12)).toBe(true);
    expect(isTenureSeed(60, 25, 12)).toBe(false);
    expect(trustMicro(0.1234567)).toBe(123457);
  });
});
