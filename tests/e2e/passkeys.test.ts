// Passkeys in the browser (docs/product/accounts.md), with Chromium's own virtual authenticator
// (DevTools WebAuthn domain: a platform authenticator that holds discoverable credentials and
// verifies its user): a member adds a passkey on the account page, renames it, signs out, signs
// in with it from /login and lands signed in; then removes it. The same on the phone in English.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
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

/**
 * A platform authenticator for this page, as a phone's or a laptop's would be. It answers at
 * once, so where the page offers passkeys as autofill the browser signs in on its own, as a
 * member picking the passkey from the e-mail field's suggestions would. `withoutAutofill` makes
 * the page's next loads see a browser that offers no autofill (the button is then the way).
 */
async function withAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ count(): Promise<number>; withoutAutofill(): Promise<void> }> {
  await page.addInitScript(() => {
    if (localStorage.getItem("e2e-no-passkey-autofill") && window.PublicKeyCredential) {
      window.PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    count: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length,
    withoutAutofill: () => page.evaluate(() => localStorage.setItem("e2e-no-passkey-autofill", "1")),
  };
}

async function signOut(page: Page): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/user/logout`, { headers: { origin: baseUrl } });
  expect(res.ok()).toBe(true);
}

describe("passkeys", () => {
  it("desktop: adds and renames a passkey, signs out, signs in with it from /login, removes it", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    const authenticator = await withAuthenticator(context, page);
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.locator("section#passkeys");
    await section.getByRole("heading", { name: "패스키" }).waitFor();
    await section.getByText("등록한 패스키가 없어요.").waitFor();
    await section.getByRole("button", { name: "패스키 추가" }).click();
    await page.getByText("패스키를 추가했어요. 다음부터 패스키로 로그인할 수 있어요.").waitFor();
    expect(await authenticator.count()).toBe(1);
    const item = section.locator(".device-item");
    await item.getByText("아직 사용하지 않음").waitFor();
    // Named after the browser and system until renamed.
    const first = (await item.locator("strong").innerText()).trim();
    expect(first).toMatch(/Chrome/);
    await item.getByRole("button", { name: `${first} 이름 바꾸기` }).click();
    const input = item.getByLabel("패스키 이름");
    await input.fill("회사 노트북");
    await input.press("Enter");
    await item.locator("strong", { hasText: "회사 노트북" }).waitFor();
    await shot(page, "passkeys-account-desktop");

    // The e-mail field offers the passkey (autofill): picked, the member is signed in and home.
    await signOut(page);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('html[data-viewer="member"]').waitFor({ state: "attached" });
    const me = await page.request.get(`${baseUrl}/api/user/getUserBasicInfo`);
    expect(((await me.json()) as { data: { userName: string } }).data.userName).toBe(member.userName);

    // A browser without autofill: the button.
    await signOut(page);
    await authenticator.withoutAutofill();
    await page.goto(`${baseUrl}/login`);
    expect(await page.locator("#login-email").getAttribute("autocomplete")).toBe("username webauthn");
    await shot(page, "passkeys-login-desktop", false);
    await page.getByRole("button", { name: "패스키로 로그인" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('html[data-viewer="member"]').waitFor({ state: "attached" });

    await page.goto(`${baseUrl}/mypage/account`);
    await item.getByText(/마지막 사용/).waitFor();
    await item.getByRole("button", { name: "회사 노트북 삭제" }).click();
    await page.locator("#modalRemovePasskey").getByRole("button", { name: "삭제" }).click();
    await page.getByText("패스키를 삭제했어요.").waitFor();
    await section.getByText("등록한 패스키가 없어요.").waitFor();

    // The authenticator still holds it, but the site no longer knows it: the sign-in says so.
    await signOut(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: "패스키로 로그인" }).click();
    await page.getByRole("alert").getByText("등록되지 않은 패스키예요.", { exact: false }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    await context.close();
  });

  it("phone in English: adds a passkey on /m/mypage/account and signs in with it from /m/login", async () => {
    const context = await phoneContext(browser);
    await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    await signUpMember(context);
    const page = await context.newPage();
    const authenticator = await withAuthenticator(context, page);
    await page.goto(`${baseUrl}/m/mypage/account`);
    const section = page.locator("section#passkeys");
    await section.getByRole("heading", { name: "Passkeys" }).waitFor();
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("Passkey added. You can sign in with it from now on.").waitFor();
    await section.locator(".device-item").getByText("Not used yet").waitFor();
    await shot(page, "passkeys-account-phone-en");

    await signOut(page);
    await authenticator.withoutAutofill();
    await page.goto(`${baseUrl}/m/login`);
    await shot(page, "passkeys-login-phone-en", false);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/m" || url.pathname === "/m/");
    await page.locator('html[data-viewer="member"]').waitFor({ state: "attached" });
    await context.close();
  });
});
