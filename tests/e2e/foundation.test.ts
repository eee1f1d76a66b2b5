// Journeys of the foundation: home lists posts, a post opens server-rendered with its SEO
// tags, pagination, the redirect rules, the 404 page, search validation, the write flow
// for visitors, the theme switch — on desktop (1200 px) and on a phone under /m.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DESKTOP_UA, GOOGLEBOT_MOBILE_UA, IPHONE_UA, desktopContext, launch, phoneContext, shot } from "./browser";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type ListedPost = { permaLink: string; subject: string; isDemo: boolean };

async function newestPosts(pageNo: number): Promise<ListedPost[]> {
  const res = await fetch(`${baseUrl}/api/board/newBoards?page=${pageNo}&size=16`);
  return ((await res.json()) as { data: { items: ListedPost[] } }).data.items;
}

/** The newest demo post, wherever other journeys' posts have pushed it. */
async function findDemoPost(): Promise<ListedPost> {
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const list = await newestPosts(pageNo);
    const demo = list.find((post) => post.isDemo);
    if (demo) return demo;
    if (list.length === 0) break;
  }
  throw new Error("no demo post on this app");
}

describe("desktop (1200 px)", () => {
  it("home lists the newest posts and a post opens with its SEO tags", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/`);
    expect(res?.status()).toBe(200);
    // The newest section lists 12. Other journeys publish on this shared app too, so the post
    // opened below is a demo post found through the API (long enough for a description).
    const newest = page.locator('section[aria-labelledby="home-newest"]');
    expect(await newest.locator(".post-card").count()).toBe(12);
    // Popular writers (getAllRank): up to eight, each leading to the member's dashboard.
    const writers = page.locator(".writer-ranking-item");
    expect(await writers.count()).toBeGreaterThan(0);
    expect(await writers.count()).toBeLessThanOrEqual(8);
    expect(await writers.first().getAttribute("href")).toMatch(/^\/other\/[^/]+\/dashboard$/);
    expect(await writers.first().locator(".writer-rank").innerText()).toBe("1");
    expect(await page.locator("footer.site-footer").evaluate((el) => getComputedStyle(el).minHeight)).toBe("372px");
    expect(await page.locator("footer.site-footer").innerText()).toContain(`© ${new Date().getFullYear()}`);
    // The Korean footer speaks Korean: its contact toggle is 문의하기, not "Contact us".
    expect(await page.locator("footer.site-footer").innerText()).not.toContain("Contact us");
    await page
      .locator("footer.site-footer")
      .getByRole("button", { name: /문의하기/ })
      .waitFor();
    expect(await page.locator("a.skip-link").getAttribute("href")).toBe("#main-content");
    await shot(page, "desktop-home");

    // A card opens its post.
    const newestTitle = (await newest.locator(".post-card .post-card-title").first().innerText()).trim();
    await newest.locator(".post-card").first().click();
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/);
    expect((await page.locator("article h1").innerText()).trim()).toBe(newestTitle);

    const demo = await findDemoPost();
    await page.goto(`${baseUrl}/d/${demo.permaLink}`);
    const firstTitle = demo.subject;
    expect((await page.locator("article h1").innerText()).trim()).toBe(firstTitle);
    expect(await page.title()).toBe(`${firstTitle} | 나눔터`);
    const permalink = new URL(page.url()).pathname.split("/").pop();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}/d/${permalink}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toBe(firstTitle);
    expect((await page.locator('meta[name="description"]').getAttribute("content"))?.length).toBeGreaterThan(20);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    // The view is counted after hydration.
    await expect.poll(async () => (await page.locator(".article-stats").innerText()).includes("조회")).toBe(true);
    await shot(page, "desktop-post");
    await context.close();
  });

  it("a post is server-rendered: the HTML carries the article before any script runs", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_UA, locale: "ko-KR" });
    const page = await context.newPage();
    const demo = await findDemoPost();
    const res = await page.goto(`${baseUrl}/d/${demo.permaLink}`);
    expect(res?.status()).toBe(200);
    expect(await page.locator("article .article-body h2").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("/new pages through all posts with 32 px circles", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new`);
    expect(await page.locator(".post-card").count()).toBe(16);
    // Other journeys may have published on this shared app: page 2 holds whatever follows the first 16.
    const total = (
      (await (await page.request.get(`${baseUrl}/api/board/newBoards?page=1&size=16`)).json()) as { data: { totalCount: number } }
    ).data.totalCount;
    const current = page.locator('.pagination [aria-current="page"]');
    expect(await current.innerText()).toBe("1");
    const size = await current.evaluate((el) => [
      getComputedStyle(el).width,
      getComputedStyle(el).height,
      getComputedStyle(el).borderRadius,
    ]);
    expect(size).toEqual(["32px", "32px", "50%"]);
    await page.getByRole("link", { name: "2 페이지" }).click();
    await page.waitForURL(/\/new\?page=2$/);
    await expect.poll(() => page.locator(".post-card").count()).toBe(Math.min(16, total - 16));
    await shot(page, "desktop-new-page2");
    const beyond = await page.goto(`${baseUrl}/new?page=99`);
    expect(beyond?.status()).toBe(404);
    await context.close();
  });

  it("an unknown path is the 404 page with a link home", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/this/does/not/exist?x=1`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").innerText()).toBe("This page could not be found");
    await shot(page, "desktop-404");
    await page.getByRole("link", { name: "홈으로 가기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const missingPost = await page.goto(`${baseUrl}/d/zzzzzzzzz`);
    expect(missingPost?.status()).toBe(404);
    await context.close();
  });

  it("header search validates with the product pages messages and goes to the search route", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "검색 열기" }).click();
    const input = page.locator("#header-search-term");
    await input.press("Enter");
    expect(await page.getByRole("alert").innerText()).toBe("검색어를 입력해 주세요.");
    await input.fill("가");
    await input.press("Enter");
    expect(await page.getByRole("alert").innerText()).toBe("검색어를 2글자이상 입력해 주세요.");
    await page.locator("#header-search-type").selectOption("tags");
    await input.fill("연말정산");
    await shot(page, "desktop-search-open", false);
    await input.press("Enter");
    await page.waitForURL(/\/search\//);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe("/search/연말정산/tags");
    await context.close();
  });

  it("the write button tells a visitor to sign in, then goes to /login", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("button", { name: "글쓰기" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.innerText()).toContain("해당 서비스는 로그인 이후, 이용가능합니다.");
    expect(await dialog.evaluate((el) => getComputedStyle(el).width)).toBe("328px");
    await shot(page, "desktop-write-visitor", false);
    await dialog.getByRole("button", { name: "확인" }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await context.close();
  });

  it("howl pages use the ndolpin theme, others the default", async () => {
    // The night sea is ndolpin's dark scheme (its light one: tests/e2e/dark-mode.test.ts).
    const context = await desktopContext(browser, { colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/howl/question`);
    expect(await page.locator("html").getAttribute("data-theme")).toBe("ndolpin");
    expect(await page.locator("body").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(14, 23, 38)");
    await shot(page, "desktop-howl-shell");
    await page.goto(`${baseUrl}/faq`);
    expect(await page.locator("html").getAttribute("data-theme")).toBe("default");
    expect(await page.locator("h1").innerText()).toBe("자주 묻는 질문");
    await context.close();
  });
});

describe("redirect rules", () => {
  const fetchNoFollow = (path: string, ua: string) => fetch(`${baseUrl}${path}`, { redirect: "manual", headers: { "user-agent": ua } });

  it("a phone goes to /m with the query kept", async () => {
    const res = await fetchNoFollow("/new?page=2", IPHONE_UA);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/m/new?page=2");
    expect((await fetchNoFollow("/", IPHONE_UA)).headers.get("location")).toBe("/m");
  });

  it("except /oauth and Google's mobile crawler", async () => {
    expect((await fetchNoFollow("/oauth?sns_type=G", IPHONE_UA)).status).toBe(200);
    expect((await fetchNoFollow("/new", GOOGLEBOT_MOBILE_UA)).status).toBe(200);
  });

  it("a desktop browser on /m goes to the path without the prefix, query kept", async () => {
    const res = await fetchNoFollow("/m/new?page=2", DESKTOP_UA);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/new?page=2");
    expect((await fetchNoFollow("/m", DESKTOP_UA)).headers.get("location")).toBe("/");
  });

  it("in a real phone browser the redirect lands on the mobile page", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/new?page=2`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/m/new?page=2");
    await context.close();
  });
});

describe("phone (390 px, /m)", () => {
  it("home lists posts, the tab bar and the collapsible footer are there", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/m`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('section[aria-labelledby="home-newest"] .m-card').count()).toBe(12);
    // Popular writers scroll sideways and lead to the member's /m page.
    expect(await page.locator(".writer-ranking-item").first().getAttribute("href")).toMatch(/^\/m\/other\/[^/]+$/);
    const tabbar = page.locator("nav.m-tabbar");
    expect(await tabbar.innerText()).toMatch(/홈[\s\S]*글쓰기[\s\S]*알림[\s\S]*마이/);
    expect(await page.locator(".m-footer details[open] summary").innerText()).toBe("서비스");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "phone-home", false);
    await shot(page, "phone-home-full");
    // The header search hides after scrolling 6 px.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.locator("form.m-search").getAttribute("class")).toContain("hidden");
    await context.close();
  });

  it("a post opens under /m/d with the detail bar", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/new`);
    const card = page.locator(".m-card").first();
    const title = (await card.locator(".m-card-title").innerText()).trim();
    await card.click();
    await page.waitForURL(/\/m\/d\/[0-9a-z]{9}$/);
    expect((await page.locator(".m-detail-bar .subject").innerText()).trim()).toBe(title);
    expect((await page.locator("article h1").innerText()).trim()).toBe(title);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^${baseUrl}/d/[0-9a-z]{9}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "phone-post", false);
    await context.close();
  });

  it("the write tab suggests signing in", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m`);
    await page.locator("nav.m-tabbar").getByRole("button", { name: "글쓰기" }).click();
    const dialog = page.locator("#modalSuggestUpload");
    // The prompt's code loads on the first tap: the dialog opens a moment after it.
    await dialog.waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await shot(page, "phone-write-visitor", false);
    await dialog.getByRole("button", { name: "로그인하기" }).click();
    await page.waitForURL(`${baseUrl}/m/login`);
    await context.close();
  });

  it("an unknown /m path is the 404 page", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/m/nothing-here`);
    expect(res?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("This page could not be found");
    expect(await page.getByRole("link", { name: "홈으로 가기" }).getAttribute("href")).toBe("/m");
    await shot(page, "phone-404", false);
    await context.close();
  });
});
