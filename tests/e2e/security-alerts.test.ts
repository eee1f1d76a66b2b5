// Signals to the member in the browser (docs/product/accounts.md §11.5, decisions 0210, 0211):
// a member signed in on one browser signs in on a second one; the first browser's bell (desktop
// panel, /m/newsfeed) and the mail tell of the new device; "this wasn't me" (from the
// notification on desktop in Korean, from the mail on a phone in English) asks first, then signs
// every device out at once — the first browser finds itself signed out — and says what to do next.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { firstLink, waitForFolderMail } from "../support/mail";
import { desktopContext, launch, memberStateKnown, phoneContext, shot } from "./browser";
import { hideUsageSurvey, signUpMember, type Member } from "./members";

const baseUrl = inject("baseUrl");
const dataDir = inject("e2eDataDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function inEnglish(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
  return context;
}

async function signedIn(context: BrowserContext): Promise<boolean> {
  return (await context.request.get(`${baseUrl}/api/user/getUserBasicInfo`)).status() === 200;
}

/** The member signs in on another browser through the login form, as a person would. */
async function signInElsewhere(context: BrowserContext, member: Member, phone: boolean, button: string): Promise<Page> {
  await hideUsageSurvey(context, member.userId, baseUrl);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${phone ? "/m" : ""}/login`);
  await page.locator("#login-email").fill(member.email);
  await page.locator("#login-password").fill(member.password);
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes("login"));
  return page;
}

/** Reloads until the member's bell shows something new (the notification comes through the job queue). */
async function waitForBell(page: Page, url: string): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    await page.goto(url);
    await memberStateKnown(page);
    if (await page.getByTestId("notify-new-dot").first().isVisible()) return;
    if (Date.now() > until) throw new Error("the bell never lit for the new-device alert");
    await page.waitForTimeout(1000);
  }
}

describe("signals to the member", () => {
  it(
    "desktop (Korean): a second browser signs in; the bell and the mail tell; the notification's link signs every device out",
    { timeout: 180_000 },
    async () => {
      const first = await desktopContext(browser);
      const member = await signUpMember(first);
      const home = await first.newPage();
      await home.goto(`${baseUrl}/`);
      await memberStateKnown(home);

      const second = await desktopContext(browser);
      await signInElsewhere(second, member, false, "로그인");
      expect(await signedIn(second)).toBe(true);

      const mail = await waitForFolderMail(dataDir, member.email, { subject: "새 기기에서 로그인했어요" });
      expect(mail.subject).toBe("[나눔터] 새 기기에서 로그인했어요");
      expect(mail.text).toContain(`${member.userName}님의 계정에 처음 보는 기기에서 로그인했어요.`);
      expect(mail.text).toContain("기기: Chrome · Linux");
      expect(mail.text).toContain("본인이 아닌가요?");
      expect(firstLink(mail, "/not-me?token=")).toContain("/not-me?token=");

      await waitForBell(home, `${baseUrl}/`);
      // The bell answers once the page is live and knows its member.
      await home.waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true, undefined, { timeout: 30_000 });
      await home.getByRole("button", { name: /^알림/ }).click();
      const panel = home.getByRole("dialog", { name: "알림" });
      await panel.waitFor({ timeout: 20_000 });
      const line = panel.locator(".notify-item", { hasText: "처음 보는 기기에서 회원님의 계정에 로그인했어요." });
      await line.waitFor();
      expect(await line.locator(".notify-top").innerText()).toContain("계정 보안");
      expect(await line.innerText()).toContain("본인이 아닌가요?");
      await shot(home, "security-alert-desktop-bell", false);

      // The line opens the "this wasn't me" page: it asks before anything happens.
      await line.click();
      await home.waitForURL(/\/not-me\?token=/);
      await home.getByRole("heading", { level: 1, name: "본인이 아닌가요?" }).waitFor();
      await home.getByRole("heading", { name: "새 기기에서 로그인했어요" }).waitFor();
      await home.getByText("Chrome · Linux").waitFor();
      expect(await signedIn(first)).toBe(true);
      await shot(home, "security-alert-desktop-not-me");

      await home.getByRole("button", { name: "내가 한 일이 아니에요" }).click();
      await home.getByRole("heading", { level: 1, name: "모든 기기에서 로그아웃했어요" }).waitFor();
      await home.getByText("로그인된 기기 2곳에서 로그아웃했어요.", { exact: false }).waitFor();
      await home.getByRole("link", { name: "비밀번호 재설정하기" }).waitFor();
      await home.getByRole("link", { name: "패스키 확인하기" }).waitFor();
      await home.getByRole("link", { name: "지갑 확인하기" }).waitFor();
      await shot(home, "security-alert-desktop-done");

      // Both browsers are signed out; the first one's header says so after a reload.
      expect(await signedIn(first)).toBe(false);
      expect(await signedIn(second)).toBe(false);
      await home.goto(`${baseUrl}/`);
      await home.getByRole("link", { name: "로그인" }).first().waitFor();
      await shot(home, "security-alert-desktop-signed-out", false);

      // The link is spent.
      const link = new URL(firstLink(mail, "/not-me?token="));
      await home.goto(`${baseUrl}${link.pathname}${link.search}`);
      await home.getByRole("heading", { level: 1, name: "이미 사용한 링크예요" }).waitFor();
      await first.close();
      await second.close();
    },
  );

  it("phone (English): the alert mail's link, opened on the second phone, signs the first one out", { timeout: 180_000 }, async () => {
    const first = await inEnglish(await phoneContext(browser));
    const member = await signUpMember(first);
    const feed = await first.newPage();
    await feed.goto(`${baseUrl}/m`);
    await memberStateKnown(feed);

    const second = await inEnglish(await phoneContext(browser));
    const page = await signInElsewhere(second, member, true, "Sign in");

    const mail = await waitForFolderMail(dataDir, member.email, { subject: "New sign-in to your account" });
    expect(mail.subject).toBe("[Nanumteo] New sign-in to your account");
    expect(mail.text).toContain("Device: Safari · iPhone");
    // Nothing Korean but the member's own name.
    expect(mail.text.split("\n").slice(1).join("\n")).not.toMatch(/[가-힣]/);

    // The first phone's feed tells it too, in English.
    await waitForBell(feed, `${baseUrl}/m`);
    await feed.goto(`${baseUrl}/m/newsfeed`);
    const line = feed.locator(".notify-item", { hasText: "Your account was signed in to from a new device." });
    await line.waitFor();
    expect(await line.innerText()).toContain("Wasn't you?");
    expect(await line.locator(".notify-top").innerText()).toContain("Security");
    await shot(feed, "security-alert-phone-newsfeed");

    // The mail's link, opened on the phone that reads the mail, reaches /m/not-me.
    await page.goto(firstLink(mail, "/not-me?token=").replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.waitForURL(/\/m\/not-me\?token=/);
    await page.getByRole("heading", { level: 1, name: "Wasn't you?" }).waitFor();
    await page.getByRole("heading", { name: "New sign-in to your account" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "security-alert-phone-not-me");
    await page.getByRole("button", { name: "This wasn't me" }).click();
    await page.getByRole("heading", { level: 1, name: "Every device is signed out" }).waitFor();
    await page.getByRole("link", { name: "Reset password" }).waitFor();
    await shot(page, "security-alert-phone-done");

    expect(await signedIn(first)).toBe(false);
    await feed.goto(`${baseUrl}/m`);
    await feed.getByRole("button", { name: "Open menu" }).click();
    await feed.locator(".m-menu-panel").getByRole("link", { name: "Sign in" }).waitFor();
    await shot(feed, "security-alert-phone-signed-out", false);
    await first.close();
    await second.close();
  });
});
