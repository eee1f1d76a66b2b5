// Cheap brakes at the door (decision 0181), through the real server: one mailbox one account
// (plus-addresses, Gmail's dots and googlemail.com are the same inbox), disposable mail domains
// and the installation's own blocked domains refused, sign-ups limited per browser and per
// network block (a new address in the same block is no new budget), and the signals the reward
// review reads recorded at sign-up.
import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberSignals, users } from "../../server/db/schema";
import { TEST_ORIGIN } from "../support/auth";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let port: number;

beforeAll(async () => {
  // The production budgets (other test files raise them).
  platform = await createTestPlatform({
    queue: true,
    env: { SIGN_UP_LIMIT_SCALE: "1", BLOCKED_EMAIL_DOMAINS: "spam-farm.test, throwaway.example" },
  });
  await platform.app.listen({ host: "127.0.0.1", port: 0 });
  port = (platform.app.server.address() as { port: number }).port;
});
afterAll(async () => platform?.dispose());

let seq = 0;
const name = () => `문${(seq++).toString(36).padStart(4, "0")}`;
/** A fresh address on a domain of its own (each mail domain has a sign-up budget too). */
const fresh = (local: string) => `${local}@d${seq++}.example.test`;

/** A sign-up from one loopback address, with the browser's visitor cookie when given. */
function signUpFrom(
  address: string,
  userEmail: string,
  visitor?: string,
): Promise<{ status: number; body: { errorId?: string; errorMsg?: string } }> {
  const payload = JSON.stringify({ userEmail, userPw: "hangul2026!", userName: name(), agreeTerms: true, agreeAge: true });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: address,
        method: "POST",
        path: "/api/user/signUp",
        agent: false,
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...(visitor ? { cookie: `nt_vid=${visitor}` } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("one mailbox, one account", () => {
  it("refuses plus-addresses, Gmail's dots and googlemail.com once the plain mailbox has an account", async () => {
    const first = await signUpFrom("127.0.1.1", "ringboss@gmail.com");
    expect(first.status).toBe(200);
    for (const alias of ["ringboss+1@gmail.com", "ring.boss@gmail.com", "RingBoss+fan7@googlemail.com"]) {
      const again = await signUpFrom("127.0.1.1", alias);
      expect({ alias, status: again.status, ...again.body }).toMatchObject({
        alias,
        status: 409,
        errorId: "SAME_MAILBOX",
        errorMsg: "같은 메일함으로 이미 가입된 계정이 있습니다. 메일함 하나에 계정 하나만 만들 수 있어요.",
      });
    }
    // The address is kept as typed, the mailbox beside it.
    const [row] = await platform.handle.db.select().from(users).where(eq(users.userEmail, "ringboss@gmail.com"));
    expect(row!.emailKey).toBe("ringboss@gmail.com");
  });

  it("refuses disposable mail domains, listed or the installation's own", async () => {
    for (const email of ["someone@mailinator.com", "x@sub.mailinator.com", "fan@spam-farm.test", "fan@throwaway.example"]) {
      const res = await signUpFrom("127.0.1.2", email);
      expect({ email, status: res.status, ...res.body }).toMatchObject({
        email,
        status: 400,
        errorId: "EMAIL_DISPOSABLE",
        errorMsg: "일회용 이메일 주소로는 가입할 수 없습니다. 평소 쓰는 이메일로 가입해 주세요.",
      });
    }
    expect((await signUpFrom("127.0.1.2", fresh("writer"))).status).toBe(200);
  });
});

describe("sign-up budgets", () => {
  it("lets one browser open three accounts a day, whatever address it comes from", async () => {
    const visitor = `dev${Date.now().toString(36)}abcdefghijkl`;
    for (let i = 0; i < 3; i++) expect((await signUpFrom(`127.0.2.${i + 1}`, fresh(`family${i}`), visitor)).status).toBe(200);
    const fourth = await signUpFrom("127.0.2.9", fresh("family9"), visitor);
    expect([fourth.status, fourth.body.errorId]).toEqual([429, "SIGN_UP_RATE_LIMITED"]);
    // Another browser on the same address is not held back by it.
    expect((await signUpFrom("127.0.2.9", fresh("neighbour"), `other${Date.now().toString(36)}abcdefghij`)).status).toBe(200);
  });

  it("counts a network block as one: new addresses in it get no new budget", async () => {
    // 60 an hour per /24, 20 per address: three addresses of one block reach the block's budget.
    let refused = 0;
    let created = 0;
    for (let i = 0; i < 64; i++) {
      const res = await signUpFrom(`127.0.3.${1 + Math.floor(i / 20)}`, fresh(`block${i}`));
      if (res.status === 200) created += 1;
      else if (res.status === 429) refused += 1;
    }
    expect({ created, refused }).toEqual({ created: 60, refused: 4 });
    // Another block signs up as usual.
    expect((await signUpFrom("127.0.4.1", fresh("elsewhere"))).status).toBe(200);
  });

  it("records the sign-up's network block, device and numbered mailbox pattern for the reward review", async () => {
    const visitor = `sig${Date.now().toString(36)}abcdefghijklm`;
    const email = `ringboss42@pattern${Date.now()}.example.test`;
    const res = await signUpFrom("127.0.5.7", email, visitor);
    expect(res.status).toBe(200);
    const [me] = await platform.handle.db.select().from(users).where(eq(users.userEmail, email));
    const signals = await platform.handle.db.select().from(memberSignals).where(eq(memberSignals.userNo, me!.userNo));
    const kinds = Object.fromEntries(signals.map((s) => [s.kind, s.value]));
    expect(kinds.signup_net).toBe("127.0.5.0/24");
    expect(kinds.device).toMatch(/^[0-9a-f]{20}$/);
    expect(kinds.device).not.toContain(visitor);
    expect(kinds.mail_pattern).toMatch(/^ringboss#@pattern\d+\.example\.test$/);
  });
});
