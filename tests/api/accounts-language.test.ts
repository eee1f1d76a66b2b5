// The accounts module answers in the requester's language: its refusals (a wrong reset code, a
// taken e-mail, a phone request without consent, too many sign-in attempts) and the mails a
// request sends. Korean stays the answer for a request that names no language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_MSG } from "../../core/account";
import { say } from "../../core/i18n";
import { PHONE_MSG } from "../../core/phone";
import { ACCOUNT_TEXT } from "../../server/modules/accounts/text";
import { makeUser } from "../support/factories";
import { postAsBrowser, signedIn } from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/mail";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  platform = await createTestPlatform({ queue: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await platform?.dispose();
  await smtp?.close();
});

const ENGLISH = { "accept-language": "en-US,en;q=0.9" };

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => postAsBrowser(platform.app, url, payload, headers);

describe("accounts refusals in the requester's language", () => {
  it("a wrong reset code: English for an English browser or the stored choice, Korean otherwise", async () => {
    const user = await makeUser(platform.handle.db);
    const body = { userEmail: user.userEmail, certNum: "000000" };
    const english = await post("/api/user/certificateEmailPw", body, ENGLISH);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ errorId: "CODE_INVALID", errorMsg: RESET_MSG.codeInvalid.en });
    const chosen = await post("/api/user/certificateEmailPw", body, { "accept-language": "ko-KR", cookie: "nt_lang=en" });
    expect(chosen.json().errorMsg).toBe(RESET_MSG.codeInvalid.en);
    const korean = await post("/api/user/certificateEmailPw", body);
    expect(korean.json().errorMsg).toBe(RESET_MSG.codeInvalid.ko);
  });

  it("a taken e-mail names the account's channel in English", async () => {
    const user = await makeUser(platform.handle.db, { joinChannel: "K" });
    const res = await platform.app.inject({
      method: "GET",
      url: `/api/user/checkSignUp?userEmail=${encodeURIComponent(user.userEmail)}&joinChannel=A`,
      headers: ENGLISH,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("This e-mail is registered with a Kakao account.");
  });

  it("a phone code without consent, and a locked sign-in with its minutes, in English", async () => {
    const user = await makeUser(platform.handle.db);
    const { headers } = await signedIn(platform.handle.db, user.userNo);
    const phone = await platform.app.inject({
      method: "GET",
      url: "/api/user/user/authenticate/code?phone=01012345678&termsAgreement=false",
      headers: { ...headers, ...ENGLISH },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errorMsg).toBe(PHONE_MSG.termsRequired.en);

    const email = `lock${Date.now().toString(36)}@example.test`;
    let last = await post("/api/user/v2/signIn", { userEmail: email, userPw: "wrong-pass1!" }, ENGLISH);
    for (let i = 0; i < 30 && last.statusCode !== 429; i++) {
      last = await post("/api/user/v2/signIn", { userEmail: email, userPw: "wrong-pass1!" }, ENGLISH);
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().errorMsg).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(say(ACCOUNT_TEXT.tooManySignIns, "ko", { minutes: 3 })).toBe("로그인 시도 횟수를 초과했습니다. 3분 후에 다시 시도해 주세요.");
  });
});

describe("mails in the language of the request that sent them", () => {
  it("the reset mail asked for in English is English; asked for without a language, Korean", async () => {
    const user = await makeUser(platform.handle.db, { passwordHash: "x", joinChannel: "A" });
    let before = smtp.messages.length;
    expect((await post("/api/user/sendEmailPw", { userEmail: user.userEmail }, ENGLISH)).statusCode).toBe(200);
    const english = await smtp.waitFor(user.userEmail, { after: before });
    expect(english.subject).toBe("[Nanumteo] Resetting your password");
    expect(english.text).toMatch(/Code: \d{6}/);

    before = smtp.messages.length;
    expect((await post("/api/user/sendEmailPw", { userEmail: user.userEmail })).statusCode).toBe(200);
    const korean = await smtp.waitFor(user.userEmail, { after: before });
    expect(korean.subject).toBe("[나눔터] 비밀번호 재설정 안내");
    expect(korean.text).toMatch(/인증번호: \d{6}/);
  });

  it("the verification mail of an English sign-up is English", async () => {
    const email = `en${Date.now().toString(36)}@example.test`;
    const before = smtp.messages.length;
    const res = await post(
      "/api/user/signUp",
      { userEmail: email, userPw: "first-pass1!", userName: "EnReader", agreeTerms: true, agreeAge: true },
      ENGLISH,
    );
    expect(res.json()).toMatchObject({ code: "20000" });
    const mail = await smtp.waitFor(email, { after: before });
    expect(mail.subject).toBe("[Nanumteo] Please verify your e-mail");
    expect(mail.text).toContain("EnReader, thank you for joining Nanumteo.");
  });
});
