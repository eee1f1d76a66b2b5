// The account pages in English: a reader who chose English (the nt_lang cookie) meets sign-up,
// sign-in, the password reset and my page without a Korean word, the reset's refusals come in
// English through the page's action, and my page offers the language switch. Member content
// (names, e-mail addresses) stays as written. The same pages in Korean are pictured beside them.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { koreanIn } from "./korean";
import { signUpMember, uniqueMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function inLanguage(phone: boolean, language: "ko" | "en"): Promise<BrowserContext> {
  const context = phone ? await phoneContext(browser) : await desktopContext(browser);
  await context.addCookies([{ name: "nt_lang", value: language, url: baseUrl }]);
  return context;
}

describe("account pages in English", () => {
  it("desktop: sign-up, sign-in and the password reset, the reset's refusal from the action", async () => {
    const context = await inLanguage(false, "en");
    const page = await context.newPage();
    for (const [path, heading] of [
      ["/sign", "Sign up"],
      ["/login", "Sign in"],
      ["/findPwd", "Forgot password"],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      expect(await koreanIn(page, ".auth-card")).toEqual([]);
      await shot(page, `accounts-en${path.replace("/", "-")}`);
    }

    // The reset mail through the page's action, then a wrong code: the server's refusal in English.
    await page.getByLabel("E-mail").fill("nobody-here@example.test");
    await page.getByRole("button", { name: "Send the reset mail" }).click();
    await page.getByRole("heading", { level: 1, name: "Check your mail" }).waitFor();
    expect(page.url()).toContain("/findPwdSend?email=nobody-here%40example.test");
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Confirm", exact: true }).click();
    await page.getByText("The code is not correct or has expired. Check the code in the mail again.").waitFor();
    expect(await koreanIn(page, ".auth-card")).toEqual([]);
    await shot(page, "accounts-en-findPwdSend");
    await context.close();
  });

  it("desktop and phone: my page in English with the language switch; Korean beside it", async () => {
    const context = await inLanguage(false, "en");
    const member = await signUpMember(context, { userName: uniqueMember().userName.replace("독자", "reader") });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    await page.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
    // The push-settings card belongs to the notifications area and moves to its catalogue there.
    expect(await koreanIn(page, ".mypage-aside, .account-page > :not(.push-settings)")).toEqual([]);
    await page.locator(".mypage-aside").getByRole("button", { name: "English" }).waitFor();
    await shot(page, "accounts-en-mypage-account");

    // The switch on my page turns it Korean.
    await page.locator(".mypage-aside").getByRole("button", { name: "한국어" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    await page.getByRole("heading", { level: 1, name: "계정 설정" }).waitFor();
    await shot(page, "accounts-ko-mypage-account");
    await context.close();

    const phone = await inLanguage(true, "en");
    const mobile = await phone.newPage();
    await mobile.goto(`${baseUrl}/m/login`);
    await mobile.getByLabel("E-mail").fill(member.email);
    await mobile.getByLabel("Password", { exact: true }).fill(member.password);
    await mobile.getByRole("button", { name: "Sign in", exact: true }).click();
    await mobile.waitForURL((url) => !url.pathname.includes("login"));
    await mobile.goto(`${baseUrl}/m/mypage`);
    await mobile.getByRole("navigation", { name: "My page menu" }).waitFor();
    expect(await koreanIn(mobile, ".m-mypage-hub")).toEqual([]);
    await mobile.locator(".hub-language").getByRole("button", { name: "English" }).waitFor();
    await shot(mobile, "accounts-en-m-mypage");
    await mobile.goto(`${baseUrl}/m/mypage/account`);
    await mobile.getByRole("heading", { level: 1, name: "Account settings" }).waitFor();
    expect(await koreanIn(mobile, ".account-page > :not(.push-settings)")).toEqual([]);
    await shot(mobile, "accounts-en-m-mypage-account");
    await phone.close();
  });

  it("phone: the account pages in English, and in Korean for a Korean reader", async () => {
    for (const language of ["en", "ko"] as const) {
      const context = await inLanguage(true, language);
      const page = await context.newPage();
      for (const [path, en, ko] of [
        ["/m/sign", "Sign up", "회원가입"],
        ["/m/login", "Sign in", "로그인"],
        ["/m/findPwd", "Forgot password", "비밀번호 찾기"],
      ] as const) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole("heading", { level: 1, name: language === "en" ? en : ko }).waitFor();
        if (language === "en") expect(await koreanIn(page, ".auth-card")).toEqual([]);
        await shot(page, `accounts-${language}${path.replaceAll("/", "-")}`);
      }
      await context.close();
    }
  });
});
