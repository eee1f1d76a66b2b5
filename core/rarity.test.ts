import { describe, it, expect } from "vitest";
import { displayRarity, showRarityRing } from "./rarity";

describe("displayRarity", () => {
  it("passes rare, epic and legendary through", () => {
    expect(displayRarity("rare")).toBe("rare");
    expect(displayRarity("epic")).toBe("epic");
    expect(displayRarity("legendary")).toBe("legendary");
    expect(displayRarity("LEGENDARY")).toBe("legendary");
  });
  it("shows alpha, unknown and empty as common", () => {
    for (const r of ["alpha", "mythic", "", null, undefined, "common"]) expect(displayRarity(r)).toBe("common");
  });
});

describe("showRarityRing", () => {
  it("hides the ring when the wallet is deleted", () => {
    expect(showRarityRing("Y", "legendary")).toBe(false);
  });
  it("shows it for a held NFT otherwise", () => {
    expect(showRarityRing("N", "rare")).toBe(true);
    expect(showRarityRing(null, "alpha")).toBe(true);
  });
  it("hides it without an NFT", () => {
    expect(showRarityRing("N", null)).toBe(false);
    expect(showRarityRing("N", " ")).toBe(false);
  });
});
