// Pieces the NFT pages share: the rarity badge and the token's picture.
import { RARITY_LABEL, type NftRarity } from "../../../core/nft";
import { useT } from "../../lib/i18n";
import { NFT_TEXT } from "./nft-text";

export function RarityBadge({ rarity }: { rarity: NftRarity }) {
  const t = useT();
  return (
    <span className={`rarity-badge rarity-${rarity}`} data-rarity={rarity}>
      {t(RARITY_LABEL[rarity])}
    </span>
  );
}

export function NftImage({ src, name }: { src: string | null; name: string }) {
  const t = useT();
  if (!src) return <div className="nft-image nft-image-empty">{t(NFT_TEXT.noImage)}</div>;
  return <img className="nft-image" src={src} alt={name} loading="lazy" />;
}
