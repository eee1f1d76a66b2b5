// Notices and events in the browser, desktop (1200 px) and phone (/m): an operator (made with
// `npm run admin -- grant-moderator`) creates and publishes an event on /admin/events; a member
// finds it on /event and opens it; the demo notice is on the notices tab; the member enters the
// AI contest with one of their posts (once); the content-sharing page shows their invite link,
// the sign-up through it and their place; the top-10 modal shows for an office-suite e-mail
// member and not for others; the phone pages.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { firstLink, waitForFolderMail } from "../support/mail";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember, signUpMember } from "./members";

const OFFICE_DOMAIN = "office.example.test";

let baseUrl = "";
let dataDir = "";
let port = 0;
let app: AppProcess;
let browser: Browser;

const APP_ENV = () => ({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "true", OFFICE_EMAIL_DOMAINS: OFFICE_DOMAIN });

interface Person {
  email: string;
  userName: string;
  userId: string;
  desktop: BrowserContext;
  phone: BrowserContext;
}

async function person(prefix: string, options: { email?: string; eventKey?: string } = {}): Promise<Person> {
  const fresh = uniqueMember(prefix);
  const email = options.email ?? fresh.email;
  const desktop = await desktopContext(browser);
  const { userId } = options.eventKey
    ? await signUpInvited(desktop, email, fresh.userName, options.eventKey)
    : await signUpMember(desktop, { app: { baseUrl, dataDir }, email, userName: fresh.userName });
  const phone = await phoneContext(browser);
  await phone.addCookies(await desktop.cookies());
  return { email, userName: fresh.userName, userId, desktop, phone };
}

/** Signs up through a member's invite link (the sign-up request carries its eventKey) and verifies the e-mail. */
async function signUpInvited(desktop: BrowserContext, email: string, userName: string, eventKey: string): Promise<{ userId: string }> {
  const res = await desktop.request.post(`${baseUrl}/api/user/signUp?eventKey=${encodeURIComponent(eventKey)}`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForFolderMail(dataDir, email);
  const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, baseUrl);
  const verify = await desktop.request.get(link, { maxRedirects: 0 });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  await hideUsageSurvey(desktop, data.userId, baseUrl);
  return { userId: data.userId };
}

async function publish(who: Person, subject: string): Promise<{ boardNo: number; permaLink: string }> {
  const res = await who.desktop.request.post(`${baseUrl}/api/contents/post`, {
    headers: { origin: baseUrl },
    data: {
      type: "editor",
      subject,
      webEditorContent: `<p>${subject} 본문입니다. AI와 함께 정리했어요.</p>`,
      topic: "economy",
      tags: ["공모전"],
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

let moderator: Person;
let member: Person;
let office: Person;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-events-"));
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  app = await startApp(APP_ENV());
  browser = await launch();
  moderator = await person("evmod");
  member = await person("evmem");
  office = await person("evoff", { email: `${uniqueMember("o").email.split("@")[0]}@${OFFICE_DOMAIN}` });
  await runAdminCommand(dataDir, "grant-moderator", moderator.email);
  // Operator tools need the moderator's two-step sign-in on.
  await turnOnTwoFactor(moderator.desktop, baseUrl);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("notices and events", () => {
  it("an operator creates and publishes an event; a member finds it and opens it", async () => {
    const page = await open(moderator.desktop, "/admin/events");
    await page.getByRole("link", { name: "새로 만들기" }).click();
    await page.locator("select[name=kind]").selectOption("event");
    await page.locator("input[name=slug]").fill("winter-reading");
    await page.locator("input[name=title]").fill("겨울 독서 이벤트");
    await page.locator("input[name=summary]").fill("겨울에 읽은 책을 나눠 주세요.");
    await page.locator("input[name=startsAt]").fill("2026-01-01T10:00");
    await page.locator("input[name=endsAt]").fill("2099-12-31T18:00");
    await page.locator("textarea[name=bodyHtml]").fill("<p>올겨울 읽은 책 이야기를 들려주세요.</p><script>alert(1)</script>");
    // Every field has its label (the shared fields of the house).
    expect(await page.getByLabel("주소", { exact: true }).inputValue()).toBe("winter-reading");
    await shot(page, "events-admin-form");
    await page.getByRole("button", { name: "저장" }).click();
    await page.getByText("저장했어요.").waitFor();
    const row = page.locator("tr[data-slug=winter-reading]");
    await row.getByText("초안").waitFor();
    await shot(page, "events-admin-draft");
    await row.getByRole("button", { name: "게시" }).click();
    await row.getByText("게시 중").waitFor();
    await shot(page, "events-admin-published");

    const list = await open(member.desktop, "/event?tab=event");
    const card = list.locator(".event-card", { hasText: "겨울 독서 이벤트" });
    await card.waitFor();
    expect(await list.locator(".event-card", { hasText: "AI 콘텐츠 공모전" }).count()).toBe(1);
    await shot(list, "events-list-desktop");
    await list.getByRole("link", { name: "종료" }).click();
    await list.waitForURL(/state=ended/);
    await list.getByText("해당하는 이벤트가 없어요.").waitFor();
    await list.goto(`${baseUrl}/event?tab=event`);
    await list.locator(".event-card", { hasText: "겨울 독서 이벤트" }).click();
    await list.waitForURL(/\/event\/winter-reading$/);
    await list.getByRole("heading", { name: "겨울 독서 이벤트" }).waitFor();
    await list.getByText("올겨울 읽은 책 이야기를 들려주세요.").waitFor();
    expect(await list.locator(".event-rich script").count()).toBe(0);
    await list.getByText("결과는 이벤트가 끝난 뒤 이곳에 발표됩니다.").waitFor();
    await shot(list, "events-detail-desktop");

    // The footer's 공지사항 and 소식 lead to the two tabs.
    const notices = await open(member.desktop, "/new");
    await notices.locator("footer").getByRole("link", { name: "소식" }).click();
    await notices.waitForURL(/\/event\?tab=event$/);
    await notices.locator(".event-card", { hasText: "겨울 독서 이벤트" }).waitFor();
    await notices.locator("footer").getByRole("link", { name: "공지사항" }).click();
    await notices.waitForURL(/\/event\?tab=notice$/);
    await notices.getByText("나눔터에 오신 것을 환영합니다").click();
    await notices.waitForURL(/\/event\/welcome$/);
    await notices.getByText("나눔터는 지식을 나누고 나눈 만큼 보상받는 공간입니다.").waitFor();
  });

  it("an operator writes the results of an ended event; readers see them under 종료", async () => {
    const page = await open(moderator.desktop, "/admin/events?edit=new");
    await page.locator("select[name=kind]").selectOption("event");
    await page.locator("input[name=slug]").fill("autumn-quiz");
    await page.locator("input[name=title]").fill("가을 퀴즈 이벤트");
    await page.locator("input[name=startsAt]").fill("2025-10-01T10:00");
    await page.locator("input[name=endsAt]").fill("2025-10-31T18:00");
    await page.locator("textarea[name=resultsHtml]").fill("<p>당첨자: 독자 세 분께 축하드립니다.</p>");
    await page.getByRole("button", { name: "저장" }).click();
    await page.getByText("저장했어요.").waitFor();
    const row = page.locator("tr[data-slug=autumn-quiz]");
    await row.getByRole("button", { name: "게시" }).click();
    await row.getByText("게시 중").waitFor();

    const list = await open(member.desktop, "/event?tab=event&state=ended");
    await list.locator(".event-card", { hasText: "가을 퀴즈 이벤트" }).click();
    await list.waitForURL(/\/event\/autumn-quiz$/);
    await list.getByText("당첨자: 독자 세 분께 축하드립니다.").waitFor();
    await shot(list, "events-results-desktop");
  });

  it("a member enters the AI contest with one of their posts, once", async () => {
    const post = await publish(member, "AI로 정리한 경제 뉴스");
    const page = await open(member.desktop, "/event/ai-contest");
    await page.getByRole("heading", { name: "AI 콘텐츠 공모전" }).waitFor();
    await page.getByText("응모작 0편").waitFor();
    await page.locator(".event-enter select").selectOption(String(post.boardNo));
    await page.getByRole("button", { name: "응모하기" }).click();
    await page.getByText("응모가 완료되었습니다.").waitFor();
    await page.getByText("응모작 1편").waitFor();
    await page.locator(".event-box", { hasText: "내 응모작" }).getByText("AI로 정리한 경제 뉴스").waitFor();
    expect(await page.locator(".event-entries li", { hasText: "AI로 정리한 경제 뉴스" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "응모하기" }).count()).toBe(0);
    await shot(page, "events-contest-entered-desktop");
    // A second entry through the API is refused.
    const again = await member.desktop.request.post(`${baseUrl}/api/event/ai-contest/entry`, {
      headers: { origin: baseUrl },
      data: { boardNo: post.boardNo },
    });
    expect(again.status()).toBe(409);

    // The operator sees the entry.
    const admin = await open(moderator.desktop, "/admin/events");
    await admin.locator("tr[data-slug=ai-contest]").getByRole("link", { name: "응모작 1" }).click();
    await admin.locator("#entries").getByText("AI로 정리한 경제 뉴스").waitFor();
    await shot(admin, "events-admin-entries");

    // Phone: the contest page with the member's entry.
    const phone = await open(member.phone, "/m/event/ai-contest");
    await phone.locator(".event-box", { hasText: "내 응모작" }).waitFor();
    await shot(phone, "events-contest-phone");
  });

  it("the sharing event shows the invite link, its sign-ups and the member's place; top 10 only for office-suite members", async () => {
    const page = await open(member.desktop, "/event/share-content");
    const url = (await page.locator(".event-invite-url code").textContent()) ?? "";
    expect(url).toContain("/sign?eventKey=");
    await page.getByText("아직 순위가 없어요", { exact: false }).waitFor();
    const eventKey = new URL(url).searchParams.get("eventKey")!;
    // Someone signs up through the member's link.
    await person("evinv", { eventKey });
    await page.reload();
    await page.locator(".share-summary div", { hasText: "링크로 가입" }).getByText("1명").waitFor();
    await page.locator(".event-rank-value").getByText("1위", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "이벤트 순위 TOP 10" }).count()).toBe(0);
    await shot(page, "events-share-desktop");

    const officePage = await open(office.desktop, "/event/share-content");
    await officePage.getByRole("button", { name: "이벤트 순위 TOP 10" }).click();
    const modal = officePage.locator("#modalTop10");
    await modal.waitFor();
    await modal.locator("tr", { hasText: member.userName }).getByText("1", { exact: true }).first().waitFor();
    await shot(officePage, "events-top10-modal");

    const phone = await open(member.phone, "/m/event/share-content");
    await phone.locator(".event-rank-value").waitFor();
    expect(await phone.getByRole("button", { name: "이벤트 순위 TOP 10" }).count()).toBe(0);
    await shot(phone, "events-share-phone");
    const phoneList = await open(member.phone, "/m/event?tab=event");
    await phoneList.locator(".event-card", { hasText: "겨울 독서 이벤트" }).waitFor();
    await shot(phoneList, "events-list-phone");
  });

  it("a visitor reads the list and is asked to sign in to enter", async () => {
    const context = await desktopContext(browser);
    const page = await open(context, "/event/ai-contest");
    await page.getByRole("link", { name: "로그인하고 응모하기" }).waitFor();
    await page.getByText("AI로 정리한 경제 뉴스").waitFor();
    const missing = await context.request.get(`${baseUrl}/event/no-such-event`);
    expect(missing.status()).toBe(404);
    await context.close();
  });
});
