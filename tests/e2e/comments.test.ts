// Journeys of comments, reporting and moderation, desktop (1200 px) and phone (/m): two
// members in two browsers comment and reply, the post's owner deletes a comment (the thread
// keeps its shape), a third member reports through modalReport / modalReportMobile, and a
// moderator (granted with `npm run admin -- grant-moderator`) hides the post from the
// report queue: it leaves for /blind. The app runs as its own process here because the
// moderator is granted from the command line on its data folder, beside the running app.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { COMMENT_MSG } from "../../core/comments";
import { REPORT_MSG } from "../../core/reports";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

let browser: Browser;
let app: AppProcess;
let baseUrl: string;
let port: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-comments-"));
const env = () => ({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", REPORT_BLIND_THRESHOLD: "5" });

interface Person {
  desktop: BrowserContext;
  phone: BrowserContext;
  email: string;
  userName: string;
  userId: string;
}
let author: Person;
let reader: Person;
let reporter: Person;
let moderator: Person;

/** Signs up and verifies in a desktop context, then gives a phone context the same session. */
async function person(prefix: string): Promise<Person> {
  const desktop = await desktopContext(browser);
  const { email, userName } = uniqueMember(prefix);
  const res = await desktop.request.post(`${baseUrl}/api/user/signUp`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  const mail = await waitForFolderMail(dataDir, email);
  const verify = await desktop.request.get(firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, baseUrl), {
    maxRedirects: 0,
  });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  await hideUsageSurvey(desktop, data.userId, baseUrl);
  const phone = await phoneContext(browser);
  await phone.addCookies(await desktop.cookies());
  return { desktop, phone, email, userName, userId: data.userId };
}

async function publish(who: Person, subject: string): Promise<{ boardNo: number; permaLink: string }> {
  const res = await who.desktop.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject,
      webEditorContent: `<p>${subject} 본문입니다. 댓글로 의견을 나눠 주세요.</p>`,
      topic: "economy",
      tags: ["댓글"],
      thumb: null,
      agreePolicy: true,
    },
  });
  if (!res.ok()) throw new Error(`publish failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { boardNo: number; permaLink: string } }).data;
}

async function open(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  return page;
}

const thread = (page: Page) => page.locator("section.comments");
const commentBy = (page: Page, text: string) => thread(page).locator("li.comment", { hasText: text }).first();

beforeAll(async () => {
  browser = await launch();
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  app = await startApp(env());
  author = await person("author");
  reader = await person("reader");
  reporter = await person("reporter");
  moderator = await person("mod");
  // The operator grants the role from the command line, beside the running app.
  await runAdminCommand(dataDir, "grant-moderator", moderator.email);
  // Operator tools need the moderator's two-step sign-in on.
  await turnOnTwoFactor(moderator.desktop, baseUrl);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("desktop", () => {
  it("comment, reply, owner deletes, report, moderator hides the post", async () => {
    const post = await publish(author, "댓글 여정 데스크톱");

    // A visitor is asked to sign in before writing.
    const visitor = await desktopContext(browser);
    const vPage = await open(visitor, `/d/${post.permaLink}`);
    await vPage.getByText("아직 댓글이 없어요. 첫 댓글을 남겨 보세요!").waitFor();
    await vPage.getByRole("button", { name: "로그인하고 댓글을 남겨 보세요." }).click();
    await vPage.locator("#modalLoginRequired").waitFor();
    await visitor.close();

    // A member whose e-mail is not verified is shown the verification prompt instead of the box.
    const unverified = await desktopContext(browser);
    const fresh = uniqueMember("unverified");
    const signUp = await unverified.request.post(`${baseUrl}/api/user/signUp`, {
      headers: { origin: baseUrl },
      data: { userEmail: fresh.email, userPw: E2E_PASSWORD, userName: fresh.userName, agreeTerms: true, agreeAge: true },
    });
    expect(signUp.ok()).toBe(true);
    const uPage = await open(unverified, `/d/${post.permaLink}`);
    expect(await uPage.getByPlaceholder("댓글을 입력해 주세요.").count()).toBe(0);
    await uPage.getByRole("button", { name: "이메일 인증을 마치면 댓글을 남길 수 있어요." }).click();
    await uPage.locator("#modalEmailCert").waitFor();
    await unverified.close();

    // The reader comments with a link; markup stays text.
    const rPage = await open(reader.desktop, `/d/${post.permaLink}`);
    await rPage.getByPlaceholder("댓글을 입력해 주세요.").fill("좋은 글 감사합니다 <b>굵게</b>\n참고: https://example.com/guide.");
    await rPage.getByRole("button", { name: "등록", exact: true }).click();
    const first = commentBy(rPage, "좋은 글 감사합니다");
    await first.waitFor();
    expect(await first.locator(".comment-text").innerText()).toBe("좋은 글 감사합니다 <b>굵게</b>\n참고: https://example.com/guide.");
    expect(await first.locator(".comment-text b").count()).toBe(0);
    expect(await first.locator(".comment-text a").getAttribute("href")).toBe("https://example.com/guide");
    expect(await thread(rPage).locator(".comments-title").innerText()).toContain("1");
    // Own comment: edit and delete, no report.
    expect(await first.locator(".comment-actions button").allInnerTexts()).toEqual(["답글", "수정", "삭제"]);
    await first.getByRole("button", { name: "수정" }).click();
    await first.locator("textarea").fill("좋은 글 감사합니다! 고쳐 씁니다. https://example.com/guide");
    await first.getByRole("button", { name: "저장" }).click();
    await first.getByText("(수정됨)").waitFor();

    // The author replies in another browser.
    const aPage = await open(author.desktop, `/d/${post.permaLink}`);
    const onAuthor = commentBy(aPage, "고쳐 씁니다");
    await onAuthor.waitFor();
    // The post's owner may delete others' comments and report them, but not edit them.
    expect(await onAuthor.locator(".comment-actions button").allInnerTexts()).toEqual(["답글", "삭제", "신고"]);
    await onAuthor.getByRole("button", { name: "답글" }).click();
    await onAuthor.getByPlaceholder("답글을 입력해 주세요.").fill("읽어 주셔서 고맙습니다.");
    await onAuthor.getByRole("button", { name: "답글 등록" }).click();
    await onAuthor.locator("li.comment.reply", { hasText: "읽어 주셔서 고맙습니다." }).waitFor();
    await shot(aPage, "comments-desktop-thread");

    // The reader sees the reply after reloading.
    await rPage.reload();
    await commentBy(rPage, "고쳐 씁니다").locator("li.comment.reply", { hasText: "읽어 주셔서 고맙습니다." }).waitFor();

    // The owner deletes the reader's comment (modalDelete); the reply keeps its place.
    await onAuthor.locator(".comment-actions").first().getByRole("button", { name: "삭제" }).click();
    await aPage.locator("#modalDelete").waitFor();
    await shot(aPage, "comments-desktop-delete-modal", false);
    await aPage.locator("#modalDelete").getByRole("button", { name: "삭제" }).click();
    await thread(aPage).getByText(COMMENT_MSG.deletedPlaceholder.ko).waitFor();
    await thread(aPage).getByText("읽어 주셔서 고맙습니다.").waitFor();

    // Another member reports the post through the more-menu (modalReport).
    const cPage = await open(reporter.desktop, `/d/${post.permaLink}`);
    await cPage.getByRole("button", { name: "더보기" }).click();
    await cPage.getByRole("menuitem", { name: "신고" }).click();
    const modal = cPage.locator("#modalReport");
    await modal.waitFor();
    await modal.getByRole("button", { name: "신고하기" }).click();
    await modal.getByText(REPORT_MSG.selectReason.ko).waitFor();
    await modal.getByText("기타").click();
    await modal.getByRole("button", { name: "신고하기" }).click();
    await modal.getByText(REPORT_MSG.writeReason.ko).waitFor();
    await modal.getByLabel("기타 사유").fill("다른 사이트의 글을 그대로 옮겨 왔어요");
    await shot(cPage, "comments-desktop-report-modal", false);
    await modal.getByRole("button", { name: "신고하기" }).click();
    await cPage.getByText(REPORT_MSG.done.ko).waitFor();
    // A second report is refused.
    await cPage.getByRole("button", { name: "더보기" }).click();
    await cPage.getByRole("menuitem", { name: "신고" }).click();
    await modal.getByText("스팸·홍보성 게시물").click();
    await modal.getByRole("button", { name: "신고하기" }).click();
    await modal.getByText(REPORT_MSG.already.ko).waitFor();

    // Members without the role cannot open the queue.
    const denied = await open(reader.desktop, "/admin/reports");
    expect(await denied.locator("body").innerText()).toContain("접근 권한이 없습니다.");

    // The moderator hides the post from the queue.
    const mPage = await open(moderator.desktop, "/admin/reports");
    const card = mPage.locator(`li.queue-card[data-target="post-${post.boardNo}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain("다른 사이트의 글을 그대로 옮겨 왔어요");
    await shot(mPage, "comments-desktop-queue");
    await card.getByRole("button", { name: "숨김", exact: true }).click();
    await mPage.getByText("숨김 처리했습니다.").waitFor();
    await mPage.getByRole("link", { name: /숨김 중/ }).click();
    await mPage
      .locator(`li.queue-card[data-target="post-${post.boardNo}"]`)
      .getByText(/최근 처리: 숨김 · /)
      .waitFor();
    await shot(mPage, "comments-desktop-queue-blinded");

    // Readers now land on /blind.
    await rPage.goto(`${baseUrl}/d/${post.permaLink}`);
    await rPage.waitForURL(`${baseUrl}/blind`);
    await rPage.getByText("운영 정책에 따라 숨김 처리된 게시물입니다.").waitFor();
    await shot(rPage, "comments-desktop-blind");
  }, 150_000);
});

describe("phone (/m)", () => {
  it("comment and reply on /m, a comment reported and hidden, then the post hidden to /m/blind", async () => {
    const post = await publish(author, "댓글 여정 모바일");
    const rPage = await open(reader.phone, `/m/d/${post.permaLink}`);
    await rPage.getByPlaceholder("댓글을 입력해 주세요.").fill("모바일에서 남기는 댓글입니다.");
    await rPage.getByRole("button", { name: "등록", exact: true }).tap();
    await commentBy(rPage, "모바일에서 남기는 댓글입니다.").waitFor();

    const aPage = await open(author.phone, `/m/d/${post.permaLink}`);
    const onAuthor = commentBy(aPage, "모바일에서 남기는 댓글입니다.");
    await onAuthor.getByRole("button", { name: "답글" }).tap();
    await onAuthor.getByPlaceholder("답글을 입력해 주세요.").fill("모바일 답글입니다.");
    await onAuthor.getByRole("button", { name: "답글 등록" }).tap();
    await onAuthor.locator("li.comment.reply", { hasText: "모바일 답글입니다." }).waitFor();
    await shot(aPage, "comments-phone-thread");

    // The reporter reports the reader's comment (modalReportMobile).
    const cPage = await open(reporter.phone, `/m/d/${post.permaLink}`);
    const target = commentBy(cPage, "모바일에서 남기는 댓글입니다.");
    await target.locator(".comment-actions").first().getByRole("button", { name: "신고" }).tap();
    const modal = cPage.locator("#modalReportMobile");
    await modal.waitFor();
    await modal.getByText("욕설·비방·혐오 표현").tap();
    await shot(cPage, "comments-phone-report-modal", false);
    await modal.getByRole("button", { name: "신고하기" }).tap();
    await cPage.getByText(REPORT_MSG.done.ko).waitFor();
    await target.locator(".comment-reported").first().waitFor();

    // The moderator hides the comment from the phone queue.
    const mPage = await open(moderator.phone, "/m/admin/reports");
    const card = mPage.locator("li.queue-card", { hasText: "모바일에서 남기는 댓글입니다." });
    await card.waitFor();
    await shot(mPage, "comments-phone-queue");
    await card.getByRole("button", { name: "숨김", exact: true }).tap();
    await mPage.getByText("숨김 처리했습니다.").waitFor();
    await rPage.reload();
    await thread(rPage).getByText(COMMENT_MSG.blindPlaceholder.ko).waitFor();
    await thread(rPage).getByText("모바일 답글입니다.").waitFor();
    await shot(rPage, "comments-phone-comment-hidden");

    // The owner's menu on /m has edit and delete; others report the post.
    await cPage.locator(".m-detail-bar").getByRole("button", { name: "더보기" }).tap();
    await cPage.getByRole("menuitem", { name: "신고" }).tap();
    await modal.getByText("스팸·홍보성 게시물").tap();
    await modal.getByRole("button", { name: "신고하기" }).tap();
    await cPage.getByText(REPORT_MSG.done.ko).waitFor();
    await mPage.reload();
    await mPage.locator(`li.queue-card[data-target="post-${post.boardNo}"]`).getByRole("button", { name: "숨김", exact: true }).tap();
    await mPage.getByText("숨김 처리했습니다.").waitFor();
    await rPage.goto(`${baseUrl}/m/d/${post.permaLink}`);
    await rPage.waitForURL(`${baseUrl}/m/blind`);
    await shot(rPage, "comments-phone-blind");
  }, 150_000);
});
