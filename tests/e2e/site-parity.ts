// The site-parity walk, shared by its desktop and phone journeys (two files, so the two faces run
// side by side). Site parity (docs/product/site.md §15) and accessibility
// (docs/product/accessibility.md): every
// route of the route table, on desktop (1200 px, in Korean, light) and under /m on a phone (in
// English, dark),
// with its parameters filled from the demo content, loads — never a 404 —, none says the feature
// is not ready, and axe-core's WCAG 2.2 A and AA rules find nothing on it. Guarded pages are loaded
// by a signed-in member, the others by a visitor, and the shared pages whose member view differs
// (header, reactions, vote state) by both. Every internal link of the desktop header, footer and
// profile modal, and of the phone menu and footer, leads to a page that exists.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { MSG } from "../../core/messages";
import { NFT_MSG } from "../../core/nft";
import { lastingAxeFindings } from "./axe";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { demoRouteParams, routeTargets, type RouteParams } from "./route-targets";

/**
 * Routes about one item of the member's own (an NFT they hold): a member without one gets the
 * route's own "not found" answer, which is the page working, not a missing page.
 */
const OWN_NOT_FOUND: Record<string, { ko: string; en: string }> = { "mypage-wallet-nft-detail": NFT_MSG.notFound };

/** Shared pages a member sees with more on them than a visitor: checked as both. */
const MEMBER_TOO = new Set([
  "home",
  "post",
  "search",
  "tag",
  "home-new",
  "home-curation",
  "other",
  "other-otherpost",
  "event",
  "howl",
  "faq",
]);

type Language = "ko" | "en";
export const baseUrl = inject("baseUrl");
let browser: Browser;
let params: RouteParams;

/** The browser and the demo content's route parameters, for the file that calls it. */
export function walksTheRouteTable(): void {
  beforeAll(async () => {
    browser = await launch();
    params = await demoRouteParams(browser, baseUrl);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A context in the given language, allowed to run axe (the pages' CSP admits only our scripts).
 * Phones read in the dark scheme, so axe judges the colours of both schemes on every route.
 */
export async function contextIn(face: "desktop" | "phone", language: Language): Promise<BrowserContext> {
  const make = face === "desktop" ? desktopContext : phoneContext;
  const colorScheme = face === "desktop" ? "light" : "dark";
  const context = await make(browser, { bypassCSP: true, colorScheme, locale: language === "en" ? "en-US" : "ko-KR" });
  await context.addCookies([{ name: "nt_lang", value: language, url: baseUrl }]);
  return context;
}

/** Until the page's code runs and the reader's state has filled in (what axe should see). */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true, undefined, { timeout: 30_000 })
    .catch(() => undefined);
  await page
    .locator('html[data-viewer="member"], html[data-viewer="visitor"]')
    .waitFor({ state: "attached", timeout: 10_000 })
    .catch(() => undefined);
}

export async function walk(visitor: Page, member: Page, face: "desktop" | "phone", language: Language): Promise<string[]> {
  const problems: string[] = [];
  for (const target of routeTargets(face, params)) {
    const readers = target.guarded ? [member] : MEMBER_TOO.has(target.id) ? [visitor, member] : [visitor];
    for (const page of readers) {
      const who = page === member ? "member" : "visitor";
      const res = await page.goto(`${baseUrl}${target.url}`, { waitUntil: "load" });
      const status = res?.status() ?? 0;
      await settled(page);
      const text = (await page.locator("body").textContent()) ?? "";
      const ownAnswer = OWN_NOT_FOUND[target.id];
      if (status === 404 && !(ownAnswer && text.includes(ownAnswer[language]))) problems.push(`${target.url}: 404`);
      if (text.includes(MSG.notReady[language])) problems.push(`${target.url}: ${MSG.notReady[language]}`);
      if (page === readers[0]) await shot(page, `site-parity-${face}-${target.id}`, false);
      for (const finding of await lastingAxeFindings(page))
        problems.push(`${target.url} (${who}): ${finding.rule} ${finding.target} ${finding.summary}`);
    }
  }
  return problems;
}

/** Internal links inside the given parts of the page. */
export async function internalLinks(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} a[href^='/']`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "").filter((h) => h && !h.startsWith("//")));
}

export async function deadLinks(context: BrowserContext, hrefs: string[]): Promise<string[]> {
  const dead: string[] = [];
  for (const href of [...new Set(hrefs)]) {
    const res = await context.request.get(`${baseUrl}${href.split("#")[0]}`, { maxRedirects: 5 });
    if (res.status() === 404) dead.push(href);
  }
  return dead;
}
