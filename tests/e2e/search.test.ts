// Journeys of Korean search, desktop (1200 px) and phone (/m): a member publishes a rich post
// and finds it from the header search with a particle and by 초성; the search page marks the
// matches safely, changes type by tab, pages, says docs/product/reading.md's messages; the home tab's top tags
// and best posts, a tag page, suggestions under a post and the test-prep exhibit.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { MSG } from "../../core/messages";
import { desktopContext, IPHONE_UA, launch, phoneContext, shot } from "./browser";
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

/** A made-up Hangul word nobody else's post contains (3 syllables), so results are exact. */
function uniqueWord(): string {
  const bytes = crypto.randomBytes(3);
  return Array.from(bytes, (b) => String.fromCharCode(0xac00 + ((b * 97 + 13) % 11172))).join("");
}

async function resultTitles(page: Page): Promise<string[]> {
  return page.locator(".search-result-title").allInnerTexts();
}

describe("desktop (1200 px)", () => {
  it("publishes a rich post and finds it with a particle and by 초성, marked and paged", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    const word = uniqueWord();
    const subject = `${word} 탄소배출권 거래 입문`;

    // Writing page: a heading, bold text, a list, tags and a topic.
    await page.goto(`${baseUrl}/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.locator("#subject-input").fill(subject);
    await page.locator(".ProseMirror").click();
    await page.getByTestId("tool-h2").click();
    await page.keyboard.type("배출권 시장의 원리");
    await page.keyboard.press("Enter");
    await page.keyboard.type("기업들이 배출권을 사고파는 시장을 설명합니다. ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("탄소중립");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("을 향한 첫걸음.");
    await page.keyboard.press("Enter");
    await page.getByTestId("tool-bullet").click();
    await page.keyboard.type("할당량");
    await page.keyboard.press("Enter");
    await page.keyboard.type("거래 가격");
    const tags = page.getByLabel("태그 입력");
    await tags.fill("탄소중립");
    await tags.press("Enter");
    await tags.fill(word);
    await tags.press("Enter");
    await page.getByTestId("topic-select").selectOption("economy");
    await expect.poll(() => page.getByTestId("publish-button").isDisabled()).toBe(false);
    await page.getByTestId("publish-button").click();
    await page.locator("#modalPolicy").getByRole("button", { name: "동의하고 발행하기" }).click();
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/, { timeout: 45_000 });
    const permaLink = new URL(page.url()).pathname.split("/").pop()!;

    // Header search with a particle: {word}을 → {word}.
    await page.getByRole("button", { name: "검색 열기" }).click();
    await page.locator("#header-search-term").fill(`${word}을`);
    await page.locator("#header-search-term").press("Enter");
    await page.waitForURL((url) => url.pathname === `/search/${encodeURIComponent(`${word}을`)}/all`);
    await expect.poll(() => resultTitles(page)).toEqual([subject]);
    expect(await page.locator(".search-result-title mark").first().innerText()).toBe(word);
    expect(await page.locator(".search-summary").innerText()).toContain("검색 결과 1건");
    expect(await page.locator(".search-result").getAttribute("href")).toBe(`/d/${permaLink}`);
    await shot(page, "search-desktop-particle");

    // A 2-syllable noun of the body with a particle, in the content tab, marked in the text.
    await page.goto(`${baseUrl}/search/${encodeURIComponent("탄소중립을")}/content`);
    expect(await resultTitles(page)).toContain(subject);
    expect(await page.locator(".tabs a.active").innerText()).toBe("내용");
    const row = page.locator(".search-result", { hasText: word });
    expect(await row.locator(".search-result-text mark").first().innerText()).toBe("탄소중립");

    // 초성 of the subject, typed in the page's own form with the 제목 type.
    const chosung = `${word} 탄소배출권`
      .replace(/\s/g, "")
      .split("")
      .map((ch) => "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"[Math.floor((ch.charCodeAt(0) - 0xac00) / 588)])
      .join("");
    await page.locator("#search-page-type").selectOption("subject");
    await page.locator("#search-page-term").fill(chosung);
    await page.locator("#search-page-term").press("Enter");
    await page.waitForURL((url) => url.pathname.endsWith("/subject"));
    await expect.poll(() => resultTitles(page)).toEqual([subject]);
    expect(await page.locator(".search-hint").innerText()).toContain("초성");
    // The syllables the initials spell are marked in the result, as a typed word would be.
    expect((await page.locator(".search-results mark, .search-result mark").allInnerTexts()).join("").replace(/\s/g, "")).toContain(
      "탄소배출권",
    );
    await shot(page, "search-desktop-choseong");

    // Spacing variant and tabs: 탄소 배출권 (with a space) finds 탄소배출권.
    await page.goto(`${baseUrl}/search/${encodeURIComponent(`${word} 탄소 배출권`)}/all`);
    expect(await resultTitles(page)).toEqual([subject]);
    await page.locator(".tabs").getByRole("link", { name: "글쓴이" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/user_name"));
    expect(await page.locator(".search-empty").innerText()).toContain("검색 결과가 없어요");
    await shot(page, "search-desktop-empty");
    await page.getByRole("link", { name: "전체에서 찾기" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/all"));
    await expect.poll(() => resultTitles(page)).toEqual([subject]);

    // The post's own page suggests other posts (4 on desktop, never itself).
    await page.goto(`${baseUrl}/d/${permaLink}`);
    const suggestions = page.locator(".suggestions .post-card");
    await expect.poll(() => suggestions.count()).toBe(4);
    expect(await suggestions.evaluateAll((els) => els.map((e) => e.getAttribute("href")))).not.toContain(`/d/${permaLink}`);
    await page.locator(".suggestions").scrollIntoViewIfNeeded();
    await shot(page, "search-desktop-suggestions", false);
    await context.close();
  }, 120_000);

  it("marks matches without running a post's markup, pages results and says docs/product messages", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    const word = uniqueWord();
    await publishByApi(context, {
      subject: `<img src=x onerror="window.__xss=1">${word} 첫 글`,
      html: `<p>${word} 본문</p>`,
      tags: [word],
    });
    for (let i = 2; i <= 12; i++)
      await publishByApi(context, { subject: `${word} 연재 ${i}편`, html: `<p>${word}에 대한 연재 ${i}</p>`, tags: ["연재"] });
    await page.goto(`${baseUrl}/search/${encodeURIComponent(word)}/all`);
    expect(await page.locator(".search-summary").innerText()).toContain("12건");
    expect(await page.locator(".search-result").count()).toBe(10);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const firstPage = await resultTitles(page);
    expect(await page.locator(".search-result-title img").count()).toBe(0);
    await page.locator(".pagination").getByRole("link", { name: "다음 페이지" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect.poll(() => page.locator(".search-result").count()).toBe(2);
    const titles = [...firstPage, ...(await resultTitles(page))];
    expect(new Set(titles).size).toBe(12);
    // The markup in a subject is shown as text, never as an element.
    expect(titles.some((t) => t.includes("<img src=x"))).toBe(true);
    expect(await page.locator(".search-result-title img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // docs/product/reading.md: one character in the address, then an empty term in the form.
    await page.goto(`${baseUrl}/search/${encodeURIComponent("탄")}/all`);
    expect(await page.locator(".search-message").innerText()).toBe(MSG.searchTooShort.ko);
    await page.locator("#search-page-term").fill("   ");
    await page.locator("#search-page-term").press("Enter");
    expect(await page.locator("#search-page-error").innerText()).toBe(MSG.searchEmpty.ko);
    await page.locator("#search-page-term").fill("탄");
    await page.locator("#search-page-term").press("Enter");
    expect(await page.locator("#search-page-error").innerText()).toBe(MSG.searchTooShort.ko);
    await shot(page, "search-desktop-message", false);

    // The searches made above are counted; the popular list links back to a search.
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/search/${encodeURIComponent(word)}/all`);
        return page
          .locator(".popular-words")
          .innerText()
          .catch(() => "");
      })
      .toContain(word);
    await context.close();
  });

  it("home tab, tag page and the test-prep exhibit", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const tags = page.locator(".top-tags .tag-chip");
    expect(await tags.count()).toBeGreaterThan(0);
    expect(await tags.count()).toBeLessThanOrEqual(10);
    // Best posts of the top tags show what the newest list does not, never a lone card (decision 0187).
    for (const cards of await page
      .locator(".best-tag-group")
      .evaluateAll((groups) => groups.map((g) => g.querySelectorAll(".post-card").length)))
      expect(cards).toBeGreaterThanOrEqual(2);
    await shot(page, "search-desktop-home");

    const first = (
      await tags
        .first()
        .locator("xpath=.")
        .evaluate((el) => el.textContent ?? "")
    )
      .replace(/^\d+#/, "")
      .replace(/\d+$/, "");
    await tags.first().click();
    await page.waitForURL((url) => url.pathname === `/tag/${encodeURIComponent(first)}`);
    await expect.poll(() => page.locator("h1").innerText()).toBe(`#${first}`);
    expect(await page.locator(".post-card").count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toContain(`/tag/${encodeURIComponent(first)}`);
    await shot(page, "search-desktop-tag");

    await page.goto(`${baseUrl}/exhibit/prep/economy`);
    expect(await page.locator("h1").innerText()).toBe("경제 시험 대비 기획전");
    expect(await page.locator(".prep-categories .tag-chip").first().innerText()).toBe("전체");
    expect(await page.locator('.prep-categories [aria-current="page"]').innerText()).toBe("전체");
    expect(await page.locator(".post-card").count()).toBeGreaterThan(0);
    const category = page.locator(".prep-categories .tag-chip").nth(1);
    const label = (await category.innerText()).replace(/^#/, "");
    await category.click();
    await page.waitForURL((url) => url.searchParams.get("category") === label);
    await expect.poll(() => page.locator('.prep-categories [aria-current="page"]').innerText()).toBe(`#${label}`);
    await shot(page, "search-desktop-exhibit");

    const robots = await context.request.get(`${baseUrl}/robots.txt`);
    expect(await robots.text()).toContain("Sitemap:");
    const sitemap = await context.request.get(`${baseUrl}/sitemap-posts-1.xml`);
    expect(await sitemap.text()).toContain("/d/");
    await context.close();
  });
});

describe("phone (/m)", () => {
  it("publishes from the phone and finds the post with a particle and by 초성 from the header", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    const word = uniqueWord();
    const subject = `${word} 모바일 가계부 정리`;
    await page.goto(`${baseUrl}/m/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.locator("#subject-input").fill(subject);
    await page.locator(".ProseMirror").tap();
    await page.getByTestId("tool-h2").tap();
    await page.keyboard.type("한 달 지출");
    await page.keyboard.press("Enter");
    await page.keyboard.type("가계부를 쓰면 새는 돈이 보입니다.");
    const tags = page.getByLabel("태그 입력");
    await tags.fill("가계부");
    await tags.press("Enter");
    await page.getByTestId("topic-select").selectOption("economy");
    await expect.poll(() => page.getByTestId("publish-button").isDisabled()).toBe(false);
    await page.getByTestId("publish-button").tap();
    await page.locator("#modalPolicy").getByRole("button", { name: "동의하고 발행하기" }).tap();
    // Publishing checks, stores and indexes the post before it answers: slow on a busy machine.
    await page.waitForURL(/\/m\/d\/[0-9a-z]{9}$/, { timeout: 45_000 });
    await expect.poll(() => page.locator(".suggestions .m-card").count()).toBeGreaterThan(4);

    await page.goto(`${baseUrl}/m`);
    await page.locator("#m-search-term").fill(`${word}의`);
    await page.locator("#m-search-term").press("Enter");
    await page.waitForURL((url) => url.pathname === `/m/search/${encodeURIComponent(`${word}의`)}/all`);
    await expect.poll(() => resultTitles(page)).toEqual([subject]);
    expect(await page.locator(".search-result").getAttribute("href")).toMatch(/^\/m\/d\/[0-9a-z]{9}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "search-phone-particle", false);

    const chosung = `${word}모바일`
      .split("")
      .map((ch) => "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"[Math.floor((ch.charCodeAt(0) - 0xac00) / 588)])
      .join("");
    await page.locator("#m-search-type").selectOption("subject");
    await page.locator("#m-search-term").fill(chosung);
    await page.locator("#m-search-term").press("Enter");
    await page.waitForURL((url) => url.pathname.endsWith("/subject"));
    await expect.poll(() => resultTitles(page)).toEqual([subject]);
    await page.locator(".m-tabs").getByRole("link", { name: "전체" }).tap();
    await page.waitForURL((url) => url.pathname.endsWith("/all"));
    await expect.poll(() => page.locator(".m-tabs a.active").innerText()).toBe("전체");
    expect(await resultTitles(page)).toEqual([subject]);
    await shot(page, "search-phone-choseong", false);

    // docs/product/reading.md from the header: one character.
    await page.locator("#m-search-term").fill("가");
    await page.locator("#m-search-term").press("Enter");
    expect(await page.locator("#m-search-error").innerText()).toBe(MSG.searchTooShort.ko);
    await context.close();
  }, 120_000);

  it("the header search works before the page's code has run (scripts off): the browser's own submit lands on the results", async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
      locale: "ko-KR",
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const word = uniqueWord();
    const subject = `${word} 스크립트 없이 찾기`;
    const writer = await phoneContext(browser);
    await signUpMember(writer);
    await publishByApi(writer, { subject, html: "<p>스크립트가 오기 전에도 검색이 됩니다.</p>", tags: ["검색"] });
    await writer.close();
    await page.goto(`${baseUrl}/m`);
    await page.locator("#m-search-type").selectOption("subject");
    await page.locator("#m-search-term").fill(word);
    await page.locator("#m-search-term").press("Enter");
    await page.waitForURL((url) => url.pathname === `/m/search/${encodeURIComponent(word)}/subject`);
    expect(await resultTitles(page)).toEqual([subject]);
    // A term the rule refuses stays on the search page with its message.
    await page.locator("#m-search-term").fill("가");
    await page.locator("#m-search-term").press("Enter");
    await page.waitForURL((url) => url.pathname === "/m/search" && url.searchParams.get("q") === "가");
    expect(await page.locator("p.search-message[role=alert]").innerText()).toBe(MSG.searchTooShort.ko);
    await context.close();
  });

  it("home tab, tag page and exhibit on the phone", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m`);
    expect(await page.locator(".top-tags .tag-chip").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "search-phone-home");
    await page.locator(".top-tags .tag-chip").first().tap();
    await page.waitForURL(/\/m\/tag\//);
    await expect.poll(() => page.locator(".tag-heading").count()).toBe(1);
    expect(await page.locator(".m-card").count()).toBeGreaterThan(0);
    await shot(page, "search-phone-tag");
    await page.goto(`${baseUrl}/m/exhibit/prep/economy`);
    expect(await page.locator("h1").innerText()).toBe("경제 시험 대비 기획전");
    expect(await page.locator(".m-card").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, "search-phone-exhibit");
    await context.close();
  });
});
