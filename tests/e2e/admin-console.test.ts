// The operators' console in the browser (desktop 1200 px; the console has no phone pages):
// an admin (made with `npm run admin -- grant-admin`) sees every section's card with its live
// count and makes a member a moderator from the members card; the new moderator edits the FAQ
// (adds an entry, the FAQ page shows it, hides it, the page no longer does) and reads the
// audit log filtered to those edits; a member without a role is refused the console; the
// profile modal leads operators to /admin. Every operator page passes axe's WCAG 2.2 A and AA
// rules as the admin sees it, in Korean and English, light and dark (docs/product/accessibility.md).
import { authenticatorCode, turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { runAdminCommand } from "./admin-command";
import { PAGES } from "../../app/route-table";
import { lastingAxeFindings } from "./axe";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { uniqueMember, signUpMember } from "./members";

let baseUrl = "";
let dataDir = "";
let port = 0;
let app: AppProcess;
let browser: Browser;

interface Person {
  context: BrowserContext;
  email: string;
  userName: string;
}

let admin: Person;
let deputy: Person;
let member: Person;

const env = () => ({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false" });

async function person(prefix: string): Promise<Person> {
  const context = await desktopContext(browser);
  const { email, userName } = await signUpMember(context, { app: { baseUrl, dataDir }, ...uniqueMember(prefix) });
  return { context, email, userName };
}

async function open(who: Person, url: string): Promise<Page> {
  const page = await who.context.newPage();
  await page.goto(`${baseUrl}${url}`);
  return page;
}

beforeAll(async () => {
  browser = await launch();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-console-"));
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  app = await startApp(env());
  admin = await person("adm");
  deputy = await person("deputy");
  member = await person("plain");
  // The first admin is made on the command line, beside the running app (it joins the app's database server).
  await runAdminCommand(dataDir, "grant-admin", admin.email);
  // Operator tools need the admin's two-step sign-in on (the moderator made below turns theirs on from the page).
  await turnOnTwoFactor(admin.context, baseUrl);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("operators' console", () => {
  it("an admin sees every section and makes a member a moderator", async () => {
    const page = await open(admin, "/new");
    // The profile modal leads operators to the console.
    await page.getByRole("button", { name: "내 프로필" }).click();
    await page.locator("#modalProfile").getByRole("link", { name: "운영 콘솔" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    await expect.poll(() => page.locator(".admin-card").count()).toBe(11);
    for (const name of [
      "공지·이벤트",
      "기획전",
      "퀴즈",
      "FAQ 관리",
      "의견함",
      "광고",
      "운영 기록",
      "신고 관리",
      "공지·배너 관리",
      "보상 검토",
      "큐레이션 시즌 관리",
    ]) {
      await page.locator(".admin-card", { hasText: name }).first().waitFor();
    }
    await page.locator(".admin-card", { hasText: "FAQ 관리" }).getByText("공개 51개").waitFor();
    await page.locator(".admin-card", { hasText: "의견함" }).getByText("답변 대기 0건").waitFor();
    await shot(page, "admin-console-home");

    await page.getByPlaceholder("회원 이메일").fill(deputy.email);
    await page.getByRole("button", { name: "찾기" }).click();
    const row = page.locator(`.admin-member[data-user="${deputy.email}"]`);
    await row.getByRole("button", { name: "운영자 권한 주기" }).click();
    await page.getByText("운영자 권한을 주었어요.").waitFor();
    await row.getByText("운영자", { exact: true }).waitFor();
    await shot(page, "admin-console-members");
    // The change is in the audit log, with who made it.
    await page.goto(`${baseUrl}/admin/audit?action=role`);
    await page.locator('tr[data-audit="POST /api/admin/members/:userNo/role"]', { hasText: admin.email }).first().waitFor();
    // And the command line's grant too.
    await page.goto(`${baseUrl}/admin/audit?action=cli`);
    await page.locator('tr[data-audit="cli grant-admin"]').first().waitFor();
  });

  it("an admin sees the backups: none, then the one the command line wrote beside the running app", async () => {
    const page = await open(admin, "/admin");
    const card = page.locator(".admin-backups");
    await card.getByRole("heading", { name: "백업" }).waitFor();
    await card.getByText("아직 백업이 없어요.").waitFor();
    await card.getByText("자동 백업이 꺼져 있어요.", { exact: false }).waitFor();
    const out = await runAdminCommand(dataDir, "backup");
    const archive = out.trim().split("\n").at(-1)!;
    expect(fs.existsSync(archive)).toBe(true);
    await page.reload();
    const row = card.locator('tr[data-status="done"]');
    await row.waitFor();
    expect(await row.innerText()).toContain("수동");
    expect(await row.innerText()).toContain(path.basename(archive));
    expect(await row.innerText()).toMatch(/글 0 · 회원 \d+ · 파일 0/);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "admin-console-backups");
    await page.close();
  });

  it("a new moderator turns on two-step sign-in when the console asks, and keeps the recovery codes", async () => {
    const page = await open(deputy, "/admin");
    // The console sends a moderator without two-step sign-in to the account page's card.
    await page.waitForURL(/\/mypage\/account\?twoFactor=required/);
    const card = page.locator("#two-factor");
    await card.getByText("운영자는 2단계 인증을 켜야 운영 도구를 쓸 수 있어요.").waitFor();
    await card.getByRole("button", { name: "켜기" }).click();
    await card.getByRole("img", { name: "인증 앱에 등록할 QR 코드" }).waitFor();
    const secret = ((await card.locator("[data-two-factor-key]").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, "two-factor-setup-desktop");
    // A wrong code first: the card says so and keeps the QR code.
    await card.getByLabel("인증 코드").fill(await authenticatorCode(secret, 10));
    await card.getByRole("button", { name: "확인" }).click();
    await card.getByText("인증 코드가 맞지 않아요.", { exact: false }).waitFor();
    await card.getByLabel("인증 코드").fill(await authenticatorCode(secret));
    await card.getByRole("button", { name: "확인" }).click();
    const codes = card.locator("[data-recovery-codes] li");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await shot(page, "two-factor-codes-desktop");
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "내려받기" }).click();
    expect((await download).suggestedFilename()).toBe("nanumteo-recovery-codes.txt");
    await card.getByRole("button", { name: "보관했어요" }).click();
    await card.getByText("남은 복구 코드 10개", { exact: false }).waitFor();
    await page.goto(`${baseUrl}/admin`);
    await page.locator(".admin-card").first().waitFor();
    await page.close();
  });

  it("a moderator edits the FAQ, the FAQ page follows, and the audit log shows the edits", async () => {
    const page = await open(deputy, "/admin");
    // Moderators have no members card: granting roles is the admin's.
    await page.locator(".admin-card").first().waitFor();
    expect(await page.getByRole("heading", { name: "운영자 권한 관리" }).count()).toBe(0);
    // Nor the backups card: backups are the admins'.
    expect(await page.getByRole("heading", { name: "백업" }).count()).toBe(0);
    await page.locator(".admin-card", { hasText: "FAQ 관리" }).click();
    await page.waitForURL(`${baseUrl}/admin/faq`);
    const form = page.getByRole("form", { name: "새 항목 추가" });
    await form.getByLabel("질문 (한국어)").fill("나눔터 마스코트의 이름은 무엇인가요?");
    await form.getByLabel("질문 (영어)").fill("What is the mascot's name?");
    await form.getByLabel("답변 (한국어)").fill("나눔터의 마스코트는 나누미입니다.");
    await form.getByLabel("답변 (영어)").fill("The mascot is Nanumi.");
    await form.getByLabel("검색어 (한국어, 띄어쓰기로 구분)").fill("마스코트 캐릭터");
    await form.getByRole("button", { name: "새 항목 추가" }).click();
    await page.getByText("항목을 추가했어요.").waitFor();
    const item = page.locator(".faq-admin-item", { hasText: "나눔터 마스코트의 이름은 무엇인가요?" }).first();
    await item.waitFor();
    await shot(page, "admin-faq");

    const visitor = await desktopContext(browser);
    const faq = await visitor.newPage();
    await faq.goto(`${baseUrl}/faq?q=마스코트`);
    await faq.getByText("나눔터 마스코트의 이름은 무엇인가요?").waitFor();

    await item.getByRole("button", { name: "숨기기" }).click();
    await page.getByText("숨겼어요.").waitFor();
    await item.getByText("숨김", { exact: true }).waitFor();
    await faq.reload();
    await faq.getByText("찾는 질문이 없어요.", { exact: false }).waitFor();
    await visitor.close();

    await page.goto(`${baseUrl}/admin/audit?action=faq`);
    await page.locator('tr[data-audit="POST /api/admin/faq"]', { hasText: deputy.email }).first().waitFor();
    await page.locator('tr[data-audit="POST /api/admin/faq/:faqNo/hidden"]').first().waitFor();
    await shot(page, "admin-audit");
    await page.getByRole("link", { name: "← 운영 콘솔" }).click();
    await page.waitForURL(`${baseUrl}/admin`);
  });

  it("every operator page passes axe as the admin sees it: desktop Korean light, desktop English dark, the phone's report queue", async () => {
    const operatorPages = PAGES.filter((p) => p.id.startsWith("admin") || p.id === "curation-admin");
    expect(operatorPages.length).toBeGreaterThanOrEqual(12);
    const session = await admin.context.cookies();
    const faces = [
      { face: "desktop", language: "ko", colorScheme: "light" },
      { face: "desktop", language: "en", colorScheme: "dark" },
      { face: "phone", language: "en", colorScheme: "dark" },
    ] as const;
    const problems: string[] = [];
    for (const { face, language, colorScheme } of faces) {
      // axe is put into the page by the test: the pages' CSP admits only our own scripts.
      const make = face === "desktop" ? desktopContext : phoneContext;
      const context = await make(browser, { bypassCSP: true, colorScheme, locale: language === "en" ? "en-US" : "ko-KR" });
      await context.addCookies([...session, { name: "nt_lang", value: language, url: baseUrl }]);
      const page = await context.newPage();
      for (const entry of operatorPages) {
        if (face === "phone" && entry.mobile === false) continue;
        const url = `${face === "phone" ? "/m/" : "/"}${entry.path}`;
        const res = await page.goto(`${baseUrl}${url}`);
        if (res?.status() !== 200) problems.push(`${url}: ${res?.status()}`);
        // The operator's page, not a refusal or a sign-in form.
        if (new URL(page.url()).pathname !== url) problems.push(`${url}: went to ${new URL(page.url()).pathname}`);
        for (const finding of await lastingAxeFindings(page))
          problems.push(`${url} (${face} ${language} ${colorScheme}): ${finding.rule} ${finding.target} ${finding.summary}`);
      }
      await context.close();
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("a member without a role is refused the console", async () => {
    const page = await open(member, "/admin");
    await page.getByText("접근 권한이 없습니다.").first().waitFor();
    expect(await page.locator(".admin-card").count()).toBe(0);
  });
});
