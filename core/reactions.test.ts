import { describe, expect, it } from "vitest";
import { followedPostNotificationTitle, followNotificationTitle, likeNotificationTitle } from "./notifications";
import { REACTION_MSG } from "./reactions";

describe("reaction messages", () => {
  it("names the member in notification titles", () => {
    expect(likeNotificationTitle("가나다")).toBe("가나다님이 회원님의 게시물을 좋아합니다.");
    expect(followNotificationTitle("가나다")).toBe("가나다님이 회원님을 팔로우하기 시작했습니다.");
    expect(followedPostNotificationTitle("가나다")).toBe("가나다님이 새 게시물을 올렸습니다.");
  });
  it("every refusal is a Korean sentence", () => {
    for (const text of Object.values(REACTION_MSG)) expect(text.ko).toMatch(/[가-힣].*\.$/);
  });
});
