import { describe, expect, it } from "vitest";
import { mailboxKey, mailboxPattern } from "./mailbox";
import { networkBlock } from "./network";

describe("mailboxKey", () => {
  it("is one key for one inbox", () => {
    expect(mailboxKey("RingBoss+7@Gmail.com")).toBe("ringboss@gmail.com");
    expect(mailboxKey("ring.boss@googlemail.com")).toBe("ringboss@gmail.com");
    expect(mailboxKey("me+news@naver.com")).toBe("me@naver.com");
    expect(mailboxKey("kim@hanmail.net")).toBe(mailboxKey("kim@daum.net"));
  });
  it("keeps dots where the provider reads them", () => {
    expect(mailboxKey("first.last@naver.com")).toBe("first.last@naver.com");
  });
  it("refuses what is not an address", () => {
    expect(mailboxKey("nobody")).toBeNull();
    expect(mailboxKey("+tag@gmail.com")).toBe("+tag@gmail.com");
    expect(mailboxKey("@gmail.com")).toBeNull();
  });
});

describe("mailboxPattern", () => {
  it("reads a numbered family as one pattern", () => {
    expect(mailboxPattern("ringboss12@gmail.com")).toBe("ringboss#@gmail.com");
    expect(mailboxPattern("ringboss3@gmail.com")).toBe("ringboss#@gmail.com");
  });
  it("leaves short names and names without digits alone", () => {
    expect(mailboxPattern("kim1@naver.com")).toBeNull();
    expect(mailboxPattern("writer@naver.com")).toBeNull();
  });
});

describe("networkBlock", () => {
  it("counts IPv4 by /24 and IPv6 by /64", () => {
    expect(networkBlock("203.0.113.77")).toBe("203.0.113.0/24");
    expect(networkBlock("::ffff:127.0.0.9")).toBe("127.0.0.0/24");
    expect(networkBlock("2001:db8:0:12:abcd::1")).toBe("2001:db8:0:12::/64");
    expect(networkBlock("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(networkBlock("::1")).toBe("0:0:0:0::/64");
    expect(networkBlock("not-an-ip")).toBe("not-an-ip");
  });
});
