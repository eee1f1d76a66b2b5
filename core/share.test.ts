import { describe, expect, it } from "vitest";
import { encodePermalink } from "./permalink";
import { readInviteKey, SHARE_CHANNELS, SHARE_MSG, shareUrl, sharerPermalink, sharerSuffix } from "./share";

const target = {
  url: "https://nanumteo.example/d/abc123xyz-7ps",
  title: "경제 공부 & 투자 #1",
  image: "https://nanumteo.example/files/a b.png",
  description: "요약입니다",
};

describe("shareUrl", () => {
  it("facebook carries the address", () => {
    expect(shareUrl("facebook", target)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnanumteo.example%2Fd%2Fabc123xyz-7ps",
    );
  });
  it("twitter (X) carries the title and the address", () => {
    expect(shareUrl("twitter", target)).toBe(
      "https://twitter.com/intent/tweet?text=%EA%B2%BD%EC%A0%9C%20%EA%B3%B5%EB%B6%80%20%26%20%ED%88%AC%EC%9E%90%20%231&url=https%3A%2F%2Fnanumteo.example%2Fd%2Fabc123xyz-7ps",
    );
  });
  it("naver carries the address and the title", () => {
    const url = new URL(shareUrl("naver", target));
    expect(url.origin + url.pathname).toBe("https://share.naver.com/web/shareView");
    expect(url.searchParams.get("url")).toBe(target.url);
    expect(url.searchParams.get("title")).toBe(target.title);
  });
  it("band carries title and address in the body, and our origin as route", () => {
    const url = new URL(shareUrl("band", target));
    expect(url.origin + url.pathname).toBe("https://band.us/plugin/share");
    expect(url.searchParams.get("body")).toBe(`${target.title}\n${target.url}`);
    expect(url.searchParams.get("route")).toBe("https://nanumteo.example");
  });
  it("kakao (story) carries the address and the title", () => {
    const url = new URL(shareUrl("kakao", target));
    expect(url.origin + url.pathname).toBe("https://story.kakao.com/share");
    expect(url.searchParams.get("url")).toBe(target.url);
    expect(url.searchParams.get("text")).toBe(target.title);
  });
  it("tumblr carries address, title and caption", () => {
    const url = new URL(shareUrl("tumblr", target));
    expect(url.origin + url.pathname).toBe("https://www.tumblr.com/widgets/share/tool");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      posttype: "link",
      canonicalUrl: target.url,
      title: target.title,
      caption: "요약입니다",
    });
  });
  it("pinterest carries address, title and image; no media without an image", () => {
    const url = new URL(shareUrl("pinterest", target));
    expect(url.origin + url.pathname).toBe("https://www.pinterest.com/pin/create/button/");
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: target.url, description: target.title, media: target.image });
    expect(new URL(shareUrl("pinterest", { ...target, image: null })).searchParams.has("media")).toBe(false);
  });
  it("every channel gives an https address carrying the post address", () => {
    for (const channel of SHARE_CHANNELS) {
      const url = shareUrl(channel, target);
      expect(url.startsWith("https://")).toBe(true);
      expect(decodeURIComponent(url)).toContain(target.url);
    }
  });
});

describe("sharer links", () => {
  it("suffix is userNo×10000 in base 36, readable by decodePermalink", () => {
    expect(sharerSuffix(1)).toBe("7ps");
    const code = encodePermalink(42, 1234);
    const shared = sharerPermalink(code, 77);
    expect(shared).toBe(encodePermalink(42, 1234, 77));
    expect(sharerPermalink(encodePermalink(42, 1234, 5), 77)).toBe(shared);
    expect(() => sharerSuffix(0)).toThrow(RangeError);
  });
  it("reads invite keys: post links, bare suffixes, and nothing else", () => {
    expect(readInviteKey(encodePermalink(42, 1234, 77))).toEqual({ sharerNo: 77, boardNo: 42 });
    expect(readInviteKey(sharerSuffix(77))).toEqual({ sharerNo: 77, boardNo: null });
    expect(readInviteKey(encodePermalink(42, 1234))).toBeNull();
    expect(readInviteKey("7pt")).toBeNull();
    expect(readInviteKey("")).toBeNull();
    expect(readInviteKey("ABC")).toBeNull();
  });
  it("copy message is docs/product/messages.md's", () => {
    expect(SHARE_MSG.copied.ko).toBe("복사 되었습니다.");
  });
});
