// A member's avatar: the profile image, or the first letter on a colour derived from the
// name (stable across pages), with the rarity ring of their profile-picture NFT
// (docs/product/wallet.md §6; `ring` takes the member's pfpTokenRarity, core/nft.ts decides).
import { ringFor } from "../../../core/nft";

const PALETTE = ["#3182F6", "#00A88F", "#F5A623", "#8B5CF6", "#E8590C", "#0CA5E9", "#D6336C", "#5C7CFA"];

function colourFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export function Avatar({ name, src, size = 28, ring }: { name: string; src?: string | null; size?: number; ring?: string | null }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45), background: colourFor(name) };
  const rarity = ringFor(ring ? { rarity: ring } : null);
  const className = rarity ? `avatar ring-${rarity}` : "avatar";
  if (src) {
    return (
      <img
        className={className}
        data-ring={rarity ?? undefined}
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ ...style, objectFit: "cover" }}
      />
    );
  }
  return (
    <span className={className} data-ring={rarity ?? undefined} style={style} aria-hidden="true">
      {Array.from(name)[0] ?? "?"}
    </span>
  );
}
