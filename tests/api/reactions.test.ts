// Bookmarks, follows (with the FOLLOW and FOLLOWED_POST notifications), the viewer's state on
// a post, the my-page collections (boardsLikeFollow) and share/invite links.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharerSuffix } from "../../core/share";
import { boards, boardViews, notifications, users } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { creditPoints } from "../../server/modules/points/service";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";
import * as fx from "../support/document-fixtures";
import { publishDocument, waitForConversion } from "../support/documents";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
});
afterAll(async () => platform?.dispose());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function inject(method: "GET" | "POST" | "DELETE", url: string, headers: Record<string, string> = {}, payload?: object) {
  const res = await platform.app.inject({ method, url, headers: { "user-agent": BROWSER, ...headers }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

async function waitForNotifications(userNo: number, type: string, n: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = await platform.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.notificationType, type)));
    if (rows.length >= n || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function notificationsNow(userNo: number, type: string) {
  return platform.handle.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userNo, userNo), eq(notifications.notificationType, type)));
}

describe("bookmarks", () => {
  it("sets, keeps and clears a bookmark; without a state it toggles", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const reader = await makeUser(db);
    const post = await makePost(db, author.userNo);
    const { headers } = await signedIn(db, reader.userNo);
    const url = `/api/board/contents/${post.boardNo}/bookmark`;
    const on = await inject("POST", url, headers, { bookmark: true });
    expect(on).toMatchObject({ status: 200, body: { code: "20000", data: { boardNo: post.boardNo, bookmark: true } } });
    expect((await inject("POST", url, headers, { bookmark: true })).body.data.bookmark).toBe(true);
    expect((await inject("GET", `/api/board/contents/${post.boardNo}/reactions`, headers)).body.data).toMatchObject({ bookmark: true });
    expect((await inject("POST", url, headers, {})).body.data.bookmark).toBe(false);
    expect((await inject("POST", url, headers)).body.data.bookmark).toBe(true);
    expect((await inject("POST", url, headers, { bookmark: false })).body.data.bookmark).toBe(false);
    // The author may bookmark their own post.
    const own = await signedIn(db, author.userNo);
    expect((await inject("POST", url, own.headers, { bookmark: true })).body.data.bookmark).toBe(true);
    const missing = await inject("POST", "/api/board/contents/99999999/bookmark", headers, { bookmark: true });
    expect(missing).toMatchObject({ status: 404, body: { errorMsg: "게시물을 찾을 수 없습니다." } });
  });
});

describe("follows", () => {
  it("follows and unfollows a member, never oneself; the followed member is told once", async () => {
    const db = platform.handle.db;
    const writer = await makeUser(db, { userName: "팔로우받는이" });
    const fan = await makeUser(db, { userName: "팔로워" });
    const { headers } = await signedIn(db, fan.userNo);
    const follow = await inject("POST", `/api/user/follow/${writer.userId}`, headers);
    expect(follow).toMatchObject({
      status: 200,
      body: { code: "20000", data: { userId: writer.userId, followYn: true, followerCount: 1 } },
    });
    expect((await inject("POST", `/api/user/follow/${writer.userId}`, headers)).body.data.followerCount).toBe(1);
    expect((await inject("DELETE", `/api/user/follow/${writer.userId}`, headers)).body.data).toEqual({
      userId: writer.userId,
      followYn: false,
      followerCount: 0,
    });
    expect((await inject("POST", `/api/user/follow/${writer.userId}`, headers)).body.data.followYn).toBe(true);
    const rows = await waitForNotifications(writer.userNo, "FOLLOW", 1);
    await waitForQueueIdle(platform.handle.db);
    expect(await notificationsNow(writer.userNo, "FOLLOW")).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationTitle: "팔로워님이 회원님을 팔로우하기 시작했습니다.",
      notificationUrl: `/other/${fan.userId}/dashboard`,
    });

    const self = await inject("POST", `/api/user/follow/${fan.userId}`, headers);
    expect(self).toMatchObject({ status: 400, body: { errorId: "SELF_FOLLOW", errorMsg: "나를 팔로우할 수는 없습니다." } });
    const left = await makeUser(db, { deleteYn: "Y" });
    expect((await inject("POST", `/api/user/follow/${left.userId}`, headers)).body).toMatchObject({ errorMsg: "회원을 찾을 수 없습니다." });
  });

  it("a followed member's new post notifies each follower once", async () => {
    const db = platform.handle.db;
    const writer = await makeUser(db, { userName: "새글작성자" });
    const fans = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
    for (const fan of fans) await inject("POST", `/api/user/follow/${writer.userId}`, (await signedIn(db, fan.userNo)).headers);
    const writerSession = await signedIn(db, writer.userNo);
    const published = await inject("POST", "/api/contents/post", writerSession.headers, {
      type: "editor",
      subject: "팔로워에게 알릴 글",
      webEditorContent: "<p>새 글 본문</p>",
      topic: "economy",
      tags: [],
      thumb: null,
      agreePolicy: true,
    });
    expect(published.status).toBe(200);
    const permaLink = published.body.data.permaLink;
    for (const fan of fans) {
      const rows = await waitForNotifications(fan.userNo, "FOLLOWED_POST", 1);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        notificationTitle: "새글작성자님이 새 게시물을 올렸습니다.",
        notificationContent: "「팔로워에게 알릴 글」",
        notificationUrl: `/d/${permaLink}`,
      });
    }
    // The writer is not notified of their own post; a non-follower is not either.
    await waitForQueueIdle(platform.handle.db);
    expect(await notificationsNow(writer.userNo, "FOLLOWED_POST")).toHaveLength(0);
  });
});

describe("followed members' documents", () => {
  it("a document notifies followers once, when its publishing has finished", async () => {
    const db = platform.handle.db;
    const writer = await makeUser(db, { userName: "문서작성자" });
    const fan = await makeUser(db);
    await inject("POST", `/api/user/follow/${writer.userId}`, (await signedIn(db, fan.userNo)).headers);
    const res = await publishDocument(platform, (await signedIn(db, writer.userNo)).headers, {
      fileName: "보고서.hwpx",
      data: fx.hwpx({ sections: 1, title: "팔로워 문서" }),
      fields: { subject: "팔로워에게 알릴 문서" },
    });
    expect(res.statusCode).toBe(200);
    const { boardNo } = res.json().data as { boardNo: number };
    expect((await waitForConversion(db, boardNo)).status).toBe("ready");
    const rows = await waitForNotifications(fan.userNo, "FOLLOWED_POST", 1);
    await waitForQueueIdle(platform.handle.db);
    expect(await notificationsNow(fan.userNo, "FOLLOWED_POST")).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationTitle: "문서작성자님이 새 게시물을 올렸습니다.",
      notificationContent: "「팔로워에게 알릴 문서」",
    });
  });
});

describe("the viewer's state and the my-page collections", () => {
  it("answers likeYn, likeCount, bookmark, followYn and mine", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const reader = await makeUser(db);
    const post = await makePost(db, author.userNo, { likeCount: 0 });
    const r = await signedIn(db, reader.userNo);
    expect((await inject("GET", `/api/board/contents/${post.boardNo}/reactions`)).body.data).toEqual({
      boardNo: post.boardNo,
      likeYn: false,
      likeCount: 0,
      bookmark: false,
      followYn: false,
      mine: false,
    });
    await inject("POST", "/api/board/likeCntUp", r.headers, { boardNo: post.boardNo });
    await inject("POST", `/api/user/follow/${author.userId}`, r.headers);
    expect((await inject("GET", `/api/board/contents/${post.boardNo}/reactions`, r.headers)).body.data).toEqual({
      boardNo: post.boardNo,
      likeYn: true,
      likeCount: 1,
      bookmark: false,
      followYn: true,
      mine: false,
    });
    const a = await signedIn(db, author.userNo);
    expect((await inject("GET", `/api/board/contents/${post.boardNo}/reactions`, a.headers)).body.data).toMatchObject({
      mine: true,
      likeCount: 1,
    });
  });

  it("lists uploads, likes, followed members' posts, viewed and bookmarked posts, newest first", async () => {
    const db = platform.handle.db;
    const me = await makeUser(db);
    const writer = await makeUser(db);
    const stranger = await makeUser(db);
    const mine = await makePost(db, me.userNo, { subject: "내 글" });
    const w1 = await makePost(db, writer.userNo, { subject: "작가 글 1", createdAt: new Date("2026-01-01T00:00:00Z") });
    const w2 = await makePost(db, writer.userNo, { subject: "작가 글 2", createdAt: new Date("2026-01-02T00:00:00Z") });
    const s1 = await makePost(db, stranger.userNo, { subject: "남의 글" });
    const gone = await makePost(db, stranger.userNo, { subject: "지운 글" });
    const { headers } = await signedIn(db, me.userNo);
    await inject("POST", "/api/board/likeCntUp", headers, { boardNo: w1.boardNo });
    await inject("POST", "/api/board/likeCntUp", headers, { boardNo: s1.boardNo });
    await inject("POST", "/api/board/likeCntUp", headers, { boardNo: gone.boardNo });
    await db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, gone.boardNo));
    await inject("POST", `/api/user/follow/${writer.userId}`, headers);
    await inject("POST", `/api/board/contents/${s1.boardNo}/bookmark`, headers, { bookmark: true });
    await db.insert(boardViews).values([
      { boardNo: w2.boardNo, viewerKey: `u:${me.userNo}`, viewDay: "2026-01-05", createdAt: new Date("2026-01-05T00:00:00Z") },
      { boardNo: s1.boardNo, viewerKey: `u:${me.userNo}`, viewDay: "2026-01-06", createdAt: new Date("2026-01-06T00:00:00Z") },
      { boardNo: w2.boardNo, viewerKey: `u:${me.userNo}`, viewDay: "2026-01-07", createdAt: new Date("2026-01-07T00:00:00Z") },
    ]);
    const list = async (type: string) => {
      const res = await inject("GET", `/api/user/boardsLikeFollow?type=${type}`, headers);
      expect(res.status).toBe(200);
      return (res.body.data.items as { subject: string }[]).map((i) => i.subject);
    };
    expect(await list("upload")).toEqual(["내 글"]);
    expect(await list("like")).toEqual(["남의 글", "작가 글 1"]);
    expect(await list("follow")).toEqual(["작가 글 2", "작가 글 1"]);
    expect(await list("view")).toEqual(["작가 글 2", "남의 글"]);
    expect(await list("bookmark")).toEqual(["남의 글"]);
    expect((await inject("GET", "/api/user/boardsLikeFollow?type=like&size=1&page=2", headers)).body.data).toMatchObject({
      totalCount: 2,
      totalPages: 2,
      page: 2,
    });
    expect((await inject("GET", "/api/user/boardsLikeFollow?type=nope", headers)).status).toBe(400);
    // Reading a post while signed in records the view for the member.
    const viewed = await inject("POST", "/api/board/viewCntUp", headers, { boardNo: mine.boardNo });
    expect(viewed.body.data.counted).toBe(true);
    expect(await list("view")).toEqual(["내 글", "작가 글 2", "남의 글"]);
  });
});

describe("share and invite links", () => {
  it("gives the member's post link and site invite, counts unique visitors (not the sharer, not bots) and sign-ups", async () => {
    const db = platform.handle.db;
    const sharer = await makeUser(db);
    const author = await makeUser(db);
    const post = await makePost(db, author.userNo, { subject: "공유할 글" });
    const s = await signedIn(db, sharer.userNo);

    const link = await inject("GET", `/api/board/getMyInviteURL?boardNo=${post.boardNo}`, s.headers);
    const suffix = sharerSuffix(sharer.userNo);
    expect(link.body.data).toEqual({
      url: `http://localhost:3000/d/${post.permaLink}-${suffix}`,
      permaLink: `${post.permaLink}-${suffix}`,
      eventKey: `${post.permaLink}-${suffix}`,
    });
    expect((await inject("GET", "/api/board/getMyInviteURL", s.headers)).body.data).toEqual({
      url: `http://localhost:3000/sign?eventKey=${suffix}`,
      permaLink: null,
      eventKey: suffix,
    });

    // Taking the link is not sharing: the post counts once a network is chosen or the link copied, once per post.
    const shared = () => inject("GET", "/api/board/event/shortLink/info", s.headers).then((r) => r.body.data.sharedBoardCount);
    expect(await shared()).toBe(0);
    expect((await inject("POST", "/api/board/shared", s.headers, { boardNo: post.boardNo, channel: "nope" })).status).toBe(400);
    expect((await inject("POST", "/api/board/shared", {}, { boardNo: post.boardNo, channel: "copy" })).status).toBe(401);
    expect((await inject("POST", "/api/board/shared", s.headers, { boardNo: post.boardNo, channel: "copy" })).body.data).toEqual({
      boardNo: post.boardNo,
      shared: true,
    });
    await inject("POST", "/api/board/shared", s.headers, { boardNo: post.boardNo, channel: "kakao" });
    expect(await shared()).toBe(1);

    const visit = (headers: Record<string, string>, ua = BROWSER, permaLink = link.body.data.permaLink) =>
      inject("POST", "/api/board/shortLink/visit", { ...headers, "user-agent": ua }, { permaLink });
    // The sharer's own visit and a crawler count nothing.
    expect((await visit(s.headers)).body.data).toEqual({ counted: false });
    expect((await visit({}, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).body.data).toEqual({
      counted: false,
    });
    // A visitor counts once, and carries the invite into sign-up through a cookie.
    const first = await visit({});
    expect(first.body.data).toEqual({ counted: true });
    const vid = first.cookies.find((c) => c.name === "nt_vid")!.value;
    const invite = first.cookies.find((c) => c.name === "nt_invite")!;
    expect(invite).toMatchObject({ value: `${post.permaLink}-${suffix}`, httpOnly: true });
    expect((await visit({ cookie: `nt_vid=${vid}` })).body.data).toEqual({ counted: false });
    // A signed-in member counts once as themselves.
    const reader = await makeUser(db);
    const r = await signedIn(db, reader.userNo);
    expect((await visit(r.headers)).body.data).toEqual({ counted: true });
    expect((await visit(r.headers)).body.data).toEqual({ counted: false });
    // A forged code for the post or a suffix naming nobody counts nothing.
    expect((await visit({}, BROWSER, `${post.permaLink}-${sharerSuffix(99_999_999)}`)).body.data).toEqual({ counted: false });
    expect((await visit({}, BROWSER, `zzzzzzzzz-${suffix}`)).body.data).toEqual({ counted: false });

    // Sign-up with the cookie (no query) is attributed to the sharer.
    const signUp = await platform.app.inject({
      method: "POST",
      url: "/api/user/signUp",
      headers: { origin: "http://localhost:3000", cookie: `nt_invite=${invite.value}` },
      payload: {
        userEmail: `invited-${Date.now()}@example.test`,
        userPw: "invite2024!pw",
        userName: `초대${Date.now() % 100000}`,
        agreeTerms: true,
        agreeAge: true,
      },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().data.eventKey).toBe(invite.value);
    await makeUser(db, { signupEventKey: suffix });
    await makeUser(db, { signupEventKey: `${post.permaLink}-${sharerSuffix(sharer.userNo + 1)}` });
    expect((await inject("GET", "/api/board/getMyInviteCNT", s.headers)).body.data).toEqual({ inviteCount: 2 });

    await withTransaction(db, (tx) =>
      creditPoints(tx, {
        userNo: sharer.userNo,
        amount: 100,
        reason: "mission_share",
        refType: "share",
        refId: String(post.boardNo),
        idempotencyKey: `test-share:${sharer.userNo}`,
      }),
    );
    // The two counted visits paid the share mission (2 × 50 P), plus the 100 P credited above.
    expect((await inject("GET", "/api/board/event/shortLink/info", s.headers)).body.data).toEqual({
      cumulativeReward: 200,
      sharedBoardCount: 1,
      influxCount: 2,
    });
    const [row] = await db.select().from(users).where(eq(users.userNo, sharer.userNo));
    expect(row!.deleteYn).toBe("N");
  });
});
