// Journeys of 하울 AI question search (docs/product/ai.md §7), desktop (1200 px) and phone (/m):
// a reader asks about the demo content from the area's box or an example, sees the answer
// quoting the post with [n] citations and the engine's label, follows a citation to the post;
// a question nothing answers says so and offers search; a one-letter question is refused.
// The same journeys run against both apps: the offline engine's (quotes, `관련 글 발췌`) and the
// one answering with a model (the local chat-completions double; `AI 답변`).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { HOWL_TEXT } from "../../core/howl";
import { HOWL } from "../../app/features/howl/text";
import { desktopContext, launch, phoneContext, shot } from "./browser";

const APPS: { name: string; url: string; engine: "offline" | "model" }[] = [
  { name: "offline", url: inject("baseUrl"), engine: "offline" },
  { name: "model", url: inject("modelAppUrl"), engine: "model" },
];
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page's modules run (questions are asked in the page, not by reloading it). */
async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true);
}

const KIMCHI_TITLE = "김치찌개 황금 비율: 김치 2컵에 물 3컵만 기억하세요";

describe.each(APPS)("하울 AI on the $name app", ({ name, url: baseUrl, engine: expectedEngine }) => {
  it("desktop: asks from the area, reads the cited answer and follows a citation", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/howl`);
    expect(await page.locator("html").getAttribute("data-theme")).toBe("ndolpin");
    expect(await page.locator(".howl-tool").count()).toBe(3);
    await shot(page, `howl-area-desktop-${name}`);

    await page.locator("#howl-area-input").fill("김치찌개에 김치와 물은 얼마나 넣나요?");
    await page.locator(".howl-form button[type=submit]").click();
    await page.waitForURL(/\/howl\/question\?q=/);
    await page.locator(".howl-answer").waitFor();
    expect(await page.locator(".howl-engine").getAttribute("data-engine")).toBe(expectedEngine);
    if (expectedEngine === "offline") {
      expect(await page.locator(".howl-engine").innerText()).toBe(HOWL.engineOffline.ko);
      expect(await page.locator(".howl-answer-text").innerText()).toContain(HOWL_TEXT.foundLabel.ko as string);
    } else {
      expect(await page.locator(".howl-engine").innerText()).toBe(HOWL.engineModel.ko);
      // The model double's answers carry the word 모델, which the offline engine never writes.
      expect(await page.locator(".howl-answer-text").innerText()).toContain("모델");
    }
    expect(await page.locator(".howl-source-title").first().innerText()).toBe(KIMCHI_TITLE);
    expect(await page.locator(".howl-posts .search-result-title").first().innerText()).toBe(KIMCHI_TITLE);
    await shot(page, `howl-answer-desktop-${name}`);

    await page.locator(".howl-answer-text .howl-cite").first().click();
    await page.waitForURL(/\/d\//);
    await page.locator("h1", { hasText: "김치찌개 황금 비율" }).waitFor();
    await shot(page, `howl-cited-post-desktop-${name}`, false);
    await context.close();
  });

  it("desktop: refuses a one-letter question and says when nothing answers", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/howl/question`);
    await live(page);
    await page.locator("#howl-question-input").fill("가");
    await page.locator(".howl-form button[type=submit]").click();
    expect(await page.locator(".howl-error").innerText()).toBe(HOWL_TEXT.tooShort.ko);
    await page.locator("#howl-question-input").fill("양자 컴퓨터 큐비트의 오류 정정 방식");
    await page.locator(".howl-form button[type=submit]").click();
    await page.locator(".howl-no-answer").waitFor();
    expect(await page.locator(".howl-no-answer strong").innerText()).toBe(HOWL.noAnswerTitle.ko);
    expect(await page.locator(".howl-no-answer a").getAttribute("href")).toMatch(/^\/search\//);
    await shot(page, `howl-no-answer-desktop-${name}`);
    await context.close();
  });

  it("phone: asks an example question, reads the answer and opens the quoted post under /m", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/howl/question`);
    await live(page);
    expect(await page.locator("html").getAttribute("data-theme")).toBe("ndolpin");
    await shot(page, `howl-question-phone-${name}`);
    await page.locator(".howl-example", { hasText: "보조배터리" }).click();
    await page.locator(".howl-answer").waitFor();
    expect(await page.locator(".howl-source-title").first().innerText()).toContain("기내 반입 규정");
    const segment = await page.evaluate(() => sessionStorage.getItem("howlSegment"));
    expect(["A", "B"]).toContain(segment);
    await shot(page, `howl-answer-phone-${name}`);
    await page.locator(".howl-source-title").first().click();
    await page.waitForURL(/\/m\/d\//);
    await page.locator("h1", { hasText: "기내 반입 규정" }).waitFor();
    await context.close();
  });
});
