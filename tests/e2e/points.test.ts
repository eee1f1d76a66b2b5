// Journeys of points: a member checks in on the attendance calendar, sees today's missions,
// the reward page's history and chart, moves between months, filters the history, reads the
// reward guide, and runs out of today's uploads (modalUploadAlert) — desktop (1200 px) and
// phone (/m). Members are made by a real sign-up and the verification mail's link.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { shiftMonth } from "../../core/missions";
import { seoulDayKey } from "../../core/format";
import { UPLOAD_PLAN_DAILY, UPLOAD_QUOTA_MSG } from "../../core/upload-quota";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function apiJson(context: BrowserContext, method: "GET" | "POST", url: string, data?: unknown) {
  const res = await context.request.fetch(`${baseUrl}${url}`, {
    method,
    headers: { origin: baseUrl },
    ...(data !== undefined ? { data } : {}),
  });
  return { status: res.status(), body: (await res.json()) as { data: any; errorId?: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Uses up today's uploads through the API, the way a busy writer would. */
async function useUpAllUploads(context: BrowserContext): Promise<void> {
  for (let i = 0; i < UPLOAD_PLAN_DAILY.G; i++) {
    const res = await apiJson(context, "POST", "/api/contents/post", {
      type: "editor",
      subject: `오늘의 글 ${i + 1}`,
      webEditorContent: `<p>하루 업로드 횟수 시험 ${i + 1}</p>`,
      topic: "economy",
      tags: [],
      agreePolicy: true,
    });
    expect(res.status).toBe(200);
  }
  const quota = await apiJson(context, "GET", "/api/contents/quota");
  expect(quota.body.data).toMatchObject({ remaining: 0, dailyLimit: UPLOAD_PLAN_DAILY.G });
}

async function toastTexts(page: Page): Promise<string[]> {
  return (await page.locator(".toast").allInnerTexts()).map((t) => t.trim());
}

const today = seoulDayKey(new Date());
const thisMonth = today.slice(0, 7);
const monthLabel = (m: string) => `${m.slice(0, 4)}년 ${Number(m.slice(5))}월`;

async function checkUploadAlert(page: Page, prefix: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}${prefix}/upload`);
  await page.locator(".ProseMirror").waitFor();
  await page.locator("#subject-input").fill("한 편 더 쓰고 싶은 글");
  await page.locator(".ProseMirror").click();
  await page.keyboard.type("오늘은 이미 많이 썼어요.");
  await page.getByTestId("topic-select").selectOption("economy");
  const publish = page.getByTestId("publish-button");
  await expect.poll(() => publish.isDisabled()).toBe(false);
  await publish.click();
  const alert = page.locator("#modalUploadAlert");
  await alert.waitFor();
  expect(await alert.locator(".modal-title").innerText()).toBe(UPLOAD_QUOTA_MSG.title.ko);
  const text = await alert.innerText();
  expect(text).toContain(UPLOAD_QUOTA_MSG.exhausted.ko);
  expect(text).toContain(UPLOAD_QUOTA_MSG.resets.ko);
  expect(text).toContain(UPLOAD_QUOTA_MSG.nftHint.ko);
  const market = alert.getByRole("link", { name: UPLOAD_QUOTA_MSG.market.ko });
  expect(await market.getAttribute("href")).toMatch(/^https:\/\//);
  expect(await market.getAttribute("target")).toBe("_blank");
  await shot(page, name, false);
  await alert.getByRole("button", { name: "확인" }).click();
  await alert.waitFor({ state: "detached" });
  // Nothing was published and the writing stays.
  expect(new URL(page.url()).pathname).toBe(`${prefix}/upload`);
  expect(await page.locator("#subject-input").inputValue()).toBe("한 편 더 쓰고 싶은 글");
}

describe("desktop (1200 px)", () => {
  it("attends, sees the calendar, missions, history and chart, and moves between months", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await page.goto(`${baseUrl}/mypage/reward`);
    expect(await page.locator("h1.page-heading").innerText()).toBe("리워드");
    expect(await page.getByTestId("point-balance").innerText()).toBe("0P");
    const calendar = page.locator("section.attendance");
    expect(await calendar.evaluate((el) => el.getBoundingClientRect().width)).toBe(352);
    expect(await calendar.locator(".attendance-month").innerText()).toBe(monthLabel(thisMonth));
    expect(await calendar.locator(".attendance-day.today").innerText()).toBe(String(Number(today.slice(8))));
    expect(await calendar.locator(".attendance-day.attended").count()).toBe(0);
    expect(await page.locator(".reward-empty").innerText()).toContain("아직 포인트 내역이 없어요.");
    // The menu leads here.
    expect(await page.locator(".mypage-menu a", { hasText: "리워드" }).count()).toBe(1);
    await shot(page, "points-desktop-before");

    await calendar.getByRole("button", { name: "출석 체크하고 50P 받기" }).click();
    await expect.poll(() => toastTexts(page)).toContain("출석 체크 완료! 포인트가 적립되었습니다. (+50P)");
    await expect.poll(() => calendar.locator(".attendance-day.attended.today").count()).toBe(1);
    expect(await calendar.getByRole("button", { name: "오늘 출석 완료" }).isDisabled()).toBe(true);
    // The page data follows: balance, missions, chart, history.
    await expect.poll(() => page.getByTestId("point-balance").innerText()).toBe("50P");
    expect(await page.locator(".missions-progress-label").innerText()).toBe("1/7 완료");
    expect(await page.locator(".missions-list li.done .missions-name").innerText()).toBe("출석 체크");
    expect(await page.locator(".points-chart rect.bar").count()).toBe(1);
    expect(await page.locator(".points-chart rect.bar").getAttribute("data-day")).toBe(today);
    expect(await page.locator(".history-list li").count()).toBe(1);
    expect(await page.locator(".history-list li .history-label").innerText()).toBe("출석 체크");
    expect(await page.locator(".history-list li .history-amount").innerText()).toBe("+50P");
    await shot(page, "points-desktop-attended");

    // A second check-in the same day pays nothing.
    const again = await apiJson(context, "POST", "/api/mission", { action: "attendance" });
    expect(again.body.data).toMatchObject({ status: "duplicate", message: "오늘은 이미 출석했습니다." });

    // Month navigation: the previous month has no attendance, the next month after this one is closed.
    await calendar.getByRole("button", { name: "이전 달" }).click();
    await expect.poll(() => calendar.locator(".attendance-month").innerText()).toBe(monthLabel(shiftMonth(thisMonth, -1)));
    expect(await calendar.locator(".attendance-day.attended").count()).toBe(0);
    await calendar.getByRole("button", { name: "다음 달" }).click();
    await expect.poll(() => calendar.locator(".attendance-month").innerText()).toBe(monthLabel(thisMonth));
    expect(await calendar.locator(".attendance-day.attended").count()).toBe(1);
    expect(await calendar.getByRole("button", { name: "다음 달" }).isDisabled()).toBe(true);

    // History filters: nothing was spent.
    await page.getByRole("link", { name: "사용", exact: true }).click();
    await page.waitForURL(/type=use/);
    expect(await page.locator(".reward-empty").innerText()).toContain("아직 포인트 내역이 없어요.");
    await page.getByRole("link", { name: "7일" }).click();
    await page.waitForURL(/days=7/);
    expect(new URL(page.url()).searchParams.get("type")).toBe("use");
    await page.getByRole("link", { name: "적립", exact: true }).click();
    await expect.poll(() => page.locator(".history-list li").count()).toBe(1);

    // The reward guide explains the figures the server pays.
    await page.getByRole("link", { name: "포인트 안내" }).click();
    await page.waitForURL(/\/guide\/reward-intro$/);
    await expect.poll(() => page.locator("h1.page-heading").innerText()).toBe("리워드 안내");
    const rows = await page.locator(".reward-guide table").first().locator("tbody tr").allInnerTexts();
    expect(rows[0]).toMatch(/출석 체크\s+50P\s+1회/);
    expect(await page.locator(".reward-guide").innerText()).toContain("AI 브리핑 프로모션");
    await shot(page, "points-desktop-guide");
    await context.close();
  });

  it("reads the reward page in English and checks in (nt_lang=en)", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    await page.goto(`${baseUrl}/mypage/reward`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("h1.page-heading").innerText()).toBe("Rewards");
    const calendar = page.locator("section.attendance");
    await calendar.getByRole("button", { name: "Check in for 50P" }).click();
    await expect.poll(() => toastTexts(page)).toContain("Checked in! Points added. (+50P)");
    await expect.poll(() => page.getByTestId("point-balance").innerText()).toBe("50P");
    expect(await calendar.getByRole("button", { name: "Checked in today" }).isDisabled()).toBe(true);
    expect(await page.locator(".missions-list li.done .missions-name").innerText()).toBe("Daily check-in");
    expect(await page.locator(".history-list li .history-label").innerText()).toBe("Daily check-in");
    // Everything the reward page itself says is English (the chrome around it has its own check).
    expect(await page.locator(".reward-page").innerText()).not.toMatch(/[가-힣]/u);
    await shot(page, "points-desktop-en");
    await context.close();
  });

  it("reads someone else's post for 10 seconds and earns the view mission once", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    const list = await apiJson(context, "GET", "/api/board/newBoards?page=1&size=1");
    const permaLink = list.body.data.items[0].permaLink as string;
    await page.goto(`${baseUrl}/d/${permaLink}`);
    await expect.poll(() => toastTexts(page), { timeout: 20_000 }).toContain("콘텐츠 보기 미션 완료! 10P가 적립되었습니다.");
    await expect.poll(async () => (await apiJson(context, "GET", "/api/point")).body.data.balance).toBe(10);
    // Reading it again today pays nothing more.
    await page.reload();
    await page.waitForTimeout(11_500);
    expect((await apiJson(context, "GET", "/api/point")).body.data.balance).toBe(10);
    const status = await apiJson(context, "GET", "/api/v2/mission");
    expect(status.body.data.daily.find((d: { action: string }) => d.action === "view")).toMatchObject({ used: 1 });
    await context.close();
  }, 60_000);

  it("runs out of today's uploads and sees modalUploadAlert before publishing", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await useUpAllUploads(context);
    await checkUploadAlert(page, "", "points-desktop-upload-alert");
    await context.close();
  });
});

describe("phone (/m)", () => {
  it("attends on a full-width calendar and sees the reward page", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await page.goto(`${baseUrl}/m/mypage/reward`);
    expect(new URL(page.url()).pathname).toBe("/m/mypage/reward");
    const calendar = page.locator("section.attendance");
    const width = await calendar.evaluate((el) => el.getBoundingClientRect().width);
    const parent = await calendar.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
    expect(width).toBe(parent);
    expect(width).toBeGreaterThan(340);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The guide is a desktop page: no link to it on phones.
    expect(await page.getByRole("link", { name: "포인트 안내" }).count()).toBe(0);
    await calendar.getByRole("button", { name: "출석 체크하고 50P 받기" }).tap();
    await expect.poll(() => calendar.locator(".attendance-day.attended.today").count()).toBe(1);
    await expect.poll(() => page.getByTestId("point-balance").innerText()).toBe("50P");
    expect(await page.locator(".history-list li .history-amount").innerText()).toBe("+50P");
    await shot(page, "points-phone-attended");
    await context.close();
  });

  it("runs out of today's uploads and sees modalUploadAlert on /m/upload", async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await useUpAllUploads(context);
    await checkUploadAlert(page, "/m", "points-phone-upload-alert");
    await context.close();
  });
});
