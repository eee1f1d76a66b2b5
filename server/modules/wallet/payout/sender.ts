// The chain side of payouts: everything the payout job needs from the token contract, behind
// one small interface so the state machine is tested against a real chain (anvil) and stays
// readable. The signing key is only ever held by the viem account made here: never logged,
// never stored (docs/product/wallet.md §8.6).
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";

export interface SignedTransfer {
  hash: Hex;
  raw: Hex;
  nonce: number;
}

export interface TransferReceipt {
  status: "success" | "reverted";
  blockNumber: number;
  /** The receipt as the node gave it, kept with the payout. */
  json: Record<string, unknown>;
}

export interface TokenSender {
  /** The signer's address. */
  readonly address: string;
  decimals(): Promise<number>;
  /** Signs an ERC-20 transfer locally; nothing leaves the process. */
  sign(to: string, units: bigint, nonce: number): Promise<SignedTransfer>;
  /** Broadcasts a signed transaction; a node that already has it is not an error. */
  broadcast(raw: Hex): Promise<void>;
  /** The receipt, or null while the transaction is pending or unknown. */
  receipt(hash: Hex): Promise<TransferReceipt | null>;
  /** Whether the node knows the transaction at all (pending or mined). */
  known(hash: Hex): Promise<boolean>;
  /** The signer's next nonce, counting its pending transactions. */
  pendingNonce(): Promise<number>;
  balanceOf(address: string): Promise<bigint>;
}

export interface ChainSettings {
  rpcUrl: string;
  tokenAddress: string;
  signerKey?: string;
}

/** Errors a node gives for a transaction it already has or has already mined. */
const ALREADY_SENT = /already known|known transaction|nonce too low|already imported|replacement transaction underpriced/i;

export function createTokenReader(settings: ChainSettings) {
  const client = createPublicClient({ transport: http(settings.rpcUrl, { retryCount: 1, timeout: 10_000 }) });
  const token = getAddress(settings.tokenAddress);
  let decimals: number | null = null;
  return {
    client,
    token,
    async decimals(): Promise<number> {
      decimals ??= await client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" });
      return decimals;
    },
    balanceOf(address: string): Promise<bigint> {
      return client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [getAddress(address)] });
    },
  };
}

export function createTokenSender(settings: ChainSettings & { signerKey: string }): TokenSender {
  const reader = createTokenReader(settings);
  const { client, token } = reader;
  const account = privateKeyToAccount(settings.signerKey as Hex);
  let chainId: number | null = null;
  return {
    address: account.address,
    decimals: () => reader.decimals(),
    balanceOf: (address) => reader.balanceOf(address),
    async sign(to, units, nonce) {
      chainId ??= await client.getChainId();
      const data = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [getAddress(to), units] });
      const gas = await client.estimateGas({ account: account.address, to: token, data }).then(
        (g) => (g * 12n) / 10n,
        () => 120_000n,
      );
      const fees = await client.estimateFeesPerGas();
      const raw = await account.signTransaction({
        type: "eip1559",
        chainId,
        to: token,
        data,
        nonce,
        gas,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        value: 0n,
      });
      return { hash: keccak256(raw), raw, nonce };
    },
    async broadcast(raw) {
      try {
        await client.sendRawTransaction({ serializedTransaction: raw });
      } catch (error) {
        if (ALREADY_SENT.test(String((error as Error).message))) return;
        throw error;
      }
    },
    async receipt(hash) {
      try {
        const r = await client.getTransactionReceipt({ hash });
        return {
          status: r.status,
          blockNumber: Number(r.blockNumber),
          json: JSON.parse(JSON.stringify(r, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))) as Record<string, unknown>,
        };
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null;
        throw error;
      }
    },
    async known(hash) {
      try {
        await client.getTransaction({ hash });
        return true;
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return false;
        throw error;
      }
    },
    pendingNonce: () => client.getTransactionCount({ address: account.address, blockTag: "pending" }),
  };
}
