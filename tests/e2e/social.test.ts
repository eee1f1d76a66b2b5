// Social sign-in journeys against providers running on loopback (see global-setup.ts): the
// desktop popup (new member → /sign → signed in; returning member; e-mail of another
// channel; popup blocked; Polaris with modalJoinPolaris), the phone's same-window flow, and
// the office-suite desktop client posting its login into the page.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { desktopContext, launch, memberStateKnown, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
const officeClientUrl = inject("officeClientUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function freshAccount(name: string) {
  const id = crypto.randomBytes(4).toString("hex");
  return { email: `social-${id}@example.test`, name };
}

/** Collects the site's alerts (the modal manager's dialogs) so a test can read them. */
async function dialogText(page: Page, id: string): Promise<string> {
  const dialog = page.locator(`#${id}`);
  await dialog.waitFor({ state: "visible" });
  return (await dialog.innerText()).trim();
}

async function isSignedIn(context: BrowserContext): Promise<{ joinChannel: string; userName: string } | null> {
  const res = await context.request.get(`${baseUrl}/api/user/getUserBasicInfo`);
  if (res.status() !== 200) return null;
  return ((await res.json()) as { data: { joinChannel: string; userName: string } }).data;
}

/** Clicks a provider button, signs in on the provider's page in the popup, waits for the popup to close. */
async function signInInPopup(page: Page, button: string, account: { email: string; name: string }, shotName?: string) {
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: button }).click()]);
  await popup.waitForLoadState();
  await popup.getByLabel("이메일").fill(account.email);
  await popup.getByLabel("이름").fill(account.name);
  if (shotName) await shot(popup, shotName, false);
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "로그인" }).click();
  await closed;
}

describe("desktop: popup flow", () => {
  const jane = freshAccount("Jane Park");

  it("a new member signs in with Google, completes /sign prefilled and is signed in", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const buttons = page.locator(".social-buttons .social-btn");
    expect(await buttons.allInnerTexts()).toEqual(["Google로 계속하기", "카카오로 계속하기", "Polaris Office로 계속하기"]);
    await shot(page, "social-desktop-login");

    await signInInPopup(page, "Google로 계속하기", jane, "social-desktop-google-provider");
    await page.waitForURL(`${baseUrl}/sign`);
    const email = page.getByLabel("이메일");
    await expect.poll(() => email.inputValue()).toBe(jane.email);
    expect(await email.getAttribute("readonly")).not.toBeNull();
    expect(await page.getByLabel("닉네임").inputValue()).toBe("JanePark");
    expect(await page.locator(".social-signup-from").innerText()).toContain("Google 계정으로 가입합니다.");
    await shot(page, "social-desktop-sign-prefilled");

    // The nickname rule answers as the member types; the terms are required.
    await page.getByLabel("닉네임").fill("나눔터팬");
    expect(await page.locator(".auth-help.is-error").first().innerText()).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    const nickname = `제인${crypto.randomBytes(2).toString("hex")}`;
    await page.getByLabel("닉네임").fill(nickname);
    await page.getByRole("button", { name: "가입하기" }).click();
    expect(await page.getByRole("alert").innerText()).toBe("이용약관과 개인정보 처리방침에 동의해 주세요.");
    await shot(page, "social-desktop-sign-terms-missing");
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    // Under 14 the terms refuse a member: the confirmation is required too.
    await page.getByRole("button", { name: "가입하기" }).click();
    expect(await page.getByRole("alert").innerText()).toBe("만 14세 이상만 가입할 수 있습니다. 만 14세 이상인지 확인해 주세요.");
    await page.getByRole("checkbox", { name: /만 14세 이상입니다/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("button", { name: "내 프로필" }).waitFor();
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "G", userName: nickname });
    // The temporary record is gone once used.
    expect(await page.evaluate(() => localStorage.getItem("nt.socialSignup"))).toBeNull();
    await shot(page, "social-desktop-signed-in");
    await context.close();
  });

  it("a returning member is signed in and lands on the saved redirect", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?redirect=/new`);
    await signInInPopup(page, "Google로 계속하기", jane);
    await page.waitForURL(`${baseUrl}/new`);
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "G" });
    // The login page is not for members: it sends them home.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it("the popup reports on the broadcast channel when the provider cut the opener link", async () => {
    const context = await desktopContext(browser);
    await context.addInitScript(() => {
      if (location.pathname === "/oauth" && window.opener) window.opener = null;
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await signInInPopup(page, "Google로 계속하기", jane);
    await page.waitForURL(`${baseUrl}/`);
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "G" });
    await context.close();
  });

  it("an e-mail registered with another channel: the message names it, then /login", async () => {
    const setup = await desktopContext(browser);
    const member = await signUpMember(setup, { verify: false });
    await setup.close();

    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign`);
    await signInInPopup(page, "카카오로 계속하기", { email: member.email, name: "카톡" });
    expect(await dialogText(page, "modalSocialMessage")).toContain("나눔터 계정으로 가입된 이메일 입니다.");
    await shot(page, "social-desktop-other-channel", false);
    await page.locator("#modalSocialMessage").getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await isSignedIn(context)).toBeNull();
    await context.close();
  });

  it("a blocked popup says so", async () => {
    const context = await desktopContext(browser);
    await context.addInitScript(() => {
      const w = window as unknown as { openedWith?: unknown[] };
      window.open = (...args: unknown[]) => {
        w.openedWith = args;
        return null;
      };
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: "Google로 계속하기" }).click();
    expect(await dialogText(page, "modalPopupBlocked")).toContain(
      "브라우저에서 팝업이 차단되어 있습니다. 팝업 활성화 후 다시 시도해 주세요.",
    );
    // What was asked of the browser: our start URL in a 600×500 popup.
    const [url, , features] = (await page.evaluate(() => (window as unknown as { openedWith: string[] }).openedWith)) as string[];
    expect(url).toBe("/api/user/oauth/G/start?mobile=0&popup=1");
    expect(features).toContain("width=600");
    expect(features).toContain("height=500");
    await shot(page, "social-desktop-popup-blocked", false);
    await context.close();
  });

  it("Polaris: a new office account chooses in modalJoinPolaris, then signs up", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const account = freshAccount("폴라리스 사용자");
    await signInInPopup(page, "Polaris Office로 계속하기", account);
    const modal = page.locator("#modalJoinPolaris");
    await modal.waitFor();
    const consent = modal.getByRole("checkbox");
    expect(await consent.isChecked()).toBe(true);
    expect(await modal.innerText()).toContain(account.email);
    await shot(page, "social-desktop-join-polaris", false);
    await consent.uncheck();
    expect(await modal.getByRole("button", { name: "Polaris Office 계정으로 시작하기" }).isDisabled()).toBe(true);
    await consent.check();
    await modal.getByRole("button", { name: "Polaris Office 계정으로 시작하기" }).click();
    await page.waitForURL(`${baseUrl}/sign`);
    await expect.poll(() => page.getByLabel("이메일").inputValue()).toBe(account.email);
    expect(await page.getByLabel("닉네임").inputValue()).toBe("폴라리스사용");
    await page.getByLabel("닉네임").fill(`폴${crypto.randomBytes(2).toString("hex")}`);
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상입니다/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "P" });
    await context.close();
  });
});

describe("return pages", () => {
  it("a return page opened by hand says the request is not valid and leads to /login; an unknown provider is a 404", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/oauth?sns_type=G&code=made-up&state=made-up`);
    expect(res?.status()).toBe(200);
    expect(await dialogText(page, "modalSocialMessage")).toContain("로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해 주세요.");
    expect(await page.locator(".social-callback-card").innerText()).toContain("Google 로그인");
    await shot(page, "social-return-page-invalid", false);
    // Dismissed without 확인, the page itself still leads on.
    await page.keyboard.press("Escape");
    await shot(page, "social-return-page-invalid-dismissed", false);
    await page.getByRole("link", { name: "로그인 화면으로 이동" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect((await page.goto(`${baseUrl}/oauth?sns_type=X`))?.status()).toBe(404);
    await context.close();
  });
});

describe("phone: same-window flow", () => {
  const kakaoFriend = freshAccount("카카오 친구");

  it("a new member signs in with Kakao, completes /m/sign and is signed in", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/login`);
    await shot(page, "social-phone-login");
    await page.getByRole("button", { name: "카카오로 계속하기" }).click();
    await page.getByLabel("이메일").fill(kakaoFriend.email);
    await page.getByLabel("이름").fill(kakaoFriend.name);
    await page.getByRole("button", { name: "로그인" }).click();
    // Kakao returns to /kakao-ssr; the phone is moved to /m/kakao-ssr, which hands over to /m/sign.
    await page.waitForURL(`${baseUrl}/m/sign`);
    await expect.poll(() => page.getByLabel("이메일").inputValue()).toBe(kakaoFriend.email);
    expect(await page.getByLabel("닉네임").inputValue()).toBe("카카오친구");
    await shot(page, "social-phone-sign-prefilled");
    await page.getByLabel("닉네임").fill(`카${crypto.randomBytes(2).toString("hex")}`);
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상입니다/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(`${baseUrl}/m`);
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "K" });
    await shot(page, "social-phone-signed-in");
    await context.close();
  });

  it("a returning Kakao member goes straight to the saved page", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/login?redirect=/m/new`);
    await page.getByRole("button", { name: "카카오로 계속하기" }).click();
    await page.getByLabel("이메일").fill(kakaoFriend.email);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(`${baseUrl}/m/new`);
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "K" });
    await context.close();
  });

  it("Google on a phone returns to /oauth (no /m redirect) and shows another channel's message there", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/login`);
    await page.getByRole("button", { name: "Google로 계속하기" }).click();
    await page.getByLabel("이메일").fill(kakaoFriend.email);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(/\/oauth\?sns_type=G/);
    expect(await dialogText(page, "modalSocialMessage")).toContain("Kakao 계정으로 가입된 이메일 입니다.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "social-phone-oauth-other-channel", false);
    await page.getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/m/login`);
    await context.close();
  });
});

describe("office-suite desktop client posting its login into the page", () => {
  async function clientSignedInAs(email: string | null, name: string) {
    const token = crypto.randomBytes(12).toString("hex");
    const userId = `pc-${crypto.randomBytes(6).toString("hex")}`;
    const res = await fetch(`${officeClientUrl.replace(/\/api$/, "")}/__control/sessions`, {
      method: "POST",
      body: JSON.stringify({ token, userId, email, name }),
    });
    expect(res.status).toBe(204);
    return { token, userId };
  }

  const post = (page: Page, message: Record<string, unknown>) =>
    page.evaluate((m) => window.postMessage(m, window.location.origin), message);

  it("a new office user: modalCheck, then modalJoinPolaris, /sign and signed in; later messages are ignored", async () => {
    const account = freshAccount("오피스 회원");
    const login = await clientSignedInAs(account.email, account.name);
    const context = await desktopContext(browser);
    const page = await context.newPage();
    // Slow the answer down a little so modalCheck can be seen (the request itself is untouched).
    await page.route("**/api/user/polaris/client", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto(`${baseUrl}/`);
    await post(page, { type: "PC", token: login.token, userId: login.userId });
    expect(await dialogText(page, "modalCheck")).toBe("가입 정보를 확인하고 있습니다.");
    await shot(page, "social-office-check", false);
    const modal = page.locator("#modalJoinPolaris");
    await modal.waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("nt.officeClient") ?? "{}"))).toMatchObject({
      type: "PC",
      userId: login.userId,
    });
    await modal.getByRole("button", { name: "Polaris Office 계정으로 시작하기" }).click();
    await page.waitForURL(`${baseUrl}/sign`);
    await expect.poll(() => page.getByLabel("이메일").inputValue()).toBe(account.email);
    await page.getByLabel("닉네임").fill(`오${crypto.randomBytes(2).toString("hex")}`);
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상입니다/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await isSignedIn(context)).toMatchObject({ joinChannel: "P" });

    // Signed in: the client's message is ignored, also when it comes before the page knows its
    // member (the client posts as the page loads; the state call is held back here as on a slow
    // connection, and the shared home page waits for it to know who reads).
    await page.route("**/api/viewer/state*", async (route) => {
      await new Promise((r) => setTimeout(r, 3_000));
      await route.continue();
    });
    let signIns = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/user/polaris/client")) signIns++;
    });
    await page.goto(`${baseUrl}/`);
    expect(await page.locator("html").getAttribute("data-viewer")).toBe("pending");
    await post(page, { type: "PC", token: login.token, userId: login.userId });
    await memberStateKnown(page);
    await page.waitForTimeout(600);
    expect(await page.locator("#modalCheck, #modalJoinPolaris").count()).toBe(0);
    expect(signIns).toBe(0);
    await context.close();

    // A later visit of the same office user signs straight in.
    const again = await desktopContext(browser);
    const next = await again.newPage();
    await next.goto(`${baseUrl}/new`);
    await post(next, { type: "PC", token: login.token, userId: login.userId });
    await next.waitForURL(`${baseUrl}/`);
    await next.getByRole("button", { name: "내 프로필" }).waitFor();
    await again.close();
  });

  it("a refused login (resultCode ≠ 0): error with detail, stop-trying flag, home", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new`);
    await post(page, { type: "PC", token: "not-a-client-token", userId: "nobody" });
    const text = await dialogText(page, "modalOfficeLoginError");
    expect(text).toContain("로그인 중 에러가 발생하였습니다. 다시 시도해 주세요.");
    expect(text).toContain("Polaris Office 로그인 정보가 확인되지 않았습니다. (코드 1001)");
    await shot(page, "social-office-error", false);
    await page.getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.evaluate(() => sessionStorage.getItem("nt.officeClientStop"))).toBe("1");
    // The stop-trying flag: the next message in this tab starts nothing.
    await post(page, { type: "PC", token: "not-a-client-token", userId: "nobody" });
    await page.waitForTimeout(600);
    expect(await page.locator("#modalCheck, #modalOfficeLoginError").count()).toBe(0);
    await context.close();
  });

  it("a network failure at the provider: the error with its detail", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await post(page, { type: "PC", token: "cut-the-line", userId: "x" });
    const text = await dialogText(page, "modalOfficeLoginError");
    expect(text).toContain("로그인 중 에러가 발생하였습니다. 다시 시도해 주세요.");
    expect(text).toContain("Polaris Office 서버에 연결하지 못했습니다.");
    await context.close();
  });

  it("a message without login info asks to sign in to the client, then reloads", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new`);
    await post(page, { type: "PC" });
    expect(await dialogText(page, "modalOfficeLoginMissing")).toContain(
      "PC Polaris Office 로그인 정보가 없습니다. Polaris Office 로그인 하신 후 다시 접속해 주세요.",
    );
    await shot(page, "social-office-missing", false);
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "확인" }).click();
    await reloaded;
    expect(page.url()).toBe(`${baseUrl}/new`);
    // Messages from other origins are not listened to.
    await page.evaluate(() =>
      window.dispatchEvent(new MessageEvent("message", { data: { type: "PC" }, origin: "https://elsewhere.example" })),
    );
    await page.waitForTimeout(400);
    expect(await page.locator("#modalOfficeLoginMissing").count()).toBe(0);
    await context.close();
  });
});
