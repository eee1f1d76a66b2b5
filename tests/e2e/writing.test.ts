// Journeys of the writing page, desktop (1200 px) and phone (/m): write a rich post
// (heading, list, a colour from the palette, an uploaded image, tags, topic), publish it,
// read it at /d/{permalink}, edit it, delete it; drafts autosave and come back; Korean IME
// input never loses or doubles a syllable; a crash of the browser or of the server loses at
// most the last 2 seconds of typing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from "playwright-core";
import { MSG } from "../../core/messages";
import { WRITING_MSG } from "../../core/writing";
import { ALT_TEXT } from "../../app/features/upload/alt-text-text";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { CHROME_PATH, DESKTOP_UA, desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, signUpMember, uniqueMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const png = (width: number, height: number, color = { r: 49, g: 130, b: 246 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function openUpload(page: Page, path = "/upload"): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator(".ProseMirror").waitFor();
}

/** Types a Hangul word through Chromium's IME emulation: syllable by syllable, then committed. */
async function compose(cdp: CDPSession, steps: string[], commit = true): Promise<void> {
  for (const text of steps) {
    await cdp.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });
  }
  // The key the IME itself processes arrives while composing (keyCode 229): nobody may act on it.
  await cdp.send("Input.dispatchKeyEvent", {
    type: "rawKeyDown",
    key: "Process",
    code: "Enter",
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
  await cdp.send("Input.dispatchKeyEvent", {
    type: "keyUp",
    key: "Process",
    code: "Enter",
    windowsVirtualKeyCode: 229,
    nativeVirtualKeyCode: 229,
  });
  if (commit) await cdp.send("Input.insertText", { text: steps[steps.length - 1]! });
}
const HANGUL = ["ㅎ", "하", "한", "한ㄱ", "한그", "한글"];

async function apiJson(context: BrowserContext, method: "GET" | "POST" | "DELETE", url: string, data?: unknown, base = baseUrl) {
  const res = await context.request.fetch(`${base}${url}`, { method, headers: { origin: base }, ...(data !== undefined ? { data } : {}) });
  return { status: res.status(), body: (await res.json()) as { code: string; data: any; errorMsg: string | null } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("desktop (1200 px)", () => {
  it("a visitor is sent to sign in (query kept), an unverified member is told to verify", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/upload?pouid=abc`);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/upload?pouid=abc");
    await signUpMember(context, { verify: false });
    await page.goto(`${baseUrl}/upload?pouid=abc`);
    expect(await page.locator(".upload-notice h1").innerText()).toBe(MSG.emailCertRequired.ko);
    await shot(page, "writing-desktop-unverified", false);
    await context.close();
  });

  it("writes a rich post, publishes it, reads it, edits it and deletes it", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    const member = await signUpMember(context);
    await openUpload(page, "/upload?pouid=p-1");

    // The compact upload header: page type, topic dropdown with its placeholder and nine topics.
    expect(await page.locator(".upload-title").innerText()).toBe("글쓰기");
    const topic = page.getByTestId("topic-select");
    expect(await topic.locator("option").allInnerTexts()).toEqual([
      "토픽 선택",
      "경제",
      "IT·기술",
      "문화·예술",
      "취업·이직",
      "운동·건강",
      "요리·음식",
      "여행",
      "어학",
      "기타",
    ]);
    const publish = page.getByTestId("publish-button");
    expect(await publish.isDisabled()).toBe(true);
    // docs/product/writing.md: editor at least 480 px, its wrapper the viewport minus 330 px.
    expect(await page.locator(".ProseMirror").evaluate((el) => getComputedStyle(el).minHeight)).toBe("480px");
    expect(await page.locator(".editor-wrapper").evaluate((el) => el.getBoundingClientRect().height)).toBe(900 - 330);
    expect(new URL(page.url()).searchParams.get("pouid")).toBe("p-1");
    await shot(page, "writing-desktop-empty", false);

    await page.locator("#subject-input").fill("주식 공부를 시작하는 법");
    const editor = page.locator(".ProseMirror");
    await editor.click();
    await page.getByTestId("tool-h2").click();
    await page.keyboard.type("첫째, 기본 용어");
    await page.keyboard.press("Enter");
    await page.keyboard.type("용어부터 차근차근 익혀 봅니다.");
    await page.keyboard.press("Enter");
    await page.getByTestId("tool-bullet").click();
    await page.keyboard.type("시가총액");
    await page.keyboard.press("Enter");
    await page.keyboard.type("배당");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("중요한 문장");
    for (let i = 0; i < "중요한 문장".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByTestId("tool-color").click();
    const palette = page.locator(".palette");
    expect(await palette.locator("button").count()).toBe(28);
    expect(await palette.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length)).toBe(7);
    const hex = page.locator("#hex-input");
    expect(await hex.getAttribute("maxlength")).toBe("7");
    await hex.fill("#12zz34");
    expect(await hex.inputValue()).toBe("#1234");
    await hex.fill("");
    await hex.pressSequentially("3182f6ab");
    expect(await hex.inputValue()).toBe("#3182F6");
    await shot(page, "writing-desktop-palette", false);
    await palette.locator('[data-color="#F04452"]').click();
    await page.keyboard.press("End");
    // A link: only http, https and mailto are taken.
    await page.keyboard.type(" 출처");
    for (let i = 0; i < 2; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.getByTestId("tool-link").click();
    const linkInput = page.locator("#link-input");
    await linkInput.fill("javascript:alert(1)");
    await linkInput.press("Enter");
    expect(await page.locator(".link-popover [role=alert]").innerText()).toBe(WRITING_MSG.linkInvalid.ko);
    await linkInput.fill("example.com/출처");
    await linkInput.press("Enter");
    expect(await editor.locator("a").getAttribute("href")).toBe("https://example.com/출처");
    // The caret waits after the link, outside it: the next key neither replaces nor lengthens it.
    await page.keyboard.type(".");
    expect(await editor.locator("a").innerText()).toBe("출처");
    await page.keyboard.press("End");
    const coloured = editor.locator("span[style*=color]").first();
    expect((await coloured.innerText()).trim()).toBe("중요한 문장");
    expect(await coloured.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(240, 68, 82)");
    await page.keyboard.press("Enter");

    // An image through the API: checked by content, resized, stored.
    await page.getByTestId("image-file").setInputFiles({ name: "차트.png", mimeType: "image/png", buffer: await png(2400, 1200) });
    const image = editor.locator("img");
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^\/files\/images\/\d{4}\/\d{2}\/[a-z0-9]+\.webp$/);
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1920);
    // A PDF dressed as .png is refused with the editor's message; nothing in the editor changes.
    await page.getByTestId("image-file").setInputFiles({ name: "가짜.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7\n%…") });
    const fileErr = page.locator("#modalDraftFileErr");
    await fileErr.waitFor();
    expect(await fileErr.innerText()).toContain("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.");
    await shot(page, "writing-desktop-file-error", false);
    await fileErr.getByRole("button", { name: "확인" }).click();
    expect(await editor.locator("img").count()).toBe(1);

    // Tags: Enter and comma add, duplicates are refused with a message, Backspace removes.
    const tags = page.getByLabel("태그 입력");
    await tags.fill("경제");
    await tags.press("Enter");
    await tags.fill("주식,");
    await tags.fill("#경제");
    await tags.press("Enter");
    expect(await page.locator(".tags-field [role=alert]").innerText()).toBe(WRITING_MSG.tagDuplicate.ko);
    expect(await tags.inputValue()).toBe("경제");
    await tags.fill("임시");
    await tags.press("Enter");
    await tags.press("Backspace");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#경제", "#주식"]);

    expect(await publish.isDisabled()).toBe(true);
    await topic.selectOption("economy");
    await expect.poll(() => publish.isDisabled()).toBe(false);

    // The thumbnail is suggested from the first image and previewed.
    await page.getByRole("button", { name: "썸네일로 사용" }).click();
    expect(await page.getByTestId("thumb-preview").getAttribute("src")).toBe(await image.getAttribute("src"));
    await expect.poll(() => page.getByTestId("draft-status").innerText(), { timeout: 5000 }).toBe("저장 완료");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "writing-desktop-filled");

    // The picture has no description yet: a reminder asks for one, typed right in it.
    await publish.click();
    const altCheck = page.locator("#modalAltText");
    await altCheck.waitFor();
    expect(await altCheck.locator(".modal-title").innerText()).toBe(ALT_TEXT.title.ko);
    await shot(page, "writing-desktop-alt-text", false);
    await altCheck.getByLabel("이미지 1 설명").fill("주가 흐름 차트");
    await altCheck.getByTestId("alt-text-save").click();

    // First publication: the policy notice, once.
    const policy = page.locator("#modalPolicy");
    await policy.waitFor();
    expect(await policy.innerText()).toContain("게시물 업로드 정책 안내");
    await shot(page, "writing-desktop-policy", false);
    await policy.getByRole("button", { name: "동의하고 발행하기" }).click();
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/);
    const permaLink = new URL(page.url()).pathname.split("/").pop()!;
    const article = page.locator("article");
    expect(await article.locator("h1").innerText()).toBe("주식 공부를 시작하는 법");
    expect(await article.locator(".article-body h2").innerText()).toBe("첫째, 기본 용어");
    expect(await article.locator(".article-body ul li").allInnerTexts()).toEqual(["시가총액", "배당"]);
    expect((await article.locator('.article-body span[style="color:#F04452"]').first().innerText()).trim()).toBe("중요한 문장");
    const link = article.locator(".article-body a");
    expect(await link.innerText()).toBe("출처");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow ugc");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await article.locator(".article-body img").getAttribute("src")).toMatch(/^\/files\/images\//);
    expect(await article.locator(".article-body img").getAttribute("alt")).toBe("주가 흐름 차트");
    expect(await article.locator(".article-tags li").allInnerTexts()).toEqual(["#경제", "#주식"]);
    expect(await article.locator(".article-tags a").first().getAttribute("href")).toBe(`/tag/${encodeURIComponent("경제")}`);
    expect(await article.locator(".article-topic .chip").first().innerText()).toBe("경제");
    await shot(page, "writing-desktop-published");

    // The published post is in the lists with its thumbnail; the draft it came from is gone.
    await page.goto(`${baseUrl}/new`);
    const card = page.locator(`a.post-card[href="/d/${permaLink}"]`);
    expect(await card.locator(".post-card-title").innerText()).toBe("주식 공부를 시작하는 법");
    expect(await card.locator(".post-thumb img").getAttribute("src")).toMatch(/^\/files\/images\//);
    expect((await apiJson(context, "GET", "/api/drafts")).body.data.totalCount).toBe(0);

    // Another member's menu offers only 신고 (reporting), never edit or delete.
    const otherContext = await desktopContext(browser);
    await signUpMember(otherContext);
    const otherPage = await otherContext.newPage();
    await otherPage.goto(`${baseUrl}/d/${permaLink}`);
    await otherPage.getByRole("button", { name: "더보기" }).click();
    // The open menu's list comes with its own code, a moment after the tap.
    await otherPage.getByRole("menuitem").first().waitFor();
    expect(await otherPage.getByRole("menuitem").allInnerTexts()).toEqual(["신고"]);
    await otherContext.close();

    // Edit through the owner's more-menu.
    await page.goto(`${baseUrl}/d/${permaLink}`);
    await page.getByRole("button", { name: "더보기" }).click();
    await shot(page, "writing-desktop-more-menu", false);
    await page.getByRole("menuitem", { name: "수정" }).click();
    await page.waitForURL(/\/upload\?permaLink=/);
    await page.locator(".ProseMirror").waitFor();
    const editUrl = new URL(page.url());
    expect(editUrl.searchParams.get("permaLink")).toBe(permaLink);
    expect(await page.locator(".upload-title").innerText()).toBe("수정하기");
    expect(await page.locator("#subject-input").inputValue()).toBe("주식 공부를 시작하는 법");
    expect(await topic.inputValue()).toBe("economy");
    expect(await page.locator(".ProseMirror h2").innerText()).toBe("첫째, 기본 용어");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#경제", "#주식"]);
    await page.locator("#subject-input").fill("주식 공부를 시작하는 법 (개정)");
    await shot(page, "writing-desktop-edit", false);
    await page.getByTestId("publish-button").click();
    await page.waitForURL(`${baseUrl}/d/${permaLink}`);
    expect(await page.locator("article h1").innerText()).toBe("주식 공부를 시작하는 법 (개정)");

    // Delete: modalDelete, then home; the post is gone.
    await page.getByRole("button", { name: "더보기" }).click();
    await page.getByRole("menuitem", { name: "삭제" }).click();
    const del = page.locator("#modalDelete");
    await del.waitFor();
    await shot(page, "writing-desktop-delete", false);
    await del.getByRole("button", { name: "삭제" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const gone = await page.goto(`${baseUrl}/d/${permaLink}`);
    expect(gone?.status()).toBe(404);
    expect(member.userId).toBeTruthy();
    await context.close();
  });

  it("drafts: autosave, offered back, listed, loaded, several deleted, delete failure, leave guard", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    // Two older drafts made through the API.
    await apiJson(context, "POST", "/api/draft", { title: "오래된 초안 하나", content: "<p>하나</p>", topic: "", tags: [] });
    await apiJson(context, "POST", "/api/draft", { title: "오래된 초안 둘", content: "<p>둘</p>", topic: "travel", tags: ["여행"] });

    await openUpload(page);
    // Offered the newest draft (isFirst); start a new one instead.
    const first = page.locator("#modalDraftIsFirst");
    await first.waitFor();
    expect(await first.innerText()).toContain("오래된 초안 둘");
    await first.getByRole("button", { name: "새로 쓰기" }).click();

    await page.locator("#subject-input").fill("자동 저장되는 글");
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("자동으로 저장되는 본문입니다.");
    await page.getByTestId("topic-select").selectOption("culture");
    await expect.poll(() => page.getByTestId("draft-status").innerText(), { timeout: 5000 }).toBe("저장 완료");
    // docs/product/writing.md: the status clears after 1 second; when it was saved stays beside it.
    await expect.poll(() => page.getByTestId("draft-status").innerText(), { timeout: 3000 }).toBe("");
    expect(await page.getByTestId("draft-saved-at").innerText()).toMatch(/^저장됨 · (오전|오후) \d{1,2}:\d{2}$/);
    expect(await page.getByTestId("draft-list-button").innerText()).toBe("3");

    // Reload: the complete draft comes back and forces 'done'.
    await page.reload();
    await page.locator(".ProseMirror").waitFor();
    await first.waitFor();
    expect(await first.innerText()).toContain("자동 저장되는 글");
    await shot(page, "writing-desktop-draft-offer", false);
    await first.getByRole("button", { name: "이어서 쓰기" }).click();
    await expect.poll(() => page.locator("#subject-input").inputValue()).toBe("자동 저장되는 글");
    expect(await page.locator(".ProseMirror").innerText()).toBe("자동으로 저장되는 본문입니다.");
    expect(await page.getByTestId("topic-select").inputValue()).toBe("culture");
    expect(await page.getByTestId("publish-button").isDisabled()).toBe(false);

    // The list: the current draft is marked and can be neither loaded nor deleted.
    await page.getByTestId("draft-list-button").click();
    const panel = page.locator("#draftPanel");
    await panel.waitFor();
    const current = panel.locator(".draft-item.current");
    expect(await current.innerText()).toContain("작성 중");
    expect(await current.locator("input[type=checkbox]").isDisabled()).toBe(true);
    expect(await current.locator("button.draft-open").isDisabled()).toBe(true);
    await shot(page, "writing-desktop-draft-list", false);

    // Loading another draft asks first (the current one is saved), then fills everything.
    await panel.locator(".draft-item", { hasText: "오래된 초안 둘" }).locator("button.draft-open").click();
    const load = page.locator("#modalDraftLoad");
    await load.waitFor();
    await load.getByRole("button", { name: "불러오기" }).click();
    await expect.poll(() => page.locator("#subject-input").inputValue()).toBe("오래된 초안 둘");
    expect(await page.locator(".ProseMirror").innerText()).toBe("둘");
    expect(await page.getByTestId("topic-select").inputValue()).toBe("travel");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#여행"]);
    expect(await panel.count()).toBe(0);

    // A delete that fails says so in the product pages' words and keeps the drafts.
    await page.getByTestId("draft-list-button").click();
    const boxes = panel.locator(".draft-item:not(.current) input[type=checkbox]");
    expect(await boxes.count()).toBe(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.route("**/api/drafts", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await panel.getByRole("button", { name: /선택 삭제/ }).click();
    await page.locator("#modalDraftDelete").getByRole("button", { name: "삭제" }).click();
    await expect.poll(() => panel.locator("[role=alert]").innerText()).toBe(MSG.draftDeleteError.ko);
    await shot(page, "writing-desktop-draft-delete-error", false);
    await page.unroute("**/api/drafts");
    // Several at once.
    await panel.getByRole("button", { name: /선택 삭제/ }).click();
    await page.locator("#modalDraftDelete").getByRole("button", { name: "삭제" }).click();
    await expect.poll(() => page.getByTestId("draft-status").innerText()).toBe("삭제 완료");
    await expect.poll(() => panel.locator(".draft-item").count()).toBe(1);
    await panel.getByRole("button", { name: "닫기" }).click();

    // Leaving with unsaved changes asks (React Router blocker); staying keeps the text.
    await page.locator(".ProseMirror").click();
    await page.keyboard.press("End");
    await page.keyboard.type(" 그리고 더");
    await page.locator("a.upload-logo").click();
    const leave = page.locator("#modalDraftLeave");
    await leave.waitFor();
    await shot(page, "writing-desktop-leave", false);
    await leave.getByRole("button", { name: "계속 쓰기" }).click();
    expect(new URL(page.url()).pathname).toBe("/upload");
    // Back in the editor where the caret was.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("ProseMirror"))).toBe(true);
    await page.keyboard.type("!");
    await page.locator("a.upload-logo").click();
    await leave.waitFor();
    await leave.getByRole("button", { name: "임시저장하고 나가기" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const drafts = (await apiJson(context, "GET", "/api/drafts")).body.data;
    expect(drafts.totalCount).toBe(1);
    const saved = (await apiJson(context, "GET", `/api/draft?draftNo=${drafts.list[0].draftNo}`)).body.data;
    expect(saved.content).toBe("<p>둘 그리고 더!</p>");
    await context.close();
  });

  it("Korean IME: Enter, Space and a toolbar button after composing never lose or double a syllable", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await openUpload(page);
    const cdp = await page.context().newCDPSession(page);
    const editor = page.locator(".ProseMirror");

    // Editor: 한글 + Enter → a new paragraph.
    await editor.click();
    await compose(cdp, HANGUL);
    await page.keyboard.press("Enter");
    await page.keyboard.type("끝");
    expect(await editor.innerHTML()).toBe("<p>한글</p><p>끝</p>");
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");
    // 한글 + Space.
    await compose(cdp, HANGUL);
    await page.keyboard.press("Space");
    await page.keyboard.type("끝");
    expect(await editor.innerHTML()).toBe("<p>한글 끝</p>");
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");
    // 한글 still being composed, then a toolbar button (bold): the syllable is kept once.
    await compose(cdp, HANGUL, false);
    await page.getByTestId("tool-bold").click();
    await page.keyboard.type("끝");
    expect(await editor.innerHTML()).toBe("<p>한글<strong>끝</strong></p>");
    // A committed syllable, then a toolbar button.
    await page.keyboard.press("Enter");
    await compose(cdp, ["ㄱ", "가"]);
    await page.getByTestId("tool-italic").click();
    await page.keyboard.type("나");
    expect(await editor.innerHTML()).toBe("<p>한글<strong>끝</strong></p><p><strong>가<em>나</em></strong></p>");

    // Subject: 제목 + Enter keeps 제목 exactly and moves to the editor.
    await page.locator("#subject-input").click();
    await compose(cdp, ["ㅈ", "제", "젬", "제모", "제목"]);
    await page.keyboard.press("Enter");
    expect(await page.locator("#subject-input").inputValue()).toBe("제목");
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("ProseMirror"))).toBe(true);
    // Subject: Space after composing.
    await page.locator("#subject-input").click();
    await page.keyboard.press("End");
    await page.keyboard.press("Space");
    await compose(cdp, ["ㅇ", "이", "입", "입ㄴ", "입니", "입니ㄷ", "입니다"]);
    await page.keyboard.press("Space");
    expect(await page.locator("#subject-input").inputValue()).toBe("제목 입니다 ");

    // Tags: 태그 + Enter adds exactly one '태그'; the IME's own key (229) adds nothing.
    const tags = page.getByLabel("태그 입력");
    await tags.click();
    await compose(cdp, ["ㅌ", "태", "택", "태그"]);
    await page.keyboard.press("Enter");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#태그"]);
    expect(await tags.inputValue()).toBe("");
    // Still composing when Enter comes: the key belongs to the IME, nothing is added or lost.
    await compose(cdp, ["ㄴ", "나", "날", "날ㅆ", "날씨"], false);
    await page.keyboard.press("Enter");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#태그"]);
    expect(await tags.inputValue()).toBe("날씨");
    await cdp.send("Input.insertText", { text: "날씨" });
    await page.keyboard.press("Enter");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#태그", "#날씨"]);
    // A comma typed after composing.
    await compose(cdp, ["ㅂ", "바", "밤"]);
    await page.keyboard.type(",");
    expect(await page.locator(".tag-chip span").allInnerTexts()).toEqual(["#태그", "#날씨", "#밤"]);
    await shot(page, "writing-desktop-ime", false);

    // The autosaved draft holds exactly what was typed.
    const saved = async () => {
      const list = (await apiJson(context, "GET", "/api/drafts")).body.data.list;
      if (!list[0]) return null;
      const d = (await apiJson(context, "GET", `/api/draft?draftNo=${list[0].draftNo}`)).body.data;
      return { title: d.title, content: d.content, tags: d.tags };
    };
    await expect
      .poll(saved, { timeout: 8000 })
      .toEqual({ title: "제목 입니다 ", content: await editor.innerHTML(), tags: ["태그", "날씨", "밤"] });
    await context.close();
  });
});

/** Samples the editor's text while typing goes on, to know what was on screen at any moment. */
function sampleText(page: Page, samples: { at: number; text: string }[]): () => void {
  let running = true;
  void (async () => {
    while (running) {
      try {
        const text = await page.locator(".ProseMirror").innerText({ timeout: 500 });
        samples.push({ at: Date.now(), text });
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return () => {
    running = false;
  };
}

/**
 * Lets typing run until the editor holds more than 10 characters, then 2.5 s more: the moment
 * to crash something, measured on the text itself rather than a fixed time, since a busy
 * machine starts typing late.
 */
async function typeUntilCrashPoint(samples: { at: number; text: string }[]): Promise<void> {
  const started = Date.now();
  const until = started + 30_000;
  let reached: number | undefined;
  while (reached === undefined) {
    if (Date.now() > until) throw new Error("typing did not reach 11 characters");
    reached = samples.find((s) => s.text.length > 10)?.at;
    await new Promise((r) => setTimeout(r, 50));
  }
  const wait = Math.max(reached + 2500, started + 4500) - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

const TYPED =
  "크래시가 나도 글은 남아야 합니다 그래서 자동 저장과 로컬 사본이 함께 일합니다 끝까지 지켜봅니다 마지막 두 초만 잃어도 괜찮습니다 정말로 그렇습니다";

describe("crashes lose at most the last 2 seconds", () => {
  it("the browser is killed while typing: the text is offered back on /upload", async () => {
    // A browser of its own, so it can be killed like a crash (SIGKILL), not closed politely.
    const server = await chromium.launchServer({ executablePath: CHROME_PATH, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
    const doomed = await chromium.connect(server.wsEndpoint());
    const context = await doomed.newContext({ viewport: { width: 1200, height: 900 }, userAgent: DESKTOP_UA, locale: "ko-KR" });
    const member = await signUpMember(context);
    const page = await context.newPage();
    await openUpload(page);
    await page.locator("#subject-input").fill("크래시 시험");
    await page.locator(".ProseMirror").click();
    const samples: { at: number; text: string }[] = [];
    const stop = sampleText(page, samples);
    const typing = page.keyboard.type(TYPED, { delay: 80 }).catch(() => undefined);
    await typeUntilCrashPoint(samples);
    const killedAt = Date.now();
    server.process().kill("SIGKILL");
    stop();
    await typing;
    await doomed.close().catch(() => undefined);

    const before = samples.filter((s) => s.at <= killedAt - 2000).pop();
    const last = samples.pop();
    expect(before && before.text.length).toBeGreaterThan(10);
    expect(last!.text.length).toBeGreaterThan(before!.text.length);

    // A new browser: sign in, open /upload, the draft is offered back.
    const again = await desktopContext(browser);
    const signIn = await again.request.post(`${baseUrl}/api/user/signIn`, {
      headers: { origin: baseUrl },
      data: { userEmail: member.email, userPw: E2E_PASSWORD, joinChannel: "A" },
    });
    expect(signIn.ok()).toBe(true);
    const page2 = await again.newPage();
    await openUpload(page2);
    const offer = page2.locator("#modalDraftIsFirst");
    await offer.waitFor();
    expect(await offer.innerText()).toContain("크래시 시험");
    await shot(page2, "writing-desktop-crash-offer", false);
    await offer.getByRole("button", { name: "이어서 쓰기" }).click();
    await expect.poll(() => page2.locator("#subject-input").inputValue()).toBe("크래시 시험");
    const restored = await page2.locator(".ProseMirror").innerText();
    expect(TYPED.startsWith(restored)).toBe(true);
    expect(restored.length).toBeGreaterThanOrEqual(before!.text.length);
    await again.close();
  }, 120_000);

  it("the tab crashes with the server unreachable: the local copy brings back every character", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    const page = await context.newPage();
    await openUpload(page);
    // The server copy cannot be saved: only the browser's local copy protects the text.
    await page.route("**/api/draft", (route) => route.abort("connectionrefused"));
    await page.locator("#subject-input").fill("오프라인 글");
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("서버에 닿지 못해도 남는 글");
    await expect.poll(() => page.getByTestId("draft-status").innerText(), { timeout: 8000 }).toBe(WRITING_MSG.draftSaveError.ko);
    await shot(page, "writing-desktop-save-error", false);
    // The renderer dies: no unload handler runs.
    const cdp = await context.newCDPSession(page);
    const crashed = page.waitForEvent("crash");
    void cdp.send("Page.crash").catch(() => undefined);
    await crashed;

    const page2 = await context.newPage();
    await openUpload(page2);
    const offer = page2.locator("#modalDraftIsFirst");
    await offer.waitFor();
    expect(await offer.innerText()).toContain("오프라인 글");
    await offer.getByRole("button", { name: "이어서 쓰기" }).click();
    await expect.poll(() => page2.locator(".ProseMirror").innerText()).toBe("서버에 닿지 못해도 남는 글");
    expect(await page2.locator("#subject-input").inputValue()).toBe("오프라인 글");
    // The restored text is saved to the server again.
    await expect
      .poll(async () => (await apiJson(context, "GET", "/api/drafts")).body.data.list[0]?.title, { timeout: 6000 })
      .toBe("오프라인 글");
    await context.close();
  }, 90_000);

  it("the server is killed while typing: drafts survive the restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-restart-"));
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false" };
    let app: AppProcess | null = await startApp(env);
    const context = await desktopContext(browser);
    try {
      // A member of this server, signed up and verified the way a person does it.
      const fresh = uniqueMember("restart");
      const signUp = await context.request.post(`${base}/api/user/signUp`, {
        headers: { origin: base },
        data: { userEmail: fresh.email, userPw: E2E_PASSWORD, userName: fresh.userName, agreeTerms: true, agreeAge: true },
      });
      expect(signUp.ok()).toBe(true);
      // The usage-reason survey would cover the page after a load; this journey is about drafts.
      await hideUsageSurvey(context, ((await signUp.json()) as { data: { userId: string } }).data.userId, base);
      const mail = await waitForFolderMail(dataDir, fresh.email);
      const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, base);
      expect((await context.request.get(link, { maxRedirects: 0 })).status()).toBe(303);

      const page = await context.newPage();
      await page.goto(`${base}/upload`);
      await page.locator(".ProseMirror").waitFor();
      await page.locator("#subject-input").fill("재시작 시험");
      await page.locator(".ProseMirror").click();
      const samples: { at: number; text: string }[] = [];
      const stop = sampleText(page, samples);
      const typing = page.keyboard.type(TYPED, { delay: 80 });
      await typeUntilCrashPoint(samples);
      const killedAt = Date.now();
      app.child.kill("SIGKILL");
      await new Promise((r) => app!.child.once("exit", r));
      app = null;
      // While the server is down the page keeps retrying; hold those retries back so what the
      // restarted server shows is exactly what survived the kill.
      await context.route("**/api/draft", (route) => route.abort("connectionrefused"));
      await typing;
      stop();
      const before = samples.filter((s) => s.at <= killedAt - 2000).pop()!;
      expect(before.text.length).toBeGreaterThan(10);
      expect(await page.locator(".ProseMirror").innerText()).toBe(TYPED);

      app = await startApp(env);
      const drafts = await apiJson(context, "GET", "/api/drafts", undefined, base);
      expect(drafts.body.data.totalCount).toBe(1);
      const draft = await apiJson(context, "GET", `/api/draft?draftNo=${drafts.body.data.list[0].draftNo}`, undefined, base);
      expect(draft.body.data.title).toBe("재시작 시험");
      const serverText = (draft.body.data.content as string).replace(/<[^>]+>/g, "");
      expect(TYPED.startsWith(serverText)).toBe(true);
      expect(serverText.length).toBeGreaterThanOrEqual(before.text.length);

      // The browser kept going: its local copy has every character and is offered back. Saves
      // stay held back until it is: the save on leaving the page would otherwise race the
      // reload and, when it wins, the server already has everything and nothing is offered.
      page.on("dialog", (dialog) => void dialog.accept());
      await page.goto(`${base}/upload`);
      await page.locator(".ProseMirror").waitFor();
      const offer = page.locator("#modalDraftIsFirst");
      await offer.waitFor();
      await offer.getByRole("button", { name: "이어서 쓰기" }).click();
      await expect.poll(() => page.locator(".ProseMirror").innerText()).toBe(TYPED);
      await context.unroute("**/api/draft");
    } finally {
      await context.close();
      await app?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("phone (390 px, /m)", () => {
  it("writes, publishes, reads, edits and deletes under /m", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await openUpload(page, "/m/upload");
    expect(new URL(page.url()).pathname).toBe("/m/upload");
    expect(await page.locator(".upload-title").innerText()).toBe("글쓰기");
    expect(await page.locator("nav.m-tabbar").count()).toBe(0);
    // docs/product/writing.md: up to 768 px wide the wrapper is the viewport minus 260 px.
    expect(await page.locator(".editor-wrapper").evaluate((el) => el.getBoundingClientRect().height)).toBe(844 - 260);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "writing-phone-empty", false);

    await page.locator("#subject-input").fill("모바일에서 쓴 글");
    await page.locator(".ProseMirror").tap();
    await page.getByTestId("tool-h2").tap();
    await page.keyboard.type("소제목");
    await page.keyboard.press("Enter");
    await page.getByTestId("tool-ordered").tap();
    await page.keyboard.type("하나");
    await page.keyboard.press("Enter");
    await page.keyboard.type("둘");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.getByTestId("tool-color").tap();
    await page.locator('.palette [data-color="#1B64DA"]').tap();
    await page.keyboard.type("파란 글씨");
    await page.getByTestId("image-file").setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp(await png(800, 600, { r: 240, g: 68, b: 82 }))
        .jpeg()
        .toBuffer(),
    });
    await page.locator(".ProseMirror img").waitFor();
    const tags = page.getByLabel("태그 입력");
    await tags.fill("모바일");
    await tags.press("Enter");
    // An uploaded thumbnail, previewed and removable; the body's first image is suggested again.
    await page
      .getByTestId("thumb-file")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1600, 900, { r: 21, g: 196, b: 126 }) });
    const preview = page.getByTestId("thumb-preview");
    await expect.poll(() => preview.getAttribute("src").catch(() => null)).toMatch(/^\/files\/images\//);
    await page.getByRole("button", { name: "썸네일 삭제" }).tap();
    expect(await preview.count()).toBe(0);
    await page
      .getByTestId("thumb-file")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1600, 900, { r: 21, g: 196, b: 126 }) });
    await expect.poll(() => preview.count()).toBe(1);
    await page.getByTestId("topic-select").selectOption("technology");
    await expect.poll(() => page.getByTestId("publish-button").isDisabled()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "writing-phone-filled", false);
    await page.getByTestId("publish-button").tap();
    // The reminder about the undescribed picture: this writer publishes without a description.
    await page.locator("#modalAltText").waitFor();
    await shot(page, "writing-phone-alt-text", false);
    await page.getByTestId("alt-text-skip").tap();
    await page.locator("#modalPolicy").getByRole("button", { name: "동의하고 발행하기" }).tap();
    await page.waitForURL(/\/m\/d\/[0-9a-z]{9}$/);
    const permaLink = new URL(page.url()).pathname.split("/").pop()!;
    expect(await page.locator("article h1").innerText()).toBe("모바일에서 쓴 글");
    expect(await page.locator(".article-body ol li").allInnerTexts()).toEqual(["하나", "둘"]);
    expect(await page.locator('.article-body span[style="color:#1B64DA"]').innerText()).toBe("파란 글씨");
    expect(await page.locator(".article-body img").count()).toBe(1);
    await shot(page, "writing-phone-published", false);

    await page.locator(".m-detail-bar").getByRole("button", { name: "더보기" }).tap();
    await page.getByRole("menuitem", { name: "수정" }).tap();
    await page.waitForURL(/\/m\/upload\?permaLink=/);
    await page.locator(".ProseMirror").waitFor();
    expect(await page.locator(".upload-title").innerText()).toBe("수정하기");
    await page.locator("#subject-input").fill("모바일에서 고친 글");
    await shot(page, "writing-phone-edit", false);
    await page.getByTestId("publish-button").tap();
    await page.waitForURL(`${baseUrl}/m/d/${permaLink}`);
    expect(await page.locator("article h1").innerText()).toBe("모바일에서 고친 글");

    await page.locator(".m-detail-bar").getByRole("button", { name: "더보기" }).tap();
    await page.getByRole("menuitem", { name: "삭제" }).tap();
    const del = page.locator("#modalDeleteMobile");
    await del.waitFor();
    await shot(page, "writing-phone-delete", false);
    await del.getByRole("button", { name: "삭제" }).tap();
    await page.waitForURL(`${baseUrl}/m`);
    expect((await page.goto(`${baseUrl}/m/d/${permaLink}`))?.status()).toBe(404);
    await context.close();
  });

  it("the draft list and the leave guard work on the phone", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    // The write tab of the mobile home leads here (docs/product/writing.md write flow for a verified member).
    await page.goto(`${baseUrl}/m`);
    await page.locator("nav.m-tabbar").getByRole("button", { name: "글쓰기" }).tap();
    await page.waitForURL(`${baseUrl}/m/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.locator("#subject-input").fill("폰 초안");
    await page.locator(".ProseMirror").tap();
    await page.keyboard.type("폰에서 쓰는 중");
    await expect.poll(() => page.getByTestId("draft-list-button").innerText(), { timeout: 6000 }).toContain("1");
    await page.getByTestId("draft-list-button").tap();
    const panel = page.locator("#draftPanel");
    await panel.waitFor();
    expect(await panel.locator(".draft-item.current").innerText()).toContain("폰 초안");
    await shot(page, "writing-phone-draft-list", false);
    await panel.getByRole("button", { name: "닫기" }).tap();
    await page.locator(".ProseMirror").tap();
    await page.keyboard.press("End");
    await page.keyboard.type(" 계속");
    await page.getByRole("button", { name: "뒤로 가기" }).tap();
    const leave = page.locator("#modalDraftLeave");
    await leave.waitFor();
    await shot(page, "writing-phone-leave", false);
    await leave.getByRole("button", { name: "임시저장하고 나가기" }).tap();
    await page.waitForURL(`${baseUrl}/m`);
    await expect
      .poll(
        async () => {
          const list = (await apiJson(context, "GET", "/api/drafts")).body.data.list;
          if (!list[0]) return null;
          return (await apiJson(context, "GET", `/api/draft?draftNo=${list[0].draftNo}`)).body.data.content;
        },
        { timeout: 6000 },
      )
      .toBe("<p>폰에서 쓰는 중 계속</p>");
    await context.close();
  });
});

describe("in English (nt_lang=en)", () => {
  it("the writing page and the document form speak English, desktop and phone", async () => {
    const context = await desktopContext(browser);
    await signUpMember(context);
    await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const page = await context.newPage();
    await openUpload(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator(".upload-title").innerText()).toBe("Write");
    expect(await page.getByTestId("publish-button").innerText()).toBe("Publish");
    expect(await page.locator("#subject-input").getAttribute("placeholder")).toBe("Enter a title");
    expect(await page.getByTestId("tool-bold").getAttribute("aria-label")).toBe("Bold");
    expect(await page.getByTestId("publish-hint").innerText()).toContain("Fill in the title, body and topic to publish.");
    // Nothing on the page is left in Korean (a new member has no content of their own here).
    expect(await page.locator(".upload-page").innerText()).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
    await shot(page, "writing-desktop-english", false);

    await page.goto(`${baseUrl}/upload?type=updDocs`);
    await page.getByTestId("document-drop-zone").waitFor();
    expect(await page.locator(".upload-title").innerText()).toBe("Upload a document");
    expect(await page.locator(".upload-page").innerText()).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
    await shot(page, "writing-desktop-english-document", false);
    await context.close();

    const phone = await phoneContext(browser);
    await signUpMember(phone);
    await phone.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const mobile = await phone.newPage();
    await openUpload(mobile, "/m/upload");
    expect(await mobile.getByRole("button", { name: "Back" }).count()).toBe(1);
    expect(await mobile.locator(".upload-page").innerText()).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
    await shot(mobile, "writing-phone-english", false);
    await phone.close();
  });
});
