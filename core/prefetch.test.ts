import { describe, expect, it } from "vitest";
import { prefetchAllowed } from "./prefetch";

describe("link prefetching", () => {
  it("is skipped on 2g and slow-2g and with data saving on", () => {
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: true })).toBe(false);
  });
  it("happens on faster connections and where the browser tells nothing", () => {
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
