// Answers a handler sends itself (a redirect, a stream) go out once: the server never warns
// "Reply was already sent" (the e-mail verification link was the one a member's click hit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
