// A post's history in the browser (docs/product/revisions.md): the author edits a post, finds
// the history from the edit page, sees what changed (the changed syllables marked, not whole
// words), restores the first version through the confirmation, and reads it back on the post;
// the phone page in English; another member is refused.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
let author: BrowserContext;
let post: { boardNo: number; permaLink: string };

const body = (ending: string) => `<p>어제 도서관에서 책을 ${ending}.</p><p>겨울에는 소설이 좋다.</p>`;

async function write(context: BrowserContext, url: string, subject: string, html: string, tags: string[]) {
  const res = await context.request.post(`${baseUrl}${url}`, {
    headers: { origin: baseUrl },
    data: { type: "editor", subject, webEditorContent: html, topic: "culture", tags, thumb: null, agreePolicy: true },
  });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { boardNo: number; permaLink: string } }).data;
}

async function toastShown(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor({ timeout: 10_000 });
}

beforeAll(async () => {
  browser = await launch();
  author = await desktopContext(browser);
  await signUpMember(author);
  post = await write(author, "/api/contents/post", "겨울 독서 기록", body("읽었다"), ["독서"]);
  await write(author, `/api/contents/post/${post.boardNo}`, "겨울 독서 기록", body("읽었습니다"), ["독서"]);
  await write(author, `/api/contents/post/${post.boardNo}`, "겨울 독서 기록 (수정)", body("읽었습니다"), ["독서", "소설"]);
});
afterAll(async () => {
  await author?.close();
  await browser?.close();
});

describe("revision history", () => {
  it("desktop: from the edit page to the history; the changed syllables; restoring the first version", async () => {
    const page = await author.newPage();
    await page.goto(`${baseUrl}/upload?permaLink=${post.permaLink}&boardNo=${post.boardNo}`);
    await page.getByRole("link", { name: "수정 기록" }).click();
    await page.waitForURL(`${baseUrl}/revisions/${post.boardNo}`);
    await expect.poll(() => page.locator("h1").innerText()).toBe("수정 기록");
    const items = page.locator(".revision-item");
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(0).innerText()).toContain("현재");
    expect(await items.nth(2).locator(".revision-kind").innerText()).toBe("발행");
    // The newest: the title and a tag changed, the text did not.
    expect(await page.locator(".revision-diff ins").allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining("(수정)")]));
    expect(await page.locator(".revision-tags .added").innerText()).toContain("#소설");
    expect(await page.locator(".diff-text").innerText()).toContain("본문은 바뀌지 않았어요.");
    await shot(page, "revisions-desktop-latest");

    // The middle one: only the ending of one word.
    await items.nth(1).getByRole("link").click();
    await expect.poll(() => page.locator(".diff-text ins").count()).toBe(1);
    expect(await page.locator(".diff-text ins").textContent()).toBe("[추가] 습니");
    await shot(page, "revisions-desktop-diff");

    // Restore the first version.
    await items.nth(2).getByRole("link").click();
    await expect.poll(() => page.locator("#revision-heading").innerText()).toContain("발행");
    await page.getByRole("button", { name: "이 기록으로 되돌리기" }).click();
    const dialog = page.locator("#modalRestoreRevision");
    await dialog.waitFor();
    await shot(page, "revisions-desktop-confirm", false);
    await dialog.getByRole("button", { name: "되돌리기", exact: true }).click();
    await toastShown(page, "선택한 기록으로 되돌렸어요.");
    await expect.poll(() => items.count()).toBe(4);
    expect(await items.nth(0).locator(".revision-kind").innerText()).toBe("되돌림");
    await expect.poll(() => page.locator(".revision-detail-meta").first().innerText()).toContain("기록으로 되돌림");

    // The post says what it first said.
    await page.goto(`${baseUrl}/d/${post.permaLink}`);
    await expect.poll(() => page.locator(".article-body").innerText()).toContain("책을 읽었다.");
    expect(await page.locator("h1").first().innerText()).toContain("겨울 독서 기록");
    await page.close();
  });

  it("phone in English: the history under /m; another member is refused", async () => {
    const phone = await phoneContext(browser);
    await phone.addCookies([
      ...(await author.cookies(baseUrl)).filter((c) => c.name === "nt_session"),
      { name: "nt_lang", value: "en", url: baseUrl },
    ]);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m/revisions/${post.boardNo}`);
    expect(await page.locator("h1").innerText()).toBe("Revision history");
    await expect.poll(() => page.locator(".revision-item").count()).toBe(4);
    expect(await page.locator(".revision-item").nth(0).locator(".revision-kind").innerText()).toBe("Restored");
    await shot(page, "revisions-phone-en");
    await phone.close();

    const other = await desktopContext(browser);
    await signUpMember(other);
    const refused = await other.newPage();
    const res = await refused.goto(`${baseUrl}/revisions/${post.boardNo}`);
    expect(res?.status()).toBe(403);
    expect(await refused.locator("body").innerText()).toContain("게시물을 쓴 회원과 운영자만 수정 기록을 볼 수 있습니다.");
    await other.close();
  });

  it("an edit in progress is kept on the server: the phone offers it back, and saving the edit ends it", async () => {
    const page = await author.newPage();
    await page.goto(`${baseUrl}/upload?permaLink=${post.permaLink}&boardNo=${post.boardNo}`);
    const subject = page.locator("#subject-input");
    await expect.poll(() => subject.inputValue()).not.toBe("");
    const saved = page.waitForResponse(
      (res) => new URL(res.url()).pathname === "/api/draft" && res.request().method() === "POST" && res.ok(),
      { timeout: 15_000 },
    );
    await subject.fill("겨울 독서 기록 — 고치는 중");
    await saved;
    await page.getByTestId("draft-status").getByText("저장 완료").waitFor();
    await page.close();

    // Another device: nothing in its browser, the server's copy is offered.
    const phone = await phoneContext(browser);
    await phone.addCookies(await author.cookies());
    const other = await phone.newPage();
    await other.goto(`${baseUrl}/m/upload?permaLink=${post.permaLink}&boardNo=${post.boardNo}`);
    const offer = other.getByRole("dialog", { name: "수정 중이던 내용이 있어요" });
    await offer.waitFor();
    await shot(other, "revisions-m-edit-in-progress");
    await offer.getByRole("button", { name: "이어서 수정" }).click();
    await expect.poll(() => other.locator("#subject-input").inputValue()).toBe("겨울 독서 기록 — 고치는 중");
    // Saving the edit publishes it and the edit in progress is gone: the next visit offers nothing.
    await other.locator("#subject-input").fill("겨울 독서 기록 — 고침");
    await other.getByTestId("publish-button").click();
    await other.waitForURL(`${baseUrl}/m/d/${post.permaLink}`);
    await phone.close();
    const fresh = await (await desktopContext(browser)).newPage();
    await fresh.context().addCookies(await author.cookies());
    await fresh.goto(`${baseUrl}/upload?permaLink=${post.permaLink}&boardNo=${post.boardNo}`);
    await expect.poll(() => fresh.locator("#subject-input").inputValue()).toBe("겨울 독서 기록 — 고침");
    await fresh.waitForTimeout(500);
    expect(await fresh.getByRole("dialog", { name: "수정 중이던 내용이 있어요" }).count()).toBe(0);
    await fresh.context().close();
  });
});
