import { describe, it, expect } from "vitest";
import { deviceRedirect, isGoogleMobileCrawler, isMobilePath, isMobileUserAgent, stripMobilePrefix, withMobilePrefix } from "./device";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidChrome: "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  samsungInternet:
    "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  kakaoInApp:
    "Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36;KAKAOTALK 2410420",
  windowsPhone:
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063",
  operaMini: "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54",
  blackberry:
    "Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+ (KHTML, like Gecko) Version/7.1.0.346 Mobile Safari/534.11+",
  desktopChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  googlebotDesktop:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/124.0.0.0 Safari/537.36",
  googlebotMobile:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  curl: "curl/8.5.0",
};

describe("isMobileUserAgent", () => {
  it.each([
    ["iPhone Safari", UA.iphone],
    ["iPad (treated as mobile)", UA.ipad],
    ["Android Chrome", UA.androidChrome],
    ["Samsung Internet", UA.samsungInternet],
    ["KakaoTalk in-app", UA.kakaoInApp],
    ["Windows Phone", UA.windowsPhone],
    ["Opera Mini", UA.operaMini],
    ["BlackBerry", UA.blackberry],
    ["Googlebot smartphone", UA.googlebotMobile],
  ])("%s is mobile", (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([
    ["desktop Chrome", UA.desktopChrome],
    ["Mac Safari (also iPadOS 13+ default)", UA.macSafari],
    ["Android tablet without Mobile token", UA.androidTablet],
    ["Googlebot desktop", UA.googlebotDesktop],
    ["curl", UA.curl],
    ["empty", ""],
    ["missing", undefined],
  ])("%s is not mobile", (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });
});

describe("isGoogleMobileCrawler", () => {
  it("detects Googlebot smartphone only", () => {
    expect(isGoogleMobileCrawler(UA.googlebotMobile)).toBe(true);
    expect(isGoogleMobileCrawler(UA.googlebotDesktop)).toBe(false);
    expect(isGoogleMobileCrawler(UA.androidChrome)).toBe(false);
    expect(isGoogleMobileCrawler(null)).toBe(false);
  });
});

describe("path helpers", () => {
  it("recognises exactly /m and /m/... as mobile paths", () => {
    expect(isMobilePath("/m")).toBe(true);
    expect(isMobilePath("/m/")).toBe(true);
    expect(isMobilePath("/m/d/abc")).toBe(true);
    expect(isMobilePath("/mobile")).toBe(false);
    expect(isMobilePath("/mypage")).toBe(false);
    expect(isMobilePath("/")).toBe(false);
  });
  it("strips and adds the prefix as inverses", () => {
    expect(stripMobilePrefix("/m")).toBe("/");
    expect(stripMobilePrefix("/m/")).toBe("/");
    expect(stripMobilePrefix("/m/d/abc")).toBe("/d/abc");
    expect(stripMobilePrefix("/mobile")).toBe("/mobile");
    expect(withMobilePrefix("/", true)).toBe("/m");
    expect(withMobilePrefix("/upload", true)).toBe("/m/upload");
    expect(withMobilePrefix("/m/upload", true)).toBe("/m/upload");
    expect(withMobilePrefix("/m/upload", false)).toBe("/upload");
    expect(withMobilePrefix("upload", true)).toBe("/m/upload");
    for (const p of ["/", "/d/abc", "/search/a/all", "/mypage/account"]) {
      expect(stripMobilePrefix(withMobilePrefix(p, true))).toBe(p);
    }
  });
});

describe("deviceRedirect", () => {
  const go = (path: string, userAgent: string, search = "") => deviceRedirect({ path, search, userAgent });

  it("sends mobile visitors to /m, keeping the query", () => {
    expect(go("/", UA.iphone)).toBe("/m");
    expect(go("/d/abc123xyz", UA.androidChrome)).toBe("/m/d/abc123xyz");
    expect(go("/search/%EA%B2%BD%EC%A0%9C/all", UA.iphone, "?page=2")).toBe("/m/search/%EA%B2%BD%EC%A0%9C/all?page=2");
    expect(go("/upload", UA.iphone, "permaLink=abc&boardNo=1")).toBe("/m/upload?permaLink=abc&boardNo=1");
    expect(go("/mobile", UA.iphone)).toBe("/m/mobile");
  });

  it("leaves mobile visitors already on /m alone", () => {
    expect(go("/m", UA.iphone)).toBeNull();
    expect(go("/m/d/abc", UA.iphone, "?x=1")).toBeNull();
  });

  it("sends desktop visitors off /m, keeping the query", () => {
    expect(go("/m", UA.desktopChrome)).toBe("/");
    expect(go("/m/", UA.desktopChrome)).toBe("/");
    expect(go("/m/d/abc", UA.desktopChrome, "?ref=kakao")).toBe("/d/abc?ref=kakao");
    expect(go("/m/search/ai/tags", UA.googlebotDesktop)).toBe("/search/ai/tags");
  });

  it("sends desktop visitors on phone-only pages to the desktop page doing the same job", () => {
    expect(go("/m/mypage", UA.desktopChrome)).toBe("/mypage/account");
    expect(go("/m/document", UA.desktopChrome)).toBe("/upload?type=updDocs");
    expect(go("/m/document", UA.desktopChrome, "?from=menu")).toBe("/upload?type=updDocs&from=menu");
    expect(go("/m/signIn", UA.desktopChrome, "?next=%2Fnew")).toBe("/login?next=%2Fnew");
    expect(go("/m/howl/help-bot", UA.macSafari)).toBe("/faq");
    // The notification feed has a desktop page of its own.
    expect(go("/m/newsfeed", UA.desktopChrome)).toBe("/newsfeed");
  });

  it("leaves desktop visitors on desktop paths alone", () => {
    expect(go("/", UA.desktopChrome)).toBeNull();
    expect(go("/mobile", UA.desktopChrome)).toBeNull();
    expect(go("/mypage/account", UA.macSafari)).toBeNull();
  });

  it("never redirects the OAuth return, health, API or assets", () => {
    expect(go("/oauth", UA.iphone, "?sns_type=G")).toBeNull();
    expect(go("/oauth/callback", UA.iphone)).toBeNull();
    expect(go("/actuator/health", UA.iphone)).toBeNull();
    expect(go("/api/boards", UA.androidChrome)).toBeNull();
    expect(go("/assets/entry-abc.js", UA.iphone)).toBeNull();
    for (const f of ["/favicon.ico", "/robots.txt", "/sitemap.xml", "/manifest.webmanifest", "/logo.png", "/app.css", "/d/abc.data"]) {
      expect(go(f, UA.iphone), f).toBeNull();
      expect(go(`/m${f}`, UA.desktopChrome), f).toBeNull();
    }
  });

  it("does not confuse prefixes that merely start the same", () => {
    expect(go("/oauthx", UA.iphone)).toBe("/m/oauthx");
    expect(go("/apis", UA.iphone)).toBe("/m/apis");
  });

  it("treats dots in search keys as part of the key, not a file", () => {
    expect(go("/search/node.js/all", UA.iphone)).toBe("/m/search/node.js/all");
    expect(go("/search/node.js", UA.iphone)).toBe("/m/search/node.js");
    expect(go("/search/node.js/all.data", UA.iphone)).toBeNull();
  });

  it("lets Google's mobile crawler index the URL it asked for", () => {
    expect(go("/d/abc", UA.googlebotMobile)).toBeNull();
    expect(go("/", UA.googlebotMobile)).toBeNull();
    expect(go("/m/d/abc", UA.googlebotMobile)).toBeNull();
  });

  it("treats a missing user agent as desktop", () => {
    expect(deviceRedirect({ path: "/m/faq" })).toBe("/faq");
    expect(deviceRedirect({ path: "/faq" })).toBeNull();
  });

  it("normalises the query string", () => {
    expect(go("/faq", UA.iphone, "?")).toBe("/m/faq");
    expect(deviceRedirect({ path: "/faq", search: null, userAgent: UA.iphone })).toBe("/m/faq");
  });

  it("can never produce an off-site (protocol-relative) redirect", () => {
    for (const path of ["/m//evil.com", "/m/\\evil.com", "/m///evil.com/x"]) {
      const target = go(path, UA.desktopChrome);
      expect(target, path).not.toBeNull();
      expect(target!.startsWith("//")).toBe(false);
      expect(target!.startsWith("/\\")).toBe(false);
    }
    expect(go("//evil.com", UA.iphone)).toBe("/m/evil.com");
  });
});

describe("describeDevice", () => {
  it("names the browser and the system the way members know them", async () => {
    const { describeDevice } = await import("./device-names");
    expect(
      describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"),
    ).toBe("Chrome · Windows");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari · iPhone");
    expect(
      describeDevice(
        "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("삼성 인터넷 · Android");
    expect(
      describeDevice(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Whale/3.24.223.21",
      ),
    ).toBe("Whale · Mac");
    expect(describeDevice("")).toBe("알 수 없는 기기");
  });
});
