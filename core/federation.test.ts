import { describe, expect, it } from "vitest";
import { federationSetting, isBlockedHost, isLoopbackHost, normalizeDomain, noteText, parseHandle, REMOTE_COMMENT_MAX } from "./federation";

describe("federationSetting", () => {
  it("is off by default on loopback or without PUBLIC_URL, and says why", () => {
    const unset = federationSetting(undefined, "http://localhost:3000", false);
    expect(unset.enabled).toBe(false);
    expect(unset.reason).toMatch(/PUBLIC_URL is not set/);
    const loop = federationSetting(undefined, "http://127.0.0.1:3000", true);
    expect(loop.enabled).toBe(false);
    expect(loop.reason).toMatch(/loopback/);
  });

  it("is on for a real host name, never allowing private addresses", () => {
    expect(federationSetting(undefined, "https://nanumteo.example", true)).toMatchObject({ enabled: true, allowPrivateAddress: false });
  });

  it("FEDERATION=on forces it on, with private addresses only for a loopback site; off forces it off", () => {
    expect(federationSetting("on", "http://127.0.0.2:4000", true)).toMatchObject({ enabled: true, allowPrivateAddress: true });
    expect(federationSetting("on", "https://nanumteo.example", true)).toMatchObject({ enabled: true, allowPrivateAddress: false });
    expect(federationSetting("off", "https://nanumteo.example", true).enabled).toBe(false);
  });

  it("stays off without the job queue, which carries every delivery", () => {
    expect(federationSetting("on", "https://nanumteo.example", true, false)).toMatchObject({
      enabled: false,
      reason: expect.stringMatching(/QUEUE_ENABLED/),
    });
  });
});

describe("hosts, handles and domains", () => {
  it("knows loopback hosts", () => {
    for (const h of ["localhost", "app.localhost", "127.0.0.1", "127.3.4.5", "[::1]", "0.0.0.0"]) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ["example.com", "10.0.0.1", "128.0.0.1"]) expect(isLoopbackHost(h)).toBe(false);
  });

  it("parses handles with or without the leading @, with a port", () => {
    expect(parseHandle("@alice@mastodon.example")).toEqual({ user: "alice", host: "mastodon.example" });
    expect(parseHandle("acct:bob@127.0.0.2:4001")).toEqual({ user: "bob", host: "127.0.0.2:4001" });
    expect(parseHandle("alice")).toBeNull();
    expect(parseHandle("@a@b@c")).toBeNull();
  });

  it("normalizes domains and matches subdomains when blocking", () => {
    expect(normalizeDomain(" https://Spam.Example/ ")).toBe("spam.example");
    expect(normalizeDomain("spam.example")).toBe("spam.example");
    expect(normalizeDomain("not a domain")).toBeNull();
    expect(isBlockedHost("a.spam.example", ["spam.example"])).toBe(true);
    expect(isBlockedHost("spam.example:443", ["spam.example"])).toBe(true);
    expect(isBlockedHost("notspam.example", ["spam.example"])).toBe(false);
    expect(isBlockedHost("127.0.0.2:4001", ["127.0.0.2:4001"])).toBe(true);
    expect(isBlockedHost("127.0.0.2:4002", ["127.0.0.2:4001"])).toBe(false);
  });
});

describe("noteText", () => {
  it("turns a Mastodon reply's HTML into plain text", () => {
    const html =
      '<p><span class="h-card"><a href="https://a.example/@x" class="u-url mention">@<span>x</span></a></span> 좋은 글 &amp; 감사합니다</p><p>둘째 줄<br />셋째</p>';
    expect(noteText(html)).toBe("@x 좋은 글 & 감사합니다\n\n둘째 줄\n셋째");
  });

  it("cuts long replies", () => {
    expect(noteText("a".repeat(REMOTE_COMMENT_MAX + 10))).toHaveLength(REMOTE_COMMENT_MAX);
  });
});
