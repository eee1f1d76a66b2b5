// The Kaia chain as the wallet features see it (docs/product/wallet.md §1): a public client on
// KAIA_RPC_URL, typed reads of the three contracts (profile-picture NFTs with their rarity, the
// upload NFT, the reward token) and, when PAYOUT_SIGNER_KEY is set, a wallet client that signs
// payouts. Built once per process from the configuration (`ctx.chain`); null without an RPC.
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Address,
  type Chain as ViemChain,
  type Hash,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { kaia } from "viem/chains";
import type { AppConfig } from "../../../config";
import { pfpAbi, tokenAbi, uploadPassAbi } from "./abis";

/** Rarities in the contract's enum order (NanumteoPfp.Rarity): the number read on chain indexes this list. */
export const RARITIES = ["rare", "epic", "legendary", "alpha"] as const;
export type Rarity = (typeof RARITIES)[number];

export interface ChainAddresses {
  /** Profile-picture collection (NFT_COLLECTION_ADDRESS). */
  pfp: Address | null;
  /** Upload NFT (UPLOAD_NFT_ADDRESS): holding one raises the daily upload count. */
  uploadPass: Address | null;
  /** Reward token (TOKEN_ADDRESS), an ERC-20. */
  token: Address | null;
}

export type PayoutWallet = WalletClient<Transport, ViemChain, PrivateKeyAccount>;

/**
 * What the wallet features use. Readers of a contract whose address is not configured answer
 * "nothing held" (empty list, 0n, null) so a feature degrades to "none" instead of failing.
 * Readers throw on RPC errors (network, timeouts): callers decide whether a stale value will do.
 */
export interface Chain {
  chainId: number;
  rpcUrl: string;
  /** The viem chain object (kaia for 8217, with the configured RPC). */
  definition: ViemChain;
  addresses: ChainAddresses;
  explorerUrl: string;
  nftMarketUrl: string | null;
  /** KAIA_RECOVER_FALLBACK: sign-in may ask the RPC's kaia_recoverFromMessage. */
  recoverFallback: boolean;
  client: PublicClient;
  /** Owner of a profile-picture token, or null when it does not exist (never minted, burned). */
  pfpOwnerOf(tokenId: bigint): Promise<Address | null>;
  /** Rarity stored on chain for the token, or null when it does not exist. */
  pfpRarityOf(tokenId: bigint): Promise<Rarity | null>;
  /** The token's metadata URI (a data: URI with JSON for the house collection), or null when it does not exist. */
  pfpTokenUri(tokenId: bigint): Promise<string | null>;
  /** Token ids of the collection held by `owner`, ascending. */
  pfpTokensOf(owner: Address): Promise<bigint[]>;
  /** How many upload NFTs `owner` holds. */
  uploadPassBalanceOf(owner: Address): Promise<bigint>;
  /** Reward-token balance of `owner` in base units (18 decimals). */
  tokenBalanceOf(owner: Address): Promise<bigint>;
  /** The chain's own coin (KAIA) balance, e.g. the payout signer's gas. */
  nativeBalanceOf(owner: Address): Promise<bigint>;
  /** The payout signer (PAYOUT_SIGNER_KEY), or null when none is configured: payouts are then unavailable. */
  payout: { address: Address; wallet: PayoutWallet } | null;
  /** Explorer links. */
  txUrl(hash: Hash): string;
  addressUrl(address: Address): string;
}

/** kaia (with the configured RPC) for 8217; any other id (a test chain) gets a plain definition. */
export function chainDefinition(chainId: number, rpcUrl: string, explorerUrl: string): ViemChain {
  const rpcUrls = { default: { http: [rpcUrl] } };
  const blockExplorers = { default: { name: "Explorer", url: explorerUrl } };
  if (chainId === kaia.id) {
    // Without multicall3: a local chain under id 8217 (anvil) has no such contract, and reads are few.
    return defineChain({ ...kaia, rpcUrls, blockExplorers, contracts: undefined });
  }
  return defineChain({ id: chainId, name: `Chain ${chainId}`, nativeCurrency: kaia.nativeCurrency, rpcUrls, blockExplorers });
}

/** Contract reverts of a token that does not exist (ERC721NonexistentToken) read as "absent". */
function isMissingToken(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ERC721NonexistentToken|ContractFunctionRevertedError|reverted/i.test(text);
}

async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isMissingToken(error)) return null;
    throw error;
  }
}

export interface ChainSettings {
  rpcUrl: string;
  chainId: number;
  addresses: ChainAddresses;
  explorerUrl?: string;
  nftMarketUrl?: string | null;
  recoverFallback?: boolean;
  /** 0x… private key of the payout signer. */
  payoutSignerKey?: `0x${string}` | null;
  /** Time limit of one RPC call. */
  timeoutMs?: number;
}

export function createChainClient(settings: ChainSettings): Chain {
  const explorerUrl = (settings.explorerUrl ?? "https://kaiascan.io").replace(/\/+$/, "");
  const definition = chainDefinition(settings.chainId, settings.rpcUrl, explorerUrl);
  const transport = http(settings.rpcUrl, { timeout: settings.timeoutMs ?? 10_000, retryCount: 1 });
  const client = createPublicClient({ chain: definition, transport }) as PublicClient;
  const { pfp, uploadPass, token } = settings.addresses;
  const payout = settings.payoutSignerKey
    ? (() => {
        const account = privateKeyToAccount(settings.payoutSignerKey);
        return { address: account.address, wallet: createWalletClient({ account, chain: definition, transport }) };
      })()
    : null;
  return {
    chainId: settings.chainId,
    rpcUrl: settings.rpcUrl,
    definition,
    addresses: settings.addresses,
    explorerUrl,
    nftMarketUrl: settings.nftMarketUrl ?? null,
    recoverFallback: settings.recoverFallback ?? false,
    client,
    async pfpOwnerOf(tokenId) {
      if (!pfp) return null;
      return orNull(() => client.readContract({ address: pfp, abi: pfpAbi, functionName: "ownerOf", args: [tokenId] }));
    },
    async pfpRarityOf(tokenId) {
      if (!pfp) return null;
      const index = await orNull(() => client.readContract({ address: pfp, abi: pfpAbi, functionName: "rarityOf", args: [tokenId] }));
      return index === null ? null : (RARITIES[index] ?? "alpha");
    },
    async pfpTokenUri(tokenId) {
      if (!pfp) return null;
      return orNull(() => client.readContract({ address: pfp, abi: pfpAbi, functionName: "tokenURI", args: [tokenId] }));
    },
    async pfpTokensOf(owner) {
      if (!pfp) return [];
      const ids = await client.readContract({ address: pfp, abi: pfpAbi, functionName: "tokensOfOwner", args: [owner] });
      return [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    },
    async uploadPassBalanceOf(owner) {
      if (!uploadPass) return 0n;
      return client.readContract({ address: uploadPass, abi: uploadPassAbi, functionName: "balanceOf", args: [owner] });
    },
    async tokenBalanceOf(owner) {
      if (!token) return 0n;
      return client.readContract({ address: token, abi: tokenAbi, functionName: "balanceOf", args: [owner] });
    },
    async nativeBalanceOf(owner) {
      return client.getBalance({ address: owner });
    },
    payout,
    txUrl: (hash) => `${explorerUrl}/tx/${hash}`,
    addressUrl: (address) => `${explorerUrl}/address/${address}`,
  };
}

/** The chain of the configuration, or null when KAIA_RPC_URL is not set (wallet features read nothing). */
export function createChain(config: AppConfig): Chain | null {
  if (!config.KAIA_RPC_URL) return null;
  return createChainClient({
    rpcUrl: config.KAIA_RPC_URL,
    chainId: config.KAIA_CHAIN_ID,
    addresses: {
      pfp: (config.NFT_COLLECTION_ADDRESS as Address | undefined) ?? null,
      uploadPass: (config.UPLOAD_NFT_ADDRESS as Address | undefined) ?? null,
      token: (config.TOKEN_ADDRESS as Address | undefined) ?? null,
    },
    explorerUrl: config.EXPLORER_URL,
    nftMarketUrl: config.NFT_MARKET_URL ?? null,
    recoverFallback: config.KAIA_RECOVER_FALLBACK,
    payoutSignerKey: (config.payoutSignerKey?.reveal() as `0x${string}` | undefined) ?? null,
  });
}
