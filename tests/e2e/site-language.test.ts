// The whole site in English: every page a visitor or a member reaches from the chrome, on desktop
// and phone, shows no Korean except what members wrote (post titles and bodies, names, tags,
// comments, a season's name) — the parts listed in MEMBER_CONTENT. A page that types Korean
// into a label, a button, a heading, a message or an empty state fails here, even if its
// catalogue check passes (a text picked in the wrong language, a server message in Korean).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
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

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

/** Where members' own words appear; never translated. */
const MEMBER_CONTENT = [
  "[lang='ko']", // the language switch names Korean in Korean
  ".tag-chip",
  ".tag-hash",
  ".chip-link",
  ".tag-heading",
  ".post-card-title",
  ".post-card-excerpt",
  ".m-card-title",
  ".m-card-excerpt",
  ".avatar",
  ".author",
  ".writer-name",
  ".name",
  ".subject",
  ".meta",
  ".search-summary strong",
  ".search-result-title",
  ".search-result-text",
  ".search-result-tags",
  ".popular-words",
  ".article",
  ".article-title",
  ".article-body",
  ".toc-list",
  ".curation-season",
  ".post-curation-season",
  ".section-title",
  ".other-name",
  ".other-letter",
  ".mypage-name",
  ".hub-names",
  ".page-lead strong",
  ".comment-name",
  ".comment-text",
].join(",");

/** Visible Korean outside members' words, in text and in labels a screen reader reads. */
async function koreanOnPage(page: Page, member: string): Promise<string[]> {
  return page.evaluate(
    ({ pattern, content, member }) => {
      const re = new RegExp(pattern);
      const found: string[] = [];
      // Members' words may stand inside a label too ("dev_김코딩's menu").
      const words = new Set([member]);
      for (const el of Array.from(document.querySelectorAll(content))) {
        const word = (el.textContent ?? "").trim();
        if (word.length >= 2 && word.length <= 40) words.add(word);
      }
      const longestFirst = [...words].sort((a, b) => b.length - a.length);
      const withoutMemberWords = (value: string) => longestFirst.reduce((rest, word) => rest.replaceAll(word, ""), value);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode;
        const el = node.parentElement;
        // The member's own nickname may stand inside a sentence ("…, tell us why you are leaving").
        const text = (node.textContent ?? "").replaceAll(member, "").trim();
        if (!text || !el || !re.test(text) || el.closest(`${content},script,style,noscript`)) continue;
        const style = getComputedStyle(el);
        if (style.display === "none" || style.visibility === "hidden") continue;
        found.push(`${el.tagName.toLowerCase()}: ${text.slice(0, 60)}`);
      }
      for (const el of Array.from(document.querySelectorAll("[aria-label],[placeholder],[title],img[alt]"))) {
        if (el.closest(content)) continue;
        for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
          const value = withoutMemberWords(el.getAttribute(attr) ?? "");
          if (re.test(value)) found.push(`${attr}=${value.slice(0, 60)}`);
        }
      }
      return found;
    },
    { pattern: HANGUL.source, content: MEMBER_CONTENT, member },
  );
}

async function english(context: BrowserContext): Promise<BrowserContext> {
  await context.addCookies([{ name: "nt_lang", value: "en", url: baseUrl }]);
  return context;
}

/** A post, a tag and a member page of the demo content (other journeys publish meanwhile). */
async function demoLinks(page: Page): Promise<string[]> {
  const href = async (prefix: string) => {
    const value = await page.locator(`a[href^='${prefix}'], a[href^='/m${prefix}']`).first().getAttribute("href");
    return (value ?? "").replace(/^\/m(?=\/)/, "");
  };
  await page.goto(`${baseUrl}/other/demo-haneul/otherpost`);
  const post = await href("/d/");
  await page.goto(`${baseUrl}${post}`);
  return [post, await href("/tag/"), await href("/other/")].filter(Boolean);
}

async function walk(page: Page, paths: string[], member = "\u0000"): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    expect(await page.locator("html").getAttribute("lang"), path).toBe("en");
    const korean = await koreanOnPage(page, member);
    if (korean.length) found[path] = korean;
  }
  return found;
}

const VISITOR_PAGES = [
  "/",
  "/new",
  "/curation",
  "/search/여행/all",
  "/login",
  "/sign",
  "/findPwd",
  "/guide/reward-intro",
  "/terms/service",
];
const MEMBER_PAGES = [
  "/mypage",
  "/mypage/account",
  "/mypage/reward",
  "/mypage/curation",
  "/mypage/dashboard",
  "/mypage/posts",
  "/mypage/stats",
  "/mypage/feedback",
  "/upload",
];

describe("the whole site in English", () => {
  it("desktop: every page a visitor and a member reach has no Korean but members' words", async () => {
    const context = await english(await desktopContext(browser));
    const page = await context.newPage();
    const demo = await demoLinks(page);
    expect(await walk(page, [...VISITOR_PAGES, ...demo])).toEqual({});
    const member = await signUpMember(context);
    expect(await walk(page, [...MEMBER_PAGES, "/upload?type=updDocs", "/newsfeed"], member.userName)).toEqual({});
    await shot(page, "site-language-desktop-upload");
    await context.close();
  });

  it("phone: the same under /m", async () => {
    const context = await english(await phoneContext(browser));
    const page = await context.newPage();
    const demo = (await demoLinks(page)).map((path) => `/m${path}`);
    const visitorPages = VISITOR_PAGES.filter((path) => !path.startsWith("/guide") && !path.startsWith("/terms")).map((path) =>
      path === "/" ? "/m" : `/m${path}`,
    );
    expect(await walk(page, [...visitorPages, ...demo])).toEqual({});
    const member = await signUpMember(context);
    const memberPages = ["/m/mypage", "/m/mypage/account", "/m/mypage/reward", "/m/upload", "/m/newsfeed"];
    expect(await walk(page, memberPages, member.userName)).toEqual({});
    await shot(page, "site-language-phone-newsfeed");
    await context.close();
  });
});
