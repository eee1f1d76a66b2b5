import { describe, expect, it } from "vitest";
import {
  OTHER_HOSTS,
  addHost,
  authorStatsCsv,
  buildCsv,
  classifyReferrer,
  normalizeHost,
  postStatsCsv,
  searchEngineOf,
  statsDays,
  statsPeriodOf,
  topHosts,
  type DayFigures,
} from "./author-stats";
import { seoulDayKey } from "./format";

const OWN = ["nanumteo.example", "localhost:3000"];

describe("days in Asia/Seoul", () => {
  it("a view at 23:59 and one at 00:00 Seoul time fall on two days", () => {
    expect(seoulDayKey(new Date("2026-12-03T14:59:59Z"))).toBe("2026-12-03");
    expect(seoulDayKey(new Date("2026-12-03T15:00:00Z"))).toBe("2026-12-04");
  });

  it("a period is its number of Seoul days, today last", () => {
    const days = statsDays(new Date("2026-12-03T15:30:00Z"), 7);
    expect(days).toEqual(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(statsDays(new Date("2026-03-01T00:00:00Z"), 90)).toHaveLength(90);
    expect(new Set(statsDays(new Date("2026-03-01T00:00:00Z"), 90)).size).toBe(90);
  });

  it("only 7, 30 and 90 are periods", () => {
    expect(statsPeriodOf("7")).toBe(7);
    expect(statsPeriodOf(90)).toBe(90);
    expect(statsPeriodOf("31")).toBe(30);
    expect(statsPeriodOf(undefined)).toBe(30);
    expect(statsPeriodOf("abc")).toBe(30);
  });
});

describe("where a reader came from", () => {
  it("no referrer is a direct visit", () => {
    expect(classifyReferrer("", OWN)).toEqual({ kind: "direct", host: null });
    expect(classifyReferrer(undefined, OWN)).toEqual({ kind: "direct", host: null });
    expect(classifyReferrer("   ", OWN)).toEqual({ kind: "direct", host: null });
  });

  it("our own host is a move inside the site", () => {
    expect(classifyReferrer("nanumteo.example", OWN).kind).toBe("internal");
    expect(classifyReferrer("WWW.Nanumteo.example", OWN).kind).toBe("internal");
    expect(classifyReferrer("localhost:3000", OWN).kind).toBe("internal");
  });

  it("search engines: naver, daum, kakao, google, bing and others", () => {
    for (const host of [
      "search.naver.com",
      "m.search.naver.com",
      "www.naver.com",
      "search.daum.net",
      "m.search.daum.net",
      "search.kakao.com",
      "www.google.com",
      "www.google.co.kr",
      "google.de",
      "www.bing.com",
      "duckduckgo.com",
      "search.zum.com",
    ]) {
      expect(classifyReferrer(host, OWN), host).toEqual({ kind: "search", host: null });
    }
    expect(searchEngineOf("search.naver.com")).toBe("naver");
    expect(searchEngineOf("google.co.kr")).toBe("google");
  });

  it("a blog or cafe of a portal is another site, kept by its host", () => {
    expect(classifyReferrer("blog.naver.com", OWN)).toEqual({ kind: "external", host: "blog.naver.com" });
    expect(classifyReferrer("cafe.daum.net", OWN)).toEqual({ kind: "external", host: "cafe.daum.net" });
    expect(classifyReferrer("www.example.org:8443", OWN)).toEqual({ kind: "external", host: "example.org" });
    expect(classifyReferrer("googleusercontent.com", OWN)).toEqual({ kind: "external", host: "googleusercontent.com" });
  });

  it("what is not a host name is never kept as one", () => {
    for (const junk of ["https://evil.example/path?q=1", "evil.example/path", "<script>", "a b.com", "x".repeat(300), "[::1]"]) {
      expect(normalizeHost(junk), junk).toBeNull();
      expect(classifyReferrer(junk, OWN), junk).toEqual({ kind: "external", host: OTHER_HOSTS });
    }
  });
});

describe("the bound on hosts", () => {
  it("keeps at most the limit of hosts a day and adds the rest up as other", () => {
    let hosts: Record<string, number> = {};
    for (let i = 0; i < 50; i++) hosts = addHost(hosts, `spam${i}.example`, 20);
    hosts = addHost(hosts, "spam3.example", 20);
    expect(Object.keys(hosts)).toHaveLength(21);
    expect(hosts[OTHER_HOSTS]).toBe(30);
    expect(hosts["spam3.example"]).toBe(2);
    expect(hosts["spam40.example"]).toBeUndefined();
  });

  it("a period's hosts: the largest first, the rest as other", () => {
    const top = topHosts(
      [
        { "a.com": 3, "b.com": 1, [OTHER_HOSTS]: 2 },
        { "b.com": 5, "c.com": 1 },
      ],
      2,
    );
    expect(top).toEqual([
      { host: "b.com", views: 6 },
      { host: "a.com", views: 3 },
      { host: OTHER_HOSTS, views: 3 },
    ]);
    expect(topHosts([{ "a.com": 1 }])).toEqual([{ host: "a.com", views: 1 }]);
  });
});

describe("CSV", () => {
  const day: DayFigures = { day: "2026-12-04", views: 12, reads: 5, likes: 1, votes: 0, search: 4, external: 3, internal: 2, direct: 3 };

  it("starts with a byte-order mark and ends lines with CRLF", () => {
    const csv = buildCsv([["a", 1]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe("\uFEFFa,1\r\n");
  });

  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(buildCsv([['그래서, "왜"', "=1+1", "-2", "줄\n바꿈", -1]])).toBe('\uFEFF"그래서, ""왜""",\'=1+1,\'-2,"줄\n바꿈",-1\r\n');
  });

  it("a post's CSV has a Korean or English head and one line per day", () => {
    const ko = postStatsCsv([day], "ko");
    expect(ko.split("\r\n")[0]).toBe("\uFEFF날짜,조회,읽음,좋아요,투표,검색 유입,다른 사이트 유입,사이트 안 이동,직접 방문");
    expect(ko.split("\r\n")[1]).toBe("2026-12-04,12,5,1,0,4,3,2,3");
    expect(postStatsCsv([day], "en").split("\r\n")[0]).toBe(
      "\uFEFFDate,Views,Reads,Likes,Votes,From search,From other sites,From this site,Direct",
    );
  });

  it("the author's CSV names each post", () => {
    const csv = authorStatsCsv([{ ...day, boardNo: 7, subject: "첫 글, 둘째 줄" }], "ko");
    expect(csv.split("\r\n")[1]).toBe('2026-12-04,7,"첫 글, 둘째 줄",12,5,1,0,4,3,2,3');
  });
});
