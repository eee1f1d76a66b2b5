// Answers a handler sends itself (a redirect, a stream) go out once: the server never warns
// "Reply was already sent" (the e-mail verification link was the one a member's click hit).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { issueProof } from "../../server/modules/accounts/verification";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
const warnings: string[] = [];

beforeAll(async () => {
  platform = await createTestPlatform({ env: { LOG_LEVEL: "warn" }, logTo: { write: (line: string) => void warnings.push(line) } });
});
afterAll(async () => platform?.dispose());

describe("a redirect answered by its handler", () => {
  it("the e-mail verification link redirects once, without a second send", async () => {
    for (const url of ["/api/user/email/signup/verification?token=not-a-token", "/api/user/email/signup/verification"]) {
      const res = await platform.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe("/email_cert?status=invalid");
    }
    // Log lines are written as the requests finish.
    await new Promise((r) => setTimeout(r, 50));
    expect(warnings.filter((line) => line.includes("FST_ERR_REP_ALREADY_SENT"))).toEqual([]);
  });

  it("a member following a good link is verified, and the server warns of nothing", async () => {
    const db = platform.handle.db;
    const member = await makeUser(db, { emailCertYn: "N" });
    const { token } = await issueProof(db, { userNo: member.userNo, email: member.userEmail, purpose: "signup" });
    const before = warnings.length;
    const res = await platform.app.inject({ method: "GET", url: `/api/user/email/signup/verification?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/email_cert?status=ok");
    const [row] = await db.select({ emailCertYn: users.emailCertYn }).from(users).where(eq(users.userNo, member.userNo));
    expect(row!.emailCertYn).toBe("Y");
    await new Promise((r) => setTimeout(r, 50));
    // Nothing at warn or above: no "Reply was already sent", no error.
    expect(warnings.slice(before)).toEqual([]);
  });
});
