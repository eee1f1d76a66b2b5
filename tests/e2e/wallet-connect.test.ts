// Journeys of connecting a wallet (docs/product/wallet.md §3, §4, §9), desktop and phone, with
// the injected test wallet (tests/support/test-wallet.ts): the wallet is found through EIP-6963,
// moved to chain 8217 when it is elsewhere, signs, and the page shows the connected address;
// disconnecting asks first. Also: no wallet installed, and the member rejecting the signature.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { shortAddress } from "../../core/wallet-connect";
import { installTestWallet } from "../support/test-wallet";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function disconnect(page: Page, name: string) {
  await page.getByRole("button", { name: "연결 해제" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain("지갑 연결을 해제할까요?");
  await shot(page, `${name}-disconnect-confirm`, false);
  await dialog.getByRole("button", { name: "연결 해제" }).click();
  await page.getByRole("heading", { name: "지갑을 연결하면" }).waitFor();
}

describe("desktop (1200 px)", () => {
  it("connects the injected wallet (switching it to 8217), shows the address, disconnects", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    // The wallet starts on Ethereum main net: the page asks it to switch.
    const wallet = await installTestWallet(page, { chainId: 1 });
    await page.goto(`${baseUrl}/mypage/wallet`);
    expect(await page.locator("h1").innerText()).toBe("지갑");
    const choice = page.getByRole("button", { name: "Test Wallet 연결" });
    await choice.waitFor();
    await shot(page, "desktop-wallet-not-connected");
    await choice.click();
    const address = page.getByTestId("wallet-address");
    await address.waitFor();
    expect(await address.innerText()).toBe(shortAddress(wallet.address));
    expect(await address.getAttribute("title")).toBe(wallet.address);
    expect(wallet.chainId()).toBe(8217);
    expect(wallet.calls).toEqual(["eth_requestAccounts", "eth_chainId", "wallet_switchEthereumChain", "eth_chainId", "personal_sign"]);
    expect(await page.getByRole("link", { name: "지갑 상세 · 보상" }).getAttribute("href")).toBe("/mypage/wallet/detail");
    expect(await page.getByRole("link", { name: "내 NFT" }).getAttribute("href")).toBe("/mypage/wallet/nft-list");
    await shot(page, "desktop-wallet-connected");
    const info = await context.request.get(`${baseUrl}/api/user/getUserInfo`);
    expect((await info.json()).data).toMatchObject({ walletAddress: wallet.address, walletDeleteYn: "N" });

    await disconnect(page, "desktop-wallet");
    expect(await page.locator(".wallet-note").first().innerText()).toContain(shortAddress(wallet.address));
    const after = await context.request.get(`${baseUrl}/api/user/getUserInfo`);
    expect((await after.json()).data).toMatchObject({ walletDeleteYn: "Y" });
    await shot(page, "desktop-wallet-disconnected");
    await context.close();
  });

  it("says so when no wallet is installed, and when the member rejects the signature", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const bare = await context.newPage();
    await bare.goto(`${baseUrl}/mypage/wallet`);
    await bare.getByText("설치된 지갑을 찾지 못했습니다.", { exact: false }).waitFor();
    expect(await bare.getByRole("link", { name: "Kaia Wallet 설치하기" }).getAttribute("href")).toBe("https://www.kaiawallet.io/");
    await shot(bare, "desktop-wallet-none");

    const page = await context.newPage();
    const wallet = await installTestWallet(page, { windowKlaytn: true, info: { name: "Kaia Wallet", rdns: "io.kaikas" } });
    await page.goto(`${baseUrl}/mypage/wallet`);
    wallet.rejectNext("personal_sign");
    await page.getByRole("button", { name: "Kaia Wallet 연결" }).click();
    const alert = page.getByRole("alert").filter({ hasText: /\S/ });
    await alert.waitFor();
    expect(await alert.innerText()).toBe("지갑에서 요청을 거절했습니다.");
    await shot(page, "desktop-wallet-rejected");
    // Trying again works, and the wallet is recorded as Kaia Wallet.
    await page.getByRole("button", { name: "Kaia Wallet 연결" }).click();
    await page.getByTestId("wallet-address").waitFor();
    expect(await page.locator(".wallet-facts").innerText()).toContain("Kaia Wallet");
    await context.close();
  });
});

describe("phone (390 px, /m)", () => {
  it("connects and disconnects on /m/mypage/wallet", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    const wallet = await installTestWallet(page, { windowEthereum: true });
    await page.goto(`${baseUrl}/m/mypage/wallet`);
    const choice = page.getByRole("button", { name: "Test Wallet 연결" });
    await choice.waitFor();
    // The same provider is announced and on window.ethereum: listed once.
    expect(await page.locator(".wallet-choice").count()).toBe(1);
    await shot(page, "phone-wallet-not-connected");
    await choice.click();
    const address = page.getByTestId("wallet-address");
    await address.waitFor();
    expect(await address.innerText()).toBe(shortAddress(wallet.address));
    expect(await page.getByRole("link", { name: "내 NFT" }).getAttribute("href")).toBe("/m/mypage/wallet/nft-list");
    await shot(page, "phone-wallet-connected");
    await disconnect(page, "phone-wallet");
    await context.close();
  });
});
