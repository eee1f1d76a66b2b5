// Wallet payout journey on a local chain (anvil): a season made with `npm run admin -- season
// create`, ended with `season end` once the votes are in; a writer who connected a wallet
// through the page (the injected test wallet) sees the settled reward as claimable on
// /mypage/wallet/detail, claims it, and sees it paid with the explorer link (desktop), then the
// same on /m; the curator without a wallet meets the reward-wallet reminder and, without a
// verified phone, the "verify first" state.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { erc20Abi } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { startChain, type TestChain } from "../support/chain";
import { installTestWallet } from "../support/test-wallet";
import { firstLink, waitForFolderMail } from "../support/mail";
import { waitForSmsCode } from "../support/sms";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

/** Long enough for every step on a slow machine; the journey ends the season itself. */
const SEASON_SECONDS = 3600;
let seasonId = 0;
let browser: Browser;
let app: AppProcess;
let chain: TestChain;
let baseUrl = "";
let appPort = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-payout-"));

beforeAll(async () => {
  chain = await startChain();
  await chain.mintToken(chain.payoutSigner.address, 10n ** 30n);
  const created = await runAdminCommand(dataDir, "season", "create", "지갑 시즌", "now", `+${SEASON_SECONDS}s`, "1000", "500", "+7d");
  seasonId = Number(/시즌 #(\d+)/.exec(created)?.[1]);
  appPort = await freePort();
  app = await startApp({
    PORT: String(appPort),
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    VIEW_REWARD_SECONDS: "2",
    ...chain.chainEnv(),
    EXPLORER_URL: "https://kaiascan.io",
  });
  baseUrl = `http://localhost:${appPort}`;
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await chain?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(context: BrowserContext, tag: string): Promise<{ userId: string; userName: string }> {
  const { email, userName } = uniqueMember(tag);
  const res = await context.request.post(`${baseUrl}/api/user/signUp`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  const mail = await waitForFolderMail(dataDir, email);
  const link = firstLink(mail, "/api/user/email/signup/verification");
  const verify = await context.request.get(link.replace(/^https?:\/\/[^/]+/, baseUrl), { maxRedirects: 0 });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  await hideUsageSurvey(context, data.userId, baseUrl);
  return { userId: data.userId, userName };
}

async function api<T>(context: BrowserContext, method: "GET" | "POST", url: string, data?: unknown): Promise<T> {
  const res = await context.request.fetch(`${baseUrl}${url}`, { method, headers: { origin: baseUrl }, data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Closes the settlement modals if they show ("do not show again"). */
async function dismissModals(page: Page): Promise<void> {
  for (const id of ["#modalReward", "#modalRewardWallet", "#modalNotice"]) {
    const modal = page.locator(id);
    if (await modal.isVisible().catch(() => false)) {
      await modal.getByRole("button", { name: "다시 보지 않기" }).click();
      await modal.waitFor({ state: "detached" }).catch(() => undefined);
    }
  }
}

describe("wallet payout journey", () => {
  it("a writer with a wallet claims the settled reward and sees it paid (desktop and /m)", { timeout: 300_000 }, async () => {
    const writerCtx = await desktopContext(browser);
    const readerCtx = await desktopContext(browser);
    const phoneCtx = await phoneContext(browser);
    try {
      await signUp(writerCtx, "pay");
      const reader = await signUp(readerCtx, "payr");
      const post = await api<{ boardNo: number; permaLink: string }>(writerCtx, "POST", "/api/contents/post", {
        type: "editor",
        subject: "지갑 보상 글",
        webEditorContent: "<p>지갑 보상을 받는 글의 본문입니다.</p>",
        topic: "economy",
        tags: ["큐레이션"],
        agreePolicy: true,
      });
      // The reader loads the post's page, then its state call hands out the view token (decision 0181).
      await readerCtx.request.get(`${baseUrl}/d/${post.permaLink}`);
      const state = await api<{ post: { curation: { viewToken: string } } }>(readerCtx, "GET", `/api/viewer/state?boardNo=${post.boardNo}`);
      const viewToken = state.post.curation.viewToken;
      await new Promise((r) => setTimeout(r, 2_500));
      await api(readerCtx, "POST", "/api/curation/view-reward", { boardNo: post.boardNo, viewToken });
      await api(readerCtx, "POST", `/api/board/curation/vote/${post.boardNo}`);

      // Tokens go to members verified as persons (decision 0181): the writer verifies a phone.
      const phoneNumber = `0107${String(Date.now() % 10_000_000).padStart(7, "0")}`;
      await api(writerCtx, "GET", `/api/user/user/authenticate/code?phone=${phoneNumber}&termsAgreement=true`);
      await api(writerCtx, "POST", "/api/user/user/authenticate", { phone: phoneNumber, code: await waitForSmsCode(dataDir, phoneNumber) });

      // The writer connects anvil's account 8 through the page: the injected test wallet signs the
      // server's sign-in message (EIP-6963, chain 8217).
      const wallet = chain.accounts[8]!.address;
      const page = await writerCtx.newPage();
      await installTestWallet(page, { privateKey: chain.accounts[8]!.key, chainId: 8217 });
      await page.goto(`${baseUrl}/mypage/wallet`);
      await page.getByRole("button", { name: "Test Wallet 연결" }).click();
      await page.getByTestId("wallet-address").waitFor();

      // An operator ends the season now (the command line beside the running app); the
      // settlement job records the rewards.
      await runAdminCommand(dataDir, "season", "end", String(seasonId));
      const until = Date.now() + 150_000;
      let total = "0";
      while (Date.now() < until) {
        total = (await api<{ total: string }>(writerCtx, "GET", "/api/curation/reward")).total;
        if (total !== "0") break;
        await new Promise((r) => setTimeout(r, 2000));
      }
      expect(total).toBe("1000000000");

      await page.goto(`${baseUrl}/mypage/wallet/detail`);
      await page.getByRole("heading", { name: "지갑 상세" }).waitFor();
      await dismissModals(page);
      expect(await page.getByTestId("wallet-address").textContent()).toBe(wallet);
      const claimable = page.locator('[data-status="claimable"]');
      await claimable.waitFor();
      expect(await claimable.textContent()).toContain("1,000 토큰");
      await shot(page, "wallet-payout-desktop-claimable");
      await claimable.getByRole("button", { name: "보상 받기" }).click();
      const paid = page.locator('[data-status="paid"]');
      await paid.waitFor({ timeout: 60_000 });
      const href = await paid.getByTestId("tx-link").getAttribute("href");
      expect(href).toMatch(/^https:\/\/kaiascan\.io\/tx\/0x[0-9a-f]{64}$/);
      expect(await page.getByTestId("wallet-balance").textContent()).toBe("1,000 토큰");
      const onChain = await chain.client.readContract({
        address: chain.addresses.token,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [wallet],
      });
      expect(onChain).toBe(1000n * 10n ** 18n);
      await shot(page, "wallet-payout-desktop-paid");

      // The same member on a phone.
      await phoneCtx.addCookies(await writerCtx.cookies());
      const phone = await phoneCtx.newPage();
      await phone.goto(`${baseUrl}/m/mypage/wallet/detail`);
      await phone.locator('[data-status="paid"]').waitFor();
      await dismissModals(phone);
      await shot(phone, "wallet-payout-phone-paid");

      // The curator has no wallet: the reminder on the rewards page, then "wallet needed" on the wallet page.
      const readerPage = await readerCtx.newPage();
      await readerPage.goto(`${baseUrl}/curation-reward`);
      const reward = readerPage.locator("#modalReward");
      await reward.waitFor();
      await reward.getByRole("button", { name: "다시 보지 않기" }).click();
      const reminder = readerPage.locator("#modalRewardWallet");
      await reminder.waitFor();
      expect(await reminder.getByRole("link", { name: "지갑 연결하기" }).getAttribute("href")).toBe("/mypage/wallet");
      await shot(readerPage, "wallet-payout-desktop-reminder", false);
      await reminder.getByRole("button", { name: "다시 보지 않기" }).click();
      // The curator has not verified a phone either: the wallet page asks for that first.
      await readerPage.goto(`${baseUrl}/mypage/wallet/detail`);
      const needs = readerPage.locator('[data-status="needs_verification"]');
      await needs.waitFor();
      expect(await needs.getByRole("link", { name: "휴대폰 인증하고 받기" }).getAttribute("href")).toBe("/mypage/verification");
      expect(reader.userName).toBeTruthy();
      await shot(readerPage, "wallet-payout-desktop-needs-verification");
    } finally {
      await writerCtx.close();
      await readerCtx.close();
      await phoneCtx.close();
    }
  });
});
