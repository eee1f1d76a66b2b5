// The core loop with the keyboard alone (docs/product/accessibility.md): a member signs in, writes
// and publishes; another likes, votes with the ticket reading earned, and comments — with Tab,
// Shift+Tab, Enter, Space, arrow keys and Escape only, every stop showing where focus is. The
// publishing policy dialog keeps focus inside while open and gives it back on Escape.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, signUpMember } from "./members";

let browser: Browser;
let app: AppProcess;
let baseUrl = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-keyboard-"));

beforeAll(async () => {
  // A season open now, so reading earns a ticket and the vote button is there.
  await runAdminCommand(dataDir, "season", "create", "키보드 시즌", "now", "+1800s", "1000", "500", "+7d");
  const port = await freePort();
  app = await startApp({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", VIEW_REWARD_SECONDS: "2" });
  baseUrl = `http://localhost:${port}`;
  browser = await launch();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Where focus is, and whether the page draws it (an outline or a ring on it or on its frame). */
async function focusState(page: Page): Promise<{ tag: string; shown: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "body", shown: false };
    const drawn = (node: Element) => {
      const s = getComputedStyle(node);
      return (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
    };
    // A frameless field (the editor's body, the tags input) shows its focus on its frame.
    const frames: Element[] = [];
    for (let up = el.parentElement; up && frames.length < 4; up = up.parentElement) frames.push(up);
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}`;
    return { tag: name, shown: drawn(el) || frames.some(drawn) };
  });
}

/** Presses Tab (or Shift+Tab) until focus lands on `target`; every stop on the way must show focus. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const hidden: string[] = [];
  for (let i = 0; i < (options.max ?? 80); i++) {
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    const state = await focusState(page);
    if (state.tag !== "body" && !state.shown) hidden.push(state.tag);
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(hidden, "stops where focus was not shown").toEqual([]);
      return;
    }
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

describe("keyboard only", () => {
  it("sign in, write and publish, like, vote and comment without a pointer", { timeout: 300_000 }, async () => {
    const app = { baseUrl, dataDir };
    // The author's account exists (made in another browser); here they sign in by keyboard.
    const setup = await desktopContext(browser);
    const author = await signUpMember(setup, { app });
    await setup.close();
    const authorCtx = await desktopContext(browser);
    await hideUsageSurvey(authorCtx, author.userId, baseUrl);
    const page = await authorCtx.newPage();
    await page.goto(`${baseUrl}/login`);
    await tabTo(page, page.locator("#login-email"));
    await page.keyboard.type(author.email);
    await tabTo(page, page.locator("#login-password"));
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/`);

    // Write: the title, the body, a topic with the arrow keys.
    await page.goto(`${baseUrl}/upload`);
    await page.locator(".ProseMirror").waitFor();
    await tabTo(page, page.locator("#subject-input"));
    await page.keyboard.type("키보드로만 쓴 글");
    await tabTo(page, page.locator(".ProseMirror"));
    await page.keyboard.type("마우스 없이 쓰고 발행합니다. 탭과 엔터면 충분합니다.");
    await tabTo(page, page.getByTestId("topic-select"));
    await page.keyboard.press("ArrowDown");
    expect(await page.getByTestId("topic-select").inputValue()).not.toBe("");
    const publish = page.getByTestId("publish-button");
    await expect.poll(() => publish.isEnabled()).toBe(true);
    await tabTo(page, publish);
    await page.keyboard.press("Enter");

    // The policy dialog: focus goes in and stays in; Escape closes it and focus comes back.
    const policy = page.locator("#modalPolicy");
    await policy.waitFor();
    for (let i = 0; i < 6; i++) {
      expect(await policy.evaluate((box) => box.contains(document.activeElement))).toBe(true);
      await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
    }
    await shot(page, "keyboard-policy", false);
    await page.keyboard.press("Escape");
    await policy.waitFor({ state: "detached" });
    expect(await isFocused(publish)).toBe(true);
    await page.keyboard.press("Enter");
    await policy.waitFor();
    await tabTo(page, policy.getByRole("button", { name: "동의하고 발행하기" }));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/d\/[0-9a-z]{9}$/);
    const postUrl = page.url();
    await authorCtx.close();

    // A reader: like with Space, vote with Enter, comment.
    const readerCtx = await desktopContext(browser);
    await signUpMember(readerCtx, { app });
    const reader = await readerCtx.newPage();
    await reader.goto(postUrl);
    await reader.getByTestId("ticket-balance").filter({ hasText: "내 큐레이팅 1개" }).waitFor({ timeout: 20_000 });
    const like = reader.getByRole("button", { name: /좋아요/ });
    await tabTo(reader, like);
    await reader.keyboard.press("Space");
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    const vote = reader.getByRole("button", { name: "큐레이팅 1개로 투표하기" });
    await tabTo(reader, vote);
    await reader.keyboard.press("Enter");
    await reader.getByRole("button", { name: "투표 완료" }).waitFor();
    const box = reader.getByPlaceholder("댓글을 입력해 주세요.");
    await tabTo(reader, box);
    await reader.keyboard.type("키보드로 남기는 댓글입니다.");
    await tabTo(reader, reader.getByRole("button", { name: "등록", exact: true }));
    await reader.keyboard.press("Enter");
    await reader.locator("section.comments li.comment", { hasText: "키보드로 남기는 댓글입니다." }).waitFor();
    await shot(reader, "keyboard-reader-done", false);
    await readerCtx.close();
  });
});
