import { describe, expect, it } from "vitest";
import { rarityClass, ringFor } from "./nft";

describe("rarityClass", () => {
  it("keeps the three ring classes and reads them case-insensitively", () => {
    expect(rarityClass("legendary")).toBe("legendary");
    expect(rarityClass(" Epic ")).toBe("epic");
    expect(rarityClass("RARE")).toBe("rare");
  });
  it("shows alpha, unknown and missing rarities as common", () => {
    expect(rarityClass("alpha")).toBe("common");
    expect(rarityClass("mythic")).toBe("common");
    expect(rarityClass(null)).toBe("common");
    expect(rarityClass(undefined)).toBe("common");
  });
});

describe("ringFor", () => {
  it("rings rare, epic and legendary profile pictures", () => {
    expect(ringFor({ rarity: "legendary" })).toBe("legendary");
    expect(ringFor({ rarity: "epic", walletDeleted: false })).toBe("epic");
    expect(ringFor({ rarity: "rare" })).toBe("rare");
  });
  it("gives common (alpha) profile pictures no ring", () => {
    expect(ringFor({ rarity: "alpha" })).toBeNull();
    expect(ringFor({ rarity: "common" })).toBeNull();
  });
  it("hides the ring when the wallet was disconnected (walletDeleteYn Y) or there is no profile-picture NFT", () => {
    expect(ringFor({ rarity: "legendary", walletDeleted: true })).toBeNull();
    expect(ringFor(null)).toBeNull();
    expect(ringFor(undefined)).toBeNull();
  });
});
