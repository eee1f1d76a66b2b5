// Document to video in the browser (docs/product/ai.md §10), desktop (1200 px) and phone (/m):
// a visitor is asked to sign in; a member uploads a Korean PDF, edits a scene's narration,
// starts the render, follows the steps (also after a reload), plays the preview (the <video>
// element's length matches the narration's) and downloads the MP4, which the download log counts.
// On the phone the member asks for script and video in one step.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LANGUAGE_COOKIE } from "../../core/i18n";
import { MSG } from "../../core/messages";
import { VIDEO_TEXT } from "../../app/features/docs-video/text";
import * as fx from "../support/document-fixtures";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
let pdf: Buffer;

beforeAll(async () => {
  browser = await launch();
  pdf = await fx.koreanPdf({ pages: 2, title: "영상 여정" });
});
afterAll(async () => {
  await browser?.close();
});

async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true);
}

interface VideoState {
  status: string;
  durationSeconds: number | null;
  downloads: number;
}

async function videoState(context: BrowserContext, videoNo: string): Promise<VideoState> {
  const res = await context.request.get(`${baseUrl}/api/ai/video/${videoNo}`);
  return ((await res.json()) as { data: VideoState }).data;
}

/** The preview's length as the browser reads it from the MP4. */
async function playerSeconds(page: Page): Promise<number> {
  const video = page.getByTestId("video-preview");
  await video.waitFor();
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        if (el.readyState >= 1 && Number.isFinite(el.duration)) return resolve(el.duration);
        el.addEventListener("loadedmetadata", () => resolve(el.duration), { once: true });
        // A refused file is a failure to report, not a wait until the test's time runs out.
        el.addEventListener("error", () => reject(new Error(`the player could not load the video (${el.error?.code})`)), { once: true });
        el.load();
      }),
  );
}

async function uploadPdf(page: Page): Promise<void> {
  await page.locator('.video-file input[type="file"]').setInputFiles({ name: "영상 여정.pdf", mimeType: "application/pdf", buffer: pdf });
  expect(await page.getByTestId("video-file-name").innerText()).toContain("영상 여정.pdf");
}

/** Follows the steps until the preview shows; returns the step states seen on the way. */
async function waitForReady(page: Page, name: string): Promise<Set<string>> {
  const seen = new Set<string>();
  let shotTaken = false;
  // Well inside the test's minute, so a stuck page is reported with what it shows, not as a timeout.
  const until = Date.now() + 40_000;
  while (Date.now() < until) {
    if (await page.getByTestId("video-preview").count()) return seen;
    // Read in one go: the steps leave the page the moment the video is ready, and a locator of a
    // step that went waits out Playwright's 30 s for it to come back (twice made the test's minute).
    const steps = await page
      .locator(".video-step")
      .evaluateAll((els) => els.map((el) => `${el.getAttribute("data-step") ?? ""}:${el.getAttribute("data-state") ?? ""}`));
    for (const step of steps) if (!step.startsWith(":") && !step.endsWith(":")) seen.add(step);
    if (!shotTaken && (await page.locator(".video-steps").count())) {
      await shot(page, `docs-to-video-progress-${name}`);
      shotTaken = true;
    }
    await page.waitForTimeout(250);
  }
  await shot(page, `docs-to-video-stuck-${name}`);
  const videoNo = new URL(page.url()).searchParams.get("video");
  const server = videoNo ? await page.request.get(`${baseUrl}/api/ai/video/${videoNo}`).then((r) => r.text()) : "no video in the address";
  throw new Error(
    `the video did not become ready on the page; steps seen: ${[...seen].join(", ")}; the server says: ${server.slice(0, 300)}`,
  );
}

describe("document to video", () => {
  it("desktop: a visitor is asked to sign in", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/howl/docs-to-video`);
    expect(await page.locator("h1.page-heading").innerText()).toBe("문서로 영상 만들기");
    expect(await page.locator(".video-card").innerText()).toContain(MSG.loginRequired.ko);
    expect(await page.locator(".video-card a").getAttribute("href")).toBe("/login?redirect=%2Fhowl%2Fdocs-to-video");
    await shot(page, "docs-to-video-visitor-desktop");
    await context.close();
  });

  it("desktop in English: the page and the member's tool have no Korean", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: "en", url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/howl/docs-to-video`);
    expect(await page.locator("h1.page-heading").innerText()).toBe("Document to video");
    const text = await page.locator(".video-maker").innerText();
    expect(text).toContain(VIDEO_TEXT.makeScript.en);
    expect(text).not.toMatch(/[\uac00-\ud7a3]/);
    await context.close();
  });

  it("desktop: uploads a PDF, edits a scene, renders with progress, plays and downloads the MP4", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/howl/docs-to-video`);
    await live(page);
    expect(await page.locator(".video-limits").innerText()).toContain("오늘 3회 남음");
    await uploadPdf(page);
    await shot(page, "docs-to-video-source-desktop");
    await page.getByRole("button", { name: VIDEO_TEXT.makeScript.ko }).click();

    const second = page.getByLabel("2쪽 내레이션");
    await second.waitFor({ timeout: 60_000 });
    expect(await page.locator(".video-scene").count()).toBe(2);
    expect((await page.getByLabel("1쪽 내레이션").inputValue()).length).toBeGreaterThan(10);
    expect(await page.locator(".video-engine").getAttribute("data-engine")).toBe("offline");
    await second.fill("두 번째 장면은 제가 고쳐 쓴 내레이션입니다. 자막도 함께 나옵니다.");
    await page.getByLabel("1쪽 내레이션").fill("첫 장면입니다. 금리와 물가의 관계를 알아봅니다.");
    await shot(page, "docs-to-video-script-desktop");
    await page.getByRole("button", { name: VIDEO_TEXT.render.ko }).click();
    await page.locator(".video-steps").waitFor();
    await page.waitForURL(/[?&]video=\d+/);
    const videoNo = new URL(page.url()).searchParams.get("video")!;
    expect(videoNo).toMatch(/^\d+$/);

    // The progress lives on the server: a reload shows the same video.
    await page.reload();
    await live(page);
    expect((await page.locator(".video-steps").count()) + (await page.getByTestId("video-preview").count())).toBe(1);
    const seen = await waitForReady(page, "desktop");
    expect(seen.has("script:done")).toBe(true);

    const state = await videoState(context, videoNo);
    expect(state.status).toBe("ready");
    const seconds = await playerSeconds(page);
    expect(Math.abs(seconds - state.durationSeconds!)).toBeLessThan(0.5);
    await page
      .getByTestId("video-preview")
      .evaluate((el: HTMLVideoElement) => el.play().then(() => new Promise((r) => setTimeout(r, 600))));
    expect(await page.getByTestId("video-preview").evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
    await shot(page, "docs-to-video-ready-desktop");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: VIDEO_TEXT.download.ko }).click()]);
    expect(download.suggestedFilename()).toBe("영상 여정.mp4");
    const saved = await download.path();
    expect(fs.statSync(saved!).size).toBeGreaterThan(10_000);
    expect(fs.readFileSync(saved!).subarray(4, 8).toString("latin1")).toBe("ftyp");
    const until = Date.now() + 10_000;
    while ((await videoState(context, videoNo)).downloads < 1 && Date.now() < until) await page.waitForTimeout(200);
    expect((await videoState(context, videoNo)).downloads).toBe(1);
    // The captions, drawn into the picture, are also a file: a track for the player and a download.
    expect(await page.locator("video track[kind=captions]").getAttribute("srclang")).toBe("ko");
    const [captions] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: VIDEO_TEXT.captionsDownload.ko }).click(),
    ]);
    expect(captions.suggestedFilename()).toBe("영상 여정.vtt");
    expect(fs.readFileSync((await captions.path())!, "utf8")).toMatch(/^WEBVTT\n\n1\n\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n\S/);
    await context.close();
  });

  it("phone: script and video in one step, progress, preview", async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/howl/docs-to-video`);
    await live(page);
    await uploadPdf(page);
    await shot(page, "docs-to-video-source-phone");
    await page.getByRole("button", { name: VIDEO_TEXT.makeAll.ko }).click();
    await page.waitForURL(/[?&]video=\d+/, { timeout: 60_000 });
    const videoNo = new URL(page.url()).searchParams.get("video")!;
    await waitForReady(page, "phone");
    const state = await videoState(context, videoNo);
    expect(state.status).toBe("ready");
    expect(Math.abs((await playerSeconds(page)) - state.durationSeconds!)).toBeLessThan(0.5);
    await shot(page, "docs-to-video-ready-phone");
    await context.close();
  });
});
