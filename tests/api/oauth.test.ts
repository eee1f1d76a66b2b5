// Social sign-in through the real server against real providers on loopback: Google as an
// OpenID Connect issuer (discovery, signed ID tokens), Kakao with its REST endpoints and
// v2/user/me answer, Polaris with explicit endpoints, and the office-suite desktop-client API.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SOCIAL_MSG } from "../../core/social";
import { userIdentities, users } from "../../server/db/schema";
import { sealSignupRecord } from "../../server/modules/oauth/service";
import { sessionCookieFrom, signedIn, TEST_ORIGIN } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import {
  OFFICE_NETWORK_FAILURE_TOKEN,
  providerEnv,
  startOfficeClientDouble,
  startProviderDouble,
  type OfficeClientDouble,
  type ProviderDouble,
  type TestAccount,
} from "../support/social-providers";

let platform: TestPlatform;
let google: ProviderDouble;
let kakao: ProviderDouble;
let polaris: ProviderDouble;
let office: OfficeClientDouble;

beforeAll(async () => {
  google = await startProviderDouble({ title: "Google", shape: "oidc", clientId: "google-client", clientSecret: "google-secret" });
  kakao = await startProviderDouble({ title: "Kakao", shape: "kakao", clientId: "kakao-rest-key", clientSecret: "kakao-secret" });
  polaris = await startProviderDouble({ title: "Polaris", shape: "oidc", clientId: "polaris-client", clientSecret: "polaris-secret" });
  office = await startOfficeClientDouble();
  platform = await createTestPlatform({
    env: {
      ...providerEnv("GOOGLE", google, "issuer"),
      ...providerEnv("KAKAO", kakao, "endpoints"),
      ...providerEnv("POLARIS", polaris, "endpoints"),
      POLARIS_CLIENT_API_URL: office.url,
    },
  });
});
afterAll(async () => {
  await platform?.dispose();
  await Promise.all([google?.close(), kakao?.close(), polaris?.close(), office?.close()]);
});

type Channel = "G" | "K" | "P";
const doubles = () => ({ G: google, K: kakao, P: polaris });

let seq = 0;
// Kakao sends its id as a number, so the subject stays a safe integer.
const runStartedAt = Date.now();
const fresh = (name = "새회원") => {
  const id = `${Date.now().toString(36)}${seq++}`;
  // The subject must be unique per run: a subject already linked by an earlier test would sign in by link instead.
  return { email: `social-${id}@example.test`, name: `${name}${seq}`, sub: String(runStartedAt * 1000 + seq) };
};

async function start(channel: Channel, query = "") {
  const res = await platform.app.inject({ method: "GET", url: `/api/user/oauth/${channel}/start?${query}` });
  expect(res.statusCode, res.body).toBe(302);
  const cookie = res.cookies.find((c) => c.name === `nt_oauth_${channel}`)!;
  expect(cookie).toBeTruthy();
  return { location: res.headers.location as string, cookie, cookieHeader: `${cookie.name}=${cookie.value}` };
}

function complete(channel: Channel, back: string, cookieHeader: string | null) {
  const url = new URL(back);
  const params = new URLSearchParams();
  for (const key of ["code", "state", "error"]) {
    const value = url.searchParams.get(key);
    if (value !== null) params.set(key, value);
  }
  return platform.app.inject({
    method: "GET",
    url: `/api/user/oauth/${channel}/complete?${params.toString()}`,
    headers: { "user-agent": "vitest", ...(cookieHeader ? { cookie: cookieHeader } : {}) },
  });
}

async function signInWith(channel: Channel, account: TestAccount, query = "") {
  const started = await start(channel, query);
  const back = await doubles()[channel].approve(started.location, account);
  const res = await complete(channel, back, started.cookieHeader);
  return { res, back, started };
}

function signUpWith(record: string, userName: string, userEmail?: string) {
  return platform.app.inject({
    method: "POST",
    url: "/api/user/signUp",
    headers: { origin: TEST_ORIGIN, "user-agent": "vitest" },
    payload: { userEmail: userEmail ?? "", userName, agreeTerms: true, agreeAge: true, oauthSignup: record },
  });
}

describe("providers and the start of a flow", () => {
  it("lists the configured providers and the desktop-client sign-in", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/user/oauth/providers" });
    expect(res.json()).toMatchObject({ code: "20000", data: { providers: ["G", "K", "P"], officeClient: true } });
  });

  it("redirects to the provider with code flow, PKCE S256, state, nonce and the product pages return page", async () => {
    const { location, cookie } = await start("G", "popup=1&redirect=/upload");
    const url = new URL(location);
    expect(url.origin + url.pathname).toBe(`${google.url}/authorize`);
    const q = url.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe("google-client");
    expect(q.get("redirect_uri")).toBe("http://localhost:3000/oauth?sns_type=G");
    expect(q.get("scope")).toBe("openid email profile");
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("state")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(q.get("nonce")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(q.get("prompt")).toBe("select_account");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 600 });
    // The state, verifier and nonce are sealed: none of them is readable in the cookie.
    expect(cookie.value).not.toContain(q.get("state"));
  });

  it("uses each provider's return page: Polaris /oauth?sns_type=PO, Kakao the popup callback or /kakao-ssr", async () => {
    expect(new URL((await start("P")).location).searchParams.get("redirect_uri")).toBe("http://localhost:3000/oauth?sns_type=PO");
    expect(new URL((await start("K", "popup=1")).location).searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/v1/auth/callback/kakao",
    );
    const mobile = new URL((await start("K", "mobile=1")).location);
    expect(mobile.searchParams.get("redirect_uri")).toBe("http://localhost:3000/kakao-ssr");
    // Plain OAuth 2.0 (no issuer): no nonce, Kakao's scopes.
    expect(mobile.searchParams.get("nonce")).toBeNull();
    expect(mobile.searchParams.get("scope")).toBe("account_email profile_nickname");
  });

  it("answers a clear 400 for an unknown provider", async () => {
    const res = await platform.app.inject({ method: "GET", url: "/api/user/oauth/X/start" });
    expect(res.statusCode).toBe(400);
  });
});

describe("new member (unregistered e-mail) → temporary record → /sign", () => {
  it("Google: code exchanged with the PKCE verifier, record issued, sign-up completes without a password", async () => {
    const who = fresh("Jane Kim");
    const { res, started } = await signInWith("G", { email: who.email, name: "Jane Kim", sub: who.sub });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ kind: "signup", channel: "G", to: "/sign", mobile: false });
    expect(result.signup).toMatchObject({ email: who.email, name: "Jane Kim", nickname: "JaneKim", channel: "G" });
    expect(Date.parse(result.signup.expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(result.signup.record).not.toContain(who.email);
    expect(sessionCookieFrom(res.headers["set-cookie"])).toBeNull();
    // The state cookie is removed once used.
    expect(res.cookies.find((c) => c.name === "nt_oauth_G")?.value).toBe("");

    // PKCE: the verifier sent to the token endpoint hashes to the challenge of the authorization request.
    const tokenRequest = google.tokenRequests.at(-1)!;
    const challenge = new URL(started.location).searchParams.get("code_challenge");
    expect(crypto.createHash("sha256").update(tokenRequest.code_verifier!).digest("base64url")).toBe(challenge);
    expect(tokenRequest).toMatchObject({
      grant_type: "authorization_code",
      client_id: "google-client",
      client_secret: "google-secret",
      redirect_uri: "http://localhost:3000/oauth?sns_type=G",
    });

    const signUp = await signUpWith(result.signup.record, "제인", who.email);
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(signUp.json().data.userId).toMatch(/^[0-9a-z]{12}$/);
    const token = sessionCookieFrom(signUp.headers["set-cookie"]);
    expect(token).toBeTruthy();
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, who.email));
    expect(row).toMatchObject({ joinChannel: "G", emailCertYn: "Y", passwordHash: null, userName: "제인" });
    expect(row!.termsAgreedAt).not.toBeNull();
    const links = await platform.handle.db.select().from(userIdentities).where(eq(userIdentities.userNo, row!.userNo));
    expect(links).toMatchObject([{ channel: "G", subject: who.sub, email: who.email }]);
    const me = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", headers: { cookie: `nt_session=${token}` } });
    expect(me.json().data).toMatchObject({ joinChannel: "G", emailCertYn: "Y", userName: "제인" });

    // The same Google account now signs straight in.
    const again = await signInWith("G", { email: who.email, name: "Jane Kim", sub: who.sub });
    expect(again.res.json().data).toMatchObject({ kind: "signedIn", to: "/", userName: "제인" });
  });

  it("Kakao on a phone: /m/sign, Kakao's profile read from v2/user/me", async () => {
    const who = fresh();
    const { res } = await signInWith("K", { email: who.email, name: "카카오친구", sub: who.sub }, "mobile=1");
    expect(res.json().data).toMatchObject({
      kind: "signup",
      channel: "K",
      mobile: true,
      to: "/m/sign",
      signup: { email: who.email, name: "카카오친구", nickname: "카카오친구", mobile: true },
    });
    const signUp = await signUpWith(res.json().data.signup.record, `카${seq}${Date.now() % 1000}`);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, who.email));
    expect(row).toMatchObject({ joinChannel: "K", emailCertYn: "Y" });
  });

  it("Polaris: the record carries channel P", async () => {
    const who = fresh();
    const { res } = await signInWith("P", { email: who.email, name: "Office User", sub: `po-${who.sub}` });
    expect(res.json().data).toMatchObject({ kind: "signup", channel: "P", to: "/sign" });
    const signUp = await signUpWith(res.json().data.signup.record, `오피스${seq}`);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, who.email));
    expect(row!.joinChannel).toBe("P");
  });

  it("the nickname is checked by the core rule and must be free", async () => {
    const who = fresh();
    const { res } = await signInWith("G", { email: who.email, name: "x", sub: who.sub });
    const { record, nickname } = res.json().data.signup;
    expect(nickname).toBe("");
    const brand = await signUpWith(record, "나눔터짱");
    expect(brand.statusCode).toBe(400);
    expect(brand.json().errorMsg).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    const taken = await makeUser(platform.handle.db);
    const clash = await signUpWith(record, taken.userName);
    expect(clash.statusCode).toBe(409);
    const noTerms = await platform.app.inject({
      method: "POST",
      url: "/api/user/signUp",
      headers: { origin: TEST_ORIGIN },
      payload: { userEmail: who.email, userName: `약관${seq}`, agreeTerms: false, oauthSignup: record },
    });
    expect(noTerms.statusCode).toBe(400);
  });
});

describe("the temporary record is authenticated and expires", () => {
  it("an expired record is refused", async () => {
    const who = fresh();
    const record = sealSignupRecord(platform.ctx, {
      email: who.email,
      name: "만료",
      channel: "G",
      subject: who.sub,
      mobile: false,
      exp: Date.now() - 1000,
    });
    const res = await signUpWith(record, `만료${seq}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorId: "OAUTH_SIGNUP_EXPIRED", errorMsg: SOCIAL_MSG.signupExpired.ko });
    expect(await platform.handle.db.select().from(users).where(eq(users.userEmail, who.email))).toHaveLength(0);
  });

  it("a changed or foreign record is refused, and so is another e-mail in the form", async () => {
    const who = fresh();
    const { res } = await signInWith("G", { email: who.email, name: "변조", sub: who.sub });
    const record: string = res.json().data.signup.record;
    const raw = Buffer.from(record, "base64url");
    raw[raw.length - 3] = raw[raw.length - 3]! ^ 0x20;
    const tampered = await signUpWith(raw.toString("base64url"), `변조${seq}`);
    expect(tampered.json()).toMatchObject({ errorId: "OAUTH_SIGNUP_INVALID", errorMsg: SOCIAL_MSG.signupInvalid.ko });
    const garbage = await signUpWith("abc", `변조${seq}`);
    expect(garbage.statusCode).toBe(400);
    const otherMail = await signUpWith(record, `변조${seq}`, "someone-else@example.test");
    expect(otherMail.json().errorId).toBe("OAUTH_SIGNUP_EMAIL_MISMATCH");
  });

  it("an e-mail taken meanwhile is refused with the owning account type", async () => {
    const who = fresh();
    const { res } = await signInWith("G", { email: who.email, name: "늦음", sub: who.sub });
    await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "A" });
    const late = await signUpWith(res.json().data.signup.record, `늦음${seq}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMsg).toBe("나눔터 계정으로 가입된 이메일 입니다.");
  });
});

describe("returning member (same channel) → session", () => {
  it("matches by e-mail the first time, links the account, and goes to the saved redirect in the right face", async () => {
    const who = fresh();
    const member = await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "K" });
    const { res } = await signInWith("K", { email: who.email, name: "카톡", sub: who.sub }, "mobile=1&redirect=/upload?pouid=7");
    expect(res.json().data).toMatchObject({ kind: "signedIn", channel: "K", to: "/m/upload?pouid=7", userName: member.userName });
    const token = sessionCookieFrom(res.headers["set-cookie"]);
    const me = await platform.app.inject({ method: "GET", url: "/api/user/getUserInfo", headers: { cookie: `nt_session=${token}` } });
    expect(me.json().data.userId).toBe(member.userId);
    const links = await platform.handle.db.select().from(userIdentities).where(eq(userIdentities.userNo, member.userNo));
    expect(links).toMatchObject([{ channel: "K", subject: who.sub }]);
  });

  it("matches by linked account even when the e-mail at the provider changed", async () => {
    const who = fresh();
    const member = await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "G" });
    await signInWith("G", { email: who.email, name: "a", sub: who.sub });
    const { res } = await signInWith("G", { email: `changed-${who.email}`, name: "a", sub: who.sub }, "redirect=//evil.example/x");
    expect(res.json().data).toMatchObject({ kind: "signedIn", to: "/", userName: member.userName });
  });
});

describe("registered with another channel → message → /login", () => {
  it.each([
    ["A", "나눔터 계정으로 가입된 이메일 입니다."],
    ["K", "Kakao 계정으로 가입된 이메일 입니다."],
    ["P", "Polaris 계정으로 가입된 이메일 입니다."],
  ] as const)("an e-mail of channel %s signing in with Google", async (joinChannel, message) => {
    const who = fresh();
    await makeUser(platform.handle.db, { userEmail: who.email, joinChannel });
    const { res } = await signInWith("G", { email: who.email, name: "x", sub: who.sub }, "mobile=1");
    expect(res.json().data).toMatchObject({ kind: "otherChannel", message, to: "/m/login" });
    expect(sessionCookieFrom(res.headers["set-cookie"])).toBeNull();
  });

  it("the same check as GET /api/user/checkSignUp", async () => {
    const who = fresh();
    await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "G" });
    const res = await platform.app.inject({ method: "GET", url: `/api/user/checkSignUp?userEmail=${who.email}&joinChannel=K` });
    expect(res.json()).toMatchObject({ errorMsg: "Google 계정으로 가입된 이메일 입니다.", details: { sameChannel: false } });
    const { res: social } = await signInWith("K", { email: who.email, name: "x", sub: who.sub });
    expect(social.json().data.message).toBe(res.json().errorMsg);
  });
});

describe("what is refused", () => {
  it("a state that does not match this browser's, or no state cookie: nothing is sent to the provider", async () => {
    const started = await start("G");
    const back = await google.approve(started.location, { email: fresh().email, name: "x" });
    const before = google.tokenRequests.length;
    const forged = new URL(back);
    forged.searchParams.set("state", "A".repeat(32));
    const mismatch = await complete("G", forged.toString(), started.cookieHeader);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ errorId: "OAUTH_STATE_INVALID", errorMsg: SOCIAL_MSG.stateInvalid.ko });
    const noCookie = await complete("G", back, null);
    expect(noCookie.json().errorId).toBe("OAUTH_STATE_INVALID");
    // Another browser's cookie for the same channel does not fit either.
    const other = await start("G");
    const wrongBrowser = await complete("G", back, other.cookieHeader);
    expect(wrongBrowser.json().errorId).toBe("OAUTH_STATE_INVALID");
    expect(google.tokenRequests.length).toBe(before);
  });

  it("a replayed code is refused", async () => {
    const who = fresh();
    await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "P" });
    const { res, back, started } = await signInWith("P", { email: who.email, name: "x", sub: who.sub });
    expect(res.json().data.kind).toBe("signedIn");
    const replay = await complete("P", back, started.cookieHeader);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorId: "OAUTH_CODE_REFUSED", errorMsg: SOCIAL_MSG.providerRefused.ko });
    expect(sessionCookieFrom(replay.headers["set-cookie"])).toBeNull();
  });

  it.each([
    ["nonce", (p: Record<string, unknown>) => void (p.nonce = "someone-elses-nonce")],
    ["audience", (p: Record<string, unknown>) => void (p.aud = "another-client")],
    ["issuer", (p: Record<string, unknown>) => void (p.iss = "https://issuer.invalid")],
    ["expiry", (p: Record<string, unknown>) => void (p.exp = Math.floor(Date.now() / 1000) - 3600)],
  ])("an ID token with a wrong %s is refused", async (_what, change) => {
    const started = await start("G");
    const back = await google.approve(started.location, { email: fresh().email, name: "x" });
    google.tamperNextIdToken(change);
    const res = await complete("G", back, started.cookieHeader);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorId).toBe("OAUTH_ID_TOKEN_INVALID");
  });

  it("a cancelled sign-in, a missing e-mail and an unverified e-mail each say so", async () => {
    const started = await start("G");
    const cancelled = await complete(
      "G",
      `http://localhost:3000/oauth?sns_type=G&error=access_denied&state=${new URL(started.location).searchParams.get("state")}`,
      started.cookieHeader,
    );
    expect(cancelled.json().errorMsg).toBe(SOCIAL_MSG.cancelled.ko);
    const noEmail = await signInWith("K", { email: null, name: "동의안함" });
    expect(noEmail.res.json()).toMatchObject({ errorId: "OAUTH_EMAIL_MISSING", errorMsg: SOCIAL_MSG.emailMissing.ko });
    const unverified = await signInWith("G", { email: fresh().email, name: "x", emailVerified: false });
    expect(unverified.res.statusCode).toBe(403);
    expect(unverified.res.json().errorMsg).toBe(SOCIAL_MSG.emailUnverified.ko);
  });

  it("a deleted member's provider account can make a new membership", async () => {
    const who = fresh();
    const old = await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "G" });
    await signInWith("G", { email: who.email, name: "x", sub: who.sub });
    await platform.handle.db.update(users).set({ deleteYn: "Y" }).where(eq(users.userNo, old.userNo));
    const { res } = await signInWith("G", { email: who.email, name: "다시", sub: who.sub });
    expect(res.json().data.kind).toBe("signup");
    const signUp = await signUpWith(res.json().data.signup.record, `다시${seq}`);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [link] = await platform.handle.db.select().from(userIdentities).where(eq(userIdentities.subject, who.sub));
    expect(link!.userNo).not.toBe(old.userNo);
  });
});

describe("GET /api/user/kakao/authenticate (JSON variant of the Kakao return)", () => {
  it("exchanges Kakao's code with this browser's state", async () => {
    const who = fresh();
    await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "K" });
    const started = await start("K", "popup=1");
    const back = new URL(await kakao.approve(started.location, { email: who.email, name: "x", sub: who.sub }));
    expect(back.pathname).toBe("/v1/auth/callback/kakao");
    const res = await platform.app.inject({
      method: "GET",
      url: `/api/user/kakao/authenticate?code=${back.searchParams.get("code")}&state=${back.searchParams.get("state")}`,
      headers: { cookie: started.cookieHeader },
    });
    expect(res.json()).toMatchObject({ code: "20000", data: { kind: "signedIn", popup: true } });
    expect(sessionCookieFrom(res.headers["set-cookie"])).toBeTruthy();
    const without = await platform.app.inject({ method: "GET", url: `/api/user/kakao/authenticate?code=${back.searchParams.get("code")}` });
    expect(without.statusCode).toBe(400);
  });
});

describe("office-suite desktop client (POST /api/user/polaris/client)", () => {
  const post = (payload: object) =>
    platform.app.inject({ method: "POST", url: "/api/user/polaris/client", headers: { origin: TEST_ORIGIN }, payload });

  it("a new office user gets a Polaris sign-up record; a member of channel P is signed in", async () => {
    const who = fresh();
    office.addSession({ token: `tok-${who.sub}`, userId: `uid-${who.sub}`, email: who.email, name: "오피스 사용자" });
    const first = await post({ token: `tok-${who.sub}`, userId: `uid-${who.sub}`, type: "windows" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      kind: "signup",
      channel: "P",
      to: "/sign",
      signup: { email: who.email, nickname: "오피스사용자" },
    });
    const tokenCall = office.requests.find((r) => r.path === "/api/token" && r.query.get("token") === `tok-${who.sub}`)!;
    expect(Object.fromEntries(tokenCall.query)).toMatchObject({
      userId: `uid-${who.sub}`,
      type: "windows",
      redirectUrl: "http://localhost:3000/",
    });
    const userinfoCall = office.requests.filter((r) => r.path === "/api/userinfo").at(-1)!;
    expect(userinfoCall.query.get("tokenType")).toBe("Bearer");
    expect(userinfoCall.query.get("redirectUrl")).toBe("http://localhost:3000/");

    const signUp = await signUpWith(first.json().data.signup.record, `오피${seq}`);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const again = await post({ token: `tok-${who.sub}`, userId: `uid-${who.sub}`, type: "windows" });
    expect(again.json().data).toMatchObject({ kind: "signedIn", to: "/" });
    expect(sessionCookieFrom(again.headers["set-cookie"])).toBeTruthy();
  });

  it("resultCode ≠ 0 is refused with a short detail", async () => {
    const res = await post({ token: "not-signed-in", userId: "nobody", type: "windows" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      errorId: "OFFICE_TOKEN_REFUSED",
      errorMsg: "Polaris Office 로그인 정보가 확인되지 않았습니다. (코드 1001)",
    });
  });

  it("a network failure is a 502 with the detail", async () => {
    const res = await post({ token: OFFICE_NETWORK_FAILURE_TOKEN, userId: "x", type: "windows" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ errorId: "OFFICE_UNREACHABLE", errorMsg: "Polaris Office 서버에 연결하지 못했습니다." });
  });

  it("an office e-mail owned by another channel says which", async () => {
    const who = fresh();
    await makeUser(platform.handle.db, { userEmail: who.email, joinChannel: "G" });
    office.addSession({ token: `t2-${who.sub}`, userId: `u2-${who.sub}`, email: who.email, name: "x" });
    const res = await post({ token: `t2-${who.sub}`, userId: `u2-${who.sub}` });
    expect(res.json().data).toMatchObject({ kind: "otherChannel", message: "Google 계정으로 가입된 이메일 입니다.", to: "/login" });
  });

  it("refuses a body without the login info", async () => {
    expect((await post({ type: "windows" })).statusCode).toBe(400);
  });
});

describe("POST /api/board/encrypt and /api/board/decrypt", () => {
  const form = (url: string, body: string, headers: Record<string, string> = {}) =>
    platform.app.inject({
      method: "POST",
      url,
      headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: body,
    });

  it("encrypts for members and decrypts for anyone, with form data (url-encoded and multipart)", async () => {
    const member = await makeUser(platform.handle.db);
    const session = await signedIn(platform.handle.db, member.userNo);
    const plain = "게시물 1234 / share?x=1&y=2";
    const enc = await form("/api/board/encrypt", `plainText=${encodeURIComponent(plain)}`, session.headers);
    expect(enc.statusCode, enc.body).toBe(200);
    expect(enc.json()).toMatchObject({ code: 0, errorMsg: null });
    const cipher: string = enc.json().data;
    expect(cipher).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cipher).not.toContain("1234");

    const boundary = "----nt";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="encryptText"\r\n\r\n${cipher}\r\n--${boundary}--\r\n`;
    const dec = await platform.app.inject({
      method: "POST",
      url: "/api/board/decrypt",
      headers: { origin: TEST_ORIGIN, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(dec.json()).toEqual({ code: 0, data: plain, errorMsg: null });
    // JSON works too.
    const json = await platform.app.inject({
      method: "POST",
      url: "/api/board/decrypt",
      headers: { origin: TEST_ORIGIN },
      payload: { encryptText: cipher },
    });
    expect(json.json().data).toBe(plain);
  });

  it("refuses changed or foreign ciphertext with empty data and no detail", async () => {
    const member = await makeUser(platform.handle.db);
    const session = await signedIn(platform.handle.db, member.userNo);
    const cipher: string = (await form("/api/board/encrypt", "plainText=secret", session.headers)).json().data;
    const raw = Buffer.from(cipher, "base64url");
    raw[20] = raw[20]! ^ 1;
    const foreign = sealSignupRecord(platform.ctx, {
      email: "a@b.co",
      name: "",
      channel: "G",
      subject: "1",
      mobile: false,
      exp: Date.now() + 60_000,
    });
    for (const bad of [raw.toString("base64url"), foreign, "", "%%%"]) {
      const res = await form("/api/board/decrypt", `encryptText=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: "", errorMsg: "복호화할 수 없는 값입니다.", errorId: "DECRYPT_FAILED" });
    }
  });

  it("encrypt: visitors and deleted members are refused; unverified and verified members may; text is limited", async () => {
    expect((await form("/api/board/encrypt", "plainText=x")).statusCode).toBe(401);
    const deleted = await makeUser(platform.handle.db, { deleteYn: "Y" });
    expect((await form("/api/board/encrypt", "plainText=x", (await signedIn(platform.handle.db, deleted.userNo)).headers)).statusCode).toBe(
      401,
    );
    const unverified = await makeUser(platform.handle.db, { emailCertYn: "N" });
    const session = await signedIn(platform.handle.db, unverified.userNo);
    expect((await form("/api/board/encrypt", "plainText=x", session.headers)).json().code).toBe(0);
    const long = await form("/api/board/encrypt", `plainText=${"가".repeat(2001)}`, session.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().data).toBe("");
    const empty = await form("/api/board/encrypt", "plainText=", session.headers);
    expect(empty.statusCode).toBe(400);
  });
});

describe("a site without providers, or with an unreachable one", () => {
  let bare: TestPlatform;
  beforeAll(async () => {
    bare = await createTestPlatform({ env: { GOOGLE_CLIENT_ID: "g", GOOGLE_ISSUER: "http://127.0.0.1:9", OAUTH_TIMEOUT_MS: "2000" } });
  });
  afterAll(async () => {
    await bare?.dispose();
  });

  it("lists only what is configured; the others answer 404", async () => {
    const list = await bare.app.inject({ method: "GET", url: "/api/user/oauth/providers" });
    expect(list.json().data).toEqual({ providers: ["G"], officeClient: false });
    for (const url of ["/api/user/oauth/K/start", "/api/user/oauth/P/complete?code=x&state=y", "/api/user/kakao/authenticate?code=x"]) {
      const res = await bare.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorMsg).toBe(SOCIAL_MSG.notConfigured.ko);
    }
    const office = await bare.app.inject({
      method: "POST",
      url: "/api/user/polaris/client",
      headers: { origin: TEST_ORIGIN },
      payload: { token: "t", userId: "u" },
    });
    expect(office.statusCode).toBe(404);
  });

  it("an unreachable provider sends the browser back to the return page, which says so", async () => {
    const res = await bare.app.inject({ method: "GET", url: "/api/user/oauth/G/start?popup=1" });
    expect(res.statusCode).toBe(302);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/oauth\?sns_type=G&error=temporarily_unavailable&state=/);
    const cookie = res.cookies.find((c) => c.name === "nt_oauth_G")!;
    const state = new URL(location, "http://x").searchParams.get("state");
    const done = await bare.app.inject({
      method: "GET",
      url: `/api/user/oauth/G/complete?error=temporarily_unavailable&state=${state}`,
      headers: { cookie: `nt_oauth_G=${cookie.value}` },
    });
    expect(done.statusCode).toBe(502);
    expect(done.json().errorMsg).toBe(SOCIAL_MSG.providerUnreachable.ko);
  });
});
