// E-mail accounts through the real server: sign-up with a real verification mail over SMTP,
// verification by link and by code, sign-in with rate limiting, sessions and logout.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG } from "../../core/account";
import { MSG } from "../../core/messages";
import { emailVerifications, sessions, users } from "../../server/db/schema";
import { makeUser, testNickname } from "../support/factories";
import { postAsBrowser, sessionCookieFrom } from "../support/auth";
import { codeOf, firstLink, startSmtpSink, type SmtpSink } from "../support/mail";
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

let seq = 0;
const uniqueEmail = () => `member${Date.now().toString(36)}${seq++}@example.test`;
const uniqueName = () => testNickname("회원", seq++);
const PASSWORD = "hangul2024!";

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => postAsBrowser(platform.app, url, payload, headers);

async function signUp(email = uniqueEmail(), name = uniqueName()) {
  const res = await post("/api/user/signUp", { userEmail: email, userPw: PASSWORD, userName: name, agreeTerms: true, agreeAge: true });
  return { res, email, name };
}

describe("sign-up", () => {
  it("creates an unverified member, signs them in and mails a working link and code", async () => {
    const before = smtp.messages.length;
    const { res, email } = await signUp();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe("20000");
    expect(body.data.userId).toMatch(/^[0-9a-z]{12}$/);
    expect(body.data.eventKey).toBeNull();
    const cookie = res.cookies.find((c) => c.name === "nt_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.maxAge).toBe(365 * 24 * 3600);

    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    expect(row!.emailCertYn).toBe("N");
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.termsAgreedAt).not.toBeNull();

    const mail = await smtp.waitFor(email, { after: before });
    expect(mail.subject).toBe("[나눔터] 이메일 인증을 완료해 주세요");
    expect(mail.html).toContain("이메일 인증하기");
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    const link = firstLink(mail, "/api/user/email/signup/verification");
    const url = new URL(link);
    const verify = await platform.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(verify.statusCode).toBe(303);
    expect(verify.headers.location).toBe("/email_cert?status=ok");
    const [after] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    expect(after!.emailCertYn).toBe("Y");

    // The same link a second time says it was used.
    const again = await platform.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(again.headers.location).toBe("/email_cert?status=used");
  });

  it("keeps the invite eventKey", async () => {
    const email = uniqueEmail();
    const res = await post("/api/user/signUp?eventKey=inv_abc123", {
      userEmail: email,
      userPw: PASSWORD,
      userName: uniqueName(),
      agreeTerms: true,
      agreeAge: true,
    });
    expect(res.json().data.eventKey).toBe("inv_abc123");
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    expect(row!.signupEventKey).toBe("inv_abc123");
  });

  it("verifies by the 6-digit code; a wrong code says so and five lock the mail", async () => {
    const before = smtp.messages.length;
    const { email } = await signUp();
    const mail = await smtp.waitFor(email, { after: before });
    const code = codeOf(mail);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await post("/api/user/certificateEmail", { userEmail: email, certNum: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe("인증번호가 일치하지 않습니다.");
    const good = await post("/api/user/certificateEmail", { userEmail: email, certNum: code });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.emailCertYn).toBe("Y");

    const other = await signUp();
    const otherMail = await smtp.waitFor(other.email, { after: before });
    const otherCode = codeOf(otherMail);
    const otherWrong = otherCode === "000000" ? "111111" : "000000";
    let last;
    for (let i = 0; i < 5; i++) last = await post("/api/user/certificateEmail", { userEmail: other.email, certNum: otherWrong });
    expect(last!.json().errorMsg).toBe("인증번호를 5회 잘못 입력했습니다. 인증 메일을 다시 받아 주세요.");
    const tooLate = await post("/api/user/certificateEmail", { userEmail: other.email, certNum: otherCode });
    expect(tooLate.statusCode).toBe(400);
  });

  it("an expired link says it expired; a resent mail replaces the old link", async () => {
    const before = smtp.messages.length;
    const { email } = await signUp();
    const first = await smtp.waitFor(email, { after: before });
    const resend = await post("/api/user/sendEmail", { userEmail: email });
    expect(resend.statusCode).toBe(200);
    const second = await smtp.waitFor(email, { after: smtp.messages.indexOf(first) + 1 });
    const oldLink = new URL(firstLink(first, "verification"));
    const oldRes = await platform.app.inject({ method: "GET", url: oldLink.pathname + oldLink.search });
    expect(oldRes.headers.location).toBe("/email_cert?status=used");

    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    await platform.handle.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userNo, row!.userNo));
    const newLink = new URL(firstLink(second, "verification"));
    const expired = await platform.app.inject({ method: "GET", url: newLink.pathname + newLink.search });
    expect(expired.headers.location).toBe("/email_cert?status=expired");
    const garbage = await platform.app.inject({ method: "GET", url: "/api/user/email/signup/verification?token=nope" });
    expect(garbage.headers.location).toBe("/email_cert?status=invalid");
  });

  it("refuses a taken e-mail with the product pages message, whatever its case", async () => {
    const { email } = await signUp();
    const again = await post("/api/user/signUp", {
      userEmail: email.toUpperCase(),
      userPw: PASSWORD,
      userName: uniqueName(),
      agreeTerms: true,
      agreeAge: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe("나눔터 계정으로 가입된 이메일 입니다.");

    const google = await makeUser(platform.handle.db, { joinChannel: "G" });
    const social = await post("/api/user/signUp", {
      userEmail: google.userEmail,
      userPw: PASSWORD,
      userName: uniqueName(),
      agreeTerms: true,
      agreeAge: true,
    });
    expect(social.json().errorMsg).toBe("Google 계정으로 가입된 이메일 입니다.");
  });

  it("validates every field with its message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ userEmail: "not-an-email" }, ACCOUNT_MSG.emailInvalid.ko],
      [{ userPw: "short1!" }, ACCOUNT_MSG.passwordLength.ko],
      [{ userPw: "onlyletters" }, ACCOUNT_MSG.passwordComposition.ko],
      [{ userName: "나눔터팬" }, MSG.nicknameBrand.ko],
      [{ userName: "가" + "나".repeat(6) }, MSG.nicknameTooLong.ko],
      [{ userName: "a" }, MSG.nicknameTooShort.ko],
      [{ userName: "<script>" }, MSG.nicknameInvalidChars.ko],
      [{ agreeTerms: false }, ACCOUNT_MSG.termsRequired.ko],
      // "만 14세 이상입니다" is required: refused when unticked and when left out.
      [{ agreeAge: false }, ACCOUNT_MSG.ageRequired.ko],
      [{ agreeAge: undefined }, ACCOUNT_MSG.ageRequired.ko],
    ];
    for (const [override, message] of cases) {
      const res = await post("/api/user/signUp", {
        userEmail: uniqueEmail(),
        userPw: PASSWORD,
        userName: uniqueName(),
        agreeTerms: true,
        agreeAge: true,
        ...override,
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errorMsg).toBe(message);
    }
  });

  it("a taken nickname is refused", async () => {
    const { name } = await signUp();
    const res = await post("/api/user/signUp", {
      userEmail: uniqueEmail(),
      userPw: PASSWORD,
      userName: name,
      agreeTerms: true,
      agreeAge: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("이미 사용 중인 닉네임입니다.");
  });
});

describe("sign-in and sessions", () => {
  it("signs in, works by cookie and by Authorization header, and logout revokes", async () => {
    const { email } = await signUp();
    const res = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD, joinChannel: "A", isSignIn: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().code).toBe("20000");
    expect(data).toMatchObject({ emailCertYn: "N", joinChannel: "A" });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = sessionCookieFrom(res.headers["set-cookie"]);
    expect(cookie).toBe(data.token);

    const byCookie = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: cookie! } });
    expect(byCookie.json().data.userEmail).toBe(email);
    const byHeader = await platform.app.inject({
      method: "GET",
      url: "/api/user/getUserInfo",
      headers: { authorization: `Basic ${data.token}` },
    });
    expect(byHeader.json().data.userEmail).toBe(email);

    const logout = await post("/api/user/logout", {}, { cookie: `nt_session=${cookie}` });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === "nt_session")?.value).toBe("");
    const afterLogout = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: cookie! } });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().errorMsg).toBe("회원만 이용 가능합니다.");
  });

  it("each sign-in issues a new token", async () => {
    const { email } = await signUp();
    const a = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD });
    const b = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD });
    expect(a.json().data.token).not.toBe(b.json().data.token);
  });

  it("a member marked deleted is logged out everywhere", async () => {
    const { email } = await signUp();
    const res = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD });
    const token = res.json().data.token as string;
    await platform.handle.db.update(users).set({ deleteYn: "Y" }).where(eq(users.userEmail, email));
    const info = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: token } });
    expect(info.statusCode).toBe(401);
  });

  it("an expired or revoked session is no session", async () => {
    const { email } = await signUp();
    const res = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD });
    const token = res.json().data.token as string;
    const [user] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    await platform.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(sessions.userNo, user!.userNo));
    const info = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: token } });
    expect(info.statusCode).toBe(401);
  });

  it("a social member trying a password is told which account owns the e-mail", async () => {
    const kakao = await makeUser(platform.handle.db, { joinChannel: "K", passwordHash: null });
    const res = await post("/api/user/v2/signIn", { userEmail: kakao.userEmail, userPw: "anything1!" });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("Kakao 계정으로 가입된 이메일 입니다.");
  });

  it("state-changing requests from another site are refused (CSRF)", async () => {
    const { email } = await signUp();
    const res = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD });
    const token = res.json().data.token as string;
    const foreign = await post("/api/user/logout", {}, { cookie: `nt_session=${token}`, origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await platform.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { cookie: `nt_session=${token}`, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const still = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: token } });
    expect(still.statusCode).toBe(200);
  });
});

describe("sign-up check and mail limits", () => {
  it("checkSignUp answers 20000 for a free e-mail and names the channel of a taken one", async () => {
    const free = await platform.app.inject({ method: "GET", url: `/api/user/checkSignUp?userEmail=${uniqueEmail()}&joinChannel=G` });
    expect(free.json()).toMatchObject({ code: "20000", data: { registered: false } });
    const google = await makeUser(platform.handle.db, { joinChannel: "G" });
    const taken = await platform.app.inject({
      method: "GET",
      url: `/api/user/checkSignUp?userEmail=${encodeURIComponent(google.userEmail)}&joinChannel=K`,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorMsg: "Google 계정으로 가입된 이메일 입니다.",
      details: { joinChannel: "G", sameChannel: false },
    });
  });

  it("at most 5 verification mails per hour per address", async () => {
    const { email } = await signUp();
    // The sign-up mail does not count; resends do.
    for (let i = 0; i < 5; i++) expect((await post("/api/user/sendEmail", { userEmail: email })).statusCode).toBe(200);
    const sixth = await post("/api/user/sendEmail", { userEmail: email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorMsg).toMatch(/^메일 발송 요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/);
  });
});
