// Journeys of my page, the public profile, the usage-reason survey, terms, phone
// verification and leaving — desktop (1200 px) and phone (/m). Members are made by a real
// sign-up and the link of the verification mail; SMS codes are read from the app's sms folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { PROJECT_ROOT } from "../../server/paths";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { e2eDatabaseUrl } from "../support/e2e-database";
import { waitForSmsCode } from "../support/sms";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, signUpMember, uniqueMember } from "./members";

const baseUrl = inject("baseUrl");
const dataDir = inject("e2eDataDir");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

let phoneSeq = Math.floor(Math.random() * 9000) + 1000;
const freshPhone = () => {
  const n = String(phoneSeq++).padStart(4, "0");
  return { typed: `010-4${n.slice(0, 3)}-${n.slice(3)}123`, digits: `0104${n.slice(0, 3)}${n.slice(3)}123` };
};

/** The newest success line of a form (role=status, beside the form). */
async function status(page: Page): Promise<string> {
  const line = page.locator(".form-ok");
  return (await line.count()) ? (await line.last().innerText()).trim() : "";
}

/** Whether a toast with exactly this text is showing. */
async function toastShown(page: Page, text: string): Promise<boolean> {
  return (await page.locator(".toast").allInnerTexts()).some((t) => t.trim() === text);
}

async function alertText(page: Page, within = page.locator("body")): Promise<string> {
  const alert = within.getByRole("alert").filter({ hasText: /\S/ }).first();
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

async function points(context: BrowserContext): Promise<number> {
  const res = await context.request.get(`${baseUrl}/api/point`);
  return ((await res.json()) as { data: { balance: number } }).data.balance;
}

describe("desktop (1200 px)", () => {
  it("changes the nickname: success, unchanged, brand refusal", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    expect(await page.locator("h1").innerText()).toBe("계정 설정");
    // The my-page menu lists only pages that work.
    const menu = page.getByRole("navigation", { name: "마이페이지 메뉴" });
    expect(await menu.getByRole("link").allInnerTexts()).toEqual([
      "대시보드",
      "나의 게시물",
      "나의 연재",
      "통계",
      "나의 큐레이션",
      "리워드",
      "계정 설정",
      "본인 인증",
      "지갑",
      "의견 보내기",
      "회원 탈퇴",
    ]);
    await shot(page, "desktop-mypage-account");

    const field = page.getByLabel("닉네임", { exact: true });
    const newName = `새이름${member.userName.slice(-4)}`;
    await field.fill(newName);
    await page.getByRole("button", { name: "변경", exact: true }).click();
    await expect.poll(() => status(page)).toBe("닉네임이 변경되었습니다.");
    await expect.poll(() => page.locator(".mypage-name").innerText()).toBe(newName);

    await page.getByRole("button", { name: "변경", exact: true }).click();
    expect(await alertText(page)).toBe("변경된 내역이 없습니다.");

    await field.fill("나눔터팬");
    await page.getByRole("button", { name: "변경", exact: true }).click();
    expect(await alertText(page)).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    expect(await field.inputValue()).toBe("나눔터팬");
    await shot(page, "desktop-nickname-brand", false);
    await context.close();
  });

  it("uploads a profile picture and a background and shows them at once; refuses a fake image", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    await page
      .locator('input[type="file"][aria-label="프로필 사진 변경"]')
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(900, 600, "#00a88f") });
    await expect.poll(() => toastShown(page, "프로필 이미지가 변경되었습니다.")).toBe(true);
    const avatar = page.locator(".profile-preview .avatar");
    await expect.poll(() => avatar.getAttribute("src")).toMatch(/^\/files\/profiles\/.+\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(400);
    // The header and the my-page card follow.
    await expect.poll(() => page.locator(".site-header img.avatar").getAttribute("src")).toMatch(/^\/files\/profiles\//);

    await page
      .locator('input[type="file"][aria-label="배경 이미지 변경"]')
      .setInputFiles({ name: "bg.jpg", mimeType: "image/jpeg", buffer: await png(2400, 600, "#8b5cf6") });
    await expect.poll(() => toastShown(page, "배경 이미지가 변경되었습니다.")).toBe(true);
    await expect.poll(() => page.getByTestId("profile-bg").getAttribute("style")).toMatch(/\/files\/backgrounds\//);

    await page
      .locator('input[type="file"][aria-label="프로필 사진 변경"]')
      .setInputFiles({ name: "virus.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    expect(await alertText(page, page.locator(".profile-image-controls"))).toBe("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.");
    await page
      .locator('input[type="file"][aria-label="프로필 사진 변경"]')
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    expect(await alertText(page, page.locator(".profile-image-controls"))).toBe("이미지는 5MB 이하만 올릴 수 있습니다.");
    await shot(page, "desktop-profile-images", false);
    await context.close();
  });

  it("saves a cover letter that shows, escaped, on the public profile", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const letter = "경제 기사를 쉽게 풀어 씁니다.\n<b>굵게</b> 쓰지 않아요.";
    await page.getByLabel("자기소개").fill(letter);
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await expect.poll(() => status(page)).toBe("자기소개가 저장되었습니다.");
    await page.getByRole("link", { name: "내 프로필 보기" }).first().click();
    await page.waitForURL(`${baseUrl}/other/${member.userId}/dashboard`);
    expect(await page.locator(".other-letter").innerText()).toBe(letter);
    expect(await page.locator(".other-letter b").count()).toBe(0);
    // The profile page is shared; the owner's edit link appears once the member is known.
    await page.getByRole("link", { name: "프로필 편집" }).waitFor();
    await shot(page, "desktop-own-profile");
    await context.close();
  });

  it("another member's dashboard and posts carry the canonical link, OG title and description", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/other/demo-haneul/dashboard`);
    expect(res?.status()).toBe(200);
    const name = (await page.locator("h1.other-name").innerText()).trim();
    expect(await page.title()).toBe(`${name}님의 대시보드 | 나눔터`);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(`${name}님의 대시보드 | 나눔터`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/other/demo-haneul/dashboard`);
    expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(20);
    expect(await page.locator(".post-card").count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "프로필 편집" }).count()).toBe(0);
    await shot(page, "desktop-other-dashboard");

    await page.getByRole("link", { name: "게시물", exact: true }).click();
    await page.waitForURL(`${baseUrl}/other/demo-haneul/otherpost`);
    await expect.poll(() => page.title()).toBe(`${name}님의 콘텐츠 | 나눔터`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/other/demo-haneul/otherpost`);
    await shot(page, "desktop-other-posts");

    expect((await page.goto(`${baseUrl}/other/nobody-here/dashboard`))?.status()).toBe(404);
    await context.close();
  });

  it("the usage-reason survey: both messages, 500 P once, then never again", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context, { usageReasonPrompt: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const modal = page.locator("#modalUsageReason");
    await modal.waitFor();
    expect(await modal.getByRole("radio").count()).toBe(4);
    expect(await modal.evaluate((el) => getComputedStyle(el).width)).toBe("588px");
    await shot(page, "desktop-usage-reason", false);
    await modal.getByRole("button", { name: "응답하고 500P 받기" }).click();
    expect(await alertText(page, modal)).toBe("가입 목적을 선택해주세요.");
    await modal.getByLabel("기타", { exact: true }).check();
    await modal.getByRole("button", { name: "응답하고 500P 받기" }).click();
    expect(await alertText(page, modal)).toBe("가입 목적을 작성해주세요.");
    await modal.getByLabel("기타 가입 목적").fill("스터디 자료를 모으려고요");
    await modal.getByRole("button", { name: "응답하고 500P 받기" }).click();
    await modal.waitFor({ state: "detached" });
    await expect.poll(() => toastShown(page, "응답해 주셔서 감사합니다. 500P가 적립되었습니다.")).toBe(true);
    expect(await points(context)).toBe(500);
    await page.reload();
    await page.waitForTimeout(1200);
    expect(await page.locator("#modalUsageReason").count()).toBe(0);
    // A second answer (a replayed request) pays nothing.
    const again = await context.request.post(`${baseUrl}/api/user/user/usage-reason-survey`, {
      headers: { origin: baseUrl },
      data: { usageReason: "토큰 보상" },
    });
    expect(again.status()).toBe(409);
    expect(await points(context)).toBe(500);
    await context.close();
  });

  it("the usage-reason survey closed with 닫기 stays closed until the browser is closed", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context, { usageReasonPrompt: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const modal = page.locator("#modalUsageReason");
    await modal.waitFor();
    await modal.getByRole("button", { name: "닫기" }).click();
    await modal.waitFor({ state: "detached" });
    for (const path of ["/", "/new"]) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForTimeout(1200);
      expect(await page.locator("#modalUsageReason").count(), path).toBe(0);
    }
    // The browser closed and opened again: only the lasting cookies are left (the session's is not).
    const lasting = (await context.cookies()).filter((c) => c.expires > 0);
    const reopened = await desktopContext(browser);
    await reopened.addCookies(lasting);
    const later = await reopened.newPage();
    await later.goto(`${baseUrl}/`);
    await later.locator("#modalUsageReason").waitFor();
    await reopened.close();
    await context.close();
  });

  it("the usage-reason survey can be hidden for 30 days", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context, { usageReasonPrompt: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new`);
    const modal = page.locator("#modalUsageReason");
    await modal.waitFor();
    await modal.getByRole("button", { name: "30일 동안 보지 않기" }).click();
    await modal.waitFor({ state: "detached" });
    const cookie = (await context.cookies()).find((c) => c.name === `nt_usage_reason_hide_${member.userId}`);
    expect(cookie?.value).toBe("1");
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    await page.goto(`${baseUrl}/`);
    await page.waitForTimeout(1200);
    expect(await page.locator("#modalUsageReason").count()).toBe(0);
    expect(await points(context)).toBe(0);
    await context.close();
  });

  it("terms and privacy pages: current, by version, previous", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/terms`);
    expect(await page.locator("h1").innerText()).toBe("나눔터 이용약관");
    expect(await page.locator(".terms-meta").innerText()).toContain("현재 시행 중");
    expect(await page.locator(".terms-body h2").first().innerText()).toBe("제1조 (목적)");
    await shot(page, "desktop-terms", false);
    await page.getByRole("link", { name: /2022년 6월 29일 시행/ }).click();
    await page.waitForURL(`${baseUrl}/terms/220629`);
    await expect.poll(() => page.locator(".terms-meta").innerText()).toContain("이전 버전");
    const prev = await page.goto(`${baseUrl}/prevterms`);
    expect(prev?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("이전 이용약관");
    expect(await page.locator(".terms-meta").innerText()).toContain("220629");
    for (const [version, marker] of [
      ["220629", null],
      ["230927", "전자지갑 주소"],
      ["231222", "휴대폰 번호"],
    ] as const) {
      const res = await page.goto(`${baseUrl}/privacy/${version}`);
      expect(res?.status()).toBe(200);
      expect(await page.locator(".terms-meta").innerText()).toContain(version);
      if (marker) expect(await page.locator(".terms-body").innerText()).toContain(marker);
    }
    await page.goto(`${baseUrl}/privacy`);
    expect(await page.locator("h1").innerText()).toBe("나눔터 개인정보 처리방침");
    await shot(page, "desktop-privacy", false);
    expect((await page.goto(`${baseUrl}/terms/990101`))?.status()).toBe(404);
    await context.close();
  });

  it("phone verification with the code from the SMS folder", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/verification`);
    const phone = freshPhone();
    await page.getByLabel("휴대폰 번호").fill(phone.typed);
    await page.getByRole("button", { name: "인증번호 받기" }).click();
    expect(await alertText(page)).toBe("본인 인증을 위한 개인정보 수집·이용에 동의해 주세요.");
    await page.getByLabel("[필수] 본인 인증을 위한 개인정보 수집·이용에 동의합니다.").check();
    await page.getByRole("button", { name: "인증번호 받기" }).click();
    await expect.poll(() => status(page)).toBe("인증번호를 보냈습니다. 3분 안에 입력해 주세요.");
    expect(await page.locator(".timer").innerText()).toMatch(/^[23]:\d\d$/);
    const code = await waitForSmsCode(dataDir, phone.digits);
    await page.getByLabel("인증번호").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "확인", exact: true }).click();
    expect(await alertText(page)).toBe("인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)");
    expect(await page.getByLabel("휴대폰 번호").inputValue()).toBe(phone.typed);
    await shot(page, "desktop-phone-code", false);
    await page.getByLabel("인증번호").fill(code);
    await page.getByRole("button", { name: "확인", exact: true }).click();
    await page.locator(".verified-card").waitFor();
    expect(await page.locator(".verified-card").innerText()).toContain(`010-****-${phone.digits.slice(7)}`);
    await shot(page, "desktop-phone-verified", false);
    await context.close();
  });

  it("leaving: the survey, the confirmation, then the same e-mail signs up again", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    await page.getByRole("navigation", { name: "마이페이지 메뉴" }).getByRole("link", { name: "회원 탈퇴" }).click();
    await page.waitForURL(`${baseUrl}/mypage/leave`);
    await page.getByRole("button", { name: "다음" }).click();
    expect(await alertText(page)).toBe("탈퇴 사유를 선택해 주세요.");
    await page.getByLabel("기타").check();
    await page.getByRole("button", { name: "다음" }).click();
    expect(await alertText(page)).toBe("탈퇴 사유를 작성해 주세요.");
    await page.getByLabel("탈퇴 사유 (필수)").fill("잠시 쉬려고 합니다");
    await shot(page, "desktop-leave");
    await page.getByRole("button", { name: "다음" }).click();
    await page.waitForURL(`${baseUrl}/mypage/leaveconfirm`);
    await expect.poll(() => page.locator(".leave-reason-line").innerText()).toContain("기타");
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    expect(await alertText(page)).toBe("안내 사항을 확인하고 동의해 주세요.");
    await page.getByLabel("안내 사항을 모두 확인했으며 탈퇴에 동의합니다.").check();
    await page.getByLabel("비밀번호 확인").fill("wrong-password1!");
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    expect(await alertText(page)).toBe("비밀번호가 일치하지 않습니다.");
    await shot(page, "desktop-leaveconfirm");
    await page.getByLabel("비밀번호 확인").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => toastShown(page, "회원 탈퇴가 완료되었습니다. 그동안 나눔터를 이용해 주셔서 감사합니다.")).toBe(true);
    await expect.poll(() => page.locator(".site-header").getByRole("link", { name: "로그인" }).isVisible()).toBe(true);
    expect((await context.cookies()).find((c) => c.name === "nt_session")).toBeUndefined();
    await shot(page, "desktop-after-leaving", false);
    expect((await page.goto(`${baseUrl}/other/${member.userId}/dashboard`))?.status()).toBe(404);

    const again = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: "ko-KR" });
    const back = await signUpMember(again, { email: member.email });
    expect(back.userId).not.toBe(member.userId);
    await again.close();
    await context.close();
  });
});

describe("phone (390 px, /m)", () => {
  it("the my-page hub, nickname change with the brand refusal, and a profile picture", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m`);
    await page.locator("nav.m-tabbar").getByRole("button", { name: "마이" }).click();
    await page.waitForURL(`${baseUrl}/m/mypage`);
    // The address changes before the hub has drawn its menu: wait for the links.
    await expect
      .poll(() => page.locator(".hub-menu").first().getByRole("link").allInnerTexts(), { timeout: 15_000 })
      .toEqual([
        "대시보드",
        "나의 게시물",
        "나의 연재",
        "통계",
        "북마크",
        "좋아요한 게시물",
        "팔로우한 회원의 게시물",
        "나의 큐레이션",
        "리워드",
        "계정 설정",
        "본인 인증",
        "지갑",
        "의견 보내기",
        "이용약관",
        "개인정보 처리방침",
      ]);
    await shot(page, "phone-mypage-hub");
    await page.getByRole("link", { name: "계정 설정" }).click();
    await page.waitForURL(`${baseUrl}/m/mypage/account`);
    const field = page.getByLabel("닉네임", { exact: true });
    await field.fill("Nanumteo");
    await page.getByRole("button", { name: "변경", exact: true }).click();
    expect(await alertText(page)).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    await field.fill("모바일독자");
    await page.getByRole("button", { name: "변경", exact: true }).click();
    await expect.poll(() => status(page)).toBe("닉네임이 변경되었습니다.");
    await page
      .locator('input[type="file"][aria-label="프로필 사진 변경"]')
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await png(500, 500, "#f5a623") });
    await expect.poll(() => page.locator(".profile-preview .avatar").getAttribute("src")).toMatch(/^\/files\/profiles\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "phone-mypage-account");
    await context.close();
  });

  it("another member's page under /m/other with its OG title", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/other/demo-haneul/dashboard`);
    await page.waitForURL(`${baseUrl}/m/other/demo-haneul/dashboard`).catch(() => undefined);
    // A phone asking for the desktop dashboard lands on the /m mirror.
    expect(new URL(page.url()).pathname).toBe("/m/other/demo-haneul/dashboard");
    await page.goto(`${baseUrl}/m/other/demo-haneul`);
    const name = (await page.locator("h1.other-name").innerText()).trim();
    expect(await page.title()).toBe(`${name}님의 대시보드 | 나눔터`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/other/demo-haneul/dashboard`);
    expect(await page.locator(".m-card").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "phone-other-user");
    await context.close();
  });

  it("the usage-reason survey on a phone", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context, { usageReasonPrompt: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m`);
    const modal = page.locator("#modalUsageReason");
    await modal.waitFor();
    await modal.getByRole("button", { name: "응답하고 500P 받기" }).click();
    expect(await alertText(page, modal)).toBe("가입 목적을 선택해주세요.");
    await shot(page, "phone-usage-reason", false);
    await modal.getByLabel("콘텐츠 생성").check();
    await modal.getByRole("button", { name: "응답하고 500P 받기" }).click();
    await modal.waitFor({ state: "detached" });
    expect(await points(context)).toBe(500);
    await context.close();
  });

  it("terms and privacy pages under /m", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/terms`);
    expect(await page.locator("h1").innerText()).toBe("나눔터 이용약관");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "phone-terms", false);
    await page.goto(`${baseUrl}/m/privacy/230927`);
    expect(await page.locator(".terms-meta").innerText()).toContain("230927");
    await page.goto(`${baseUrl}/m/terms/220629`);
    expect(await page.locator(".terms-meta").innerText()).toContain("이전 버전");
    await context.close();
  });

  it("phone verification under /m", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/mypage/verification`);
    const phone = freshPhone();
    await page.getByLabel("휴대폰 번호").fill(phone.digits);
    await page.getByLabel("[필수] 본인 인증을 위한 개인정보 수집·이용에 동의합니다.").check();
    await page.getByRole("button", { name: "인증번호 받기" }).click();
    const code = await waitForSmsCode(dataDir, phone.digits);
    await page.getByLabel("인증번호").fill(code);
    await page.getByRole("button", { name: "확인", exact: true }).click();
    await page.locator(".verified-card").waitFor();
    await shot(page, "phone-verified", false);
    await context.close();
  });

  it("leaving under /m, then signing up again with the same e-mail", async () => {
    const context = await phoneContext(browser);
    const member = await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/mypage`);
    await page.getByRole("link", { name: "회원 탈퇴" }).click();
    await page.waitForURL(`${baseUrl}/m/mypage/leave`);
    await page.getByRole("button", { name: "건너뛰기" }).click();
    await page.waitForURL(`${baseUrl}/m/mypage/leaveconfirm`);
    await expect.poll(() => page.locator(".leave-reason-line").innerText()).toContain("탈퇴 사유를 선택하지 않았습니다.");
    await page.getByLabel("안내 사항을 모두 확인했으며 탈퇴에 동의합니다.").check();
    await page.getByLabel("비밀번호 확인").fill(E2E_PASSWORD);
    await shot(page, "phone-leaveconfirm");
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    await page.waitForURL(`${baseUrl}/m`);
    await expect.poll(() => toastShown(page, "회원 탈퇴가 완료되었습니다. 그동안 나눔터를 이용해 주셔서 감사합니다.")).toBe(true);
    const again = await phoneContext(browser);
    expect((await signUpMember(again, { email: member.email })).email).toBe(member.email);
    await again.close();
    await context.close();
  });
});

describe("update-terms consent (an installation with a newly published version)", () => {
  let app: AppProcess;
  let url: string;
  let folder: string;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-terms-"));
    const body = path.join(folder, "terms-next.md");
    fs.writeFileSync(body, "## 제1조 (목적)\n이 약관은 바뀐 보상 기준을 정합니다.\n\n## 제2조 (포인트)\n- 포인트 적립 기준을 바꿉니다.\n");
    const effective = new Date(Date.now() + 9 * 3_600_000 + 14 * 86_400_000).toISOString().slice(0, 10);
    // The command writes where the app will read: the folder's embedded database, or its server database.
    const databaseUrl = await e2eDatabaseUrl(folder);
    const published = spawnSync(
      process.execPath,
      [
        path.join(PROJECT_ROOT, "scripts/run-ts.mjs"),
        "server/admin/cli.ts",
        "publish-terms",
        "terms",
        effective,
        body,
        "포인트 적립 기준 변경",
      ],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: folder, LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    if (published.status !== 0) throw new Error(published.stdout + published.stderr);
    const port = await freePort();
    app = await startApp({ PORT: String(port), DATA_DIR: folder, SEED_DEMO: "false" });
    url = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await app?.stop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function member(context: BrowserContext) {
    const fresh = uniqueMember("terms");
    const res = await context.request.post(`${url}/api/user/signUp`, {
      headers: { origin: url },
      data: { userEmail: fresh.email, userPw: E2E_PASSWORD, userName: fresh.userName, agreeTerms: true, agreeAge: true },
    });
    expect(res.status()).toBe(200);
  }

  for (const face of ["desktop", "phone"] as const) {
    it(`${face}: the notice leads to /update-terms, consent is recorded and the member goes back`, async () => {
      const context = face === "desktop" ? await desktopContext(browser) : await phoneContext(browser);
      await member(context);
      const prefix = face === "desktop" ? "" : "/m";
      const page = await context.newPage();
      await page.goto(`${url}${prefix}/new`);
      const notice = page.locator(".terms-notice");
      await notice.waitFor();
      await shot(page, `${face}-terms-notice`, false);
      await notice.getByRole("link", { name: "확인하기" }).click();
      await page.waitForURL(`${url}${prefix}/update-terms?redirect=${encodeURIComponent(`${prefix}/new`)}`);
      expect(await page.locator(".update-card").innerText()).toContain("포인트 적립 기준 변경");
      expect(await page.locator(".update-card .chip").innerText()).toBe("시행 예정");
      await page.getByRole("button", { name: "동의하고 계속하기" }).click();
      expect(await alertText(page)).toBe("변경된 약관에 모두 동의해 주세요.");
      await shot(page, `${face}-update-terms`);
      await page.getByLabel("[필수] 변경된 이용약관에 동의합니다.").check();
      await page.getByRole("button", { name: "동의하고 계속하기" }).click();
      await page.waitForURL(`${url}${prefix}/new`);
      await expect.poll(() => page.locator(".terms-notice").count()).toBe(0);
      const info = await context.request.get(`${url}/api/user/getUserBasicInfo`);
      expect(((await info.json()) as { data: { needsTermsUpdate: boolean } }).data.needsTermsUpdate).toBe(false);
      // The upcoming version is listed on the terms page.
      await page.goto(`${url}${prefix}/terms`);
      expect(await page.locator(".terms-notice-line").innerText()).toContain("새 이용약관이 시행됩니다");
      await context.close();
    });
  }
});
