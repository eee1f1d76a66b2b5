// Curation journey, desktop (1200 px) and phone (/m), on an app of its own whose view reward
// takes 2 seconds (VIEW_REWARD_SECONDS) and whose season, made with `npm run admin -- season
// create`, runs until the journey ends it with `season end`: a member reads a post, gets a
// ticket (blue toast), votes, sees the board and rankings; then the settlement job records the
// rewards, and the member meets modalReward / modalRewardWallet and the reward list.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { VOTE_STRIP_TEXT } from "../../app/features/curation/vote-strip-text";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { runAdminCommand } from "./admin-command";
import { DESKTOP_UA, desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

/** Long enough for every step on a slow machine; the journey ends the season itself. */
const SEASON_SECONDS = 1800;
let browser: Browser;
let app: AppProcess;
let baseUrl = "";
let seasonId = 0;
let appPort = 0;
let moderatorEmail = "";
let moderatorState: Awaited<ReturnType<BrowserContext["storageState"]>> | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-curation-"));

beforeAll(async () => {
  const created = await runAdminCommand(dataDir, "season", "create", "E2E 시즌", "now", `+${SEASON_SECONDS}s`, "1000", "500", "+7d");
  seasonId = Number(/시즌 #(\d+)/.exec(created)?.[1]);
  appPort = await freePort();
  app = await startApp(appEnv());
  baseUrl = `http://localhost:${appPort}`;
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function appEnv(): Record<string, string> {
  return { PORT: String(appPort), DATA_DIR: dataDir, SEED_DEMO: "false", VIEW_REWARD_SECONDS: "2" };
}

async function signUp(context: BrowserContext): Promise<{ userId: string; userName: string; email: string }> {
  const { email, userName } = uniqueMember("cur");
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
  return { userId: data.userId, userName, email };
}

async function publish(context: BrowserContext, subject: string): Promise<string> {
  const res = await context.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject,
      webEditorContent: `<p>${subject}에 대한 본문입니다. 천천히 읽어 보세요.</p>`,
      topic: "economy",
      tags: ["큐레이션"],
      agreePolicy: true,
    },
  });
  if (!res.ok()) throw new Error(`publish failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { permaLink: string } }).data.permaLink;
}

async function readAndVote(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.getByText(VOTE_STRIP_TEXT.ticketIssued.ko).waitFor({ timeout: 15_000 });
  await hasText(page.getByTestId("ticket-balance"), "내 큐레이팅 1개");
  await shot(page, `${name}-ticket`, false);
  await page.getByRole("button", { name: "큐레이팅 1개로 투표하기" }).click();
  await page.getByRole("button", { name: "투표 완료" }).waitFor();
  await hasText(page.getByTestId("ticket-balance"), "내 큐레이팅 0개");
  await shot(page, `${name}-voted`, false);
}

/** Waits until the locator shows the text (playwright-core has no assertion library). */
async function hasText(locator: ReturnType<Page["getByTestId"]>, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

describe("curation journey", () => {
  it(
    "reads, earns a ticket, votes, sees the rankings and, after the season, the settled reward (desktop and /m)",
    { timeout: 600_000 },
    async () => {
      const authorCtx = await desktopContext(browser);
      const readerCtx = await desktopContext(browser);
      const phoneCtx = await phoneContext(browser);
      try {
        const author = await signUp(authorCtx);
        moderatorEmail = author.email;
        const first = await publish(authorCtx, "금리와 환율의 관계 정리");
        const second = await publish(authorCtx, "초보자를 위한 ETF 고르는 법");
        const reader = await signUp(readerCtx);
        const phoneReader = await signUp(phoneCtx);

        // The author reading their own post gets nothing and sees no vote button.
        const own = await authorCtx.newPage();
        await own.goto(`${baseUrl}/d/${first}`);
        await own.getByText("내 게시물에는 투표할 수 없어요.").waitFor();

        const page = await readerCtx.newPage();
        await readAndVote(page, `${baseUrl}/d/${first}`, "curation-desktop-read");
        expect(await page.getByTestId("curation-votes").textContent()).toBe("득표 1");

        const phone = await phoneCtx.newPage();
        await readAndVote(phone, `${baseUrl}/m/d/${second}`, "curation-phone-read");
        // The phone reader also votes for the first post with the ticket from reading it.
        await readAndVote(phone, `${baseUrl}/m/d/${first}`, "curation-phone-read2");

        await page.goto(`${baseUrl}/curation`);
        await page.locator(".curation-board-item").first().waitFor();
        const rows = await page.locator(".curation-board-item").allTextContents();
        expect(rows[0]).toContain("금리와 환율의 관계 정리");
        expect(rows[0]).toContain("2표");
        expect(await page.getByTestId("ranking-writer").textContent()).toContain(author.userName);
        await shot(page, "curation-desktop-board");
        await page.getByRole("tab", { name: "큐레이터 랭킹" }).click();
        const curators = await page.getByTestId("ranking-curator").textContent();
        expect(curators).toContain(reader.userName);
        expect(curators).toContain(phoneReader.userName);
        await shot(page, "curation-desktop-curators", false);

        await phone.goto(`${baseUrl}/m/curation`);
        await phone.locator(".curation-board-item").first().waitFor();
        await shot(phone, "curation-phone-board");

        // The same board for a reader who chose English (nt_lang): the words are English, the
        // season's title and the posts are the members' own.
        const english = await desktopContext(browser);
        await english.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
        const en = await english.newPage();
        await en.goto(`${baseUrl}/curation`);
        expect(await en.locator("html").getAttribute("lang")).toBe("en");
        await en.getByRole("heading", { name: "Curation board" }).waitFor();
        expect(await en.locator(".curation-pool").first().innerText()).toMatch(/^Writer rewards\s+1,000 tokens$/);
        expect(await en.locator(".curation-board-item").first().textContent()).toContain("2 votes");
        await en.getByRole("tab", { name: "Curators" }).click();
        expect(await en.getByTestId("ranking-curator").textContent()).toContain(reader.userName);
        expect(await en.locator(".ranking-panel > p").last().innerText()).toBe("Rewards are estimated tokens from the votes so far.");
        await shot(en, "curation-desktop-board-en");
        await english.close();

        // An operator ends the season now, on the command line beside the running app; the
        // settlement job the command queues records the rewards.
        await runAdminCommand(dataDir, "season", "end", String(seasonId));
        const until = Date.now() + 120_000;
        let total = "0";
        while (Date.now() < until) {
          const res = await readerCtx.request.get(`${baseUrl}/api/curation/reward`);
          total = ((await res.json()) as { data: { total: string } }).data.total;
          if (total !== "0") break;
          await new Promise((r) => setTimeout(r, 1000));
        }
        expect(BigInt(total)).toBeGreaterThan(0n);

        await page.goto(`${baseUrl}/curation-reward`);
        const modal = page.locator("#modalReward");
        await modal.waitFor();
        expect(await modal.textContent()).toContain("E2E 시즌 정산 결과");
        await shot(page, "curation-desktop-modal-reward", false);
        await modal.getByRole("button", { name: "다시 보지 않기" }).click();
        const wallet = page.locator("#modalRewardWallet");
        await wallet.waitFor();
        await shot(page, "curation-desktop-modal-wallet", false);
        await wallet.getByRole("button", { name: "확인" }).click();
        await wallet.waitFor({ state: "detached" });
        expect(await page.locator(".reward-table").textContent()).toContain("큐레이터");
        await shot(page, "curation-desktop-rewards");
        // Do-not-show-again holds on the next visit: only the wallet reminder comes back.
        await page.reload();
        await page.locator("#modalRewardWallet").waitFor();
        expect(await page.locator("#modalReward").count()).toBe(0);

        const authorPage = await authorCtx.newPage();
        await authorPage.goto(`${baseUrl}/mypage/dashboard`);
        await authorPage.getByTestId("figure-votes").waitFor();
        expect(await authorPage.getByTestId("figure-votes").textContent()).toContain("3");
        expect(await authorPage.getByTestId("figure-rewards").textContent()).toContain("1,000 토큰");
        await authorPage
          .locator("#modalReward")
          .waitFor({ state: "detached" })
          .catch(() => undefined);
        await shot(authorPage, "curation-desktop-dashboard");
        await authorPage.goto(`${baseUrl}/mypage/curation`);
        await authorPage.locator(".reward-table").waitFor();
        await shot(authorPage, "curation-desktop-mypage-curation");
        await authorPage.goto(`${baseUrl}/curation-guide`);
        await authorPage.getByText("내 작성자 보상 = 작성자 보상 풀").waitFor();
        await shot(authorPage, "curation-desktop-guide");

        await phone.goto(`${baseUrl}/m/curation`);
        await phone.locator("#modalReward").waitFor();
        await shot(phone, "curation-phone-modal-reward", false);
        moderatorState = await authorCtx.storageState();
      } finally {
        await authorCtx.close();
        await readerCtx.close();
        await phoneCtx.close();
      }
    },
  );

  it("a moderator sees the seasons and the vote-ring review at /curation-admin", { timeout: 300_000 }, async () => {
    expect(moderatorState).not.toBeNull();
    await runAdminCommand(dataDir, "grant-moderator", moderatorEmail);
    const context = await browser.newContext({
      viewport: { width: 1200, height: 900 },
      userAgent: DESKTOP_UA,
      locale: "ko-KR",
      storageState: moderatorState!,
    });
    try {
      // Operator tools need the moderator's two-step sign-in on.
      await turnOnTwoFactor(context, baseUrl);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/mypage/dashboard`);
      await page.getByRole("link", { name: "큐레이션 시즌 관리" }).click();
      await page.getByRole("heading", { name: "큐레이션 시즌 관리" }).waitFor();
      const seasons = await page.getByRole("table", { name: "시즌 목록" }).textContent();
      expect(seasons).toContain("E2E 시즌");
      expect(seasons).toContain("정산 완료");
      await page.getByText("서로 몰아주기로 보이는 투표가 없습니다.").waitFor();
      // A season overlapping none, made through the form (once the page is interactive).
      await page.waitForLoadState("networkidle");
      const tomorrow = new Date(Date.now() + 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 16);
      await page.getByLabel("시작 (한국 시간)").fill(tomorrow);
      await page.getByLabel("시즌 이름").fill("E2E 다음 시즌");
      await page.getByRole("button", { name: "시즌 만들기" }).click();
      await page.getByRole("table", { name: "시즌 목록" }).getByText("E2E 다음 시즌").waitFor();
      await shot(page, "curation-desktop-admin");
    } finally {
      await context.close();
    }
  });
});
