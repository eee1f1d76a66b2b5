// The local chain as the journeys and `npm start` run it: the journey apps share one anvil chain
// holding the demo NFTs, and `npm start` with DEV_CHAIN=on runs its own, keeps it across
// restarts (also after the app was killed outright) and stops it with the app.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createChainClient } from "../../server/modules/wallet/chain/client";
import { DEMO_WALLETS } from "../../server/modules/wallet/chain/demo";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { attachChain } from "../support/chain";

const embedded = !process.env.E2E_DATABASE_URL;

describe("the journeys' chain", () => {
  it("holds the demo members' NFTs and lets a journey mint", async () => {
    const chain = attachChain({ rpcUrl: inject("chainRpcUrl"), chainId: inject("chainId"), addresses: inject("chainAddresses") });
    const reader = createChainClient({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, addresses: chain.addresses });
    const haneul = DEMO_WALLETS.find((w) => w.memberKey === "haneul")!;
    const ids = await reader.pfpTokensOf(haneul.address);
    expect(await Promise.all(ids.map((id) => reader.pfpRarityOf(id)))).toEqual(haneul.pfps);
    const id = await chain.mintPfp(chain.accounts[9]!.address, "epic");
    expect(await reader.pfpOwnerOf(id)).toBe(chain.accounts[9]!.address);
    for (const app of [inject("baseUrl"), inject("modelAppUrl")]) {
      expect((await fetch(`${app}/actuator/health`)).status).toBe(200);
    }
  });
});

describe.skipIf(!embedded)("npm start with DEV_CHAIN=on", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-devchain-"));
  let app: AppProcess | null = null;
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ rpcUrl: string }> {
    // KAIA_RPC_URL empty: the app runs its own chain instead of the journeys' one.
    app = await startApp({ DEV_CHAIN: "on", KAIA_RPC_URL: "", DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: "true" });
    const match = /chain: dev (http:\/\/127\.0\.0\.1:\d+)/.exec(app.output());
    expect(match, app.output()).not.toBeNull();
    return { rpcUrl: match![1]! };
  }

  async function demoHoldings(rpcUrl: string) {
    const deployment = JSON.parse(fs.readFileSync(path.join(dataDir, "chain/deployment.json"), "utf8")) as {
      addresses: { pfp: `0x${string}`; uploadPass: `0x${string}`; token: `0x${string}` };
    };
    const reader = createChainClient({ rpcUrl, chainId: 8217, addresses: deployment.addresses });
    const linguist = DEMO_WALLETS.find((w) => w.memberKey === "linguist")!;
    return { reader, deployment, linguistTokens: await reader.pfpTokensOf(linguist.address) };
  }

  it("starts a chain with the demo NFTs, keeps it across a restart and a kill -9, and stops it with the app", async () => {
    const first = await start();
    const before = await demoHoldings(first.rpcUrl);
    expect(before.linguistTokens).toHaveLength(1);
    expect(await before.reader.pfpRarityOf(before.linguistTokens[0]!)).toBe("legendary");

    await app!.stop();
    // Stopped with the app.
    await expect(fetch(first.rpcUrl, { method: "POST" })).rejects.toThrow();

    const second = await start();
    const again = await demoHoldings(second.rpcUrl);
    expect(again.deployment.addresses).toEqual(before.deployment.addresses);
    expect(again.linguistTokens).toEqual(before.linguistTokens);

    // Killed outright: its anvil is left running; the next start stops it and carries on.
    app!.child.kill("SIGKILL");
    await new Promise((r) => app!.child.once("exit", r));
    app = null;
    const third = await start();
    const afterKill = await demoHoldings(third.rpcUrl);
    expect(afterKill.linguistTokens).toEqual(before.linguistTokens);
    expect(app!.output()).not.toContain("Error");
  });
});
