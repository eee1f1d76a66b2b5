import { describe, expect, it } from "vitest";
import { decayedWeight, POPULARITY_HALF_LIFE_DAYS, POPULARITY_WEIGHTS, POPULARITY_WINDOW_DAYS } from "./popularity";

describe("popularity", () => {
  it("halves an action's weight every half-life and forgets it after the window", () => {
    expect(decayedWeight(POPULARITY_WEIGHTS.like, 0)).toBe(3);
    expect(decayedWeight(POPULARITY_WEIGHTS.like, POPULARITY_HALF_LIFE_DAYS)).toBeCloseTo(1.5);
    expect(decayedWeight(POPULARITY_WEIGHTS.view, 2 * POPULARITY_HALF_LIFE_DAYS)).toBeCloseTo(0.25);
    expect(decayedWeight(POPULARITY_WEIGHTS.like, POPULARITY_WINDOW_DAYS + 1)).toBe(0);
  });

  it("weighs a like above a bookmark or comment, and those above reading", () => {
    expect(POPULARITY_WEIGHTS.like).toBeGreaterThan(POPULARITY_WEIGHTS.bookmark);
    expect(POPULARITY_WEIGHTS.bookmark).toBeGreaterThan(POPULARITY_WEIGHTS.view);
    expect(POPULARITY_WEIGHTS.comment).toBeGreaterThan(POPULARITY_WEIGHTS.view);
  });
});
