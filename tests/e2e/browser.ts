// Browser helpers: Debian's Chromium driven by playwright-core (no downloaded browsers),
// desktop at 1200 px and a phone, screenshots into tests/e2e/.out/ (ignored by git).
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";

export const OUT_DIR = path.resolve(import.meta.dirname, ".out");
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
export const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT_MOBILE_UA =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/** `extra`: further context options (a colour scheme, a locale). */
export async function desktopContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return waitsForLivePages(
    await browser.newContext({ viewport: { width: 1200, height: 900 }, userAgent: DESKTOP_UA, locale: "ko-KR", ...extra }),
  );
}

export async function phoneContext(browser: Browser, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  return waitsForLivePages(
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
      locale: "ko-KR",
      ...extra,
    }),
  );
}

/**
 * `page.goto` and `page.reload` of the context's pages return once the app's page is live
 * (hydrated), as a person would wait for it: on a busy machine a form filled and sent before that
 * is sent by the browser itself (a plain GET of the same address) and the journey waits for a page
 * that never comes, and a tap before then is not kept. Pages that are not the app's (a provider's
 * sign-in form, a file) return at once.
 */
function waitsForLivePages(context: BrowserContext): BrowserContext {
  context.on("page", (page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    gotoAsLoaded.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await pageLive(page, url);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await pageLive(page, page.url());
      return response;
    };
  });
  return context;
}

async function pageLive(page: Page, url: string): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __reactRouterContext?: unknown; __ntLive?: boolean };
        return w.__reactRouterContext === undefined || w.__ntLive === true;
      },
      undefined,
      { timeout: 30_000 },
    )
    // Said, so a journey that waits here for nothing shows up in the log.
    .catch(() => console.warn(`page not live after 30 s: ${url}`));
}

const gotoAsLoaded = new WeakMap<Page, Page["goto"]>();

/** `page.goto` without waiting for the page to be live: for journeys about what happens before. */
export function gotoBeforeLive(page: Page, url: string): ReturnType<Page["goto"]> {
  // Once the HTML is arriving: the page's scripts may be held back on purpose.
  return (gotoAsLoaded.get(page) ?? page.goto.bind(page))(url, { waitUntil: "commit" });
}

/**
 * Waits until a shared page knows its reader is a member (their state call answered, decision
 * 0131). A condition rather than a poll's few seconds: on a busy machine that call can take
 * longer than any fixed wait, and a state call that failed shows here as "visitor" at once.
 */
export async function memberStateKnown(page: Page): Promise<void> {
  await page.locator('html[data-viewer="member"], html[data-viewer="visitor"]').waitFor({ state: "attached", timeout: 45_000 });
  const viewer = await page.locator("html").getAttribute("data-viewer");
  if (viewer === "member") return;
  // What the state calls answered (resource timing carries the status in Chromium): the clue
  // between a call that failed and one that answered "no member".
  const calls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/api/viewer/state"))
      .map((e) => `${(e as PerformanceResourceTiming).responseStatus} in ${Math.round(e.duration)} ms`),
  );
  throw new Error(`the page took its reader for a ${viewer}: the member's state calls answered ${calls.join(", ") || "nothing"}`);
}

/**
 * Until the page's finite animations (fades, slides) have finished, at most `limitMs`: endless
 * ones (spinners, shimmer) are not waited for.
 */
export async function animationsSettled(page: Page, limitMs: number): Promise<void> {
  await page
    .evaluate(
      (limit) =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((a) => a.effect?.getTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
          new Promise((r) => setTimeout(r, limit)),
        ]),
      limitMs,
    )
    .catch(() => undefined);
}

export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  // Let page transitions (fade, slide-left: 220 ms) finish so the picture shows the page at rest.
  // Waited for with pictures off too: a journey then moves on at the same moments.
  await animationsSettled(page, 1000);
  // CI keeps no pictures (E2E_SHOTS=off): a full-page picture costs the browser about 0.7 s of CPU.
  if (process.env.E2E_SHOTS === "off") return;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  // JPEG: a full page at 1200 px costs the browser about half the work of a PNG, and journeys
  // take some 190 pictures. CSS pixels: a phone page at 390 px instead of its 780 device pixels
  // halves the cost again and is still plain to read.
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.jpg`), fullPage, type: "jpeg", quality: 85, scale: "css" });
}
