import { describe, expect, it } from "vitest";
import { asSocialResult, isOwnPath } from "./social-result";

describe("results arriving by message", () => {
  it("accept only our own paths", () => {
    expect(isOwnPath("/sign")).toBe(true);
    expect(isOwnPath("/m/upload?x=1")).toBe(true);
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", 3, null]) {
      expect(isOwnPath(bad), String(bad)).toBe(false);
    }
  });

  it("accept the shapes the return page sends and nothing else", () => {
    const facts = { channel: "G", mobile: false, popup: true };
    expect(asSocialResult({ kind: "signedIn", ...facts, to: "/", userName: "a" })).not.toBeNull();
    expect(
      asSocialResult({ kind: "otherChannel", ...facts, to: "/login", message: "Kakao 계정으로 가입된 이메일 입니다." }),
    ).not.toBeNull();
    expect(asSocialResult({ kind: "signup", ...facts, to: "/sign", signup: { record: "abc", email: "a@b.co" } })).not.toBeNull();
    expect(asSocialResult({ kind: "signedIn", ...facts, to: "https://evil.example/" })).toBeNull();
    expect(asSocialResult({ kind: "signup", ...facts, to: "/sign" })).toBeNull();
    expect(asSocialResult({ kind: "error", ...facts, to: "/login" })).toBeNull();
    expect(asSocialResult({ kind: "hack", ...facts, to: "/" })).toBeNull();
    expect(asSocialResult("signedIn")).toBeNull();
  });
});
