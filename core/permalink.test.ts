import { describe, it, expect } from "vitest";
import {
  decodePermalink,
  encodePermalink,
  isPermalink,
  normalizePermalinkPart,
  PERMALINK_MAX_BOARD_NO,
  randomPermalinkPart,
} from "./permalink";

/** A small deterministic PRNG so the "random" round trips are reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("encodePermalink", () => {
  it("matches the product pages construction: base 36 of part + 10-digit boardNo", () => {
    expect(encodePermalink(1, 1234)).toBe((12340000000001).toString(36));
    expect(encodePermalink(42, 5000)).toBe(parseInt("50000000000042", 10).toString(36));
  });

  it("is lower-case base 36 and exactly 9 characters across the whole range", () => {
    for (const [b, p] of [
      [1, 1000],
      [1, 9999],
      [PERMALINK_MAX_BOARD_NO, 1000],
      [PERMALINK_MAX_BOARD_NO, 9999],
    ] as const) {
      const code = encodePermalink(b, p);
      expect(code).toMatch(/^[0-9a-z]{9}$/);
    }
  });

  it("appends the user suffix as base 36 of userNo × 10000", () => {
    const code = encodePermalink(42, 1234, 7);
    const [main, suffix] = code.split("-");
    expect(main).toBe(encodePermalink(42, 1234));
    expect(suffix).toBe((70000).toString(36));
  });

  it("different parts give different codes for the same board", () => {
    expect(encodePermalink(42, 1000)).not.toBe(encodePermalink(42, 1001));
  });

  it("rejects board numbers outside 1..9_999_999_999 and bad parts/users", () => {
    expect(() => encodePermalink(0, 1234)).toThrow(RangeError);
    expect(() => encodePermalink(-1, 1234)).toThrow(RangeError);
    expect(() => encodePermalink(1.5, 1234)).toThrow(RangeError);
    expect(() => encodePermalink(10_000_000_000, 1234)).toThrow(RangeError);
    expect(() => encodePermalink(1, -5)).toThrow(RangeError);
    expect(() => encodePermalink(1, Number.NaN)).toThrow(RangeError);
    expect(() => encodePermalink(1, 1234, 0)).toThrow(RangeError);
    expect(() => encodePermalink(1, 1234, 2.5)).toThrow(RangeError);
  });
});

describe("normalizePermalinkPart", () => {
  it("keeps 4-digit values", () => {
    expect(normalizePermalinkPart(1000)).toBe(1000);
    expect(normalizePermalinkPart(9999)).toBe(9999);
  });
  it("uses the last 4 digits of larger values", () => {
    expect(normalizePermalinkPart(1_234_567)).toBe(4567);
    expect(normalizePermalinkPart(10_000)).toBe(1000); // last 4 digits 0000 → +1000
    expect(normalizePermalinkPart(50_123)).toBe(1123); // last 4 digits 0123 → +1000
  });
  it("adds 1000 to smaller values", () => {
    expect(normalizePermalinkPart(0)).toBe(1000);
    expect(normalizePermalinkPart(999)).toBe(1999);
    expect(normalizePermalinkPart(7)).toBe(1007);
  });
  it("drops fractions", () => {
    expect(normalizePermalinkPart(1234.9)).toBe(1234);
  });
  it("encoding a raw file size equals encoding its normalised part", () => {
    expect(encodePermalink(42, 1_234_567)).toBe(encodePermalink(42, 4567));
    expect(decodePermalink(encodePermalink(42, 1_234_567))?.part).toBe(4567);
  });
});

describe("decodePermalink round trips", () => {
  it.each([1, 42, 9_999_999_999])("boardNo %d", (boardNo) => {
    for (const part of [1000, 1234, 9999]) {
      expect(decodePermalink(encodePermalink(boardNo, part))).toEqual({ boardNo, part });
      expect(decodePermalink(encodePermalink(boardNo, part, 3))).toEqual({ boardNo, part, userNo: 3 });
    }
  });

  it("random board numbers, parts and users", () => {
    const rnd = mulberry32(20240601);
    for (let i = 0; i < 2000; i++) {
      const boardNo = 1 + Math.floor(rnd() * PERMALINK_MAX_BOARD_NO);
      const part = randomPermalinkPart(rnd);
      const userNo = 1 + Math.floor(rnd() * 1_000_000_000);
      const plain = encodePermalink(boardNo, part);
      expect(plain.length).toBeLessThanOrEqual(9);
      expect(decodePermalink(plain)).toEqual({ boardNo, part });
      const shared = encodePermalink(boardNo, part, userNo);
      expect(shared.split("-")[0]).toBe(plain);
      expect(decodePermalink(shared)).toEqual({ boardNo, part, userNo });
    }
  });

  it("omits userNo when there is no suffix", () => {
    expect(decodePermalink(encodePermalink(5, 2000))).not.toHaveProperty("userNo");
  });
});

describe("decodePermalink rejects malformed codes", () => {
  const good = encodePermalink(42, 1234);
  it.each([
    ["empty", ""],
    ["upper case", good.toUpperCase()],
    ["wrong characters", "abc_def12"],
    ["too long", `${good}0`],
    ["too small (no 4-digit part)", "abc"],
    ["negative", `-${good}`],
    ["board 0", (12340000000000).toString(36)],
    ["empty suffix", `${good}-`],
    ["suffix not a multiple of 10000", `${good}-${(70001).toString(36)}`],
    ["suffix zero", `${good}-0`],
    ["suffix leading zero", `${good}-0${(70000).toString(36)}`],
    ["suffix bad characters", `${good}-ab!`],
    ["double suffix", `${good}-${(70000).toString(36)}-1`],
    ["suffix beyond safe integers", `${good}-zzzzzzzzzzzzz`],
    ["whitespace", ` ${good}`],
  ])("%s", (_label, code) => {
    expect(decodePermalink(code)).toBeNull();
    expect(isPermalink(code)).toBe(false);
  });

  it("accepts the good code", () => {
    expect(isPermalink(good)).toBe(true);
  });
});

describe("randomPermalinkPart", () => {
  it("covers exactly 1000..9999 at the generator's extremes", () => {
    expect(randomPermalinkPart(() => 0)).toBe(1000);
    expect(randomPermalinkPart(() => 0.999999999)).toBe(9999);
    expect(randomPermalinkPart(() => 1)).toBe(9999);
    expect(randomPermalinkPart(() => Number.NaN)).toBe(1000);
  });
  it("stays in range with Math.random", () => {
    for (let i = 0; i < 1000; i++) {
      const p = randomPermalinkPart();
      expect(Number.isInteger(p)).toBe(true);
      expect(p).toBeGreaterThanOrEqual(1000);
      expect(p).toBeLessThanOrEqual(9999);
    }
  });
});
