// A first password for a member who joined with a social account, through the real server: the
// setup mail over SMTP (link and code), the password set with the reset token (every session
// ends, the social link stays), e-mail sign-in with it, and unlinking the joining provider once
// there is a password (the account becomes an e-mail account).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_MSG } from "../../core/social";
import { userIdentities, users } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/passwords";
import { PASSWORD_SETUP_MAIL_LIMIT } from "../../server/modules/accounts/password";
import { ACCOUNT_TEXT } from "../../server/modules/accounts/text";
import { postAsBrowser, sessionCookieFrom, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { codeOf, firstLink, startSmtpSink, type SmtpSink } from "../support/mail";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { providerEnv, startProviderDouble, type ProviderDouble, type TestAccount } from "../support/social-providers";

let platform: TestPlatform;
let smtp: SmtpSink;
let google: ProviderDouble;

beforeAll(async () => {
  smtp = await startSmtpSink();
  google = await startProviderDouble({ title: "Google", shape: "oidc", clientId: "google-client", clientSecret: "google-secret" });
  platform = await createTestPlatform({ queue: true, env: { SMTP_URL: smtp.url, ...providerEnv("GOOGLE", google, "issuer") } });
});
afterAll(async () => {
  await platform?.dispose();
  await smtp?.close();
  await google?.close();
});

let seq = 0;
const runId = Date.now();
const person = (): TestAccount => ({ email: `setpw-${runId}-${++seq}@example.test`, name: `설정${seq}`, sub: String(runId * 1000 + seq) });
const PASSWORD = "social-pass1!";

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => postAsBrowser(platform.app, url, payload, headers);

const infoWith = (token: string) =>
  platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", cookies: { nt_session: token } });

async function googleMember(account: TestAccount) {
  const row = await makeUser(platform.handle.db, { joinChannel: "G", userEmail: account.email! });
  await platform.handle.db
    .insert(userIdentities)
    .values({ userNo: row.userNo, channel: "G", subject: account.sub!, email: account.email! });
  return { row, sessions: [await signedIn(platform.handle.db, row.userNo), await signedIn(platform.handle.db, row.userNo)] };
}

async function setupMail(headers: Record<string, string>, email: string) {
  const before = smtp.messages.length;
  const res = await post("/api/user/sendEmailPwSet", undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data).toEqual({
    sentTo: email,
    message: `${email}(으)로 비밀번호를 설정하는 메일을 보냈어요. 메일의 링크를 눌러 비밀번호를 정해 주세요.`,
  });
  return smtp.waitFor(email, { subject: "비밀번호 설정", after: before });
}

/** The whole plain Google sign-in as a browser runs it. */
async function signInWithGoogle(account: TestAccount) {
  const started = await platform.app.inject({ method: "GET", url: "/api/user/oauth/G/start" });
  expect(started.statusCode).toBe(302);
  const cookie = started.cookies.find((c) => c.name === "nt_oauth_G")!;
  const back = new URL(await google.approve(started.headers.location as string, account));
  const params = new URLSearchParams({ code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" });
  return platform.app.inject({
    method: "GET",
    url: `/api/user/oauth/G/complete?${params.toString()}`,
    headers: { "user-agent": "vitest", cookie: `${cookie.name}=${cookie.value}` },
  });
}

const connections = async (headers: Record<string, string>) => {
  const res = await platform.app.inject({ method: "GET", url: "/api/user/userConnect", headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const unlinkGoogle = (headers: Record<string, string>) => post("/api/user/deleteUserConnect", { snsType: "G" }, headers);

describe("a social member sets a password", () => {
  it("by the mail link: the password works for e-mail sign-in, every session ends, Google stays linked", async () => {
    const account = person();
    const { row, sessions } = await googleMember(account);
    // No password yet: the e-mail sign-in says which button to use.
    const before = await post("/api/user/v2/signIn", { userEmail: account.email, userPw: PASSWORD });
    expect(before.json().errorId).toBe("SOCIAL_ACCOUNT");

    const mail = await setupMail(sessions[0]!.headers, account.email!);
    expect(mail.subject).toBe("[나눔터] 비밀번호 설정 안내");
    expect(mail.text).toContain("Google");
    expect(codeOf(mail)).toMatch(/^\d{6}$/);
    const mailToken = new URL(firstLink(mail, "/certPwd?token=")).searchParams.get("token")!;
    // The reset page opens it.
    expect(await platform.services.accounts.inspectResetLink(mailToken)).toBe("ok");

    const certify = await post("/api/user/certificateEmailPw", { token: mailToken });
    expect(certify.statusCode, certify.body).toBe(200);
    const update = await post("/api/user/updateUserPw", { resetToken: certify.json().data.resetToken, newPw: PASSWORD });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toEqual({ signedOut: true, revokedSessions: 2 });
    for (const session of sessions) expect((await infoWith(session.token)).statusCode).toBe(401);

    const signIn = await post("/api/user/v2/signIn", { userEmail: account.email, userPw: PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    // Still a Google member, with Google still linked and signing in.
    expect(signIn.json().data.joinChannel).toBe("G");
    const [after] = await platform.handle.db.select().from(users).where(eq(users.userNo, row.userNo));
    expect(after!.joinChannel).toBe("G");
    const viaGoogle = await signInWithGoogle(account);
    expect(viaGoogle.json().data).toMatchObject({ kind: "signedIn", userName: row.userName });
    const fresh = await signedIn(platform.handle.db, row.userNo);
    expect(await connections(fresh.headers)).toMatchObject({ hasPassword: true, methods: [{ snsType: "G", joinMethod: true }] });

    // With a password, no second setup mail: the change form is theirs now.
    const again = await post("/api/user/sendEmailPwSet", undefined, fresh.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorId: "PASSWORD_EXISTS", errorMsg: ACCOUNT_TEXT.passwordExists.ko });
  });

  it("by the 6-digit code, in English when asked in English", async () => {
    const account = person();
    const { sessions } = await googleMember(account);
    const before = smtp.messages.length;
    const res = await post("/api/user/sendEmailPwSet", undefined, { ...sessions[0]!.headers, "accept-language": "en-US,en;q=0.9" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(
      `We sent a mail to ${account.email} for setting your password. Press the link in the mail to choose one.`,
    );
    const mail = await smtp.waitFor(account.email!, { subject: "Setting a password", after: before });
    const code = /Code: (\d{6})/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const certify = await post("/api/user/certificateEmailPw", { userEmail: account.email, certNum: code });
    expect(certify.statusCode, certify.body).toBe(200);
    const update = await post("/api/user/updateUserPw", { resetToken: certify.json().data.resetToken, newPw: PASSWORD });
    expect(update.statusCode).toBe(200);
    expect((await post("/api/user/v2/signIn", { userEmail: account.email, userPw: PASSWORD })).statusCode).toBe(200);
  });

  it("is refused for an e-mail member, and asks for a member", async () => {
    const row = await makeUser(platform.handle.db, { passwordHash: await hashPassword("email-pass1!") });
    const session = await signedIn(platform.handle.db, row.userNo);
    const res = await post("/api/user/sendEmailPwSet", undefined, session.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorId: "PASSWORD_EXISTS",
      errorMsg: "이미 비밀번호가 있는 계정이에요. 비밀번호 변경에서 바꿀 수 있어요.",
    });
    expect((await post("/api/user/sendEmailPwSet", undefined)).statusCode).toBe(401);
  });

  it("mails at most 5 an hour per member, and only the member spends them", async () => {
    const account = person();
    const { sessions } = await googleMember(account);
    // Strangers asking resets for the same address spend the mailbox's reset limit, not this one.
    for (let i = 0; i < 6; i++) await post("/api/user/sendEmailPw", { userEmail: account.email });
    for (let i = 0; i < PASSWORD_SETUP_MAIL_LIMIT.attempts; i++) {
      expect((await post("/api/user/sendEmailPwSet", undefined, sessions[0]!.headers)).statusCode).toBe(200);
    }
    const over = await post("/api/user/sendEmailPwSet", undefined, sessions[1]!.headers);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorId).toBe("MAIL_RATE_LIMITED");
  });
});

describe("unlinking the provider the member joined with", () => {
  it("is refused without a password, allowed after: the account becomes an e-mail account", async () => {
    const account = person();
    const { row, sessions } = await googleMember(account);
    const refused = await unlinkGoogle(sessions[0]!.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorId).toBe("JOIN_METHOD");

    await platform.handle.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.userNo, row.userNo));
    const res = await unlinkGoogle(sessions[0]!.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ methods: [], hasPassword: true, joinChannel: "A" });
    const [after] = await platform.handle.db.select().from(users).where(eq(users.userNo, row.userNo));
    expect(after!.joinChannel).toBe("A");

    // Google no longer signs this member in: the address belongs to an e-mail account.
    const viaGoogle = await signInWithGoogle(account);
    expect(viaGoogle.json().data).toMatchObject({ kind: "otherChannel" });
    expect(sessionCookieFrom(viaGoogle.headers["set-cookie"])).toBeNull();
    // The e-mail account's ways: sign-in, the reset mail, the password change.
    const signIn = await post("/api/user/v2/signIn", { userEmail: account.email, userPw: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.joinChannel).toBe("A");
    const before = smtp.messages.length;
    await post("/api/user/sendEmailPw", { userEmail: account.email });
    const reset = await smtp.waitFor(account.email!, { subject: "비밀번호 재설정", after: before });
    expect(firstLink(reset, "/certPwd?token=")).toBeTruthy();
    const change = await post("/api/user/updateUserPw", { currentPw: PASSWORD, newPw: "changed-pass2@" }, sessions[0]!.headers);
    expect(change.statusCode, change.body).toBe(200);
  });

  it("the refusal without a password says how to get one", async () => {
    const { sessions } = await googleMember(person());
    const res = await unlinkGoogle(sessions[0]!.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorId: "JOIN_METHOD", errorMsg: LINK_MSG.joinMethod.ko.replace("{provider}", "Google") });
  });
});
