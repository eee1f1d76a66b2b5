// The interface language: a Korean browser gets Korean pages, an English one English pages; the
// footer's switch changes the whole site (and remembers it) on desktop and phone, and switches
// back. The chrome — header, footer, menus, the tab bar — has no Korean left in English, except
// the switch's own 한국어 (each language is named in itself). Member content stays as written.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { DESKTOP_UA, IPHONE_UA, launch, shot } from "./browser";
import { koreanIn } from "./korean";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function context(locale: string, phone: boolean): Promise<BrowserContext> {
  return phone
    ? browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE_UA, locale })
    : browser.newContext({ viewport: { width: 1200, height: 900 }, userAgent: DESKTOP_UA, locale });
}

describe("interface language", () => {
  it("desktop: the browser's language first, then the footer switch, kept across pages and back", async () => {
    const english = await context("en-US", false);
    const page = await english.newPage();
    await page.goto(`${baseUrl}/`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "New", exact: true }).waitFor();
    expect(await koreanIn(page, "header.site-header, footer.site-footer, .skip-link")).toEqual([]);
    await shot(page, "language-desktop-en");

    // Switch to Korean in the footer: the page comes back in Korean and the choice stays.
    await page.locator("footer.site-footer").getByRole("button", { name: "한국어" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "최신", exact: true }).waitFor();
    await page.goto(`${baseUrl}/new`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ko");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ko");

    // And to English again.
    await page.locator("footer.site-footer").getByRole("button", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.locator("footer.site-footer").getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");
    expect(await koreanIn(page, "header.site-header, footer.site-footer")).toEqual([]);
    await english.close();

    const korean = await context("ko-KR", false);
    const koPage = await korean.newPage();
    await koPage.goto(`${baseUrl}/`);
    expect(await koPage.locator("html").getAttribute("lang")).toBe("ko");
    await koPage.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "큐레이션", exact: true }).waitFor();
    await korean.close();
  });

  it("phone: English chrome with the menu and tab bar, switched from the phone footer and back", async () => {
    const phone = await context("ko-KR", true);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m`);
    expect(await page.locator("html").getAttribute("lang")).toBe("ko");
    await page.locator("footer.m-footer").getByRole("button", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await page.getByRole("navigation", { name: "Bottom menu" }).waitFor();
    expect(await koreanIn(page, "header.m-header, nav.m-tabbar, footer.m-footer")).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await menu.getByRole("link", { name: "FAQ" }).waitFor();
    expect(await koreanIn(page, ".m-menu")).toEqual([]);
    await shot(page, "language-phone-en-menu", false);
    await page.getByRole("button", { name: "Close menu" }).click();

    // The choice holds on the next page, then Korean again.
    await page.goto(`${baseUrl}/m/new`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.locator("footer.m-footer").getByRole("button", { name: "한국어" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "ko");
    await page.getByRole("navigation", { name: "하단 메뉴" }).waitFor();
    await phone.close();
  });
});
