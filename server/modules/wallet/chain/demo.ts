// What the demo members hold on a local chain (DEV_CHAIN=on, browser journeys): deterministic
// wallets (anvil's development keys 2–7) with profile pictures of every rarity and one upload
// pass, and reward tokens on the payout signer. The demo seed connects these wallets to the demo
// members (server/seed/demo-wallets.ts).
import type { Address, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Rarity } from "./client";
import { ANVIL_KEYS, type HouseMinter } from "./local";

export interface DemoWallet {
  /** DEMO_MEMBERS key (server/seed/demo-content.ts). */
  memberKey: string;
  key: Hex;
  address: Address;
  pfps: Rarity[];
  uploadPass: boolean;
}

const holdings: { memberKey: string; keyIndex: number; pfps: Rarity[]; uploadPass: boolean }[] = [
  { memberKey: "haneul", keyIndex: 2, pfps: ["legendary", "rare"], uploadPass: true },
  { memberKey: "devkim", keyIndex: 3, pfps: ["epic"], uploadPass: false },
  { memberKey: "runner", keyIndex: 4, pfps: ["rare"], uploadPass: false },
  { memberKey: "bapsang", keyIndex: 5, pfps: ["alpha"], uploadPass: false },
  { memberKey: "traveler", keyIndex: 6, pfps: ["epic", "alpha"], uploadPass: false },
  { memberKey: "linguist", keyIndex: 7, pfps: ["legendary"], uploadPass: false },
];

export const DEMO_WALLETS: DemoWallet[] = holdings.map((h) => {
  const key = ANVIL_KEYS[h.keyIndex]!;
  return { memberKey: h.memberKey, key, address: privateKeyToAccount(key).address, pfps: h.pfps, uploadPass: h.uploadPass };
});

/** Reward tokens the payout signer starts with on a local chain: 1 000 000 tokens (18 decimals). */
export const DEMO_PAYOUT_FUNDS = 1_000_000n * 10n ** 18n;

/** Mints the demo holdings and funds the payout signer. Run once per fresh chain. */
export async function mintDemoHoldings(minter: HouseMinter, payoutSigner: Address): Promise<void> {
  for (const wallet of DEMO_WALLETS) {
    for (const rarity of wallet.pfps) await minter.mintPfp(wallet.address, rarity);
    if (wallet.uploadPass) await minter.mintUploadPass(wallet.address);
  }
  await minter.mintToken(payoutSigner, DEMO_PAYOUT_FUNDS);
}
