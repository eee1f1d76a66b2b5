import { describe, expect, it } from "vitest";
import { afterSignInPath, callbackPath, channelOfSnsType, isProviderChannel, isSocialChannel, suggestNickname } from "./social";
import { safeReturnPath as safeRedirectPath } from "./post-sign-in";

describe("channelOfSnsType", () => {
  it("maps the return page's sns_type to a channel", () => {
    expect(channelOfSnsType("G")).toBe("G");
    expect(channelOfSnsType("PO")).toBe("P");
    expect(channelOfSnsType("K")).toBe("K");
    expect(channelOfSnsType("A")).toBeNull();
    expect(channelOfSnsType(null)).toBeNull();
  });
  it("knows the social channels", () => {
    expect(["G", "K", "P"].every(isSocialChannel)).toBe(true);
    expect(isSocialChannel("A")).toBe(false);
  });
});

describe("callbackPath", () => {
  it("is the product pages return target of each provider", () => {
    expect(callbackPath("G", false)).toBe("/oauth?sns_type=G");
    expect(callbackPath("G", true)).toBe("/oauth?sns_type=G");
    expect(callbackPath("P", false)).toBe("/oauth?sns_type=PO");
    expect(callbackPath("K", false)).toBe("/v1/auth/callback/kakao");
    expect(callbackPath("K", true)).toBe("/kakao-ssr");
  });
});

describe("safeRedirectPath", () => {
  it("keeps our own relative paths with their query", () => {
    expect(safeRedirectPath("/upload?pouid=3")).toBe("/upload?pouid=3");
    expect(safeRedirectPath("/m/mypage/account")).toBe("/m/mypage/account");
    expect(safeRedirectPath("/d/abc#c1")).toBe("/d/abc#c1");
  });
  it("refuses other sites and odd input", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "upload",
      "/a\nb",
      "",
      null,
      undefined,
      `/${"a".repeat(2100)}`,
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBeNull();
    }
  });
  it("never returns to a sign-in page", () => {
    expect(safeRedirectPath("/login?redirect=/x")).toBeNull();
    expect(safeRedirectPath("/m/sign")).toBeNull();
    expect(safeRedirectPath("/oauth?sns_type=G")).toBeNull();
    expect(safeRedirectPath("/kakao-ssr")).toBeNull();
    expect(safeRedirectPath("/signature")).toBe("/signature");
  });
});

describe("afterSignInPath", () => {
  it("goes home without a redirect, in the right face", () => {
    expect(afterSignInPath(null, false)).toBe("/");
    expect(afterSignInPath(null, true)).toBe("/m");
    expect(afterSignInPath("//evil.example", true)).toBe("/m");
  });
  it("moves the saved redirect into the face of the flow", () => {
    expect(afterSignInPath("/upload?pouid=1", false)).toBe("/upload?pouid=1");
    expect(afterSignInPath("/upload?pouid=1", true)).toBe("/m/upload?pouid=1");
    expect(afterSignInPath("/m/mypage", false)).toBe("/mypage");
    expect(afterSignInPath("/m/mypage", true)).toBe("/m/mypage");
    expect(afterSignInPath("/", true)).toBe("/m");
  });
});

describe("suggestNickname", () => {
  it("drops spaces and characters the rule does not allow", () => {
    expect(suggestNickname("홍 길동")).toBe("홍길동");
    expect(suggestNickname("John Doe")).toBe("JohnDoe");
    expect(suggestNickname("Kim.J!")).toBe("KimJ");
  });
  it("cuts to 12 bytes", () => {
    expect(suggestNickname("가나다라마바사아")).toBe("가나다라마바");
    expect(suggestNickname("Christopher Alexander")).toBe("ChristopherA");
  });
  it("suggests nothing when no valid nickname remains", () => {
    expect(suggestNickname("")).toBe("");
    expect(suggestNickname("😀")).toBe("");
    expect(suggestNickname("a")).toBe("");
    expect(suggestNickname("나눔터 팬")).toBe("");
  });
});

describe("World ID (channel W)", () => {
  it("returns to /oauth?sns_type=W on both faces and is a provider but not a join channel", () => {
    expect(channelOfSnsType("W")).toBe("W");
    expect(callbackPath("W", false)).toBe("/oauth?sns_type=W");
    expect(callbackPath("W", true)).toBe("/oauth?sns_type=W");
    expect(isProviderChannel("W")).toBe(true);
    expect(isSocialChannel("W")).toBe(false);
  });
});
