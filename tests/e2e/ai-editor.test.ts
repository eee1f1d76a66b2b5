// Journeys of the editor's AI helpers (docs/product/ai.md §2, §3), desktop (1200 px) and phone
// (/m): a member writes, asks for a title, tags, enrichment, a continuation and a free image,
// applies and undoes, publishes with AI feedback on and reads the feedback on their post.
//
// Each journey runs against both apps: the offline engine (baseUrl: extracted results labelled
// 키워드 추출) and the model app (modelAppUrl, a local chat-completions double whose answers
// carry the word 모델: labelled AI 생성, and 모델 응답 실패로 … when the model fails).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { RecordedRequest } from "../support/model-server";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

interface Target {
  name: "offline" | "model";
  url: string;
  dataDir: string;
}
const TARGETS: Target[] = [
  { name: "offline", url: inject("baseUrl"), dataDir: inject("e2eDataDir") },
  { name: "model", url: inject("modelAppUrl"), dataDir: inject("modelAppDataDir") },
];
const ENGINE_LABEL = { offline: "키워드 추출", model: "AI 생성" } as const;

const TEXT = [
  "제주도 여행은 계절마다 다른 매력이 있습니다. 봄에는 유채꽃이 피고 여름에는 바다가 맑습니다.",
  "한라산 등산은 제주도 여행에서 빼놓을 수 없는 일정입니다. 성판악 코스는 길지만 완만해서 초보자도 오를 수 있습니다.",
  "제주도 여행에서 맛집을 찾는다면 고기국수와 흑돼지를 추천합니다. 시장에서는 감귤과 오메기떡을 살 수 있습니다.",
  "렌터카를 빌리면 제주도 해안도로를 따라 여행하기 좋습니다. 다만 여름 성수기에는 렌터카 예약을 일찍 해야 하고 유명한 해변 근처에는 주차 공간이 부족한 관광지가 많으며 오후에는 길이 막히는 시간도 길어서 하루 일정을 넉넉하게 잡는 것이 좋습니다.",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function writeBody(page: Page): Promise<void> {
  await page.locator(".ProseMirror").click();
  for (const paragraph of TEXT) {
    await page.keyboard.insertText(paragraph);
    await page.keyboard.press("Enter");
  }
}

const remainOf = async (page: Page) => Number((await page.getByTestId("ai-remain").innerText()).replace(/\D/g, ""));

describe.each(TARGETS)("AI helpers on the $name app", ({ name, url, dataDir }) => {
  const offline = name === "offline";
  it("desktop: title, tags, enrichment, continuation and a free image — applied, undone, published with feedback", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context, { app: { baseUrl: url, dataDir } });
    await page.goto(`${url}/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.getByTestId("ai-remain").waitFor();
    const before = await remainOf(page);
    expect(await page.getByTestId("ai-helpers").innerText()).toContain("AI 제목");
    expect(await page.getByTestId("use-feedback").isChecked()).toBe(true);

    await page.locator("#subject-input").fill("내 제목");
    await writeBody(page);

    // AI 제목: a preview labelled by its engine; applying replaces the title, undo puts it back.
    await page.getByTestId("ai-aiTitle").click();
    const preview = page.getByTestId("ai-preview");
    await preview.waitFor();
    expect(await preview.getByTestId("ai-engine").innerText()).toBe(ENGINE_LABEL[name]);
    const suggested = await preview.locator(".ai-title-preview").innerText();
    expect(suggested.length).toBeGreaterThan(2);
    await shot(page, `ai-editor-${name}-desktop-title`, false);
    await page.getByTestId("ai-accept").click();
    expect(await page.locator("#subject-input").inputValue()).toBe(suggested);
    await page.getByTestId("ai-undo").click();
    expect(await page.locator("#subject-input").inputValue()).toBe("내 제목");
    await page.getByTestId("ai-aiTitle").click();
    await page.getByTestId("ai-accept").click();

    // AI 태그: five suggestions, added as tags; undo empties them again; applied once more.
    await page.getByTestId("ai-aiTags").click();
    await preview.waitFor();
    const tags = await preview.locator(".tag-chip").allInnerTexts();
    expect(tags.length).toBeGreaterThanOrEqual(offline ? 5 : 2);
    expect(tags.join(" ")).toContain(offline ? "제주도" : "모델");
    await page.getByTestId("ai-accept").click();
    expect(await page.locator(".tags-box .tag-chip").count()).toBe(tags.length);
    await page.getByTestId("ai-undo").click();
    expect(await page.locator(".tags-box .tag-chip").count()).toBe(0);
    await page.getByTestId("ai-aiTags").click();
    await page.getByTestId("ai-accept").click();
    expect(await page.locator(".tags-box .tag-chip").count()).toBe(tags.length);

    // AI 보강: what similar posts (the demo's 제주 posts) add, quoted with their source — never
    // the member's own sentences again — and labelled sentence advice.
    await page.getByTestId("ai-aiEnrichment").click();
    await preview.getByTestId("ai-additions").waitFor();
    const quotes = await preview.getByTestId("ai-additions").locator("blockquote").allInnerTexts();
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(TEXT.join(" ")).not.toContain(quote.slice(0, 30));
    expect(await preview.getByTestId("ai-additions").innerText()).toContain("더할 만한 주제");
    expect(await preview.getByTestId("ai-advice").innerText()).toContain(offline ? "긴 문장" : "모델 조언");
    await shot(page, `ai-editor-${name}-desktop-enrichment`);
    const contentBefore = await page.locator(".ProseMirror").innerHTML();
    if (offline) expect(await page.getByTestId("ai-accept").innerText()).toBe("보강 내용 넣기");
    await page.getByTestId("ai-accept").click();
    // Offline the passages go in as quotes with their sources; a model's suggestion as paragraphs.
    if (offline) expect(await page.locator(".ProseMirror blockquote").count()).toBe(quotes.length);
    else expect(await page.locator(".ProseMirror").innerText()).toContain("모델 제안");
    await page.getByTestId("ai-undo").click();
    await expect.poll(() => page.locator(".ProseMirror").innerHTML()).toBe(contentBefore);

    // AI 이어쓰기: without a model the page says a model is needed and offers passages; with one
    // the text follows the member's and can be applied (and undone).
    await page.getByTestId("ai-aiContinuation").click();
    await preview.waitFor();
    await shot(page, `ai-editor-${name}-desktop-continuation`, false);
    if (offline) {
      expect(await preview.getByTestId("ai-needs-model").innerText()).toContain("AI 모델이 설정된 사이트에서만");
      expect(await preview.getByTestId("ai-accept").count()).toBe(0);
      await page.getByTestId("ai-dismiss").click();
    } else {
      expect(await preview.getByTestId("ai-continuation-text").innerText()).toContain("모델 이어쓰기");
      // It was typed: the app asked the model to stream.
      const requests = (await (await fetch(`${inject("modelServerUrl")}/__control/requests`)).json()) as RecordedRequest[];
      expect(requests.some((r) => r.task === "continuation" && r.body?.stream === true)).toBe(true);
      await page.getByTestId("ai-accept").click();
      expect(await page.locator(".ProseMirror").innerText()).toContain("모델 이어쓰기");
      await page.getByTestId("ai-undo").click();
      await expect.poll(() => page.locator(".ProseMirror").innerText()).not.toContain("모델 이어쓰기");
    }

    // 무료 이미지: the nine topic covers (drawn with their motif and name) first; choosing one puts
    // it into the editor; undo takes it out.
    await page.getByTestId("ai-freeImageCollection").click();
    await preview.getByTestId("ai-image").first().waitFor();
    expect(await preview.getByTestId("ai-image").count()).toBeGreaterThanOrEqual(9);
    await shot(page, `ai-editor-${name}-desktop-images`, false);
    await preview.getByTestId("ai-image").nth(6).click();
    await expect.poll(() => page.locator(".ProseMirror img").count()).toBe(1);
    expect(await page.locator(".ProseMirror img").getAttribute("src")).toMatch(/^\/files\/covers\/v2\/travel\.webp$/);
    await page.getByTestId("ai-undo").click();
    await expect.poll(() => page.locator(".ProseMirror img").count()).toBe(0);
    await page.getByTestId("ai-freeImageCollection").click();
    await preview.getByTestId("ai-image").nth(6).click();

    // Six helper answers were counted (two titles, two tag lists, enrichment, continuation); free images are not.
    expect(await remainOf(page)).toBe(before - 6);

    // Publish with AI feedback on: the author reads it on their post.
    await page.getByTestId("topic-select").selectOption("travel");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `ai-editor-${name}-desktop-filled`);
    await page.getByTestId("publish-button").click();
    await page.locator("#modalPolicy").getByRole("button", { name: "동의하고 발행하기" }).click();
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/);
    expect(await page.locator(".article-body img").getAttribute("src")).toBe("/files/covers/v2/travel.webp");
    expect(await page.locator(".article-tags li").count()).toBe(tags.length);
    const feedback = page.getByTestId("ai-feedback-panel");
    await feedback.waitFor();
    expect(await feedback.innerText()).toContain("핵심 내용");
    expect(await feedback.getByTestId("ai-feedback-advice").innerText()).toContain(offline ? "문장이 깁니다" : "모델 조언");
    await feedback.scrollIntoViewIfNeeded();
    await shot(page, `ai-editor-${name}-desktop-feedback`, false);
    await context.close();
  });

  it("phone: tags and a free image on /m/upload, then published", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signUpMember(context, { app: { baseUrl: url, dataDir } });
    await page.goto(`${url}/m/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.getByTestId("ai-remain").waitFor();
    await page.locator("#subject-input").fill("제주도 여행 준비");
    await writeBody(page);
    await page.getByTestId("ai-aiTags").click();
    const preview = page.getByTestId("ai-preview");
    await preview.waitFor();
    await shot(page, `ai-editor-${name}-phone-tags`, false);
    const tagCount = await preview.locator(".tag-chip").count();
    await page.getByTestId("ai-accept").click();
    expect(await page.locator(".tags-box .tag-chip").count()).toBe(tagCount);
    await page.getByTestId("ai-aiEnrichment").click();
    await preview.getByTestId("ai-additions").waitFor();
    await shot(page, `ai-editor-${name}-phone-enrichment`);
    await page.getByTestId("ai-dismiss").click();
    await page.getByTestId("ai-freeImageCollection").click();
    await preview.getByTestId("ai-image").first().waitFor();
    await shot(page, `ai-editor-${name}-phone-images`, false);
    await preview.getByTestId("ai-image").first().click();
    await expect.poll(() => page.locator(".ProseMirror img").count()).toBe(1);
    await page.getByTestId("topic-select").selectOption("travel");
    await page.getByTestId("publish-button").click();
    await page.locator("#modalPolicy").getByRole("button", { name: "동의하고 발행하기" }).click();
    await page.waitForURL(/\/m\/d\/[0-9a-z]{9}$/);
    await page.getByTestId("ai-feedback-panel").waitFor();
    await shot(page, `ai-editor-${name}-phone-post`);
    await context.close();
  });

  it.runIf(name === "model")("desktop: when the model fails, the extracted result is shown and labelled", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context, { app: { baseUrl: url, dataDir } });
    await page.goto(`${url}/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.locator(".ProseMirror").click();
    // The double fails this one request (its trigger is in the member's text).
    await page.keyboard.insertText(`${TEXT[0]} [[model:fail]]`);
    await page.getByTestId("ai-aiTitle").click();
    const preview = page.getByTestId("ai-preview");
    await preview.waitFor();
    expect(await preview.getByTestId("ai-engine").innerText()).toBe("모델 응답 실패로 추출 결과를 보여 드립니다");
    expect(await preview.locator(".ai-title-preview").innerText()).not.toContain("모델");
    await shot(page, "ai-editor-model-desktop-fallback", false);
    await context.close();
  });
});
