// The rough edges a new member hit, on desktop (1200 px) and on a phone under /m: whole
// nicknames on post cards, a post found by its topic's name, and the document form that takes
// its title from the file and its tags as chips, like the editor.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktopContext, gotoBeforeLive, launch, phoneContext, shot } from "./browser";
import { hideUsageSurvey, signUpMember } from "./members";
import * as fx from "../support/document-fixtures";

const baseUrl = inject("baseUrl");
let browser: Browser;
let writer: BrowserContext;
const stamp = Date.now().toString(36).slice(-4);
// The longest nickname the rule allows: 12 bytes, Hangul counting 2.
const longName = `긴이름${stamp.replace(/[0-9]/g, "").slice(0, 3).padEnd(3, "호")}`.slice(0, 6);
const subject = `제주 동쪽 해안 3박 4일 코스 ${stamp}`;
// A tag of this post alone: its tag page lists it whatever other journeys publish meanwhile.
const ownTag = `제주코스${stamp}`;

beforeAll(async () => {
  browser = await launch();
  writer = await desktopContext(browser);
  await signUpMember(writer, { userName: longName });
  const res = await writer.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject,
      webEditorContent: "<p>첫날은 성산일출봉, 둘째 날은 우도에 갑니다.</p>",
      topic: "travel",
      tags: ["제주", ownTag],
      thumb: null,
      agreePolicy: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
});
afterAll(async () => {
  await writer?.close();
  await browser?.close();
});

describe("desktop (1200 px)", () => {
  it("post cards show the whole nickname", async () => {
    const page = await (await desktopContext(browser)).newPage();
    await page.goto(`${baseUrl}/tag/${encodeURIComponent(ownTag)}`);
    const card = page.locator(".post-card", { hasText: subject });
    const author = card.locator(".post-meta .author span").last();
    expect(await author.innerText()).toBe(longName);
    expect(await author.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "rough-edges-desktop-card-name", false);
    await page.context().close();
  });

  it("a search for a topic's name finds its posts, in Korean and in English", async () => {
    const page = await (await desktopContext(browser)).newPage();
    await page.goto(`${baseUrl}/search/${encodeURIComponent("여행")}/all`);
    await page.locator(".search-result", { hasText: subject }).waitFor();
    await shot(page, "rough-edges-desktop-topic-search", false);
    await page.goto(`${baseUrl}/search/travel/all`);
    await page.locator(".search-result", { hasText: subject }).waitFor();
    await page.context().close();
  });

  it("the document form takes the title from the file name and tags as chips", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/upload?type=updDocs`);
    await page
      .getByTestId("document-file-input")
      .setInputFiles({ name: "2024_경제_보고서(최종).pdf", mimeType: "application/pdf", buffer: fx.cidKoreanPdf() });
    await expect.poll(() => page.getByLabel("제목").inputValue()).toBe("2024 경제 보고서");
    await page.getByLabel("태그 입력").fill("경제, 금리");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#경제", "#금리"]);
    // The same rule as the editor: a duplicate is refused and stays in the input.
    await page.getByLabel("태그 입력").fill("경제,");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#경제", "#금리"]);
    await shot(page, "rough-edges-desktop-document-form");
    // A title the author typed is never replaced by the next file's name.
    await page.getByLabel("제목").fill("내가 정한 제목");
    await page
      .getByTestId("document-file-input")
      .setInputFiles({ name: "다른_파일.pdf", mimeType: "application/pdf", buffer: fx.cidKoreanPdf() });
    expect(await page.getByLabel("제목").inputValue()).toBe("내가 정한 제목");
    await context.close();
  });
});

describe("phone (/m)", () => {
  it("post cards show the whole nickname", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl}/m/tag/${encodeURIComponent(ownTag)}`);
    const card = page.locator(".m-card", { hasText: subject });
    const author = card.locator(".post-meta .author span").last();
    expect(await author.innerText()).toBe(longName);
    expect(await author.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await shot(page, "rough-edges-phone-card-name", false);
    await page.context().close();
  });

  it("a search for a topic's name finds its posts", async () => {
    const page = await (await phoneContext(browser)).newPage();
    await page.goto(`${baseUrl}/m/search/${encodeURIComponent("여행")}/all`);
    await page.locator(".search-result", { hasText: subject }).waitFor();
    await shot(page, "rough-edges-phone-topic-search", false);
    await page.context().close();
  });

  it("the document form takes the title from the file name and tags as chips", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/upload?type=updDocs`);
    await page
      .getByTestId("document-file-input")
      .setInputFiles({ name: "발표 자료 [v2].pdf", mimeType: "application/pdf", buffer: fx.cidKoreanPdf() });
    await expect.poll(() => page.getByLabel("제목").inputValue()).toBe("발표 자료");
    await page.getByLabel("태그 입력").fill("발표, 자료");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#발표", "#자료"]);
    await shot(page, "rough-edges-phone-document-form");
    await context.close();
  });
});

describe("signed-in devices", () => {
  it("desktop lists both devices and signs the phone out; the phone signs out everywhere", async () => {
    const desktop = await desktopContext(browser);
    const member = await signUpMember(desktop);
    const phone = await phoneContext(browser);
    await hideUsageSurvey(phone, member.userId);
    const signIn = () =>
      phone.request.post(`${baseUrl}/api/user/v2/signIn`, {
        headers: { origin: baseUrl },
        data: { userEmail: member.email, userPw: member.password },
      });
    expect((await signIn()).ok()).toBe(true);

    const page = await desktop.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.locator(".settings-card", { has: page.locator("#devices-section") });
    await expect.poll(() => section.locator(".device-item").count()).toBe(2);
    expect(await section.locator(".device-current").count()).toBe(1);
    expect(await section.locator(".device-item", { hasText: "이 기기" }).innerText()).toContain("Chrome");
    // The badge reads as its own word after the device's name.
    const named = await section.locator(".device-item strong", { hasText: "이 기기" }).innerText();
    expect(named.replace(/\s+/g, " ")).toMatch(/\S · 이 기기$/);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "devices-desktop-list", false);
    await section
      .locator(".device-item", { hasNotText: "이 기기" })
      .getByRole("button", { name: /로그아웃/ })
      .click();
    await expect.poll(() => section.locator(".device-item").count()).toBe(1);
    expect((await phone.request.get(`${baseUrl}/api/user/getUserBasicInfo`)).status()).toBe(401);

    expect((await signIn()).ok()).toBe(true);
    const mobile = await phone.newPage();
    await mobile.goto(`${baseUrl}/m/mypage/account`);
    const list = mobile.locator(".settings-card", { has: mobile.locator("#devices-section") });
    await expect.poll(() => list.locator(".device-item").count()).toBe(2);
    await list.scrollIntoViewIfNeeded();
    await shot(mobile, "devices-phone-list", false);
    await list.getByRole("button", { name: "모든 기기에서 로그아웃" }).click();
    await mobile.locator("#modalSignOutAll").getByRole("button", { name: "모두 로그아웃" }).click();
    await mobile.waitForURL(/\/m$|\/m\/?$|\/$/);
    expect((await desktop.request.get(`${baseUrl}/api/user/getUserBasicInfo`)).status()).toBe(401);
    expect((await phone.request.get(`${baseUrl}/api/user/getUserBasicInfo`)).status()).toBe(401);
    await desktop.close();
    await phone.close();
  });
});

describe("a tap before the page is live", () => {
  it("on a shared reading page, a button tapped before hydration acts once the page is live", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    // Hold the page's modules back, as a slow connection would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoBeforeLive(page, `${baseUrl}/m`);
    await page.getByRole("button", { name: "글쓰기" }).first().tap();
    expect(await page.evaluate(() => (window as unknown as { __ntLive?: boolean }).__ntLive ?? false)).toBe(false);
    release();
    // A visitor's tap on the write tab suggests signing in (the same as after hydration).
    await page.locator("#modalSuggestUpload, #modalSuggestMypage, [role=dialog]").first().waitFor();
    await shot(page, "early-tap-phone-write", false);
    await context.close();
  });
});

describe("a search typed before the page is live", () => {
  /** Holds the page's modules back until `release()`, as a slow connection would. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  /** Until React has taken over the field (its props are on the element). */
  async function fieldLive(page: Page, selector: string): Promise<void> {
    await page.waitForFunction(
      (s) => {
        const field = document.querySelector(s);
        return field !== null && Object.keys(field).some((key) => key.startsWith("__reactProps"));
      },
      selector,
      { timeout: 45_000 },
    );
  }

  it("phone header: the term and type chosen before its code came are the ones searched", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await gotoBeforeLive(page, `${baseUrl}/m`);
    await page.locator("#m-search-type").selectOption("subject");
    await page.locator("#m-search-term").fill("가계부");
    release();
    await fieldLive(page, "#m-search-term");
    await page.locator("#m-search-term").press("Enter");
    await page.waitForURL((url) => url.pathname === `/m/search/${encodeURIComponent("가계부")}/subject`);
    await context.close();
  });

  it("desktop search page: a new term and type typed before hydration are the ones searched", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const release = await holdScripts(page);
    await gotoBeforeLive(page, `${baseUrl}/search/${encodeURIComponent("가계부")}/all`);
    await page.locator("#search-page-type").selectOption("tags");
    await page.locator("#search-page-term").fill("적금");
    release();
    await fieldLive(page, "#search-page-term");
    await page.locator("#search-page-term").press("Enter");
    await page.waitForURL((url) => url.pathname === `/search/${encodeURIComponent("적금")}/tags`);
    await context.close();
  });
});
