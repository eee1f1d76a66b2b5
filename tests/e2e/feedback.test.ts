// Feedback in the browser, desktop (1200 px) and phone (/m): a member opens the feedback modal
// from /mypage/feedback, the link is checked as it is typed (a public site answers; a private
// address is refused), an image is attached, removed again (deleteFile) and attached again, a
// file above 20MB is refused in the fileErr modal, and the message is sent; a moderator answers
// it in /admin/feedback; on the phone the member reads the answer and sends another message
// from the modal opened by the help chatbot's link (?write=1).
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { uniqueMember, signUpMember } from "./members";

let baseUrl = "";
let dataDir = "";
let port = 0;
let app: AppProcess;
let browser: Browser;
let site: http.Server;
let siteBase = "";

interface Person {
  desktop: BrowserContext;
  phone: BrowserContext;
  email: string;
}

let writer: Person;
let moderator: Person;

const env = () => ({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", URL_FETCH_ALLOW_ADDRESSES: "127.0.0.2" });

async function person(prefix: string): Promise<Person> {
  const desktop = await desktopContext(browser);
  const { email } = await signUpMember(desktop, { app: { baseUrl, dataDir }, ...uniqueMember(prefix) });
  const phone = await phoneContext(browser);
  await phone.addCookies(await desktop.cookies());
  return { desktop, phone, email };
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  return page;
}

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#3182f6" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  // A public-looking site for the link check (the app may reach 127.0.0.2 only).
  site = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<p>hello</p>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.2", resolve));
  siteBase = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
  browser = await launch();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-feedback-"));
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  app = await startApp(env());
  writer = await person("fb");
  moderator = await person("fbmod");
  await runAdminCommand(dataDir, "grant-moderator", moderator.email);
  // Operator tools need the moderator's two-step sign-in on.
  await turnOnTwoFactor(moderator.desktop, baseUrl);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise((r) => site?.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("feedback", () => {
  it("desktop: write with a checked link and attachments, the fileErr modal, send; a moderator answers", async () => {
    const page = await open(writer.desktop, "/mypage/feedback");
    await page.getByText("아직 보낸 의견이 없어요.").waitFor();
    await page.getByRole("button", { name: "의견 보내기" }).click();
    const modal = page.locator("#modalFeedback");
    await modal.waitFor();
    await modal.getByLabel("내용").fill("글쓰기 화면에 임시저장 단축키가 있으면 좋겠어요.");

    const link = modal.getByLabel("관련 링크 (선택)");
    await link.fill("http://127.0.0.1:9/admin");
    await modal.getByText("공개된 인터넷 주소만 보낼 수 있어요.").waitFor();
    await link.fill(`${siteBase}/page`);
    await modal.getByText("열리는 링크예요.").waitFor();

    const picker = modal.locator("#feedback-file");
    await picker.setInputFiles({ name: "화면.png", mimeType: "image/png", buffer: await png() });
    const chip = modal.locator(".feedback-files li", { hasText: "화면.png" });
    await chip.waitFor();
    // Removing an attachment before sending deletes the uploaded file.
    const removed = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/user/deleteFile");
    await chip.getByRole("button", { name: "화면.png 삭제" }).click();
    expect((await removed).status()).toBe(200);
    await chip.waitFor({ state: "detached" });
    await picker.setInputFiles({ name: "화면.png", mimeType: "image/png", buffer: await png() });
    await chip.waitFor();

    await picker.setInputFiles({ name: "큰파일.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(21 * 1024 * 1024, 1) });
    const fileErr = page.locator("#fileErr");
    await fileErr.getByText("파일 크기는 20MB 이하만 업로드할 수 있습니다.", { exact: false }).waitFor();
    await shot(page, "feedback-file-error");
    await fileErr.getByRole("button", { name: "확인" }).click();
    await fileErr.waitFor({ state: "detached" });
    await modal.waitFor();
    await shot(page, "feedback-modal");

    await modal.getByRole("button", { name: "보내기" }).click();
    await page.getByText("의견을 보냈어요. 고맙습니다!").waitFor();
    await modal.waitFor({ state: "detached" });
    const card = page.locator(".feedback-card", { hasText: "임시저장 단축키" });
    await card.getByText("답변 대기").waitFor();
    await card.getByRole("link", { name: "화면.png" }).waitFor();
    await shot(page, "feedback-mine");

    const inbox = await open(moderator.desktop, "/admin/feedback");
    const item = inbox.locator(".feedback-card", { hasText: "임시저장 단축키" });
    await item.getByRole("link", { name: "화면.png" }).waitFor();
    await item.getByRole("textbox").fill("좋은 제안 고맙습니다. 다음 업데이트에서 검토할게요.");
    await item.getByRole("button", { name: "답변 보내기" }).click();
    await inbox.getByText("답변을 보냈어요. 회원에게 알림이 가요.").waitFor();
    await inbox.getByText("답변할 의견이 없어요.").waitFor();
    await inbox.goto(`${baseUrl}/admin/feedback?status=answered`);
    await inbox.locator(".feedback-card", { hasText: "다음 업데이트에서 검토할게요." }).waitFor();
    await shot(inbox, "admin-feedback-answered");
  });

  it("phone: the member reads the answer and sends more from the chatbot's link", async () => {
    const page = await open(writer.phone, "/m/mypage/feedback");
    const card = page.locator(".feedback-card", { hasText: "임시저장 단축키" });
    await card.getByText("운영자 답변").waitFor();
    await card.getByText("다음 업데이트에서 검토할게요.").waitFor();
    await shot(page, "feedback-phone-answer");

    await page.goto(`${baseUrl}/m/howl/help-bot`);
    await page.getByRole("link", { name: "원하는 답이 없나요? 의견 보내기" }).click();
    await page.waitForURL(/\/m\/mypage\/feedback/);
    const modal = page.locator("#modalFeedback");
    await modal.waitFor();
    await modal.getByText("오류 신고").click();
    await modal.getByLabel("내용").fill("휴대폰에서 알림 화면이 가끔 비어 보여요.");
    await shot(page, "feedback-phone-modal");
    await modal.getByRole("button", { name: "보내기" }).click();
    await page.getByText("의견을 보냈어요. 고맙습니다!").waitFor();
    await page.locator(".feedback-card", { hasText: "알림 화면이 가끔" }).getByText("답변 대기").waitFor();
    expect(await page.locator(".feedback-card").count()).toBe(2);
    await shot(page, "feedback-phone-list");
  });
});
