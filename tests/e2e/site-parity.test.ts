// Site parity (docs/product/site.md §15): every route of the route table, on desktop (1200 px)
// and under /m on a phone, with its parameters filled from the demo content, loads — never a
// 404 — and none says 기능 준비중입니다. Every internal link of the desktop header,
// footer and profile modal, and of the phone menu and footer, leads to a page that exists.
// Guarded pages are loaded by a signed-in member; the others by a visitor.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PAGES, type PageEntry } from "../../app/route-table";
import { NFT_MSG } from "../../core/nft";
import { desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

/** Routes whose purpose is the 404 itself. */
const NOT_FOUND_BY_DESIGN = new Set(["not-found-page"]);

/** The query a route is reached with (the provider's return names its provider). */
const QUERIES: Record<string, string> = { oauth: "?sns_type=G" };

/**
 * Routes about one item of the member's own (an NFT they hold): a member without one gets the
 * route's own "not found" answer, which is the page working, not a missing page.
 */
const OWN_NOT_FOUND: Record<string, string> = { "mypage-wallet-nft-detail": NFT_MSG.notFound.ko };

const NOT_READY = "기능 준비중입니다.";
const baseUrl = inject("baseUrl");
let browser: Browser;
let params: Record<string, string>;

beforeAll(async () => {
  browser = await launch();
  // Parameters from the demo content, found through the API and the pages (other journeys
  // publish meanwhile, so nothing is taken by position alone).
  const context = await desktopContext(browser);
  const res = await context.request.get(`${baseUrl}/api/board/newBoards?page=1&size=30`);
  const items = (
    (await res.json()) as { data: { items: { boardNo: number; permaLink: string; tags: string[]; uploader: { userId: string } }[] } }
  ).data.items;
  const post = items.find((p) => p.tags.length) ?? items[0]!;
  const page = await context.newPage();
  const versionOf = async (kind: "terms" | "privacy") => {
    await page.goto(`${baseUrl}/${kind}`);
    const hrefs = await page.locator(`a[href^='/${kind}/']`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    return hrefs.map((h) => /\/(\d{6})$/.exec(h)?.[1]).find(Boolean) ?? "";
  };
  params = {
    permaLink: post.permaLink,
    // A post's history: another member's post answers the page's own refusal (403), not a 404.
    boardNo: String(post.boardNo),
    // A tag that has posts (the newest posts, from other journeys, may have none).
    tag: await popularTag(),
    userId: post.uploader.userId,
    searchKey: "경제",
    searchType: "all",
    tab: "bookmark",
    termsVersion: await versionOf("terms"),
    privacyVersion: await versionOf("privacy"),
    // Route-specific values ("<route id>.<parameter>"): the demo notice.
    "event-detail.slug": "welcome",
    // The demo exhibit and the current economy round.
    "exhibit.slug": "chatgpt",
    category: "economy",
    roundId: String(await currentRoundId()),
  };
  await context.close();

  async function popularTag(): Promise<string> {
    const answer = await context.request.get(`${baseUrl}/api/board/Top10tags`);
    const tags = ((await answer.json()) as { data: { tag: string }[] }).data;
    if (!tags[0]) throw new Error("the demo has no tagged posts");
    return tags[0].tag;
  }

  async function currentRoundId(): Promise<number> {
    const answer = await context.request.get(`${baseUrl}/api/prep/quiz/current?category=economy`);
    const quiz = ((await answer.json()) as { data: { quiz: { roundId: number } | null } }).data.quiz;
    if (!quiz) throw new Error("the demo has no economy quiz round");
    return quiz.roundId;
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A route-table path with its parameters filled (optional ones are left out when unknown). */
function fill(entry: PageEntry, path: string): string | null {
  let missing = false;
  const filled = path
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part;
      const name = part.replace(/^:|\?$/g, "");
      const key = name === "version" ? (path.startsWith("privacy") ? "privacyVersion" : "termsVersion") : name;
      const value = params[`${entry.id}.${name}`] ?? params[key];
      if (value) return encodeURIComponent(value);
      if (!part.endsWith("?")) missing = true;
      return "";
    })
    .filter((part, i, all) => part !== "" || i === all.length - 1)
    .join("/")
    .replace(/\/$/, "");
  return missing ? null : `/${filled}`;
}

interface Target {
  id: string;
  url: string;
  guarded: boolean;
}

function targets(face: "desktop" | "phone"): Target[] {
  const out: Target[] = [{ id: "home", url: face === "desktop" ? "/" : "/m", guarded: false }];
  for (const entry of PAGES) {
    if (NOT_FOUND_BY_DESIGN.has(entry.id)) continue;
    if (face === "desktop" && entry.desktop === false) continue;
    if (face === "phone" && entry.mobile === false) continue;
    const path = face === "phone" && typeof entry.mobile === "string" ? entry.mobile : entry.path;
    const filled = fill(entry, path);
    if (filled === null) throw new Error(`no demo value for a parameter of ${entry.id} (${path})`);
    const url = filled + (QUERIES[entry.id] ?? "");
    out.push({ id: entry.id, url: face === "desktop" ? url : `/m${url === "/" ? "" : url}`, guarded: Boolean(entry.guarded) });
  }
  out.push({ id: "home-new", url: face === "desktop" ? "/new" : "/m/new", guarded: false });
  out.push({ id: "home-curation", url: face === "desktop" ? "/curation" : "/m/curation", guarded: false });
  return out;
}

async function walk(visitor: Page, member: Page, face: "desktop" | "phone"): Promise<string[]> {
  const problems: string[] = [];
  for (const target of targets(face)) {
    const page = target.guarded ? member : visitor;
    const res = await page.goto(`${baseUrl}${target.url}`, { waitUntil: "domcontentloaded" });
    const status = res?.status() ?? 0;
    const text = (await page.locator("body").textContent()) ?? "";
    const ownAnswer = OWN_NOT_FOUND[target.id];
    if (status === 404 && !(ownAnswer && text.includes(ownAnswer))) problems.push(`${target.url}: 404`);
    if (text.includes(NOT_READY)) problems.push(`${target.url}: ${NOT_READY}`);
    await shot(page, `site-parity-${face}-${target.id}`, false);
  }
  return problems;
}

/** Internal links inside the given parts of the page. */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} a[href^='/']`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "").filter((h) => h && !h.startsWith("//")));
}

async function deadLinks(context: BrowserContext, hrefs: string[]): Promise<string[]> {
  const dead: string[] = [];
  for (const href of [...new Set(hrefs)]) {
    const res = await context.request.get(`${baseUrl}${href.split("#")[0]}`, { maxRedirects: 5 });
    if (res.status() === 404) dead.push(href);
  }
  return dead;
}

describe("site parity", () => {
  it("desktop: every route of the table loads and is built; the chrome's links all exist", async () => {
    const visitorContext = await desktopContext(browser);
    const memberContext = await desktopContext(browser);
    await signUpMember(memberContext);
    const visitor = await visitorContext.newPage();
    const member = await memberContext.newPage();
    expect(await walk(visitor, member, "desktop")).toEqual([]);

    // The introduction: the whitepaper anchor, the season (live figures or the note before the first one).
    await visitor.goto(`${baseUrl}/intro#whitepaper`);
    expect(await visitor.locator("#whitepaper h2").textContent()).toBe("백서: 토큰과 NFT");
    expect(await visitor.locator("[data-testid='intro-season'], .intro-empty").count()).toBe(1);
    expect(await visitor.locator(".intro-table tbody tr").count()).toBeGreaterThan(0);
    await shot(visitor, "site-parity-desktop-intro-full");

    await member.goto(`${baseUrl}/`);
    const chrome = [...(await internalLinks(member, "header")), ...(await internalLinks(member, "footer.site-footer"))];
    await member.getByRole("button", { name: "내 프로필" }).click();
    await member.locator("[role='dialog']").first().waitFor();
    const modal = await internalLinks(member, "[role='dialog']");
    expect(modal.length).toBeGreaterThan(0);
    await shot(member, "site-parity-desktop-profile-modal", false);
    const footer = await internalLinks(visitor, "footer.site-footer");
    expect(footer).toEqual(expect.arrayContaining(["/event?tab=event", "/event?tab=notice", "/guide/reward-intro", "/intro#whitepaper"]));
    expect(await visitor.locator("footer.site-footer a[target='_blank']").count()).toBeGreaterThanOrEqual(4 + 4);
    expect(await deadLinks(memberContext, [...chrome, ...modal])).toEqual([]);
    await visitorContext.close();
    await memberContext.close();
  }, 600_000);

  it("phone: every route's /m page loads and is built; the menu's and footer's links all exist", async () => {
    const visitorContext = await phoneContext(browser);
    const memberContext = await phoneContext(browser);
    await signUpMember(memberContext);
    const visitor = await visitorContext.newPage();
    const member = await memberContext.newPage();
    expect(await walk(visitor, member, "phone")).toEqual([]);
    await visitor.goto(`${baseUrl}/m/intro`);
    await shot(visitor, "site-parity-phone-intro-full");

    // The my-page hub reaches bookmarks, likes and follows.
    await member.goto(`${baseUrl}/m/mypage`);
    const hub = await internalLinks(member, ".hub-menu");
    expect(hub).toEqual(expect.arrayContaining(["/m/mypage/posts/bookmark", "/m/mypage/posts/like", "/m/mypage/posts/follow"]));

    const links: string[] = [];
    for (const page of [visitor, member]) {
      await page.goto(`${baseUrl}/m`);
      links.push(...(await internalLinks(page, "footer.m-footer")));
      await page.getByRole("button", { name: "메뉴 열기" }).click();
      await page.locator(".m-menu-panel").waitFor();
      links.push(...(await internalLinks(page, ".m-menu-panel")));
      await shot(page, `site-parity-phone-menu-${page === member ? "member" : "visitor"}`, false);
    }
    expect(links).toEqual(expect.arrayContaining(["/m/event?tab=notice", "/m/guide/reward-intro", "/m/intro#whitepaper"]));
    expect(await deadLinks(memberContext, [...links, ...hub])).toEqual([]);
    await visitorContext.close();
    await memberContext.close();
  }, 600_000);
});
