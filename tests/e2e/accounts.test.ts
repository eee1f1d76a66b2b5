// Journeys of e-mail accounts, desktop (1200 px) and phone (/m): sign-up with inline checks,
// the verification mail (link and code), sign-in with a wrong then right password and the
// post-sign-in routing (the guard's redirect, pouid), the guards, password reset end to end
// (an old session in a second browser is signed out), the write button's verification modal,
// modalProfile and logout, the mobile tab bar and menu. Every screen is photographed.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { codeOf, firstLink, readMailFolder, waitForFolderMail, type ReceivedMail } from "../support/mail";
import { desktopContext, launch, memberStateKnown, phoneContext, shot as takeShot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, signUpMember, uniqueMember, type Member } from "./members";

const baseUrl = inject("baseUrl");
const dataDir = inject("e2eDataDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Full-page pictures from the top, so the sticky header sits where it belongs. */
async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await takeShot(page, name, fullPage);
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};

/** Waits until `count` mails to the address exist and returns the newest. */
async function nthMail(email: string, count: number, subject?: string): Promise<ReceivedMail> {
  const until = Date.now() + 20_000;
  for (;;) {
    const mails = (await readMailFolder(dataDir)).filter(
      (m) => m.to.toLowerCase().includes(email.toLowerCase()) && (!subject || m.subject.includes(subject)),
    );
    if (mails.length >= count) return mails[mails.length - 1]!;
    if (Date.now() > until) throw new Error(`expected ${count} mails to ${email}, found ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A member made through the API in a throwaway context (this one stays signed out). */
async function existingMember(options: { verify?: boolean } = {}): Promise<Member> {
  const context = await desktopContext(browser);
  const member = await signUpMember(context, options);
  await context.close();
  return member;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.locator("#login-email").fill(email);
  await page.locator("#login-password").fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}

async function isSignedIn(context: BrowserContext): Promise<boolean> {
  const res = await context.request.get(`${baseUrl}/api/user/getUserBasicInfo`);
  return res.status() === 200;
}

describe("desktop (1200 px)", () => {
  it("sign-up checks every field as it is typed, keeps everything on a server refusal, then verifies by the mail link", async () => {
    const taken = await existingMember();
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign?eventKey=inv_e2e1`);
    expect(await page.locator("h1").innerText()).toBe("회원가입");
    await shot(page, "accounts-desktop-sign-empty");

    const email = page.locator("#sign-email");
    await email.fill("not-an-email");
    await email.blur();
    await expect.poll(() => page.locator("#sign-email-msg").innerText()).toBe("올바른 이메일 형식이 아닙니다.");
    await email.fill(taken.email);
    await email.blur();
    await expect.poll(() => page.locator("#sign-email-msg").innerText()).toBe("나눔터 계정으로 가입된 이메일 입니다.");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const fresh = uniqueMember("sign");
    await email.fill(fresh.email);
    await email.blur();
    await expect.poll(() => page.locator("#sign-email-msg").innerText()).toBe("사용할 수 있는 이메일입니다.");

    const password = page.locator("#sign-password");
    expect(await page.locator("#sign-password-msg").innerText()).toContain("영문, 숫자, 특수문자를 모두 포함해");
    await password.fill("onlyletters");
    expect(await page.locator("#sign-password-msg").innerText()).toBe("비밀번호는 영문, 숫자, 특수문자를 모두 포함해야 합니다.");
    await password.fill(E2E_PASSWORD);
    expect(await page.locator("#sign-password-msg").innerText()).toBe("사용할 수 있는 비밀번호입니다.");
    expect(await page.locator(".strength-label").innerText()).toMatch(/^비밀번호 강도: (보통|강함|매우 강함)$/);
    await page.locator("#sign-password-confirm").fill(`${E2E_PASSWORD}x`);
    expect(await page.locator("#sign-password-confirm-msg").innerText()).toBe("비밀번호가 일치하지 않습니다.");
    await page.locator("#sign-password-confirm").fill(E2E_PASSWORD);
    expect(await page.locator("#sign-password-confirm-msg").innerText()).toBe("비밀번호가 일치합니다.");

    const nickname = page.locator("#sign-nickname");
    await nickname.fill("나눔터지기");
    expect(await page.locator("#sign-nickname-msg").innerText()).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    await nickname.fill("가나다라마바사");
    expect(await page.locator("#sign-nickname-msg").innerText()).toBe("닉네임은 한글 최대 6자, 영문 최대 12자까지 입력할 수 있습니다.");
    expect(await page.locator(".field-aside").innerText()).toBe("14/12");
    // A nickname another member already uses: only the server knows.
    await nickname.fill(taken.userName);
    await page.getByRole("button", { name: "가입하기" }).click();
    expect(await page.locator("#sign-terms-msg").innerText()).toBe("이용약관과 개인정보 처리방침에 동의해 주세요.");
    await shot(page, "accounts-desktop-sign-errors");
    await page.getByLabel("전체 동의").check();
    expect(await page.getByRole("checkbox", { name: /이용약관 동의/ }).isChecked()).toBe(true);
    // The age confirmation is part of "agree to all" and required on its own.
    const over14 = page.getByRole("checkbox", { name: /만 14세 이상입니다/ });
    expect(await over14.isChecked()).toBe(true);
    await over14.uncheck();
    await page.getByRole("button", { name: "가입하기" }).click();
    expect(await page.locator("#sign-terms-msg").innerText()).toBe("만 14세 이상만 가입할 수 있습니다. 만 14세 이상인지 확인해 주세요.");
    await shot(page, "accounts-desktop-sign-age");
    await over14.check();
    expect(await page.getByRole("link", { name: "보기" }).first().getAttribute("href")).toBe("/terms");
    expect(await page.getByRole("link", { name: "보기" }).nth(1).getAttribute("href")).toBe("/privacy");
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect.poll(() => page.locator("#sign-nickname-msg").innerText()).toBe("이미 사용 중인 닉네임입니다.");
    // Nothing typed was lost.
    expect(await email.inputValue()).toBe(fresh.email);
    expect(await password.inputValue()).toBe(E2E_PASSWORD);
    expect(await page.locator("#sign-password-confirm").inputValue()).toBe(E2E_PASSWORD);
    expect(await nickname.inputValue()).toBe(taken.userName);
    await shot(page, "accounts-desktop-sign-nickname-taken");

    await nickname.fill(fresh.userName);
    expect(await page.locator("#sign-nickname-msg").innerText()).toBe("사용할 수 있는 형식의 닉네임입니다.");
    const request = page.waitForRequest((r) => r.url().includes("/api/user/signUp") && r.method() === "POST");
    await page.getByRole("button", { name: "가입하기" }).click();
    // The invite key of the page's query goes with the sign-up.
    expect(new URL((await request).url()).searchParams.get("eventKey")).toBe("inv_e2e1");
    await page.waitForURL(/\/loginSend\?email=/);
    expect(path(page)).toBe(`/loginSend?email=${fresh.email}`);
    expect(await page.locator("h1").innerText()).toBe("인증 메일을 보냈어요");
    expect(await page.locator(".auth-email").innerText()).toBe(fresh.email);
    await shot(page, "accounts-desktop-login-send");

    const mail = await waitForFolderMail(dataDir, fresh.email);
    const link = firstLink(mail, "/api/user/email/signup/verification");
    await page.goto(link);
    expect(path(page)).toBe("/email_cert?status=ok");
    expect(await page.locator("h1").innerText()).toBe("이메일 인증이 완료되었어요");
    await expect.poll(() => page.getByRole("button", { name: "내 프로필" }).isVisible()).toBe(true);
    await shot(page, "accounts-desktop-email-cert-ok");

    const info = await (await context.request.get(`${baseUrl}/api/user/getUserBasicInfo`)).json();
    expect(info.data).toMatchObject({ userEmail: fresh.email, userName: fresh.userName, emailCertYn: "Y" });
    // The same link again says it was used; this account is verified already.
    await page.goto(link);
    expect(path(page)).toBe("/email_cert?status=used");
    expect(await page.locator("h1").innerText()).toBe("이미 인증이 완료되었어요");
    await context.close();
  });

  it("/loginSend resends (with the new mail replacing the old) and verifies by the 6-digit code", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context, { verify: false });
    const first = await nthMail(member.email, 1);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/loginSend?email=${encodeURIComponent(member.email)}`);
    await page.getByRole("button", { name: "인증 메일 다시 받기" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "인증 메일을 다시 보냈어요" }).count()).toBe(1);
    const second = await nthMail(member.email, 2);
    expect(codeOf(second)).not.toBe("");

    const code = page.getByLabel("인증번호");
    await code.fill("12");
    await page.getByRole("button", { name: "인증하기" }).click();
    expect(await page.locator(".field-code .field-msg").innerText()).toBe("메일로 받은 6자리 인증번호를 입력해 주세요.");
    const stale = codeOf(first) === codeOf(second) ? "000000" : codeOf(first);
    await code.fill(stale);
    await page.getByRole("button", { name: "인증하기" }).click();
    await expect.poll(() => page.locator(".field-code .field-msg").innerText()).toMatch(/^인증번호가 (일치하지 않습니다|만료되었습니다)/);
    expect(await code.inputValue()).toBe(stale);
    await shot(page, "accounts-desktop-login-send-code-error");
    await code.fill(codeOf(second));
    await page.getByRole("button", { name: "인증하기" }).click();
    await page.waitForURL(/\/email_cert\?status=ok$/);
    expect(await page.locator("h1").innerText()).toBe("이메일 인증이 완료되었어요");
    await context.close();
  });

  it("/loginSend says how long to wait after five resends in an hour", async () => {
    const member = await existingMember({ verify: false });
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/loginSend?email=${encodeURIComponent(member.email)}`);
    const resend = page.getByRole("button", { name: "인증 메일 다시 받기" });
    for (let i = 0; i < 5; i++) {
      await resend.click();
      await expect.poll(() => page.getByRole("status").filter({ hasText: "인증 메일을 다시 보냈어요" }).count()).toBe(1);
    }
    await resend.click();
    await expect
      .poll(() => page.getByRole("alert").innerText())
      .toMatch(/^메일 발송 요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/);
    await shot(page, "accounts-desktop-login-send-too-many");
    await context.close();
  });

  it("/email_cert explains expired, invalid and used links and offers a new mail where it helps", async () => {
    const pending = await existingMember({ verify: false });
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/email_cert?status=expired`);
    expect(await page.locator("h1").innerText()).toBe("인증 링크가 만료되었어요");
    expect(await page.locator(".auth-lead").innerText()).toBe("인증 링크가 만료되었습니다. 인증 메일을 다시 받아 주세요.");
    await shot(page, "accounts-desktop-email-cert-expired");
    await page.getByLabel("가입한 이메일").fill(pending.email);
    await page.getByRole("button", { name: "인증 메일 다시 받기" }).click();
    await page.waitForURL(/\/loginSend\?email=/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "인증 메일을 다시 보냈어요" }).count()).toBe(1);
    await nthMail(pending.email, 2);

    await page.goto(`${baseUrl}/email_cert?status=<script>alert(1)</script>`);
    expect(await page.locator("h1").innerText()).toBe("인증 링크를 확인해 주세요");
    await page.goto(`${baseUrl}/email_cert?status=used`);
    expect(await page.locator("h1").innerText()).toBe("이미 사용된 인증 링크예요");
    await shot(page, "accounts-desktop-email-cert-used");
    await context.close();
  });

  it("the guard sends a visitor to /login with the page to return to; a wrong password is told and nothing typed is lost", async () => {
    const member = await existingMember();
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/upload?pouid=doc_7`);
    expect(path(page)).toBe("/login?pouid=doc_7&redirect=/upload?pouid=doc_7");
    expect(await page.locator(".auth-lead").innerText()).toContain("로그인하면 보던 곳으로 돌아가요");
    expect(await page.getByRole("link", { name: /Google|Kakao|카카오|구글/ }).count()).toBe(0);
    await shot(page, "accounts-desktop-login");

    await page.getByRole("button", { name: "로그인", exact: true }).click();
    expect(await page.locator("#login-email-msg").innerText()).toBe("이메일을 입력해 주세요.");
    await signInThroughForm(page, member.email, "wrong-pass9!");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("이메일 또는 비밀번호가 일치하지 않습니다.");
    expect(await page.locator("#login-email").inputValue()).toBe(member.email);
    expect(await page.locator("#login-password").inputValue()).toBe("wrong-pass9!");
    await shot(page, "accounts-desktop-login-wrong-password");

    await page.locator("#login-password").fill(member.password);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(/\/upload\?pouid=doc_7$/);
    expect(path(page)).toBe("/upload?pouid=doc_7");
    expect(await isSignedIn(context)).toBe(true);

    // Signed in, /login goes home with the query kept.
    await page.goto(`${baseUrl}/login?from=mail&x=1`);
    expect(path(page)).toBe("/?from=mail&x=1");
    await context.close();
  });

  it("post-sign-in routing: pouid goes to /upload, an off-site redirect is ignored", async () => {
    const member = await existingMember();
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login?pouid=doc_42`);
    await signInThroughForm(page, member.email, member.password);
    await page.waitForURL(/\/upload\?pouid=doc_42$/);
    await context.clearCookies();

    await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent("//evil.example/steal")}`);
    expect(await page.locator(".auth-lead").innerText()).not.toContain("돌아가요");
    await signInThroughForm(page, member.email, member.password);
    await page.waitForURL(`${baseUrl}/`);
    expect(new URL(page.url()).host).toBe(new URL(baseUrl).host);
    await context.close();
  });

  it("password reset end to end: mail link, new password twice, every old session signed out", async () => {
    const old = await desktopContext(browser);
    const member = await signUpMember(old);
    expect(await isSignedIn(old)).toBe(true);
    const oldPage = await old.newPage();
    await oldPage.goto(`${baseUrl}/`);
    await expect.poll(() => oldPage.getByRole("button", { name: "내 프로필" }).isVisible()).toBe(true);

    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("link", { name: "비밀번호 찾기" }).click();
    await page.waitForURL(`${baseUrl}/findPwd`);
    await page.locator("#findpw-email").waitFor();
    expect((await page.goto(`${baseUrl}/find_pw`))?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("비밀번호 찾기");
    await page.goto(`${baseUrl}/findPwd`);
    await shot(page, "accounts-desktop-find-pwd");
    await page.locator("#findpw-email").fill("nope");
    await page.getByRole("button", { name: "재설정 메일 받기" }).click();
    expect(await page.locator("#findpw-email-msg").innerText()).toBe("올바른 이메일 형식이 아닙니다.");
    await page.locator("#findpw-email").fill(member.email);
    await page.getByRole("button", { name: "재설정 메일 받기" }).click();
    await page.waitForURL(/\/findPwdSend\?email=/);
    await expect
      .poll(() => page.locator(".auth-lead").innerText())
      .toContain("입력한 이메일로 가입된 계정이 있다면 비밀번호 재설정 메일을 보냈어요.");
    await shot(page, "accounts-desktop-find-pwd-send");

    const mail = await waitForFolderMail(dataDir, member.email, { subject: "비밀번호 재설정" });
    const link = firstLink(mail, "/certPwd?token=");
    await page.goto(link);
    expect(await page.locator("h1").innerText()).toBe("새 비밀번호 설정");
    await shot(page, "accounts-desktop-cert-pwd");
    const NEW = "renewed2025@";
    await page.locator("#certpw-password").fill("short1!");
    await page.locator("#certpw-confirm").fill("short1!");
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    expect(await page.locator("#certpw-password-msg").innerText()).toBe("비밀번호는 8자 이상 64자 이하로 입력해 주세요.");
    await page.locator("#certpw-password").fill(NEW);
    await page.locator("#certpw-confirm").fill(`${NEW}?`);
    expect(await page.locator("#certpw-confirm-msg").innerText()).toBe("비밀번호가 일치하지 않습니다.");
    await page.locator("#certpw-confirm").fill(NEW);
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("비밀번호가 변경되었어요");
    await shot(page, "accounts-desktop-cert-pwd-done");

    // The old browser is signed out.
    expect(await isSignedIn(old)).toBe(false);
    await oldPage.reload();
    await expect.poll(() => oldPage.getByRole("link", { name: "로그인" }).first().isVisible()).toBe(true);
    await shot(oldPage, "accounts-desktop-old-session-signed-out", false);
    await old.close();

    // The link is spent; the new password works.
    await page.goto(link);
    expect(await page.locator("h1").innerText()).toBe("링크를 사용할 수 없어요");
    await page.goto(`${baseUrl}/login`);
    await signInThroughForm(page, member.email, member.password);
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("이메일 또는 비밀번호가 일치하지 않습니다.");
    await page.locator("#login-password").fill(NEW);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await isSignedIn(context)).toBe(true);
    await context.close();
  });

  it("the write button: an unverified member gets the verification modal, resends, and writes once verified", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context, { verify: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "글쓰기" }).click();
    const dialog = page.locator("#modalEmailCert");
    await dialog.waitFor();
    expect(await dialog.locator(".modal-title").innerText()).toBe("이메일 인증을 완료해 주세요.");
    expect(await dialog.locator(".modal-body").innerText()).toContain("스팸 메일함");
    await shot(page, "accounts-desktop-write-unverified", false);
    await dialog.getByRole("button", { name: "인증 메일 다시 받기" }).click();
    await page.waitForURL(`${baseUrl}/loginSendTry`);
    await expect.poll(() => page.locator("h1").innerText()).toBe("이메일 인증을 완료해 주세요.");
    expect(await page.locator(".auth-email").innerText()).toBe(member.email);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "인증 메일을 다시 보냈어요" }).count()).toBe(1);
    await shot(page, "accounts-desktop-login-send-try");

    // Verified elsewhere while this page still thinks otherwise: the write button asks again and opens the upload page.
    const mail = await nthMail(member.email, 2);
    const verify = await context.request.get(firstLink(mail, "/api/user/email/signup/verification"), { maxRedirects: 0 });
    expect(verify.status()).toBe(303);
    await page.getByRole("button", { name: "글쓰기" }).click();
    await page.waitForURL(`${baseUrl}/upload`);
    await context.close();
  });

  it("modalProfile shows the member with my page, FAQ and guide links; logout signs out and goes home", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new`);
    await page.getByRole("button", { name: "내 프로필" }).click();
    const dialog = page.locator("#modalProfile");
    await dialog.waitFor();
    expect(await dialog.locator(".profile-name").innerText()).toBe(member.userName);
    expect(await dialog.locator(".profile-email").innerText()).toBe(member.email);
    expect(await dialog.getByRole("link", { name: "마이페이지" }).getAttribute("href")).toBe("/mypage/dashboard");
    expect(await dialog.getByRole("link", { name: "자주 묻는 질문" }).getAttribute("href")).toBe("/faq");
    expect(await dialog.getByRole("link", { name: "이용 가이드" }).getAttribute("href")).toBe("/guide/reward-intro");
    expect(await dialog.evaluate((el) => getComputedStyle(el).width)).toBe("328px");
    await shot(page, "accounts-desktop-modal-profile", false);
    await dialog.getByRole("link", { name: "자주 묻는 질문" }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    expect(await page.locator("#modalProfile").count()).toBe(0);

    await page.evaluate(() => {
      sessionStorage.setItem("nt.signin.redirect", "/d/x");
      localStorage.setItem("nt.user.rewardWalletModal", "1");
      localStorage.setItem("language", "ko");
    });
    await page.getByRole("button", { name: "내 프로필" }).click();
    await page.locator("#modalProfile").getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole("link", { name: "로그인" }).first().isVisible()).toBe(true);
    expect(await isSignedIn(context)).toBe(false);
    const left = await page.evaluate(() => [
      sessionStorage.getItem("nt.signin.redirect"),
      localStorage.getItem("nt.user.rewardWalletModal"),
      localStorage.getItem("language"),
    ]);
    expect(left).toEqual([null, null, "ko"]);
    await context.close();
  });

  it("the header login link brings the visitor back to the page they were reading", async () => {
    const member = await existingMember();
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new?page=2`);
    await page.getByRole("link", { name: "로그인" }).first().click();
    await page.waitForURL(/\/login\?redirect=/);
    await signInThroughForm(page, member.email, member.password);
    await page.waitForURL(/\/new\?page=2$/);
    await context.close();
  });
});

describe("phone (390 px, /m)", () => {
  it("sign-up on /m/sign, verified by the code, and the mail link lands on /m/email_cert", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const fresh = uniqueMember("msign");
    await page.goto(`${baseUrl}/sign`);
    expect(path(page)).toBe("/m/sign");
    await page.locator("#sign-email").fill(fresh.email);
    await page.locator("#sign-email").blur();
    await page.locator("#sign-password").fill(E2E_PASSWORD);
    await page.locator("#sign-password-confirm").fill(E2E_PASSWORD);
    await page.locator("#sign-nickname").fill(fresh.userName);
    await page.getByLabel("전체 동의").check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "accounts-phone-sign");
    const box = await page.getByRole("button", { name: "가입하기" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(/\/m\/loginSend\?email=/);
    await shot(page, "accounts-phone-login-send");

    const mail = await waitForFolderMail(dataDir, fresh.email);
    await page.getByLabel("인증번호").fill(codeOf(mail));
    await page.getByRole("button", { name: "인증하기" }).click();
    await page.waitForURL(/\/m\/email_cert\?status=ok$/);
    expect(await page.locator("h1").innerText()).toBe("이메일 인증이 완료되었어요");
    await shot(page, "accounts-phone-email-cert-ok");

    // The mail link, opened on a phone, reaches the /m result page through the device redirect.
    await page.goto(firstLink(mail, "/api/user/email/signup/verification"));
    expect(path(page)).toBe("/m/email_cert?status=used");
    await context.close();
  });

  it("/m/login: wrong then right password, back to the guarded page; /m/signIn is the same page", async () => {
    const member = await existingMember();
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/signIn`);
    expect(await page.locator("h1").innerText()).toBe("로그인");
    await page.goto(`${baseUrl}/upload`);
    expect(path(page)).toBe("/m/login?redirect=/m/upload");
    await shot(page, "accounts-phone-login");
    await signInThroughForm(page, member.email, "wrong-pass9!");
    await expect.poll(() => page.getByRole("alert").innerText()).toBe("이메일 또는 비밀번호가 일치하지 않습니다.");
    await shot(page, "accounts-phone-login-wrong-password");
    await page.locator("#login-password").fill(member.password);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${baseUrl}/m/upload`);
    await page.goto(`${baseUrl}/m/login`);
    expect(path(page)).toBe("/m");
    await context.close();
  });

  it("the 마이 tab: a visitor gets the suggestion modal and returns to /m/mypage after signing in; the menu logs out", async () => {
    const member = await existingMember();
    const context = await phoneContext(browser);
    await hideUsageSurvey(context, member.userId);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/mypage`);
    expect(path(page)).toBe("/m");
    await page.locator("nav.m-tabbar").getByRole("button", { name: "마이" }).click();
    const dialog = page.locator("#modalSuggestMypage");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("회원만 이용 가능합니다.");
    await shot(page, "accounts-phone-suggest-mypage", false);
    await dialog.getByRole("button", { name: "로그인하기" }).click();
    await page.waitForURL(`${baseUrl}/m/login`);
    await signInThroughForm(page, member.email, member.password);
    await page.waitForURL(`${baseUrl}/m/mypage`);

    await page.goto(`${baseUrl}/m`);
    // The home page is the same for everyone: the tab waits for the member to be known (the state
    // call) before it opens my page, which a busy machine can hold past the navigation's wait.
    await memberStateKnown(page);
    await page.locator("nav.m-tabbar").getByRole("button", { name: "마이" }).click();
    await page.waitForURL(`${baseUrl}/m/mypage`);

    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const menu = page.locator(".m-menu-panel");
    expect(await menu.locator(".m-menu-member strong").innerText()).toBe(member.userName);
    await shot(page, "accounts-phone-menu-member", false);
    await menu.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${baseUrl}/m`);
    expect(await isSignedIn(context)).toBe(false);
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    expect(await page.locator(".m-menu-panel").getByRole("link", { name: "로그인" }).getAttribute("href")).toBe("/m/login");
    await shot(page, "accounts-phone-menu-visitor", false);
    await context.close();
  });

  it("password reset by the code on /m/find_pw", async () => {
    const member = await existingMember();
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/find_pw`);
    expect(await page.locator("h1").innerText()).toBe("비밀번호 찾기");
    await page.locator("#findpw-email").fill(member.email);
    await page.getByRole("button", { name: "재설정 메일 받기" }).click();
    await page.waitForURL(/\/m\/findPwdSend\?email=/);
    await shot(page, "accounts-phone-find-pwd-send");
    const mail = await waitForFolderMail(dataDir, member.email, { subject: "비밀번호 재설정" });
    const code = codeOf(mail);
    await page.getByLabel("인증번호").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "확인", exact: true }).click();
    await expect
      .poll(() => page.locator(".field-code .field-msg").innerText())
      .toBe("인증번호가 일치하지 않거나 만료되었습니다. 메일의 인증번호를 다시 확인해 주세요.");
    await page.getByLabel("인증번호").fill(code);
    await page.getByRole("button", { name: "확인", exact: true }).click();
    await page.waitForURL(`${baseUrl}/m/certPwd`);
    const NEW = "phone-reset3#";
    await page.locator("#certpw-password").fill(NEW);
    await page.locator("#certpw-confirm").fill(NEW);
    await shot(page, "accounts-phone-cert-pwd");
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("비밀번호가 변경되었어요");
    await page.getByRole("link", { name: "로그인하기" }).click();
    await page.waitForURL(`${baseUrl}/m/login`);
    await signInThroughForm(page, member.email, NEW);
    await page.waitForURL(`${baseUrl}/m`);
    await context.close();
  });

  it("the write tab: an unverified member gets the verification modal", async () => {
    const context = await phoneContext(browser);
    const member = await signUpMember(context, { verify: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m`);
    await page.locator("nav.m-tabbar").getByRole("button", { name: "글쓰기" }).click();
    const dialog = page.locator("#modalEmailCert");
    await dialog.waitFor();
    await shot(page, "accounts-phone-write-unverified", false);
    await dialog.getByRole("button", { name: "계정 설정으로 가기" }).click();
    await page.waitForURL(`${baseUrl}/m/mypage/account`);
    await page.goto(`${baseUrl}/m`);
    await page.locator("nav.m-tabbar").getByRole("button", { name: "글쓰기" }).click();
    await page.locator("#modalEmailCert").getByRole("button", { name: "인증 메일 다시 받기" }).click();
    await page.waitForURL(/\/m\/loginSend\?email=/);
    await expect.poll(() => page.locator(".auth-email").innerText()).toBe(member.email);
    await context.close();
  });
});
