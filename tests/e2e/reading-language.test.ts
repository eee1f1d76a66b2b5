// Reading in English: a post page and the notification list come in the reader's language
// (nt_lang=en) while the member's words stay as written, and a shared page cached for Korean
// readers is never served to an English one. Notifications are stored once and read in the
// language of whoever opens them.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP_UA, desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function inEnglish(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
  return context;
}

async function post(context: BrowserContext, url: string, data: object) {
  const res = await context.request.post(`${baseUrl}${url}`, { headers: { origin: baseUrl }, data });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

interface Feed {
  notificationList: { notificationType: string; notificationTitle: string }[];
}

/** The member's feed, asked in one language, once both notifications have been delivered (a queued job). */
async function feedOf(context: BrowserContext, language: "ko" | "en"): Promise<Feed> {
  const session = (await context.cookies(baseUrl))
    .filter((c) => c.name !== "nt_lang")
    .map((c) => `${c.name}=${c.value}`)
    .concat(`nt_lang=${language}`)
    .join("; ");
  for (let i = 0; i < 60; i++) {
    const answer = await fetch(`${baseUrl}/api/notification`, { headers: { cookie: session, "user-agent": DESKTOP_UA } });
    const feed = ((await answer.json()) as { data: Feed }).data;
    if (feed.notificationList.length >= 2) return feed;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the notifications did not arrive");
}

describe("reading in English", () => {
  it("shows a post and the notification list in English, the member's words as written", async () => {
    const author = await desktopContext(browser);
    const reader = await desktopContext(browser);
    await signUpMember(author);
    const them = await signUpMember(reader);
    const created = (await post(author, "/api/contents/post", {
      type: "editor",
      subject: "영어 독자를 위한 확인 글",
      webEditorContent: "<p>본문은 쓴 그대로 보입니다.</p>",
      topic: "economy",
      tags: ["언어확인"],
      thumb: null,
      agreePolicy: true,
    })) as { boardNo: number; permaLink: string };
    await post(reader, "/api/board/likeCntUp", { boardNo: created.boardNo });
    await post(reader, "/api/comments", { boardNo: created.boardNo, content: "좋은 글 고맙습니다" });

    // A Korean visitor reads first: the shared page is cached in Korean.
    const korean = await (await desktopContext(browser)).newPage();
    await korean.goto(`${baseUrl}/d/${created.permaLink}`);
    await korean.locator(".article-stats").getByText(/조회/).waitFor();
    const again = await fetch(`${baseUrl}/d/${created.permaLink}`, { headers: { "user-agent": DESKTOP_UA, "accept-language": "ko-KR" } });
    expect(await again.text()).toContain('lang="ko"');

    // An English visitor (Korean browser, English chosen) gets the English page, not that copy.
    const english = await (await inEnglish(await desktopContext(browser))).newPage();
    const response = await english.goto(`${baseUrl}/d/${created.permaLink}`);
    const html = (await response?.text()) ?? "";
    expect(html).toContain('lang="en"');
    expect(html).not.toContain("조회 ");
    expect(await english.locator("html").getAttribute("lang")).toBe("en");
    await english
      .locator(".article-stats")
      .getByText(/\d+ views?/)
      .waitFor();
    // Its title ends with the brand in English, like every other page; counts say "1 view", not "1 views".
    expect(await english.title()).toBe("영어 독자를 위한 확인 글 | Nanumteo");
    expect(await english.locator("body").innerText()).not.toMatch(/\b1 (views|likes|comments|posts)\b/);
    await english.getByRole("heading", { name: "영어 독자를 위한 확인 글" }).waitFor();
    await english.getByText("본문은 쓴 그대로 보입니다.").waitFor();
    await english.getByRole("heading", { name: /^Comments/ }).waitFor();
    await english.getByText("좋은 글 고맙습니다").waitFor();
    await english.getByRole("button", { name: "Bookmark" }).waitFor();
    await shot(english, "reading-language-post-en");

    // The same stored notifications, read in each language.
    const inKorean = await feedOf(author, "ko");
    expect(inKorean.notificationList.map((n) => n.notificationTitle).sort()).toEqual(
      [`${them.userName}님이 회원님의 게시물에 댓글을 남겼습니다.`, `${them.userName}님이 회원님의 게시물을 좋아합니다.`].sort(),
    );
    const inEnglishFeed = await feedOf(author, "en");
    expect(inEnglishFeed.notificationList.map((n) => n.notificationTitle).sort()).toEqual(
      [`${them.userName} commented on your post.`, `${them.userName} liked your post.`].sort(),
    );

    // The notification page on a phone, in English.
    const phone = await inEnglish(await phoneContext(browser));
    await phone.addCookies((await author.cookies(baseUrl)).filter((c) => c.name !== "nt_lang"));
    const feedPage = await phone.newPage();
    await feedPage.goto(`${baseUrl}/m/newsfeed`);
    await feedPage.getByRole("heading", { name: "Notifications" }).waitFor();
    await feedPage.getByText(`${them.userName} liked your post.`).waitFor();
    await feedPage.getByText(`${them.userName} commented on your post.`).waitFor();
    await feedPage.getByText("Only your 20 most recent notifications are shown.").waitFor();
    expect(await feedPage.getByText("회원님").count()).toBe(0);
    await shot(feedPage, "reading-language-newsfeed-en");
  });
});
