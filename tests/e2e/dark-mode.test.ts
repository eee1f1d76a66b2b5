// Journeys of light and dark (docs/product/site.md, themes): the page follows the system's
// scheme with no flash of the wrong one before the app's code runs, the switch beside the
// language switch fixes 라이트/다크 across reloads and pages (desktop Korean, phone English),
// the ndolpin theme of 하울 pages in both, and axe's colour-contrast rule on the main pages in both.
import fs from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { desktopContext, gotoBeforeLive, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The page colours of each palette (tokens.css), as getComputedStyle writes them.
const PAGE = {
  light: "rgb(249, 250, 251)",
  dark: "rgb(18, 20, 24)",
  ndolpinLight: "rgb(242, 248, 252)",
  ndolpinDark: "rgb(14, 23, 38)",
};

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const htmlScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
const isLive = (page: Page) => page.evaluate(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true);

/** Holds the page's modules back (as a slow connection would) until `release()`. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The route stays: once released it lets every module through (a later hold adds its own).
  return async () => release();
}

/** The page as first drawn: right after DOMContentLoaded, before any of the app's modules ran. */
async function firstPaint(page: Page, url: string): Promise<{ background: string; scheme: string }> {
  const release = await holdScripts(page);
  await gotoBeforeLive(page, url);
  await page.waitForLoadState("domcontentloaded");
  expect(await isLive(page)).toBe(false);
  const drawn = { background: await bodyBackground(page), scheme: await htmlScheme(page) };
  await release();
  await page.waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true, undefined, { timeout: 45_000 });
  return drawn;
}

type ListedPost = { permaLink: string; isDemo: boolean };

async function demoPost(): Promise<ListedPost> {
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const res = await fetch(`${baseUrl}/api/board/newBoards?page=${pageNo}&size=16`);
    const list = ((await res.json()) as { data: { items: ListedPost[] } }).data.items;
    const demo = list.find((post) => post.isDemo);
    if (demo) return demo;
    if (list.length === 0) break;
  }
  throw new Error("no demo post on this app");
}

describe("the system's scheme, with no flash", () => {
  it("a dark system gets a dark page from the first paint, before any script of the app runs", async () => {
    const context = await desktopContext(browser, { colorScheme: "dark" });
    const page = await context.newPage();
    expect(await firstPaint(page, `${baseUrl}/`)).toEqual({ background: PAGE.dark, scheme: "dark" });
    expect(await bodyBackground(page)).toBe(PAGE.dark);
    await shot(page, "dark-desktop-home", false);
    await context.close();
  });

  it("a light system gets the light page", async () => {
    const context = await desktopContext(browser, { colorScheme: "light" });
    const page = await context.newPage();
    expect(await firstPaint(page, `${baseUrl}/`)).toEqual({ background: PAGE.light, scheme: "light" });
    await context.close();
  });
});

describe("the switch keeps the reader's choice", () => {
  it("desktop, Korean: 라이트 on a dark system stays light across reloads and pages; 시스템 follows the system again", async () => {
    const context = await desktopContext(browser, { colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const footerSwitch = page.locator("footer.site-footer").getByRole("group", { name: "화면 모드" });
    expect(await footerSwitch.getByRole("button").allInnerTexts()).toEqual(["시스템", "라이트", "다크"]);
    expect(await footerSwitch.getByRole("button", { name: "시스템" }).getAttribute("aria-pressed")).toBe("true");
    await footerSwitch.getByRole("button", { name: "라이트" }).click();
    await expect.poll(() => bodyBackground(page)).toBe(PAGE.light);
    expect(await footerSwitch.getByRole("button", { name: "라이트" }).getAttribute("aria-pressed")).toBe("true");
    await shot(page, "dark-desktop-switched-light", false);

    // Reloaded, the first paint is already light: the head script marks <html> before it.
    expect(await firstPaint(page, `${baseUrl}/`)).toEqual({ background: PAGE.light, scheme: "light" });
    expect(await page.locator("html").getAttribute("data-scheme")).toBe("light");
    expect(await footerSwitch.getByRole("button", { name: "라이트" }).getAttribute("aria-pressed")).toBe("true");
    // Another page, the same choice.
    expect(await firstPaint(page, `${baseUrl}/faq`)).toEqual({ background: PAGE.light, scheme: "light" });

    await footerSwitch.getByRole("button", { name: "다크" }).click();
    await expect.poll(() => bodyBackground(page)).toBe(PAGE.dark);
    await footerSwitch.getByRole("button", { name: "시스템" }).click();
    await expect.poll(() => page.locator("html").getAttribute("data-scheme")).toBeNull();
    expect(await bodyBackground(page)).toBe(PAGE.dark);
    await context.close();
  });

  it("phone, English: Light on a dark system stays light across reloads and pages", async () => {
    const context = await phoneContext(browser, { colorScheme: "dark", locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m`);
    expect(await bodyBackground(page)).toBe(PAGE.dark);
    await shot(page, "dark-phone-home-en", false);
    const footerSwitch = page.locator("footer.m-footer").getByRole("group", { name: "Appearance" });
    expect(await footerSwitch.getByRole("button").allInnerTexts()).toEqual(["System", "Light", "Dark"]);
    await footerSwitch.scrollIntoViewIfNeeded();
    await shot(page, "dark-phone-footer-en", false);
    await footerSwitch.getByRole("button", { name: "Light" }).tap();
    await expect.poll(() => bodyBackground(page)).toBe(PAGE.light);
    await expect.poll(() => footerSwitch.getByRole("button", { name: "Light" }).getAttribute("aria-pressed")).toBe("true");
    expect(await firstPaint(page, `${baseUrl}/m`)).toEqual({ background: PAGE.light, scheme: "light" });
    expect(await firstPaint(page, `${baseUrl}/m/faq`)).toEqual({ background: PAGE.light, scheme: "light" });
    await shot(page, "light-phone-faq-en", false);
    await context.close();
  });
});

describe("a member in dark", () => {
  it("my page offers the switch beside the language switch; the editor and my page read in dark, desktop and phone", async () => {
    const context = await desktopContext(browser, { colorScheme: "dark" });
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const accountSwitch = page.locator(".settings-language").getByRole("group", { name: "화면 모드" });
    expect(await accountSwitch.getByRole("button").allInnerTexts()).toEqual(["시스템", "라이트", "다크"]);
    expect(await bodyBackground(page)).toBe(PAGE.dark);
    await shot(page, "dark-desktop-mypage-account");
    await page.goto(`${baseUrl}/upload`);
    await page.locator(".ProseMirror, [contenteditable=true]").first().waitFor();
    await shot(page, "dark-desktop-editor", false);
    await context.close();
    const phoneSide = await phoneContext(browser, { colorScheme: "dark" });
    await signUpMember(phoneSide);
    const phone = await phoneSide.newPage();
    await phone.goto(`${baseUrl}/m/mypage`);
    expect(await phone.locator(".hub-language").getByRole("group", { name: "화면 모드" }).count()).toBe(1);
    await shot(phone, "dark-phone-mypage-hub");
    await phoneSide.close();
  });
});

describe("the ndolpin theme of 하울 pages", () => {
  it("is the night sea in dark and its day in light", async () => {
    for (const [scheme, background] of [
      ["dark", PAGE.ndolpinDark],
      ["light", PAGE.ndolpinLight],
    ] as const) {
      const context = await desktopContext(browser, { colorScheme: scheme });
      const page = await context.newPage();
      expect(await firstPaint(page, `${baseUrl}/howl/question`)).toEqual({ background, scheme });
      expect(await page.locator("html").getAttribute("data-theme")).toBe("ndolpin");
      await shot(page, `${scheme}-desktop-howl`);
      await context.close();
    }
    const phone = await phoneContext(browser, { colorScheme: "dark" });
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m/howl/question`);
    expect(await bodyBackground(page)).toBe(PAGE.ndolpinDark);
    await shot(page, "dark-phone-howl", false);
    await phone.close();
  });
});

describe("colour contrast (axe) in both schemes", () => {
  // axe-core from the registry, put into the page by the test only: the pages' CSP allows no
  // script of ours, so this context alone bypasses it.
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

  async function contrastViolations(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: axeSource });
    return page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              c: unknown,
              o: unknown,
            ) => Promise<{ passes: unknown[]; violations: { nodes: { target: unknown; failureSummary?: string }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] } });
      if (result.passes.length === 0) return ["axe checked nothing"];
      return result.violations.flatMap((v) => v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary ?? ""}`));
    });
  }

  for (const scheme of ["light", "dark"] as const) {
    it(`home, a post, search and sign-in, desktop and phone: no contrast failure in ${scheme}`, async () => {
      const post = await demoPost();
      const pages = [
        ["home", "/"],
        ["post", `/d/${post.permaLink}`],
        ["search", `/search/${encodeURIComponent("지식")}`],
        ["login", "/login"],
      ] as const;
      const failures: Record<string, string[]> = {};
      for (const [face, makeContext] of [
        ["desktop", desktopContext],
        ["phone", phoneContext],
      ] as const) {
        const context = await makeContext(browser, { colorScheme: scheme, bypassCSP: true });
        const page = await context.newPage();
        for (const [name, path] of pages) {
          await page.goto(`${baseUrl}${face === "phone" ? `/m${path === "/" ? "" : path}` : path}`);
          await shot(page, `${scheme}-${face}-${name}`, face === "desktop");
          const found = await contrastViolations(page);
          if (found.length) failures[`${face} ${name}`] = found;
        }
        await context.close();
      }
      expect(failures).toEqual({});
    }, 240_000);
  }
});
