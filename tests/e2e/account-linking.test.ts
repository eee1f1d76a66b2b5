// Linking and unlinking sign-in methods on the account page (docs/product/accounts.md §10), on the
// shared app with Google, Kakao and Polaris Office on loopback: an e-mail member links Kakao and
// unlinks it (desktop), a Google account linked to one member is refused to another, and a
// member who joined with Kakao cannot unlink it without a password, sets one from the account
// page's mail, signs in with it and then unlinks Kakao (phone /m).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { hideUsageSurvey, signUpMember } from "./members";
import { firstLink, waitForFolderMail } from "../support/mail";

const baseUrl = inject("baseUrl");
const dataDir = inject("e2eDataDir");
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
  it("a Kakao member cannot unlink Kakao without a password; sets one from the mail, signs in with it, then unlinks", async () => {
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
    expect(await page.getByTestId("sign-in-methods").innerText()).toContain("아직 없어요");
    await page.getByTestId("sign-in-methods").scrollIntoViewIfNeeded();
    await shot(page, "account-linking-phone-methods", false);
    await kakao.getByRole("button", { name: "연결 해제" }).click();
    await page.locator("#modalUnlinkProvider").getByRole("button", { name: "연결 해제" }).click();
    await page
      .locator(".toast", { hasText: "가입할 때 사용한 Kakao 계정은 비밀번호를 설정한 뒤에 연결을 해제할 수 있어요." })
      .first()
      .waitFor();
    await shot(page, "account-linking-phone-join-method", false);

    // The 비밀번호 설정 card, where the change form is for e-mail members.
    const card = page.getByTestId("password-setup");
    expect(await card.innerText()).toContain("Kakao(으)로 가입해 아직 비밀번호가 없어요.");
    await card.getByRole("button", { name: "비밀번호 설정 메일 받기" }).click();
    await card
      .getByRole("status")
      .filter({ hasText: `${account.email}(으)로 비밀번호를 설정하는 메일을 보냈어요. 메일의 링크를 눌러 비밀번호를 정해 주세요.` })
      .waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, "account-linking-phone-password-setup-sent", false);

    const mail = await waitForFolderMail(dataDir, account.email, { subject: "비밀번호 설정" });
    await page.goto(firstLink(mail, "/certPwd?token="));
    const PASSWORD = "kakao-set2025!";
    await page.locator("#certpw-password").fill(PASSWORD);
    await page.locator("#certpw-confirm").fill(PASSWORD);
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("비밀번호가 변경되었어요");

    // Signed out everywhere: the e-mail and the new password sign in.
    await page.goto(`${baseUrl}/m/login?redirect=/m/mypage/account`);
    await page.locator("#login-email").fill(account.email);
    await page.locator("#login-password").fill(PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${baseUrl}/m/mypage/account`);
    // The methods are read after the page shows.
    await expect.poll(() => page.getByTestId("sign-in-methods").innerText()).toContain("이메일과 비밀번호");
    await page.getByRole("heading", { name: "비밀번호 변경" }).waitFor();
    expect(await page.getByTestId("password-setup").count()).toBe(0);

    await row(page, "K").getByRole("button", { name: "연결 해제" }).click();
    await page.locator("#modalUnlinkProvider").getByRole("button", { name: "연결 해제" }).click();
    await page.locator(".toast", { hasText: "Kakao 계정 연결을 해제했습니다." }).first().waitFor();
    await row(page, "K").getByRole("button", { name: "연결하기" }).waitFor();
    await shot(page, "account-linking-phone-kakao-unlinked", false);
    await context.close();
  });
});
