import { describe, it, expect } from "vitest";
import { MSG, alreadyRegisteredMessage, chatRemainingMessage, joinChannelName, otherUserOgTitle } from "./messages";

describe("MSG", () => {
  it("holds SPEC strings character for character", () => {
    expect(MSG.chatError).toBe("죄송합니다.다시 시도해주세요.");
    expect(MSG.chatLimit).toBe("죄송합니다. 오늘은 제한횟수를 초과했습니다.");
    expect(MSG.copied).toBe("복사 되었습니다.");
    expect(MSG.notReady).toBe("기능 준비중입니다.");
    expect(MSG.notFound).toBe("This page could not be found");
    expect(MSG.writeLoginRequired).toBe("해당 서비스는 로그인 이후, 이용가능합니다.");
    expect(MSG.briefingStarted).toBe("퍼블리싱을 시작했습니다. 완료되면 알림 드릴게요!");
    expect(MSG.popupBlocked).toBe("브라우저에서 팝업이 차단되어 있습니다. 팝업 활성화 후 다시 시도해 주세요.");
  });
  it("has no empty or untrimmed message", () => {
    for (const [key, value] of Object.entries(MSG)) {
      expect(value, key).not.toBe("");
      expect(value.trim(), key).toBe(value);
    }
  });
});

describe("alreadyRegisteredMessage", () => {
  it("names the owning account type", () => {
    expect(alreadyRegisteredMessage("G")).toBe("Google 계정으로 가입된 이메일 입니다.");
    expect(alreadyRegisteredMessage("P")).toBe("Polaris 계정으로 가입된 이메일 입니다.");
    expect(alreadyRegisteredMessage("K")).toBe("Kakao 계정으로 가입된 이메일 입니다.");
    expect(alreadyRegisteredMessage("A")).toBe("나눔터 계정으로 가입된 이메일 입니다.");
    expect(joinChannelName("K")).toBe("Kakao");
  });
});

describe("templates", () => {
  it("formats the chat remaining count, never negative", () => {
    expect(chatRemainingMessage(3)).toBe("오늘 남은 횟수: 3회");
    expect(chatRemainingMessage(0)).toBe("오늘 남은 횟수: 0회");
    expect(chatRemainingMessage(-2)).toBe("오늘 남은 횟수: 0회");
  });
  it("builds the other-user OG title with the site name", () => {
    expect(otherUserOgTitle("홍길동", "dashboard")).toBe("홍길동님의 대시보드 | 나눔터");
    expect(otherUserOgTitle("홍길동", "contents")).toBe("홍길동님의 콘텐츠 | 나눔터");
  });
});
