// My profile through the real server: nickname (docs/product/accounts.md messages), cover letter, profile and
// background pictures (checked by content, 5 MB, resized, old file removed), update-my-info
// by item and value, the one-call profile update, the public profile, and password change.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { signedIn, TEST_ORIGIN } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { multipartFile } from "../support/multipart";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

async function member(overrides: Partial<typeof users.$inferInsert> = {}) {
  const row = await makeUser(platform.handle.db, overrides);
  const session = await signedIn(platform.handle.db, row.userNo);
  return { row, headers: session.headers, session };
}

function post(url: string, headers: Record<string, string>, payload?: unknown) {
  return platform.app.inject({ method: "POST", url, headers, payload: payload as object });
}

async function userRow(userNo: number) {
  const [row] = await platform.handle.db.select().from(users).where(eq(users.userNo, userNo));
  return row!;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 49, g: 130, b: 246 } } })
    .png()
    .toBuffer();

function storedPath(url: string): string {
  return path.join(platform.dataDir, "files", url.replace(/^\/files\//, ""));
}

describe("POST /api/user/updateUserName", () => {
  it("changes the nickname with code 0; the header name follows", async () => {
    const { row, headers } = await member();
    const res = await post("/api/user/updateUserName", headers, { userName: " 새 닉네임 ", userId: row.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { userName: "새닉네임" }, errorMsg: null });
    expect((await userRow(row.userNo)).userName).toBe("새닉네임");
    const info = await platform.app.inject({ method: "GET", url: "/api/user/getUserBasicInfo", headers });
    expect(info.json().data.userName).toBe("새닉네임");
  });

  it("says 변경된 내역이 없습니다. for the same nickname", async () => {
    const { row, headers } = await member();
    const res = await post("/api/user/updateUserName", headers, { userName: row.userName, userId: row.userId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorMsg: "변경된 내역이 없습니다.", errorId: "NICKNAME_UNCHANGED" });
  });

  it("refuses the brand with the product pages message, and other rule breaks with theirs", async () => {
    const { row, headers } = await member();
    for (const name of ["나눔터짱", "nanumteo1", "Nanum-Teo"]) {
      const res = await post("/api/user/updateUserName", headers, { userName: name, userId: row.userId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMsg).toBe("직접적인 서비스 명칭을 포함한 닉네임은 사용 불가합니다.");
    }
    const long = await post("/api/user/updateUserName", headers, { userName: "가나다라마바사", userId: row.userId });
    expect(long.json().errorMsg).toBe("닉네임은 한글 최대 6자, 영문 최대 12자까지 입력할 수 있습니다.");
    const chars = await post("/api/user/updateUserName", headers, { userName: "별*빛", userId: row.userId });
    expect(chars.json().errorMsg).toBe("닉네임은 한글, 영문, 숫자와 특수문자 -, _ 만 사용할 수 있습니다.");
    expect((await userRow(row.userNo)).userName).toBe(row.userName);
  });

  it("refuses a nickname another member uses, whatever its case", async () => {
    const taken = await makeUser(platform.handle.db, { userName: "TakenName" });
    const { row, headers } = await member();
    const res = await post("/api/user/updateUserName", headers, { userName: "takenname", userId: row.userId });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMsg).toBe("이미 사용 중인 닉네임입니다.");
    expect(taken.userName).toBe("TakenName");
  });

  it("only for the member's own userId", async () => {
    const other = await makeUser(platform.handle.db);
    const { row, headers } = await member();
    const res = await post("/api/user/updateUserName", headers, { userName: "남의이름", userId: other.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorMsg).toBe("본인의 정보만 변경할 수 있습니다.");
    expect((await userRow(other.userNo)).userName).toBe(other.userName);
    expect((await userRow(row.userNo)).userName).toBe(row.userName);
  });
});

describe("names and introductions that pass for staff or swear", () => {
  it("refuses staff names, their look-alikes and profanity in Korean and English, keeping the old name", async () => {
    const { row, headers } = await member();
    const cases: [string, string][] = [
      ["운영자", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["관리자", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["운영팀", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["admin", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["Adm1n_kim", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["moderator", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["0fficial", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["개새끼", "욕설이나 비속어가 들어간 닉네임은 사용할 수 없습니다."],
      ["fuckyou", "욕설이나 비속어가 들어간 닉네임은 사용할 수 없습니다."],
    ];
    for (const [name, message] of cases) {
      const res = await post("/api/user/updateUserName", headers, { userName: name, userId: row.userId });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errorMsg, name).toBe(message);
    }
    expect((await userRow(row.userNo)).userName).toBe(row.userName);
    // Words that merely contain a staff word stay free.
    const fine = await post("/api/user/updateUserName", headers, { userName: "badminton", userId: row.userId });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it("refuses the same at sign-up", async () => {
    for (const [userName, message] of [
      ["운영자", "운영진으로 오해할 수 있는 닉네임은 사용할 수 없습니다."],
      ["시발놈", "욕설이나 비속어가 들어간 닉네임은 사용할 수 없습니다."],
    ]) {
      const res = await platform.app.inject({
        method: "POST",
        url: "/api/user/signUp",
        headers: { origin: TEST_ORIGIN },
        payload: {
          userEmail: `staff${Math.random().toString(36).slice(2, 8)}@example.com`,
          userPw: "Nanum!2345",
          userName,
          agreeTerms: true,
          agreeAge: true,
        },
      });
      expect(res.statusCode, userName).toBe(400);
      expect(res.json().errorMsg).toBe(message);
    }
  });

  it("refuses an introduction with profanity, keeping the old one", async () => {
    const { row, headers } = await member();
    await post("/api/user/user/coverLetter", headers, { coverLetter: "경제 글을 씁니다." });
    const res = await post("/api/user/user/coverLetter", headers, { coverLetter: "이 병신들아" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toBe("욕설이나 비속어가 들어간 자기소개는 저장할 수 없습니다.");
    const byItem = await post("/api/user/updateUserInfo", headers, { item: "coverLetter", value: "f u c k" });
    expect(byItem.statusCode).toBe(400);
    expect((await userRow(row.userNo)).coverLetter).toBe("경제 글을 씁니다.");
  });
});

describe("POST /api/user/user/coverLetter", () => {
  it("stores the text inert, keeps line breaks and refuses more than 300 characters", async () => {
    const { row, headers } = await member();
    const text = '안녕하세요 <img src=x onerror="alert(1)">\r\n경제 글을 씁니다.';
    const res = await post("/api/user/user/coverLetter", headers, { coverLetter: text });
    expect(res.json()).toMatchObject({
      code: "20000",
      data: { coverLetter: '안녕하세요 <img src=x onerror="alert(1)">\n경제 글을 씁니다.' },
    });
    expect((await userRow(row.userNo)).coverLetter).toBe('안녕하세요 <img src=x onerror="alert(1)">\n경제 글을 씁니다.');
    const tooLong = await post("/api/user/user/coverLetter", headers, { coverLetter: "가".repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorMsg).toBe("자기소개는 300자까지 입력할 수 있습니다.");
    expect((await userRow(row.userNo)).coverLetter).toContain("경제 글을 씁니다.");
  });
});

describe("profile and background pictures", () => {
  it("stores a resized WebP, serves it, and removes the old file on the next upload", async () => {
    const { row, headers } = await member();
    const first = multipartFile(await png(1200, 800));
    const res = await post("/api/user/user/profileImg", { ...headers, ...first.headers }, first.payload);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.userProfileImg;
    expect(url).toMatch(/^\/files\/profiles\/\d{4}\/\d{2}\/[a-z0-9x]+\.webp$/);
    expect((await userRow(row.userNo)).profileImg).toBe(url);
    const served = await platform.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);

    const second = multipartFile(await png(300, 300), { filename: "again.jpg", contentType: "image/jpeg" });
    const res2 = await post("/api/user/user/profileImg", { ...headers, ...second.headers }, second.payload);
    const url2: string = res2.json().data.userProfileImg;
    expect(url2).not.toBe(url);
    expect(fs.existsSync(storedPath(url))).toBe(false);
    expect(fs.existsSync(storedPath(url2))).toBe(true);
  });

  it("keeps the background's shape within 1600 px", async () => {
    const { row, headers } = await member();
    const file = multipartFile(await png(3200, 800));
    const res = await post("/api/user/updateUserBgImg", { ...headers, ...file.headers }, file.payload);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.bgImg;
    expect(url).toMatch(/^\/files\/backgrounds\//);
    expect((await userRow(row.userNo)).bgImg).toBe(url);
    const meta = await sharp(fs.readFileSync(storedPath(url))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 400]);
  });

  it("judges the type by content, not by name: a text file called .png is refused", async () => {
    const { row, headers } = await member();
    const fake = multipartFile(Buffer.from("<svg onload=alert(1)></svg>"), { filename: "cute.png", contentType: "image/png" });
    const res = await post("/api/user/user/profileImg", { ...headers, ...fake.headers }, fake.payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMsg).toBe("이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있습니다.");
    expect((await userRow(row.userNo)).profileImg).toBeNull();
  });

  it("refuses more than 5 MB with a clear message, and a request without a file", async () => {
    const { headers } = await member();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    (await png(10, 10)).copy(big);
    const file = multipartFile(big);
    const res = await post("/api/user/user/profileImg", { ...headers, ...file.headers }, file.payload);
    expect(res.statusCode).toBe(413);
    expect(res.json().errorMsg).toBe("이미지는 5MB 이하만 올릴 수 있습니다.");
    const none = await post("/api/user/user/profileImg", headers, { file: "nope" });
    expect(none.statusCode).toBe(415);
    expect(none.json().errorMsg).toBe("올릴 이미지 파일을 선택해 주세요.");
  });

  it("update-my-info resets a picture to the default and removes its file (code 0)", async () => {
    const { row, headers } = await member();
    const file = multipartFile(await png(200, 200));
    const url: string = (await post("/api/user/user/profileImg", { ...headers, ...file.headers }, file.payload)).json().data.userProfileImg;
    const res = await post("/api/user/updateUserInfo", headers, { item: "profileImg", value: "" });
    expect(res.json()).toEqual({ code: 0, data: { item: "profileImg", value: null }, errorMsg: null });
    expect((await userRow(row.userNo)).profileImg).toBeNull();
    expect(fs.existsSync(storedPath(url))).toBe(false);
    const pointAtSomething = await post("/api/user/updateUserInfo", headers, { item: "bgImg", value: "/files/profiles/other.webp" });
    expect(pointAtSomething.statusCode).toBe(400);
  });
});

describe("update my info by item and value", () => {
  it("changes the cover letter and the nickname with code 0, with the same rules", async () => {
    const { row, headers } = await member();
    const letter = await post("/api/user/updateUserInfo", headers, { item: "coverLetter", value: "여행을 좋아합니다." });
    expect(letter.json()).toEqual({ code: 0, data: { item: "coverLetter", value: "여행을 좋아합니다." }, errorMsg: null });
    const name = await post("/api/user/updateUserInfo", headers, { item: "userName", value: "여행가" });
    expect(name.json().data).toEqual({ item: "userName", value: "여행가" });
    const same = await post("/api/user/updateUserInfo", headers, { item: "userName", value: "여행가" });
    expect(same.json().errorMsg).toBe("변경된 내역이 없습니다.");
    const unknown = await post("/api/user/updateUserInfo", headers, { item: "userEmail", value: "x@example.test" });
    expect(unknown.statusCode).toBe(400);
    expect((await userRow(row.userNo)).userEmail).toBe(row.userEmail);
  });
});

describe("POST /api/user/user/profile", () => {
  it("updates nickname and cover letter in one call and returns the public profile", async () => {
    const { row, headers } = await member();
    const res = await post("/api/user/user/profile", headers, { userName: "한번에", coverLetter: "한 번에 바꿉니다." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userId: row.userId, userName: "한번에", coverLetter: "한 번에 바꿉니다.", postCount: 0 });
    expect(res.json().data.userNo).toBeUndefined();
    const onlyLetter = await post("/api/user/user/profile", headers, { userName: "한번에", coverLetter: "소개만 바꿉니다." });
    expect(onlyLetter.json().data.coverLetter).toBe("소개만 바꿉니다.");
    const nothing = await post("/api/user/user/profile", headers, { userName: "한번에", coverLetter: "소개만 바꿉니다." });
    expect(nothing.json().errorMsg).toBe("변경된 내역이 없습니다.");
    const brand = await post("/api/user/user/profile", headers, { userName: "나눔터", coverLetter: "바뀌면 안 됨" });
    expect(brand.statusCode).toBe(400);
    expect((await userRow(row.userNo)).coverLetter).toBe("소개만 바꿉니다.");
  });
});

describe("GET /api/user/myPage/{url}", () => {
  it("shows a member's public profile to anyone, without private fields", async () => {
    const owner = await makeUser(platform.handle.db, { coverLetter: "공개 소개" });
    await makePost(platform.handle.db, owner.userNo, { viewCount: 10, likeCount: 3 });
    await makePost(platform.handle.db, owner.userNo, { viewCount: 5, likeCount: 1 });
    const res = await platform.app.inject({ method: "GET", url: `/api/user/myPage/${owner.userId}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      userId: owner.userId,
      userName: owner.userName,
      coverLetter: "공개 소개",
      postCount: 2,
      viewCount: 15,
      likeCount: 4,
      isMe: false,
    });
    expect(JSON.stringify(data)).not.toContain(owner.userEmail);
    expect(data.userNo).toBeUndefined();
    const session = await signedIn(platform.handle.db, owner.userNo);
    const mine = await platform.app.inject({ method: "GET", url: `/api/user/myPage/${owner.userId}`, headers: session.headers });
    expect(mine.json().data.isMe).toBe(true);
  });

  it("is a 404 for an unknown or a deleted member", async () => {
    const gone = await makeUser(platform.handle.db, { deleteYn: "Y" });
    for (const id of [gone.userId, "nobody123456", "../etc"]) {
      const res = await platform.app.inject({ method: "GET", url: `/api/user/myPage/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
    }
    expect((await platform.app.inject({ method: "GET", url: `/api/user/myPage/${gone.userId}` })).json().errorMsg).toBe(
      "존재하지 않거나 탈퇴한 회원입니다.",
    );
  });
});

// Changing the password while signed in is covered with the reset flow in password-reset.test.ts.
