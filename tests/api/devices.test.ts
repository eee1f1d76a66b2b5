// Signed-in devices: the member sees each live session, signs one out or all of them; nobody
// else's session can be touched; a session idle for 30 days is over.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../server/db/schema";
import { createSession } from "../../server/modules/auth/sessions";
import { TEST_ORIGIN } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

async function signInAs(userNo: number, userAgent: string, ip: string) {
  const session = await createSession(platform.handle.db, userNo, { userAgent, ip });
  return { ...session, headers: { cookie: `nt_session=${session.token}`, origin: TEST_ORIGIN } };
}

const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
  platform.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe("signed-in devices", () => {
  it("lists the member's devices, this one first and marked, with the address partly hidden", async () => {
    const member = await makeUser(platform.handle.db);
    const phone = await signInAs(member.userNo, PHONE, "211.36.140.7");
    const desktop = await signInAs(member.userNo, DESKTOP, "1.2.3.4");
    const res = await call("GET", "/api/user/sessions", desktop.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { sessionId: number; device: string; ip: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.find((d) => d.current)).toMatchObject({ sessionId: desktop.sessionId, device: "Chrome · Windows", ip: "1.2.***.***" });
    expect(list.find((d) => !d.current)).toMatchObject({ sessionId: phone.sessionId, device: "Safari · iPhone", ip: "211.36.***.***" });
  });

  it("signs another device out; that device is a visitor at once; another member cannot touch it", async () => {
    const member = await makeUser(platform.handle.db);
    const stranger = await signInAs((await makeUser(platform.handle.db)).userNo, DESKTOP, "5.6.7.8");
    const phone = await signInAs(member.userNo, PHONE, "211.36.140.7");
    const desktop = await signInAs(member.userNo, DESKTOP, "1.2.3.4");
    const foreign = await call("DELETE", `/api/user/sessions/${phone.sessionId}`, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect((await call("GET", "/api/user/getUserBasicInfo", phone.headers)).statusCode).toBe(200);
    const res = await call("DELETE", `/api/user/sessions/${phone.sessionId}`, desktop.headers);
    expect(res.json()).toMatchObject({ code: "20000", data: { current: false } });
    expect((await call("GET", "/api/user/getUserBasicInfo", phone.headers)).statusCode).toBe(401);
    expect((await call("GET", "/api/user/getUserBasicInfo", desktop.headers)).statusCode).toBe(200);
    const again = await call("DELETE", `/api/user/sessions/${phone.sessionId}`, desktop.headers);
    expect(again.json()).toMatchObject({ errorId: "SESSION_NOT_FOUND", errorMsg: "이미 로그아웃된 기기입니다." });
  });

  it("signs out everywhere, this device too, and clears its cookie", async () => {
    const member = await makeUser(platform.handle.db);
    const phone = await signInAs(member.userNo, PHONE, "211.36.140.7");
    const desktop = await signInAs(member.userNo, DESKTOP, "1.2.3.4");
    const res = await call("POST", "/api/user/sessions/signOutAll", desktop.headers, { keepThis: false });
    expect(res.json().data).toEqual({ signedOut: 2 });
    expect(res.cookies.find((c) => c.name === "nt_session")?.value).toBe("");
    for (const who of [phone, desktop]) expect((await call("GET", "/api/user/getUserBasicInfo", who.headers)).statusCode).toBe(401);
  });

  it("keeps this device when asked", async () => {
    const member = await makeUser(platform.handle.db);
    const phone = await signInAs(member.userNo, PHONE, "211.36.140.7");
    const desktop = await signInAs(member.userNo, DESKTOP, "1.2.3.4");
    const res = await call("POST", "/api/user/sessions/signOutAll", desktop.headers, { keepThis: true });
    expect(res.json().data).toEqual({ signedOut: 1 });
    expect((await call("GET", "/api/user/getUserBasicInfo", phone.headers)).statusCode).toBe(401);
    expect((await call("GET", "/api/user/getUserBasicInfo", desktop.headers)).statusCode).toBe(200);
  });

  it("a session idle for 30 days is over and no longer listed; an active one lives on", async () => {
    const member = await makeUser(platform.handle.db);
    const idle = await signInAs(member.userNo, PHONE, "211.36.140.7");
    const active = await signInAs(member.userNo, DESKTOP, "1.2.3.4");
    await platform.handle.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(sessions.sessionId, idle.sessionId));
    expect((await call("GET", "/api/user/getUserBasicInfo", idle.headers)).statusCode).toBe(401);
    const list = (await call("GET", "/api/user/sessions", active.headers)).json().data as { sessionId: number }[];
    expect(list.map((d) => d.sessionId)).toEqual([active.sessionId]);
  });
});
