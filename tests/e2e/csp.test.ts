// Every HTML page carries a Content-Security-Policy that allows its own inline scripts by hash
// and nothing else inline (decision 0133). The pages people use — home, a post, a document
// post, search, writing, account settings with push, and their phone versions — run without
// a single violation, while a script injected into the page is refused.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktopContext, launch, phoneContext } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Records every violation the page's policy reports, from the first script on. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener("securitypolicyviolation", (e) =>
      list.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

async function visit(page: Page, path: string, ready: string): Promise<string[]> {
  const violations = await watch(page);
  const res = await page.goto(`${baseUrl}${path}`);
  const policy = res!.headers()["content-security-policy"] ?? "";
  expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).toContain("base-uri 'none'");
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState("networkidle");
  return violations();
}

describe("content security policy", () => {
  it("desktop pages, a visitor and a member, run without violations", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    expect(await visit(page, "/", ".post-card")).toEqual([]);
    const post = await page.locator("a.post-card").first().getAttribute("href");
    expect(await visit(page, post!, "article")).toEqual([]);
    expect(await visit(page, `/search/${encodeURIComponent("경제")}/all`, "main")).toEqual([]);
    await signUpMember(context);
    expect(await visit(page, "/", ".post-card")).toEqual([]);
    expect(await visit(page, post!, "article")).toEqual([]);
    expect(await visit(page, "/upload", ".ProseMirror")).toEqual([]);
    expect(await visit(page, "/mypage/account", "#devices-section")).toEqual([]);
    await context.close();
  });

  it("phone pages run without violations", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    expect(await visit(page, "/m", ".m-card")).toEqual([]);
    const post = await page.locator("a.m-card").first().getAttribute("href");
    expect(await visit(page, post!, "article")).toEqual([]);
    await context.close();
  });

  it("a script injected into a page is refused", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const violations = await watch(page);
    await page.goto(`${baseUrl}/`);
    await page.locator(".post-card").first().waitFor();
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.body.appendChild(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(false);
    // The browser reports it to /api/csp-report on its own schedule (tests/api/csp-report.test.ts).
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    await context.close();
  });
});
