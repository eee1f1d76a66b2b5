import { describe, expect, it } from "vitest";
import {
  isAuthPagePath,
  postSignInTarget,
  RETURN_REDIRECT_CHANNELS,
  redirectForDevice,
  safePouid,
  safeRedirectPath,
  type PostSignInInput,
} from "./post-sign-in";

describe("safeRedirectPath", () => {
  it("keeps same-site relative paths with their query and hash", () => {
    expect(safeRedirectPath("/upload")).toBe("/upload");
    expect(safeRedirectPath("/upload?pouid=a1&x=%2F")).toBe("/upload?pouid=a1&x=%2F");
    expect(safeRedirectPath("/d/abc#comments")).toBe("/d/abc#comments");
    expect(safeRedirectPath("/search/연말정산/tags")).toBe("/search/%EC%97%B0%EB%A7%90%EC%A0%95%EC%82%B0/tags");
    expect(safeRedirectPath("  /mypage/account ")).toBe("/mypage/account");
  });

  it("refuses everything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/",
      "http:/evil.example",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\tevil",
      "/\n/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "upload",
      "",
      "   ",
      "/" + "a".repeat(2000),
    ]) {
      expect(safeRedirectPath(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectPath("/a/../../evil")).toBe("/evil");
    expect(safeRedirectPath("/./upload")).toBe("/upload");
  });
});

describe("redirectForDevice", () => {
  it("adds /m on mobile and removes it on desktop, query kept", () => {
    expect(redirectForDevice("/upload?pouid=1", true)).toBe("/m/upload?pouid=1");
    expect(redirectForDevice("/m/upload?pouid=1", false)).toBe("/upload?pouid=1");
    expect(redirectForDevice("/m/mypage", true)).toBe("/m/mypage");
    expect(redirectForDevice("/", true)).toBe("/m");
    expect(redirectForDevice("/m", false)).toBe("/");
  });
  it("never sends back to a sign-in page", () => {
    expect(isAuthPagePath("/login")).toBe(true);
    expect(isAuthPagePath("/m/signIn?x=1")).toBe(true);
    expect(isAuthPagePath("/certPwd/")).toBe(true);
    expect(isAuthPagePath("/loginfo")).toBe(false);
    expect(isAuthPagePath("/loginSendTry")).toBe(false);
    expect(redirectForDevice("/login?redirect=/upload", false)).toBeNull();
    expect(redirectForDevice("/m/sign", true)).toBeNull();
    expect(redirectForDevice("//evil.example", false)).toBeNull();
  });
});

describe("safePouid", () => {
  it("accepts ids of letters, digits, - and _ only", () => {
    expect(safePouid("abc-123_X")).toBe("abc-123_X");
    expect(safePouid("a/b")).toBeNull();
    expect(safePouid("a".repeat(65))).toBeNull();
    expect(safePouid("")).toBeNull();
    expect(safePouid(null)).toBeNull();
  });
});

describe("postSignInTarget (docs/product/accounts.md order)", () => {
  const base: PostSignInInput = { joinChannel: "A", emailCertYn: "Y", mobile: false };

  it("doNotGo hands back the saved address (or nothing) and never navigates", () => {
    expect(postSignInTarget({ ...base, doNotGo: true, savedRedirect: "/upload" })).toEqual({ action: "return", url: "/upload" });
    expect(postSignInTarget({ ...base, doNotGo: true })).toEqual({ action: "return", url: null });
    expect(postSignInTarget({ ...base, doNotGo: true, savedRedirect: "https://evil.example" })).toEqual({ action: "return", url: null });
    expect(postSignInTarget({ ...base, doNotGo: true, savedRedirect: "/upload", mobile: true })).toEqual({
      action: "return",
      url: "/m/upload",
    });
  });

  it("a saved address is returned to configured channels and navigated to by the others", () => {
    expect(RETURN_REDIRECT_CHANNELS).toEqual(["P"]);
    expect(postSignInTarget({ ...base, savedRedirect: "/mypage/account" })).toEqual({ action: "navigate", url: "/mypage/account" });
    expect(postSignInTarget({ ...base, joinChannel: "P", savedRedirect: "/mypage/account" })).toEqual({
      action: "return",
      url: "/mypage/account",
    });
    expect(postSignInTarget({ ...base, joinChannel: "G", savedRedirect: "/d/abc", returnChannels: ["G"] })).toEqual({
      action: "return",
      url: "/d/abc",
    });
    expect(postSignInTarget({ ...base, joinChannel: "K", savedRedirect: "/d/abc", returnChannels: ["G"] })).toEqual({
      action: "navigate",
      url: "/d/abc",
    });
  });

  it("the saved address wins over every later rule", () => {
    expect(
      postSignInTarget({ ...base, savedRedirect: "/d/abc", newSignUp: true, emailCertYn: "N", updateTerms: true, pouid: "p1" }),
    ).toEqual({ action: "navigate", url: "/d/abc" });
  });

  it("an unsafe saved address counts as none", () => {
    expect(postSignInTarget({ ...base, savedRedirect: "//evil.example/x" })).toEqual({ action: "navigate", url: "/" });
    expect(postSignInTarget({ ...base, savedRedirect: "/login" })).toEqual({ action: "navigate", url: "/" });
  });

  it("a new unverified e-mail sign-up goes home, before terms and pouid", () => {
    const input = { ...base, newSignUp: true, emailCertYn: "N", updateTerms: true, pouid: "p1" };
    expect(postSignInTarget(input)).toEqual({ action: "navigate", url: "/" });
    expect(postSignInTarget({ ...input, emailCertYn: null })).toEqual({ action: "navigate", url: "/" });
    expect(postSignInTarget({ ...input, mobile: true })).toEqual({ action: "navigate", url: "/m" });
    // Only channel A, only unverified, only a new sign-up:
    expect(postSignInTarget({ ...input, joinChannel: "G" })).toEqual({ action: "navigate", url: "/update-terms" });
    expect(postSignInTarget({ ...input, emailCertYn: "Y" })).toEqual({ action: "navigate", url: "/update-terms" });
    expect(postSignInTarget({ ...input, newSignUp: false })).toEqual({ action: "navigate", url: "/update-terms" });
  });

  it("the update-terms flag sends to /update-terms", () => {
    expect(postSignInTarget({ ...base, updateTerms: true, pouid: "p1" })).toEqual({ action: "navigate", url: "/update-terms" });
    expect(postSignInTarget({ ...base, updateTerms: true, mobile: true })).toEqual({ action: "navigate", url: "/m/update-terms" });
  });

  it("then /upload with the stored pouid, or home", () => {
    expect(postSignInTarget({ ...base, pouid: "doc_42" })).toEqual({ action: "navigate", url: "/upload?pouid=doc_42" });
    expect(postSignInTarget({ ...base, pouid: "doc_42", mobile: true })).toEqual({ action: "navigate", url: "/m/upload?pouid=doc_42" });
    expect(postSignInTarget({ ...base, pouid: "../x" })).toEqual({ action: "navigate", url: "/" });
    expect(postSignInTarget(base)).toEqual({ action: "navigate", url: "/" });
    expect(postSignInTarget({ ...base, mobile: true })).toEqual({ action: "navigate", url: "/m" });
  });
});
