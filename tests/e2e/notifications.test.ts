// Notifications in the browser, desktop (1200 px) and phone (/m): a moderator (made with
// `npm run admin -- grant-moderator`) pins a fixed notice and sends a notice to every member;
// member A sees the bell's dot, opens the 384×410 panel, the lines are marked read, a click
// follows the link; the empty state; a visitor is asked to sign in; a failed read says so;
// /m/newsfeed on a phone; the push settings of the account page, and a real push delivered to a
// local push service and decrypted with the subscription's private key.
import { turnOnTwoFactor } from "./two-factor";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { MSG } from "../../core/messages";
import { PUSH_MSG } from "../../core/notifications";
import { freePort, startApp, type AppProcess } from "../support/app-process";
import { koreanPdf } from "../support/document-fixtures";
import { firstLink, waitForFolderMail } from "../support/mail";
import { browserSubscription, decryptPush, startPushEndpoint, type PushEndpointServer } from "../support/push-endpoint";
import { runAdminCommand } from "./admin-command";
import { desktopContext, launch, memberStateKnown, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, hideUsageSurvey, uniqueMember } from "./members";

let baseUrl = "";
let dataDir = "";
let port = 0;
let app: AppProcess;
let browser: Browser;
let pushService: PushEndpointServer;

const APP_ENV = () => ({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: "false", PUSH_ALLOW_HTTP: "true" });

interface Person {
  email: string;
  userName: string;
  userId: string;
  context: BrowserContext;
}

async function signUp(context: BrowserContext, prefix: string): Promise<Person> {
  const { email, userName } = uniqueMember(prefix);
  const res = await context.request.post(`${baseUrl}/api/user/signUp`, {
    headers: { origin: baseUrl },
    data: { userEmail: email, userPw: E2E_PASSWORD, userName, agreeTerms: true, agreeAge: true },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const mail = await waitForFolderMail(dataDir, email);
  const link = firstLink(mail, "/api/user/email/signup/verification").replace(/^https?:\/\/[^/]+/, baseUrl);
  const verify = await context.request.get(link, { maxRedirects: 0 });
  if (verify.status() !== 303) throw new Error(`verification failed: ${verify.status()}`);
  const { data } = (await res.json()) as { data: { userId: string } };
  await hideUsageSurvey(context, data.userId, baseUrl);
  return { email, userName, userId: data.userId, context };
}

async function apiCall<T>(context: BrowserContext, method: "GET" | "POST", url: string, data?: object): Promise<T> {
  const res =
    method === "GET"
      ? await context.request.get(`${baseUrl}${url}`)
      : await context.request.post(`${baseUrl}${url}`, { headers: { origin: baseUrl }, data: data ?? {} });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

type Feed = {
  fixedNotification: Array<{ notificationTitle: string }>;
  notificationList: Array<{ notificationNo: number; notificationTitle: string; read: boolean }>;
};

let moderator: Person;
let memberA: Person;
let memberC: Person;
let pushA: ReturnType<typeof browserSubscription>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nt-e2e-notify-"));
  port = await freePort();
  baseUrl = `http://localhost:${port}`;
  pushService = await startPushEndpoint();
  app = await startApp(APP_ENV());
  browser = await launch();
  moderator = await signUp(await desktopContext(browser), "mod");
  memberA = await signUp(await desktopContext(browser), "ntfa");
  memberC = await signUp(await desktopContext(browser), "ntfc");
  // Operators grant the role on the command line, beside the running app.
  await runAdminCommand(dataDir, "grant-moderator", moderator.email);
  // Operator tools need the moderator's two-step sign-in on.
  await turnOnTwoFactor(moderator.context, baseUrl);
  // A's phone-less browser subscription at the local push service (real keys, RFC 8291).
  pushA = browserSubscription(pushService.origin, "member-a");
  await apiCall(memberA.context, "POST", "/api/push/subscribe", { endpoint: pushA.endpoint, keys: pushA.keys });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await pushService?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Opens a page and waits until the bell has asked whether something is new (on shared pages
 * the member is known, and the bell asks, only after the page has loaded): says if its dot shows.
 */
async function openAndCheckBell(page: Page, url: string): Promise<boolean> {
  const asked = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/notification/new", { timeout: 15_000 });
  await page.goto(url);
  await asked;
  // The answer is rendered right after it arrives.
  return page
    .getByTestId("notify-new-dot")
    .first()
    .waitFor({ timeout: 1_000 })
    .then(
      () => true,
      () => false,
    );
}

async function openPanel(page: Page) {
  // A link may have been followed as a new document (the router does so when a route's code
  // cannot be fetched): the bell answers once the page is live and knows its member.
  await page.waitForFunction(() => (window as unknown as { __ntLive?: boolean }).__ntLive === true, undefined, { timeout: 30_000 });
  await memberStateKnown(page);
  await page.getByRole("button", { name: /^알림/ }).click();
  const panel = page.getByRole("dialog", { name: "알림" });
  await panel.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
    // Said in the failure: what the page was doing when the panel did not open.
    const state = await page.evaluate(() => ({
      url: location.href,
      documents: performance.getEntriesByType("navigation").length,
      viewer: document.documentElement.dataset.viewer,
      expanded: document.querySelector(".notify-bell")?.getAttribute("aria-expanded"),
      scrollY: window.scrollY,
      shown: document.querySelector("[role=alert],[role=status],[role=alertdialog]")?.textContent ?? null,
    }));
    throw new Error(`the panel did not open: ${JSON.stringify(state)}`, { cause: error });
  });
  return panel;
}

/** The moderator's two notices, sent once for the file (a retried test must not send them twice). */
let noticesPosted: Promise<void> | undefined;
function postNoticesOnce(): Promise<void> {
  noticesPosted ??= (async () => {
    await apiCall(moderator.context, "POST", "/api/admin/notification/fixed", {
      notificationTitle: "서비스 점검 안내",
      notificationContent: "11월 30일(일) 02:00~04:00 동안 잠시 이용이 어려워요.",
      notificationSubTitle: "운영 공지",
      notificationUrl: "/faq",
    });
    await apiCall(moderator.context, "POST", "/api/admin/notification/notice", {
      title: "나눔터에 알림 기능이 생겼어요",
      content: "댓글, 좋아요, 팔로우 소식을 알림 창에서 확인해 보세요.",
      url: "/new",
    });
  })();
  return noticesPosted;
}

describe("notifications", () => {
  it("desktop: the empty feed, and a visitor is asked to sign in", async () => {
    const page = await memberC.context.newPage();
    expect(await openAndCheckBell(page, `${baseUrl}/`)).toBe(false);
    const panel = await openPanel(page);
    await panel.getByText(MSG.notificationEmpty.ko).waitFor();
    await panel.getByText(MSG.notificationRecentOnly.ko).waitFor();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ width: 384, height: 410 });
    await shot(page, "notifications-panel-empty", false);
    // An outside click closes it; so does scrolling the page.
    await page.mouse.click(100, 600);
    await panel.waitFor({ state: "detached" });
    await openPanel(page);
    await page.mouse.wheel(0, 400);
    await page.getByRole("dialog", { name: "알림" }).waitFor({ state: "detached" });
    await page.close();

    const visitor = await (await desktopContext(browser)).newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByRole("button", { name: "알림" }).click();
    await visitor.getByText(MSG.membersOnly.ko).first().waitFor();
    expect(await visitor.getByRole("dialog", { name: "알림" }).count()).toBe(0);
    await visitor.context().close();
  });

  it("desktop: a moderator's notices light A's bell; the panel marks them read; a click follows the link", async () => {
    await postNoticesOnce();
    const page = await memberA.context.newPage();
    // The notice fans out through the job queue; the bell lights once it is delivered.
    const until = Date.now() + 60_000;
    for (;;) {
      if (await openAndCheckBell(page, `${baseUrl}/`)) break;
      if (Date.now() > until) throw new Error("the bell never lit");
      await page.waitForTimeout(1000);
    }
    await shot(page, "notifications-bell-new", false);
    const panel = await openPanel(page);
    await panel.getByText("서비스 점검 안내").waitFor();
    const line = panel.locator(".notify-item.is-unread", { hasText: "나눔터에 알림 기능이 생겼어요" });
    await line.waitFor();
    await line.locator(".notify-dot").waitFor();
    expect(await page.getByTestId("notify-new-dot").count()).toBe(0);
    await shot(page, "notifications-panel-items", false);

    // Once loaded, everything is read on the server and the bell is out.
    const feed = await apiCall<Feed>(memberA.context, "GET", "/api/notification");
    expect(feed.fixedNotification.map((f) => f.notificationTitle)).toEqual(["서비스 점검 안내"]);
    expect(feed.notificationList.map((n) => [n.notificationTitle, n.read])).toEqual([["나눔터에 알림 기능이 생겼어요", true]]);
    expect((await apiCall<{ newNotifyState: boolean }>(memberA.context, "GET", "/api/notification/new")).newNotifyState).toBe(false);

    await line.click();
    await page.waitForURL(`${baseUrl}/new`);
    await page.getByRole("heading", { name: "최신 콘텐츠" }).waitFor();
    expect(await page.getByRole("dialog", { name: "알림" }).count()).toBe(0);

    // Opened again, the line is greyed out.
    const again = await openPanel(page);
    await again.locator(".notify-item.is-read", { hasText: "나눔터에 알림 기능이 생겼어요" }).waitFor();
    // The fixed notice links to /faq.
    await again.getByRole("button", { name: /서비스 점검 안내/ }).click();
    await page.waitForURL(`${baseUrl}/faq`);
    await page.close();
  });

  it("the same notice was pushed to A's subscribed browser, encrypted for it", async () => {
    const until = Date.now() + 30_000;
    while (!pushService.received.some((p) => p.id === "member-a")) {
      if (Date.now() > until) throw new Error("no push arrived");
      await new Promise((r) => setTimeout(r, 300));
    }
    const push = pushService.received.find((p) => p.id === "member-a")!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(JSON.parse(decryptPush(pushA, push.body))).toMatchObject({ title: "나눔터에 알림 기능이 생겼어요", url: "/new" });
  });

  it("a read that fails says so and stays", async () => {
    const page = await memberC.context.newPage();
    await page.goto(`${baseUrl}/`);
    const panel = await openPanel(page);
    const line = panel.locator(".notify-item", { hasText: "나눔터에 알림 기능이 생겼어요" });
    await line.waitFor({ timeout: 30_000 });
    // The session ends elsewhere (signed out in another tab): the read is refused.
    const other = await memberC.context.newPage();
    await other.request.post(`${baseUrl}/api/user/logout`, { headers: { origin: baseUrl } }).catch(() => undefined);
    await memberC.context.clearCookies();
    await line.click();
    await page.getByText(MSG.notificationReadError.ko).waitFor();
    expect(page.url()).toBe(`${baseUrl}/`);
    await shot(page, "notifications-read-error", false);
    await other.close();
    await page.close();
  });

  it("phone: /m/newsfeed lists the notices; a line opens the /m page", async () => {
    const phone = await phoneContext(browser);
    await phone.addCookies(await memberA.context.cookies());
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/m/newsfeed`);
    await page.getByRole("heading", { name: "알림" }).waitFor();
    await page.getByText("서비스 점검 안내").waitFor();
    await page.getByText(MSG.notificationRecentOnly.ko).waitFor();
    await page.getByText("푸시 알림은 계정 설정에서", { exact: false }).waitFor();
    await shot(page, "notifications-m-newsfeed");
    await page.locator(".notify-list .notify-item", { hasText: "나눔터에 알림 기능이 생겼어요" }).click();
    await page.waitForURL(`${baseUrl}/m/new`);
    await phone.close();
  });

  it("desktop: A publishes a document; 문서 퍼블리싱 완료 arrives and opens the post", async () => {
    const pdf = await koreanPdf({ pages: 2, title: "알림 테스트 문서" });
    const res = await memberA.context.request.post(`${baseUrl}/api/contents/post`, {
      headers: { origin: baseUrl },
      multipart: {
        type: "updDocs",
        subject: "금리와 물가 정리",
        topic: "economy",
        tags: "경제",
        webEditorContent: "금리와 물가의 관계를 정리한 문서입니다.",
        downloadYn: "N",
        // The first post of a member comes with the upload policy consent (modalPolicy).
        agreePolicy: "true",
        file: { name: "금리.pdf", mimeType: "application/pdf", buffer: pdf },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { permaLink } = ((await res.json()) as { data: { permaLink: string } }).data;
    const page = await memberA.context.newPage();
    const until = Date.now() + 90_000;
    for (;;) {
      if (await openAndCheckBell(page, `${baseUrl}/new`)) break;
      if (Date.now() > until) throw new Error("the bell never lit for the published document");
      await page.waitForTimeout(1000);
    }
    const panel = await openPanel(page);
    const line = panel.locator(".notify-item.is-unread", { hasText: "문서 발행이 완료되었습니다." });
    await line.getByText("「금리와 물가 정리」 문서를 이제 모두가 볼 수 있어요.").waitFor();
    await line.click();
    await page.waitForURL(`${baseUrl}/d/${permaLink}`);
    await page.close();
  });

  it("desktop: the push settings of the account page", async () => {
    await memberA.context.grantPermissions(["notifications"], { origin: baseUrl });
    const page = await memberA.context.newPage();
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.locator("#push-settings");
    await section.getByRole("heading", { name: "알림 설정" }).waitFor();
    const like = section.getByLabel("좋아요");
    await like.waitFor();
    expect(await like.isChecked()).toBe(true);
    await like.uncheck();
    await expect
      .poll(
        async () =>
          (
            await apiCall<{ preferences: Array<{ type: string; enabled: boolean }> }>(memberA.context, "GET", "/api/push/settings")
          ).preferences.find((p) => p.type === "LIKE")?.enabled,
      )
      .toBe(false);
    await section.getByText("푸시를 받는 브라우저: 1개").waitFor();
    await shot(page, "notifications-push-settings");
    // Headless Chromium has no push service behind PushManager.subscribe: the page must say that
    // it could not turn push on rather than pretend; a browser with one ends subscribed.
    const button = section.getByRole("button", { name: "푸시 알림 받기" });
    await button.waitFor();
    await button.click();
    const outcome = page.getByText(new RegExp(`${PUSH_MSG.subscribed.ko}|${PUSH_MSG.subscribeFailed.ko}`)).first();
    await outcome.waitFor();
    const count = (await apiCall<{ subscriptionCount: number }>(memberA.context, "GET", "/api/push/settings")).subscriptionCount;
    if ((await outcome.textContent()) === PUSH_MSG.subscribed.ko) {
      expect(count).toBe(2);
      await section.getByRole("button", { name: "푸시 알림 끄기" }).waitFor();
    } else {
      expect(count).toBe(1);
      await section.getByRole("button", { name: "푸시 알림 받기" }).waitFor();
    }
    await shot(page, "notifications-push-subscribe-result", false);
    await page.close();
  });

  // Headless Chromium cannot reach a browser vendor's push service, so that hop is played by
  // the test: PushManager.subscribe answers with a subscription at the local push service
  // (keys held by the test); the server encrypts and sends a real Web Push (RFC 8291, VAPID)
  // there; the test decrypts it and hands the payload to the page's service worker through the
  // DevTools protocol, as a push service would; the service worker shows the notification.
  it("desktop: A turns push on, a new member follows A, and the push reaches A's service worker as a notification", async () => {
    // A browser of its own per attempt: a retried journey must not find the first attempt's
    // subscription (same endpoint, so no new row) or its push.
    const browserId = `member-a-browser-${Date.now().toString(36)}`;
    const sub = browserSubscription(pushService.origin, browserId);
    await memberA.context.grantPermissions(["notifications"], { origin: baseUrl });
    await memberA.context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const bytes = (value: string) => {
          const b64 = value.replace(/-/g, "+").replace(/_/g, "/");
          const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
          return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
        };
        let current: object | null = null;
        const subscription = () => ({
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true },
          getKey: (name: string) => bytes(name === "p256dh" ? p256dh : auth),
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        });
        PushManager.prototype.subscribe = async function () {
          current = subscription();
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function () {
          return current as PushSubscription | null;
        };
      },
      { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    );
    const page = await memberA.context.newPage();
    const cdp = await memberA.context.newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
    await cdp.send("ServiceWorker.enable");
    const before = (await apiCall<{ subscriptionCount: number }>(memberA.context, "GET", "/api/push/settings")).subscriptionCount;
    await page.goto(`${baseUrl}/mypage/account`);
    const section = page.locator("#push-settings");
    await section.getByRole("button", { name: "푸시 알림 받기" }).click();
    await page.getByText(PUSH_MSG.subscribed.ko).first().waitFor();
    await section.getByRole("button", { name: "푸시 알림 끄기" }).waitFor();
    expect((await apiCall<{ subscriptionCount: number }>(memberA.context, "GET", "/api/push/settings")).subscriptionCount).toBe(before + 1);

    // C signed out in an earlier journey (the failed read); a new member follows instead.
    const follower = await signUp(await desktopContext(browser), "ntfd");
    await apiCall(follower.context, "POST", `/api/user/follow/${memberA.userId}`);
    const until = Date.now() + 30_000;
    while (!pushService.received.some((p) => p.id === browserId)) {
      if (Date.now() > until) throw new Error("no push arrived");
      await new Promise((r) => setTimeout(r, 200));
    }
    const payload = decryptPush(sub, pushService.received.find((p) => p.id === browserId)!.body);
    expect(JSON.parse(payload)).toMatchObject({ title: expect.stringContaining(follower.userName) });
    await expect.poll(() => registrations.some((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted)).toBe(true);
    const registration = registrations.filter((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted).pop()!;
    // The worker must be active before the push is handed to it; on a busy machine showing the
    // notification can take a few seconds.
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseUrl, registrationId: registration.registrationId, data: payload });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          url: (n.data as { url?: string }).url,
        })),
      );
    await expect.poll(async () => (await shown()).some((n) => n.title.includes(follower.userName)), { timeout: 15_000 }).toBe(true);
    expect((await shown()).find((n) => n.title.includes(follower.userName))!.url).toBe(`/other/${follower.userId}/dashboard`);
    // The same event is in A's feed and lights the bell.
    await expect
      .poll(async () => (await apiCall<{ newNotifyState: boolean }>(memberA.context, "GET", "/api/notification/new")).newNotifyState)
      .toBe(true);
    const feed = await apiCall<Feed>(memberA.context, "GET", "/api/notification");
    expect(feed.notificationList.some((n) => n.notificationTitle.includes(follower.userName))).toBe(true);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("notify-new-dot").first().waitFor();
    await cdp.detach();
    await page.close();
  });

  it("desktop: a moderator pins and takes down a fixed notice on /admin/notices; members may not", async () => {
    const page = await moderator.context.newPage();
    await page.goto(`${baseUrl}/admin/notices`);
    await page.getByRole("heading", { name: "공지·배너 관리" }).waitFor();
    await page.locator("#fixed-title").waitFor();
    await page.getByLabel("제목").first().fill("신고 처리 기준 안내");
    await page.getByLabel("내용").first().fill("커뮤니티 가이드가 새로 정리되었어요.");
    await page.getByLabel("머리말").fill("운영 공지");
    await page.getByLabel("링크").first().fill("/terms");
    await page.getByRole("button", { name: "고정 알림 걸기" }).click();
    const list = page.locator(".admin-notice-list");
    await list.getByText("신고 처리 기준 안내").waitFor();
    const feed = await apiCall<Feed>(memberA.context, "GET", "/api/notification");
    expect(feed.fixedNotification.map((f) => f.notificationTitle)).toEqual(["신고 처리 기준 안내", "서비스 점검 안내"]);
    await shot(page, "notifications-admin-notices");
    await list.locator("li", { hasText: "신고 처리 기준 안내" }).getByRole("button", { name: "내리기" }).click();
    await list.getByText("신고 처리 기준 안내").waitFor({ state: "detached" });
    expect((await apiCall<Feed>(memberA.context, "GET", "/api/notification")).fixedNotification.map((f) => f.notificationTitle)).toEqual([
      "서비스 점검 안내",
    ]);
    // A link that is neither a site path nor http(s) is refused with the server's message.
    await page.getByLabel("제목").first().fill("나쁜 링크");
    await page.getByLabel("링크").first().fill("javascript:alert(1)");
    await page.getByRole("button", { name: "고정 알림 걸기" }).click();
    await page.getByText("링크는 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.").waitFor();
    await page.close();

    const member = await memberA.context.newPage();
    const res = await member.goto(`${baseUrl}/admin/notices`);
    expect(res?.status()).toBe(403);
    await member.getByText("접근 권한이 없습니다.").first().waitFor();
    await member.close();
  });

  it("desktop and /m: a moderator uploads banners on /admin/notices; home turns them, links them, and shows the notice again when they are down", async () => {
    const page = await moderator.context.newPage();
    await page.goto(`${baseUrl}/admin/notices`);
    await page.locator("#banner-title").waitFor();
    const art = (color: string) =>
      sharp({ create: { width: 1200, height: 300, channels: 3, background: color } })
        .png()
        .toBuffer();
    const addBanner = async (title: string, color: string, link: string, order: string) => {
      await page.getByLabel("배너 제목").fill(title);
      await page.getByLabel("배너 이미지").setInputFiles({ name: `${title}.png`, mimeType: "image/png", buffer: await art(color) });
      await expect.poll(() => page.getByLabel("또는 이미지 주소").inputValue()).toMatch(/^\/files\//);
      await page.getByLabel("배너 링크").fill(link);
      await page.getByLabel("순서").fill(order);
      await page.getByRole("button", { name: "배너 등록" }).click();
      await page.locator(".admin-banner-list").getByText(title).waitFor();
    };
    await addBanner("겨울 큐레이션 시즌", "#3182f6", "/curation", "1");
    await addBanner("문서 올리기 이벤트", "#ffb800", "/upload", "2");
    expect(await page.locator(".admin-banner-list li").count()).toBe(2);
    await shot(page, "notifications-admin-banners");

    const home = await memberA.context.newPage();
    await home.goto(`${baseUrl}/`);
    const carousel = home.getByRole("region", { name: "배너" });
    await expect.poll(() => carousel.locator("img").getAttribute("alt")).toBe("겨울 큐레이션 시즌");
    expect(await home.locator(".notice-banner").count()).toBe(0);
    await shot(home, "home-banners");
    await carousel.hover();
    await carousel.getByRole("button", { name: "다음 배너" }).click();
    await expect.poll(() => carousel.locator("img").getAttribute("alt")).toBe("문서 올리기 이벤트");
    await carousel.getByRole("button", { name: "1번째 배너: 겨울 큐레이션 시즌" }).click();
    await carousel.locator("a.banner-link").click();
    await home.waitForURL(`${baseUrl}/curation`);
    await home.close();

    const phone = await phoneContext(browser);
    const mobile = await phone.newPage();
    await mobile.goto(`${baseUrl}/m`);
    const mCarousel = mobile.getByRole("region", { name: "배너" });
    expect(await mCarousel.locator("a.banner-link").first().getAttribute("href")).toBe("/m/curation");
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(mobile, "home-banners-phone", false);

    for (const title of ["겨울 큐레이션 시즌", "문서 올리기 이벤트"]) {
      await page.locator(".admin-banner-list li", { hasText: title }).getByRole("button", { name: "내리기" }).click();
      await page.locator(".admin-banner-list").getByText(title).waitFor({ state: "detached" });
    }
    await mobile.reload();
    await mobile.locator(".notice-banner").waitFor();
    expect(await mobile.getByRole("region", { name: "배너" }).count()).toBe(0);
    await phone.close();
    await page.close();
  });
});
