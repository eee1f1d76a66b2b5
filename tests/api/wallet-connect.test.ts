// Connecting and disconnecting a wallet through the real API (docs/product/wallet.md §3–4):
// who may call, a sign-in message signed by a viem local account connects the wallet, and each
// refusal (replay, other site, other chain, expired value, another key, address taken) says so.
// Without an RPC signatures are checked locally (plain accounts); the last block runs against a
// local chain (anvil) so they are checked through the RPC.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import { getAddress, type Abi, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiweMessage } from "viem/siwe";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { MSG } from "../../core/messages";
import { WALLET_CONNECT_MSG } from "../../core/wallet-connect";
import { walletNonces } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { startChain, type TestChain } from "../support/chain";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
type Headers = Record<string, string>;

beforeAll(async () => {
  platform = await createTestPlatform();
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST" | "DELETE", url: string, headers: Headers, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member() {
  const user = await makeUser(platform.handle.db);
  return { ...user, headers: (await signedIn(platform.handle.db, user.userNo)).headers as Headers };
}

interface MessageOverrides {
  domain?: string;
  uri?: string;
  chainId?: number;
  issuedAt?: Date;
  expirationTime?: Date;
  nonce?: string;
}

/** Asks the server for a value and signs a message naming it (with overrides to break one rule). */
async function signedMessage(headers: Headers, account: PrivateKeyAccount, overrides: MessageOverrides = {}) {
  const issued = await call("POST", "/api/user/wallet/nonce", headers, {});
  expect(issued.status).toBe(200);
  const now = new Date();
  const message = createSiweMessage({
    domain: "localhost:3000",
    address: account.address,
    statement: "Connect this wallet to your Nanumteo account.",
    uri: "http://localhost:3000",
    version: "1",
    chainId: 8217,
    nonce: issued.body.data.nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + 5 * 60_000),
    ...overrides,
  });
  return { message, signature: await account.signMessage({ message }), walletType: "metamask" };
}

const connect = (headers: Headers, body: unknown) => call("POST", "/api/user/updateWalletInfo", headers, body);
const info = async (headers: Headers) => (await call("GET", "/api/user/getUserInfo", headers)).body.data;

describe("who may call", () => {
  const expected: Record<RoleName, number> = { visitor: 401, deleted: 401, unverified: 200, verified: 200, other: 200 };
  it("a nonce is for members (e-mail verification not required)", async () => {
    for (const role of Object.keys(expected) as RoleName[]) {
      const res = await call("POST", "/api/user/wallet/nonce", roles.headers[role], {});
      expect(res.status, role).toBe(expected[role]);
      if (res.status === 401) expect(res.body.errorMsg).toBe(MSG.membersOnly.ko);
    }
  });
  it("connecting and disconnecting refuse visitors before reading the body", async () => {
    for (const role of ["visitor", "deleted"] as const) {
      expect((await connect(roles.headers[role], { message: "x", signature: "0x00" })).status).toBe(401);
      expect((await call("DELETE", "/api/user/deleteWalletInfo", roles.headers[role])).status).toBe(401);
    }
  });
});

describe("connecting", () => {
  it("connects with a signed message; the member info shows the wallet", async () => {
    const me = await member();
    const before = await info(me.headers);
    expect(before).toMatchObject({ walletType: null, walletAddress: null, walletDeleteYn: null });
    const account = privateKeyToAccount(generatePrivateKey());
    const res = await connect(me.headers, await signedMessage(me.headers, account));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      walletType: "metamask",
      walletAddress: account.address,
      walletDeleteYn: "N",
      chainId: 8217,
      verification: "local",
    });
    expect(await info(me.headers)).toMatchObject({ walletType: "metamask", walletAddress: account.address, walletDeleteYn: "N" });
  });

  it("the server prepares the exact message when given the address", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    const issued = await call("POST", "/api/user/wallet/nonce", me.headers, { address: account.address.toLowerCase() });
    const { message, domain, chainId } = issued.body.data;
    expect(domain).toBe("localhost:3000");
    expect(chainId).toBe(8217);
    expect(message).toContain(account.address); // checksummed
    const signature = await account.signMessage({ message });
    expect((await connect(me.headers, { message, signature, walletType: "kaia" })).status).toBe(200);
  });

  it("refuses a replayed message", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signedMessage(me.headers, account);
    expect((await connect(me.headers, body)).status).toBe(200);
    const again = await connect(me.headers, body);
    expect(again.status).toBe(400);
    expect(again.body.errorMsg).toBe(WALLET_CONNECT_MSG.replayed.ko);
  });

  it("refuses a value issued to another member", async () => {
    const me = await member();
    const other = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    const theirs = await call("POST", "/api/user/wallet/nonce", other.headers, {});
    const res = await connect(me.headers, await signedMessage(me.headers, account, { nonce: theirs.body.data.nonce }));
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe(WALLET_CONNECT_MSG.replayed.ko);
  });

  it("refuses a message for another site (domain or uri)", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    for (const overrides of [{ domain: "evil.example" }, { uri: "https://evil.example/login" }]) {
      const res = await connect(me.headers, await signedMessage(me.headers, account, overrides));
      expect(res.status).toBe(400);
      expect(res.body.errorMsg).toBe(WALLET_CONNECT_MSG.wrongDomain.ko);
    }
  });

  it("refuses a message for another chain, naming the chain in both languages", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signedMessage(me.headers, account, { chainId: 1 });
    const res = await connect(me.headers, body);
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toContain("8217");
    const en = await platform.app.inject({
      method: "POST",
      url: "/api/user/updateWalletInfo",
      headers: { ...me.headers, "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify(await signedMessage(me.headers, account, { chainId: 1 })),
    });
    expect(en.json().errorMsg).toContain("Switch to the Kaia network (chain id 8217)");
  });

  it("refuses an expired value", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    const body = await signedMessage(me.headers, account);
    // The value's time ran out on the server, whatever the message says.
    await platform.handle.db
      .update(walletNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(walletNonces.userNo, me.userNo));
    const res = await connect(me.headers, body);
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe(WALLET_CONNECT_MSG.expired.ko);
    // And a message whose own expiration time has passed.
    const old = new Date(Date.now() - 10 * 60_000);
    const stale = await signedMessage(me.headers, account, { issuedAt: old, expirationTime: new Date(old.getTime() + 60_000) });
    expect((await connect(me.headers, stale)).body.errorMsg).toBe(WALLET_CONNECT_MSG.expired.ko);
  });

  it("refuses a signature by another key", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    const intruder = privateKeyToAccount(generatePrivateKey());
    const body = await signedMessage(me.headers, account);
    const res = await connect(me.headers, { ...body, signature: await intruder.signMessage({ message: body.message }) });
    expect(res.status).toBe(400);
    expect(res.body.errorMsg).toBe(WALLET_CONNECT_MSG.badSignature.ko);
    expect((await info(me.headers)).walletAddress).toBeNull();
  });

  it("one member per wallet: an address connected by someone else is refused", async () => {
    const first = await member();
    const second = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    expect((await connect(first.headers, await signedMessage(first.headers, account))).status).toBe(200);
    const res = await connect(second.headers, await signedMessage(second.headers, account));
    expect(res.status).toBe(409);
    expect(res.body.errorMsg).toBe(WALLET_CONNECT_MSG.addressTaken.ko);
    // Once the first member disconnects, the address is free.
    expect((await call("DELETE", "/api/user/deleteWalletInfo", first.headers)).status).toBe(200);
    expect((await connect(second.headers, await signedMessage(second.headers, account))).status).toBe(200);
  });

  it("one wallet per member: connecting another address replaces the first", async () => {
    const me = await member();
    const a = privateKeyToAccount(generatePrivateKey());
    const b = privateKeyToAccount(generatePrivateKey());
    await connect(me.headers, await signedMessage(me.headers, a));
    await connect(me.headers, await signedMessage(me.headers, b));
    expect((await info(me.headers)).walletAddress).toBe(b.address);
  });
});

describe("disconnecting", () => {
  it("sets walletDeleteYn Y; connecting again makes it N", async () => {
    const me = await member();
    const account = privateKeyToAccount(generatePrivateKey());
    await connect(me.headers, await signedMessage(me.headers, account));
    const off = await call("DELETE", "/api/user/deleteWalletInfo", me.headers);
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ walletDeleteYn: "Y" });
    expect(await info(me.headers)).toMatchObject({ walletAddress: account.address, walletDeleteYn: "Y" });
    const twice = await call("DELETE", "/api/user/deleteWalletInfo", me.headers);
    expect(twice.status).toBe(404);
    expect(twice.body.errorMsg).toBe(WALLET_CONNECT_MSG.noWallet.ko);
    expect((await connect(me.headers, await signedMessage(me.headers, account))).status).toBe(200);
    expect(await info(me.headers)).toMatchObject({ walletAddress: account.address, walletDeleteYn: "N" });
  });
});

describe("with a chain RPC (local anvil, chain 8217)", () => {
  let chain: TestChain;
  let onChain: TestPlatform;
  beforeAll(async () => {
    chain = await startChain();
    onChain = await createTestPlatform({ env: { ...chain.chainEnv({ payoutSigner: false }), KAIA_RECOVER_FALLBACK: "on" } });
  });
  afterAll(async () => {
    await onChain?.dispose();
    await chain?.dispose();
  });

  const post = async (headers: Headers, url: string, payload: unknown) => {
    const res = await onChain.app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("verifies through the chain; a wrong key stays refused even with the Kaia fallback on", async () => {
    const user = await makeUser(onChain.handle.db);
    const headers = (await signedIn(onChain.handle.db, user.userNo)).headers as Headers;
    const account = privateKeyToAccount(chain.accounts[9]!.key);
    const intruder = privateKeyToAccount(generatePrivateKey());
    const issue = async () => (await post(headers, "/api/user/wallet/nonce", { address: account.address })).body.data.message as string;

    const first = await issue();
    const refused = await post(headers, "/api/user/updateWalletInfo", {
      message: first,
      signature: await intruder.signMessage({ message: first }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMsg).toBe(WALLET_CONNECT_MSG.badSignature.ko);

    const message = await issue();
    const res = await post(headers, "/api/user/updateWalletInfo", {
      message,
      signature: await account.signMessage({ message }),
      walletType: "kaia",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ walletAddress: account.address, verification: "chain", chainId: 8217 });
  });

  it("connects a contract wallet (ERC-1271): the owner's key signs for the contract's address", async () => {
    const { abi, bytecode } = compileOwnerSignedWallet();
    const owner = privateKeyToAccount(generatePrivateKey());
    const deployer = chain.wallet(chain.accounts[8]!.key);
    const hash = await deployer.deployContract({ abi, bytecode, args: [owner.address] });
    const receipt = await chain.client.waitForTransactionReceipt({ hash });
    const contractAddress = getAddress(receipt.contractAddress!);

    const user = await makeUser(onChain.handle.db);
    const headers = (await signedIn(onChain.handle.db, user.userNo)).headers as Headers;
    const message = (await post(headers, "/api/user/wallet/nonce", { address: contractAddress })).body.data.message as string;
    const res = await post(headers, "/api/user/updateWalletInfo", {
      message,
      signature: await owner.signMessage({ message }),
      walletType: "other",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ walletAddress: contractAddress, verification: "chain" });
  });
});

/** A minimal contract wallet: valid signatures are its owner's (ERC-1271 magic value 0x1626ba7e). */
const OWNER_SIGNED_WALLET = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnerSignedWallet {
  address public immutable owner;
  constructor(address o) { owner = o; }
  function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
    if (sig.length != 65) return 0xffffffff;
    bytes32 r; bytes32 s; uint8 v;
    assembly { r := calldataload(sig.offset) s := calldataload(add(sig.offset, 32)) v := byte(0, calldataload(add(sig.offset, 64))) }
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`;

function compileOwnerSignedWallet(): { abi: Abi; bytecode: Hex } {
  const solc = createRequire(import.meta.url)("solc") as { compile(input: string): string };
  const input = {
    language: "Solidity",
    sources: { "OwnerSignedWallet.sol": { content: OWNER_SIGNED_WALLET } },
    settings: {
      evmVersion: "cancun",
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const failures = (output.errors ?? []).filter((e) => e.severity === "error");
  if (failures.length) throw new Error(failures.map((e) => e.formattedMessage).join("\n"));
  const compiled = output.contracts["OwnerSignedWallet.sol"]!.OwnerSignedWallet!;
  return { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` };
}

describe("Kaia accounts whose key changed (KAIA_RECOVER_FALLBACK=on)", () => {
  // A stand-in Kaia node: every call fails except kaia_recoverFromMessage, which names the
  // account whose current key made the signature (here: always `account`).
  const account = privateKeyToAccount(generatePrivateKey());
  const newKey = privateKeyToAccount(generatePrivateKey());
  let node: http.Server;
  let kaia: TestPlatform;
  const asked: unknown[][] = [];
  beforeAll(async () => {
    node = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        const call = JSON.parse(body) as { id: number; method: string; params: unknown[] };
        res.setHeader("content-type", "application/json");
        if (call.method === "kaia_recoverFromMessage") {
          asked.push(call.params);
          res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, result: account.address.toLowerCase() }));
        } else res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "not here" } }));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, "127.0.0.1", resolve));
    const { port } = node.address() as AddressInfo;
    kaia = await createTestPlatform({ env: { KAIA_RPC_URL: `http://127.0.0.1:${port}`, KAIA_RECOVER_FALLBACK: "on" } });
  });
  afterAll(async () => {
    await kaia?.dispose();
    await new Promise((resolve) => node?.close(resolve));
  });

  it("accepts a signature by the account's new key when the node recovers the account", async () => {
    const user = await makeUser(kaia.handle.db);
    const headers = (await signedIn(kaia.handle.db, user.userNo)).headers as Headers;
    const post = async (url: string, payload: unknown) =>
      (
        await kaia.app.inject({
          method: "POST",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(payload),
        })
      ).json();
    const { message } = (await post("/api/user/wallet/nonce", { address: account.address })).data as { message: string };
    const res = await post("/api/user/updateWalletInfo", { message, signature: await newKey.signMessage({ message }), walletType: "kaia" });
    expect(res.data).toMatchObject({ walletAddress: account.address, verification: "kaia-recover" });
    expect(asked[0]?.[0]).toBe(account.address);
    expect(asked[0]?.[3]).toBe("latest");
  });
});

describe("when the chain cannot be reached", () => {
  let offline: TestPlatform;
  beforeAll(async () => {
    // A port nobody listens on: every RPC call is refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    offline = await createTestPlatform({ env: { KAIA_RPC_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => offline?.dispose());

  it("a signature it cannot check locally: says the network is unavailable instead of blaming the signature (503)", async () => {
    const user = await makeUser(offline.handle.db);
    const headers = { ...((await signedIn(offline.handle.db, user.userNo)).headers as Headers), "content-type": "application/json" };
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const send = async (sign: PrivateKeyAccount) => {
      const issued = await offline.app.inject({
        method: "POST",
        url: "/api/user/wallet/nonce",
        headers,
        payload: JSON.stringify({ address: account.address }),
      });
      const { message } = issued.json().data as { message: string };
      const payload = JSON.stringify({ message, signature: await sign.signMessage({ message }) });
      return offline.app.inject({ method: "POST", url: "/api/user/updateWalletInfo", headers, payload });
    };
    // Another key's signature might be a contract wallet's: only the chain can tell.
    const res = await send(other);
    expect(res.statusCode).toBe(503);
    expect(res.json().errorMsg).toBe(WALLET_CONNECT_MSG.chainUnavailable.ko);
    // The account's own signature is recognised without the chain.
    expect((await send(account)).statusCode).toBe(200);
  });
});
