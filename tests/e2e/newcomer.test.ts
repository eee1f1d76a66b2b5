// What a new member hit (issue list of a newcomer's walk through the site), as a person sees it:
// phone-only addresses opened on a PC land on the desktop page doing the same job, the sign-up
// form refuses nicknames that pass for staff or swear, and the notification feed has a desktop
// page of its own; home shows no post twice and its tabs follow the header's order; a card's cover
// is the post's own first image.
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { desktopContext, launch, memberStateKnown, phoneContext, shot } from "./browser";
import { E2E_PASSWORD, signUpMember, uniqueMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;
let member: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  member = await desktopContext(browser);
  await signUpMember(member);
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

describe("phone-only addresses on a PC", () => {
  it("land on the desktop page that does the same job, never a 404", async () => {
    const page = await member.newPage();
    const cases: [string, RegExp, string][] = [
      ["/m/mypage", /\/mypage\/account$/, ".mypage-aside"],
      ["/m/newsfeed", /\/newsfeed$/, ".notify-page"],
      ["/m/document", /\/upload\?type=updDocs$/, ".doc-upload"],
    ];
    for (const [from, to, landmark] of cases) {
      const response = await page.goto(`${baseUrl}${from}`);
      expect(page.url(), from).toMatch(to);
      expect(response?.status(), from).toBe(200);
      await page.locator(landmark).first().waitFor();
      expect(await page.locator("h1", { hasText: /찾을 수 없|404/ }).count(), from).toBe(0);
    }
    await page.goto(`${baseUrl}/newsfeed`);
    await page.locator(".notify-page-desktop").waitFor();
    await shot(page, "newcomer-desktop-newsfeed");
    await page.close();
  });
});

describe("nicknames", () => {
  it("the sign-up form refuses names that pass for staff, and profanity with the server's message", async () => {
    const context = await desktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/sign`);
    const fresh = uniqueMember();
    await page.locator("#sign-email").fill(fresh.email);
    await page.locator("#sign-password").fill(E2E_PASSWORD);
    await page.locator("#sign-password-confirm").fill(E2E_PASSWORD);
    const nickname = page.locator("#sign-nickname");
    for (const name of ["운영자", "관리자", "admin", "0fficial"]) {
      await nickname.fill(name);
      expect(await page.locator("#sign-nickname-msg").innerText(), name).toBe("운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다.");
    }
    await shot(page, "newcomer-desktop-nickname-staff");
    // Profanity is the server's to judge: the form shows its answer under the field.
    await nickname.fill("개새끼");
    await page.getByLabel("전체 동의").check();
    await page.getByRole("button", { name: "가입하기" }).click();
    await expect.poll(() => page.locator("#sign-nickname-msg").innerText()).toBe("욕설이나 비속어가 들어간 닉네임은 사용할 수 없습니다.");
    await shot(page, "newcomer-desktop-nickname-profane");
    await context.close();
  });
});

/** Every post address linked from the home page's blocks, once per block card. */
async function homeCardLinks(page: Page, selector: string): Promise<string[]> {
  // A card is itself the link to its post.
  return page.locator(selector).evaluateAll((cards) => cards.map((card) => card.getAttribute("href") ?? ""));
}

describe("home", () => {
  it("no block repeats another's posts, the tabs follow the header, and a card's cover is the post's first image", async () => {
    // A post whose only picture is in its text, no cover chosen.
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await member.request.post(`${baseUrl}/api/contents/image`, {
      headers: { origin: baseUrl },
      multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: png } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const image = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const stamp = Date.now().toString(36);
    const published = await member.request.post(`${baseUrl}/api/contents/post`, {
      headers: { origin: baseUrl },
      data: {
        type: "editor",
        subject: `사진이 있는 글 ${stamp}`,
        webEditorContent: `<p>노을 사진입니다.</p><p><img src="${image}" alt="노을"></p>`,
        topic: "travel",
        tags: [`노을${stamp}`],
        thumb: null,
        agreePolicy: true,
      },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const page = await member.newPage();
    await page.goto(`${baseUrl}/tag/${encodeURIComponent(`노을${stamp}`)}`);
    const card = page.locator(".post-card", { hasText: `사진이 있는 글 ${stamp}` });
    expect(await card.locator(".post-thumb img").getAttribute("src")).toBe(image);

    for (const [prefix, context] of [
      ["desktop", member],
      ["phone", await phoneContext(browser)],
    ] as const) {
      const home = await context.newPage();
      await home.goto(`${baseUrl}${prefix === "phone" ? "/m" : "/"}`);
      const tabs = home.locator(prefix === "phone" ? ".m-tabs a" : "nav.tabs a");
      expect(await tabs.allInnerTexts()).toEqual(["홈", "최신", "큐레이션"]);
      if (prefix === "desktop") {
        const header = await home.locator("header nav a").allInnerTexts();
        expect(header.slice(0, 3)).toEqual(["홈", "최신", "큐레이션"]);
      }
      const links = [
        ...(await homeCardLinks(home, ".best-tag-group .post-card, .best-tag-group .m-card")),
        ...(await homeCardLinks(home, "[aria-labelledby='home-newest'] .post-card, [aria-labelledby='home-newest'] .m-card")),
      ].filter(Boolean);
      expect(links.length).toBeGreaterThan(0);
      expect(new Set(links).size, links.join("\n")).toBe(links.length);
      // A block of best posts is never a lone card in a half-empty grid.
      for (const count of await home
        .locator(".best-tag-group")
        .evaluateAll((groups) => groups.map((g) => g.querySelectorAll(".post-card, .m-card").length))) {
        expect(count).toBeGreaterThanOrEqual(2);
      }
      await shot(home, `newcomer-${prefix}-home`);
      await home.close();
    }
  });
});

/**
 * What a floating button covers: controls (links, buttons, fields) and figures (counts, amounts,
 * points, scores, votes) whose visible part — inside the viewport, below the top bar and above
 * the bottom bars — meets a floating button's box.
 */
function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    const floating = boxes(".floating-buttons button, .helpbot-fab");
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    let top = 0;
    let bottom = vh;
    for (const bar of boxes(".site-header, .m-header, .m-tabbar, .mobile-root .floating-buttons")) {
      if (bar.top <= 0 && bar.bottom < vh / 2) top = Math.max(top, bar.bottom);
      // The bottom chrome: the tab bar and, on phones, the buttons' dock above it.
      if (bar.top > vh / 2 && bar.top < vh) bottom = Math.min(bottom, bar.top);
    }
    const out: string[] = [];
    // Controls, and figures: a class naming a count, amount, point, score or vote ("vote-count", not "account").
    const figure = /(^|[-_])(count|amount|points?|score|votes?)([-_]|$)/;
    const candidates = [
      ...document.querySelectorAll("a, button, input, select, textarea, [role=button]"),
      ...[...document.querySelectorAll("[class]")].filter((el) => [...el.classList].some((c) => figure.test(c))),
    ];
    for (const el of candidates) {
      if (el.closest(".floating-buttons, .helpbot-fab, .helpbot-panel, .m-tabbar, .site-header, .m-header")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      const v = { left: Math.max(r.left, 0), right: Math.min(r.right, vw), top: Math.max(r.top, top), bottom: Math.min(r.bottom, bottom) };
      if (v.right <= v.left || v.bottom <= v.top) continue;
      if (floating.some((f) => f.left < v.right && f.right > v.left && f.top < v.bottom && f.bottom > v.top)) {
        out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 30)}"`);
      }
    }
    return out;
  });
}

describe("floating buttons", () => {
  it("cover nothing a person reads or presses, at 1200, 768, 390 and 360 px, at the top and the end of each page", async () => {
    const phone = await phoneContext(browser);
    await signUpMember(phone);
    const cases: [BrowserContext, number, string[]][] = [
      [member, 1200, ["/mypage/account", "/", "/curation", "/mypage/reward"]],
      [member, 768, ["/mypage/account", "/", "/curation"]],
      [phone, 390, ["/m/curation", "/m/mypage/reward", "/m", "/m/mypage/account"]],
      [phone, 360, ["/m/curation", "/m/mypage/reward", "/m"]],
    ];
    for (const [context, width, paths] of cases) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: width > 700 ? 900 : 780 });
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator(".floating-buttons .floating-briefing").waitFor();
        expect(await coveredByFloatingButtons(page), `${width} ${path} top`).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // Back-to-top joins the stack once scrolled.
        await page.waitForTimeout(300);
        expect(await coveredByFloatingButtons(page), `${width} ${path} end`).toEqual([]);
        if (path === "/mypage/account" || path === "/m/curation")
          await shot(page, `newcomer-floating-${width}${path.replace(/\//g, "-")}`, false);
      }
      await page.close();
    }
    await phone.close();
  });
});

describe("응원하기", () => {
  it("a reader cheers a post with points and a message; the count shows it; the author is told", async () => {
    const stamp = Date.now().toString(36);
    const published = await member.request.post(`${baseUrl}/api/contents/post`, {
      headers: { origin: baseUrl },
      data: {
        type: "editor",
        subject: `응원받을 글 ${stamp}`,
        webEditorContent: "<p>읽어 주셔서 고맙습니다.</p>",
        topic: "culture",
        tags: [],
        thumb: null,
        agreePolicy: true,
      },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const { permaLink } = ((await published.json()) as { data: { permaLink: string } }).data;

    const readerContext = await desktopContext(browser);
    await signUpMember(readerContext);
    // The sign-up survey pays 500 P: something to cheer with.
    const survey = await readerContext.request.post(`${baseUrl}/api/user/user/usage-reason-survey`, {
      headers: { origin: baseUrl },
      data: { usageReason: "토큰 보상" },
    });
    expect(survey.ok(), await survey.text()).toBe(true);
    const page = await readerContext.newPage();
    await page.goto(`${baseUrl}/d/${permaLink}`);
    const button = page.getByRole("button", { name: /응원하기/ });
    await expect.poll(() => button.locator("[data-testid=cheer-count]").innerText()).toBe("0");
    // The shared page learns its reader is a member a moment after it loads, and the reactions'
    // code loads then (at once for members): the form opens for a member known as one.
    await memberStateKnown(page);
    await button.click();
    const modal = page.locator("#modalCheer");
    await modal.getByText("내 포인트 500P").waitFor();
    await modal.getByRole("radio", { name: "300P" }).click();
    await modal.locator("textarea").fill("덕분에 많이 배웠어요!");
    await shot(page, "newcomer-desktop-cheer-form");
    await modal.getByRole("button", { name: "300P 보내기" }).click();
    await page.locator(".toast", { hasText: "응원했습니다! 작가에게 300P가 전달되었어요." }).waitFor();
    await expect.poll(() => button.locator("[data-testid=cheer-count]").innerText()).toBe("1");
    // A second cheer of 300 P is more than is left: refused with the message, nothing sent.
    await button.click();
    await modal.getByRole("radio", { name: "300P" }).click();
    await modal.getByRole("button", { name: "300P 보내기" }).click();
    await modal.getByRole("alert").getByText("포인트가 부족합니다.").waitFor();
    await shot(page, "newcomer-desktop-cheer-refused");
    await readerContext.close();

    // The author reads who cheered, with the message.
    const feed = await member.request.get(`${baseUrl}/api/notification`);
    const lines = ((await feed.json()) as { data: { notificationList: { notificationTitle: string; notificationContent: string }[] } }).data
      .notificationList;
    const line = lines.find((n) => n.notificationTitle.endsWith("회원님의 글을 300P로 응원했습니다."));
    expect(line?.notificationContent).toContain("덕분에 많이 배웠어요!");
  });
});
