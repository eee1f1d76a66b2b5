// The reward review in a browser (docs/product/rewards.md §14, decision 0180), on an app of its
// own: three honest members (vouched for by operators) read and vote for each other; a
// ring of four — one with a verified phone, the others fresh — reads and votes only for itself.
// The season ends and is settled: the ring's rewards are held. A ring member sees "검토 중" on
// /curation-reward and appeals; another sees it on /m/curation-reward; the moderator opens the
// case on /admin/rewards (the picture of who voted for whom, the appeal), voids the appellant's
// reward and releases the rest; the members see the outcome. The guide explains trust and the
// review in Korean and English.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { waitForSmsCode } from "../support/sms";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

let browser: Browser;
let app: AppProcess;
let baseUrl = "";
let appPort = 0;
let seasonId = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-review-"));

function appEnv(): Record<string, string> {
  return { PORT: String(appPort), DATA_DIR: dataDir, SEED_DEMO: "false", VIEW_REWARD_SECONDS: "1" };
}

beforeAll(async () => {
  const created = await runAdminCommand(dataDir, "season", "create", "검토 시즌", "now", "+3600s", "1000", "500", "+7d");
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

interface Person {
  context: BrowserContext;
  email: string;
  userName: string;
  userId: string;
  permaLink: string;
  boardNo: number;
}

async function call<T>(context: BrowserContext, method: "GET" | "POST", url: string, data?: unknown): Promise<T> {
  const res = await context.request.fetch(`${baseUrl}${url}`, { method, headers: { origin: baseUrl }, data });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function person(context: BrowserContext, tag: string): Promise<Person> {
  const { email, userName } = uniqueMember(tag);
  const res = await context.request.post(`${baseUrl}/api/user/signUp`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  const link = firstLink(await waitForFolderMail(dataDir, email), "/api/user/email/signup/verification");
  const verify = await context.request.get(link.replace(/^https?:\/\/[^/]+/, baseUrl), { maxRedirects: 0 });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  await hideUsageSurvey(context, data.userId, baseUrl);
  const post = await call<{ boardNo: number; permaLink: string }>(context, "POST", "/api/contents/post", {
    type: "editor",
    subject: `${userName}의 글`,
    webEditorContent: `<p>${userName}이 쓴 글입니다. 읽고 의견을 남겨 주세요.</p>`,
    topic: "culture",
    tags: ["검토"],
    agreePolicy: true,
  });
  return { context, email, userName, userId: data.userId, ...post };
}

/** Reads a post as the page does (the page, its state call, the reading time, the claim), then votes. */
async function readAndVote(reader: Person, post: Person): Promise<void> {
  await reader.context.request.get(`${baseUrl}/d/${post.permaLink}`);
  const state = await call<{ post: { curation: { viewToken: string | null } } }>(
    reader.context,
    "GET",
    `/api/viewer/state?boardNo=${post.boardNo}`,
  );
  const viewToken = state.post.curation.viewToken;
  if (!viewToken) throw new Error("no view token after loading the page");
  for (let attempt = 0; ; attempt++) {
    await new Promise((r) => setTimeout(r, 1_200));
    const res = await reader.context.request.post(`${baseUrl}/api/curation/view-reward`, {
      headers: { origin: baseUrl },
      data: { boardNo: post.boardNo, viewToken },
    });
    if (res.ok()) break;
    if (attempt > 10) throw new Error(`view reward refused: ${await res.text()}`);
  }
  await call(reader.context, "POST", `/api/board/curation/vote/${post.boardNo}`);
}

async function verifyPhone(p: Person, phone: string): Promise<void> {
  await call(p.context, "GET", `/api/user/user/authenticate/code?phone=${phone}&termsAgreement=true`);
  const code = await waitForSmsCode(dataDir, phone, { timeoutMs: 20_000 });
  await call(p.context, "POST", "/api/user/user/authenticate", { phone, code });
}

async function rewardPage(page: Page, mobile: boolean): Promise<void> {
  await page.goto(`${baseUrl}${mobile ? "/m" : ""}/curation-reward`);
  // The settlement modals come one after another once the rewards load; "다시 보지 않기" closes each for good.
  const modals = page.locator("#modalReward, #modalRewardWallet, #modalNotice");
  for (let i = 0; i < 3; i++) {
    const shown = await modals
      .first()
      .waitFor({ timeout: 4_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) break;
    await modals.first().getByRole("button", { name: "다시 보지 않기" }).click();
    await page.waitForTimeout(300);
  }
}

describe("reward review journey", () => {
  it(
    "holds a ring's rewards; a member appeals; the moderator voids one and releases the rest (desktop, /m, Korean and English)",
    { timeout: 480_000 },
    async () => {
      const contexts = await Promise.all(Array.from({ length: 8 }, () => desktopContext(browser)));
      const phone = await phoneContext(browser);
      try {
        const [modCtx, ...others] = contexts;
        const moderator = await person(modCtx!, "mod");
        const honest = await Promise.all(others.slice(0, 3).map((c, i) => person(c, `hon${i}`)));
        const ring = await Promise.all(others.slice(3, 7).map((c, i) => person(c, `ring${i}`)));
        // One ring account bought a phone number.
        await verifyPhone(ring[0]!, `0109${String(Date.now() % 10_000_000).padStart(7, "0")}`);
        // Each member reads one post after another (one ticket per second of reading), all at once.
        await Promise.all(
          [honest, ring].flatMap((group) =>
            group.map(async (reader) => {
              for (const post of group) if (reader !== post) await readAndVote(reader, post);
            }),
          ),
        );

        // Operators, on the command line beside the running app: the moderator role, and the
        // honest members vouched for.
        await runAdminCommand(dataDir, "grant-moderator", moderator.email);
        // Operator tools need the moderator's two-step sign-in on.
        await turnOnTwoFactor(modCtx!, baseUrl);
        await runAdminCommand(dataDir, "trust", "mark", honest[0]!.email, "trusted", "오래 활동한 회원");
        await runAdminCommand(dataDir, "trust", "mark", honest[1]!.email, "trusted");
        await runAdminCommand(dataDir, "trust", "mark", honest[2]!.email, "trusted");

        // The moderator ends the season; the settlement job computes trust, reviews, records.
        await call(modCtx!, "POST", `/api/curation/admin/seasons/${seasonId}/end`);
        await expect
          .poll(async () => (await call<{ status: string }>(modCtx!, "GET", `/api/curation/${seasonId}`)).status, {
            timeout: 60_000,
            interval: 1_000,
          })
          .toBe("settled");

        // A ring writer sees the reward under review and appeals (desktop).
        const appellant = ring[1]!;
        const page = await appellant.context.newPage();
        await rewardPage(page, false);
        const badge = page.locator('[data-testid^="review-held-"]').first();
        await badge.waitFor();
        expect(await badge.textContent()).toBe("검토 중");
        await shot(page, "review-member-held-desktop");
        await page.locator('[data-testid^="appeal-"]').first().click();
        await page.getByTestId("appeal-message").fill("친구들과 서로의 글을 읽고 추천했을 뿐입니다. 확인 부탁드립니다.");
        await shot(page, "review-member-appeal-desktop", false);
        await page.getByTestId("appeal-send").click();
        await page.getByText("이의 신청함").waitFor();

        // Another ring writer sees it on a phone.
        await phone.addCookies(await ring[2]!.context.cookies());
        const phonePage = await phone.newPage();
        await rewardPage(phonePage, true);
        await phonePage.locator('[data-testid^="review-held-"]').first().waitFor();
        await shot(phonePage, "review-member-held-phone");

        // The moderator: the console card, the case, the decision.
        const mod = await modCtx!.newPage();
        await mod.goto(`${baseUrl}/admin`);
        await mod
          .getByRole("link", { name: /보상 검토/ })
          .first()
          .waitFor();
        expect(await mod.locator('a[href="/admin/rewards"]').first().textContent()).toContain("검토 대기 1건");
        await mod.goto(`${baseUrl}/admin/rewards`);
        const card = mod.locator("li.review-case").first();
        await card.waitFor();
        expect(await card.getAttribute("data-kind")).toBe("ring");
        await card.locator("svg.review-graph circle").first().waitFor();
        expect(await card.locator("svg.review-graph circle").count()).toBe(4);
        expect(await card.locator(".appeal-text").textContent()).toContain("친구들과");
        for (const h of honest) expect(await card.textContent()).not.toContain(h.userName);
        await shot(mod, "review-admin-case");
        await card.getByRole("checkbox", { name: appellant.userName }).check();
        await card.getByRole("button", { name: /무효 처리/ }).click();
        await mod.locator("#modalVoidRewards").getByRole("button", { name: "무효 처리" }).click();
        await mod.getByText(/건을 무효 처리했어요/).waitFor();
        await card.getByRole("button", { name: /지급 허용/ }).click();
        await mod.getByText(/건을 지급할 수 있게 했어요/).waitFor();
        await mod.goto(`${baseUrl}/admin/rewards`);
        await mod.getByText("검토할 보상이 없어요.").waitFor();
        await mod.goto(`${baseUrl}/admin/rewards?state=closed`);
        await mod.locator("li.review-case").first().waitFor();
        await shot(mod, "review-admin-decided");

        // The outcome, as the members see it.
        await page.reload();
        await page.getByText("지급 안 함").first().waitFor();
        await phonePage.reload();
        await phonePage.getByRole("heading").first().waitFor();
        expect(await phonePage.locator('[data-testid^="review-held-"]').count()).toBe(0);
        await shot(page, "review-member-voided-desktop");

        // In English: the review page and the guide.
        await modCtx!.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
        await mod.goto(`${baseUrl}/admin/rewards?state=closed`);
        await mod.getByRole("heading", { name: "Reward review" }).waitFor();
        await shot(mod, "review-admin-decided-en");
        await mod.goto(`${baseUrl}/curation-guide`);
        await mod.getByRole("heading", { name: "6. Trust" }).waitFor();
        await mod.getByRole("heading", { name: "7. Reward review" }).waitFor();
        await shot(mod, "curation-guide-en");
        const guide = await appellant.context.newPage();
        await guide.goto(`${baseUrl}/curation-guide`);
        await guide.getByRole("heading", { name: "6. 신뢰도" }).waitFor();
        await guide.getByRole("heading", { name: "7. 보상 검토" }).waitFor();
        await shot(guide, "curation-guide-ko");
        await phonePage.goto(`${baseUrl}/m/curation-guide`);
        await phonePage.getByRole("heading", { name: "6. 신뢰도" }).waitFor();
        await shot(phonePage, "curation-guide-ko-phone");
      } finally {
        for (const c of contexts) await c.close();
        await phone.close();
      }
    },
  );
});
