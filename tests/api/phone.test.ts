// Phone verification through the real server: the code goes out through the SMS sender
// (the local sms folder), only a keyed hash is stored, codes expire after 3 minutes and
// allow 5 tries, sending is rate limited per number and per member, one number per account.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberPhones, phoneVerifications } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { readSmsFolder, waitForSmsCode } from "../support/sms";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

let phoneSeq = 1000;
/** A fresh 010 number per test so the per-number limit of one test does not touch another. */
const freshPhone = () => {
  const n = String(phoneSeq++).padStart(4, "0");
  return { typed: `010-55${n.slice(0, 2)}-${n.slice(2)}00`, digits: `01055${n.slice(0, 2)}${n.slice(2)}00` };
};

async function member() {
  const row = await makeUser(platform.handle.db);
  return { row, headers: (await signedIn(platform.handle.db, row.userNo)).headers };
}
const requestCode = (headers: Record<string, string>, phone: string, termsAgreement = "true", extra: Record<string, string> = {}) =>
  platform.app.inject({
    method: "GET",
    url: `/api/user/user/authenticate/code?phone=${encodeURIComponent(phone)}&termsAgreement=${termsAgreement}`,
    headers: { ...headers, ...extra },
  });
const confirm = (headers: Record<string, string>, phone: string, code: string) =>
  platform.app.inject({ method: "POST", url: "/api/user/user/authenticate", headers, payload: { phone, code } });
const status = async (headers: Record<string, string>) =>
  (await platform.app.inject({ method: "GET", url: "/api/user/user/authenticate/status", headers })).json().data;

describe("sending the code", () => {
  it("needs the consent and a valid Korean mobile number", async () => {
    const { headers } = await member();
    const noConsent = await requestCode(headers, "010-1234-5678", "false");
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errorMsg).toBe("본인 인증을 위한 개인정보 수집·이용에 동의해 주세요.");
    const landline = await requestCode(headers, "02-123-4567");
    expect(landline.json().errorMsg).toBe("올바른 휴대폰 번호를 입력해 주세요. 예: 010-1234-5678");
    const empty = await requestCode(headers, " ");
    expect(empty.json().errorMsg).toBe("휴대폰 번호를 입력해 주세요.");
  });

  it("writes a message with a 6-digit code; the database keeps only a keyed hash", async () => {
    const { row, headers } = await member();
    const phone = freshPhone();
    const res = await requestCode(headers, phone.typed);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json().data;
    expect(data.phone).toBe(phone.typed);
    expect(data.ttlSeconds).toBe(180);
    expect(new Date(data.expiresAt).getTime() - Date.now()).toBeGreaterThan(170_000);
    const code = await waitForSmsCode(platform.dataDir, phone.digits);
    const message = readSmsFolder(platform.dataDir).find((m) => m.to === phone.digits)!;
    expect(message.text).toBe(`[나눔터] 본인 인증번호 [${code}]를 입력해 주세요. 3분 동안 유효합니다.`);
    const [stored] = await platform.handle.db.select().from(phoneVerifications).where(eq(phoneVerifications.userNo, row.userNo));
    expect(stored!.phone).toBe(phone.digits);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it("refuses a browser's cross-site GET (a link on another site cannot send codes)", async () => {
    const { headers } = await member();
    const res = await requestCode(headers, freshPhone().typed, "true", { "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
    const sameOrigin = await requestCode(headers, freshPhone().typed, "true", { "sec-fetch-site": "same-origin" });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it("limits sending to 5 an hour per number and 10 a day per member", async () => {
    const first = await member();
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) expect((await requestCode(first.headers, phone.typed)).statusCode).toBe(200);
    const sixth = await requestCode(first.headers, phone.typed);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errorMsg).toMatch(/^인증번호 요청이 너무 많습니다. \d+분 후에 다시 시도해 주세요.$/);
    // Another member cannot keep texting that number either.
    const second = await member();
    expect((await requestCode(second.headers, phone.typed)).statusCode).toBe(429);

    const busy = await member();
    for (let i = 0; i < 10; i++) expect((await requestCode(busy.headers, freshPhone().typed)).statusCode).toBe(200);
    expect((await requestCode(busy.headers, freshPhone().typed)).statusCode).toBe(429);
  });
});

describe("checking the code", () => {
  it("verifies with the right code; status shows the masked number", async () => {
    const { row, headers } = await member();
    expect(await status(headers)).toEqual({ verified: false, phone: null, verifiedAt: null });
    const phone = freshPhone();
    await requestCode(headers, `+82 ${phone.typed.slice(1)}`);
    const code = await waitForSmsCode(platform.dataDir, phone.digits);
    const res = await confirm(headers, phone.typed, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verified: true, phone: `010-****-${phone.digits.slice(7)}` });
    expect(await status(headers)).toMatchObject({ verified: true });
    const [saved] = await platform.handle.db.select().from(memberPhones).where(eq(memberPhones.userNo, row.userNo));
    expect(saved!.phone).toBe(phone.digits);
    // The code is used up.
    expect((await confirm(headers, phone.typed, code)).json().errorMsg).toBe("인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.");
    // Asking again for the verified number says so.
    expect((await requestCode(headers, phone.typed)).json().errorMsg).toBe("이미 인증된 휴대폰 번호입니다.");
  });

  it("counts wrong codes and locks after five", async () => {
    const { headers } = await member();
    const phone = freshPhone();
    await requestCode(headers, phone.typed);
    const code = await waitForSmsCode(platform.dataDir, phone.digits);
    const wrong = code === "000000" ? "111111" : "000000";
    const first = await confirm(headers, phone.typed, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().errorMsg).toBe("인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)");
    for (let i = 0; i < 3; i++) await confirm(headers, phone.typed, wrong);
    expect((await confirm(headers, phone.typed, wrong)).json().errorMsg).toBe(
      "인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.",
    );
    expect((await confirm(headers, phone.typed, code)).json().errorMsg).toBe(
      "인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.",
    );
    expect(await status(headers)).toMatchObject({ verified: false });
  });

  it("explains a malformed code, a different number, no code yet, and an expired code", async () => {
    const { row, headers } = await member();
    const phone = freshPhone();
    expect((await confirm(headers, phone.typed, "123456")).json().errorMsg).toBe("인증번호를 먼저 요청해 주세요.");
    await requestCode(headers, phone.typed);
    const code = await waitForSmsCode(platform.dataDir, phone.digits);
    expect((await confirm(headers, phone.typed, "12 34")).json().errorMsg).toBe("인증번호 6자리를 입력해 주세요.");
    expect((await confirm(headers, freshPhone().typed, code)).json().errorMsg).toBe(
      "인증번호를 받은 휴대폰 번호와 다릅니다. 번호를 확인해 주세요.",
    );
    await platform.handle.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userNo, row.userNo));
    expect((await confirm(headers, phone.typed, code)).json().errorMsg).toBe("인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.");
  });

  it("only the newest code works", async () => {
    const { headers } = await member();
    const phone = freshPhone();
    await requestCode(headers, phone.typed);
    const before = readSmsFolder(platform.dataDir).length;
    const oldCode = await waitForSmsCode(platform.dataDir, phone.digits);
    await requestCode(headers, phone.typed);
    const newCode = await waitForSmsCode(platform.dataDir, phone.digits, { after: before });
    if (oldCode !== newCode) expect((await confirm(headers, phone.typed, oldCode)).statusCode).toBe(400);
    expect((await confirm(headers, phone.typed, newCode)).statusCode).toBe(200);
  });

  it("one number verifies one account", async () => {
    const a = await member();
    const b = await member();
    const phone = freshPhone();
    await requestCode(a.headers, phone.typed);
    const before = readSmsFolder(platform.dataDir).length;
    const codeA = await waitForSmsCode(platform.dataDir, phone.digits);
    await requestCode(b.headers, phone.typed);
    const codeB = await waitForSmsCode(platform.dataDir, phone.digits, { after: before });
    expect((await confirm(a.headers, phone.typed, codeA)).statusCode).toBe(200);
    const taken = await confirm(b.headers, phone.typed, codeB);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMsg).toBe("이미 다른 계정에서 인증에 사용된 휴대폰 번호입니다.");
    expect((await requestCode(b.headers, phone.typed)).json().errorMsg).toBe("이미 다른 계정에서 인증에 사용된 휴대폰 번호입니다.");
  });
});
