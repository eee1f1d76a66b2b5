// NFT journeys (docs/product/wallet.md §5–6), desktop (1200 px) and phone (/m): a member whose
// wallet is connected sees their NFTs, filters them by rarity, sets a legendary one as profile
// picture and sees the ring on the header avatar, in modalProfile, on their post card and on
// their post page; removing it takes the ring away. On desktop the member connects the wallet
// through the page with the injected test wallet (EIP-6963, signed sign-in message) and gets the
// higher upload count once the wallet holds the upload pass; the NFTs are minted on the
// journeys' local chain. The phone journey writes the wallet row directly.
import pg from "pg";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { runningEmbeddedServer } from "../../server/db/embedded-server";
import { attachChain } from "../support/chain";
import { installTestWallet } from "../support/test-wallet";
import { e2eDatabaseUrl } from "../support/e2e-database";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember, type Member } from "./members";

const baseUrl = inject("baseUrl");
const dataDir = inject("e2eDataDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const chain = attachChain({ rpcUrl: inject("chainRpcUrl"), chainId: inject("chainId"), addresses: inject("chainAddresses") });

/** Mints three tokens (legendary, epic, alpha) to the address on the chain. */
async function mintSet(address: `0x${string}`): Promise<{ legendary: string; epic: string; alpha: string }> {
  const legendary = String(await chain.mintPfp(address, "legendary"));
  const epic = String(await chain.mintPfp(address, "epic"));
  const alpha = String(await chain.mintPfp(address, "alpha"));
  return { legendary, epic, alpha };
}

async function connectWallet(member: Member): Promise<`0x${string}`> {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  // The journey app's database: a server's (E2E_DATABASE_URL) or the embedded one under its DATA_DIR.
  const connectionString = (await e2eDatabaseUrl(dataDir)) || runningEmbeddedServer(dataDir)?.url;
  if (!connectionString) throw new Error("the journey app's database is not running");
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      "insert into member_wallets (user_no, address, wallet_type, chain_id) select user_no, $2, 'metamask', 8217 from users where user_id = $1",
      [member.userId, address],
    );
  } finally {
    await client.end();
  }
  return address;
}

async function publish(context: BrowserContext, subject: string): Promise<string> {
  const res = await context.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: { type: "editor", subject, webEditorContent: `<p>${subject} 본문입니다.</p>`, topic: "economy", tags: [], agreePolicy: true },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { permaLink: string } }).data.permaLink;
}

async function setLegendaryAsPfp(page: Page, prefix: string, ids: { legendary: string }, name: string) {
  await page.goto(`${baseUrl}${prefix}/mypage/wallet/nft-list`);
  await page.getByTestId("nft-grid").waitFor();
  expect(await page.getByTestId("nft-card").count()).toBe(3);
  await shot(page, `${name}-nft-list`);
  // The rarity filter.
  await page.getByRole("navigation", { name: "등급" }).getByRole("link", { name: "레전더리" }).click();
  await page.waitForURL(/rarity=legendary/);
  await expect.poll(() => page.getByTestId("nft-card").count()).toBe(1);
  await page.getByTestId("nft-card").click();
  await page.waitForURL(new RegExp(`nft-detail\\?id=${ids.legendary}`));
  await page.getByTestId("nft-detail").waitFor();
  expect(await page.locator(".rarity-badge").innerText()).toBe("레전더리");
  await page.getByRole("button", { name: "프로필 사진으로 설정" }).click();
  await page.getByRole("status").filter({ hasText: "프로필 사진으로 설정했어요." }).waitFor();
  await page.getByRole("button", { name: "프로필 사진 해제" }).waitFor();
  await shot(page, `${name}-nft-detail-pfp`);
}

describe("desktop (1200 px)", () => {
  it("sets a legendary NFT as profile picture: the ring on the header, modalProfile, the post card and the post page", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    const wallet = await installTestWallet(page, { chainId: 8217 });

    // Not connected yet: the page sends the member to the wallet page.
    await page.goto(`${baseUrl}/mypage/wallet/nft-list`);
    await page.getByTestId("nft-not-connected").waitFor();
    expect(await page.getByRole("link", { name: "지갑 연결하러 가기" }).getAttribute("href")).toBe("/mypage/wallet");
    await shot(page, "desktop-nft-not-connected");

    const quota = async () =>
      (
        (await (await context.request.get(`${baseUrl}/api/contents/quota`)).json()) as {
          data: { dailyLimit: number; holdsUploadNft: boolean };
        }
      ).data;
    const before = await quota();
    expect(before.holdsUploadNft).toBe(false);

    // Connect through the page: the injected wallet signs the server's sign-in message.
    await page.getByRole("link", { name: "지갑 연결하러 가기" }).click();
    await page.getByRole("button", { name: "Test Wallet 연결" }).click();
    await page.getByTestId("wallet-address").waitFor();
    const address = wallet.address;
    // The upload pass raises the daily upload count by 30 (read from the chain).
    await chain.mintUploadPass(address);
    await expect.poll(async () => (await quota()).dailyLimit, { timeout: 90_000, interval: 2_000 }).toBe(before.dailyLimit + 30);
    await page.goto(`${baseUrl}/mypage/wallet/nft-list`);
    await page.getByTestId("nft-empty").waitFor();
    await shot(page, "desktop-nft-empty");

    const ids = await mintSet(address);
    const permaLink = await publish(context, "링이 보이는 글");
    await setLegendaryAsPfp(page, "", ids, "desktop");

    // At once, on the header avatar (the loaders ran again after the action).
    const headerAvatar = page.getByRole("button", { name: "내 프로필" }).locator(".avatar");
    expect(await headerAvatar.getAttribute("data-ring")).toBe("legendary");
    // …and the NFT's image is the avatar itself, not the initial on a colour.
    expect(await headerAvatar.evaluate((el) => el.tagName)).toBe("IMG");
    expect(await headerAvatar.getAttribute("src")).toMatch(/^\/files\/avatars\/pfp\/\d+-[0-9a-f]{12}\.webp$/);
    await page.getByRole("button", { name: "내 프로필" }).click();
    const modalAvatar = page.locator(".profile-modal .avatar");
    await modalAvatar.waitFor();
    expect(await modalAvatar.getAttribute("data-ring")).toBe("legendary");
    await shot(page, "desktop-modal-profile-ring", false);

    // The post page and the post card (shared pages: the ring is the author's public data).
    await page.goto(`${baseUrl}/d/${permaLink}`);
    const byline = page.locator(`.avatar.ring-legendary`).first();
    await byline.waitFor();
    await shot(page, "desktop-post-ring", false);
    await page.goto(`${baseUrl}/new`);
    const card = page.locator(".post-card").filter({ hasText: "링이 보이는 글" }).first();
    await card.waitFor();
    expect(await card.locator(".avatar").first().getAttribute("data-ring")).toBe("legendary");
    expect(await card.locator(".avatar").first().getAttribute("src")).toMatch(/^\/files\/avatars\/pfp\//);
    await shot(page, "desktop-card-ring", false);

    // Removing it takes the ring away.
    await page.goto(`${baseUrl}/mypage/wallet/nft-detail?id=${ids.legendary}`);
    await page.getByRole("button", { name: "프로필 사진 해제" }).click();
    await page.getByRole("button", { name: "프로필 사진으로 설정" }).waitFor();
    expect(await page.getByRole("button", { name: "내 프로필" }).locator(".avatar").getAttribute("data-ring")).toBeNull();
    expect(
      await page
        .getByRole("button", { name: "내 프로필" })
        .locator(".avatar")
        .evaluate((el) => el.tagName),
    ).toBe("SPAN");
    await context.close();
  });

  it("shows the demo members' avatars with their NFTs and rings, as the demo promises", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/other/demo-haneul/dashboard`);
    const avatar = page.locator(".avatar[data-ring]").first();
    await avatar.waitFor();
    expect(await avatar.getAttribute("data-ring")).toBe("legendary");
    expect(await avatar.getAttribute("src")).toMatch(/^\/files\/avatars\/pfp\//);
    await shot(page, "desktop-demo-avatar", false);
    await context.close();
  });
});

describe("phone (/m)", () => {
  it("lists the NFTs, sets the legendary one, and the post page shows the ring", async () => {
    const context = await phoneContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    const ids = await mintSet(await connectWallet(member));
    const permaLink = await publish(context, "모바일 링 글");
    await setLegendaryAsPfp(page, "/m", ids, "phone");
    await page.goto(`${baseUrl}/m/d/${permaLink}`);
    await page.locator(".avatar.ring-legendary").first().waitFor();
    await shot(page, "phone-post-ring", false);
    await context.close();
  });
});
