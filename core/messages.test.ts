import { describe, it, expect } from "vitest";
import { MSG, alreadyRegisteredMessage, chatRemainingMessage, joinChannelName, otherUserOgTitle } from "./messages";

describe("MSG", () => {
  it("holds docs/product strings character for character", () => {
    expect(MSG.chatError.ko).toBe("죄송합니다.다시 시도해주세요.");
    expect(MSG.chatLimit.ko).toBe("죄송합니다. 오늘은 제한횟수를 초과했습니다.");
    expect(MSG.copied.ko).toBe("복사 되었습니다.");
    expect(MSG.notReady.ko).toBe("기능 준비중입니다.");
    expect(MSG.notFound.ko).toBe("This page could not be found");
    expect(MSG.writeLoginRequired.ko).toBe("해당 서비스는 로그인 이후, 이용가능합니다.");
    expect(MSG.briefingStarted.ko).toBe("퍼블리싱을 시작했습니다. 완료되면 알림 드릴게요!");
    expect(MSG.popupBlocked.ko).toBe("브라우저에서 팝업이 차단되어 있습니다. 팝업 활성화 후 다시 시도해 주세요.");
  });
  it("has every message in both languages, none empty or untrimmed", () => {
    for (const [key, text] of Object.entries(MSG)) {
      for (const value of [text.ko, text.en]) {
        expect(typeof value, key).toBe("string");
        expect(value, key).not.toBe("");
        expect((value as string).trim(), key).toBe(value);
      }
    }
  });
  it("keeps the English free of Korean", () => {
    for (const [key, text] of Object.entries(MSG)) expect(text.en as string, key).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
  });
});

describe("alreadyRegisteredMessage", () => {
  it("names the owning account type", () => {
    expect(alreadyRegisteredMessage("G").ko).toBe("Google 계정으로 가입된 이메일 입니다.");
    expect(alreadyRegisteredMessage("P").ko).toBe("Polaris 계정으로 가입된 이메일 입니다.");
    expect(alreadyRegisteredMessage("K").ko).toBe("Kakao 계정으로 가입된 이메일 입니다.");
    expect(alreadyRegisteredMessage("A").ko).toBe("나눔터 계정으로 가입된 이메일 입니다.");
    expect(joinChannelName("K").ko).toBe("Kakao");
    expect(alreadyRegisteredMessage("A").en).toBe("This e-mail is registered with a Nanumteo account.");
  });
});

describe("templates", () => {
  it("formats the chat remaining count, never negative", () => {
    expect(chatRemainingMessage(3).ko).toBe("오늘 남은 횟수: 3회");
    expect(chatRemainingMessage(0).ko).toBe("오늘 남은 횟수: 0회");
    expect(chatRemainingMessage(-2).ko).toBe("오늘 남은 횟수: 0회");
    expect(chatRemainingMessage(4).en).toBe("Left today: 4");
  });
  it("builds the other-user OG title with the site name", () => {
    expect(otherUserOgTitle("홍길동", "dashboard").ko).toBe("홍길동님의 대시보드 | 나눔터");
    expect(otherUserOgTitle("홍길동", "contents").ko).toBe("홍길동님의 콘텐츠 | 나눔터");
  });
});
