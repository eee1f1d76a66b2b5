import { describe, expect, it } from "vitest";
import { absoluteUrls, feedHeading, feedPath } from "./feeds";

describe("feed paths", () => {
  it("sit beside the pages they follow, each scope in three formats", () => {
    expect(feedPath({ kind: "site" }, "atom")).toBe("/feed.xml");
    expect(feedPath({ kind: "site" }, "rss")).toBe("/rss.xml");
    expect(feedPath({ kind: "site" }, "json")).toBe("/feed.json");
    expect(feedPath({ kind: "member", userId: "writer_1" }, "atom")).toBe("/other/writer_1/feed.xml");
    expect(feedPath({ kind: "tag", tag: "금리 전망" }, "rss")).toBe("/tag/%EA%B8%88%EB%A6%AC%20%EC%A0%84%EB%A7%9D/rss.xml");
    expect(feedPath({ kind: "topic", topic: "economy" }, "json")).toBe("/topic/economy/feed.json");
    expect(feedPath({ kind: "series", userId: "writer_1", seriesNo: 7 }, "atom")).toBe("/other/writer_1/series/7/feed.xml");
  });

  it("a tag that looks like a path stays one segment", () => {
    expect(feedPath({ kind: "tag", tag: "a/../b" }, "atom")).toBe("/tag/a%2F..%2Fb/feed.xml");
  });
});

describe("absoluteUrls", () => {
  const origin = "https://nanumteo.example/";
  it("makes the site's own links and images absolute", () => {
    expect(absoluteUrls('<p><a href="/d/abc">글</a><img src="/files/images/x.webp" alt=""></p>', origin)).toBe(
      '<p><a href="https://nanumteo.example/d/abc">글</a><img src="https://nanumteo.example/files/images/x.webp" alt=""></p>',
    );
    expect(absoluteUrls('<video poster="/files/v.webp"></video>', origin)).toBe(
      '<video poster="https://nanumteo.example/files/v.webp"></video>',
    );
  });

  it("leaves full URLs, protocol-relative ones and other attributes alone", () => {
    const html = '<a href="https://example.org/x">x</a><img src="//cdn.example/y.png" alt="/not-a-link"><p title="/also-not">t</p>';
    expect(absoluteUrls(html, origin)).toBe(html);
  });

  it("changes no text that only looks like an attribute", () => {
    expect(absoluteUrls("<p>write href=&quot;/x&quot; in HTML</p>", origin)).toBe("<p>write href=&quot;/x&quot; in HTML</p>");
  });
});

describe("feed headings", () => {
  it("name the scope in the reader's language; members' words stay as written", () => {
    expect(feedHeading({ kind: "site" }, "ko", { site: "나눔터" }).title).toBe("나눔터 새 글");
    expect(feedHeading({ kind: "topic", topic: "economy" }, "en", { site: "Nanumteo" }).title).toBe("Economy on Nanumteo");
    expect(
      feedHeading({ kind: "series", userId: "w", seriesNo: 1 }, "en", { site: "Nanumteo", member: "작가", seriesTitle: "연재" }),
    ).toEqual({
      title: "연재 (series) | Nanumteo",
      description: "작가's series “연재”",
    });
  });
});
