// The account page's writes (server/modules/accounts/actions.ts), run as a page action runs them: the
// nickname, the cover letter and the password. Each answers visitors and unverified members as
// the API's own guard does, parses the API route's own schema, and refuses in the reader's language.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_MSG } from "../../core/account";
import { MSG } from "../../core/messages";
import { PROFILE_MSG } from "../../core/profile";
import { sessions, users } from "../../server/db/schema";
import { hashPassword, verifyPassword } from "../../server/modules/auth/passwords";
import { signedIn } from "../support/auth";
import { refusal, toolsFor, viewerOf } from "../support/page-actions";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const PASSWORD = "first-pass1!";
let platform: TestPlatform;
let passwordHash: string;

async function row(userNo: number) {
  const [found] = await platform.handle.db.select().from(users).where(eq(users.userNo, userNo));
  return found!;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => platform?.dispose());

describe("the nickname (/mypage/account)", () => {
  it("changes the member's own nickname and empties every shared page", async () => {
    const member = await viewerOf(platform.handle.db);
    const tools = toolsFor(member);
    const name = `새이름${member.userId.slice(-4)}`;
    expect(await platform.services.write("POST /api/user/updateUserName", { userName: name, userId: member.userId }, tools)).toEqual({
      userName: name,
    });
    expect((await row(member.userNo)).userName).toBe(name);
    // The contract's effect: every shared page is emptied, as the name is on them all.
    expect(tools.declared).toBe("all");
  });

  it("refuses visitors, unverified members and another member's id, as the API does", async () => {
    const visitor = await refusal(platform.services.write("POST /api/user/updateUserName", { userName: "방문자" }, toolsFor(null)));
    expect(visitor.status).toBe(401);
    expect(visitor.localized).toEqual(MSG.membersOnly);

    const unverified = await viewerOf(platform.handle.db, { emailCertYn: "N" });
    const before = (await row(unverified.userNo)).userName;
    const refused = await refusal(
      platform.services.write("POST /api/user/updateUserName", { userName: "미인증회원", userId: unverified.userId }, toolsFor(unverified)),
    );
    expect(refused.status).toBe(403);
    expect(refused.localized).toEqual(MSG.verifiedMembersOnly);
    expect((await row(unverified.userNo)).userName).toBe(before);

    const member = await viewerOf(platform.handle.db);
    const other = await viewerOf(platform.handle.db);
    const notYours = await refusal(
      platform.services.write("POST /api/user/updateUserName", { userName: "남의이름", userId: other.userId }, toolsFor(member)),
    );
    expect(notYours.status).toBe(403);
    expect(notYours.localized).toEqual(PROFILE_MSG.notYourAccount);
  });

  it("refuses the brand and an unchanged name with the wording of both languages", async () => {
    const member = await viewerOf(platform.handle.db);
    const brand = await refusal(
      platform.services.write("POST /api/user/updateUserName", { userName: "나눔터팬", userId: member.userId }, toolsFor(member, "en")),
    );
    expect(brand.status).toBe(400);
    expect(brand.localized?.ko).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    expect(brand.localized?.en).toBe("Nicknames may not contain the name of the service.");
    const same = await refusal(
      platform.services.write("POST /api/user/updateUserName", { userName: member.userName, userId: member.userId }, toolsFor(member)),
    );
    expect(same.localized).toEqual({ ko: "변경된 내역이 없습니다.", en: "Nothing has changed." });
    // The API route's own schema: a name longer than it allows never reaches the service.
    await expect(
      platform.services.write("POST /api/user/updateUserName", { userName: "가".repeat(101), userId: member.userId }, toolsFor(member)),
    ).rejects.toThrow();
  });
});

describe("the cover letter (/mypage/account)", () => {
  it("saves the letter; refuses visitors, unverified members and a letter too long in both languages", async () => {
    const member = await viewerOf(platform.handle.db);
    const letter = "경제 기사를 쉽게 풀어 씁니다.";
    expect(await platform.services.write("POST /api/user/user/coverLetter", { coverLetter: letter }, toolsFor(member))).toEqual({
      coverLetter: letter,
    });
    expect((await row(member.userNo)).coverLetter).toBe(letter);

    expect((await refusal(platform.services.write("POST /api/user/user/coverLetter", { coverLetter: "x" }, toolsFor(null)))).status).toBe(
      401,
    );
    const unverified = await viewerOf(platform.handle.db, { emailCertYn: "N" });
    expect(
      (await refusal(platform.services.write("POST /api/user/user/coverLetter", { coverLetter: "x" }, toolsFor(unverified)))).localized,
    ).toEqual(MSG.verifiedMembersOnly);
    const long = await refusal(
      platform.services.write("POST /api/user/user/coverLetter", { coverLetter: "가".repeat(301) }, toolsFor(member, "en")),
    );
    expect(long.status).toBe(400);
    expect(long.localized?.ko).toBe("자기소개는 300자까지 입력할 수 있습니다.");
    expect(long.localized?.en).toBe("The introduction can have up to 300 characters.");
    expect((await row(member.userNo)).coverLetter).toBe(letter);
  });
});

describe("the password (/mypage/account)", () => {
  it("changes it with the current one and signs out the member's other devices, not this one", async () => {
    const member = await viewerOf(platform.handle.db, { passwordHash });
    const here = await signedIn(platform.handle.db, member.userNo);
    const elsewhere = await signedIn(platform.handle.db, member.userNo);
    const tools = toolsFor({ ...member, sessionId: here.sessionId });
    const NEW = "second-pass2@";
    expect(await platform.services.write("POST /api/user/updateUserPw", { currentPw: PASSWORD, newPw: NEW }, tools)).toEqual({
      signedOut: false,
      revokedSessions: 1,
    });
    expect(await verifyPassword((await row(member.userNo)).passwordHash!, NEW)).toBe(true);
    expect(tools.cookies).toEqual([]);
    expect(tools.declared).toEqual([]);
    const live = await platform.handle.db.select().from(sessions).where(eq(sessions.userNo, member.userNo));
    const revoked = (id: number) => live.find((s) => s.sessionId === id)?.revokedAt ?? null;
    expect(revoked(here.sessionId)).toBeNull();
    expect(revoked(elsewhere.sessionId)).not.toBeNull();
  });

  it("refuses visitors and a wrong current password in both languages, and keeps the password", async () => {
    const member = await viewerOf(platform.handle.db, { passwordHash });
    const visitor = await refusal(
      platform.services.write("POST /api/user/updateUserPw", { currentPw: PASSWORD, newPw: "second-pass2@" }, toolsFor(null)),
    );
    expect(visitor.status).toBe(401);
    expect(visitor.localized).toEqual(MSG.membersOnly);

    const wrong = await refusal(
      platform.services.write(
        "POST /api/user/updateUserPw",
        { currentPw: "not-the-one1!", newPw: "second-pass2@" },
        toolsFor(member, "en"),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.localized?.ko).toBe("현재 비밀번호가 일치하지 않습니다.");
    expect(wrong.localized?.en).toBe(RESET_MSG.currentWrong.en);
    expect(await verifyPassword((await row(member.userNo)).passwordHash!, PASSWORD)).toBe(true);
    // The API route's own schema: its two bodies are strict.
    await expect(
      platform.services.write("POST /api/user/updateUserPw", { currentPw: PASSWORD, newPw: "second-pass2@", extra: 1 }, toolsFor(member)),
    ).rejects.toThrow();
  });
});
