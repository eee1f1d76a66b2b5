// Whether a member holds the NFT that raises their daily upload count (docs/product/wallet.md §7,
// rewards.md §6): the upload pass in the member's connected wallet (walletDeleteYn N), read from
// the chain and remembered for a minute (the upload page and the publish ask in turn).
import type { AppContext } from "../../context";
import { liveWalletAddress } from "../wallet/store";
import { nftSourceOf } from "../wallet/nft/source";
import { remembered } from "../wallet/nft/service";

export interface UploadNftSource {
  holdsUploadNft(userNo: number): Promise<boolean>;
}

export function walletUploadPass(ctx: AppContext): UploadNftSource {
  return {
    async holdsUploadNft(userNo) {
      const address = await liveWalletAddress(ctx.db, userNo);
      if (!address) return false;
      try {
        return await remembered(ctx, `pass:${address.toLowerCase()}`, () => nftSourceOf(ctx).holdsUploadPass(address));
      } catch {
        // The chain is unreachable: the plan's own count still applies; no bonus rather than no upload.
        return false;
      }
    },
  };
}

/** The answer read now, before a publishing transaction opens (no chain read while it holds a connection). */
export async function uploadPassReadNow(ctx: AppContext, userNo: number): Promise<UploadNftSource> {
  const holds = await walletUploadPass(ctx).holdsUploadNft(userNo);
  return { holdsUploadNft: async () => holds };
}
