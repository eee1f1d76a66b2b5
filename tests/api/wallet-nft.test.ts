// NFTs through the real API on a real database (docs/product/wallet.md §5–7): the member's NFTs
// and one NFT, choosing the profile picture only with ownership confirmed, the ring on the
// author's cards, comments and pfpProfile, a token moved away losing the ring at the re-check,
// a disconnected wallet hiding it, the upload bonus with and without the upload pass, and who
// may call each endpoint. The collection is real: the house contracts on a local anvil chain
// (tests/support/chain.ts), read through the app's chain client.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NFT_MSG } from "../../core/nft";
import { MSG } from "../../core/messages";
import { memberPfps, memberWallets } from "../../server/db/schema";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import type { Rarity } from "../../server/modules/wallet/chain/client";
import { pfpAbi } from "../../server/modules/wallet/chain/abis";
import { forgetChainAnswers, recheckPfps } from "../../server/modules/wallet/nft/service";
import { startChain, type TestChain } from "../support/chain";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let chain: TestChain;
type Headers = Record<string, string>;

beforeAll(async () => {
  chain = await startChain();
  platform = await createTestPlatform({ env: chain.chainEnv({ payoutSigner: false }) });
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => {
  await platform?.dispose();
  await chain?.dispose();
});

async function call(method: "GET" | "POST" | "DELETE", url: string, headers: Headers) {
  const res = await platform.app.inject({ method, url, headers });
  return { status: res.statusCode, body: res.json() };
}

function newAddress(): `0x${string}` {
  return privateKeyToAccount(generatePrivateKey()).address;
}

async function memberWithWallet(address: `0x${string}` = newAddress()) {
  const user = await makeUser(platform.handle.db);
  await platform.handle.db.insert(memberWallets).values({ userNo: user.userNo, address, walletType: "metamask", chainId: 8217 });
  return { ...user, address, headers: (await signedIn(platform.handle.db, user.userNo)).headers as Headers };
}

async function mint(owner: `0x${string}`, rarity: Rarity): Promise<string> {
  return String(await chain.mintPfp(owner, rarity));
}

/** The member (anvil key 8, funded) sells the token: it leaves their wallet. */
async function sell(id: string): Promise<void> {
  const seller = chain.accounts[8]!;
  const hash = await chain.wallet(seller.key).writeContract({
    address: chain.addresses.pfp,
    abi: pfpAbi,
    functionName: "transferFrom",
    args: [seller.address, newAddress(), BigInt(id)],
  });
  await chain.client.waitForTransactionReceipt({ hash });
}

describe("the member's NFTs", () => {
  it("lists the wallet's tokens with their rarity class, filters by rarity, and shows one", async () => {
    const m = await memberWithWallet();
    const legendary = await mint(m.address, "legendary");
    const alpha = await mint(m.address, "alpha");
    await mint(newAddress(), "epic"); // someone else's
    forgetChainAnswers(platform.ctx);

    const list = await call("GET", "/api/user/nft", m.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.connected).toBe(true);
    expect(list.body.data.items.map((n: { id: string; rarity: string }) => [n.id, n.rarity])).toEqual([
      [legendary, "legendary"],
      [alpha, "common"],
    ]);
    const onlyLegendary = await call("GET", "/api/user/nft?rarity=legendary", m.headers);
    expect(onlyLegendary.body.data.items).toHaveLength(1);

    const detail = await call("GET", `/api/user/nft/${legendary}?type=pfp`, m.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: legendary, rarity: "legendary", owned: true, isPFP: false });
    expect(detail.body.data.attributes).toEqual([{ trait: "rarity", value: "legendary" }]);
    expect(detail.body.data.name).toBe(`Nanumteo PFP #${legendary}`);
    expect(detail.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await call("GET", "/api/user/nft/999999", m.headers)).status).toBe(404);
  });

  it("answers an empty list, not connected, for a member without a wallet", async () => {
    const user = await makeUser(platform.handle.db);
    const { headers } = await signedIn(platform.handle.db, user.userNo);
    const list = await call("GET", "/api/user/nft", headers as Headers);
    expect(list.body.data).toEqual({ connected: false, walletAddress: null, items: [] });
  });
});

describe("the profile picture and its ring", () => {
  it("sets an owned token as profile picture; the ring is on the author's cards, comments, post page and pfpProfile", async () => {
    const m = await memberWithWallet();
    const id = await mint(m.address, "legendary");
    const set = await call("POST", `/api/user/nft/${id}/pfp`, m.headers);
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ id, isPFP: true });

    const post = await makePost(platform.handle.db, m.userNo);
    const card = (await call("GET", "/api/board/newBoards?page=1&size=50", roles.headers.visitor)).body.data;
    const mine = (card.items ?? card).find((c: { boardNo: number }) => c.boardNo === post.boardNo);
    expect(mine.uploader.pfpTokenRarity).toBe("legendary");

    // Comments and the writer ranking carry it too.
    const commented = await platform.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: { ...m.headers, "content-type": "application/json" },
      payload: JSON.stringify({ boardNo: post.boardNo, content: "링 확인" }),
    });
    expect(commented.statusCode).toBe(200);
    const thread = await call("GET", `/api/comments?boardNo=${post.boardNo}`, roles.headers.visitor);
    expect(thread.body.data.items[0].writer.pfpTokenRarity).toBe("legendary");
    const ranking = await call("GET", "/api/board/getAllRank?resultCnt=100", roles.headers.visitor);
    expect(ranking.body.data.find((w: { userId: string }) => w.userId === m.userId).pfpTokenRarity).toBe("legendary");

    const profile = await call("GET", `/api/board/pfpProfile?userIds=${m.userId}`, roles.headers.visitor);
    expect(profile.body.data).toEqual([
      {
        userId: m.userId,
        isPFP: true,
        pfpTokenRarity: "legendary",
        ring: "legendary",
        tokenId: id,
        image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      },
    ]);
    const own = await call("GET", "/api/board/pfpProfile", m.headers);
    expect(own.body.data[0]).toMatchObject({ userId: m.userId, ring: "legendary" });
    expect((await call("GET", "/api/board/pfpProfile", roles.headers.visitor)).body.data).toEqual([]);

    const state = await call("GET", "/api/viewer/state", m.headers);
    expect(state.body.data.viewer.pfpTokenRarity).toBe("legendary");

    // The token's image is the avatar everywhere, not only a ring: a small WebP of it.
    const avatar = state.body.data.viewer.userProfileImg as string;
    expect(avatar).toMatch(/^\/files\/avatars\/pfp\/\d+-[0-9a-f]{12}\.webp$/);
    const file = await platform.app.inject({ method: "GET", url: avatar });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("image/webp");
    const cards = (await call("GET", "/api/board/newBoards?page=1&size=50", roles.headers.visitor)).body.data;
    expect((cards.items ?? cards).find((c: { boardNo: number }) => c.boardNo === post.boardNo).uploader.userProfileImg).toBe(avatar);
    const again = await call("GET", `/api/comments?boardNo=${post.boardNo}`, roles.headers.visitor);
    expect(JSON.stringify(again.body.data.items[0].writer)).toContain(avatar);
    const rank = await call("GET", "/api/board/getAllRank?resultCnt=100", roles.headers.visitor);
    expect(rank.body.data.find((w: { userId: string }) => w.userId === m.userId).userProfileImg).toBe(avatar);

    const list = await call("GET", "/api/user/nft", m.headers);
    expect(list.body.data.items.find((n: { id: string }) => n.id === id).isPFP).toBe(true);

    const cleared = await call("DELETE", "/api/user/nft/pfp", m.headers);
    expect(cleared.body.data).toEqual({ isPFP: false });
    expect((await call("GET", `/api/board/pfpProfile?userIds=${m.userId}`, roles.headers.visitor)).body.data[0].ring).toBeNull();
    // Their own photo (none here) is back.
    expect((await call("GET", "/api/viewer/state", m.headers)).body.data.viewer.userProfileImg).toBeNull();
  });

  it("refuses a token the member does not own, and a member without a connected wallet", async () => {
    const m = await memberWithWallet();
    const othersToken = await mint(newAddress(), "legendary");
    const refused = await call("POST", `/api/user/nft/${othersToken}/pfp`, m.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.errorMsg).toBe(NFT_MSG.notOwned.ko);
    expect(await platform.handle.db.select().from(memberPfps).where(eq(memberPfps.userNo, m.userNo))).toHaveLength(0);

    const noWallet = await makeUser(platform.handle.db);
    const { headers } = await signedIn(platform.handle.db, noWallet.userNo);
    const refusedNoWallet = await call("POST", `/api/user/nft/${othersToken}/pfp`, headers as Headers);
    expect(refusedNoWallet.status).toBe(403);
    expect(refusedNoWallet.body.errorMsg).toBe(NFT_MSG.noWallet.ko);
  });

  it("a token moved away loses the ring at the scheduled re-check, and when shown after the short cache", async () => {
    const m = await memberWithWallet(chain.accounts[8]!.address);
    const id = await mint(m.address, "epic");
    expect((await call("POST", `/api/user/nft/${id}/pfp`, m.headers)).status).toBe(200);
    await sell(id);
    // Still confirmed a moment ago: the ring stays until the re-check.
    const result = await recheckPfps(platform.ctx, 0, new Date(Date.now() + 1000));
    expect(result.dropped).toBeGreaterThanOrEqual(1);
    const profile = await call("GET", `/api/board/pfpProfile?userIds=${m.userId}`, roles.headers.visitor);
    expect(profile.body.data[0]).toMatchObject({ isPFP: false, ring: null });

    // When shown: a confirmation older than a minute is read again.
    const id2 = await mint(m.address, "rare");
    expect((await call("POST", `/api/user/nft/${id2}/pfp`, m.headers)).status).toBe(200);
    await sell(id2);
    forgetChainAnswers(platform.ctx);
    await platform.handle.db
      .update(memberPfps)
      .set({ checkedAt: new Date(Date.now() - 120_000) })
      .where(eq(memberPfps.userNo, m.userNo));
    const shown = await call("GET", `/api/board/pfpProfile?userIds=${m.userId}`, roles.headers.visitor);
    expect(shown.body.data[0]).toMatchObject({ isPFP: false, ring: null });
  });

  it("a disconnected wallet (walletDeleteYn Y) hides the ring", async () => {
    const m = await memberWithWallet();
    const id = await mint(m.address, "legendary");
    expect((await call("POST", `/api/user/nft/${id}/pfp`, m.headers)).status).toBe(200);
    await platform.handle.db.update(memberWallets).set({ deletedAt: new Date() }).where(eq(memberWallets.userNo, m.userNo));
    const profile = await call("GET", `/api/board/pfpProfile?userIds=${m.userId}`, roles.headers.visitor);
    expect(profile.body.data[0]).toMatchObject({ isPFP: false, ring: null });
    const state = await call("GET", "/api/viewer/state", m.headers);
    expect(state.body.data.viewer.pfpTokenRarity).toBeNull();
    expect((await call("GET", "/api/user/nft", m.headers)).body.data.connected).toBe(false);
  });
});

describe("the upload bonus", () => {
  it("adds 30 to the daily count while the connected wallet holds the upload pass", async () => {
    const m = await memberWithWallet();
    const before = await call("GET", "/api/contents/quota", m.headers);
    expect(before.body.data).toMatchObject({ holdsUploadNft: false, dailyLimit: 20 });
    await chain.mintUploadPass(m.address);
    forgetChainAnswers(platform.ctx);
    const after = await call("GET", "/api/contents/quota", m.headers);
    expect(after.body.data).toMatchObject({ holdsUploadNft: true, dailyLimit: 50 });
    // Disconnected: no bonus.
    await platform.handle.db.update(memberWallets).set({ deletedAt: new Date() }).where(eq(memberWallets.userNo, m.userNo));
    forgetChainAnswers(platform.ctx);
    expect((await call("GET", "/api/contents/quota", m.headers)).body.data).toMatchObject({ holdsUploadNft: false, dailyLimit: 20 });
  });
});

describe("who may call", () => {
  const memberOnly: Record<RoleName, number> = { visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 };
  it("lists and details for members; pfpProfile for anyone", async () => {
    const id = await mint(newAddress(), "rare");
    for (const role of Object.keys(memberOnly) as RoleName[]) {
      const list = await call("GET", "/api/user/nft", roles.headers[role]);
      expect(list.status, role).toBe(memberOnly[role]);
      if (memberOnly[role] === 401) expect(list.body.errorMsg).toBe(MSG.membersOnly.ko);
      expect((await call("GET", `/api/user/nft/${id}`, roles.headers[role])).status, role).toBe(memberOnly[role]);
      expect((await call("DELETE", "/api/user/nft/pfp", roles.headers[role])).status, role).toBe(memberOnly[role]);
      // Without a wallet even members are refused.
      expect((await call("POST", `/api/user/nft/${id}/pfp`, roles.headers[role])).status, role).toBe(memberOnly[role] === 401 ? 401 : 403);
      expect((await call("GET", `/api/board/pfpProfile?userIds=${roles.verified.userId}`, roles.headers[role])).status, role).toBe(200);
    }
    expect((await call("GET", "/api/user/nft/not-a-number", roles.headers.verified)).status).toBe(400);
  });
});
