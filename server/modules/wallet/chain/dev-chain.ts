// DEV_CHAIN=on (docs/decisions/0151-chain-contracts-and-dev-chain.md): `npm start` runs a local
// anvil chain beside the app so the wallet features work offline. Its state lives in
// DATA_DIR/chain/state.json (loaded at start, written every few seconds and on stop), the
// contracts are deployed once (DATA_DIR/chain/deployment.json remembers where), the demo members'
// wallets get their NFTs, and the payout signer (an anvil development key) gets tokens.
//
// With KAIA_RPC_URL already set (a chain someone else runs, like the browser journeys' shared
// chain) nothing is started or deployed: the app only links the demo wallets.
import fs from "node:fs";
import path from "node:path";
import type { Address, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { AppConfig } from "../../../config";
import type { Logger } from "../../../lib/logger";
import { mintDemoHoldings } from "./demo";
import { freePort, portIsFree } from "../../../lib/ports";
import { deployHouseContracts, houseMinter, localClients, PAYOUT_SIGNER_DEV_KEY, startAnvil } from "./local";

const DEV_CHAIN_ID = 8217;
/** The usual local-node port when it is free (wallet apps know it); any free port otherwise. */
const PREFERRED_PORT = 8545;

interface Deployment {
  chainId: number;
  rpcUrl: string;
  addresses: { pfp: Address; uploadPass: Address; token: Address };
  deployedAt: string;
}

export interface DevChain {
  /** Environment the app's configuration is loaded again with (KAIA_RPC_URL, addresses, signer). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function devChainDir(config: Pick<AppConfig, "dataDir">): string {
  return path.join(config.dataDir, "chain");
}

function readDeployment(file: string): Deployment | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Deployment;
  } catch {
    return null;
  }
}

function envOf(deployment: Deployment, config: AppConfig): Record<string, string> {
  return {
    KAIA_RPC_URL: deployment.rpcUrl,
    KAIA_CHAIN_ID: String(deployment.chainId),
    NFT_COLLECTION_ADDRESS: deployment.addresses.pfp,
    UPLOAD_NFT_ADDRESS: deployment.addresses.uploadPass,
    TOKEN_ADDRESS: deployment.addresses.token,
    // An operator's own signer wins; otherwise anvil's development key 1.
    PAYOUT_SIGNER_KEY: config.payoutSignerKey?.reveal() ?? PAYOUT_SIGNER_DEV_KEY,
  };
}

/**
 * An anvil left behind by an app that was killed (SIGKILL skips the exit handlers) would keep
 * writing the same state file: stop it before starting a new one. Only a process whose command
 * line names this folder's state file is touched.
 */
async function stopLeftoverAnvil(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, "anvil.pid");
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, "utf8").trim());
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!cmdline.includes("anvil") || !cmdline.includes(path.join(dir, "state.json"))) return;
    process.kill(pid, "SIGTERM");
  } catch {
    return; // no pid file, process gone, or no /proc: nothing to stop
  }
  // It writes its state on the way out: wait for that before the new chain loads the file.
  const deadline = Date.now() + 5_000;
  while (fs.existsSync(`/proc/${pid}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  logger.warn({ pid }, "dev chain: stopped an anvil left by an earlier start");
}

export async function startDevChain(config: AppConfig, logger: Logger): Promise<DevChain> {
  if (config.KAIA_RPC_URL) {
    logger.info({ rpc: config.KAIA_RPC_URL }, "dev chain: using the configured chain");
    return { env: {}, stop: async () => undefined };
  }
  const started = Date.now();
  const dir = devChainDir(config);
  fs.mkdirSync(dir, { recursive: true });
  await stopLeftoverAnvil(dir, logger);
  const port = PREFERRED_PORT !== config.PORT && (await portIsFree(PREFERRED_PORT)) ? PREFERRED_PORT : await freePort([config.PORT]);
  const anvil = await startAnvil({ chainId: DEV_CHAIN_ID, port, statePath: path.join(dir, "state.json") });
  if (anvil.child.pid) fs.writeFileSync(path.join(dir, "anvil.pid"), String(anvil.child.pid));
  try {
    const clients = localClients(anvil.rpcUrl, DEV_CHAIN_ID);
    const deploymentFile = path.join(dir, "deployment.json");
    let deployment = readDeployment(deploymentFile);
    if (deployment) {
      // The state file may be gone or older than the deployment (a crash before it was written).
      const codes = await Promise.all(Object.values(deployment.addresses).map((address) => clients.client.getCode({ address })));
      if (deployment.chainId !== DEV_CHAIN_ID || codes.some((code) => !code || code === "0x")) deployment = null;
    }
    if (deployment) {
      deployment = { ...deployment, rpcUrl: anvil.rpcUrl };
    } else {
      const addresses = await deployHouseContracts(clients);
      const signerKey = (config.payoutSignerKey?.reveal() ?? PAYOUT_SIGNER_DEV_KEY) as Hex;
      await mintDemoHoldings(houseMinter(clients, addresses), privateKeyToAccount(signerKey).address);
      deployment = { chainId: DEV_CHAIN_ID, rpcUrl: anvil.rpcUrl, addresses, deployedAt: new Date().toISOString() };
      // Not `token`: the logger redacts fields of that name.
      logger.info(
        { nftCollection: addresses.pfp, uploadNft: addresses.uploadPass, tokenContract: addresses.token },
        "dev chain: contracts deployed and demo NFTs minted",
      );
    }
    // The rpc URL is rewritten on every start: a worker process (`npm run worker`) reads it from here.
    fs.writeFileSync(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`);
    logger.info({ rpc: anvil.rpcUrl, ms: Date.now() - started }, "dev chain ready");
    return { env: envOf(deployment, config), stop: () => anvil.stop() };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * A worker process beside `npm start` (DEV_CHAIN=on, same DATA_DIR) uses the app's chain: the
 * environment from the deployment the app wrote, or nothing when the app has not started one.
 */
export function devChainEnvForWorker(config: AppConfig): Record<string, string> {
  if (config.KAIA_RPC_URL) return {};
  const deployment = readDeployment(path.join(devChainDir(config), "deployment.json"));
  return deployment ? envOf(deployment, config) : {};
}
