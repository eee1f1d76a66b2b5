// The account pages' writes (server/services.ts accounts), run as a page action runs them: the
// sign-up, the nickname, the cover letter and the password. Each answers visitors and unverified
// members as the API's own guard does, parses the API route's own schema, and refuses in the
// reader's language.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MSG, RESET_MSG } from "../../core/account";
import type { Language } from "../../core/i18n";
import { alreadyRegisteredMessage, MSG } from "../../core/messages";
import { PROFILE_MSG } from "../../core/profile";
import { INVITE_COOKIE } from "../../core/share";
import { sessions, users } from "../../server/db/schema";
import { AppError } from "../../server/lib/errors";
import type { Invalidation } from "../../server/lib/invalidation-bus";
import { hashPassword, verifyPassword } from "../../server/modules/auth/passwords";
import { SESSION_COOKIE } from "../../server/modules/auth/plugin";
import type { Viewer } from "../../server/modules/auth/types";
import type { ActionTools } from "../../server/page-actions";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

const PASSWORD = "first-pass1!";
let platform: TestPlatform;
let passwordHash: string;

async function viewerOf(overrides: Parameters<typeof makeUser>[1] = {}): Promise<Viewer> {
  const row = await makeUser(platform.handle.db, overrides);
  return {
    sessionId: 0,
    userNo: row.userNo,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    userProfileImg: null,
    emailCertYn: row.emailCertYn as "Y" | "N",
    joinChannel: "A",
    role: row.role as Viewer["role"],
  };
}

/** What an action hands its work (with the request's cookies), the cookies it set, and what it declared changed. */
function toolsFor(viewer: Viewer | null, language: Language = "ko", requestCookies: Record<string, string> = {}) {
  const tools = {
    viewer,
    ip: "127.0.0.1",
    userAgent: "vitest",
    language,
    https: false,
    declared: null as Invalidation | null,
    cookies: [] as { name: string; value: string; maxAge: number | undefined }[],
    cookie: (name: string): string | undefined => requestCookies[name],
    setCookie(name: string, value: string, options: { maxAge?: number }) {
      tools.cookies.push({ name, value, maxAge: options.maxAge });
    },
    changed(what: Invalidation) {
      tools.declared = what;
    },
  };
  return tools satisfies ActionTools;
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function row(userNo: number) {
  const [found] = await platform.handle.db.select().from(users).where(eq(users.userNo, userNo));
  return found!;
}

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => platform?.dispose());

describe("the sign-up (/sign)", () => {
  const form = (id: string) => ({
    userEmail: `new-${id}@example.test`,
    userPw: "sign-up-pass1!",
    userName: `새회원${id}`,
    agreeTerms: true,
  });

  it("signs a visitor up, signs them in, and keeps the invite of the address or else of the cookie", async () => {
    const tools = toolsFor(null, "ko", { [INVITE_COOKIE]: "from_cookie" });
    const made = await platform.services.accounts.signUp({ ...form("a1"), eventKey: "inv_abc123" }, tools);
    expect(made.eventKey).toBe("inv_abc123");
    const [user] = await platform.handle.db.select().from(users).where(eq(users.userId, made.userId));
    expect(user).toMatchObject({ userEmail: "new-a1@example.test", userName: "새회원a1", emailCertYn: "N", signupEventKey: "inv_abc123" });
    expect(tools.cookies).toEqual([expect.objectContaining({ name: SESSION_COOKIE, maxAge: expect.any(Number) as number })]);
    expect(tools.cookies[0]!.value).not.toBe("");
    expect(tools.declared).toEqual([]);

    const fromCookie = await platform.services.accounts.signUp(form("b2"), toolsFor(null, "ko", { [INVITE_COOKIE]: "from_cookie" }));
    expect(fromCookie.eventKey).toBe("from_cookie");
    expect((await platform.services.accounts.signUp(form("c3"), toolsFor(null))).eventKey).toBeNull();
  });

  it("refuses a taken e-mail and missing consent in both languages, and signs no one in", async () => {
    const taken = await makeUser(platform.handle.db);
    const tools = toolsFor(null, "en");
    const again = await refusal(platform.services.accounts.signUp({ ...form("d4"), userEmail: taken.userEmail }, tools));
    expect(again.status).toBe(409);
    expect(again.errorId).toBe("ALREADY_REGISTERED");
    expect(again.localized).toEqual(alreadyRegisteredMessage("A"));
    expect(again.localized?.ko).toBe("나눔터 계정으로 가입된 이메일 입니다.");
    expect(again.localized?.en).toBe("This e-mail is registered with a Nanumteo account.");
    const terms = await refusal(platform.services.accounts.signUp({ ...form("e5"), agreeTerms: false }, tools));
    expect(terms.status).toBe(400);
    expect(terms.localized).toEqual(ACCOUNT_MSG.termsRequired);
    expect(tools.cookies).toEqual([]);
    // The API route's own schema: its query allows 64 characters of invite key.
    await expect(platform.services.accounts.signUp({ ...form("f6"), eventKey: "x".repeat(65) }, toolsFor(null))).rejects.toThrow();
  });
});

describe("the nickname (/mypage/account)", () => {
  it("changes the member's own nickname and empties every shared page", async () => {
    const member = await viewerOf();
    const tools = toolsFor(member);
    const name = `새이름${member.userId.slice(-4)}`;
    expect(await platform.services.accounts.changeNickname({ userName: name, userId: member.userId }, tools)).toEqual({ userName: name });
    expect((await row(member.userNo)).userName).toBe(name);
    // Nothing declared: the page action empties every shared page, as the name is on them all.
    expect(tools.declared).toBeNull();
  });

  it("refuses visitors, unverified members and another member's id, as the API does", async () => {
    const visitor = await refusal(platform.services.accounts.changeNickname({ userName: "방문자" }, toolsFor(null)));
    expect(visitor.status).toBe(401);
    expect(visitor.localized).toEqual(MSG.membersOnly);

    const unverified = await viewerOf({ emailCertYn: "N" });
    const before = (await row(unverified.userNo)).userName;
    const refused = await refusal(
      platform.services.accounts.changeNickname({ userName: "미인증회원", userId: unverified.userId }, toolsFor(unverified)),
    );
    expect(refused.status).toBe(403);
    expect(refused.localized).toEqual(MSG.verifiedMembersOnly);
    expect((await row(unverified.userNo)).userName).toBe(before);

    const member = await viewerOf();
    const other = await viewerOf();
    const notYours = await refusal(
      platform.services.accounts.changeNickname({ userName: "남의이름", userId: other.userId }, toolsFor(member)),
    );
    expect(notYours.status).toBe(403);
    expect(notYours.localized).toEqual(PROFILE_MSG.notYourAccount);
  });

  it("refuses the brand and an unchanged name with the wording of both languages", async () => {
    const member = await viewerOf();
    const brand = await refusal(
      platform.services.accounts.changeNickname({ userName: "나눔터팬", userId: member.userId }, toolsFor(member, "en")),
    );
    expect(brand.status).toBe(400);
    expect(brand.localized?.ko).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    expect(brand.localized?.en).toBe("Nicknames may not contain the name of the service.");
    const same = await refusal(
      platform.services.accounts.changeNickname({ userName: member.userName, userId: member.userId }, toolsFor(member)),
    );
    expect(same.localized).toEqual({ ko: "변경된 내역이 없습니다.", en: "Nothing has changed." });
    // The API route's own schema: a name longer than it allows never reaches the service.
    await expect(
      platform.services.accounts.changeNickname({ userName: "가".repeat(101), userId: member.userId }, toolsFor(member)),
    ).rejects.toThrow();
  });
});

describe("the cover letter (/mypage/account)", () => {
  it("saves the letter; refuses visitors, unverified members and a letter too long in both languages", async () => {
    const member = await viewerOf();
    const letter = "경제 기사를 쉽게 풀어 씁니다.";
    expect(await platform.services.accounts.changeCoverLetter({ coverLetter: letter }, toolsFor(member))).toEqual({ coverLetter: letter });
    expect((await row(member.userNo)).coverLetter).toBe(letter);

    expect((await refusal(platform.services.accounts.changeCoverLetter({ coverLetter: "x" }, toolsFor(null)))).status).toBe(401);
    const unverified = await viewerOf({ emailCertYn: "N" });
    expect((await refusal(platform.services.accounts.changeCoverLetter({ coverLetter: "x" }, toolsFor(unverified)))).localized).toEqual(
      MSG.verifiedMembersOnly,
    );
    const long = await refusal(platform.services.accounts.changeCoverLetter({ coverLetter: "가".repeat(301) }, toolsFor(member, "en")));
    expect(long.status).toBe(400);
    expect(long.localized?.ko).toBe("자기소개는 300자까지 입력할 수 있습니다.");
    expect(long.localized?.en).toBe("The introduction can have up to 300 characters.");
    expect((await row(member.userNo)).coverLetter).toBe(letter);
  });
});

describe("the password (/mypage/account)", () => {
  it("changes it with the current one and signs out the member's other devices, not this one", async () => {
    const member = await viewerOf({ passwordHash });
    const here = await signedIn(platform.handle.db, member.userNo);
    const elsewhere = await signedIn(platform.handle.db, member.userNo);
    const tools = toolsFor({ ...member, sessionId: here.sessionId });
    const NEW = "second-pass2@";
    expect(await platform.services.accounts.changePassword({ currentPw: PASSWORD, newPw: NEW }, tools)).toEqual({
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
    const member = await viewerOf({ passwordHash });
    const visitor = await refusal(
      platform.services.accounts.changePassword({ currentPw: PASSWORD, newPw: "second-pass2@" }, toolsFor(null)),
    );
    expect(visitor.status).toBe(401);
    expect(visitor.localized).toEqual(MSG.membersOnly);

    const wrong = await refusal(
      platform.services.accounts.changePassword({ currentPw: "not-the-one1!", newPw: "second-pass2@" }, toolsFor(member, "en")),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.localized?.ko).toBe("현재 비밀번호가 일치하지 않습니다.");
    expect(wrong.localized?.en).toBe(RESET_MSG.currentWrong.en);
    expect(await verifyPassword((await row(member.userNo)).passwordHash!, PASSWORD)).toBe(true);
    // The API route's own schema: its two bodies are strict.
    await expect(
      platform.services.accounts.changePassword({ currentPw: PASSWORD, newPw: "second-pass2@", extra: 1 }, toolsFor(member)),
    ).rejects.toThrow();
  });
});
