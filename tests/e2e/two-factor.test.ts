// Two-step sign-in in the browser (docs/product/accounts.md §6.7): on the phone in English a member
// turns it on from the account page (the QR code's key typed as an app would take it, a first
// code, the ten recovery codes), then signs in again on another phone: the password, then
// /m/login/verify asks for the app's code. On the desktop in Korean the same member signs in with
// a recovery code instead; a wrong code is told and the page keeps what was typed.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, signUpMember } from "./members";
import { firstLink, waitForFolderMail } from "../support/mail";
import { authenticatorCode } from "./two-factor";

const baseUrl = inject("baseUrl");
let browser: Browser;
let email = "";
let secret = "";
let recoveryCodes: string[] = [];
let signedInDesktop: BrowserContext | null = null;

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

async function signInWithPassword(page: Page, loginPath: string, submitName: string): Promise<void> {
  await page.goto(`${baseUrl}${loginPath}`);
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(E2E_PASSWORD);
  await page.locator("form.auth-form").getByRole("button", { name: submitName, exact: true }).click();
}

describe("two-step sign-in", () => {
  it("phone, English: turns it on from the account page, then signs in with the app's code", async () => {
    const context = await inEnglish(await phoneContext(browser));
    email = (await signUpMember(context)).email;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/mypage/account`);
    const card = page.locator("#two-factor");
    await card.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    await card.getByText("Off", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Turn on" }).click();
    await card.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    secret = ((await card.locator("[data-two-factor-key]").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel("Code").fill(await authenticatorCode(secret));
    await card.getByRole("button", { name: "Confirm" }).click();
    const listed = card.locator("[data-recovery-codes] li");
    await listed.first().waitFor();
    recoveryCodes = (await listed.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await shot(page, "two-factor-codes-phone-en");
    await card.getByRole("button", { name: "I saved them" }).click();
    await card.getByText("10 recovery codes left", { exact: false }).waitFor();
    await context.close();

    // Another phone: the password is the first step, the app's code the second.
    const other = await inEnglish(await phoneContext(browser));
    const again = await other.newPage();
    await signInWithPassword(again, "/m/login", "Sign in");
    await again.waitForURL(`${baseUrl}/m/login/verify`);
    await again.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
    await shot(again, "two-factor-verify-phone-en");
    // The code that turned it on is spent: the app's next one signs in.
    await again.getByLabel("Code").fill(await authenticatorCode(secret, 1));
    await again.getByRole("button", { name: "Sign in", exact: true }).click();
    await again.waitForURL((url) => !url.pathname.includes("/login"));
    expect(new URL(again.url()).pathname.startsWith("/m")).toBe(true);
    expect(await again.evaluate(() => document.documentElement.dataset.viewer)).not.toBe("visitor");
    await other.close();
  });

  it("desktop, Korean: a wrong code is told, then a recovery code signs in once", async () => {
    expect(recoveryCodes).toHaveLength(10);
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, "/login", "로그인");
    await page.waitForURL(`${baseUrl}/login/verify`);
    await page.getByRole("heading", { name: "2단계 인증" }).waitFor();
    await page.getByRole("button", { name: "복구 코드 사용" }).click();
    await page.getByLabel("복구 코드").fill("aaaaa-bbbbb");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.getByText("인증 코드가 맞지 않아요.", { exact: false }).waitFor();
    await shot(page, "two-factor-verify-desktop-ko");
    await page.getByLabel("복구 코드").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes("/login"));
    await page.goto(`${baseUrl}/mypage/account`);
    await page.locator("#two-factor").getByText("남은 복구 코드 9개", { exact: false }).waitFor();
    await shot(page, "two-factor-on-desktop-ko");
    signedInDesktop = context;
  });

  it("desktop, Korean: without the app or a code, a mailed link that waits, cancelled from the signed-in browser", async () => {
    expect(signedInDesktop).not.toBeNull();
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signInWithPassword(page, "/login", "로그인");
    await page.waitForURL(`${baseUrl}/login/verify`);
    await page.getByRole("button", { name: "인증 앱과 복구 코드를 모두 잃어버렸나요?" }).click();
    await page.getByRole("button", { name: "복구 링크 받기" }).click();
    await page.getByText("메일을 보냈어요.", { exact: false }).waitFor();
    await shot(page, "two-factor-recovery-asked-desktop-ko");

    const mail = await waitForFolderMail(inject("e2eDataDir"), email, { subject: "2단계 인증 복구 링크" });
    const link = firstLink(mail, "/login/recover?token=").replace(/^https?:\/\/[^/]+/, baseUrl);
    await page.goto(link);
    await page.locator('[data-recovery-state="waiting"]').waitFor();
    await page.getByText("아직 기다리는 중이에요.", { exact: false }).waitFor();
    await shot(page, "two-factor-recovery-waiting-desktop-ko");

    // The member's own browser is told and cancels it.
    const own = await signedInDesktop!.newPage();
    await own.goto(`${baseUrl}/mypage/account`);
    const notice = own.locator(".two-factor-recovery");
    await notice.getByText("복구가 요청되어 있어요", { exact: false }).waitFor();
    await notice.scrollIntoViewIfNeeded();
    await shot(own, "two-factor-recovery-pending-desktop-ko", false);
    await notice.getByRole("button", { name: "복구 요청 취소" }).click();
    await own.getByText("복구 요청을 취소했어요.").waitFor();
    await notice.waitFor({ state: "detached" });

    await page.goto(link);
    await page.locator('[data-recovery-state="cancelled"]').waitFor();
    await context.close();
    await signedInDesktop!.close();
  });
});
