// Profile-picture NFT rarity (SPEC §3 User info, §6, §9): which ring class the avatar
// gets. The chain reports 'alpha' for the base tier, which the design calls 'common'.

export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];

/** rare, epic and legendary pass through (any case); alpha, unknown and empty show as common. */
export function displayRarity(r: string | null | undefined): Rarity {
  const v = (r ?? "").trim().toLowerCase();
  return v === "rare" || v === "epic" || v === "legendary" ? v : "common";
}

/**
 * The ring shows only for a member who holds a profile NFT (a non-empty rarity) and has
 * not deleted the wallet (walletDeleteYn 'Y' hides it, SPEC §6).
 */
export function showRarityRing(walletDeleteYn: string | null | undefined, rarity: string | null | undefined): boolean {
  if (walletDeleteYn === "Y") return false;
  return (rarity ?? "").trim() !== "";
}
