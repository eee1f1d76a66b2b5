// Two-step sign-in through the real API (docs/product/accounts.md §6.7, decision 0212): turning it
// on with a first code from an authenticator (codes made by otplib, as an app makes them), the
// password sign-in that then needs a code, the app's clock one step off either way, a code good
// once, recovery codes good once, the guessing limits per address and per account (a browser the
// member used before keeps its lane), moderators refused the operator tools until it is on, and
// the re-check before a wallet change, a payout claim and a password change.
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../server/db/schema";
import { SESSION_COOKIE } from "../../server/modules/auth/plugin";
import { hashPassword } from "../../server/modules/auth/passwords";
import { SECOND_STEP_COOKIE } from "../../server/modules/two-factor/service";
import { VISITOR_COOKIE } from "../../server/lib/visitor";
import { TEST_ORIGIN, sessionCookieFrom, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
const PASSWORD = "twostep2024!pw";

interface Call {
  headers?: Record<string, string>;
  ip?: string;
}

async function call(method: "GET" | "POST" | "DELETE", url: string, who: Call | null, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    remoteAddress: who?.ip ?? "127.0.0.1",
    headers: { origin: TEST_ORIGIN, ...(who?.headers ?? {}), ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several routes
  const body = res.json() as { code: string; errorId?: string; data: any; errorMsg?: string; details?: any };
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return { status: res.statusCode, body, data: body.data, setCookie };
}

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function member(overrides: Parameters<typeof makeUser>[1] = {}) {
  const db = platform.handle.db;
  const row = await makeUser(db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
  const session = await signedIn(db, row.userNo);
  return { row, session, who: { headers: session.headers } };
}

/** Turns two-step sign-in on for a signed-in member; answers the secret and the recovery codes. */
async function turnOn(who: Call) {
  const setup = await call("POST", "/api/user/twoFactor/setup", who);
  expect(setup.status).toBe(200);
  const enabled = await call("POST", "/api/user/twoFactor/enable", who, { code: await codeAt(setup.data.secret) });
  expect(enabled.status).toBe(200);
  return { secret: setup.data.secret as string, recoveryCodes: enabled.data.recoveryCodes as string[] };
}

async function passwordStep(email: string, who: Call | null = null) {
  return call("POST", "/api/user/signIn", who, { userEmail: email, userPw: PASSWORD });
}

function cookieValue(setCookie: string[], name: string): string | null {
  for (const line of setCookie) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1] || null;
  }
  return null;
}

/** Makes the session's last proof older than the re-check allows. */
async function ageProof(sessionId: number, minutes: number) {
  await platform.handle.db
    .update(sessions)
    .set({ provedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.sessionId, sessionId));
}

beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

describe("turning two-step sign-in on and off", () => {
  it("gives a QR code for this site, turns on only with a right first code, and ends the member's other sessions", async () => {
    const db = platform.handle.db;
    const { row, session, who } = await member();
    const elsewhere = await signedIn(db, row.userNo);

    const setup = await call("POST", "/api/user/twoFactor/setup", who);
    expect(setup.status).toBe(200);
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.uri).toContain("otpauth://totp/");
    expect(decodeURIComponent(setup.data.uri)).toContain(`issuer=나눔터`);
    expect(setup.data.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await call("POST", "/api/user/twoFactor/enable", who, { code: await codeAt(setup.data.secret, 10) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errorId).toBe("TWO_FACTOR_CODE_WRONG");
    expect((await call("GET", "/api/user/twoFactor", who)).data.enabled).toBe(false);

    const enabled = await call("POST", "/api/user/twoFactor/enable", who, { code: await codeAt(setup.data.secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.data.recoveryCodes).size).toBe(10);
    for (const code of enabled.data.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await call("GET", "/api/user/twoFactor", who);
    expect(status.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    // This browser stays signed in; the member's other session does not.
    expect((await call("GET", "/api/user/twoFactor", { headers: elsewhere.headers })).status).toBe(401);
    expect(session.sessionId).not.toBe(elsewhere.sessionId);

    const again = await call("POST", "/api/user/twoFactor/setup", who);
    expect(again.status).toBe(409);
    expect(again.body.errorId).toBe("TWO_FACTOR_ALREADY_ON");
  });

  it("turns off with a code and then signs in with the password alone", async () => {
    const { row, who } = await member();
    const { secret } = await turnOn(who);
    expect((await call("POST", "/api/user/twoFactor/disable", who, { code: await codeAt(secret, 10) })).status).toBe(401);
    // The code that turned it on is spent: the next step's code turns it off.
    const off = await call("POST", "/api/user/twoFactor/disable", who, { code: await codeAt(secret, 1) });
    expect(off.status).toBe(200);
    expect((await call("GET", "/api/user/twoFactor", who)).data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const signIn = await passwordStep(row.userEmail);
    expect(signIn.status).toBe(200);
    expect(sessionCookieFrom(signIn.setCookie)).toBeTruthy();
  });

  it("new recovery codes replace the old ones", async () => {
    const { row, who } = await member();
    const { secret, recoveryCodes } = await turnOn(who);
    const fresh = await call("POST", "/api/user/twoFactor/recoveryCodes", who, { code: await codeAt(secret, 1) });
    expect(fresh.status).toBe(200);
    expect(fresh.data.recoveryCodes).toHaveLength(10);
    const first = await passwordStep(row.userEmail);
    const ticket = first.body.details.ticket as string;
    const old = await call("POST", "/api/user/signIn/twoFactor", null, { ticket, code: recoveryCodes[0] });
    expect(old.status).toBe(401);
    const current = await call("POST", "/api/user/signIn/twoFactor", null, { ticket, code: fresh.data.recoveryCodes[0] });
    expect(current.status).toBe(200);
  });
});

describe("signing in in two steps", () => {
  it("a right password opens no session: it answers TWO_FACTOR_REQUIRED with a ticket, also as a cookie", async () => {
    const { row, who } = await member();
    await turnOn(who);
    const first = await passwordStep(row.userEmail);
    expect(first.status).toBe(401);
    expect(first.body.errorId).toBe("TWO_FACTOR_REQUIRED");
    expect(first.body.errorMsg).toContain("6자리 코드");
    expect(typeof first.body.details.ticket).toBe("string");
    expect(sessionCookieFrom(first.setCookie)).toBeNull();
    expect(cookieValue(first.setCookie, SECOND_STEP_COOKIE)).toBe(first.body.details.ticket);
    expect(first.setCookie.find((c) => c.startsWith(`${SECOND_STEP_COOKIE}=`))).toMatch(/HttpOnly/i);
    // A wrong password still says only that the sign-in failed.
    const wrongPassword = await call("POST", "/api/user/signIn", null, { userEmail: row.userEmail, userPw: "not-it-2024!" });
    expect(wrongPassword.body.errorId).toBe("SIGN_IN_FAILED");
  });

  it("takes the app's code one step off either way, a code once, and never a code two steps old", async () => {
    const { row, who } = await member();
    const { secret } = await turnOn(who);
    const ticketOf = async () => (await passwordStep(row.userEmail)).body.details.ticket as string;

    const late = await call("POST", "/api/user/signIn/twoFactor", null, { ticket: await ticketOf(), code: await codeAt(secret, 1) });
    expect(late.status).toBe(200);
    expect(sessionCookieFrom(late.setCookie)).toBeTruthy();
    expect(late.data).toMatchObject({ userId: row.userId, emailCertYn: "Y" });
    // The ticket cookie is gone once used.
    expect(late.setCookie.some((c) => c.startsWith(`${SECOND_STEP_COOKIE}=;`))).toBe(true);

    // The same code again, and any older one: spent.
    const replay = await call("POST", "/api/user/signIn/twoFactor", null, { ticket: await ticketOf(), code: await codeAt(secret, 1) });
    expect(replay.status).toBe(401);
    expect(replay.body.errorId).toBe("TWO_FACTOR_CODE_WRONG");
    const older = await call("POST", "/api/user/signIn/twoFactor", null, { ticket: await ticketOf(), code: await codeAt(secret, 0) });
    expect(older.status).toBe(401);

    // A fresh member: the step before now is taken, two steps before is not.
    const fresh = await member();
    const freshSecret = (await turnOn(fresh.who)).secret;
    // Turning on took this step's code: sign-ins use codes of later steps only.
    const ticket = (await passwordStep(fresh.row.userEmail)).body.details.ticket as string;
    const tooOld = await call("POST", "/api/user/signIn/twoFactor", null, { ticket, code: await codeAt(freshSecret, -2) });
    expect(tooOld.status).toBe(401);
    const tooNew = await call("POST", "/api/user/signIn/twoFactor", null, { ticket, code: await codeAt(freshSecret, 2) });
    expect(tooNew.status).toBe(401);
  });

  it("a recovery code signs in once, with or without its dash, and the ticket alone or a forged one opens nothing", async () => {
    const { row, who } = await member();
    const { recoveryCodes } = await turnOn(who);
    const ticket = (await passwordStep(row.userEmail)).body.details.ticket as string;
    const used = await call("POST", "/api/user/signIn/twoFactor", null, {
      ticket,
      code: recoveryCodes[3]!.toUpperCase().replace("-", " "),
    });
    expect(used.status).toBe(200);
    const again = await call("POST", "/api/user/signIn/twoFactor", null, { ticket, code: recoveryCodes[3] });
    expect(again.status).toBe(401);
    const signedInNow = { headers: { cookie: `${SESSION_COOKIE}=${sessionCookieFrom(used.setCookie)}` } };
    expect((await call("GET", "/api/user/twoFactor", signedInNow)).data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

    const forged = await call("POST", "/api/user/signIn/twoFactor", null, { ticket: ticket.slice(0, -4) + "AAAA", code: recoveryCodes[4] });
    expect(forged.status).toBe(401);
    expect(forged.body.errorId).toBe("TWO_FACTOR_TICKET_EXPIRED");
    const none = await call("POST", "/api/user/signIn/twoFactor", null, { code: recoveryCodes[4] });
    expect(none.body.errorId).toBe("TWO_FACTOR_TICKET_EXPIRED");
    // The cookie carries the ticket as well as the body can.
    const byCookie = await call(
      "POST",
      "/api/user/signIn/twoFactor",
      { headers: { cookie: `${SECOND_STEP_COOKIE}=${ticket}` } },
      { code: recoveryCodes[4] },
    );
    expect(byCookie.status).toBe(200);
  });

  it("five wrong codes refuse that address for that account; other addresses go on", async () => {
    const { row, who } = await member();
    const { secret } = await turnOn(who);
    const guesser = { ip: "127.0.0.21" };
    const ticket = (await passwordStep(row.userEmail, guesser)).body.details.ticket as string;
    for (let i = 0; i < 5; i++) {
      const wrong = await call("POST", "/api/user/signIn/twoFactor", guesser, { ticket, code: await codeAt(secret, 20 + i) });
      expect(wrong.body.errorId).toBe("TWO_FACTOR_CODE_WRONG");
    }
    const locked = await call("POST", "/api/user/signIn/twoFactor", guesser, { ticket, code: await codeAt(secret, 1) });
    expect(locked.status).toBe(429);
    expect(locked.body.errorId).toBe("TWO_FACTOR_LOCKED");
    const owner = await call("POST", "/api/user/signIn/twoFactor", { ip: "127.0.0.22" }, { ticket, code: await codeAt(secret, 1) });
    expect(owner.status).toBe(200);
  });

  it("ten wrong codes on an account refuse new browsers, never a browser the member signed in on before", async () => {
    const { row, who } = await member();
    const { secret, recoveryCodes } = await turnOn(who);
    // The owner's browser: it signed in to the account before (both steps), so it is known.
    const ownBrowser = { ip: "127.0.0.30", headers: { cookie: `${VISITOR_COOKIE}=ownBrowserVisitorId0001` } };
    const ownTicket = (await passwordStep(row.userEmail, ownBrowser)).body.details.ticket as string;
    expect(
      (await call("POST", "/api/user/signIn/twoFactor", ownBrowser, { ticket: ownTicket, code: await codeAt(secret, 1) })).status,
    ).toBe(200);

    // Guessers from several addresses, each under its own five.
    const ticket = (await passwordStep(row.userEmail, { ip: "127.0.0.31" })).body.details.ticket as string;
    for (let i = 0; i < 10; i++) {
      const ip = `127.0.0.${32 + Math.floor(i / 4)}`;
      const wrong = await call("POST", "/api/user/signIn/twoFactor", { ip }, { ticket, code: await codeAt(secret, 20 + i) });
      expect(wrong.body.errorId).toBe("TWO_FACTOR_CODE_WRONG");
    }
    const stranger = await call("POST", "/api/user/signIn/twoFactor", { ip: "127.0.0.40" }, { ticket, code: await codeAt(secret, 1) });
    expect(stranger.status).toBe(429);
    expect(stranger.body.errorId).toBe("TWO_FACTOR_BUSY");
    // (This step's code is spent by the first sign-in; the owner uses a recovery code.)
    const own = await call("POST", "/api/user/signIn/twoFactor", ownBrowser, { ticket: ownTicket, code: recoveryCodes[0] });
    expect(own.status).toBe(200);
  });
});

describe("operator tools and the re-check", () => {
  it("refuses a moderator whose two-step sign-in is off, and lets them in once it is on", async () => {
    const mod = await member({ role: "moderator", twoFactorAt: null });
    const refused = await call("GET", "/api/moderation/reports", mod.who);
    expect(refused.status).toBe(403);
    expect(refused.body.errorId).toBe("TWO_FACTOR_REQUIRED_FOR_STAFF");
    expect(refused.body.errorMsg).toContain("2단계 인증");
    const status = await call("GET", "/api/user/twoFactor", mod.who);
    expect(status.data).toMatchObject({ enabled: false, required: true });
    await turnOn(mod.who);
    expect((await call("GET", "/api/moderation/reports", mod.who)).status).toBe(200);
  });

  it("asks a member who has it for a code again before a wallet change, a payout claim or a password change after 10 minutes", async () => {
    const { session, who } = await member();
    const { secret } = await turnOn(who);
    const acts = [
      () =>
        call("POST", "/api/user/updateWalletInfo", who, {
          address: "0x" + "1".repeat(40),
          message: "m",
          signature: "0x" + "2".repeat(130),
        }),
      () => call("POST", "/api/curation/reward/1/claim", who, {}),
      () => call("POST", "/api/user/updateUserPw", who, { currentPw: PASSWORD, newPw: "another2024!pw" }),
      () => call("DELETE", "/api/user/deleteAccountNoReason", who, {}),
    ];
    // Just proved (turning it on): not asked.
    for (const act of acts) expect((await act()).body.errorId).not.toBe("REAUTH_REQUIRED");

    await ageProof(session.sessionId, 11);
    for (const act of acts) {
      const asked = await act();
      expect(asked.status).toBe(403);
      expect(asked.body.errorId).toBe("REAUTH_REQUIRED");
    }
    expect((await call("POST", "/api/user/reauth", who, { code: await codeAt(secret, 10) })).status).toBe(401);
    const proved = await call("POST", "/api/user/reauth", who, { code: await codeAt(secret, 1) });
    expect(proved.status).toBe(200);
    for (const act of acts.slice(0, 2)) expect((await act()).body.errorId).not.toBe("REAUTH_REQUIRED");
  });

  it("never asks a member without it", async () => {
    const { session, who } = await member();
    await ageProof(session.sessionId, 60);
    const claim = await call("POST", "/api/curation/reward/1/claim", who, {});
    expect(claim.body.errorId).not.toBe("REAUTH_REQUIRED");
    const reauth = await call("POST", "/api/user/reauth", who, { code: "123456" });
    expect(reauth.body.errorId).toBe("TWO_FACTOR_NOT_ON");
  });

  it("a member who left loses it with the account", async () => {
    const db = platform.handle.db;
    const { row, who } = await member();
    await turnOn(who);
    await db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, row.userNo));
    const first = await passwordStep(row.userEmail);
    expect(first.body.errorId).toBe("SIGN_IN_FAILED");
  });
});
