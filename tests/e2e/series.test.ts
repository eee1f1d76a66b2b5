// Series in the browser (docs/product/series.md): on the desktop in Korean a member creates a
// series on my page, adds two posts, puts the second first with the keyboard (Alt+↑, announced),
// and the post page shows the box with "n / total" and the previous or next part; the series
// page lists the parts in that order. On the phone in English the same member's series box and
// series page read in English and lead from one part to the next. A reader who taps the box's
// "next" before the box's code has arrived (it loads only on posts in a series) still gets there.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember, type Member } from "./members";
import { publishByApi, type PublishedPost } from "./posts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let desktop: BrowserContext;
let member: Member;
let first: PublishedPost;
let second: PublishedPost;
const tag = Date.now().toString(36);
const seriesTitle = `연재 여정 ${tag}`;
const firstSubject = `첫째 글 ${tag}`;
const secondSubject = `둘째 글 ${tag}`;

beforeAll(async () => {
  browser = await launch();
  desktop = await desktopContext(browser);
  member = await signUpMember(desktop);
  first = await publishByApi(desktop, { subject: firstSubject, html: "<p>연재의 첫째 글입니다.</p>" });
  second = await publishByApi(desktop, { subject: secondSubject, html: "<p>연재의 둘째 글입니다.</p>" });
});
afterAll(async () => {
  await browser?.close();
});

describe("series", () => {
  it("desktop, Korean: creates a series on my page, adds two posts, reorders them by keyboard, and the post page shows the box", async () => {
    const page = await desktop.newPage();
    await page.goto(`${baseUrl}/mypage/series`);
    await page.getByRole("heading", { level: 1, name: "나의 연재" }).waitFor();
    await page.getByLabel("연재 제목").first().fill(seriesTitle);
    await page.getByLabel("짧은 소개 (선택)").first().fill("두 편짜리 연재입니다.");
    await page.getByRole("button", { name: "만들기" }).click();
    await page.locator(".toast", { hasText: "연재를 만들었어요." }).first().waitFor();
    const section = page.locator(".my-series-item", { hasText: seriesTitle });
    await section.waitFor();

    for (const subject of [firstSubject, secondSubject]) {
      await section.locator("select").selectOption({ label: subject });
      await section.getByRole("button", { name: "담기" }).click();
      await section.locator(".my-series-part", { hasText: subject }).waitFor();
    }
    const parts = section.locator(".my-series-part .my-series-subject");
    await expect.poll(() => parts.allInnerTexts()).toEqual([firstSubject, secondSubject]);

    // The keyboard: focus the second part, Alt+↑ puts it first; the move is announced and focus stays on it.
    const secondPart = section.locator(".my-series-part", { hasText: secondSubject });
    await secondPart.focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect.poll(() => parts.allInnerTexts()).toEqual([secondSubject, firstSubject]);
    expect(await section.locator("[aria-live=polite]").innerText()).toBe(`「${secondSubject}」: 2편 중 1번째로 옮겼어요.`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-board-no"))).toBe(String(second.boardNo));
    await page.locator(".toast", { hasText: "순서를 저장했어요." }).first().waitFor();
    await shot(page, "series-mypage-desktop-ko");

    // The order was saved: a reload shows it.
    await page.reload();
    await expect
      .poll(() => page.locator(".my-series-item", { hasText: seriesTitle }).locator(".my-series-subject").allInnerTexts())
      .toEqual([secondSubject, firstSubject]);

    // The post page: the first part (now the second) shows 2 / 2 and the previous part.
    await page.goto(`${baseUrl}/d/${first.permaLink}`);
    const box = page.locator(".series-box");
    await box.waitFor();
    expect(await box.locator(".series-box-title").innerText()).toBe(seriesTitle);
    expect(await box.locator(".series-box-place").innerText()).toBe("2 / 2");
    expect(await box.locator(".series-box-parts li").allInnerTexts()).toEqual([
      `1\n${secondSubject}`,
      expect.stringContaining(firstSubject),
    ]);
    expect(await box.locator("[aria-current=page]").innerText()).toContain(firstSubject);
    expect(await box.locator(".series-box-step.next").count()).toBe(0);
    await shot(page, "series-post-desktop-ko", false);
    // The box is drawn by the server and its code arrives after the page (only posts in a series
    // load it); a member's state arriving first makes React draw it once more from a copy, and a
    // click whose press and release straddle that redraw is no click. Once live it stays.
    await page.locator("[data-near-live] .series-box").waitFor();
    await box.locator(".series-box-step.previous").click();
    await page.waitForURL(`**/d/${second.permaLink}`);
    await expect.poll(() => page.locator(".series-box .series-box-place").innerText()).toBe("1 / 2");
    expect(await page.locator(".series-box .series-box-step.next").innerText()).toContain(firstSubject);

    // The series page, from the box's title, lists the parts in order.
    await page.locator(".series-box .series-box-title").click();
    await page.waitForURL(`**/other/${member.userId}/series/*`);
    await expect.poll(() => page.locator(".series-parts .series-part-subject").allInnerTexts()).toEqual([secondSubject, firstSubject]);
    await shot(page, "series-page-desktop-ko");
    await page.goto(`${baseUrl}/other/${member.userId}/series`);
    await page.locator(".series-card", { hasText: seriesTitle }).waitFor();
    expect(await page.locator(".series-card", { hasText: seriesTitle }).innerText()).toContain("2편");
    await shot(page, "series-list-desktop-ko");

    // The writing page: a new post chosen into the series is its third part once published.
    const thirdSubject = `셋째 글 ${tag}`;
    await page.goto(`${baseUrl}/upload`);
    await page.locator(".ProseMirror").waitFor();
    await page.getByTestId("series-pick").selectOption({ label: seriesTitle });
    await page.getByTestId("topic-select").selectOption("culture");
    await page.locator("#subject-input").fill(thirdSubject);
    await page.locator(".ProseMirror").click();
    await page.keyboard.type("연재의 셋째 글입니다.");
    await page.getByTestId("publish-button").click();
    await page.waitForURL("**/d/**");
    await expect.poll(() => page.locator(".series-box .series-box-place").innerText(), { timeout: 15_000 }).toBe("3 / 3");
    expect(await page.locator(".series-box .series-box-step.previous").innerText()).toContain(firstSubject);
    await shot(page, "series-post-third-desktop-ko", false);
  });

  it("phone, English: the box reads in English and leads to the next part; my page and the series page too", async () => {
    const context = await phoneContext(browser);
    await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/m/d/${second.permaLink}`);
    const box = page.locator(".series-box");
    await box.waitFor();
    expect(await box.locator(".series-box-kicker").innerText()).toBe("Series");
    expect(await box.locator(".series-box-place").getAttribute("aria-label")).toBe("Part 1 of 3");
    expect(await box.locator(".series-box-step.next").innerText()).toContain("Next");
    await shot(page, "series-post-phone-en", false);
    await box.locator(".series-box-step.next").click();
    await page.waitForURL(`**/m/d/${first.permaLink}`);
    await expect.poll(() => page.locator(".series-box .series-box-place").innerText()).toBe("2 / 3");
    expect(await page.locator(".series-box .series-box-step.previous").innerText()).toContain("Previous");
    await shot(page, "series-post-phone-en-2", false);

    await page.goto(`${baseUrl}/m/other/${member.userId}/series`);
    const card = page.locator(".series-card", { hasText: seriesTitle });
    await card.waitFor();
    expect(await card.innerText()).toContain("3 parts");
    await card.click();
    await page.waitForURL(`**/m/other/${member.userId}/series/*`);
    await expect.poll(() => page.locator(".series-parts .series-part-no").allInnerTexts()).toEqual(["Part 1", "Part 2", "Part 3"]);
    await shot(page, "series-page-phone-en");

    // The owner's my page on the phone, in English.
    await desktop.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const own = await phoneContext(browser, { storageState: await desktop.storageState() });
    const mine = await own.newPage();
    await mine.goto(`${baseUrl}/m/mypage/series`);
    await mine.getByRole("heading", { level: 1, name: "My series" }).waitFor();
    const section = mine.locator(".my-series-item", { hasText: seriesTitle });
    const subjects = () => section.locator(".my-series-subject > a").allInnerTexts();
    await expect.poll(() => subjects().then((list) => list.slice(0, 2))).toEqual([secondSubject, firstSubject]);
    // The Down button moves the first part down, and says so.
    await section.getByRole("button", { name: `Move “${secondSubject}” down` }).click();
    await expect.poll(() => subjects().then((list) => list.slice(0, 2))).toEqual([firstSubject, secondSubject]);
    expect(await section.locator("[aria-live=polite]").innerText()).toBe(`“${secondSubject}” is now part 2 of 3.`);
    await mine.locator(".toast", { hasText: "Order saved." }).first().waitFor();
    await shot(mine, "series-mypage-phone-en");
    await own.close();
    await context.close();
  });
  it("a tap on the box's next part before the box's code has arrived is carried out once it has", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    // The page is live, the box's own code held back, as a slow connection would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/series-box-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The phone test left the parts in order: the first, the second, the third.
    await page.goto(`${baseUrl}/d/${first.permaLink}`);
    const next = page.locator(".series-box .series-box-step.next");
    expect(await next.innerText()).toContain(secondSubject);
    await next.click();
    release();
    await page.waitForURL(`**/d/${second.permaLink}`);
    await expect.poll(() => page.locator(".series-box .series-box-place").innerText()).toBe("2 / 3");
    await context.close();
  });
});
