import { describe, expect, it } from "vitest";
import {
  buildFilesInPage,
  isNeverKept,
  isOfflinePage,
  isStaticAsset,
  mayKeepAnswer,
  offlinePageHtml,
  OFFLINE_LIST_SLOT,
  withoutScripts,
  obsoleteCaches,
  offlinePageFor,
  offlineRedirect,
  parseSavedIndex,
  picturesInPage,
  SAVED_CACHE,
  savedBytes,
  savedKeysFor,
  savedPostKey,
  staticCacheName,
  syncPlan,
  unusedFiles,
  withoutSavedPosts,
  withSavedPost,
  type SavedPost,
} from "./offline";

const post = (key: string, savedAt: string, bytes: number, files: Record<string, number> = {}): SavedPost => ({
  key,
  title: key,
  savedAt,
  bytes,
  files,
});

describe("what may be kept", () => {
  it("keeps only complete answers nobody marked personal", () => {
    expect(mayKeepAnswer({ status: 200, cacheControl: "public, max-age=0, s-maxage=5, stale-while-revalidate=30" })).toBe(true);
    expect(mayKeepAnswer({ status: 200, cacheControl: null })).toBe(true);
    expect(mayKeepAnswer({ status: 200, cacheControl: "private, no-cache" })).toBe(false);
    expect(mayKeepAnswer({ status: 200, cacheControl: "private, no-store" })).toBe(false);
    expect(mayKeepAnswer({ status: 200, cacheControl: "no-store" })).toBe(false);
    expect(mayKeepAnswer({ status: 200, cacheControl: "public", setCookie: true })).toBe(false);
    expect(mayKeepAnswer({ status: 200, cacheControl: "public", redirected: true })).toBe(false);
    expect(mayKeepAnswer({ status: 304, cacheControl: "public" })).toBe(false);
    expect(mayKeepAnswer({ status: 404, cacheControl: "public" })).toBe(false);
  });

  it("never keeps the API, member pages, signing in, writing or page data", () => {
    for (const path of [
      "/api/user/info",
      "/api",
      "/mypage",
      "/mypage/posts/bookmark",
      "/m/mypage",
      "/login",
      "/m/signIn",
      "/upload",
      "/m/document",
      "/admin/reports",
      "/d/abc.data",
      "/oauth/google",
    ]) {
      expect(isNeverKept(path), path).toBe(true);
    }
    for (const path of ["/d/abc", "/m/d/abc", "/", "/offline", "/apiary", "/mypages"]) expect(isNeverKept(path), path).toBe(false);
  });

  it("knows the hashed build files", () => {
    expect(isStaticAsset("/assets/post-Ab12.js")).toBe(true);
    expect(isStaticAsset("/files/images/a.webp")).toBe(false);
  });
});

describe("saved post keys", () => {
  it("is the post's path in its tree, without the sharer suffix or a query", () => {
    expect(savedPostKey("/d/abc123")).toBe("/d/abc123");
    expect(savedPostKey("/d/abc123-2s9")).toBe("/d/abc123");
    expect(savedPostKey("/m/d/abc123-2s9")).toBe("/m/d/abc123");
    expect(savedPostKey("/d/abc123/")).toBe("/d/abc123");
    expect(savedPostKey("/d/")).toBeNull();
    expect(savedPostKey("/d/ABC")).toBeNull();
    expect(savedPostKey("/search/abc")).toBeNull();
    expect(savedPostKey("/mypage/posts/bookmark")).toBeNull();
  });

  it("looks in the reader's tree first, then the other", () => {
    expect(savedKeysFor("/m/d/abc-1")).toEqual(["/m/d/abc", "/d/abc"]);
    expect(savedKeysFor("/d/abc")).toEqual(["/d/abc", "/m/d/abc"]);
    expect(savedKeysFor("/new")).toEqual([]);
  });

  it("sends other pages to the offline page of their tree, which keeps its language's copy", () => {
    expect(offlineRedirect("/m/new", "?page=2")).toBe("/m/offline?from=%2Fm%2Fnew%3Fpage%3D2");
    expect(offlineRedirect("/d/abc", "")).toBe("/offline?from=%2Fd%2Fabc");
    expect(isOfflinePage("/m/offline")).toBe(true);
    expect(isOfflinePage("/offline")).toBe(true);
    expect(isOfflinePage("/offline/x")).toBe(false);
    expect(offlinePageFor("/m/offline", "en")).toBe("/m/offline?lang=en");
    expect(offlinePageFor("/offline", "ko")).toBe("/offline?lang=ko");
  });
});

describe("what a saved post keeps", () => {
  it("finds the page's same-origin pictures, in attributes and in the page data", () => {
    const html =
      '<img src="/files/images/2026/01/a.webp" alt=""><img src="https://elsewhere.example/b.png">' +
      '<script>window.x="{\\"image\\":\\"/files/docs/7/page-1.webp\\",\\"textLayer\\":\\"/files/docs/7/page-1.json\\"}"</script>' +
      '<div style="background:url(/files/covers/c.png)"></div><img src="/files/images/2026/01/a.webp">';
    expect(picturesInPage(html)).toEqual(["/files/images/2026/01/a.webp", "/files/docs/7/page-1.webp", "/files/covers/c.png"]);
  });

  it("finds the page's build files", () => {
    const html = '<link rel="stylesheet" href="/assets/root-A1.css"><script>var h=["/assets/post-B2.js","/assets/root-A1.css"]</script>';
    expect(buildFilesInPage(html)).toEqual(["/assets/root-A1.css", "/assets/post-B2.js"]);
  });
});

describe("the saved list and its cap", () => {
  it("counts a file shared by posts once", () => {
    const index = {
      posts: [
        post("/d/a", "2026-01-01", 100, { "/assets/x.js": 50 }),
        post("/d/b", "2026-01-02", 10, { "/assets/x.js": 50, "/files/p.webp": 5 }),
      ],
    };
    expect(savedBytes(index)).toBe(165);
  });

  it("evicts the oldest saved posts until the new one fits", () => {
    const index = { posts: [post("/d/b", "2026-01-02", 40), post("/d/a", "2026-01-01", 40), post("/d/c", "2026-01-03", 10)] };
    const result = withSavedPost(index, post("/d/n", "2026-01-04", 30), 100);
    expect(result.kept).toBe(true);
    expect(result.evicted).toEqual(["/d/a"]);
    expect(result.index.posts.map((p) => p.key)).toEqual(["/d/b", "/d/c", "/d/n"]);
    expect(savedBytes(result.index)).toBeLessThanOrEqual(100);
  });

  it("replaces a post saved again and refuses one larger than the cap alone", () => {
    const index = { posts: [post("/d/a", "2026-01-01", 40)] };
    expect(withSavedPost(index, post("/d/a", "2026-01-05", 60), 100).index.posts).toEqual([post("/d/a", "2026-01-05", 60)]);
    const huge = withSavedPost(index, post("/d/h", "2026-01-05", 60, { "/files/big.png": 50 }), 100);
    expect(huge).toEqual({ index, evicted: [], kept: false });
  });

  it("names the files no remaining post uses", () => {
    const before = {
      posts: [post("/d/a", "1", 1, { "/assets/x.js": 1, "/files/a.webp": 1 }), post("/d/b", "2", 1, { "/assets/x.js": 1 })],
    };
    const after = withoutSavedPosts(before, ["/d/a"]);
    expect(after.posts.map((p) => p.key)).toEqual(["/d/b"]);
    expect(unusedFiles(before, after)).toEqual(["/files/a.webp"]);
  });

  it("plans a sync with the bookmarks in either tree", () => {
    const index = { posts: [post("/m/d/a", "1", 1), post("/d/gone", "2", 1)] };
    expect(syncPlan(index, ["/d/a", "/d/new"])).toEqual({ remove: ["/d/gone"], save: ["/d/new"] });
  });

  it("reads back a stored list and drops what is malformed", () => {
    const good = post("/d/a", "2026-01-01", 1);
    expect(parseSavedIndex({ posts: [good, { key: "/api/x", title: "", savedAt: "", bytes: 1, files: {} }, null] })).toEqual({
      posts: [good],
    });
    expect(parseSavedIndex("nonsense")).toEqual({ posts: [] });
  });
});

describe("cache names", () => {
  it("deletes the static caches of other versions only", () => {
    const names = [staticCacheName("old1"), staticCacheName("v2"), SAVED_CACHE, "someone-else"];
    expect(obsoleteCaches(names, "v2")).toEqual(["nt-static-old1"]);
  });
});

describe("pages the worker shows offline", () => {
  it("drops the scripts and module preloads, nothing else", () => {
    const html =
      '<head><script id="nt-scheme">a()</script><link rel="modulepreload" href="/assets/x.js"><link rel="stylesheet" href="/assets/y.css"></head>' +
      '<body><p>본문</p><script type="module">import("/assets/z.js")</script></body>';
    expect(withoutScripts(html)).toBe('<head><link rel="stylesheet" href="/assets/y.css"></head><body><p>본문</p></body>');
  });

  it("lists the saved posts newest first, escaped, and points the retry link at the page that could not open", () => {
    const html = `<a class="btn btn-blue" data-offline-retry="" href="/offline">다시</a>${OFFLINE_LIST_SLOT}<script>x()</script>`;
    const words = { none: "없음", savedAt: (iso: string) => `${iso.slice(0, 10)} 저장` };
    const page = offlinePageHtml(
      html,
      [post("/d/a", "2026-01-01T00:00:00Z", 1), { ...post("/d/b", "2026-02-01T00:00:00Z", 1), title: "<b>굵게</b>" }],
      words,
      "/d/x?y=1",
    );
    expect(page).toContain('href="/d/x?y=1"');
    expect(page).not.toContain("<script>");
    expect(page).toContain(
      '<ul class="offline-list"><li><a href="/d/b"><span class="offline-title">&#60;b&#62;굵게&#60;/b&#62;</span><span class="offline-date">2026-02-01 저장</span></a></li>' +
        '<li><a href="/d/a"><span class="offline-title">/d/a</span>',
    );
    expect(offlinePageHtml(html, [], words, "//evil.example")).toContain('<p class="offline-none">없음</p>');
    expect(offlinePageHtml(html, [], words, "//evil.example")).toContain('href="/offline"');
  });
});
