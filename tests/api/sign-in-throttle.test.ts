// Password guessing is stopped without anyone being able to lock another member out
// (decision 0132). The server listens on 127.0.0.1 and every "member" connects from its own
// loopback source address (127.0.0.x), so the server sees real, different client addresses.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../support/auth";
import { startSmtpSink, type SmtpSink } from "../support/mail";
import { makeUser } from "../support/factories";
import { hashPassword } from "../../server/modules/auth/passwords";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";
import { SIGN_IN_POLICY } from "../../server/modules/accounts/sign-in-guard";

let platform: TestPlatform;
let smtp: SmtpSink;
let port: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  // The production budgets for sign-ups and mails (other test files raise them).
  platform = await createTestPlatform({ queue: true, env: { SMTP_URL: smtp.url, SIGN_UP_LIMIT_SCALE: "1" } });
  await platform.app.listen({ host: "127.0.0.1", port: 0 });
  port = (platform.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await platform?.dispose();
  await smtp?.close();
});

const PASSWORD = "hangul2024!";
let seq = 0;
let passwordHash: string;

async function member() {
  passwordHash ??= await hashPassword(PASSWORD);
  return makeUser(platform.handle.db, {
    userEmail: `guarded${Date.now().toString(36)}${seq++}@example.test`,
    passwordHash,
    emailCertYn: "Y",
  });
}

/** What `run` resolved with and how long it took. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

type Answer = { status: number; body: { errorMsg?: string; errorId?: string }; ms: number };

function signInFrom(address: string, userEmail: string, userPw: string, headers: Record<string, string> = {}): Promise<Answer> {
  return postFrom(address, "/api/user/v2/signIn", { userEmail, userPw }, headers);
}

/** A JSON POST from one loopback source address; resolves with status, body and time taken. */
function postFrom(address: string, url: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress: address,
        method: "POST",
        path: url,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin: TEST_ORIGIN, ...headers },
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text), ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("sign-in guessing", () => {
  it("an address that guessed one account 10 times is refused for it, even with the right password; the owner elsewhere is not", async () => {
    const victim = await member();
    for (let i = 0; i < 10; i++) {
      const wrong = await signInFrom("127.0.0.2", victim.userEmail, `wrong-pass${i}!`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.errorMsg).toBe("이메일 또는 비밀번호가 일치하지 않습니다.");
    }
    const guesser = await signInFrom("127.0.0.2", victim.userEmail, PASSWORD);
    expect(guesser.status).toBe(429);
    expect(guesser.body.errorMsg).toMatch(/^로그인 시도 횟수를 초과했습니다\. (15|14)분 후에 다시 시도해 주세요\.$/);
    const owner = await signInFrom("127.0.0.3", victim.userEmail, PASSWORD);
    expect(owner.status).toBe(200);
  });

  it("members behind the guesser's address (one NAT) still sign in", async () => {
    const guessed = await member();
    const neighbour = await member();
    for (let i = 0; i < 10; i++) await signInFrom("127.0.0.4", guessed.userEmail, `wrong-pass${i}!`);
    expect((await signInFrom("127.0.0.4", guessed.userEmail, PASSWORD)).status).toBe(429);
    const res = await signInFrom("127.0.0.4", neighbour.userEmail, PASSWORD);
    expect(res.status).toBe(200);
  });

  it("guessing one account from many addresses slows every attempt on it, tells the owner once, and the right password still works", async () => {
    const victim = await member();
    const before = smtp.messages.length;
    // 24 failures from 12 addresses, two each: no address reaches its own limit.
    for (let i = 0; i < 24; i++) {
      const res = await signInFrom(`127.0.1.${10 + (i % 12)}`, victim.userEmail, `wrong-pass${i}!`);
      expect(res.status).toBe(401);
    }
    const owner = await signInFrom("127.0.0.5", victim.userEmail, PASSWORD);
    expect(owner.status).toBe(200);
    // 24 failures, 5 past the threshold of 20: the attempt waited 5 × 250 ms before the check.
    expect(owner.ms).toBeGreaterThanOrEqual(1_200);
    const alert = await smtp.waitFor(victim.userEmail, { subject: "로그인 시도 알림", after: before });
    expect(alert.text).toContain("잘못된 비밀번호로 20번 로그인이 시도되었습니다");
    expect(alert.text).toContain("/findPwd");
    const alerts = smtp.messages.slice(before).filter((m) => m.to.includes(victim.userEmail) && m.subject.includes("로그인 시도 알림"));
    expect(alerts).toHaveLength(1);
  });

  it("an address that fails for many accounts is slowed, not refused, for a member with the right password", async () => {
    const someone = await member();
    // 52 failures on unknown accounts from one address (a busy NAT, or one guesser).
    for (let i = 0; i < 52; i++) await signInFrom("127.0.0.6", `nobody${seq}-${i}@example.test`, "wrong-pass1!");
    const res = await signInFrom("127.0.0.6", someone.userEmail, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.ms).toBeGreaterThanOrEqual(250);
    // Another address is not slowed at all by it.
    const elsewhere = await signInFrom("127.0.0.7", someone.userEmail, PASSWORD);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.ms).toBeLessThan(res.ms);
  });
});

describe("guessing in parallel", () => {
  const { account } = SIGN_IN_POLICY;
  const guesses = (count: number, firstAddress: number, addresses: number, email: string) =>
    timed(() =>
      Promise.all(
        Array.from({ length: count }, (_, i) => signInFrom(`127.0.3.${firstAddress + (i % addresses)}`, email, `wrong-pass${i}!`)),
      ),
    );
  /** Attempts whose password was checked (a wrong one answers 401); the others were told the account is busy. */
  const checkedOf = (answers: Answer[]) => {
    for (const a of answers.filter((a) => a.status !== 401)) {
      expect(a.status).toBe(429);
      expect(a.body.errorId).toBe("SIGN_IN_BUSY");
      expect(a.body.errorMsg).toMatch(/^지금 이 계정에 로그인 시도가 몰려 있습니다\./);
    }
    return answers.filter((a) => a.status === 401).length;
  };

  it(
    "past the threshold one wrong guess is checked per delay on the account, however many wait at once; the owner's own browser still gets in",
    { timeout: 120_000 },
    async () => {
      const victim = await member();
      // The owner's browser signed in to the account before: the account knows it.
      const ownBrowser = { cookie: `nt_vid=owner${Date.now().toString(36)}browser${seq++}` };
      expect((await signInFrom("127.0.3.1", victim.userEmail, PASSWORD, ownBrowser)).status).toBe(200);

      // A burst of 80 at once from 40 addresses, two each (no address reaches its own limit):
      // the first 20 are the threshold; past it the checks are at least a delay step apart.
      const burst = await guesses(80, 10, 40, victim.userEmail);
      const burstChecked = checkedOf(burst.value);
      expect(burstChecked).toBeGreaterThanOrEqual(account.failures);
      expect(burstChecked).toBeLessThanOrEqual(account.failures + 1 + Math.floor(burst.ms / account.delayStepMs));

      // Well past the threshold every check waits the longest delay: 40 more from 20 other
      // addresses get about one check per 5 s between them, while the owner signs in from their browser.
      const [wave, owner] = await Promise.all([
        guesses(40, 60, 20, victim.userEmail),
        signInFrom("127.0.3.2", victim.userEmail, PASSWORD, ownBrowser),
      ]);
      expect(checkedOf(wave.value)).toBeLessThanOrEqual(1 + Math.floor(wave.ms / account.maxDelayMs));
      expect(owner.status).toBe(200);

      // Once the flood is over, the owner gets in from a browser the account never saw too.
      expect((await signInFrom("127.0.3.3", victim.userEmail, PASSWORD)).status).toBe(200);
    },
  );
});

describe("sign-ups and mails at a caller's request", () => {
  const signUpFrom = (address: string, userEmail: string) =>
    postFrom(address, "/api/user/signUp", { userEmail, userPw: PASSWORD, userName: `가입${seq++}`, agreeTerms: true, agreeAge: true });

  it("40 parallel sign-ups from one address: 20 are accepted, the rest are told to wait; another address is not affected", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signUpFrom("127.0.0.8", `flood${Date.now().toString(36)}-${i}@gmail.com`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(20);
    for (const a of refused) {
      expect(a.status).toBe(429);
      expect(a.body.errorMsg).toMatch(/^가입 요청이 너무 많습니다\. (60|59)분 후에 다시 시도해 주세요\.$/);
    }
    expect((await signUpFrom("127.0.0.9", `calm${Date.now().toString(36)}@gmail.com`)).status).toBe(200);
  });

  it("a mail domain has no budget anyone can spend: sign-ups at one company's domain are limited per requester only", async () => {
    const domain = `school${Date.now().toString(36)}.example`;
    for (let i = 0; i < 40; i++) expect((await signUpFrom(`127.0.2.${i + 1}`, `s${i}@${domain}`)).status).toBe(200);
    expect((await signUpFrom("127.0.2.100", `s40@${domain}`)).status).toBe(200);
  });

  it("reset requests for addresses without an account send nothing and keep nobody from signing up or resetting", async () => {
    const domain = `firm${Date.now().toString(36)}.example`;
    const colleague = await makeUser(platform.handle.db, { userEmail: `colleague@${domain}`, passwordHash: await hashPassword(PASSWORD) });
    const before = smtp.messages.length;
    // 60 requests for made-up addresses at the company's domain, from two addresses (30 each, their own limit).
    const ghosts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postFrom(`127.0.5.${1 + (i % 2)}`, "/api/user/sendEmailPw", { userEmail: `ghost${i}@${domain}` }),
      ),
    );
    // Answered as for an account (nothing tells which addresses have one).
    for (const answer of ghosts) expect(answer.status).toBe(200);
    // A new member of the company signs up, and a member asks for the reset mail, as always.
    expect((await signUpFrom("127.0.5.3", `newcomer@${domain}`)).status).toBe(200);
    expect((await postFrom("127.0.5.4", "/api/user/sendEmailPw", { userEmail: colleague.userEmail })).status).toBe(200);
    await smtp.waitFor(colleague.userEmail, { after: before });
    await waitForQueueIdle(platform.handle.db);
    expect(smtp.messages.slice(before).filter((m) => m.to.includes("ghost"))).toHaveLength(0);
  });

  it("mail-sending calls: 30 an hour per address, whatever the target", async () => {
    for (let i = 0; i < 30; i++) {
      const res = await postFrom("127.0.0.11", "/api/user/sendEmailPw", { userEmail: `reset${seq}-${i}@gmail.com` });
      expect(res.status).toBe(200);
    }
    const resend = await postFrom("127.0.0.11", "/api/user/sendEmail", { userEmail: `again${seq}@gmail.com` });
    expect(resend.status).toBe(429);
    expect(resend.body.errorMsg).toMatch(/^메일 발송 요청이 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/);
    expect((await postFrom("127.0.0.12", "/api/user/sendEmailPw", { userEmail: `reset${seq}@gmail.com` })).status).toBe(200);
  });
});
