// Document posts in the browser, desktop (1200 px) and phone (/m): a refused file shows its
// message, a Korean PDF is uploaded, the post shows the publishing state, then its pages —
// loaded lazily while scrolling —, the page counter, zoom, search inside the document and the
// original's download; the text view of an HWPX file; a failed conversion for its owner.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { MSG } from "../../core/messages";
import { DOC_MSG } from "../../core/documents";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import * as fx from "../support/document-fixtures";
import { firstLink, waitForFolderMail } from "../support/mail";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

// These journeys publish posts, so they run on their own app and data folder: the other
// journeys count the demo posts of the shared app.
let baseUrl = "";
let dataDir = "";
let app: AppProcess;
let browser: Browser;
let koreanPdf: Buffer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-docs-"));
  const port = await freePort();
  app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false" });
  baseUrl = `http://localhost:${port}`;
  browser = await launch();
  // Without the Korean system font the PDF carries its Hangul in a non-embedded font: the
  // viewer's text layer, search and download are the same; only the drawing differs.
  koreanPdf = fx.HAS_KOREAN_FONT
    ? await fx.koreanPdf({ pages: 12, title: "한글 문서 테스트" })
    : fx.cidKoreanPdf({ pages: 12, title: "한글 문서 테스트" });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A verified member signed in in this browser context (sign-up, then the mail's link). */
async function signUpMember(context: BrowserContext): Promise<void> {
  const { email, userName } = uniqueMember("doc");
  const res = await context.request.post(`${baseUrl}/api/user/signUp`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForFolderMail(dataDir, email);
  const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, baseUrl);
  const verify = await context.request.get(link, { maxRedirects: 0 });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  await hideUsageSurvey(context, data.userId, baseUrl);
}

async function fillForm(page: Page, subject: string, options: { download?: boolean } = {}) {
  await page.getByLabel("토픽").selectOption("economy");
  await page.getByLabel("제목").fill(subject);
  await page.getByLabel("문서 소개").fill("경제 지표를 정리한 문서입니다. 금리와 물가의 관계를 다룹니다.");
  await page.getByLabel("태그 입력").fill("경제, 금리");
  if (options.download) await page.getByLabel("원본 파일 다운로드 허용").check();
}

async function pickFile(page: Page, name: string, buffer: Buffer, mimeType = "application/octet-stream") {
  await page.getByTestId("document-file-input").setInputFiles({ name, mimeType, buffer });
}

/** Dark pixels in an image (text drawn in it), as a share of all pixels. */
async function inkShare(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let i = 0; i < data.length; i++) if (data[i]! < 128) dark++;
  return dark / (info.width * info.height);
}

async function imagesInDom(page: Page): Promise<number> {
  return page.locator(".doc-page img").count();
}

/** Publishes; a member's first post is asked for the upload policy first (modalPolicy). */
async function clickPublish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "발행하기", exact: true }).click();
  const policy = page.locator("#modalPolicy");
  if (
    (await policy.isVisible().catch(() => false)) ||
    (await policy.waitFor({ timeout: 1500 }).then(
      () => true,
      () => false,
    ))
  ) {
    await policy.getByRole("button", { name: "동의하고 발행하기" }).click();
  }
}

describe("desktop (1200 px)", () => {
  it("refuses a wrong file with its message, both in the browser and on the server", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/upload?type=updDocs`);
    await expect.poll(() => page.getByRole("heading", { name: "문서 올리기" }).count()).toBe(1);
    await shot(page, "desktop-documents-upload");

    // The browser refuses a type by its extension (docs/product/documents.md message in the fileErr modal).
    await pickFile(page, "메모.txt", Buffer.from("텍스트"));
    const modal = page.locator("#fileErr");
    await expect.poll(() => modal.innerText()).toContain(MSG.unsupportedFileType.ko);
    await shot(page, "desktop-documents-refused-type");
    await modal.getByRole("button", { name: "확인" }).click();

    // The server refuses a PNG named .pdf by its content; the form keeps what was typed.
    await fillForm(page, "이미지를 PDF로 속인 파일");
    await pickFile(page, "사진.pdf", await fx.pngImage(), "application/pdf");
    await clickPublish(page);
    await expect.poll(() => modal.innerText(), { timeout: 20_000 }).toContain("실제 내용은 PNG 이미지입니다");
    await shot(page, "desktop-documents-refused-content");
    await modal.getByRole("button", { name: "확인" }).click();
    expect(await page.getByLabel("제목").inputValue()).toBe("이미지를 PDF로 속인 파일");
    expect(await page.getByTestId("upload-error").innerText()).toContain(".pdf");
    await context.close();
  });

  it("uploads a Korean PDF: publishing, lazy pages, counter, zoom, search, download", { timeout: 120_000 }, async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/upload?type=updDocs`);
    const publish = page.getByRole("button", { name: "발행하기" });
    expect(await publish.isDisabled()).toBe(true);
    await fillForm(page, "경제 지표 읽는 법 (PDF)", { download: true });
    await pickFile(page, "한글 문서 테스트.pdf", koreanPdf, "application/pdf");
    await expect.poll(() => page.getByTestId("document-picked").innerText()).toContain("한글 문서 테스트.pdf");
    expect(await publish.isDisabled()).toBe(false);
    await shot(page, "desktop-documents-form-filled");
    await clickPublish(page);

    await page.waitForURL(/\/d\/[0-9a-z]{9}$/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("doc-publishing").count()).toBe(1);
    await shot(page, "desktop-documents-publishing", false);

    // The page checks back: the first pages appear while the rest convert, then all of them.
    await expect
      .poll(async () => (await page.locator(".doc-publishing-note").count()) + ((await page.locator(".doc-page").count()) === 12 ? 1 : 0), {
        timeout: 45_000,
      })
      .toBeGreaterThan(0);
    if (await page.locator(".doc-publishing-note").count()) {
      expect(await page.locator(".doc-publishing-note").innerText()).toMatch(/12쪽 중 \d+쪽을 먼저 보여 드려요/);
      await shot(page, "desktop-documents-first-pages", false);
    }
    await expect.poll(() => page.locator(".doc-page").count(), { timeout: 45_000 }).toBe(12);
    await expect
      .poll(
        () =>
          page
            .locator(".doc-page img")
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(1000);
    expect(await page.getByTestId("page-counter").innerText()).toBe("1 / 12");
    await shot(page, "desktop-documents-pages", false);

    // Korean glyphs are drawn in the page image (the page is not blank).
    const src = await page.locator(".doc-page img").first().getAttribute("src");
    const image = Buffer.from(await (await context.request.get(`${baseUrl}${src}`)).body());
    expect(await inkShare(image)).toBeGreaterThan(0.004);

    // Every page keeps its height before its image loads; only pages near the screen hold images.
    const heights = await page.locator(".doc-page").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    expect(heights[0]).toBeGreaterThan(900);
    expect(await imagesInDom(page)).toBeLessThan(12);
    expect(await page.locator("#doc-page-12 img").count()).toBe(0);

    // Scrolling down brings later pages in and lets far earlier ones go; the counter follows.
    let maxImages = 0;
    for (let y = 0; y < 14; y++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(120);
      maxImages = Math.max(maxImages, await imagesInDom(page));
    }
    await expect.poll(() => page.locator("#doc-page-12 img").count()).toBe(1);
    await expect.poll(() => page.locator("#doc-page-1 img").count()).toBe(0);
    expect(maxImages).toBeLessThan(12);
    const counter = await page.getByTestId("page-counter").innerText();
    expect(Number(counter.split(" / ")[0])).toBeGreaterThan(8);
    await shot(page, "desktop-documents-scrolled", false);

    // Previous/next page buttons.
    await page.getByRole("button", { name: "이전 쪽" }).click();
    await expect
      .poll(async () => Number((await page.getByTestId("page-counter").innerText()).split(" / ")[0]))
      .toBeLessThan(Number(counter.split(" / ")[0]));

    // Zoom in, then back to fit width.
    const before = await page.locator("#doc-page-3").evaluate((e) => e.getBoundingClientRect().width);
    await page.getByRole("button", { name: "확대" }).click();
    await expect.poll(() => page.getByTestId("zoom-value").innerText()).toBe("125%");
    const zoomed = await page.locator("#doc-page-3").evaluate((e) => e.getBoundingClientRect().width);
    expect(zoomed / before).toBeCloseTo(1.25, 1);
    await shot(page, "desktop-documents-zoomed", false);
    await page.getByRole("button", { name: "축소" }).click();
    await page.getByRole("button", { name: "축소" }).click();
    await expect.poll(() => page.getByTestId("zoom-value").innerText()).toBe("75%");
    await page.getByRole("button", { name: "폭에 맞춤" }).click();
    await expect.poll(() => page.getByTestId("zoom-value").innerText()).toBe("100%");

    // Search inside the document: every page has the word once; marks in the text layer.
    await page.getByLabel("문서 내 검색어").fill("금리");
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect.poll(() => page.getByTestId("search-status").innerText()).toContain("12건");
    await expect.poll(() => page.getByTestId("page-counter").innerText()).toBe("1 / 12");
    await expect.poll(() => page.locator("#doc-page-1 .doc-text-layer mark").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "다음 결과" }).click();
    await expect.poll(() => page.getByTestId("page-counter").innerText()).toBe("2 / 12");
    await expect.poll(() => page.locator("#doc-page-2 .doc-text-layer mark").first().innerText()).toBe("금리");
    await shot(page, "desktop-documents-search", false);

    // The text layer carries the page's Korean text for selection.
    const layerText = await page.locator("#doc-page-2 .doc-text-layer").textContent();
    expect(layerText).toContain("다람쥐 헌 쳇바퀴에 타고파.");
    // A page is a group a screen reader enters (its text layer readable), not a picture.
    expect(await page.locator("#doc-page-2").getAttribute("role")).toBe("group");

    // The whole document as text (screen readers, reflow, copying), and back to the pages.
    await page.getByRole("button", { name: "텍스트로 읽기" }).click();
    const asText = page.getByTestId("doc-text-view");
    await expect.poll(() => asText.locator("section").count()).toBe(12);
    expect(await asText.locator("section").nth(11).innerText()).toContain("다람쥐 헌 쳇바퀴에 타고파.");
    expect(await asText.locator("h2").first().innerText()).toBe("쪽 1 / 12");
    await shot(page, "desktop-documents-as-text", false);
    await page.getByRole("button", { name: "텍스트로 읽기" }).click();
    await expect.poll(() => page.locator(".doc-page").count()).toBe(12);

    // SEO: first page as OG image, the document's text as description.
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/files\/docs\/.+\/0001\.webp$/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("1쪽 한글 문서 테스트");

    // Download of the original (the author allowed it) under its Korean name.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "원본 다운로드" }).click()]);
    expect(download.suggestedFilename()).toBe("한글 문서 테스트.pdf");
    const saved = await download.path();
    expect(fs.readFileSync(saved!).equals(koreanPdf)).toBe(true);

    // The owner's edit page for a document post: the file kept, the fields filled; 취소 goes back.
    const postUrl = page.url();
    await page.getByRole("button", { name: "더보기" }).click();
    await page.getByRole("menuitem", { name: "수정" }).click();
    await page.getByTestId("document-kept").waitFor();
    expect(await page.getByTestId("document-kept").innerText()).toContain("한글 문서 테스트.pdf");
    expect(await page.getByLabel("원본 파일 다운로드 허용").isChecked()).toBe(true);
    await shot(page, "desktop-documents-edit");
    await page.getByRole("link", { name: "취소" }).click();
    await page.waitForURL(postUrl);
    await context.close();
  });

  it("a failed conversion shows its reason to the owner only, with retry and delete", { timeout: 120_000 }, async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/upload?type=updDocs`);
    await fillForm(page, "내용 없는 한글 문서");
    // An HWPX whose sections hold no text: accepted (well-formed), but there is nothing to show.
    await pickFile(page, "빈 문서.hwpx", fx.hwpx({ sections: 1, empty: true }));
    await clickPublish(page);
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("doc-failed").count(), { timeout: 45_000 }).toBe(1);
    expect(await page.getByTestId("doc-failed").innerText()).toContain("문서에서 보여 줄 내용을 찾지 못했습니다");
    await shot(page, "desktop-documents-failed", false);
    const url = page.url();

    // Another reader does not see it.
    const other = await browser.newContext({ locale: "ko-KR" });
    const otherPage = await other.newPage();
    expect((await otherPage.goto(url))?.status()).toBe(404);
    await other.close();

    // Retry runs it again (and fails again the same way); delete removes the post.
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect.poll(() => page.getByTestId("doc-publishing").count()).toBe(1);
    await expect.poll(() => page.getByTestId("doc-failed").count(), { timeout: 45_000 }).toBe(1);
    await page.getByRole("button", { name: "삭제" }).click();
    await page.locator("#modalDelete").getByRole("button", { name: "삭제" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await page.goto(url))?.status()).toBe(404);
    await context.close();
  });
});

describe("phone (390 px, /m)", () => {
  it("uploads a PDF with a non-embedded Korean font and reads it on /m", { timeout: 120_000 }, async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/upload?type=updDocs`);
    await expect.poll(() => page.getByRole("heading", { name: "문서 올리기" }).count()).toBe(1);

    // A 21 MB pick is refused before any upload (docs/product/documents.md size message).
    await pickFile(page, "큰 문서.pdf", Buffer.alloc(21 * 1024 * 1024), "application/pdf");
    await expect.poll(() => page.locator("#fileErr").innerText()).toContain(MSG.fileTooLarge.ko);
    await shot(page, "phone-documents-refused-size", false);
    await page.locator("#fileErr").getByRole("button", { name: "확인" }).click();

    await fillForm(page, "비내장 글꼴 PDF (모바일)", { download: true });
    await pickFile(page, "모바일 문서.pdf", fx.cidKoreanPdf({ pages: 6, title: "모바일 한글 문서" }), "application/pdf");
    await shot(page, "phone-documents-form");
    await clickPublish(page);
    await page.waitForURL(/\/m\/d\/[0-9a-z]{9}$/, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId("doc-publishing").count()).toBe(1);
    await shot(page, "phone-documents-publishing", false);
    await expect.poll(() => page.locator(".doc-page").count(), { timeout: 45_000 }).toBe(6);
    await expect
      .poll(
        () =>
          page
            .locator(".doc-page img")
            .first()
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(1000);
    await shot(page, "phone-documents-pages", false);

    // cMaps + a Korean font: the non-embedded Korean text is drawn, not lost.
    const src = await page.locator(".doc-page img").first().getAttribute("src");
    const image = Buffer.from(await (await context.request.get(`${baseUrl}${src}`)).body());
    expect(await inkShare(image)).toBeGreaterThan(0.004);
    expect(await page.locator("#doc-page-1 .doc-text-layer").textContent()).toContain("모바일 한글 문서");

    await page.getByRole("button", { name: "다음 쪽" }).click();
    await expect.poll(() => page.getByTestId("page-counter").innerText()).toBe("2 / 6");
    await page.getByRole("button", { name: "확대" }).click();
    await expect.poll(() => page.getByTestId("zoom-value").innerText()).toBe("125%");
    await page.getByRole("button", { name: "폭에 맞춤" }).click();

    await page.getByRole("button", { name: "문서 내 검색" }).click();
    await page.getByLabel("문서 내 검색어").fill("쳇바퀴");
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect.poll(() => page.getByTestId("search-status").innerText()).toContain("6건");
    await shot(page, "phone-documents-search", false);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "원본 다운로드" }).click()]);
    expect(download.suggestedFilename()).toBe("모바일 문서.pdf");

    // A visitor reading the first page loads no viewer code (it is on the first screen, drawn by
    // the server); the first tap on its toolbar fetches it and is carried out.
    const visitor = await phoneContext(browser);
    const reader = await visitor.newPage();
    const scripts: string[] = [];
    reader.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await reader.goto(page.url());
    await reader.waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true);
    await reader.waitForTimeout(1_000);
    expect(await reader.getByTestId("page-counter").innerText()).toBe("1 / 6");
    expect(scripts.filter((s) => s.includes("post-document"))).toEqual([]);
    await reader.getByRole("button", { name: "다음 쪽" }).click();
    await expect.poll(() => reader.getByTestId("page-counter").innerText()).toBe("2 / 6");
    expect(scripts.some((s) => s.includes("post-document"))).toBe(true);
    await visitor.close();
    await context.close();
  });

  it("shows an HWPX document as text with the note that page images are unavailable", { timeout: 120_000 }, async () => {
    const context = await phoneContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/upload?type=updDocs`);
    await fillForm(page, "한글 HWPX 문서 (텍스트 보기)");
    await pickFile(page, "보고서.hwpx", fx.hwpx({ sections: 3, title: "HWPX 보고서" }));
    await clickPublish(page);
    await page.waitForURL(/\/m\/d\/[0-9a-z]{9}$/, { timeout: 30_000 });
    await expect.poll(() => page.locator(".doc-text-page").count(), { timeout: 45_000 }).toBe(3);
    expect(await page.locator(".doc-note").innerText()).toBe(DOC_MSG.pagesUnavailable.ko);
    expect(await page.locator(".doc-page img").count()).toBe(0);
    expect(await page.locator("#doc-page-2").innerText()).toContain("2쪽 HWPX 보고서");
    // The owner may always download; without the author's permission readers may not. (Who
    // may download is the reader's own state: it arrives with the member state after the page.)
    await expect.poll(() => page.getByRole("link", { name: "원본 다운로드" }).count()).toBe(1);
    const reader = await phoneContext(browser);
    await signUpMember(reader);
    const readerPage = await reader.newPage();
    await readerPage.goto(page.url());
    await expect.poll(() => readerPage.locator(".doc-text-page").count()).toBe(3);
    await readerPage.locator('html[data-viewer="member"]').waitFor();
    expect(await readerPage.getByRole("link", { name: "원본 다운로드" }).count()).toBe(0);
    expect(await readerPage.getByRole("button", { name: "원본 다운로드" }).count()).toBe(0);
    await reader.close();
    await page.getByRole("button", { name: "문서 내 검색" }).click();
    await page.getByLabel("문서 내 검색어").fill("환율");
    await page.getByRole("button", { name: "검색", exact: true }).click();
    await expect.poll(() => page.locator(".doc-text-page mark").count()).toBe(3);
    await shot(page, "phone-documents-text-view", false);

    // The owner edits the post's fields through the more-menu; the file stays.
    const postUrl = page.url();
    await page.locator(".m-detail-bar").getByRole("button", { name: "더보기" }).tap();
    await page.getByRole("menuitem", { name: "수정" }).tap();
    await page.waitForURL(/\/m\/upload\?/);
    expect(await page.locator(".upload-title").innerText()).toBe("문서 게시물 수정");
    expect(await page.getByTestId("document-kept").innerText()).toContain("보고서.hwpx");
    const title = page.getByLabel("제목");
    expect(await title.inputValue()).toBe("한글 HWPX 문서 (텍스트 보기)");
    await title.fill("고친 제목: HWPX 보고서");
    // Tags are chips, as on an editor post: the old ones are removed, the new ones added.
    while (await page.locator(".tag-chip").count()) await page.locator(".tag-chip button").first().tap();
    await page.getByLabel("태그 입력").fill("보고서, 수정");
    await shot(page, "phone-documents-edit");
    await page.getByRole("button", { name: "수정하기" }).tap();
    await page.waitForURL(postUrl);
    await expect.poll(() => page.locator("article h1").innerText()).toBe("고친 제목: HWPX 보고서");
    expect(await page.locator(".article-tags li").allInnerTexts()).toEqual(["#보고서", "#수정"]);
    await expect.poll(() => page.locator(".doc-text-page").count()).toBe(3);
    await context.close();
  });
});
