// Pages the same for every reader, served from the page cache by HTTP's rules (decision 0131):
// ETag and 304, Cache-Control for shared caches, beacons that empty nothing, a write that empties
// only what it changed, and members reading the shared page with their own state arriving in
// one call after it loads.
import { createHash } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP_UA, IPHONE_UA, desktopContext, launch, phoneContext, shot } from "./browser";
import { signUpMember } from "./members";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { "user-agent": DESKTOP_UA, ...headers } });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** Reads until the page comes from the cache (other journeys' writes may empty it in between). */
async function cached(path: string, headers: Record<string, string> = {}) {
  let last = await get(path, headers);
  for (let i = 0; i < 20 && last.headers.get("x-page-cache") !== "hit"; i++) last = await get(path, headers);
  expect(last.headers.get("x-page-cache")).toBe("hit");
  return last;
}

describe("page cache", () => {
  it("answers visitors by HTTP's rules, ignores beacons, and empties only what a write changed", async () => {
    const author = await desktopContext(browser);
    const reader = await desktopContext(browser);
    await signUpMember(author);
    await signUpMember(reader);
    const publish = async (subject: string) => {
      const res = await author.request.post(`${baseUrl}/api/contents/post`, {
        headers: { origin: baseUrl },
        data: {
          type: "editor",
          subject,
          webEditorContent: "<p>캐시를 확인하는 글입니다.</p>",
          topic: "others",
          tags: [],
          thumb: null,
          agreePolicy: true,
        },
      });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: { boardNo: number; permaLink: string } }).data;
    };
    const first = await publish("캐시 확인용 글 하나");
    const second = await publish("캐시 확인용 글 둘");
    const pageOf = (p: { permaLink: string }) => `/d/${p.permaLink}`;

    // A visitor's copy may be kept by a shared cache for a few seconds, and sent stale by a CDN
    // while it refetches; the browser revalidates every time.
    const page = await cached(pageOf(first));
    expect(page.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, must-revalidate$/);
    expect(page.headers.get("cdn-cache-control")).toMatch(/^public, max-age=\d+, stale-while-revalidate=30$/);
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get(pageOf(first), { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");

    // The page's own beacons (view count, share visit) change nothing a reader sees here.
    const view = await fetch(`${baseUrl}/api/board/viewCntUp`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, "user-agent": DESKTOP_UA },
      body: JSON.stringify({ boardNo: first.boardNo }),
    });
    expect(view.status).toBe(200);
    expect((await get(pageOf(first))).headers.get("x-page-cache")).toBe("hit");

    // Refused and junk writes empty nothing: another site's POST, an unknown route, a bad body,
    // a member's like of a post that does not exist.
    const json = (origin: string, body: string) => ({ method: "POST", headers: { "content-type": "application/json", origin }, body });
    const statuses = [
      (await fetch(`${baseUrl}/api/board/likeCntUp`, json("https://evil.example", "{}"))).status,
      (await fetch(`${baseUrl}/api/nothing/here`, json(baseUrl, "{}"))).status,
      (await fetch(`${baseUrl}/api/board/viewCntUp`, json(baseUrl, '{"boardNo":'))).status,
      (
        await reader.request.post(`${baseUrl}/api/board/likeCntUp`, { headers: { origin: baseUrl }, data: { boardNo: 2_000_000_000 } })
      ).status(),
    ];
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    expect((await get(pageOf(first))).headers.get("x-page-cache")).toBe("hit");

    // A like changes the first post's page, not the second's.
    await cached(pageOf(second));
    const liked = await reader.request.post(`${baseUrl}/api/board/likeCntUp`, {
      headers: { origin: baseUrl },
      data: { boardNo: first.boardNo },
    });
    expect(liked.ok()).toBe(true);
    // Another reader right after the like may get the copy from before it for a moment (a page
    // is rendered again at most every half second, decision 0178), never for long.
    const likedAt = Date.now();
    let afterLike = await get(pageOf(first));
    while (afterLike.headers.get("x-page-cache") === "stale" && Date.now() - likedAt < 1_000) {
      expect(/reaction-count">(\d+)</.exec(afterLike.body)?.[1]).toBe("0");
      await new Promise((r) => setTimeout(r, 50));
      afterLike = await get(pageOf(first));
    }
    expect(afterLike.headers.get("x-page-cache")).not.toBe("stale");
    expect(/reaction-count">(\d+)</.exec(afterLike.body)?.[1]).toBe("1");
    expect(afterLike.headers.get("etag")).not.toBe(etag);
    expect((await get(pageOf(first), { "if-none-match": etag })).status).toBe(200);

    // While one request renders a changed page again, other readers get the stale copy at once
    // (x-page-cache: stale, decision 0176) — never the writer, whose answer set nt_wrote.
    expect(liked.headers()["set-cookie"]).toMatch(/nt_wrote=1; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    await cached(pageOf(first));
    const unliked = await reader.request.post(`${baseUrl}/api/board/likeCntDown`, {
      headers: { origin: baseUrl },
      data: { boardNo: first.boardNo },
    });
    expect(unliked.ok()).toBe(true);
    const writerCookie = (await reader.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(writerCookie).toContain("nt_wrote=1");
    const countOf = (body: string) => /reaction-count">(\d+)</.exec(body)?.[1];
    const together = await Promise.all([
      ...Array.from({ length: 8 }, () => get(pageOf(first)).then((r) => ({ writer: false, ...r }))),
      ...Array.from({ length: 4 }, () => get(pageOf(first), { cookie: writerCookie }).then((r) => ({ writer: true, ...r }))),
    ]);
    for (const answer of together) {
      const stale = answer.headers.get("x-page-cache") === "stale";
      if (answer.writer) expect(stale).toBe(false);
      expect(countOf(answer.body)).toBe(stale ? "1" : "0");
    }
    await expect.poll(async () => countOf((await get(pageOf(first))).body), { timeout: 1_500, interval: 100 }).toBe("0");

    // Public lists a page fetches are shared with visitors too (decision 0175), and a comment
    // empties its post's thread: other readers get the new thread within the half-second gap,
    // the writer at once; members always get their own answer.
    const thread = `/api/comments?boardNo=${first.boardNo}`;
    const sharedThread = await cached(thread);
    expect(sharedThread.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect((await get(thread, { "if-none-match": sharedThread.headers.get("etag")! })).status).toBe(304);
    const commented = await reader.request.post(`${baseUrl}/api/comments`, {
      headers: { origin: baseUrl },
      data: { boardNo: first.boardNo, content: "공유 목록 확인 댓글" },
    });
    expect(commented.ok()).toBe(true);
    const readerCookie = (await reader.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const writerCopy = await get(thread, {
      cookie: readerCookie
        .split("; ")
        .filter((c) => c.startsWith("nt_wrote="))
        .join("; "),
    });
    expect(writerCopy.headers.get("x-page-cache")).not.toBe("stale");
    expect(writerCopy.body).toContain("공유 목록 확인 댓글");
    await expect.poll(async () => (await get(thread)).body.includes("공유 목록 확인 댓글"), { timeout: 1_500, interval: 100 }).toBe(true);
    expect((await get(thread, { cookie: readerCookie })).headers.get("x-page-cache")).toBeNull();
    await author.close();
    await reader.close();
  });

  it("answers a HEAD with a GET's headers, and a HEAD leaves the next reader a whole page", async () => {
    // A HEAD rendered the page with no body, and the shared copy stored from it was an empty
    // page with the ETag of nothing for every reader until it expired.
    const etagOf = (body: string) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    const agentOf = (path: string) => (path.startsWith("/m") ? IPHONE_UA : DESKTOP_UA);
    const head = (path: string) => fetch(`${baseUrl}${path}`, { method: "HEAD", headers: { "user-agent": agentOf(path) } });
    for (const path of [`/?head=${Date.now()}`, `/m?head=${Date.now()}`, "/api/board/newBoards"]) {
      const asked = await head(path);
      expect(asked.status, path).toBe(200);
      expect(await asked.text(), path).toBe("");
      const page = await get(path, { "user-agent": agentOf(path) });
      expect(page.status, path).toBe(200);
      expect(page.body.length, path).toBeGreaterThan(path.startsWith("/api/") ? 10 : 1_000);
      expect(page.headers.get("etag"), path).toBe(etagOf(page.body));
      // The HEAD told what the GET sends: the same copy, the same validator.
      if (asked.headers.get("etag")) expect(asked.headers.get("etag"), path).toBe(page.headers.get("etag"));
      expect((await head(path)).headers.get("etag"), path).toBe(page.headers.get("etag"));
    }
  });

  it("gives a visitor who signs in the member's page at once, not the visitor's copy their browser just read", async () => {
    // Decision 0232: with stale-while-revalidate in Cache-Control, the browser's own cache kept
    // the visitor's copy for 30 s and showed it again after sign-in (a visitor's page to a member).
    for (const open of [desktopContext, phoneContext]) {
      const context = await open(browser);
      const page = await context.newPage();
      const home = open === phoneContext ? "/m" : "/";
      // Read as a visitor until the offline worker controls the page (its fetches meet the
      // browser's HTTP cache), then once more, so the browser holds the visitor's copy.
      await page.goto(`${baseUrl}${home}`);
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 45_000 });
      for (let i = 0; i < 2; i++) {
        const answer = await page.goto(`${baseUrl}${home}`);
        expect(answer?.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, must-revalidate$/);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.viewer)).toBe("visitor");
      }
      await signUpMember(context);
      // Back to the same page seconds later, as a link or the address bar brings them.
      await page.goto(`${baseUrl}${home}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.viewer), { timeout: 15_000 }).toBe("member");
      await context.close();
    }
  });

  it("gives members the shared page without their name, then their state in one call; their own pages stay theirs", async () => {
    const context = await desktopContext(browser);
    const member = await signUpMember(context);
    const list = (await (await fetch(`${baseUrl}/api/board/newBoards?size=1`)).json()) as {
      data: { items: { boardNo: number; permaLink: string }[] };
    };
    const post = list.data.items[0]!;
    const liked = await context.request.post(`${baseUrl}/api/board/likeCntUp`, {
      headers: { origin: baseUrl },
      data: { boardNo: post.boardNo },
    });
    expect(liked.ok()).toBe(true);

    // The HTML a member gets is the shared one: it does not know who they are.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const shell = await cached(`/d/${post.permaLink}`, { cookie });
    expect(shell.body).not.toContain(member.userName);
    expect(shell.headers.get("cache-control")).toBe("private, no-cache");

    // In the browser, one state call fills in the header and the like.
    const page = await context.newPage();
    const stateCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/viewer/state")) stateCalls.push(r.url());
    });
    await page.goto(`${baseUrl}/d/${post.permaLink}`);
    await expect.poll(() => page.getByRole("button", { name: "내 프로필" }).count()).toBe(1);
    const likeButton = page.locator(".reaction-area .reaction-btn").first();
    await expect.poll(() => likeButton.getAttribute("aria-pressed")).toBe("true");
    expect(stateCalls).toHaveLength(1);
    expect(stateCalls[0]).toContain(`boardNo=${post.boardNo}`);
    await shot(page, "desktop-post-member-shell", false);

    // Pages rendered for the member (their account page) are never shared.
    const own = await context.request.get(`${baseUrl}/mypage/account`, { headers: { "user-agent": DESKTOP_UA } });
    expect(own.status()).toBe(200);
    expect(own.headers()["x-page-cache"]).toBeUndefined();
    expect(own.headers()["cache-control"]).toBe("private, no-cache");
    expect(await own.text()).toContain(member.userName);
    await context.close();
  });
});
