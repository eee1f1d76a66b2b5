// Scheduled publishing in the browser (docs/product/writing.md §15): on the desktop in Korean a
// first-time writer schedules a post a short time ahead (the upload policy first), sees it marked
// in the header and in the drafts list, and it goes out by itself; on the phone in English a
// writer is refused a time too far ahead, schedules, and cancels back to a draft.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { formatScheduledTime, utcToSeoulWallTime } from "../../core/scheduling";
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

async function openUpload(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator(".ProseMirror").waitFor();
}

async function writePost(page: Page, subject: string, topic: string, text: string): Promise<void> {
  await page.getByTestId("topic-select").selectOption(topic);
  await page.locator("#subject-input").fill(subject);
  await page.locator(".ProseMirror").click();
  await page.keyboard.type(text);
}

async function fillSchedule(page: Page, at: Date): Promise<void> {
  const { date, time } = utcToSeoulWallTime(at);
  await page.getByTestId("schedule-date").fill(date);
  await page.getByTestId("schedule-time").fill(time);
}

/** The post in the public list of new posts, once it is there. */
async function listed(context: BrowserContext, subject: string): Promise<{ permaLink: string } | null> {
  const res = await context.request.get(`${baseUrl}/api/board/newBoards?page=1&size=30`);
  const list = ((await res.json()) as { data: { items: { subject: string; permaLink: string }[] } }).data.items;
  return list.find((p) => p.subject === subject) ?? null;
}

describe("scheduled publishing", () => {
  it("desktop, Korean: schedules a post a short time ahead, sees it marked, and it goes out by itself", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await signUpMember(context);
    await openUpload(page, "/upload");
    const subject = `예약 발행 여정 ${Date.now().toString(36)}`;
    await writePost(page, subject, "culture", "정해진 시각에 혼자 나가는 글입니다.");

    await page.getByTestId("schedule-button").click();
    const dialog = page.locator("#modalSchedule");
    await dialog.waitFor();
    expect(await dialog.getByTestId("schedule-zone").innerText()).toBe("한국 시간(KST)");
    // The next whole minute at least 40 seconds from now (the journeys' app allows 30).
    const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000);
    await fillSchedule(page, at);
    await shot(page, "scheduled-desktop-modal", false);
    await dialog.getByTestId("schedule-confirm").click();
    // A first post: the upload policy is agreed before it is scheduled.
    const policy = page.locator("#modalPolicy");
    await policy.waitFor();
    await policy.getByRole("button", { name: "동의하고 발행하기" }).click();

    const badge = page.getByTestId("schedule-badge");
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe(`예약됨 · ${formatScheduledTime(at, "ko")}`);
    await page.locator(".toast", { hasText: "발행되도록 예약했어요." }).first().waitFor();
    expect(await listed(context, subject)).toBeNull();
    await shot(page, "scheduled-desktop-marked", false);

    await page.getByTestId("draft-list-button").click();
    const item = page.locator(".draft-item", { hasText: subject });
    await item.first().waitFor();
    // The draft autosave made is the one scheduled: no second copy.
    expect(await item.count()).toBe(1);
    expect(await item.getByTestId("draft-schedule").innerText()).toContain(`예약됨 · ${formatScheduledTime(at, "ko")}`);
    expect(await item.getByRole("button", { name: "지금 발행" }).isVisible()).toBe(true);
    expect(await item.getByRole("button", { name: "예약 취소" }).isVisible()).toBe(true);
    await shot(page, "scheduled-desktop-drafts", false);
    await page.keyboard.press("Escape");

    // Its time comes: the queue publishes it without anyone on the page.
    await expect.poll(() => listed(context, subject), { timeout: 150_000, interval: 2_000 }).not.toBeNull();
    const post = (await listed(context, subject))!;
    await page.goto(`${baseUrl}/d/${post.permaLink}`);
    expect(await page.locator("h1").first().innerText()).toContain(subject);
    await shot(page, "scheduled-desktop-published", false);
    await context.close();
  }, 300_000);

  it("phone, English: refused too far ahead, schedules, then cancels back to a draft", async () => {
    const context = await phoneContext(browser);
    await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
    const page = await context.newPage();
    await signUpMember(context);
    await openUpload(page, "/m/upload");
    const subject = `Scheduled on the phone ${Date.now().toString(36)}`;
    await writePost(page, subject, "travel", "A note for later.");

    await page.getByTestId("schedule-button").click();
    const dialog = page.locator("#modalSchedule");
    await dialog.waitFor();
    expect(await dialog.getByTestId("schedule-zone").innerText()).toBe("Korea time (KST)");
    await fillSchedule(page, new Date(Date.now() + 100 * 86_400_000));
    await dialog.getByTestId("schedule-confirm").click();
    await page.locator("#modalPolicy").getByRole("button", { name: "Agree and publish" }).click();
    // The refusal comes back in the schedule dialog's place.
    const refusal = page.locator("#modalScheduleError");
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("You can schedule at most 90 days ahead.");
    await refusal.getByRole("button", { name: "OK" }).click();

    await page.getByTestId("schedule-button").click();
    await dialog.waitFor();
    const at = new Date(Date.now() + 2 * 86_400_000);
    await fillSchedule(page, at);
    await dialog.getByTestId("schedule-confirm").click();
    const badge = page.getByTestId("schedule-badge");
    await expect
      .poll(() => badge.innerText(), { timeout: 15_000 })
      .toBe(`Scheduled · ${formatScheduledTime(new Date(Math.floor(at.getTime() / 60_000) * 60_000), "en")}`);
    await shot(page, "scheduled-phone-marked");

    await page.getByTestId("schedule-cancel").click();
    await page.locator(".toast", { hasText: "Schedule cancelled." }).first().waitFor();
    await page.getByTestId("schedule-button").waitFor();
    expect(await listed(context, subject)).toBeNull();
    await page.getByTestId("draft-list-button").click();
    const item = page.locator(".draft-item", { hasText: subject });
    await item.waitFor();
    expect(await item.getByTestId("draft-schedule").count()).toBe(0);
    await shot(page, "scheduled-phone-cancelled", false);
    await context.close();
  }, 240_000);
});
