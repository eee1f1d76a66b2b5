// Mail someone is waiting for at the screen (the sign-up verification, the password reset) goes
// out ahead of bulk mail and in parallel: a new member's mail does not wait behind a queue of
// notices, digests and export-ready mails, which still all go out after it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../server/db/transaction";
import { MAIL_JOB } from "../../server/jobs/mail";
import { hashPassword } from "../../server/modules/auth/passwords";
import { TEST_ORIGIN } from "../support/auth";
import { makeUser } from "../support/factories";
import { startSmtpSink, type SmtpSink } from "../support/mail";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

let platform: TestPlatform;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  platform = await createTestPlatform({ queue: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await platform?.dispose();
  await smtp?.close();
});

const BULK = 150;
const PASSWORD = "mail-queue1!";

function post(url: string, payload: object) {
  return platform.app.inject({ method: "POST", url, headers: { origin: TEST_ORIGIN, "user-agent": "vitest" }, payload });
}

const bulkReceived = () => smtp.messages.filter((m) => m.to.includes("@bulk.example.test")).length;

describe("mail queue", () => {
  it("verification and reset mails overtake a queue of bulk mail, and the bulk mail still all goes out", { timeout: 120_000 }, async () => {
    const stamp = Date.now().toString(36);
    const member = await makeUser(platform.handle.db, {
      userEmail: `forgot${stamp}@example.test`,
      passwordHash: await hashPassword(PASSWORD),
    });
    await withTransaction(platform.handle.db, (tx) =>
      platform.queue!.insertInTransaction(
        tx,
        MAIL_JOB,
        Array.from({ length: BULK }, (_, i) => ({
          to: `reader${i}@bulk.example.test`,
          subject: `[나눔터] 공지 ${i}`,
          text: "공지 본문",
          html: "<p>공지 본문</p>",
        })),
      ),
    );

    const newcomers = Array.from({ length: 3 }, (_, i) => `newcomer${stamp}${i}@example.test`);
    const answers = await Promise.all([
      ...newcomers.map((userEmail, i) =>
        post("/api/user/signUp", {
          userEmail,
          userPw: PASSWORD,
          userName: `새회원${stamp.slice(-4)}${i}`,
          agreeTerms: true,
          agreeAge: true,
        }),
      ),
      post("/api/user/sendEmailPw", { userEmail: member.userEmail }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);

    await Promise.all([
      ...newcomers.map((to) => smtp.waitFor(to, { subject: "인증", timeoutMs: 30_000 })),
      smtp.waitFor(member.userEmail, { subject: "비밀번호", timeoutMs: 30_000 }),
    ]);
    // Every waited-for mail arrived while bulk mail queued before it was still waiting.
    expect(bulkReceived()).toBeLessThan(BULK);

    await waitForQueueIdle(platform.handle.db, [MAIL_JOB], 90_000);
    expect(bulkReceived()).toBe(BULK);
  });
});
