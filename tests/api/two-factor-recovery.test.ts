// Two-step recovery without the app or a recovery code (decision 0213), through the real API, the
// job queue and a real SMTP server: only after a right first step, a link mailed that works once
// the 72-hour wait is over, every signed-in device told (an account-security alert with "this
// wasn't me"), cancelled from a signed-in device or by that alert's link, and when used, two-step
// sign-in off and every session ended.
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityAlerts, sessions, twoFactorRecoveries, users } from "../../server/db/schema";
import { hashPassword } from "../../server/modules/auth/passwords";
import { TWO_FACTOR_POLICY } from "../../server/modules/two-factor/service";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { firstLink, startSmtpSink, type SmtpSink } from "../support/mail";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let smtp: SmtpSink;
const PASSWORD = "recover2024!pw";

beforeAll(async () => {
  smtp = await startSmtpSink();
  platform = await createTestPlatform({ queue: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await platform?.dispose();
  await smtp?.close();
});

async function call(method: "GET" | "POST", url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- several routes' answers
  const body = res.json() as { errorId?: string; errorMsg?: string; data: any; details?: any };
  return { status: res.statusCode, body, data: body.data };
}

/** A verified member with two-step sign-in on, signed in on one device; and a ticket of a right first step. */
async function memberWithTwoFactor() {
  const db = platform.handle.db;
  const row = await makeUser(db, { passwordHash: await hashPassword(PASSWORD) });
  const device = await signedIn(db, row.userNo);
  const setup = await call("POST", "/api/user/twoFactor/setup", device.headers);
  const code = await generate({ secret: setup.data.secret });
  expect((await call("POST", "/api/user/twoFactor/enable", device.headers, { code })).status).toBe(200);
  const first = await call("POST", "/api/user/signIn", {}, { userEmail: row.userEmail, userPw: PASSWORD });
  expect(first.body.errorId).toBe("TWO_FACTOR_REQUIRED");
  return { row, device, ticket: first.body.details.ticket as string };
}

async function endWait(userNo: number) {
  await platform.handle.db
    .update(twoFactorRecoveries)
    .set({ readyAt: new Date(Date.now() - 60_000) })
    .where(eq(twoFactorRecoveries.userNo, userNo));
}

describe("recovery without the app", () => {
  it("mails a link after a right first step, tells every device, waits 72 hours, then turns it off and signs everyone out", async () => {
    const { row, device, ticket } = await memberWithTwoFactor();
    const started = Date.now();
    const asked = await call("POST", "/api/user/twoFactor/recovery", {}, { ticket });
    expect(asked.status).toBe(200);
    const readyAt = new Date(asked.data.readyAt).getTime();
    expect(readyAt - started).toBeGreaterThan(TWO_FACTOR_POLICY.recoveryWaitMs - 60_000);
    expect(readyAt - started).toBeLessThan(TWO_FACTOR_POLICY.recoveryWaitMs + 60_000);
    // Asking again answers the same request: no second mail, no second alert.
    expect((await call("POST", "/api/user/twoFactor/recovery", {}, { ticket })).data.readyAt).toBe(asked.data.readyAt);

    const mail = await smtp.waitFor(row.userEmail, { subject: "2단계 인증 복구 링크" });
    const link = firstLink(mail, "/login/recover?token=");
    const token = new URL(link).searchParams.get("token")!;
    const alert = await smtp.waitFor(row.userEmail, { subject: "2단계 인증 복구가 요청되었어요" });
    expect(alert.text).toContain("끌 수 있게 되는 때");
    const alerts = await platform.handle.db.select().from(securityAlerts).where(eq(securityAlerts.userNo, row.userNo));
    expect(alerts.filter((a) => a.kind === "twoFactorRecovery")).toHaveLength(1);
    // The signed-in device sees the pending request.
    expect((await call("GET", "/api/user/twoFactor", device.headers)).data.recoveryPendingUntil).toBe(asked.data.readyAt);

    expect((await call("GET", `/api/user/twoFactor/recovery?token=${token}`)).data).toEqual({
      state: "waiting",
      readyAt: asked.data.readyAt,
    });
    const early = await call("POST", "/api/user/twoFactor/recovery/complete", {}, { token });
    expect([early.status, early.body.errorId]).toEqual([409, "TWO_FACTOR_RECOVERY_WAITING"]);
    expect(early.body.errorMsg).toContain("아직 기다리는 중이에요");

    await endWait(row.userNo);
    expect((await call("GET", `/api/user/twoFactor/recovery?token=${token}`)).data.state).toBe("ready");
    expect((await call("POST", "/api/user/twoFactor/recovery/complete", {}, { token })).status).toBe(200);
    const [after] = await platform.handle.db.select().from(users).where(eq(users.userNo, row.userNo));
    expect(after!.twoFactorAt).toBeNull();
    const [session] = await platform.handle.db.select().from(sessions).where(eq(sessions.sessionId, device.sessionId));
    expect(session!.revokedAt).not.toBeNull();
    await smtp.waitFor(row.userEmail, { subject: "2단계 인증이 꺼졌어요" });
    // The password alone signs in now; the link is spent.
    expect((await call("POST", "/api/user/signIn", {}, { userEmail: row.userEmail, userPw: PASSWORD })).status).toBe(200);
    const again = await call("POST", "/api/user/twoFactor/recovery/complete", {}, { token });
    expect(again.body.errorId).toBe("TWO_FACTOR_RECOVERY_DONE");
  });

  it("is cancelled from a signed-in device, or by the alert's \"this wasn't me\"", async () => {
    const first = await memberWithTwoFactor();
    await call("POST", "/api/user/twoFactor/recovery", {}, { ticket: first.ticket });
    const firstMail = await smtp.waitFor(first.row.userEmail, { subject: "2단계 인증 복구 링크" });
    const firstToken = new URL(firstLink(firstMail, "/login/recover?token=")).searchParams.get("token")!;
    expect((await call("POST", "/api/user/twoFactor/recovery/cancel", first.device.headers)).data).toEqual({ cancelled: true });
    expect((await call("GET", "/api/user/twoFactor", first.device.headers)).data.recoveryPendingUntil).toBeNull();
    await endWait(first.row.userNo);
    const refused = await call("POST", "/api/user/twoFactor/recovery/complete", {}, { token: firstToken });
    expect(refused.body.errorId).toBe("TWO_FACTOR_RECOVERY_CANCELLED");

    const second = await memberWithTwoFactor();
    await call("POST", "/api/user/twoFactor/recovery", {}, { ticket: second.ticket });
    const mail = await smtp.waitFor(second.row.userEmail, { subject: "2단계 인증 복구 링크" });
    const token = new URL(firstLink(mail, "/login/recover?token=")).searchParams.get("token")!;
    const alert = await smtp.waitFor(second.row.userEmail, { subject: "2단계 인증 복구가 요청되었어요" });
    const notMe = new URL(firstLink(alert, "/not-me")).searchParams.get("token")!;
    expect((await call("POST", "/api/user/security/notMe", {}, { token: notMe })).status).toBe(200);
    await endWait(second.row.userNo);
    expect((await call("GET", `/api/user/twoFactor/recovery?token=${token}`)).data.state).toBe("cancelled");
    expect((await call("POST", "/api/user/twoFactor/recovery/complete", {}, { token })).body.errorId).toBe("TWO_FACTOR_RECOVERY_CANCELLED");
    const [still] = await platform.handle.db.select().from(users).where(eq(users.userNo, second.row.userNo));
    expect(still!.twoFactorAt).not.toBeNull();
  });

  it("needs a right first step, and an unknown link is refused", async () => {
    expect((await call("POST", "/api/user/twoFactor/recovery", {}, {})).body.errorId).toBe("TWO_FACTOR_TICKET_EXPIRED");
    expect((await call("GET", "/api/user/twoFactor/recovery?token=not-a-real-token-at-all-xx")).data.state).toBe("invalid");
    expect((await call("POST", "/api/user/twoFactor/recovery/complete", {}, { token: "x".repeat(43) })).body.errorId).toBe(
      "TWO_FACTOR_RECOVERY_INVALID",
    );
  });
});
