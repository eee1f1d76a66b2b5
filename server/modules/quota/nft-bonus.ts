// Whether a member holds the NFT that raises their daily upload count (docs/product/wallet.md). The wallet
// work answers this from the member's connected wallet; until wallets exist nobody holds it.
export interface UploadNftSource {
  holdsUploadNft(userNo: number): Promise<boolean>;
}

export const noUploadNft: UploadNftSource = {
  holdsUploadNft: async () => false,
};
