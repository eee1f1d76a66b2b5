// Author statistics in the browser (docs/product/statistics.md): a reader arrives at a post from
// another site and stays; its author finds 통계 in the post's menu and sees the view, the read and
// the site, switches 7/30/90 days and downloads the CSV on the desktop in Korean; on the phone in
// English the author opens the statistics from my page, switches the period, opens the post's
// statistics and downloads its CSV.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";
import { publishByApi } from "./posts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function postStats(context: BrowserContext, boardNo: number) {
  const res = await context.request.get(`${baseUrl}/api/user/stats/posts/${boardNo}?days=7`);
  return ((await res.json()) as { data: { totals: { views: number; reads: number }; hosts: { host: string }[] } }).data;
}

/** Clicks a download link and gives the file's text. */
async function download(page: Page, link: ReturnType<Page["getByRole"]>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), text: fs.readFileSync(saved!, "utf8") };
}

describe("author statistics", () => {
  let author: BrowserContext;
  let boardNo: number;
  let subject: string;
  let permaLink: string;

  it("a reader from another site is counted as a view, a read and the site's host", async () => {
    author = await desktopContext(browser, { acceptDownloads: true });
    await signUpMember(author);
    subject = `통계 여정 ${Date.now().toString(36)}`;
    const post = await publishByApi(author, { subject, html: "<p>다른 사이트에서 온 독자가 읽는 글입니다.</p>".repeat(20) });
    boardNo = post.boardNo;
    permaLink = post.permaLink;

    const reader = await desktopContext(browser);
    const page = await reader.newPage();
    await page.goto(`${baseUrl}/d/${post.permaLink}`, { referer: "http://blog.example.org/a/secret/path?x=1" });
    await page.locator(".article-title").waitFor();
    // (http: a browser sends no referrer from https to the journeys' http address.) 10 seconds with
    // the page in view make a read.
    await expect
      .poll(async () => (await postStats(author, boardNo)).totals, { timeout: 30_000, interval: 1000 })
      .toEqual({
        views: 1,
        reads: 1,
        likes: 0,
        votes: 0,
      });
    expect((await postStats(author, boardNo)).hosts).toEqual([{ host: "blog.example.org", views: 1 }]);
    await reader.close();
  });

  it("desktop, Korean: 통계 from the post's menu, the period switch, my page's menu and the CSV", async () => {
    const page = await author.newPage();
    // The author's own visit counts as the post's view count counts it: a direct view.
    const viewed = page.waitForResponse((r) => r.url().includes("/api/board/viewCntUp"));
    await page.goto(`${baseUrl}/d/${permaLink}`);
    await page.locator(".article-title").waitFor();
    await viewed;
    await page.locator(".more-menu-button").click();
    await page.getByRole("menuitem", { name: "통계" }).click();
    await page.waitForURL(`**/mypage/stats/${boardNo}`);
    await expect.poll(() => page.locator("h1.page-heading").innerText()).toBe(subject);
    const totals = page.locator(".stats-totals");
    expect(await totals.locator(".stats-total", { hasText: "조회" }).locator("dd").innerText()).toBe("2");
    expect(await totals.locator(".stats-total", { hasText: "읽음" }).locator("dd").innerText()).toBe("1");
    expect(await page.locator(".stats-hosts").innerText()).toContain("blog.example.org");
    expect(await page.locator(".stats-period [aria-current=page]").innerText()).toBe("최근 30일");
    // The chart says in words what it draws, and opens as a table.
    expect(await page.locator(".stats-chart desc").textContent()).toContain("조회 2회, 읽음 1회");
    await page.locator(".stats-table-toggle summary").click();
    expect(await page.locator(".stats-table-toggle tbody tr").count()).toBe(30);
    await shot(page, "stats-post-desktop-ko");

    await page.getByRole("link", { name: "최근 90일" }).click();
    await page.waitForURL(`**/mypage/stats/${boardNo}?days=90`);
    await expect.poll(() => page.locator(".stats-period [aria-current=page]").innerText()).toBe("최근 90일");
    await page.getByRole("link", { name: "최근 7일" }).click();
    await page.waitForURL(`**/mypage/stats/${boardNo}?days=7`);
    await expect.poll(() => page.locator(".stats-table-toggle tbody tr").count()).toBe(7);

    const csv = await download(page, page.getByRole("link", { name: "CSV 내려받기" }));
    expect(csv.name).toMatch(new RegExp(`^stats-post-${boardNo}-\\d{4}-\\d{2}-\\d{2}-7d\\.csv$`));
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("날짜,조회,읽음,좋아요,투표,검색 유입,다른 사이트 유입,사이트 안 이동,직접 방문");
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},2,1,0,0,0,1,0,1$/);

    // My page's menu leads to all of my posts.
    await page.goto(`${baseUrl}/mypage/dashboard`);
    await page.locator(".mypage-menu").getByRole("link", { name: "통계", exact: true }).click();
    await page.waitForURL("**/mypage/stats");
    const row = page.locator(".stats-posts tbody tr", { hasText: subject });
    await row.waitFor();
    expect(await row.locator("td").first().innerText()).toBe("2");
    await shot(page, "stats-all-desktop-ko");
    const all = await download(page, page.getByRole("link", { name: "전체 CSV 내려받기" }));
    expect(all.text.split("\r\n")[0]).toBe(
      "\uFEFF날짜,글 번호,제목,조회,읽음,좋아요,투표,검색 유입,다른 사이트 유입,사이트 안 이동,직접 방문",
    );
    expect(all.text).toContain(`,${boardNo},${subject},2,1,`);
    await page.close();
  });

  it("phone, English: my page, the period switch, a post's statistics and its CSV", async () => {
    const phone = await phoneContext(browser, { storageState: await author.storageState(), acceptDownloads: true });
    await phone.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m/mypage`);
    await page.getByRole("link", { name: "Statistics", exact: true }).first().click();
    await page.waitForURL("**/m/mypage/stats");
    await expect.poll(() => page.locator("h1.page-heading").innerText()).toBe("Statistics");
    expect(await page.locator(".stats-period [aria-current=page]").innerText()).toBe("Last 30 days");
    await shot(page, "stats-all-phone-en");
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await page.waitForURL("**/m/mypage/stats?days=7");
    await expect.poll(() => page.locator(".stats-period [aria-current=page]").innerText()).toBe("Last 7 days");
    await page.locator(".stats-posts").getByRole("link", { name: subject }).click();
    await page.waitForURL(`**/m/mypage/stats/${boardNo}?days=7`);
    await expect.poll(() => page.locator(".stats-kicker").innerText()).toBe("Post statistics");
    expect(await page.locator(".stats-sources").innerText()).toContain("Other sites");
    await shot(page, "stats-post-phone-en");
    const csv = await download(page, page.getByRole("link", { name: "Download CSV" }));
    expect(csv.text.split("\r\n")[0]).toBe("\uFEFFDate,Views,Reads,Likes,Votes,From search,From other sites,From this site,Direct");
    await phone.close();
  });

  it("another member sees no statistics of the post", async () => {
    const other = await desktopContext(browser);
    await signUpMember(other);
    const page = await other.newPage();
    const res = await page.goto(`${baseUrl}/mypage/stats/${boardNo}`);
    expect(res?.status()).toBe(403);
    expect(await page.locator("body").innerText()).toContain("이 글의 통계는 글쓴이만 볼 수 있어요.");
    await other.close();
    await author.close();
  });
});
