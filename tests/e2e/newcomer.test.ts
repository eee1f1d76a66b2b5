// What a new member hit (issue list of a newcomer's walk through the site), as a person sees it:
// phone-only addresses opened on a PC land on the desktop page doing the same job, the sign-up
// form refuses nicknames that pass for staff or swear, and the notification feed has a desktop
// page of its own.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktopContext, launch, shot } from "./browser";
import { E2E_PASSWORD, signUpMember, uniqueMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
let member: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  member = await desktopContext(browser);
  await signUpMember(member);
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

describe("phone-only addresses on a PC", () => {
  it("land on the desktop page that does the same job, never a 404", async () => {
    const page = await member.newPage();
    const cases: [string, RegExp, string][] = [
      ["/m/mypage", /\/mypage\/account$/, ".mypage-aside"],
      ["/m/newsfeed", /\/newsfeed$/, ".notify-page"],
      ["/m/document", /\/upload\?type=updDocs$/, ".doc-upload"],
    ];
    for (const [from, to, landmark] of cases) {
      const response = await page.goto(`${baseUrl}${from}`);
      expect(page.url(), from).toMatch(to);
      expect(response?.status(), from).toBe(200);
      await page.locator(landmark).first().waitFor();
      expect(await page.locator("h1", { hasText: /찾을 수 없|404/ }).count(), from).toBe(0);
    }
    await page.goto(`${baseUrl}/newsfeed`);
    await page.locator(".notify-page-desktop").waitFor();
    await shot(page, "newcomer-desktop-newsfeed");
    await page.close();
  });
});

describe("nicknames", () => {
  it("the sign-up form refuses names that pass for staff, and profanity with the server's message", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign`);
    const fresh = uniqueMember();
    await page.locator("#sign-email").fill(fresh.email);
    await page.locator("#sign-password").fill(E2E_PASSWORD);
    await page.locator("#sign-password-confirm").fill(E2E_PASSWORD);
    const nickname = page.locator("#sign-nickname");
    for (const name of ["운영자", "관리자", "admin", "0fficial"]) {
      await nickname.fill(name);
      expect(await page.locator("#sign-nickname-msg").innerText(), name).toBe("운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다.");
    }
    await shot(page, "newcomer-desktop-nickname-staff");
    // Profanity is the server's to judge: the form shows its answer under the field.
    await nickname.fill("개새끼");
    await page.getByLabel("전체 동의").check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect.poll(() => page.locator("#sign-nickname-msg").innerText()).toBe("욕설이나 비속어가 들어간 닉네임은 사용할 수 없습니다.");
    await shot(page, "newcomer-desktop-nickname-profane");
    await context.close();
  });
});
