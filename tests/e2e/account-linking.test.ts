// Linking and unlinking sign-in methods on the account page (docs/product/accounts.md §10), on the
// shared app with Google, Kakao and Polaris Office on loopback: an e-mail member links Kakao and
// unlinks it (desktop), a Google account linked to one member is refused to another, and a
// member who joined with Kakao and has no password cannot unlink the only way in (phone /m).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { hideUsageSurvey, signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const freshAccount = (name: string) => ({ email: `link-${crypto.randomBytes(4).toString("hex")}@example.test`, name });

/** Signs in on the provider's test page (same window). */
async function onProvider(page: Page, account: { email: string; name: string }) {
  await page.getByLabel("이메일").fill(account.email);
  await page.getByLabel("이름").fill(account.name);
  await page.getByRole("button", { name: "로그인" }).click();
}

async function dialog(page: Page): Promise<string> {
  const box = page.locator("#modalSocialMessage");
  await box.waitFor({ state: "visible" });
  return (await box.innerText()).trim();
}

const row = (page: Page, channel: string) => page.getByTestId("sign-in-methods").locator(`[data-channel="${channel}"]`);

describe("desktop", () => {
  const google = freshAccount("구글 연결");

  it("an e-mail member links Kakao, sees it, and unlinks it", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.getByTestId("sign-in-methods");
    await row(page, "K").getByRole("button", { name: "연결하기" }).waitFor();
    expect(await section.innerText()).toContain("이메일과 비밀번호");
    expect(await section.locator("[data-channel]").evaluateAll((els) => els.map((e) => e.getAttribute("data-channel")))).toEqual([
      "G",
      "K",
      "P",
    ]);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "account-linking-desktop-methods", false);

    await row(page, "K").getByRole("button", { name: "연결하기" }).click();
    await onProvider(page, freshAccount("카카오 연결"));
    expect(await dialog(page)).toContain("Kakao 계정이 연결되었습니다.");
    await shot(page, "account-linking-desktop-linked-alert", false);
    await page.locator("#modalSocialMessage").getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/mypage/account`);
    await row(page, "K").getByRole("button", { name: "연결 해제" }).waitFor();
    expect(await row(page, "K").innerText()).toContain("연결");
    await page.getByTestId("sign-in-methods").scrollIntoViewIfNeeded();
    await shot(page, "account-linking-desktop-kakao-linked", false);

    await row(page, "K").getByRole("button", { name: "연결 해제" }).click();
    const modal = page.locator("#modalUnlinkProvider");
    expect(await modal.innerText()).toContain("Kakao 연결을 해제할까요?");
    await shot(page, "account-linking-desktop-unlink-confirm", false);
    await modal.getByRole("button", { name: "연결 해제" }).click();
    await page.locator(".toast", { hasText: "Kakao 계정 연결을 해제했습니다." }).first().waitFor();
    await row(page, "K").getByRole("button", { name: "연결하기" }).waitFor();
    await context.close();
  });

  it("a Google account linked to one member is refused to another", async () => {
    for (const [i, expected] of [
      [0, "Google 계정이 연결되었습니다."],
      [1, "이미 다른 회원의 계정에 연결된 Google 계정입니다."],
    ] as const) {
      const context = await desktopContext(browser);
      await signUpMember(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/mypage/account`);
      await row(page, "G").getByRole("button", { name: "연결하기" }).click();
      await onProvider(page, google);
      expect(await dialog(page)).toContain(expected);
      if (i === 1) await shot(page, "account-linking-desktop-linked-elsewhere", false);
      await page.locator("#modalSocialMessage").getByRole("button", { name: "확인" }).click();
      await page.waitForURL(`${baseUrl}/mypage/account`);
      await row(page, "G")
        .getByRole("button", { name: i === 0 ? "연결 해제" : "연결하기" })
        .waitFor();
      await context.close();
    }
  });
});

describe("phone", () => {
  it("a Kakao member without a password cannot unlink the only way in", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const account = freshAccount("카카오 회원");
    await page.goto(`${baseUrl}/m/login`);
    await page.getByRole("button", { name: "카카오로 계속하기" }).click();
    await onProvider(page, account);
    await page.waitForURL(`${baseUrl}/m/sign`);
    await page.getByLabel("닉네임").fill(`카${crypto.randomBytes(2).toString("hex")}`);
    await page.getByRole("checkbox", { name: /이용약관/ }).check();
    await page.getByRole("checkbox", { name: /만 14세 이상입니다/ }).check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(`${baseUrl}/m`);
    const me = (await (await context.request.get(`${baseUrl}/api/user/getUserBasicInfo`)).json()) as { data: { userId: string } };
    await hideUsageSurvey(context, me.data.userId);

    await page.goto(`${baseUrl}/m/mypage/account`);
    const kakao = row(page, "K");
    await kakao.getByRole("button", { name: "연결 해제" }).waitFor();
    expect(await kakao.innerText()).toContain("가입한 방법");
    expect(await page.getByTestId("sign-in-methods").innerText()).not.toContain("이메일과 비밀번호");
    await page.getByTestId("sign-in-methods").scrollIntoViewIfNeeded();
    await shot(page, "account-linking-phone-methods", false);
    await kakao.getByRole("button", { name: "연결 해제" }).click();
    await page.locator("#modalUnlinkProvider").getByRole("button", { name: "연결 해제" }).click();
    await page
      .locator(".toast", { hasText: "로그인할 수 있는 다른 방법이 없어 연결을 해제할 수 없습니다. 다른 로그인 방법을 먼저 연결해 주세요." })
      .first()
      .waitFor();
    await shot(page, "account-linking-phone-last-method", false);
    await kakao.getByRole("button", { name: "연결 해제" }).waitFor();
    await context.close();
  });
});
