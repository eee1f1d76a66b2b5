// Leaving through the real server: personal data erased or anonymised, deleteYn 'Y', every
// session revoked, the browser's cookie cleared, the exit survey kept without the account,
// posts kept under '탈퇴한 회원', and the e-mail and nickname free again at once.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExitSurveys, emailVerifications, memberPhones, pointLedger, sessions, users } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { hashPassword } from "../../server/modules/auth/passwords";
import { countLiveSessions } from "../../server/modules/auth/sessions";
import { creditPoints, pointsConsistency } from "../../server/modules/points/service";
import { TEST_ORIGIN, signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { multipartFile } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForSmsCode } from "../support/sms";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
});
afterAll(async () => platform?.dispose());

const PASSWORD = "leaving2024!";

async function emailMember(overrides: Partial<typeof users.$inferInsert> = {}) {
  const row = await makeUser(platform.handle.db, { passwordHash: await hashPassword(PASSWORD), termsAgreedAt: new Date(), ...overrides });
  const session = await signedIn(platform.handle.db, row.userNo);
  return { row, headers: session.headers };
}
const del = (url: string, headers: Record<string, string>, payload: object) =>
  platform.app.inject({ method: "DELETE", url, headers, payload });
const rowOf = async (userNo: number) => (await platform.handle.db.select().from(users).where(eq(users.userNo, userNo)))[0]!;

describe("DELETE /api/user/deleteAccount", () => {
  it("asks for the password, the confirmation and a reason, changing nothing until all are right", async () => {
    const { row, headers } = await emailMember();
    const noPw = await del("/api/user/deleteAccount", headers, { agree: true, reason: "reward" });
    expect(noPw.json().errorMsg).toBe("탈퇴하려면 비밀번호를 입력해 주세요.");
    const wrongPw = await del("/api/user/deleteAccount", headers, { userPw: "wrongwrong1!", agree: true, reason: "reward" });
    expect(wrongPw.statusCode).toBe(400);
    expect(wrongPw.json().errorMsg).toBe("비밀번호가 일치하지 않습니다.");
    const noAgree = await del("/api/user/deleteAccount", headers, { userPw: PASSWORD, agree: false, reason: "reward" });
    expect(noAgree.json().errorMsg).toBe("안내 사항을 확인하고 동의해 주세요.");
    const noReason = await del("/api/user/deleteAccount", headers, { userPw: PASSWORD, agree: true, reason: "" });
    expect(noReason.json().errorMsg).toBe("탈퇴 사유를 선택해 주세요.");
    const otherEmpty = await del("/api/user/deleteAccount", headers, { userPw: PASSWORD, agree: true, reason: "other", detail: " " });
    expect(otherEmpty.json().errorMsg).toBe("탈퇴 사유를 작성해 주세요.");
    expect((await rowOf(row.userNo)).deleteYn).toBe("N");
  });

  it("erases the personal data, revokes every session, clears the cookie and keeps posts anonymised", async () => {
    const { row, headers } = await emailMember({ coverLetter: "곧 떠납니다", usageReason: "토큰 보상" });
    const elsewhere = await signedIn(platform.handle.db, row.userNo);
    const pic = multipartFile(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#f04452" } })
        .png()
        .toBuffer(),
    );
    const url: string = (
      await platform.app.inject({
        method: "POST",
        url: "/api/user/user/profileImg",
        headers: { ...headers, ...pic.headers },
        payload: pic.payload,
      })
    ).json().data.userProfileImg;
    const file = path.join(platform.dataDir, "files", url.replace("/files/", ""));
    expect(fs.existsSync(file)).toBe(true);
    await platform.app.inject({ method: "GET", url: "/api/user/user/authenticate/code?phone=010-7777-1234&termsAgreement=true", headers });
    const code = await waitForSmsCode(platform.dataDir, "01077771234");
    expect(
      (await platform.app.inject({ method: "POST", url: "/api/user/user/authenticate", headers, payload: { phone: "01077771234", code } }))
        .statusCode,
    ).toBe(200);
    await platform.handle.db.insert(emailVerifications).values({
      userNo: row.userNo,
      purpose: "signup",
      email: row.userEmail,
      tokenHash: `t${row.userNo}`,
      codeHash: "c",
      expiresAt: new Date(),
    });
    await withTransaction(platform.handle.db, (tx) =>
      creditPoints(tx, {
        userNo: row.userNo,
        amount: 500,
        reason: "usage_reason_survey",
        idempotencyKey: `usage_reason_survey:${row.userNo}`,
      }),
    );
    const post = await makePost(platform.handle.db, row.userNo, { subject: "남겨질 글" });

    const res = await del("/api/user/deleteAccount", headers, { userPw: PASSWORD, agree: true, reason: "other", detail: "이사를 가요" });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === "nt_session");
    expect(cleared?.value).toBe("");
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());

    const after = await rowOf(row.userNo);
    expect(after).toMatchObject({
      deleteYn: "Y",
      userEmail: `left-${row.userNo}@deleted.invalid`,
      userName: "탈퇴한 회원",
      passwordHash: null,
      profileImg: null,
      bgImg: null,
      coverLetter: "",
      usageReason: null,
    });
    expect(after.deletedAt).not.toBeNull();
    expect(JSON.stringify(after)).not.toContain(row.userEmail);
    expect(fs.existsSync(file)).toBe(false);
    expect(await platform.handle.db.select().from(memberPhones).where(eq(memberPhones.userNo, row.userNo))).toHaveLength(0);
    expect(await platform.handle.db.select().from(emailVerifications).where(eq(emailVerifications.userNo, row.userNo))).toHaveLength(0);
    expect(await countLiveSessions(platform.handle.db, row.userNo)).toBe(0);
    expect((await platform.handle.db.select().from(sessions).where(eq(sessions.userNo, row.userNo))).every((s) => s.revokedAt)).toBe(true);
    for (const h of [headers, elsewhere.headers]) {
      expect((await platform.app.inject({ method: "GET", url: "/api/user/getUserInfo", headers: h })).statusCode).toBe(401);
    }

    const surveys = await platform.handle.db.select().from(accountExitSurveys);
    const mine = surveys.find((s) => s.detail === "이사를 가요")!;
    expect(mine).toMatchObject({ reason: "other", joinChannel: "A", memberDays: 0 });
    expect(Object.keys(mine)).not.toContain("userNo");

    // The post stays, under the anonymised name; the profile is gone.
    const board = await platform.app.inject({ method: "GET", url: `/api/board/contents?boardNo=${post.boardNo}` });
    expect(board.json().data.uploader.userName).toBe("탈퇴한 회원");
    expect((await platform.app.inject({ method: "GET", url: `/api/user/myPage/${row.userId}` })).statusCode).toBe(404);

    // The ledger keeps its entries (append-only); balances still match it.
    expect(await platform.handle.db.select().from(pointLedger).where(eq(pointLedger.userNo, row.userNo))).toHaveLength(1);
    expect(await pointsConsistency(platform.handle.db)).toEqual([]);

    // The e-mail and the nickname are free again at once.
    const again = await platform.app.inject({
      method: "POST",
      url: "/api/user/signUp",
      headers: { origin: TEST_ORIGIN },
      payload: { userEmail: row.userEmail, userPw: "comeback2024!", userName: row.userName, agreeTerms: true, agreeAge: true },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.userId).not.toBe(row.userId);
    // The phone number can verify the new account.
    const phoneRows = await platform.handle.db.select().from(memberPhones).where(eq(memberPhones.phone, "01077771234"));
    expect(phoneRows).toHaveLength(0);
  });
});

describe("DELETE /api/user/deleteAccountNoReason", () => {
  it("lets a social member leave with the confirmation only, storing no survey", async () => {
    const row = await makeUser(platform.handle.db, { joinChannel: "K", passwordHash: null });
    const { headers } = await signedIn(platform.handle.db, row.userNo);
    const before = (await platform.handle.db.select().from(accountExitSurveys)).length;
    const noAgree = await del("/api/user/deleteAccountNoReason", headers, { agree: false });
    expect(noAgree.statusCode).toBe(400);
    const res = await del("/api/user/deleteAccountNoReason", headers, { agree: true });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(row.userNo)).deleteYn).toBe("Y");
    expect((await platform.handle.db.select().from(accountExitSurveys)).length).toBe(before);
    // Gone means gone: the old cookie cannot leave again or do anything else.
    expect((await del("/api/user/deleteAccountNoReason", headers, { agree: true })).statusCode).toBe(401);
  });

  it("still asks an e-mail member for the password", async () => {
    const { row, headers } = await emailMember();
    expect((await del("/api/user/deleteAccountNoReason", headers, { agree: true, userPw: "nope-nope1!" })).statusCode).toBe(400);
    expect((await del("/api/user/deleteAccountNoReason", headers, { agree: true, userPw: PASSWORD })).statusCode).toBe(200);
    expect((await rowOf(row.userNo)).deleteYn).toBe("Y");
  });
});
