// Linking and unlinking sign-in methods and World ID (docs/product/accounts.md §9, §10), through
// the real server against real OpenID Connect providers on loopback: a signed-in member links a
// provider with POST /api/user/addUserConnect (the code flow in link mode), the link signs the
// member in afterwards, a provider account belongs to one member, World ID marks one person's one
// account and raises the daily reading cap, and no member is ever left without a way to sign in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackPath } from "../../core/social";
import { VIEW_TICKETS_DAILY_CAP_WORLD_ID } from "../../core/curation";
import { VIEW_TICKETS_MIN } from "../../core/trust";
import { userIdentities } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/passwords";
import { sessionCookieFrom, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { providerEnv, startProviderDouble, type ProviderDouble, type TestAccount } from "../support/social-providers";

let platform: TestPlatform;
let roles: Roles;
let google: ProviderDouble;
let kakao: ProviderDouble;
let world: ProviderDouble;

beforeAll(async () => {
  google = await startProviderDouble({ title: "Google", shape: "oidc", clientId: "google-client", clientSecret: "google-secret" });
  kakao = await startProviderDouble({ title: "Kakao", shape: "kakao", clientId: "kakao-rest-key", clientSecret: "kakao-secret" });
  world = await startProviderDouble({ title: "World ID", shape: "worldid", clientId: "app_test", clientSecret: "world-secret" });
  platform = await createTestPlatform({
    env: {
      ...providerEnv("GOOGLE", google, "issuer"),
      ...providerEnv("KAKAO", kakao, "endpoints"),
      ...providerEnv("WORLD_ID", world, "issuer"),
    },
  });
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => {
  await platform?.dispose();
  await Promise.all([google?.close(), kakao?.close(), world?.close()]);
});

type Channel = "G" | "K" | "W";
const doubles = () => ({ G: google, K: kakao, W: world });
let seq = 0;
const runId = Date.now();
const person = (): TestAccount => ({ email: `link-${runId}-${++seq}@example.test`, name: `연결${seq}`, sub: String(runId * 1000 + seq) });
const nullifier = () => `0x${(runId * 1000 + ++seq).toString(16).padStart(64, "0")}`;

async function passwordMember() {
  const row = await makeUser(platform.handle.db, { passwordHash: await hashPassword("links2024!pw") });
  return { row, session: await signedIn(platform.handle.db, row.userNo) };
}

async function socialMember(channel: "G" | "K", account: TestAccount) {
  const row = await makeUser(platform.handle.db, { joinChannel: channel, userEmail: account.email! });
  await platform.handle.db.insert(userIdentities).values({ userNo: row.userNo, channel, subject: account.sub!, email: account.email! });
  return { row, session: await signedIn(platform.handle.db, row.userNo) };
}

/** The whole link flow as a browser runs it: addUserConnect, the provider, our return. */
async function link(headers: Record<string, string>, channel: Channel, account: TestAccount) {
  const started = await platform.app.inject({ method: "POST", url: "/api/user/addUserConnect", headers, payload: { snsType: channel } });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = started.cookies.find((c) => c.name === `nt_oauth_${channel}`)!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const location = started.json().data.location as string;
  const authorize = new URL(location);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`http://localhost:3000${callbackPath(channel, false)}`);
  const back = new URL(await doubles()[channel].approve(location, account));
  const params = new URLSearchParams({ code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" });
  return platform.app.inject({
    method: "GET",
    url: `/api/user/oauth/${channel}/complete?${params.toString()}`,
    headers: { "user-agent": "vitest", cookie: `${cookie.name}=${cookie.value}` },
  });
}

/** A plain sign-in with the provider (no member signed in). */
async function signInWith(channel: Channel, account: TestAccount) {
  const started = await platform.app.inject({ method: "GET", url: `/api/user/oauth/${channel}/start` });
  expect(started.statusCode).toBe(302);
  const cookie = started.cookies.find((c) => c.name === `nt_oauth_${channel}`)!;
  const back = new URL(await doubles()[channel].approve(started.headers.location as string, account));
  const params = new URLSearchParams({ code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" });
  return platform.app.inject({
    method: "GET",
    url: `/api/user/oauth/${channel}/complete?${params.toString()}`,
    headers: { "user-agent": "vitest", cookie: `${cookie.name}=${cookie.value}` },
  });
}

const connections = async (headers: Record<string, string>) => {
  const res = await platform.app.inject({ method: "GET", url: "/api/user/userConnect", headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const unlink = (headers: Record<string, string>, snsType: Channel) =>
  platform.app.inject({ method: "POST", url: "/api/user/deleteUserConnect", headers, payload: { snsType } });

describe("authorization", () => {
  const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
  it("GET userConnect: members only, each their own", async () => {
    const got: Record<string, number> = {};
    for (const role of ROLES)
      got[role] = (await platform.app.inject({ method: "GET", url: "/api/user/userConnect", headers: roles.headers[role] })).statusCode;
    expect(got).toEqual({ visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 });
  });
  it("POST addUserConnect: members only", async () => {
    const got: Record<string, number> = {};
    for (const role of ROLES)
      got[role] = (
        await platform.app.inject({
          method: "POST",
          url: "/api/user/addUserConnect",
          headers: roles.headers[role],
          payload: { snsType: "G" },
        })
      ).statusCode;
    expect(got).toEqual({ visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401 });
  });
  it("POST deleteUserConnect: members only, and never another member's link", async () => {
    await link(roles.headers.verified, "K", person());
    const got: Record<string, number> = {};
    for (const role of ["visitor", "unverified", "other", "deleted"] as const)
      got[role] = (await unlink(roles.headers[role], "K")).statusCode;
    expect(got).toEqual({ visitor: 401, unverified: 404, other: 404, deleted: 401 });
    expect((await connections(roles.headers.verified)).methods.map((m: { snsType: string }) => m.snsType)).toEqual(["K"]);
    expect((await unlink(roles.headers.verified, "K")).statusCode).toBe(200);
  });
});

describe("linking a provider", () => {
  it("links Google to an e-mail member, who then signs in with Google", async () => {
    const { row, session } = await passwordMember();
    const account = { ...person(), email: `other-address-${seq}@example.test` };
    const res = await link(session.headers, "G", account);
    expect(res.json()).toMatchObject({
      code: "20000",
      data: { kind: "linked", channel: "G", to: "/mypage/account", message: "Google 계정이 연결되었습니다." },
    });
    expect(sessionCookieFrom(res.headers["set-cookie"])).toBeNull();
    const list = await connections(session.headers);
    expect(list).toMatchObject({ hasPassword: true, joinChannel: "A", available: ["G", "K", "W"], worldId: null });
    expect(list.methods).toEqual([expect.objectContaining({ snsType: "G", email: account.email, joinMethod: false })]);

    const signIn = await signInWith("G", account);
    expect(signIn.json().data).toMatchObject({ kind: "signedIn", userName: row.userName });
    expect(sessionCookieFrom(signIn.headers["set-cookie"])).toBeTruthy();
  });

  it("refuses a provider account already linked to another member", async () => {
    const account = person();
    const first = await passwordMember();
    const second = await passwordMember();
    expect((await link(first.session.headers, "K", account)).json().data.kind).toBe("linked");
    const res = await link(second.session.headers, "K", account);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("이미 다른 회원의 계정에 연결된 Kakao 계정입니다.");
    expect((await connections(second.session.headers)).methods).toEqual([]);
  });

  it("refuses a second account of the same provider", async () => {
    const { session } = await passwordMember();
    await link(session.headers, "G", person());
    const res = await link(session.headers, "G", person());
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("이미 다른 Google 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.");
  });

  it("a link flow is bound to this browser's state: another browser's return is refused", async () => {
    const { session } = await passwordMember();
    const started = await platform.app.inject({
      method: "POST",
      url: "/api/user/addUserConnect",
      headers: session.headers,
      payload: { snsType: "G" },
    });
    const back = new URL(await google.approve(started.json().data.location, person()));
    const res = await platform.app.inject({
      method: "GET",
      url: `/api/user/oauth/G/complete?code=${back.searchParams.get("code")}&state=${back.searchParams.get("state")}`,
    });
    expect(res.statusCode).toBe(400);
    expect((await connections(session.headers)).methods).toEqual([]);
  });
});

describe("World ID", () => {
  it("marks the member, with the level, on the profile and in the reading cap", async () => {
    const { row, session } = await passwordMember();
    const before = await platform.app.inject({ method: "GET", url: "/api/curation/ticket", headers: session.headers });
    // A new member the community has not vouched for yet reads for the smallest cap (decision 0179) …
    expect(before.json().data.dailyCap).toBe(VIEW_TICKETS_MIN);

    const res = await link(session.headers, "W", { email: null, name: "", sub: nullifier(), level: "orb" });
    expect(res.json().data).toMatchObject({ kind: "linked", channel: "W", to: "/world-id", message: "World ID 인증이 완료되었습니다." });
    const list = await connections(session.headers);
    expect(list.worldId).toMatchObject({ level: "orb" });
    expect(list.methods).toEqual([expect.objectContaining({ snsType: "W", email: null, level: "orb" })]);

    const profile = await platform.app.inject({ method: "GET", url: `/api/user/myPage/${row.userId}` });
    expect(profile.json().data.worldIdVerified).toBe(true);
    const after = await platform.app.inject({ method: "GET", url: "/api/curation/ticket", headers: session.headers });
    // … a person proved by World ID for the whole, higher cap at once.
    expect(after.json().data.dailyCap).toBe(VIEW_TICKETS_DAILY_CAP_WORLD_ID);
  });

  it("one person, one account: the same nullifier cannot verify a second account", async () => {
    const sub = nullifier();
    const first = await passwordMember();
    const second = await passwordMember();
    expect((await link(first.session.headers, "W", { email: null, name: "", sub, level: "device" })).statusCode).toBe(200);
    const res = await link(second.session.headers, "W", { email: null, name: "", sub, level: "device" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorId: "WORLD_ID_TAKEN",
      errorMsg: "이미 다른 계정에서 인증에 사용된 World ID입니다. World ID 하나로는 한 계정만 인증할 수 있습니다.",
    });
    expect((await connections(second.session.headers)).worldId).toBeNull();
    const profile = await platform.app.inject({ method: "GET", url: `/api/user/myPage/${second.row.userId}` });
    expect(profile.json().data.worldIdVerified).toBe(false);
  });

  it("a level-less ID token still verifies; the nullifier freed by a member who left verifies again", async () => {
    const sub = nullifier();
    const leaver = await passwordMember();
    await link(leaver.session.headers, "W", { email: null, name: "", sub });
    expect((await connections(leaver.session.headers)).worldId).toMatchObject({ level: null });
    const left = await platform.app.inject({
      method: "DELETE",
      url: "/api/user/deleteAccountNoReason",
      headers: leaver.session.headers,
      payload: { userPw: "links2024!pw", agree: true },
    });
    expect(left.statusCode, left.body).toBe(200);
    const next = await passwordMember();
    expect((await link(next.session.headers, "W", { email: null, name: "", sub })).json().data.kind).toBe("linked");
  });

  it("signs in the member who linked it, and nobody else", async () => {
    const sub = nullifier();
    const { row, session } = await passwordMember();
    await link(session.headers, "W", { email: null, name: "", sub, level: "orb" });
    const signIn = await signInWith("W", { email: null, name: "", sub });
    expect(signIn.json().data).toMatchObject({ kind: "signedIn", channel: "W", userName: row.userName });
    expect(sessionCookieFrom(signIn.headers["set-cookie"])).toBeTruthy();

    const stranger = await signInWith("W", { email: null, name: "", sub: nullifier() });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().errorMsg).toBe("World ID로 로그인하려면 먼저 다른 방법으로 로그인한 뒤 World ID 인증을 마쳐 주세요.");
  });
});

describe("unlinking never locks a member out", () => {
  it("a Google member without a password cannot unlink the only way in: the refusal says to set a password", async () => {
    const account = person();
    const { session } = await socialMember("G", account);
    const res = await unlink(session.headers, "G");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorId: "JOIN_METHOD",
      errorMsg:
        "가입할 때 사용한 Google 계정은 비밀번호를 설정한 뒤에 연결을 해제할 수 있어요. 계정 설정의 비밀번호 설정에서 메일을 받아 주세요.",
    });
    expect((await connections(session.headers)).methods).toHaveLength(1);
  });

  it("the last way in stays: a Polaris member (not offered here) cannot unlink Google without a password", async () => {
    const row = await makeUser(platform.handle.db, { joinChannel: "P" });
    const session = await signedIn(platform.handle.db, row.userNo);
    const polaris = person();
    await platform.handle.db
      .insert(userIdentities)
      .values({ userNo: row.userNo, channel: "P", subject: polaris.sub!, email: polaris.email! });
    await link(session.headers, "G", person());
    const res = await unlink(session.headers, "G");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorId: "LAST_SIGN_IN_METHOD",
      errorMsg: "로그인할 수 있는 다른 방법이 없어 연결을 해제할 수 없습니다. 다른 로그인 방법을 먼저 연결해 주세요.",
    });
  });

  it("with Kakao linked too, Kakao unlinks but the joining provider stays", async () => {
    const { session } = await socialMember("G", person());
    await link(session.headers, "K", person());
    const join = await unlink(session.headers, "G");
    expect(join.statusCode).toBe(409);
    expect(join.json().errorId).toBe("JOIN_METHOD");
    const res = await unlink(session.headers, "K");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.methods.map((m: { snsType: string }) => m.snsType)).toEqual(["G"]);
  });

  it("a password member unlinks every provider; World ID's mark goes with it", async () => {
    const { session } = await passwordMember();
    await link(session.headers, "W", { email: null, name: "", sub: nullifier(), level: "orb" });
    await link(session.headers, "G", person());
    expect((await unlink(session.headers, "G")).statusCode).toBe(200);
    const res = await unlink(session.headers, "W");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ methods: [], worldId: null, hasPassword: true });
    expect((await unlink(session.headers, "W")).statusCode).toBe(404);
  });

  it("two unlinks at once leave one method", async () => {
    const { row, session } = await socialMember("G", person());
    const extra = person();
    // A second Google-free method: Kakao, linked directly; the member joined with Google and has no password.
    await platform.handle.db.insert(userIdentities).values({ userNo: row.userNo, channel: "K", subject: extra.sub!, email: extra.email! });
    const results = await Promise.all([unlink(session.headers, "K"), unlink(session.headers, "G")]);
    const left = await connections(session.headers);
    expect(left.methods.length).toBeGreaterThanOrEqual(1);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
