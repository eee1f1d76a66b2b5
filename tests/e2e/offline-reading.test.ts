// Journeys of offline reading (docs/product/offline.md, decision 0220): the site is installable
// (Chromium finds no installability error), a member's bookmarked post is kept with its picture
// and reads offline, any other page offline is the offline page listing the saved posts (Korean
// on desktop, English on the phone), the bookmarks list's "save for offline reading" keeps the
// bookmarks and drops what is no longer bookmarked, signing out empties the member's copies, and
// a visitor's caches hold no page but the offline page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROME_PATH, DESKTOP_UA, desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Published {
  boardNo: number;
  permaLink: string;
  subject: string;
  image: string;
}

/** A post by a fresh author with one uploaded picture in its text. */
async function publishWithPicture(
  context: BrowserContext,
  subject: string,
  colour: { r: number; g: number; b: number },
): Promise<Published> {
  const png = await sharp({ create: { width: 480, height: 270, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const uploaded = await context.request.post(`${baseUrl}/api/contents/image`, {
    headers: { origin: baseUrl },
    multipart: { file: { name: "picture.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const image = ((await uploaded.json()) as { data: { url: string } }).data.url;
  const res = await context.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject,
      webEditorContent: `<p>${subject} 본문입니다. 오프라인에서도 읽을 수 있어요.</p><p><img src="${image}" alt="그림"></p>`,
      topic: "travel",
      tags: [],
      agreePolicy: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...((await res.json()) as { data: { boardNo: number; permaLink: string } }).data, subject, image };
}

let posts: { kept: Published; other: Published; dropped: Published };

beforeAll(async () => {
  const author = await desktopContext(browser);
  await signUpMember(author);
  const stamp = Date.now().toString(36);
  posts = {
    kept: await publishWithPicture(author, `오프라인 글 ${stamp}`, { r: 40, g: 120, b: 200 }),
    other: await publishWithPicture(author, `저장 안 한 글 ${stamp}`, { r: 200, g: 80, b: 40 }),
    dropped: await publishWithPicture(author, `북마크 해제할 글 ${stamp}`, { r: 60, g: 160, b: 90 }),
  };
  await author.close();
});

/** Waits until the service worker controls the page (it registers once the page is idle). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 45_000 });
}

/**
 * Goes offline as a reader does some time later: the browser's own HTTP cache still holds pages
 * read a moment ago, so it is emptied first and what opens comes from the worker's saved copies.
 * Cache Storage is left as it is.
 */
async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  await context.setOffline(true);
}

/** Every request address kept in this origin's caches, by cache name. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return out;
  });
}

async function savedKeys(page: Page): Promise<string[]> {
  return (await cacheContents(page))["nt-saved"] ?? [];
}

/** The picture in the post's text has loaded (its pixels arrived). */
async function pictureShown(page: Page, src: string): Promise<void> {
  const picture = page.locator(`.article-body img[src="${src}"]`);
  await picture.waitFor();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 })
    .toBe(true);
}

/** Nothing a static cache keeps is a page other than the offline page, or anything but build files. */
function expectOnlyStaticFiles(contents: Record<string, string[]>, mobile: boolean): void {
  const staticCaches = Object.keys(contents).filter((name) => name.startsWith("nt-static-"));
  expect(staticCaches.length).toBe(1);
  for (const key of contents[staticCaches[0]!]!) expect(key).toMatch(/^(\/assets\/|\/(m\/)?offline\?lang=(ko|en)$)/);
  const tree = mobile ? "/m" : "";
  expect(contents[staticCaches[0]!]).toEqual(expect.arrayContaining([`${tree}/offline?lang=ko`, `${tree}/offline?lang=en`]));
}

describe("installable", () => {
  it("Chromium finds the manifest with its icons and no installability error", async () => {
    // A profile of its own: Chromium does not offer installing in an incognito window.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "nt-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME_PATH,
      headless: true,
      viewport: { width: 1200, height: 900 },
      userAgent: DESKTOP_UA,
      locale: "ko-KR",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}/`);
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
      expect(new URL(manifest.url).pathname).toBe("/manifest.webmanifest");
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ name: "나눔터", short_name: "나눔터", display: "standalone" });
      await expect
        .poll(async () => ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] }).installabilityErrors, {
          timeout: 20_000,
        })
        .toEqual([]);
      // The phone's pages name the same manifest.
      await page.goto(`${baseUrl}/m/new`);
      expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("a member's bookmarks, offline", () => {
  it("desktop, Korean: a bookmarked post reads offline with its picture, other pages show the offline page, signing out empties the copies", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/d/${posts.kept.permaLink}`);
    await workerInControl(page);
    await page.getByRole("button", { name: "북마크" }).click();
    await page.locator(".toast", { hasText: "북마크에 저장했습니다." }).first().waitFor();
    await expect
      .poll(() => savedKeys(page), { timeout: 20_000 })
      .toEqual(expect.arrayContaining([`/d/${posts.kept.permaLink}`, posts.kept.image]));
    // The copy is the public page: the one a visitor gets, no member in it.
    const copy = await page.evaluate(
      async (key) => (await (await caches.open("nt-saved")).match(key))!.text(),
      `/d/${posts.kept.permaLink}`,
    );
    expect(copy).toContain(posts.kept.subject);
    expect(copy).not.toContain('"viewerPending":true');

    await goOffline(context, page);
    await page.goto(`${baseUrl}/d/${posts.kept.permaLink}`);
    await expect.poll(() => page.locator(".article-body").innerText()).toContain("오프라인에서도 읽을 수 있어요.");
    await pictureShown(page, posts.kept.image);
    await shot(page, "offline-desktop-saved-post", false);

    await page.goto(`${baseUrl}/d/${posts.other.permaLink}`);
    await page.waitForURL(`${baseUrl}/offline?from=${encodeURIComponent(`/d/${posts.other.permaLink}`)}`);
    await page.getByRole("heading", { name: "오프라인 상태예요" }).waitFor();
    const list = page.locator(".offline-list");
    await expect.poll(() => list.innerText()).toContain(posts.kept.subject);
    await shot(page, "offline-desktop-page-ko");
    // The list's link opens the saved copy.
    await list.getByRole("link", { name: new RegExp(posts.kept.subject) }).click();
    await page.waitForURL(`${baseUrl}/d/${posts.kept.permaLink}`);
    await expect.poll(() => page.locator(".article-body").innerText()).toContain("오프라인에서도 읽을 수 있어요.");

    // Back online the page comes from the network again (the server's answer, not the copy).
    await context.setOffline(false);
    const copyRequestId = await page.evaluate(
      async (key) => (await (await caches.open("nt-saved")).match(key))!.headers.get("x-request-id"),
      `/d/${posts.kept.permaLink}`,
    );
    const online = await page.goto(`${baseUrl}/d/${posts.kept.permaLink}`);
    expect(online?.headers()["x-request-id"]).toBeTruthy();
    expect(online?.headers()["x-request-id"]).not.toBe(copyRequestId);

    // Unbookmarking removes the copy.
    await page.goto(`${baseUrl}/d/${posts.dropped.permaLink}`);
    await page.getByRole("button", { name: "북마크" }).click();
    await expect.poll(() => savedKeys(page), { timeout: 20_000 }).toContain(`/d/${posts.dropped.permaLink}`);
    await page.getByRole("button", { name: "북마크" }).click();
    await page.locator(".toast", { hasText: "북마크를 해제했습니다." }).first().waitFor();
    await expect.poll(() => savedKeys(page), { timeout: 20_000 }).not.toContain(`/d/${posts.dropped.permaLink}`);
    expect(await savedKeys(page)).not.toContain(posts.dropped.image);

    // Signing out: the member's copies are gone, and no page is left in any cache.
    await page.getByRole("button", { name: "내 프로필" }).click();
    await page.locator("#modalProfile").getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(async () => Object.keys(await cacheContents(page))).not.toContain("nt-saved");
    expectOnlyStaticFiles(await cacheContents(page), false);
    await goOffline(context, page);
    await page.goto(`${baseUrl}/d/${posts.kept.permaLink}`);
    await page.getByRole("heading", { name: "오프라인 상태예요" }).waitFor();
    await expect.poll(() => page.locator(".offline-none").innerText()).toContain("저장된 글이 없어요.");
    await context.close();
  }, 180_000);

  it("phone, English: the bookmarks list saves for offline reading and drops posts no longer bookmarked; the offline page is in English", async () => {
    const context = await phoneContext(browser);
    await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    await signUpMember(context);
    // Bookmarked through the API (another device, say): nothing is saved on this one yet.
    for (const post of [posts.kept, posts.dropped]) {
      const res = await context.request.post(`${baseUrl}/api/board/contents/${post.boardNo}/bookmark`, {
        headers: { origin: baseUrl },
        data: { bookmark: true },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/mypage/posts/bookmark`);
    await workerInControl(page);
    await page.getByRole("button", { name: "Save for offline reading" }).click();
    await page.locator(".toast", { hasText: "2 bookmarked posts are ready to read offline." }).first().waitFor({ timeout: 30_000 });
    expect(await savedKeys(page)).toEqual(expect.arrayContaining([`/m/d/${posts.kept.permaLink}`, `/m/d/${posts.dropped.permaLink}`]));
    await shot(page, "offline-phone-bookmarks-en", false);

    // No longer bookmarked: the next sync drops it.
    await context.request.post(`${baseUrl}/api/board/contents/${posts.dropped.boardNo}/bookmark`, {
      headers: { origin: baseUrl },
      data: { bookmark: false },
    });
    await page.reload();
    await page.getByRole("button", { name: "Save for offline reading" }).click();
    await page.locator(".toast", { hasText: "1 bookmarked post is ready to read offline." }).first().waitFor({ timeout: 30_000 });
    expect(await savedKeys(page)).not.toContain(`/m/d/${posts.dropped.permaLink}`);

    await goOffline(context, page);
    await page.goto(`${baseUrl}/m/d/${posts.kept.permaLink}`);
    await expect.poll(() => page.locator(".article-body").innerText()).toContain("오프라인에서도 읽을 수 있어요.");
    await pictureShown(page, posts.kept.image);
    await shot(page, "offline-phone-saved-post", false);
    await page.goto(`${baseUrl}/m/d/${posts.other.permaLink}`);
    await page.waitForURL(`${baseUrl}/m/offline?from=${encodeURIComponent(`/m/d/${posts.other.permaLink}`)}`);
    await page.getByRole("heading", { name: "You are offline" }).waitFor();
    await expect.poll(() => page.locator(".offline-list").innerText()).toContain(posts.kept.subject);
    expect(await page.locator("body").getAttribute("class")).toContain("is-mobile");
    await shot(page, "offline-phone-page-en");
    await context.close();
  }, 180_000);
});

describe("visitors", () => {
  it("a visitor's caches hold build files and the offline page, never a page they read", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/d/${posts.kept.permaLink}`);
    await workerInControl(page);
    await expect
      .poll(async () => Object.keys(await cacheContents(page)).some((name) => name.startsWith("nt-static-")), { timeout: 20_000 })
      .toBe(true);
    await page.goto(`${baseUrl}/m/new`);
    const contents = await cacheContents(page);
    expect(Object.keys(contents)).not.toContain("nt-saved");
    expectOnlyStaticFiles(contents, true);
    await goOffline(context, page);
    await page.goto(`${baseUrl}/m/d/${posts.kept.permaLink}`);
    await page.getByRole("heading", { name: "오프라인 상태예요" }).waitFor();
    await shot(page, "offline-phone-page-ko-visitor");
    await context.close();
  }, 120_000);
});
