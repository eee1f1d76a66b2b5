// A local chain for development (DEV_CHAIN=on) and tests: anvil (Foundry's node, a prebuilt
// binary in node_modules) started as a child process under chain id 8217, the house contracts
// deployed from the committed artifacts, and helpers that mint. Nothing here runs against a
// real network: the keys are anvil's public development keys.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "../../../lib/ports";
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  type Address,
  type Hash,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  type Transport,
  type WalletClient,
  type Chain as ViemChain,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import pfpArtifact from "./artifacts/NanumteoPfp.json";
import tokenArtifact from "./artifacts/NanumteoToken.json";
import uploadPassArtifact from "./artifacts/NanumteoUploadPass.json";
import { pfpAbi, tokenAbi, uploadPassAbi } from "./abis";
import { chainDefinition, RARITIES, type ChainAddresses, type Rarity } from "./client";

/**
 * anvil's development keys (mnemonic "test test … junk", accounts 0–9): public, funded with
 * 10 000 ETH-equivalent each on every anvil chain. Roles: 0 deploys and owns the contracts,
 * 1 signs payouts, 2–7 are the demo members' wallets, 8–9 are free for tests.
 */
export const ANVIL_KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
  "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
  "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
  "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
] as const satisfies readonly Hex[];

export const DEPLOYER_KEY = ANVIL_KEYS[0];
export const PAYOUT_SIGNER_DEV_KEY = ANVIL_KEYS[1];

export interface AnvilProcess {
  rpcUrl: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface AnvilOptions {
  chainId?: number;
  /** 0 (default): any free port. */
  port?: number;
  /** Load the chain from this file when it exists and write it back on exit (and every `stateIntervalSeconds`). */
  statePath?: string;
  stateIntervalSeconds?: number;
}

function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@foundry-rs/anvil-${process.platform === "win32" ? "win32" : process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;
  return require.resolve(`${pkg}/bin/anvil${process.platform === "win32" ? ".exe" : ""}`);
}

/** Starts anvil and resolves once it answers JSON-RPC. Stopping it writes its state file (with statePath). */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilProcess> {
  const port = options.port || (await freePort());
  const args = ["--host", "127.0.0.1", "--port", String(port), "--chain-id", String(options.chainId ?? 8217), "--silent"];
  if (options.statePath) args.push("--state", options.statePath, "--state-interval", String(options.stateIntervalSeconds ?? 5));
  const child = spawn(anvilBinary(), args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  // A dev chain must not outlive the process that started it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const rpcUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(rpcUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 15_000) {
      child.kill("SIGKILL");
      throw new Error(`anvil did not start on port ${port}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    rpcUrl,
    port,
    child,
    async stop() {
      process.removeListener("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      // SIGTERM lets anvil write its state file; SIGKILL if it hangs.
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type DevWallet = WalletClient<Transport, ViemChain, PrivateKeyAccount>;

export interface LocalChainClients {
  client: PublicClient;
  wallet(key: Hex): DevWallet;
  definition: ViemChain;
}

export function localClients(rpcUrl: string, chainId: number): LocalChainClients {
  const definition = chainDefinition(chainId, rpcUrl, "http://127.0.0.1");
  const transport = http(rpcUrl);
  return {
    client: createPublicClient({ chain: definition, transport }) as PublicClient,
    wallet: (key) => createWalletClient({ account: privateKeyToAccount(key), chain: definition, transport }),
    definition,
  };
}

async function confirmed(client: PublicClient, hash: Hash): Promise<Address | null> {
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} failed`);
  return receipt.contractAddress ?? null;
}

/** Deploys the three house contracts, owned by the deployer. */
export async function deployHouseContracts(
  clients: LocalChainClients,
  deployerKey: Hex = DEPLOYER_KEY,
): Promise<Required<{ [K in keyof ChainAddresses]: Address }>> {
  const deployer = clients.wallet(deployerKey);
  const owner = deployer.account.address;
  const deploy = async (artifact: { abi: unknown; bytecode: string }) => {
    const hash = await deployer.deployContract({
      abi: artifact.abi as readonly unknown[],
      bytecode: artifact.bytecode as Hex,
      args: [owner],
    });
    const address = await confirmed(clients.client, hash);
    if (!address) throw new Error("deployment without a contract address");
    // Receipts give the address in lower case; everything else the site reads is checksummed.
    return getAddress(address);
  };
  // One after the other: one sender, consecutive nonces, so the addresses are the same on every fresh chain.
  const pfp = await deploy(pfpArtifact);
  const uploadPass = await deploy(uploadPassArtifact);
  const token = await deploy(tokenArtifact);
  return { pfp, uploadPass, token };
}

/** Minting as the contracts' owner; each call waits for its receipt. */
export function houseMinter(
  clients: LocalChainClients,
  addresses: Required<{ [K in keyof ChainAddresses]: Address }>,
  ownerKey: Hex = DEPLOYER_KEY,
) {
  const owner = clients.wallet(ownerKey);
  return {
    /** Mints the next profile-picture token with `rarity` to `to`; returns its id. */
    async mintPfp(to: Address, rarity: Rarity): Promise<bigint> {
      const hash = await owner.writeContract({
        address: addresses.pfp,
        abi: pfpAbi,
        functionName: "mint",
        args: [to, RARITIES.indexOf(rarity)],
      });
      await confirmed(clients.client, hash);
      const supply = await clients.client.readContract({ address: addresses.pfp, abi: pfpAbi, functionName: "totalSupply" });
      // Ids are sequential from 1 and nothing burns: the newest id is the supply.
      return supply;
    },
    async mintUploadPass(to: Address): Promise<Hash> {
      const hash = await owner.writeContract({ address: addresses.uploadPass, abi: uploadPassAbi, functionName: "mint", args: [to] });
      await confirmed(clients.client, hash);
      return hash;
    },
    /** Mints `amount` base units (18 decimals) of the reward token to `to`. */
    async mintToken(to: Address, amount: bigint): Promise<Hash> {
      const hash = await owner.writeContract({ address: addresses.token, abi: tokenAbi, functionName: "mint", args: [to, amount] });
      await confirmed(clients.client, hash);
      return hash;
    },
  };
}

export type HouseMinter = ReturnType<typeof houseMinter>;
