// Exhibits in the browser: an operator builds an exhibit on /admin/exhibits (address, title,
// categories, state; posts added by number and by address, moved, removed) and readers see it on
// /exhibit/<slug> with its banner, introduction and category filter, on desktop (1200 px) and on
// the phone (/m); the demo ChatGPT and Christmas exhibits are there from the first start.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { startOperatorsApp, type OperatorsApp } from "./site-operators";

let app: OperatorsApp;
let browser: Browser;
let operator: BrowserContext;
let member: BrowserContext;
const slug = `spring-${Date.now().toString(36)}`;

beforeAll(async () => {
  app = await startOperatorsApp("exhibits", true);
  browser = await launch();
  operator = await desktopContext(browser);
  member = await desktopContext(browser);
  const mod = await app.signUp(operator, "exo");
  await app.signUp(member, "exm");
  await app.grantModerator(mod.email, operator);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

type Card = { boardNo: number; permaLink: string; subject: string };

describe("exhibits", () => {
  it("desktop: an operator builds an exhibit; a reader filters it by category", async () => {
    const posts = (await app.api<{ items: Card[] }>(member, "GET", "/api/board/newBoards?size=3")).items;
    expect(posts.length).toBe(3);
    const page = await operator.newPage();
    await page.goto(`${app.baseUrl}/admin/exhibits?new`);
    await page.fill("#exhibit-slug", slug);
    await page.fill("#exhibit-title", "봄 산책 기획전");
    await page.fill("#exhibit-intro", "봄에 읽기 좋은 글을 모았어요.");
    await page.fill("#exhibit-categories", "산책, 요리");
    await page.selectOption("#exhibit-state", "open");
    await page.getByRole("button", { name: "저장" }).click();
    await page.waitForURL((url) => url.searchParams.has("id"));
    await expect.poll(() => page.locator("#exhibit-posts-title").innerText()).toContain("담긴 게시물");

    // A banner image into the file store, then saved with the exhibit.
    const banner = await sharp({ create: { width: 1200, height: 300, channels: 3, background: { r: 120, g: 190, b: 140 } } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: banner });
    await expect.poll(() => page.locator("#exhibit-banner-image").inputValue()).toMatch(/^\/files\//);
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await expect.poll(() => page.locator(".operator-image-preview").count()).toBe(1);

    // By number, then by address, into two categories.
    await page.fill("#exhibit-post", String(posts[0]!.boardNo));
    await page.getByRole("button", { name: "담기" }).click();
    await expect.poll(() => page.locator(".admin-post-list li").count()).toBe(1);
    await page.fill("#exhibit-post", `${app.baseUrl}/d/${posts[1]!.permaLink}`);
    await page.selectOption("#exhibit-post-category", "요리");
    await page.getByRole("button", { name: "담기" }).click();
    await expect.poll(() => page.locator(".admin-post-list li").count()).toBe(2);
    await page.fill("#exhibit-post", String(posts[2]!.boardNo));
    await page.getByRole("button", { name: "담기" }).click();
    await expect.poll(() => page.locator(".admin-post-list li").count()).toBe(3);
    // The same post twice is refused.
    await page.fill("#exhibit-post", String(posts[2]!.boardNo));
    await page.getByRole("button", { name: "담기" }).click();
    await expect.poll(() => page.locator(".form-alert").first().innerText()).toContain("이미 담긴 게시물입니다.");
    // Move the second post up, take the third out.
    await page.locator(".admin-post-list li").nth(1).getByRole("button", { name: "위로" }).click();
    await expect.poll(() => page.locator(".admin-post-list li").first().getAttribute("data-board-no")).toBe(String(posts[1]!.boardNo));
    await page.locator(".admin-post-list li").nth(2).getByRole("button", { name: "빼기" }).click();
    await expect.poll(() => page.locator(".admin-post-list li").count()).toBe(2);
    expect(await page.locator(".admin-back a").getAttribute("href")).toBe("/admin");
    await shot(page, "exhibits-desktop-admin");

    const reader = await member.newPage();
    await reader.goto(`${app.baseUrl}/exhibit/${slug}`);
    expect(await reader.locator("h1").innerText()).toBe("봄 산책 기획전");
    expect(await reader.locator(".exhibit-banner p").first().innerText()).toBe("봄에 읽기 좋은 글을 모았어요.");
    expect(await reader.locator(".exhibit-banner-image").getAttribute("src")).toMatch(/^\/files\//);
    expect(await reader.locator(".exhibit-banner-image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await reader.locator(".exhibit-categories .tag-chip").allInnerTexts()).toEqual(["전체", "산책", "요리"]);
    const subjects = await reader.locator(".post-card").count();
    expect(subjects).toBe(2);
    expect(await reader.locator(".post-card").first().innerText()).toContain(posts[1]!.subject);
    await reader.locator(".exhibit-categories .tag-chip", { hasText: "산책" }).click();
    await reader.waitForURL((url) => url.searchParams.get("category") === "산책");
    await expect.poll(() => reader.locator(".post-card").count()).toBe(1);
    expect(await reader.locator(".post-card").first().innerText()).toContain(posts[0]!.subject);
    await shot(reader, "exhibits-desktop-reader");

    // Members who are not operators may not open the operators' page.
    const refused = await member.request.get(`${app.baseUrl}/api/admin/exhibits`);
    expect(refused.status()).toBe(403);
    // An unknown exhibit is a missing page.
    expect((await member.request.get(`${app.baseUrl}/exhibit/no-such-exhibit`)).status()).toBe(404);
  });

  it("desktop: the demo ChatGPT and Christmas exhibits", async () => {
    const page = await member.newPage();
    await page.goto(`${app.baseUrl}/exhibit/chatgpt`);
    expect(await page.locator("h1").innerText()).toBe("ChatGPT 기획전");
    expect(await page.locator(".exhibit-categories .tag-chip").allInnerTexts()).toEqual(["전체", "업무", "공부", "개발"]);
    expect(await page.locator(".post-card").count()).toBe(6);
    await shot(page, "exhibits-desktop-chatgpt");
    await page.goto(`${app.baseUrl}/exhibit/christmas`);
    expect(await page.locator("h1").innerText()).toBe("크리스마스 기획전");
    expect(await page.locator(".post-card").first().innerText()).toContain("크리스마스 홈파티");
    await shot(page, "exhibits-desktop-christmas");
  });

  it("phone: the exhibit and its filter on /m", async () => {
    const phone = await phoneContext(browser);
    const page = await phone.newPage();
    await page.goto(`${app.baseUrl}/m/exhibit/${slug}`);
    expect(await page.locator("h1").innerText()).toBe("봄 산책 기획전");
    expect(await page.locator(".m-card").count()).toBe(2);
    await page.locator(".exhibit-categories .tag-chip", { hasText: "요리" }).click();
    await page.waitForURL((url) => url.pathname === `/m/exhibit/${slug}` && url.searchParams.get("category") === "요리");
    await expect.poll(() => page.locator(".m-card").count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "exhibits-phone-reader");
    await page.goto(`${app.baseUrl}/m/exhibit/christmas`);
    expect(await page.locator("h1").innerText()).toBe("크리스마스 기획전");
    await shot(page, "exhibits-phone-christmas");
    await phone.close();
  });
});
