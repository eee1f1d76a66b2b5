// Passkeys through the real API (docs/product/accounts.md, decision 0206): a member registers one
// with a software authenticator's real signatures, names and lists it, signs in with it (a new
// session, the last use kept), and cannot replay an answer, answer a stale or foreign challenge,
// sign in without user verification, or touch another member's passkeys.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeys, users } from "../../server/db/schema";
import { SESSION_COOKIE } from "../../server/modules/auth/plugin";
import { PASSKEY_LIMITS } from "../../server/modules/passkeys/service";
import { TEST_ORIGIN, sessionCookieFrom, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { softPasskey } from "../support/webauthn";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let owner: Who;
let ownerNo: number;
let ownerId: string;
let other: Who;

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who?.headers ?? {}), ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of seven routes and the options' nested JSON
  const body = res.json() as { code: string; errorId?: string; data: any; errorMsg?: string };
  return { status: res.statusCode, body, data: body.data, setCookie: res.headers["set-cookie"] };
}

async function register(who: Who, key = softPasskey(), name = "회사 노트북") {
  const asked = await call("POST", "/api/user/passkeys/options", who);
  expect(asked.status).toBe(200);
  const answer = key.register(asked.data.options, TEST_ORIGIN);
  return {
    key,
    asked,
    result: await call("POST", "/api/user/passkeys", who, { challengeId: asked.data.challengeId, name, response: answer }),
  };
}

async function signInWith(key: ReturnType<typeof softPasskey>, overrides?: { verified?: boolean; counter?: number }) {
  const asked = await call("POST", "/api/user/passkey/signIn/options", null);
  expect(asked.status).toBe(200);
  const response = key.signIn(asked.data.options, TEST_ORIGIN, overrides);
  return {
    response,
    challengeId: asked.data.challengeId,
    result: await call("POST", "/api/user/passkey/signIn", null, { challengeId: asked.data.challengeId, response }),
  };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  const user = await makeUser(db, { userName: "패스키회원" });
  ownerNo = user.userNo;
  ownerId = user.userId;
  owner = await signedIn(db, user.userNo);
  other = await signedIn(db, (await makeUser(db)).userNo);
});
afterAll(async () => platform?.dispose());

describe("passkeys", () => {
  let key: ReturnType<typeof softPasskey>;
  let passkeyId: number;

  it("registers a passkey made for this site: discoverable, verified, the member's public id as its handle", async () => {
    const { asked, result, key: made } = await register(owner);
    key = made;
    const options = asked.data.options;
    expect(options.rp).toEqual({ name: "나눔터", id: "localhost" });
    expect(Buffer.from(options.user.id, "base64url").toString()).toBe(ownerId);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ name: "회사 노트북", lastUsedAt: null });
    passkeyId = result.data.passkeyId;
    const list = await call("GET", "/api/user/passkeys", owner);
    expect(list.data.passkeys.map((p: { name: string }) => p.name)).toEqual(["회사 노트북"]);
    // Another member sees only their own (none).
    expect((await call("GET", "/api/user/passkeys", other)).data.passkeys).toEqual([]);
    // The same authenticator is excluded next time, and registering it again is refused.
    const again = await call("POST", "/api/user/passkeys/options", owner);
    expect(again.data.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([key.credentialId]);
    const twice = await call("POST", "/api/user/passkeys", owner, {
      challengeId: again.data.challengeId,
      name: "또",
      response: key.register(again.data.options, TEST_ORIGIN),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errorId).toBe("PASSKEY_EXISTS");
  });

  it("refuses a challenge answered twice, for another member, or for another site", async () => {
    const asked = await call("POST", "/api/user/passkeys/options", owner);
    const fresh = softPasskey();
    const answer = fresh.register(asked.data.options, TEST_ORIGIN);
    // Another member cannot answer this member's challenge.
    const foreign = await call("POST", "/api/user/passkeys", other, {
      challengeId: asked.data.challengeId,
      name: "남의 것",
      response: answer,
    });
    expect(foreign.body.errorId).toBe("PASSKEY_CHALLENGE_EXPIRED");
    // The challenge was taken by that attempt: the owner must ask again.
    const late = await call("POST", "/api/user/passkeys", owner, { challengeId: asked.data.challengeId, name: "늦음", response: answer });
    expect(late.body.errorId).toBe("PASSKEY_CHALLENGE_EXPIRED");
    // An answer made for another origin does not verify.
    const next = await call("POST", "/api/user/passkeys/options", owner);
    const phishing = await call("POST", "/api/user/passkeys", owner, {
      challengeId: next.data.challengeId,
      name: "피싱",
      response: softPasskey().register(next.data.options, "https://nanumteo.example.evil"),
    });
    expect(phishing.status).toBe(400);
    expect(phishing.body.errorId).toBe("PASSKEY_NOT_VERIFIED");
    expect(phishing.body.errorMsg).toBe("패스키를 확인하지 못했어요. 다시 시도해 주세요.");
    // A name of 1 to 30 characters.
    const named = await register(owner, softPasskey(), "가".repeat(31));
    expect(named.result.body.errorId).toBe("PASSKEY_NAME_INVALID");
  });

  it("signs in with the passkey: a new session cookie, the member's facts, the last use kept", async () => {
    const { result } = await signInWith(key);
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ emailCertYn: "Y", userName: "패스키회원", userId: ownerId, joinChannel: "A" });
    const cookie = sessionCookieFrom(result.setCookie);
    expect(cookie).toBeTruthy();
    const me = await call("GET", "/api/user/getUserBasicInfo", { headers: { cookie: `${SESSION_COOKIE}=${cookie}`, origin: TEST_ORIGIN } });
    expect(me.data.userId).toBe(ownerId);
    const [row] = await platform.handle.db.select().from(passkeys).where(eq(passkeys.passkeyId, passkeyId));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.counter).toBeGreaterThan(0);
  });

  it("refuses a replayed answer, a passkey without user verification, a counter that went back, an unknown passkey", async () => {
    const { response, challengeId } = await signInWith(key);
    const replay = await call("POST", "/api/user/passkey/signIn", null, { challengeId, response });
    expect(replay.status).toBe(400);
    expect(replay.body.errorId).toBe("PASSKEY_CHALLENGE_EXPIRED");

    // A challenge the server did not make (or made for a registration) is not one.
    const asked = await call("POST", "/api/user/passkey/signIn/options", null);
    const forged = Buffer.from(asked.data.challengeId, "base64url");
    forged[0] = forged[0]! ^ 1;
    const forgedId = forged.toString("base64url");
    const forgedAnswer = key.signIn({ ...asked.data.options, challenge: forgedId }, TEST_ORIGIN);
    const refused = await call("POST", "/api/user/passkey/signIn", null, { challengeId: forgedId, response: forgedAnswer });
    expect(refused.body.errorId).toBe("PASSKEY_CHALLENGE_EXPIRED");

    const unverified = await signInWith(key, { verified: false });
    expect(unverified.result.status).toBe(401);
    expect(unverified.result.body.errorId).toBe("PASSKEY_NOT_VERIFIED");

    const cloned = await signInWith(key, { counter: 1 });
    expect(cloned.result.body.errorId).toBe("PASSKEY_NOT_VERIFIED");

    const stranger = softPasskey();
    stranger.register((await call("POST", "/api/user/passkeys/options", other)).data.options, TEST_ORIGIN);
    const unknown = await signInWith(stranger);
    expect(unknown.result.status).toBe(401);
    expect(unknown.result.body.errorId).toBe("PASSKEY_UNKNOWN");
    expect(unknown.result.body.errorMsg).toContain("등록되지 않은 패스키예요.");
  });

  it("renames and removes only the member's own; a member who left cannot sign in with theirs", async () => {
    expect((await call("PUT", `/api/user/passkeys/${passkeyId}`, other, { name: "가로채기" })).status).toBe(404);
    expect((await call("DELETE", `/api/user/passkeys/${passkeyId}`, other)).status).toBe(404);
    const renamed = await call("PUT", `/api/user/passkeys/${passkeyId}`, owner, { name: " 집  데스크톱 " });
    expect(renamed.data.name).toBe("집 데스크톱");

    // Unnamed, a passkey is called after the browser and system it was made on.
    const unnamedAsk = await call("POST", "/api/user/passkeys/options", other);
    const unnamed = await call("POST", "/api/user/passkeys", other, {
      challengeId: unnamedAsk.data.challengeId,
      response: softPasskey().register(unnamedAsk.data.options, TEST_ORIGIN),
    });
    expect(unnamed.status).toBe(200);
    expect(unnamed.data.name.length).toBeGreaterThan(0);

    // Up to ten per member.
    const db = platform.handle.db;
    const full = await makeUser(db);
    const fullWho = await signedIn(db, full.userNo);
    for (let i = 0; i < PASSKEY_LIMITS.perMember; i++) expect((await register(fullWho, softPasskey(), `키 ${i}`)).result.status).toBe(200);
    const eleventh = await call("POST", "/api/user/passkeys/options", fullWho);
    expect(eleventh.body.errorId).toBe("PASSKEY_LIMIT");

    await db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, ownerNo));
    expect((await signInWith(key)).result.body.errorId).toBe("PASSKEY_UNKNOWN");
    await db.update(users).set({ deleteYn: "N", deletedAt: null }).where(eq(users.userNo, ownerNo));

    expect((await call("DELETE", `/api/user/passkeys/${passkeyId}`, owner)).status).toBe(200);
    expect((await call("GET", "/api/user/passkeys", owner)).data.passkeys).toEqual([]);
    expect((await signInWith(key)).result.body.errorId).toBe("PASSKEY_UNKNOWN");
  });

  it("a member who leaves takes their passkeys along", async () => {
    const db = platform.handle.db;
    const leaving = await makeUser(db, { joinChannel: "K", passwordHash: null });
    const who = await signedIn(db, leaving.userNo);
    const { key: theirs } = await register(who, softPasskey(), "떠날 폰");
    expect((await db.select().from(passkeys).where(eq(passkeys.userNo, leaving.userNo))).length).toBe(1);
    expect((await call("DELETE", "/api/user/deleteAccountNoReason", who, { agree: true })).status).toBe(200);
    expect(await db.select().from(passkeys).where(eq(passkeys.userNo, leaving.userNo))).toEqual([]);
    expect((await signInWith(theirs)).result.body.errorId).toBe("PASSKEY_UNKNOWN");
  });
});
