import { describe, expect, it } from "vitest";
import { cleanNoticeText, groupedTitle, isAllowedNotificationUrl, notificationTarget } from "./notifications";

describe("groupedTitle", () => {
  it("counts the others after the newest actor", () => {
    expect(groupedTitle("가나님이 회원님의 글을 좋아합니다.", 2)).toBe("가나님 외 2명이 회원님의 글을 좋아합니다.");
    expect(groupedTitle("가나님이 회원님을 팔로우합니다.", 1)).toBe("가나님 외 1명이 회원님을 팔로우합니다.");
    expect(groupedTitle("가나님의 새 글", 3)).toBe("가나님 외 3명의 새 글");
  });
  it("leaves a single event alone and handles titles without a name", () => {
    expect(groupedTitle("가나님이 좋아합니다.", 0)).toBe("가나님이 좋아합니다.");
    expect(groupedTitle("새 좋아요", 4)).toBe("새 좋아요 외 4건");
  });
});

describe("notificationTarget", () => {
  it("adds /m to internal links on mobile, once", () => {
    expect(notificationTarget("/d/abc", true)).toEqual({ href: "/m/d/abc", external: false });
    expect(notificationTarget("/m/d/abc", true)).toEqual({ href: "/m/d/abc", external: false });
    expect(notificationTarget("/", true)).toEqual({ href: "/m", external: false });
    expect(notificationTarget("/d/abc", false)).toEqual({ href: "/d/abc", external: false });
  });
  it("opens external links as they are and refuses the rest", () => {
    expect(notificationTarget("https://example.com/x", true)).toEqual({ href: "https://example.com/x", external: true });
    expect(notificationTarget("//evil.example", false)).toBeNull();
    expect(notificationTarget("javascript:alert(1)", false)).toBeNull();
    expect(notificationTarget(null, false)).toBeNull();
  });
});

describe("isAllowedNotificationUrl / cleanNoticeText", () => {
  it("accepts site paths and http(s) URLs only", () => {
    expect(isAllowedNotificationUrl("/mypage/account")).toBe(true);
    expect(isAllowedNotificationUrl("http://localhost:3000/x")).toBe(true);
    expect(isAllowedNotificationUrl("data:text/html,x")).toBe(false);
    expect(isAllowedNotificationUrl("/a b")).toBe(false);
  });
  it("drops control characters, trims and cuts by code point", () => {
    expect(cleanNoticeText("  공지\u0007 사항 ", 10)).toBe("공지 사항");
    expect(cleanNoticeText("가나다라", 2)).toBe("가나");
  });
});

describe("NOTIFICATION_TYPE_LABELS", () => {
  it("labels every type for the push settings and tags every line", async () => {
    const { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPE_TAGS } = await import("./notifications");
    for (const type of NOTIFICATION_TYPES) {
      expect(NOTIFICATION_TYPE_LABELS[type]).toMatch(/\S/);
      expect(NOTIFICATION_TYPE_TAGS[type]).toMatch(/\S/);
    }
  });
});
