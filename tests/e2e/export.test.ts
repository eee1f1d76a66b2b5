// 내 데이터 내려받기 in the browser (docs/product/export.md): a member asks on the account page,
// follows the progress, downloads the zip and finds their post in it as Markdown; the phone page
// in English.
import fs from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
let member: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  member = await desktopContext(browser);
  await signUpMember(member);
  const res = await member.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject: "가져갈 수 있는 글",
      webEditorContent: "<h2>겨울 기록</h2><p>내 글은 <strong>내 것</strong>이다.</p>",
      topic: "culture",
      tags: ["기록"],
      thumb: null,
      agreePolicy: true,
    },
  });
  if (!res.ok()) throw new Error(`publish failed: ${res.status()}`);
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

describe("download my data", () => {
  it("desktop: asks, follows the progress, downloads the zip with the post as Markdown", async () => {
    const page = await member.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.locator(".export-section");
    await section.getByRole("heading", { name: "내 데이터 내려받기" }).waitFor();
    await section.getByRole("button", { name: "내 데이터 준비하기" }).click();
    const link = section.getByRole("link", { name: "zip 내려받기" });
    await link.waitFor({ timeout: 45_000 });
    expect(await section.innerText()).toMatch(/글 1개, .+까지 내려받을 수 있어요\./);
    await shot(page, "export-desktop-ready");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const file = await download.path();
    const files = unzipSync(new Uint8Array(fs.readFileSync(file!)));
    const markdown = Object.entries(files).find(([name]) => name.endsWith("/index.md"));
    expect(markdown).toBeTruthy();
    expect(strFromU8(markdown![1])).toContain('title: "가져갈 수 있는 글"');
    expect(strFromU8(markdown![1])).toContain("## 겨울 기록\n\n내 글은 **내 것**이다.");
    // Another request starts a new one.
    expect(await section.getByRole("button", { name: "새로 준비하기" }).count()).toBe(1);
    await page.close();
  });

  it("phone in English: the section on /m/mypage/account", async () => {
    const phone = await phoneContext(browser);
    await phone.addCookies([
      ...(await member.cookies(baseUrl)).filter((c) => c.name === "nt_session"),
      { name: "nt_lang", value: "en", url: baseUrl },
    ]);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m/mypage/account`);
    const section = page.locator(".export-section");
    await section.getByRole("heading", { name: "Download my data" }).waitFor();
    await section.getByRole("link", { name: "Download the zip" }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, "export-phone-en", false);
    await phone.close();
  });
});
