// Profile-picture NFTs and the rarity ring (docs/product/wallet.md §5–6): pure rules shared by
// the server (what a member's avatar carries) and the pages (how it is drawn).
import { texts } from "./i18n";

/** Rarity classes the collection's tokens carry; `alpha` and anything unknown show as common. */
export type NftRarity = "legendary" | "epic" | "rare" | "common";
/** The rings an avatar can carry: common has none. */
export type RarityRing = "legendary" | "epic" | "rare";

export const NFT_RARITIES: readonly NftRarity[] = ["legendary", "epic", "rare", "common"];

/** The class of a token's raw rarity attribute (case and spaces ignored; `alpha` → common). */
export function rarityClass(raw: string | null | undefined): NftRarity {
  const value = (raw ?? "").trim().toLowerCase();
  return value === "legendary" || value === "epic" || value === "rare" ? value : "common";
}

/**
 * The ring an avatar carries: the rarity of the member's profile-picture NFT while they still
 * own it and their wallet is connected (walletDeleteYn N); common tokens carry none.
 */
export function ringFor(pfp: { rarity: string | null | undefined; walletDeleted?: boolean } | null | undefined): RarityRing | null {
  if (!pfp || pfp.walletDeleted) return null;
  const rarity = rarityClass(pfp.rarity);
  return rarity === "common" ? null : rarity;
}

/** How many seconds an ownership answer from the chain is trusted before it is read again. */
export const OWNERSHIP_TTL_SECONDS = 60;

export const RARITY_LABEL = texts({
  legendary: { ko: "레전더리", en: "Legendary" },
  epic: { ko: "에픽", en: "Epic" },
  rare: { ko: "레어", en: "Rare" },
  common: { ko: "커먼", en: "Common" },
});

export const NFT_MSG = texts({
  notFound: { ko: "NFT를 찾을 수 없습니다.", en: "NFT not found." },
  notOwned: {
    ko: "보유하지 않은 NFT는 프로필 사진으로 설정할 수 없습니다.",
    en: "You can only use an NFT you own as your profile picture.",
  },
  noWallet: { ko: "지갑을 먼저 연결해 주세요.", en: "Connect a wallet first." },
  chainUnavailable: {
    ko: "블록체인 네트워크에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.",
    en: "The blockchain network cannot be reached. Please try again shortly.",
  },
});
