// Reading aids on the post page (docs/product/reading.md §11): a long post with H2/H3 sections
// shows its reading time by the date, a contents list whose links jump to the sections (the
// current one marked) and a progress bar that follows the reading — on the desktop in Korean
// (the list above the body at 1200 px, beside it on a wide screen) and on a phone in English (a
// closed "Contents" block). All of it is in the shared page the cache serves; a short post gets
// the time alone.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readingMinutes } from "../../core/reading";
import { cidKoreanPdf } from "../support/document-fixtures";
import { DESKTOP_UA, desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";
import { publishByApi, type PublishedPost } from "./posts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let author: BrowserContext;
let long: PublishedPost;
let short: PublishedPost;

const paragraph = (topic: string) =>
  `<p>${topic}에 대해 이야기해 보겠습니다. 처음 연봉 협상을 앞둔 사람은 무엇을 준비해야 할지 막막하기 마련입니다. ` +
  `회사가 제시한 숫자를 그대로 받아들이기보다 내가 만든 성과와 시장의 흐름을 근거로 차분하게 대화를 이어 가는 것이 중요합니다. ` +
  `숫자는 구체적일수록 설득력이 있고, 감정보다 사실이 오래 남습니다. 작은 메모 한 장이 협상의 분위기를 바꾸기도 합니다.</p>`;

// Sections with H2 and H3, a repeated heading, and an id the sanitizer drops (the page's own).
const HEADINGS = [
  { level: 2, text: "들어가며", id: "sec-들어가며" },
  { level: 2, text: "협상 전에 준비할 것", id: "sec-협상-전에-준비할-것" },
  { level: 3, text: "시장 연봉 조사", id: "sec-시장-연봉-조사" },
  { level: 3, text: "나의 성과 정리", id: "sec-나의-성과-정리" },
  { level: 2, text: "협상 자리에서", id: "sec-협상-자리에서" },
  { level: 3, text: "첫 숫자는 누가 말할까?", id: "sec-첫-숫자는-누가-말할까" },
  { level: 2, text: "정리", id: "sec-정리" },
  { level: 3, text: "정리", id: "sec-정리-2" },
] as const;
const LONG_HTML = HEADINGS.map(
  ({ level, text }, i) => `<h${level}${i === 0 ? ' id="main-content"' : ""}>${text}</h${level}>${paragraph(text).repeat(2)}`,
).join("");

beforeAll(async () => {
  browser = await launch();
  author = await desktopContext(browser);
  await signUpMember(author);
  long = await publishByApi(author, { subject: "처음 하는 연봉 협상, 준비부터 마무리까지", html: LONG_HTML, tags: ["연봉"] });
  short = await publishByApi(author, { subject: "짧은 메모", html: "<h2>하나</h2><p>짧은 글입니다.</p><h2>둘</h2><p>끝.</p>" });
});
afterAll(async () => {
  await author?.close();
  await browser?.close();
});

/** How far the bar is drawn (its scaleX), as the reader sees it. */
function progress(page: Page): Promise<number> {
  return page.locator("[data-reading-progress]").evaluate((bar) => new DOMMatrixReadOnly(getComputedStyle(bar).transform).a);
}

/** The heading's top edge in the window, once the jump to it is over. */
function topOf(page: Page, id: string): Promise<number> {
  return page.locator(`[id="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

describe("desktop, Korean", () => {
  it("shows the reading time, a contents list that jumps to each section and a bar that follows the reading", async () => {
    const minutes = readingMinutes({ html: LONG_HTML });
    expect(minutes).toBeGreaterThanOrEqual(3);

    // The shared page carries it all: the copy the cache serves has the time, the list and the ids.
    let cached = await fetch(`${baseUrl}/d/${long.permaLink}`, { headers: { "user-agent": DESKTOP_UA, "accept-language": "ko-KR" } });
    for (let i = 0; i < 20 && cached.headers.get("x-page-cache") !== "hit"; i++)
      cached = await fetch(`${baseUrl}/d/${long.permaLink}`, { headers: { "user-agent": DESKTOP_UA, "accept-language": "ko-KR" } });
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const html = await cached.text();
    expect(html).toContain(`${minutes}분 분량`);
    expect(html).toContain('class="toc toc-desktop"');
    expect(html).toContain('<h3 id="sec-정리-2">');
    expect(html).toContain(`"timeRequired":"PT${minutes}M"`);

    const visitor = await desktopContext(browser);
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/d/${long.permaLink}`);
    expect(await page.locator(".article-byline .reading-time").innerText()).toBe(`${minutes}분 분량`);
    // The post's own id="main-content" never reached the page: the skip link still finds <main>.
    expect(await page.locator("#main-content").evaluateAll((els) => els.map((el) => el.tagName))).toEqual(["MAIN"]);

    const toc = page.getByRole("navigation", { name: "목차" });
    const links = toc.getByRole("link");
    expect(await links.allInnerTexts()).toEqual(HEADINGS.map((h) => h.text));
    expect(await links.evaluateAll((els) => els.map((el) => decodeURIComponent((el as HTMLAnchorElement).hash)))).toEqual(
      HEADINGS.map((h) => `#${h.id}`),
    );
    // At 1200 px the list stands above the body.
    const [tocBox, bodyBox] = [await toc.boundingBox(), await page.locator(".article-body").boundingBox()];
    expect(tocBox!.y + tocBox!.height).toBeLessThanOrEqual(bodyBox!.y);
    expect(await progress(page)).toBe(0);
    await shot(page, "reading-desktop-ko-top", false);

    // A link jumps to its section, which stops below the sticky header and becomes the current one.
    const target = HEADINGS[4];
    await links.nth(4).click();
    await expect.poll(() => hashOf(page)).toBe(`#${target.id}`);
    await expect.poll(() => topOf(page, target.id)).toBeGreaterThanOrEqual(64);
    expect(await topOf(page, target.id)).toBeLessThan(140);
    await expect.poll(() => links.nth(4).getAttribute("aria-current")).toBe("location");
    expect(await toc.locator("[aria-current]").count()).toBe(1);
    await expect.poll(() => progress(page)).toBeGreaterThan(0.2);
    expect(await progress(page)).toBeLessThan(1);
    await shot(page, "reading-desktop-ko-jumped", false);

    // The end of the post fills the bar.
    await page.locator("[data-reading-end]").scrollIntoViewIfNeeded();
    await expect.poll(() => progress(page)).toBeGreaterThan(0.99);

    // A wide screen: the list moves beside the body and stays in view while the reader scrolls.
    await page.setViewportSize({ width: 1440, height: 900 });
    await links.nth(2).click();
    await expect.poll(() => hashOf(page)).toBe(`#${HEADINGS[2].id}`);
    const [sideToc, sideBody] = [await toc.boundingBox(), await page.locator(".article-body").boundingBox()];
    expect(sideToc!.x + sideToc!.width).toBeLessThanOrEqual(sideBody!.x);
    expect(await toc.locator("details").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
    await expect.poll(() => links.nth(2).getAttribute("aria-current")).toBe("location");
    await shot(page, "reading-desktop-ko-wide", false);
    await visitor.close();
  }, 90_000);

  it("gives a short post its time and nothing else", async () => {
    const visitor = await desktopContext(browser);
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/d/${short.permaLink}`);
    expect(await page.locator(".reading-time").innerText()).toBe("1분 분량");
    expect(await page.locator("[data-toc]").count()).toBe(0);
    expect(await page.locator("[data-reading-progress]").count()).toBe(0);
    // Its sections can still be linked to.
    expect(await page.locator(".article-body h2").evaluateAll((els) => els.map((el) => el.id))).toEqual(["sec-하나", "sec-둘"]);
    await shot(page, "reading-desktop-ko-short", false);
    await visitor.close();
  });

  it("counts a document post by its pages", async () => {
    const intro = "세 쪽짜리 보고서입니다.";
    const res = await author.request.post(`${baseUrl}/api/contents/post`, {
      headers: { origin: baseUrl },
      multipart: {
        type: "updDocs",
        subject: "세 쪽 보고서",
        topic: "economy",
        tags: JSON.stringify(["보고서"]),
        webEditorContent: intro,
        downloadYn: "N",
        agreePolicy: "true",
        file: { name: "보고서.pdf", mimeType: "application/pdf", buffer: cidKoreanPdf({ pages: 3 }) },
      },
    });
    if (!res.ok()) throw new Error(`publish failed: ${res.status()} ${await res.text()}`);
    const { boardNo, permaLink } = ((await res.json()) as { data: PublishedPost }).data;
    await expect
      .poll(
        async () =>
          ((await (await author.request.get(`${baseUrl}/api/documents/${boardNo}`)).json()) as { data: { status: string } }).data.status,
        { timeout: 60_000 },
      )
      .toBe("ready");

    // Three upright pages of text: 2 minutes each, and the bar of a long read.
    const minutes = readingMinutes({ html: intro, document: { pages: 3, slides: false } });
    expect(minutes).toBe(6);
    const visitor = await desktopContext(browser);
    const page = await visitor.newPage();
    await page.goto(`${baseUrl}/d/${permaLink}`);
    expect(await page.locator(".reading-time").innerText()).toBe("6분 분량");
    expect(await page.locator("[data-toc]").count()).toBe(0);
    await page.locator("[data-reading-end]").scrollIntoViewIfNeeded();
    await expect.poll(() => progress(page)).toBeGreaterThan(0.99);
    await visitor.close();
  }, 90_000);
});

describe("phone, English", () => {
  it("shows the time, a closed Contents block whose links jump below the top bar, and the bar", async () => {
    const minutes = readingMinutes({ html: LONG_HTML });
    const reader = await phoneContext(browser);
    await reader.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const page = await reader.newPage();
    await page.goto(`${baseUrl}/m/d/${long.permaLink}`);
    expect(await page.locator(".article-byline .reading-time").innerText()).toBe(`${minutes} min read`);

    const toc = page.getByRole("navigation", { name: "Contents" });
    const summary = toc.locator("summary");
    expect(await summary.innerText()).toBe("Contents");
    // Closed at first: the body starts right below it.
    expect(await toc.locator("details").evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await toc.getByRole("link").first().isVisible()).toBe(false);
    expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shot(page, "reading-phone-en-top", false);

    await summary.click();
    const links = toc.getByRole("link");
    await links.first().waitFor();
    expect(await links.allInnerTexts()).toEqual(HEADINGS.map((h) => h.text));
    await shot(page, "reading-phone-en-open", false);

    const target = HEADINGS[3];
    await links.nth(3).click();
    await expect.poll(() => hashOf(page)).toBe(`#${target.id}`);
    await expect.poll(() => topOf(page, target.id)).toBeGreaterThanOrEqual(56);
    expect(await topOf(page, target.id)).toBeLessThan(140);
    await expect.poll(() => progress(page)).toBeGreaterThan(0.1);
    expect(await progress(page)).toBeLessThan(1);
    await shot(page, "reading-phone-en-jumped", false);

    await page.locator("[data-reading-end]").scrollIntoViewIfNeeded();
    await expect.poll(() => progress(page)).toBeGreaterThan(0.99);
    // The bar is decoration: hidden from assistive technology, over the top of the screen.
    const bar = page.locator(".reading-progress");
    expect(await bar.getAttribute("aria-hidden")).toBe("true");
    expect((await bar.boundingBox())!.y).toBe(0);
    await shot(page, "reading-phone-en-end", false);
    await reader.close();
  }, 90_000);
});
