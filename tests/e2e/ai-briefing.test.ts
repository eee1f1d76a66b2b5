// The AI briefing in the browser (docs/product/ai.md §6), desktop (1200 px) and phone (/m): the
// floating button beside back-to-top; a visitor is told to sign in and sent to the login page
// with the page kept as the redirect; a member opens modalAutoDocsToPost, meets the file rule,
// uploads a real Korean PDF, reads the success message, the modal closes after 3 seconds; the
// notification says the draft is ready and opens it in the review form (the document's own title,
// the summary, a topic and tags), while the post's address is still 404 to a visitor; the member
// presses 발행하기 and lands on the published summary post with its document viewer.
//
// It runs on both engines: on its own offline app (briefings publish posts, which the shared
// journey app's lists must not gain) and on the journeys' model app (tests/e2e/ai-apps.ts), whose
// summaries come from the local chat-completions server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { MSG } from "../../core/messages";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import * as fx from "../support/document-fixtures";
import { firstLink, waitForFolderMail } from "../support/mail";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { aiApps, MODEL_MARK } from "./ai-apps";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

interface Target {
  label: string;
  baseUrl: string;
  dataDir: string;
}

let app: AppProcess;
let browser: Browser;
const TARGETS: Target[] = [
  { label: "offline", baseUrl: "", dataDir: "" },
  { label: "model", baseUrl: "", dataDir: "" },
];

beforeAll(async () => {
  // Briefings publish posts: their own app and data folder, as the document journeys have.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-briefing-"));
  const port = await freePort();
  app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false" });
  TARGETS[0] = { label: "offline", baseUrl: `http://localhost:${port}`, dataDir };
  const model = aiApps().find((a) => a.engine === "model")!;
  TARGETS[1] = { label: "model", baseUrl: model.baseUrl, dataDir: model.dataDir };
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (TARGETS[0]?.dataDir) fs.rmSync(TARGETS[0].dataDir, { recursive: true, force: true });
});

/** A verified member signed in in this browser context. */
async function signUp(context: BrowserContext, target: Target): Promise<void> {
  const { email, userName } = uniqueMember("brief");
  const res = await context.request.post(`${target.baseUrl}/api/user/signUp`, {
    headers: { origin: target.baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForFolderMail(target.dataDir, email);
  const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, target.baseUrl);
  const verify = await context.request.get(link, { maxRedirects: 0 });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  await hideUsageSurvey(context, data.userId, target.baseUrl);
}

const article = (n: number) => fx.KOREAN_ARTICLE[(n - 1) % fx.KOREAN_ARTICLE.length]!;
const briefingButton = (page: Page) => page.locator(".floating-buttons").getByRole("button", { name: "AI 브리핑" });

/**
 * The draft in its review form: the banner, the document's own title (its first line, not the file
 * name "budget"), the summary with its line marks; the post's address is 404 to a visitor until the
 * member presses 발행하기, which lands on the published post.
 */
async function reviewAndPublish(page: Page, baseUrl: string, prefix: string, mobile: boolean, offline: boolean): Promise<void> {
  await page.waitForURL(/\/upload\?boardNo=/);
  await page.getByTestId("briefing-draft").waitFor();
  // The page says what it is: the AI's draft, not an edit of a published post.
  expect(await page.locator(".upload-title").innerText()).toBe("AI 브리핑 초안");
  // The summary's box shows it whole, not three lines of it with a scroll bar.
  expect(
    await page
      .locator("textarea")
      .first()
      .evaluate((el) => el.scrollHeight <= el.clientHeight + 2),
  ).toBe(true);
  const subject = page.locator('input[id$="-subject"]');
  // The offline engine keeps the document's title; a model may word its own, never the file name.
  if (offline) expect(await subject.inputValue()).toBe("경제 지표");
  else expect(await subject.inputValue()).not.toMatch(/^(budget)?$/);
  const intro = await page.locator("textarea").first().inputValue();
  expect(intro).toMatch(/^## /m);
  // The offline engine quotes the document's key sentences; the model double writes its own lines.
  if (offline) expect(intro).toContain("기준금리");
  expect(intro).not.toMatch(/^#(?!# )/m);
  await shot(page, `${prefix}-draft`);
  const permaLink = new URL(page.url()).searchParams.get("permaLink")!;
  const visitor = await page.context().browser()!.newContext();
  const before = await visitor.request.get(`${baseUrl}${mobile ? "/m" : ""}/d/${permaLink}`);
  expect(before.status()).toBe(404);
  await page.getByRole("button", { name: "발행하기" }).click();
  await page.waitForURL(mobile ? /\/m\/d\// : /\/d\//);
  const after = await visitor.request.get(`${baseUrl}${mobile ? "/m" : ""}/d/${permaLink}`);
  expect(after.status()).toBe(200);
  await visitor.close();
}

/** Opens the modal, meets the type rule, uploads the document and reads the success message until the modal closes. */
async function uploadThroughModal(page: Page, prefix: string): Promise<void> {
  await briefingButton(page).click();
  const modal = page.locator("#modalAutoDocsToPost");
  await modal.waitFor();
  const submit = modal.getByRole("button", { name: "브리핑 시작" });
  expect(await submit.isDisabled()).toBe(true);
  await shot(page, `${prefix}-modal`);
  const input = modal.locator('input[type="file"]');
  await input.setInputFiles({ name: "메모.txt", mimeType: "text/plain", buffer: Buffer.from("메모") });
  await modal.getByText(MSG.unsupportedFileType.ko).waitFor();
  expect(await submit.isDisabled()).toBe(true);
  await input.setInputFiles({
    name: "budget.pdf",
    mimeType: "application/pdf",
    buffer: fx.cidKoreanPdf({ pages: 6, title: "경제 지표", body: (n) => fx.wrapLines(article(n)) }),
  });
  await modal.getByText("budget.pdf").waitFor();
  expect(await submit.isDisabled()).toBe(false);
  await shot(page, `${prefix}-modal-file`);
  await submit.click();
  await modal.getByText(MSG.briefingStarted.ko).waitFor({ timeout: 20_000 });
  await shot(page, `${prefix}-modal-started`);
  // After 3 seconds: reset, closed, the page's data reloaded.
  await modal.waitFor({ state: "detached", timeout: 6_000 });
}

describe.each(TARGETS.map((t, i) => [t.label, i] as const))("AI briefing (%s engine)", (_label, index) => {
  const target = () => TARGETS[index]!;

  it("desktop: a visitor is sent to sign in with the page kept; a member's briefing is a draft they review and publish", async () => {
    const { baseUrl } = target();
    const visitorContext = await desktopContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${baseUrl}/new`);
    await briefingButton(visitor).click();
    const alert = visitor.locator("#modalLoginRequired");
    await alert.getByText(MSG.loginRequired.ko).waitFor();
    await shot(visitor, `ai-briefing-${target().label}-desktop-visitor`);
    await alert.getByRole("button", { name: "확인" }).click();
    await visitor.waitForURL(/\/login/);
    expect(await visitor.evaluate(() => sessionStorage.getItem("nt.signin.redirect"))).toBe("/new");
    await visitorContext.close();

    const context = await desktopContext(browser);
    await signUp(context, target());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new`);
    await briefingButton(page).waitFor();
    await shot(page, `ai-briefing-${target().label}-desktop-button`, false);
    await uploadThroughModal(page, `ai-briefing-${target().label}-desktop`);

    // The notification arrives when the post is published; its line opens the post.
    const until = Date.now() + 120_000;
    for (;;) {
      await page.goto(`${baseUrl}/new`);
      const panel = page.getByRole("dialog", { name: "알림" });
      // A bell pressed while the page is still loading its scripts may open nothing: press again.
      await expect
        .poll(
          async () => {
            if (!(await panel.isVisible())) await page.getByRole("button", { name: /^알림/ }).click();
            return panel.isVisible();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(true);
      const line = panel.locator(".notify-item", { hasText: "AI 브리핑 초안이 준비되었습니다." });
      if (
        await line.waitFor({ timeout: 1_500 }).then(
          () => true,
          () => false,
        )
      ) {
        await shot(page, `ai-briefing-${target().label}-desktop-notification`, false);
        await line.click();
        break;
      }
      if (Date.now() > until) throw new Error("the briefing's notification never came");
      await page.waitForTimeout(1_500);
    }
    await reviewAndPublish(page, baseUrl, `ai-briefing-${target().label}-desktop`, false, target().label === "offline");
    await page.locator(".post-body, article").getByText("AI 브리핑").first().waitFor();
    // Section headings: the offline engine groups pages (1–3쪽); the model double names its parts (부분 1).
    expect(await page.locator("h3", { hasText: target().label === "model" ? "부분" : "쪽" }).count()).toBeGreaterThan(0);
    await page.getByText("기준금리", { exact: false }).first().waitFor();
    // The model app's summary comes from the chat-completions server (its answers carry the mark).
    if (target().label === "model") await page.getByText(MODEL_MARK, { exact: false }).first().waitFor();
    await page.locator(".doc-page").first().waitFor({ timeout: 20_000 });
    await shot(page, `ai-briefing-${target().label}-desktop-post`);
    await context.close();
  });

  it("phone: the floating button on /m, the upload, the draft from the news feed, published by the member", async () => {
    const { baseUrl } = target();
    const context = await phoneContext(browser);
    await signUp(context, target());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/new`);
    await briefingButton(page).waitFor();
    await shot(page, `ai-briefing-${target().label}-phone-button`, false);
    await uploadThroughModal(page, `ai-briefing-${target().label}-phone`);

    const until = Date.now() + 120_000;
    for (;;) {
      await page.goto(`${baseUrl}/m/newsfeed`);
      const line = page.locator(".notify-list .notify-item", { hasText: "AI 브리핑 초안이 준비되었습니다." });
      if (
        await line.waitFor({ timeout: 2_000 }).then(
          () => true,
          () => false,
        )
      ) {
        await shot(page, `ai-briefing-${target().label}-phone-newsfeed`);
        await line.click();
        break;
      }
      if (Date.now() > until) throw new Error("the briefing's notification never came");
      await page.waitForTimeout(1_500);
    }
    await reviewAndPublish(page, baseUrl, `ai-briefing-${target().label}-phone`, true, target().label === "offline");
    await page.getByText("기준금리", { exact: false }).first().waitFor();
    await page.locator(".doc-page").first().waitFor({ timeout: 20_000 });
    await shot(page, `ai-briefing-${target().label}-phone-post`);
    // On a post page the buttons sit 10 px above the tab bar, not under it.
    const button = (await briefingButton(page).boundingBox())!;
    const tabbar = (await page.locator(".m-tabbar").boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(tabbar.y);
    await shot(page, `ai-briefing-${target().label}-phone-post-viewport`, false);
    await context.close();
  });
});
