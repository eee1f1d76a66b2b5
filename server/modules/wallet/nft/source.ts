// Where NFT data comes from (docs/product/wallet.md §5): the configured collection on the chain.
// The NFT service asks only these questions, so its rules are tested against any chain.
import type { AppContext } from "../../../context";
import { chainNftSource } from "./chain-source";

export interface NftAttribute {
  trait: string;
  value: string;
}

export interface NftToken {
  /** Decimal token id. */
  id: string;
  /** Owner address as the chain reports it. */
  owner: string;
  name: string;
  image: string | null;
  /** The raw rarity (rare, epic, legendary, alpha…). */
  rarity: string;
  attributes: NftAttribute[];
}

export interface NftSource {
  /** The profile-picture collection's tokens held by an address. */
  tokensOf(address: string): Promise<NftToken[]>;
  /** One token of the collection, or null when it does not exist. */
  tokenOf(id: string): Promise<NftToken | null>;
  /** Whether the address holds the upload pass (docs/product/rewards.md §6). */
  holdsUploadPass(address: string): Promise<boolean>;
}

/** An installation without a configured collection: nobody holds anything. */
export const emptyNftSource: NftSource = {
  tokensOf: async () => [],
  tokenOf: async () => null,
  holdsUploadPass: async () => false,
};

const sources = new WeakMap<AppContext, NftSource>();

/** The platform's NFT source: the configured chain, or the empty one. */
export function nftSourceOf(ctx: AppContext): NftSource {
  let source = sources.get(ctx);
  if (!source) {
    source = ctx.chain ? chainNftSource(ctx.chain) : emptyNftSource;
    sources.set(ctx, source);
  }
  return source;
}
