// Journeys of likes, bookmarks, follows and sharing on the post page — two members in two
// browser contexts, desktop (1200 px) and phone (/m). Members are made by a real sign-up and
// the link of the verification mail; the post is published through the real API.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { desktopContext, launch, memberStateKnown, phoneContext, shot } from "./browser";
import { signUpMember, type Member } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function publish(context: BrowserContext, subject: string): Promise<{ boardNo: number; permaLink: string }> {
  const res = await context.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject,
      webEditorContent: "<p>반응을 시험하는 글의 본문입니다.</p>",
      topic: "culture",
      tags: ["공유"],
      thumb: null,
      agreePolicy: true,
    },
  });
  if (!res.ok()) throw new Error(`publish failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { boardNo: number; permaLink: string } }).data;
}

async function toastShown(page: Page, text: string): Promise<void> {
  await page.locator(".toast", { hasText: text }).first().waitFor({ timeout: 5000 });
}

async function getJson<T>(context: BrowserContext, url: string): Promise<T> {
  const res = await context.request.get(`${baseUrl}${url}`);
  return ((await res.json()) as { data: T }).data;
}

async function reactOnPost(page: Page, name: string): Promise<void> {
  await memberStateKnown(page);
  const like = page.getByRole("button", { name: /좋아요/ });
  await expect.poll(() => like.getAttribute("aria-pressed")).toBe("false");
  await expect.poll(() => like.locator(".reaction-count").innerText()).toBe("0");
  await like.click();
  await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
  await expect.poll(() => like.locator(".reaction-count").innerText()).toBe("1");

  await page.getByRole("button", { name: "북마크" }).click();
  await toastShown(page, "북마크에 저장했습니다.");
  await page.getByRole("button", { name: "팔로우" }).click();
  await toastShown(page, "팔로우했습니다.");
  await expect.poll(() => page.getByRole("button", { name: "팔로잉" }).count()).toBe(1);
  await shot(page, `reactions-${name}-done`);

  await page.getByRole("button", { name: "공유" }).click();
  const sheet = page.locator(".share-sheet");
  await sheet.waitFor();
  await expect.poll(() => sheet.locator(".share-channel").count()).toBe(7);
  await shot(page, `reactions-${name}-share`, false);
  // Opening the sheet and closing it shares nothing ("공유한 글" stays 0).
  await page.locator("#modalShare").getByRole("button", { name: "닫기" }).last().click();
  await sheet.waitFor({ state: "detached" });
  const shared = () => getJson<{ sharedBoardCount: number }>(page.context(), "/api/board/event/shortLink/info");
  expect((await shared()).sharedBoardCount).toBe(0);
  await page.getByRole("button", { name: "공유" }).click();
  await sheet.waitFor();
  await sheet.getByRole("button", { name: "링크 복사" }).click();
  await toastShown(page, "복사 되었습니다.");
  // Copying the link is a share.
  await expect.poll(async () => (await shared()).sharedBoardCount).toBe(1);
}

describe("reactions on the post page", () => {
  let author: Member;
  let authorCtx: BrowserContext;
  let post: { boardNo: number; permaLink: string };

  beforeAll(async () => {
    authorCtx = await desktopContext(browser);
    author = await signUpMember(authorCtx);
    post = await publish(authorCtx, "함께 나누고 싶은 글");
  });
  afterAll(async () => authorCtx?.close());

  it("desktop: a reader likes, bookmarks, follows and shares; the state survives a reload; the author sees the count", async () => {
    const readerCtx = await desktopContext(browser);
    await readerCtx.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const reader = await signUpMember(readerCtx);
    const page = await readerCtx.newPage();
    await page.goto(`${baseUrl}/d/${post.permaLink}`);
    await page.locator(".reaction-bar").waitFor();
    await reactOnPost(page, "desktop");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = await getJson<{ url: string; permaLink: string }>(readerCtx, `/api/board/getMyInviteURL?boardNo=${post.boardNo}`);
    expect(copied).toBe(link.url);
    expect(copied).toMatch(new RegExp(`/d/${post.permaLink}-[0-9a-z]+$`));

    await page.reload();
    await page.locator(".reaction-bar").waitFor();
    // The page is shared: the reader's own state arrives right after it (one state call).
    await memberStateKnown(page);
    await expect.poll(() => page.getByRole("button", { name: /좋아요/ }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "북마크" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "팔로잉" }).count()).toBe(1);

    // A visitor opens the shared link: counted once for the reader, who sees it in the link info.
    const visitorCtx = await desktopContext(browser);
    const visitor = await visitorCtx.newPage();
    await visitor.goto(copied.replace(/^https?:\/\/[^/]+/, baseUrl));
    await visitor.locator(".reaction-bar").waitFor();
    await expect
      .poll(async () => (await getJson<{ influxCount: number }>(readerCtx, "/api/board/event/shortLink/info")).influxCount)
      .toBe(1);
    // The visitor may read but not like: the sign-in prompt says so.
    await visitor.getByRole("button", { name: /좋아요/ }).click();
    await visitor.getByText("회원만 이용 가능합니다.").first().waitFor();
    await shot(visitor, "reactions-desktop-visitor-prompt", false);
    await visitorCtx.close();

    // The author sees the like on their own post, without like or follow buttons.
    const own = await authorCtx.newPage();
    await own.goto(`${baseUrl}/d/${post.permaLink}`);
    await own.locator(".reaction-bar").waitFor();
    expect(await own.locator(".reaction-btn.static", { hasText: "좋아요" }).innerText()).toContain("좋아요 1");
    // The author reads the cheers count instead of the cheer button (decision 0190).
    await expect.poll(() => own.getByTestId("cheer-count").innerText()).toBe("응원 0");
    expect(await own.getByRole("button", { name: /응원하기/ }).count()).toBe(0);
    expect(await own.getByRole("button", { name: /팔로우/ }).count()).toBe(0);
    await shot(own, "reactions-desktop-author");
    expect(reader.userId).not.toBe(author.userId);

    // My page: the liked post, the followed member's post and the bookmark are listed.
    for (const tab of ["like", "follow", "bookmark", "view"]) {
      await page.goto(`${baseUrl}/mypage/posts/${tab}`);
      await page.locator(".mypage-posts").waitFor();
      expect(await page.getByRole("link", { name: /함께 나누고 싶은 글/ }).count(), tab).toBeGreaterThan(0);
      if (tab === "like") {
        // The share summary counts the visitor the reader's link brought.
        const summary = page.locator(".share-summary");
        expect(await summary.innerText()).toMatch(/공유한 글\s*1개[\s\S]*링크로 방문\s*1명/);
        await summary.getByRole("button", { name: "초대 링크 복사" }).click();
        await toastShown(page, "복사 되었습니다.");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/sign\?eventKey=[0-9a-z]+$/);
        await shot(page, "reactions-mypage-like");
      }
    }
    await page.goto(`${baseUrl}/mypage/posts`);
    await page.getByText("아직 올린 게시물이 없어요.").waitFor();
    await shot(page, "reactions-mypage-upload-empty");
    await readerCtx.close();
  });

  it("phone: another reader does the same under /m", async () => {
    const phone = await phoneContext(browser);
    await phone.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await signUpMember(phone);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/d/${post.permaLink}`);
    await page.waitForURL(/\/m\/d\//);
    await page.locator(".reaction-bar").waitFor();
    // One like already (the desktop reader): this reader adds the second.
    const like = page.getByRole("button", { name: /좋아요/ });
    await expect.poll(() => like.locator(".reaction-count").innerText()).toBe("1");
    await like.click();
    await expect.poll(() => like.locator(".reaction-count").innerText()).toBe("2");
    await page.getByRole("button", { name: "북마크" }).click();
    await toastShown(page, "북마크에 저장했습니다.");
    await page.getByRole("button", { name: "팔로우" }).click();
    await toastShown(page, "팔로우했습니다.");
    await shot(page, "reactions-phone-done");
    await page.getByRole("button", { name: "공유" }).click();
    await page.locator(".share-sheet").waitFor();
    await shot(page, "reactions-phone-share", false);
    await page.getByRole("button", { name: "링크 복사" }).click();
    await toastShown(page, "복사 되었습니다.");
    // Unlike again: the count goes back.
    await page.getByRole("button", { name: "닫기" }).click();
    await like.click();
    await expect.poll(() => like.locator(".reaction-count").innerText()).toBe("1");
    await phone.close();
  });

  it("an unverified member is asked to verify the e-mail before liking", async () => {
    const ctx = await desktopContext(browser);
    await signUpMember(ctx, { verify: false });
    const page = await ctx.newPage();
    await page.goto(`${baseUrl}/d/${post.permaLink}`);
    await page.locator(".reaction-bar").waitFor();
    await memberStateKnown(page);
    await page.getByRole("button", { name: /좋아요/ }).click();
    await page.getByText("이메일 인증을 완료해 주세요.").first().waitFor();
    await ctx.close();
  });
});
