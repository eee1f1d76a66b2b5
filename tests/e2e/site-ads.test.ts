// House ads and third-party scripts (docs/product/site.md §13), desktop (1200 px) and phone
// (/m). A moderator (granted with `npm run admin -- grant-moderator`) creates an ad with an
// uploaded image on /admin/ads; a visitor sees it in the home and new feeds at the ad index
// (after the second card) in blue or yellow; hiding it takes it out. The app runs as its own
// process: the role is granted on its stopped data folder, and its PRODUCTION_HOST is the
// `localhost` name of its port, so the same server reached as 127.0.0.1 is "another host":
// there the tag script (served by a local tag server) is neither in the page nor in its policy.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { uniqueMember, signUpMember } from "./members";

let browser: Browser;
let app: AppProcess;
let port: number;
let baseUrl: string;
let otherHostUrl: string;
let tagServer: http.Server;
let tagUrl: string;
let tagRequests = 0;
let moderator: BrowserContext;
let moderatorEmail: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-ads-"));
const imagePath = path.join(dataDir, "ad-image.png");

const env = () => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  PRODUCTION_HOST: `localhost:${port}`,
  THIRD_PARTY_SCRIPTS: `${tagUrl}/tag.js`,
  AD_INDEX: "2",
});

beforeAll(async () => {
  tagServer = http.createServer((req, res) => {
    if (req.url?.startsWith("/tag.js")) {
      tagRequests++;
      res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
      res.end("window.__ntTag = (window.__ntTag || 0) + 1;");
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => tagServer.listen(0, "127.0.0.1", resolve));
  tagUrl = `http://127.0.0.1:${(tagServer.address() as AddressInfo).port}`;
  await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 49, g: 130, b: 246 } } })
    .png()
    .toFile(imagePath);
  browser = await launch();
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  otherHostUrl = `http://127.0.0.1:${port}`;
  app = await startApp(env());
  moderator = await desktopContext(browser);
  moderatorEmail = (await signUpMember(moderator, { app: { baseUrl, dataDir }, ...uniqueMember("admads") })).email;
  // The operator grants the role from the command line, beside the running app.
  await runAdminCommand(dataDir, "grant-moderator", moderatorEmail);
  // Operator tools need the moderator's two-step sign-in on.
  await turnOnTwoFactor(moderator, baseUrl);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise((resolve) => tagServer?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The class names of a feed's first cells, the ad marked "AD". */
async function feedCells(page: Page, list: string): Promise<string[]> {
  return page
    .locator(`${list} > *`)
    .evaluateAll((cells) =>
      cells.slice(0, 5).map((c) => (c.getAttribute("data-testid") === "feed-ad" ? "AD" : c.className.split(" ")[0]!)),
    );
}

describe("house ads", () => {
  it("an operator creates an ad on /admin/ads and a visitor sees it after the second card, then it is hidden", async () => {
    const page = await moderator.newPage();
    await page.goto(`${baseUrl}/admin/ads`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("광고 관리");
    expect(await page.locator('a[href="/admin"]').count()).toBe(1);
    await page.fill("#ad-field-title", "나눔터 지식 공모전");
    await page.fill("#ad-field-body", "지금 참여하고 보상을 받으세요");
    await page.fill("#ad-field-link", "/faq");
    await page.setInputFiles("#ad-field-file", imagePath);
    await expect.poll(() => page.inputValue("#ad-field-image"), { timeout: 30_000 }).toMatch(/^\/files\//);
    await shot(page, "site-ads-admin-form");
    await page.getByRole("button", { name: "등록", exact: true }).click();
    await expect.poll(() => page.locator("li[data-testid^='admin-ad-']").count(), { timeout: 30_000 }).toBe(1);
    const row = page.locator("li[data-testid^='admin-ad-']").first();
    expect(await row.textContent()).toContain("게시 중");
    await shot(page, "site-ads-admin-list");

    // A visitor: the home feed's newest list and the new tab, desktop.
    const visitor = await desktopContext(browser);
    const home = await visitor.newPage();
    await home.goto(`${baseUrl}/`);
    const newest = "section[aria-labelledby='home-newest'] .card-grid";
    await expect
      .poll(() => feedCells(home, newest), { timeout: 20_000 })
      .toEqual(["post-card", "post-card", "AD", "post-card", "post-card"]);
    const ad = home.locator("[data-testid='feed-ad']");
    expect(await ad.textContent()).toContain("나눔터 지식 공모전");
    await expect.poll(() => ad.getAttribute("data-theme")).toMatch(/^(blue|yellow)$/);
    expect(await ad.locator("img").getAttribute("src")).toMatch(/^\/files\//);
    await ad.scrollIntoViewIfNeeded();
    await shot(home, "site-ads-home-desktop");
    // The theme is the visit's: the same on the next page of the same visit.
    const theme = await ad.getAttribute("data-theme");
    await home.goto(`${baseUrl}/new`);
    await expect
      .poll(() => feedCells(home, ".card-grid"), { timeout: 20_000 })
      .toEqual(["post-card", "post-card", "AD", "post-card", "post-card"]);
    expect(await home.locator("[data-testid='feed-ad']").getAttribute("data-theme")).toBe(theme);
    await home.locator("[data-testid='feed-ad']").click();
    await home.waitForURL(`${baseUrl}/faq`);

    // The phone feed: the same slot in the list of cards; the link gets /m.
    const phone = await phoneContext(browser);
    const mobile = await phone.newPage();
    await mobile.goto(`${baseUrl}/m/new`);
    await expect.poll(() => feedCells(mobile, ".m-list"), { timeout: 20_000 }).toEqual(["m-card", "m-card", "AD", "m-card", "m-card"]);
    await mobile.locator("[data-testid='feed-ad']").scrollIntoViewIfNeeded();
    await shot(mobile, "site-ads-new-phone");
    await mobile.locator("[data-testid='feed-ad']").click();
    await mobile.waitForURL(`${baseUrl}/m/faq`);

    // The operator hides it: the feeds have no slot any more.
    await row.getByRole("button", { name: "숨기기" }).click();
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain("숨김");
    // A visitor may get the copy from just before the change once while the page renders again
    // (decision 0176): the next load has no slot.
    await expect
      .poll(
        async () => {
          await home.goto(`${baseUrl}/new`);
          await home.locator(".card-grid .post-card").first().waitFor();
          return home.locator("[data-testid='feed-ad']").count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await visitor.close();
    await phone.close();
    await page.close();
  });
});

describe("third-party scripts", () => {
  async function visit(url: string) {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = list;
      document.addEventListener("securitypolicyviolation", (e) => list.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const res = await page.goto(url);
    await page.locator(".post-card").first().waitFor();
    await page.waitForLoadState("networkidle");
    const result = {
      policy: res!.headers()["content-security-policy"] ?? "",
      tags: await page.locator("script[data-third-party]").count(),
      ran: await page.evaluate(() => (window as unknown as { __ntTag?: number }).__ntTag ?? 0),
      violations: await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
    };
    await context.close();
    return result;
  }

  it("load on the production host, allowed by its policy, and nowhere else", async () => {
    const before = tagRequests;
    const production = await visit(`${baseUrl}/`);
    expect(production.tags).toBe(1);
    expect(production.ran).toBe(1);
    expect(production.violations).toEqual([]);
    expect(production.policy).toMatch(new RegExp(`script-src 'self' ${tagUrl.replace(/[.:/]/g, "\\$&")} 'sha256-`));
    expect(tagRequests).toBeGreaterThan(before);

    // The same server under another name: no script, no origin in the policy.
    const elsewhere = await visit(`${otherHostUrl}/`);
    expect(elsewhere.tags).toBe(0);
    expect(elsewhere.ran).toBe(0);
    expect(elsewhere.policy).not.toContain(tagUrl);
    expect(elsewhere.violations).toEqual([]);

    // A page from the cache keeps the two apart too (the second visits are cache hits).
    expect((await visit(`${otherHostUrl}/`)).tags).toBe(0);
    expect((await visit(`${baseUrl}/`)).tags).toBe(1);
  });
});
