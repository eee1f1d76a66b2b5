// Feeds through the real server (docs/product/feeds.md): the site's, a member's, a tag's, a
// topic's and a series' new posts in Atom, RSS and JSON Feed, each read back by a feed parser and
// checked for what its specification requires; editor posts in full with absolute links,
// document posts as a summary and a link; hidden, deleted and still-publishing posts and the
// posts of a member who left never in them; visitors' copies kept in the page cache and emptied
// when a post goes.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { XMLValidator } from "fast-xml-parser";
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_ITEMS, feedPath, type FeedFormat, type FeedScope } from "../../core/feeds";
import { boards, series, seriesParts, users } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const ORIGIN = "http://localhost:3000";
let platform: TestPlatform;
let base: string;
let writer: { userNo: number; userId: string };
let seriesNo: number;
const no: Record<string, number> = {};
const link: Record<string, string> = {};

beforeAll(async () => {
  platform = await createTestPlatform();
  await platform.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  const db = platform.handle.db;
  writer = await makeUser(db, { userName: "피드작가" });
  const other = await makeUser(db, { userName: "다른작가" });
  const left = await makeUser(db, { userName: "떠난작가" });
  const make = async (key: string, userNo: number, overrides: Parameters<typeof makePost>[2]) => {
    const post = await makePost(db, userNo, overrides);
    no[key] = post.boardNo;
    link[key] = post.permaLink;
  };
  await make("full", writer.userNo, {
    subject: "피드로 읽는 글 <전문>",
    tags: ["피드", "구독"],
    topic: "technology",
    contentHtml:
      '<h2>첫 절</h2><p>본문과 <a href="/d/elsewhere">사이트 안 링크</a>, <a href="https://example.org/x">바깥 링크</a>.</p>' +
      '<p><img src="/files/images/2026/12/picture.webp" alt="그림"></p><pre><code class="language-typescript">const a = 1;</code></pre>',
  });
  await make("document", writer.userNo, { subject: "문서로 올린 글", boardType: "updDocs", tags: ["피드"], contentHtml: "" });
  await make("otherWriter", other.userNo, { subject: "다른 작가의 글", tags: ["요리법"], topic: "cooking" });
  await make("blind", writer.userNo, { subject: "숨겨진 글", tags: ["피드"] });
  await make("publishing", writer.userNo, { subject: "변환 중인 글", tags: ["피드"], publishing: true });
  await make("deleted", writer.userNo, { subject: "지운 글", tags: ["피드"] });
  await make("leftWriter", left.userNo, { subject: "떠난 작가의 글", tags: ["피드"] });
  await make("removedLater", writer.userNo, { subject: "나중에 지울 글", tags: ["피드", "지울글"] });
  await db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, no.blind!));
  await db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, no.deleted!));
  await db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, left.userNo));
  const [head] = await db.insert(series).values({ userNo: writer.userNo, title: "피드 연재" }).returning();
  seriesNo = head!.seriesNo;
  await db.insert(seriesParts).values([
    { seriesNo, boardNo: no.document!, position: 1 },
    { seriesNo, boardNo: no.full!, position: 2 },
  ]);
}, 60_000);

afterAll(async () => {
  await platform?.dispose();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    cache: res.headers.get("x-page-cache"),
    text: await res.text(),
  };
}

interface Entry {
  title: string;
  link: string;
  content: string;
  author: string;
  tags: string[];
}

/** A feed read back by the parser of its format, after checking what its specification requires. */
function readFeed(format: FeedFormat, text: string): { title: string; entries: Entry[] } {
  if (format === "json") {
    const raw = JSON.parse(text) as Record<string, unknown>;
    expect(raw.version).toBe("https://jsonfeed.org/version/1.1");
    const feed = parseJsonFeed(raw);
    expect(feed.title).toBeTruthy();
    expect(feed.feed_url).toMatch(/^http:\/\/localhost:3000\/.*feed\.json$/);
    return {
      title: feed.title ?? "",
      entries: (feed.items ?? []).map((item) => {
        // JSON Feed: every item has an id and one of content_html / content_text.
        expect(item.id).toBeTruthy();
        expect(item.content_html ?? item.content_text).toBeTruthy();
        return {
          title: item.title ?? "",
          link: item.url ?? "",
          content: item.content_html ?? "",
          author: item.authors?.[0]?.name ?? "",
          tags: item.tags ?? [],
        };
      }),
    };
  }
  // Well-formed XML first: a feed reader drops a feed that is not.
  expect(XMLValidator.validate(text)).toBe(true);
  if (format === "atom") {
    const feed = parseAtomFeed(text);
    // RFC 4287 §4.1.1: a feed has an id, a title and an updated date, and a self link.
    expect(feed.id).toMatch(/^http:\/\/localhost:3000\//);
    expect(Date.parse(feed.updated ?? "")).not.toBeNaN();
    expect(feed.links?.some((l) => l.rel === "self" && l.href?.endsWith("feed.xml"))).toBe(true);
    return {
      title: feed.title?.value ?? "",
      entries: (feed.entries ?? []).map((entry) => {
        // §4.1.2: each entry has an id, a title, an updated date and, with no feed author, an author.
        expect(entry.id).toBeTruthy();
        expect(Date.parse(entry.updated ?? "")).not.toBeNaN();
        expect(entry.authors?.[0]?.name).toBeTruthy();
        return {
          title: entry.title?.value ?? "",
          link: entry.links?.[0]?.href ?? "",
          content: entry.content?.value ?? "",
          author: entry.authors?.[0]?.name ?? "",
          tags: (entry.categories ?? []).map((c) => c.term ?? ""),
        };
      }),
    };
  }
  const feed = parseRssFeed(text);
  // RSS 2.0: a channel has a title, a link and a description; each item a title or a description.
  expect(feed.title).toBeTruthy();
  expect(feed.link).toMatch(/^http:\/\/localhost:3000\//);
  expect(feed.description).toBeTruthy();
  expect(text).not.toContain("<author>");
  return {
    title: feed.title ?? "",
    entries: (feed.items ?? []).map((item) => {
      expect(item.title ?? item.description).toBeTruthy();
      expect(Date.parse(item.pubDate ?? "")).not.toBeNaN();
      return {
        title: item.title ?? "",
        link: item.link ?? "",
        content: item.content?.encoded ?? item.description ?? "",
        author: item.dc?.creators?.[0] ?? "",
        tags: (item.categories ?? []).map((c) => c.name ?? ""),
      };
    }),
  };
}

const FORMATS: FeedFormat[] = ["atom", "rss", "json"];
const TYPES: Record<FeedFormat, string> = {
  atom: "application/atom+xml",
  rss: "application/rss+xml",
  json: "application/feed+json",
};

describe("feeds", () => {
  it("the site's feed, in each format: the visible posts only, newest first, an editor post in full with absolute links", async () => {
    for (const format of FORMATS) {
      const res = await get(feedPath({ kind: "site" }, format));
      expect(res.status, format).toBe(200);
      expect(res.type).toContain(TYPES[format]);
      const feed = readFeed(format, res.text);
      expect(feed.title).toBe("나눔터 새 글");
      const titles = feed.entries.map((e) => e.title);
      expect(titles).toEqual(["나중에 지울 글", "다른 작가의 글", "문서로 올린 글", "피드로 읽는 글 <전문>"]);
      const full = feed.entries.find((e) => e.title.startsWith("피드로 읽는 글"))!;
      expect(full.link).toBe(`${ORIGIN}/d/${link.full}`);
      expect(full.author).toBe("피드작가");
      expect(full.tags).toEqual(["피드", "구독"]);
      expect(full.content).toContain(`href="${ORIGIN}/d/elsewhere"`);
      expect(full.content).toContain('href="https://example.org/x"');
      expect(full.content).toContain(`src="${ORIGIN}/files/images/2026/12/picture.webp"`);
      expect(full.content).toContain('<code class="language-typescript">');
      const document = feed.entries.find((e) => e.title === "문서로 올린 글")!;
      expect(document.content).toContain(`href="${ORIGIN}/d/${link.document}"`);
      expect(document.content).toContain("원문에서 읽을 수 있어요");
    }
  });

  it("a member's, a tag's, a topic's and a series' feeds each carry their own posts", async () => {
    const cases: { scope: FeedScope; title: string; posts: string[] }[] = [
      {
        scope: { kind: "member", userId: writer.userId },
        title: "피드작가님의 글 | 나눔터",
        posts: ["나중에 지울 글", "문서로 올린 글", "피드로 읽는 글 <전문>"],
      },
      {
        scope: { kind: "tag", tag: "피드" },
        title: "#피드 새 글 | 나눔터",
        posts: ["나중에 지울 글", "문서로 올린 글", "피드로 읽는 글 <전문>"],
      },
      { scope: { kind: "topic", topic: "cooking" }, title: "요리·음식 새 글 | 나눔터", posts: ["다른 작가의 글"] },
      // A series lists its last part first.
      {
        scope: { kind: "series", userId: writer.userId, seriesNo },
        title: "피드 연재 (연재) | 나눔터",
        posts: ["피드로 읽는 글 <전문>", "문서로 올린 글"],
      },
    ];
    for (const { scope, title, posts } of cases) {
      for (const format of FORMATS) {
        const res = await get(feedPath(scope, format));
        expect(res.status, `${scope.kind} ${format}`).toBe(200);
        const feed = readFeed(format, res.text);
        expect(feed.title).toBe(title);
        expect(feed.entries.map((e) => e.title)).toEqual(posts);
      }
    }
  });

  it("speaks English to an English reader; the members' words stay as written", async () => {
    const res = await get(feedPath({ kind: "member", userId: writer.userId }, "atom"), { "accept-language": "en-US" });
    const feed = readFeed("atom", res.text);
    expect(feed.title).toBe("Posts by 피드작가 | Nanumteo");
    expect(feed.entries[0]!.title).toBe("나중에 지울 글");
  });

  it("a member who left, an unknown member, topic or series: not found, in the house's envelope", async () => {
    const leftUserId = (await platform.handle.db.select({ userId: users.userId }).from(users).where(eq(users.userName, "떠난작가")))[0]!
      .userId;
    for (const scope of [
      { kind: "member", userId: leftUserId },
      { kind: "member", userId: "no-such-member" },
      { kind: "topic", topic: "astrology" },
      { kind: "series", userId: writer.userId, seriesNo: 987_654 },
    ] satisfies FeedScope[]) {
      const res = await get(feedPath(scope, "atom"));
      expect(res.status, JSON.stringify(scope)).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ code: "40400", errorId: "FEED_NOT_FOUND", errorMsg: "피드를 찾을 수 없습니다." });
    }
  });

  it("keeps at most the newest twenty", async () => {
    const db = platform.handle.db;
    const prolific = await makeUser(db, { userName: "많이쓰는작가" });
    for (let i = 0; i < FEED_ITEMS + 3; i++) await makePost(db, prolific.userNo, { subject: `많은 글 ${i}`, tags: ["많이"] });
    const feed = readFeed("json", (await get(feedPath({ kind: "member", userId: prolific.userId }, "json"))).text);
    expect(feed.entries).toHaveLength(FEED_ITEMS);
    expect(feed.entries[0]!.title).toBe(`많은 글 ${FEED_ITEMS + 2}`);
  });

  it("a visitor's copy comes from the page cache, and a removed post leaves the feed at once", async () => {
    const path = feedPath({ kind: "tag", tag: "지울글" }, "rss");
    expect((await get(path)).cache).toBe("miss");
    expect(readFeed("rss", (await get(path)).text).entries.map((e) => e.title)).toEqual(["나중에 지울 글"]);
    let hit = false;
    for (let i = 0; i < 5 && !hit; i++) hit = (await get(path)).cache === "hit";
    expect(hit, "an answer from the page cache").toBe(true);
    const { headers } = await signedIn(platform.handle.db, writer.userNo);
    const removed = await fetch(`${base}/api/contents/${no.removedLater}`, { method: "DELETE", headers: { ...headers, origin: ORIGIN } });
    expect(removed.status).toBe(200);
    expect(readFeed("rss", (await get(path)).text).entries).toEqual([]);
  });
});
