// The NftSource of the configured chain (ctx.chain): the collection's tokens of an address
// (tokensOfOwner), each token's owner, on-chain rarity and metadata (tokenURI as a data: URI
// or an http(s) address), and the upload pass balance.
import { getAddress, isAddress, type Address } from "viem";
import type { Chain } from "../chain/client";
import type { NftAttribute, NftSource, NftToken } from "./source";

interface Metadata {
  name?: unknown;
  image?: unknown;
  attributes?: unknown;
}

/** The token's metadata from its URI: a base64 or plain JSON data: URI; anything else reads as none. */
export function metadataOf(uri: string | null): Metadata {
  if (!uri?.startsWith("data:application/json")) return {};
  try {
    const comma = uri.indexOf(",");
    const head = uri.slice(0, comma);
    const body = uri.slice(comma + 1);
    const text = head.endsWith(";base64") ? Buffer.from(body, "base64").toString("utf8") : decodeURIComponent(body);
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Metadata) : {};
  } catch {
    return {};
  }
}

function attributesOf(raw: unknown): NftAttribute[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((a): a is { trait_type?: unknown; value?: unknown } => Boolean(a) && typeof a === "object")
    .map((a) => ({ trait: String(a.trait_type ?? ""), value: String(a.value ?? "") }))
    .filter((a) => a.trait !== "")
    .slice(0, 20);
}

/** Only images a page may show: data: images and http(s) addresses. */
function imageOf(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  return /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/.test(raw) || /^https?:\/\//.test(raw) ? raw : null;
}

export function chainNftSource(chain: Chain): NftSource {
  async function tokenOf(id: string): Promise<NftToken | null> {
    const tokenId = BigInt(id);
    const owner = await chain.pfpOwnerOf(tokenId);
    if (!owner) return null;
    const [rarity, uri] = await Promise.all([chain.pfpRarityOf(tokenId), chain.pfpTokenUri(tokenId)]);
    const metadata = metadataOf(uri);
    return {
      id,
      owner,
      name: typeof metadata.name === "string" && metadata.name ? metadata.name.slice(0, 100) : `#${id}`,
      image: imageOf(metadata.image),
      rarity: rarity ?? "alpha",
      attributes: attributesOf(metadata.attributes),
    };
  }
  return {
    async tokensOf(address) {
      if (!isAddress(address, { strict: false })) return [];
      const ids = await chain.pfpTokensOf(getAddress(address) as Address);
      const tokens = await Promise.all(ids.slice(0, 200).map((id) => tokenOf(id.toString())));
      return tokens.filter((t): t is NftToken => t !== null);
    },
    tokenOf,
    async holdsUploadPass(address) {
      if (!isAddress(address, { strict: false })) return false;
      return (await chain.uploadPassBalanceOf(getAddress(address) as Address)) > 0n;
    },
  };
}
