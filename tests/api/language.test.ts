// The interface language of API answers and pages: the nt_lang cookie (the reader's stored
// choice), else the browser's Accept-Language (ko/ko-KR Korean, anything else English), else
// Korean. Refusals carry the requester's language; the page says its language in <html lang>.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "../support/platform";

describe("answers in the requester's language", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform.dispose();
  });

  const malformed = (headers: Record<string, string>) =>
    platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: { "content-type": "application/json", ...headers },
      payload: "{nope",
    });

  it("refuses in Korean by default and for Korean browsers, in English for other browsers", async () => {
    expect((await malformed({})).json().errorMsg).toBe("요청 본문이 올바른 JSON 형식이 아닙니다.");
    expect((await malformed({ "accept-language": "ko-KR,ko;q=0.9,en;q=0.8" })).json().errorMsg).toBe(
      "요청 본문이 올바른 JSON 형식이 아닙니다.",
    );
    expect((await malformed({ "accept-language": "en-US,en;q=0.9,ko;q=0.5" })).json().errorMsg).toBe("The request body is not valid JSON.");
    expect((await malformed({ "accept-language": "ja-JP" })).json().errorMsg).toBe("The request body is not valid JSON.");
  });

  it("follows the stored choice over the browser", async () => {
    expect((await malformed({ "accept-language": "ko-KR", cookie: "nt_lang=en" })).json().errorMsg).toBe(
      "The request body is not valid JSON.",
    );
    expect((await malformed({ "accept-language": "en-US", cookie: "nt_lang=ko" })).json().errorMsg).toBe(
      "요청 본문이 올바른 JSON 형식이 아닙니다.",
    );
  });

  it("says a member-only refusal and an unknown API in the same language", async () => {
    const memberOnly = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", headers: { cookie: "nt_lang=en" } });
    expect(memberOnly.statusCode).toBe(401);
    expect(memberOnly.json().errorMsg).toBe("Members only. Please sign in.");
    const unknown = await platform.app.inject({ method: "GET", url: "/api/no-such-thing", headers: { "accept-language": "en" } });
    expect(unknown.json()).toMatchObject({ errorId: "API_NOT_FOUND", errorMsg: "No such API." });
    const unknownKo = await platform.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(unknownKo.json().errorMsg).toBe("요청한 API를 찾을 수 없습니다.");
  });
});
