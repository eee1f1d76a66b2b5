// The chain foundation against a real local chain (anvil, chain id 8217): the contracts deploy
// from the committed artifacts, mint, and read back through the app's chain client exactly as
// the wallet features read them; a transfer moves ownership; the payout signer sends tokens;
// the dev chain keeps its state across restarts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseUnits, type Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/lib/logger";
import { pfpAbi, tokenAbi } from "../../server/modules/wallet/chain/abis";
import { createChain, type Chain } from "../../server/modules/wallet/chain/client";
import { DEMO_PAYOUT_FUNDS, DEMO_WALLETS } from "../../server/modules/wallet/chain/demo";
import { startDevChain } from "../../server/modules/wallet/chain/dev-chain";
import { eq } from "drizzle-orm";
import { memberWallets, users } from "../../server/db/schema";
import { startChain, type TestChain } from "../support/chain";
import { createTestPlatform } from "../support/platform";

let chain: TestChain;
let reader: Chain;

beforeAll(async () => {
  chain = await startChain();
  reader = createChain(loadConfig({ DATA_DIR: os.tmpdir(), ...chain.chainEnv() }))!;
});
afterAll(async () => {
  await chain?.dispose();
});

function decodeDataUri(uri: string): string {
  const [head, body] = uri.split(",", 2);
  expect(head).toMatch(/;base64$/);
  return Buffer.from(body!, "base64").toString("utf8");
}

describe("house contracts on a local chain", () => {
  it("answers as chain 8217 with the three contracts deployed", async () => {
    expect(await chain.client.getChainId()).toBe(8217);
    expect(reader.chainId).toBe(8217);
    expect(reader.definition.name).toBe("Kaia");
    for (const address of Object.values(chain.addresses)) {
      expect((await chain.client.getCode({ address }))?.length).toBeGreaterThan(100);
    }
  });

  it("mints profile pictures with their rarity, lists them per owner, and serves on-chain metadata", async () => {
    const [alice, bob] = [chain.accounts[8]!.address, chain.accounts[9]!.address];
    const legendary = await chain.mintPfp(alice, "legendary");
    const alpha = await chain.mintPfp(alice, "alpha");
    const epic = await chain.mintPfp(bob, "epic");
    expect(await reader.pfpOwnerOf(legendary)).toBe(alice);
    expect(await reader.pfpRarityOf(legendary)).toBe("legendary");
    expect(await reader.pfpRarityOf(alpha)).toBe("alpha");
    expect(await reader.pfpRarityOf(epic)).toBe("epic");
    expect(await reader.pfpTokensOf(alice)).toEqual([legendary, alpha]);
    expect(await reader.pfpTokensOf(bob)).toEqual([epic]);

    const metadata = JSON.parse(decodeDataUri((await reader.pfpTokenUri(legendary))!)) as {
      name: string;
      image: string;
      attributes: { trait_type: string; value: string }[];
    };
    expect(metadata.name).toBe(`Nanumteo PFP #${legendary}`);
    expect(metadata.attributes).toEqual([{ trait_type: "rarity", value: "legendary" }]);
    expect(metadata.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = decodeDataUri(metadata.image);
    expect(svg).toContain("<svg");
    expect(svg).toContain(`legendary #${legendary}`);
  });

  it("answers null for a token that does not exist", async () => {
    expect(await reader.pfpOwnerOf(999_999n)).toBeNull();
    expect(await reader.pfpRarityOf(999_999n)).toBeNull();
    expect(await reader.pfpTokenUri(999_999n)).toBeNull();
  });

  it("a transferred NFT belongs to the new owner and leaves the old owner's list", async () => {
    const seller = chain.accounts[8]!;
    const buyer = chain.accounts[9]!.address;
    const id = await chain.mintPfp(seller.address, "rare");
    const hash = await chain.wallet(seller.key).writeContract({
      address: chain.addresses.pfp,
      abi: pfpAbi,
      functionName: "transferFrom",
      args: [seller.address, buyer, id],
    });
    await chain.client.waitForTransactionReceipt({ hash });
    expect(await reader.pfpOwnerOf(id)).toBe(buyer);
    expect(await reader.pfpTokensOf(seller.address)).not.toContain(id);
    expect(await reader.pfpTokensOf(buyer)).toContain(id);
  });

  it("counts upload passes", async () => {
    const holder = chain.accounts[8]!.address;
    expect(await reader.uploadPassBalanceOf(holder)).toBe(0n);
    await chain.mintUploadPass(holder);
    expect(await reader.uploadPassBalanceOf(holder)).toBe(1n);
  });

  it("only the owner mints", async () => {
    const stranger = chain.wallet(chain.accounts[9]!.key);
    await expect(
      stranger.writeContract({ address: chain.addresses.pfp, abi: pfpAbi, functionName: "mint", args: [stranger.account.address, 2] }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it("the payout signer sends reward tokens (18 decimals)", async () => {
    const payout = reader.payout!;
    expect(payout.address).toBe(chain.payoutSigner.address);
    await chain.mintToken(payout.address, parseUnits("100", 18));
    const member = chain.accounts[9]!.address;
    const before = await reader.tokenBalanceOf(member);
    const hash = await payout.wallet.writeContract({
      address: chain.addresses.token,
      abi: tokenAbi,
      functionName: "transfer",
      args: [member, parseUnits("12.5", 18)],
    });
    const receipt = await reader.client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect((await reader.tokenBalanceOf(member)) - before).toBe(parseUnits("12.5", 18));
    expect(await reader.tokenBalanceOf(payout.address)).toBe(parseUnits("87.5", 18));
    expect(reader.txUrl(hash)).toBe(`https://kaiascan.io/tx/${hash}`);
    expect(await reader.nativeBalanceOf(payout.address)).toBeGreaterThan(0n);
  });

  it("without contract addresses the readers answer 'nothing held'", async () => {
    const bare = createChain(loadConfig({ DATA_DIR: os.tmpdir(), KAIA_RPC_URL: chain.rpcUrl }))!;
    const someone = chain.accounts[2]!.address as Address;
    expect(await bare.pfpTokensOf(someone)).toEqual([]);
    expect(await bare.uploadPassBalanceOf(someone)).toBe(0n);
    expect(await bare.tokenBalanceOf(someone)).toBe(0n);
    expect(await bare.pfpOwnerOf(1n)).toBeNull();
    expect(bare.payout).toBeNull();
  });

  it("without KAIA_RPC_URL there is no chain", () => {
    expect(createChain(loadConfig({ DATA_DIR: os.tmpdir() }))).toBeNull();
  });
});

describe("dev chain (DEV_CHAIN=on)", () => {
  it("deploys once, mints the demo holdings, and keeps balances across restarts", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-devchain-"));
    const logger = createLogger("silent");
    try {
      const config = loadConfig({ DATA_DIR: dataDir, DEV_CHAIN: "on" });
      const first = await startDevChain(config, logger);
      const firstChain = createChain(loadConfig({ DATA_DIR: dataDir, ...first.env }))!;
      const haneul = DEMO_WALLETS.find((w) => w.memberKey === "haneul")!;
      const ids = await firstChain.pfpTokensOf(haneul.address);
      expect(await Promise.all(ids.map((id) => firstChain.pfpRarityOf(id)))).toEqual(haneul.pfps);
      expect(await firstChain.uploadPassBalanceOf(haneul.address)).toBe(1n);
      expect(await firstChain.tokenBalanceOf(firstChain.payout!.address)).toBe(DEMO_PAYOUT_FUNDS);
      // A payout made before the restart must still show after it.
      const hash = await firstChain.payout!.wallet.writeContract({
        address: firstChain.addresses.token!,
        abi: tokenAbi,
        functionName: "transfer",
        args: [haneul.address, parseUnits("3", 18)],
      });
      await firstChain.client.waitForTransactionReceipt({ hash });
      await first.stop();

      const second = await startDevChain(config, logger);
      try {
        expect(second.env.NFT_COLLECTION_ADDRESS).toBe(first.env.NFT_COLLECTION_ADDRESS);
        const secondChain = createChain(loadConfig({ DATA_DIR: dataDir, ...second.env }))!;
        // Not minted twice, and the transfer is still there.
        expect(await secondChain.pfpTokensOf(haneul.address)).toEqual(ids);
        expect(await secondChain.tokenBalanceOf(haneul.address)).toBe(parseUnits("3", 18));
        expect(await secondChain.tokenBalanceOf(secondChain.payout!.address)).toBe(DEMO_PAYOUT_FUNDS - parseUnits("3", 18));
      } finally {
        await second.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("demo members' wallets on a local chain", () => {
  it("DEV_CHAIN=on with the demo seed connects the demo members' wallets, and ctx.chain reads their NFTs", async () => {
    const local = await startChain();
    await local.mintDemoHoldings();
    const platform = await createTestPlatform({ seedDemo: true, env: { ...local.chainEnv(), DEV_CHAIN: "on" } });
    try {
      const rows = await platform.ctx.db
        .select({
          userId: users.userId,
          address: memberWallets.address,
          chainId: memberWallets.chainId,
          deletedAt: memberWallets.deletedAt,
        })
        .from(memberWallets)
        .innerJoin(users, eq(users.userNo, memberWallets.userNo));
      expect(rows.map((r) => r.userId).sort()).toEqual(DEMO_WALLETS.map((w) => `demo-${w.memberKey}`).sort());
      expect(rows.every((r) => r.chainId === 8217 && r.deletedAt === null)).toBe(true);
      const linguist = rows.find((r) => r.userId === "demo-linguist")!;
      const chainOfApp = platform.ctx.chain!;
      const [id] = await chainOfApp.pfpTokensOf(linguist.address as Address);
      expect(await chainOfApp.pfpRarityOf(id!)).toBe("legendary");
      expect(chainOfApp.payout?.address).toBe(local.payoutSigner.address);
    } finally {
      await platform.dispose();
      await local.dispose();
    }
  });
});
