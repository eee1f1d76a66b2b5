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
      expect(NOTIFICATION_TYPE_LABELS[type].ko).toMatch(/\S/);
      expect(NOTIFICATION_TYPE_LABELS[type].en).toMatch(/\S/);
      expect(NOTIFICATION_TYPE_TAGS[type].ko).toMatch(/\S/);
      expect(NOTIFICATION_TYPE_TAGS[type].en).toMatch(/\S/);
    }
  });
});

describe("notificationTitleIn / notificationContentIn", () => {
  const stored = "가나다님이 회원님의 게시물을 좋아합니다.";
  it("keeps the stored Korean line, grouped as before", async () => {
    const { notificationTitleIn } = await import("./notifications");
    expect(notificationTitleIn(stored, 0, "ko")).toBe(stored);
    expect(notificationTitleIn(stored, 2, "ko")).toBe("가나다님 외 2명이 회원님의 게시물을 좋아합니다.");
  });
  it("reads a stored line the product wrote in English, the member's name as written", async () => {
    const { notificationTitleIn } = await import("./notifications");
    expect(notificationTitleIn(stored, 0, "en")).toBe("가나다 liked your post.");
    expect(notificationTitleIn(stored, 1, "en")).toBe("가나다 and 1 other liked your post.");
    expect(notificationTitleIn(stored, 3, "en")).toBe("가나다 and 3 others liked your post.");
    expect(notificationTitleIn("a님b님이 회원님의 댓글에 답글을 남겼습니다.", 0, "en")).toBe("a님b replied to your comment.");
    expect(notificationTitleIn("2026 봄 시즌 큐레이션 보상이 정산되었습니다.", 0, "en")).toBe(
      "Curation rewards for 2026 봄 시즌 have been settled.",
    );
    expect(notificationTitleIn("신고하신 댓글이 운영 정책에 따라 숨김 처리되었습니다.", 0, "en")).toBe(
      "The comment you reported was hidden under our content policy.",
    );
  });
  it("shows a line it does not know (a moderator's notice) as stored", async () => {
    const { notificationTitleIn, notificationContentIn } = await import("./notifications");
    expect(notificationTitleIn("서버 점검 안내", 0, "en")).toBe("서버 점검 안내");
    expect(notificationContentIn("[댓글 인용]", "en", (s) => s)).toBe("[댓글 인용]");
  });
  it("translates a known reason inside a second line and leaves quotes alone", async () => {
    const { notificationContentIn } = await import("./notifications");
    const { storedReasonIn } = await import("./reports");
    expect(notificationContentIn("사유: 저작권 침해 [내 글 제목]", "en", storedReasonIn)).toBe(
      "Reason: Copyright infringement [내 글 제목]",
    );
    expect(notificationContentIn("사유: 광고 링크 반복 [내 글]", "en", storedReasonIn)).toBe("Reason: 광고 링크 반복 [내 글]");
    expect(notificationContentIn("사유: 저작권 침해 [내 글 제목]", "ko", storedReasonIn)).toBe("사유: 저작권 침해 [내 글 제목]");
  });
});
