// A real local chain for a test file: anvil (chain id 8217) on a free port with the house
// contracts deployed from the committed artifacts, mint helpers, and the environment that
// points an app at it. Ready in well under a second; dispose() stops anvil.
//
//   const chain = await startChain();
//   const platform = await createTestPlatform({ env: chain.chainEnv() });
//   const id = await chain.mintPfp(chain.accounts[8]!.address, "legendary");
//   …
//   await chain.dispose();
import type { Address, Hash, Hex, PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Rarity } from "../../server/modules/wallet/chain/client";
import { mintDemoHoldings } from "../../server/modules/wallet/chain/demo";
import {
  ANVIL_KEYS,
  DEPLOYER_KEY,
  deployHouseContracts,
  houseMinter,
  localClients,
  PAYOUT_SIGNER_DEV_KEY,
  startAnvil,
  type DevWallet,
} from "../../server/modules/wallet/chain/local";

export interface ChainAccount {
  address: Address;
  key: Hex;
}

export interface TestChainAddresses {
  /** NFT_COLLECTION_ADDRESS: the profile-picture collection. */
  pfp: Address;
  /** UPLOAD_NFT_ADDRESS: the upload pass. */
  uploadPass: Address;
  /** TOKEN_ADDRESS: the reward token. */
  token: Address;
}

export interface TestChain {
  rpcUrl: string;
  chainId: number;
  addresses: TestChainAddresses;
  /** anvil key 0: deployed the contracts and owns them (the only one who may mint). */
  deployer: ChainAccount;
  /** anvil key 1: the payout signer chainEnv() configures (PAYOUT_SIGNER_KEY). */
  payoutSigner: ChainAccount;
  /** anvil's ten development accounts (0 deployer, 1 payout signer, 2–7 demo members' wallets, 8–9 free), each funded. */
  accounts: ChainAccount[];
  client: PublicClient;
  /** A wallet client signing with `key` (e.g. a member's key to transfer an NFT away). */
  wallet(key: Hex): DevWallet;
  /** Mints the next profile-picture token; returns its id (sequential from 1). */
  mintPfp(to: Address, rarity: Rarity): Promise<bigint>;
  mintUploadPass(to: Address): Promise<Hash>;
  /** `amount` in base units (18 decimals): 5n * 10n ** 18n is 5 tokens. */
  mintToken(to: Address, amount: bigint): Promise<Hash>;
  /** The demo members' NFTs and the payout signer's tokens, as DEV_CHAIN=on mints them. */
  mintDemoHoldings(): Promise<void>;
  /**
   * The environment that points an app at this chain: KAIA_RPC_URL, KAIA_CHAIN_ID,
   * NFT_COLLECTION_ADDRESS, UPLOAD_NFT_ADDRESS, TOKEN_ADDRESS, PAYOUT_SIGNER_KEY (unless
   * `payoutSigner: false`), EXPLORER_URL.
   */
  chainEnv(options?: { payoutSigner?: boolean }): Record<string, string>;
  dispose(): Promise<void>;
}

export interface StartChainOptions {
  /** anvil state file: loaded when it exists, written on dispose (restart tests). */
  statePath?: string;
  port?: number;
  /** Skip deployment (a chain loaded from a state file that already has the contracts). */
  addresses?: TestChainAddresses;
}

export async function startChain(options: StartChainOptions = {}): Promise<TestChain> {
  const chainId = 8217;
  const anvil = await startAnvil({ chainId, port: options.port, statePath: options.statePath });
  try {
    const addresses = options.addresses ?? (await deployHouseContracts(localClients(anvil.rpcUrl, chainId), DEPLOYER_KEY));
    return { ...attachChain({ rpcUrl: anvil.rpcUrl, chainId, addresses }), dispose: () => anvil.stop() };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * The helpers for a chain that is already running with the contracts deployed, e.g. the browser
 * journeys' chain: `attachChain({ rpcUrl: inject("chainRpcUrl"), chainId: inject("chainId"),
 * addresses: inject("chainAddresses") })`. dispose() does nothing (the chain's owner stops it).
 */
export function attachChain(where: { rpcUrl: string; chainId: number; addresses: TestChainAddresses }): TestChain {
  const { rpcUrl, chainId, addresses } = where;
  const clients = localClients(rpcUrl, chainId);
  const minter = houseMinter(clients, addresses, DEPLOYER_KEY);
  const accounts = ANVIL_KEYS.map((key) => ({ key: key as Hex, address: privateKeyToAccount(key).address }));
  const payoutSigner = accounts[1]!;
  return {
    rpcUrl,
    chainId,
    addresses,
    deployer: accounts[0]!,
    payoutSigner,
    accounts,
    client: clients.client,
    wallet: clients.wallet,
    mintPfp: minter.mintPfp,
    mintUploadPass: minter.mintUploadPass,
    mintToken: minter.mintToken,
    mintDemoHoldings: () => mintDemoHoldings(minter, payoutSigner.address),
    chainEnv(envOptions = {}) {
      return {
        KAIA_RPC_URL: rpcUrl,
        KAIA_CHAIN_ID: String(chainId),
        NFT_COLLECTION_ADDRESS: addresses.pfp,
        UPLOAD_NFT_ADDRESS: addresses.uploadPass,
        TOKEN_ADDRESS: addresses.token,
        EXPLORER_URL: "https://kaiascan.io",
        ...(envOptions.payoutSigner === false ? {} : { PAYOUT_SIGNER_KEY: PAYOUT_SIGNER_DEV_KEY }),
      };
    },
    dispose: async () => undefined,
  };
}
