// Password reset and change through the real server: the reset mail over SMTP, the link and
// the code, the single-use short-lived reset token, every session revoked, the limits, and
// the change of password while signed in.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG, RESET_MSG } from "../../core/account";
import { emailVerifications, users } from "../../server/db/schema";
import { PASSWORD_CHECK_LIMIT } from "../../server/modules/accounts/password";
import { makeUser, testNickname } from "../support/factories";
import { postAsBrowser, sessionCookieFrom, signedIn } from "../support/auth";
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
const uniqueEmail = () => `reset${Date.now().toString(36)}${seq++}@example.test`;
const uniqueName = () => testNickname("재설정", seq++);
const PASSWORD = "first-pass1!";
const NEW_PASSWORD = "second-pass2@";

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => postAsBrowser(platform.app, url, payload, headers);

function infoWith(token: string) {
  return platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: token } });
}

async function member() {
  const email = uniqueEmail();
  const res = await post("/api/user/signUp", {
    userEmail: email,
    userPw: PASSWORD,
    userName: uniqueName(),
    agreeTerms: true,
    agreeAge: true,
  });
  expect(res.statusCode).toBe(200);
  const signUpToken = sessionCookieFrom(res.headers["set-cookie"])!;
  const signIn = await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD });
  expect(signIn.statusCode).toBe(200);
  return { email, tokens: [signUpToken, signIn.json().data.token as string] };
}

async function resetMail(email: string) {
  const before = smtp.messages.length;
  const res = await post("/api/user/sendEmailPw", { userEmail: email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: "20000", data: null });
  return smtp.waitFor(email, { subject: "비밀번호 재설정", after: before });
}

describe("reset by the mail link", () => {
  it("mails a link and a code; the link gives a reset token; the new password works and every session ends", async () => {
    const { email, tokens } = await member();
    for (const token of tokens) expect((await infoWith(token)).statusCode).toBe(200);

    const mail = await resetMail(email);
    expect(mail.subject).toBe("[나눔터] 비밀번호 재설정 안내");
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    const link = new URL(firstLink(mail, "/certPwd?token="));
    expect(link.origin).toBe("http://localhost:3000");
    const mailToken = link.searchParams.get("token")!;

    // The page checks the link without using it.
    expect(await platform.services.accounts.inspectResetLink(mailToken)).toBe("ok");
    expect(await platform.services.accounts.inspectResetLink(mailToken)).toBe("ok");
    expect(await platform.services.accounts.inspectResetLink("nope")).toBe("invalid");

    const certify = await post("/api/user/certificateEmailPw", { token: mailToken });
    expect(certify.statusCode).toBe(200);
    const { resetToken, expiresAt } = certify.json().data;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const minutes = (new Date(expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // The mail link is used up.
    const again = await post("/api/user/certificateEmailPw", { token: mailToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMsg).toBe(RESET_MSG.linkUsed.ko);
    expect(await platform.services.accounts.inspectResetLink(mailToken)).toBe("used");

    // Signed in (one of the old sessions) while resetting: this browser's cookie is cleared too.
    const update = await post("/api/user/updateUserPw", { resetToken, newPw: NEW_PASSWORD }, { cookie: `nt_session=${tokens[0]}` });
    expect(update.statusCode).toBe(200);
    expect(update.json().data).toEqual({ signedOut: true, revokedSessions: 2 });
    expect(update.cookies.find((c) => c.name === "nt_session")?.value).toBe("");
    for (const token of tokens) expect((await infoWith(token)).statusCode).toBe(401);

    expect((await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD })).statusCode).toBe(401);
    const fresh = await post("/api/user/v2/signIn", { userEmail: email, userPw: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);
    // Proving the mailbox verified the e-mail as well.
    expect(fresh.json().data.emailCertYn).toBe("Y");

    // The reset token is single use.
    const twice = await post("/api/user/updateUserPw", { resetToken, newPw: "third-pass3#" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errorMsg).toBe(RESET_MSG.grantInvalid.ko);
    expect((await post("/api/user/v2/signIn", { userEmail: email, userPw: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("an expired link and an expired reset token are refused", async () => {
    const { email } = await member();
    const mail = await resetMail(email);
    const mailToken = new URL(firstLink(mail, "/certPwd?token=")).searchParams.get("token")!;
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    const expire = (purpose: string) =>
      platform.handle.db
        .update(emailVerifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(emailVerifications.userNo, row!.userNo), eq(emailVerifications.purpose, purpose)));

    await expire("password_reset");
    expect(await platform.services.accounts.inspectResetLink(mailToken)).toBe("expired");
    const late = await post("/api/user/certificateEmailPw", { token: mailToken });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ errorId: "LINK_EXPIRED", errorMsg: RESET_MSG.linkExpired.ko });

    const second = await resetMail(email);
    const grant = await post("/api/user/certificateEmailPw", { userEmail: email, certNum: codeOf(second) });
    expect(grant.statusCode).toBe(200);
    await expire("password_reset_grant");
    const update = await post("/api/user/updateUserPw", { resetToken: grant.json().data.resetToken, newPw: NEW_PASSWORD });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ errorId: "RESET_TOKEN_INVALID", errorMsg: RESET_MSG.grantInvalid.ko });
    expect((await post("/api/user/v2/signIn", { userEmail: email, userPw: PASSWORD })).statusCode).toBe(200);
  });

  it("a new password breaking the rule is refused without spending the reset token", async () => {
    const { email } = await member();
    const mail = await resetMail(email);
    const grant = await post("/api/user/certificateEmailPw", { userEmail: email.toUpperCase(), certNum: ` ${codeOf(mail)} ` });
    expect(grant.statusCode).toBe(200);
    const resetToken = grant.json().data.resetToken as string;
    const weak = await post("/api/user/updateUserPw", { resetToken, newPw: "short1!" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorMsg).toBe(ACCOUNT_MSG.passwordLength.ko);
    const local = email.split("@")[0]!;
    const withEmail = await post("/api/user/updateUserPw", { resetToken, newPw: `${local}1!` });
    expect(withEmail.json().errorMsg).toBe(ACCOUNT_MSG.passwordContainsEmail.ko);
    const good = await post("/api/user/updateUserPw", { resetToken, newPw: NEW_PASSWORD });
    expect(good.statusCode).toBe(200);
  });

  it("only the newest reset mail works", async () => {
    const { email } = await member();
    const first = await resetMail(email);
    const second = await resetMail(email);
    const oldToken = new URL(firstLink(first, "/certPwd?token=")).searchParams.get("token")!;
    const res = await post("/api/user/certificateEmailPw", { token: oldToken });
    expect(res.json().errorMsg).toBe(RESET_MSG.linkUsed.ko);
    const newToken = new URL(firstLink(second, "/certPwd?token=")).searchParams.get("token")!;
    expect((await post("/api/user/certificateEmailPw", { token: newToken })).statusCode).toBe(200);
  });
});

describe("reset by the code", () => {
  it("wrong codes, expired codes and unknown addresses read alike; five wrong codes retire the mail", async () => {
    const { email } = await member();
    const mail = await resetMail(email);
    const code = codeOf(mail);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await post("/api/user/certificateEmailPw", { userEmail: email, certNum: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorId: "CODE_INVALID", errorMsg: RESET_MSG.codeInvalid.ko });
    const unknown = await post("/api/user/certificateEmailPw", { userEmail: uniqueEmail(), certNum: wrong });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorId: "CODE_INVALID", errorMsg: RESET_MSG.codeInvalid.ko });
    const format = await post("/api/user/certificateEmailPw", { userEmail: email, certNum: "12ab" });
    expect(format.json().errorId).toBe("CODE_FORMAT");

    let last;
    for (let i = 0; i < 4; i++) last = await post("/api/user/certificateEmailPw", { userEmail: email, certNum: wrong });
    expect(last!.json()).toMatchObject({ errorId: "CODE_LOCKED", errorMsg: RESET_MSG.codeLocked.ko });
    const right = await post("/api/user/certificateEmailPw", { userEmail: email, certNum: code });
    // Even the right code no longer works: a new mail is needed.
    expect(right.statusCode).toBe(400);
    expect(right.json().errorId).toBe("CODE_LOCKED");
  });

  it("at most 10 typed codes per hour per address", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) {
      expect((await post("/api/user/certificateEmailPw", { userEmail: email, certNum: "123456" })).statusCode).toBe(400);
    }
    const eleventh = await post("/api/user/certificateEmailPw", { userEmail: email, certNum: "123456" });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorMsg).toMatch(/^인증번호 확인 횟수를 초과했습니다\. \d+분 후에 다시 시도해 주세요\.$/);
  });
});

describe("the reset mail request", () => {
  it("answers the same for an unknown address and sends nothing", async () => {
    const before = smtp.messages.length;
    const email = uniqueEmail();
    const res = await post("/api/user/sendEmailPw", { userEmail: email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "20000", data: null, errorMsg: null });
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.messages.slice(before).some((m) => m.to.includes(email))).toBe(false);
  });

  it("a social member is told by mail which sign-in to use, and has no password to reset", async () => {
    const google = await makeUser(platform.handle.db, { joinChannel: "G", passwordHash: null });
    const before = smtp.messages.length;
    const res = await post("/api/user/sendEmailPw", { userEmail: google.userEmail });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(google.userEmail, { after: before });
    expect(mail.text).toContain("Google 계정으로 가입되어 있어");
    expect(mail.text).not.toMatch(/인증번호: \d{6}/);
    const [proof] = await platform.handle.db.select().from(emailVerifications).where(eq(emailVerifications.userNo, google.userNo));
    expect(proof).toBeUndefined();
  });

  it("a deleted member's address gets nothing", async () => {
    const gone = await makeUser(platform.handle.db, { deleteYn: "Y", passwordHash: "x" });
    const before = smtp.messages.length;
    expect((await post("/api/user/sendEmailPw", { userEmail: gone.userEmail })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.messages.slice(before).some((m) => m.to.includes(gone.userEmail))).toBe(false);
  });

  it("at most 5 reset mails per hour per address, known or not", async () => {
    for (const email of [(await member()).email, uniqueEmail()]) {
      for (let i = 0; i < 5; i++) expect((await post("/api/user/sendEmailPw", { userEmail: email })).statusCode).toBe(200);
      const sixth = await post("/api/user/sendEmailPw", { userEmail: email });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().errorMsg).toMatch(/^메일 발송 요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/);
    }
  });

  it("validates the address and the bodies", async () => {
    const bad = await post("/api/user/sendEmailPw", { userEmail: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toBe(ACCOUNT_MSG.emailInvalid.ko);
    const both = await post("/api/user/certificateEmailPw", { token: "x", userEmail: "a@b.co", certNum: "123456" });
    expect(both.statusCode).toBe(400);
    const neither = await post("/api/user/updateUserPw", { newPw: NEW_PASSWORD });
    expect(neither.statusCode).toBe(400);
  });
});

describe("change while signed in", () => {
  it("needs the current password, then keeps this session and ends the others", async () => {
    const { email, tokens } = await member();
    const [other, mine] = tokens as [string, string];
    const headers = { cookie: `nt_session=${mine}` };

    const visitor = await post("/api/user/updateUserPw", { currentPw: PASSWORD, newPw: NEW_PASSWORD });
    expect(visitor.statusCode).toBe(401);

    const wrong = await post("/api/user/updateUserPw", { currentPw: "not-it1!", newPw: NEW_PASSWORD }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMsg).toBe(RESET_MSG.currentWrong.ko);
    const same = await post("/api/user/updateUserPw", { currentPw: PASSWORD, newPw: PASSWORD }, headers);
    expect(same.json().errorMsg).toBe(RESET_MSG.sameAsCurrent.ko);
    const weak = await post("/api/user/updateUserPw", { currentPw: PASSWORD, newPw: "weakweak" }, headers);
    expect(weak.json().errorMsg).toBe(ACCOUNT_MSG.passwordComposition.ko);

    const ok = await post("/api/user/updateUserPw", { currentPw: PASSWORD, newPw: NEW_PASSWORD }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ signedOut: false, revokedSessions: 1 });
    expect((await infoWith(mine)).statusCode).toBe(200);
    expect((await infoWith(other)).statusCode).toBe(401);
    expect((await post("/api/user/v2/signIn", { userEmail: email, userPw: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("five wrong current passwords lock the check for a while", async () => {
    const { tokens } = await member();
    const headers = { cookie: `nt_session=${tokens[1]}` };
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.attempts; i++) {
      expect((await post("/api/user/updateUserPw", { currentPw: "not-it1!", newPw: NEW_PASSWORD }, headers)).statusCode).toBe(400);
    }
    const locked = await post("/api/user/updateUserPw", { currentPw: PASSWORD, newPw: NEW_PASSWORD }, headers);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorMsg).toMatch(/^비밀번호 확인 횟수를 초과했습니다\. \d+분 후에 다시 시도해 주세요\.$/);
  });

  it("a social member has no password to change", async () => {
    const kakao = await makeUser(platform.handle.db, { joinChannel: "K", passwordHash: null });
    const session = await signedIn(platform.handle.db, kakao.userNo);
    const res = await post("/api/user/updateUserPw", { currentPw: "anything1!", newPw: NEW_PASSWORD }, session.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("Kakao 계정으로 가입한 회원은 비밀번호를 변경할 수 없습니다.");
  });
});
