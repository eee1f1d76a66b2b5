// Native comments through the real API on a real database: the thread (one level, oldest
// first, paged), plain text with links, edit own, delete own or as the post's owner (the
// thread keeps its shape), notifications NEW_COMMENT / NEW_REPLY through the queue, the
// comment's side effects sharing its transaction, rate limits, and who may call each endpoint.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MSG } from "../../core/comments";
import { MSG } from "../../core/messages";
import { boards, comments, notifications, pointLedger } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
type Headers = Record<string, string>;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member() {
  const user = await makeUser(platform.handle.db);
  return { ...user, headers: (await signedIn(platform.handle.db, user.userNo)).headers as Headers };
}

async function waitForNotifications(userNo: number, type: string, n: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = await platform.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, userNo), eq(notifications.notificationType, type)));
    if (rows.length >= n || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe("writing and reading the thread", () => {
  it("stores plain text, replies one level, lists oldest first with replies under their comment", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const first = await call("POST", "/api/comments", reader.headers, {
      boardNo: post.boardNo,
      content: "  좋은 글 감사합니다 <script>alert(1)</script>\r\n참고 https://example.com/a  ",
    });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe("20000");
    expect(first.body.data).toMatchObject({
      state: "live",
      parentNo: null,
      content: "좋은 글 감사합니다 <script>alert(1)</script>\n참고 https://example.com/a",
      mine: true,
      canDelete: true,
      writer: { userId: reader.userId, userName: reader.userName },
    });
    const reply = await call("POST", "/api/comments", author.headers, {
      boardNo: post.boardNo,
      parentNo: first.body.data.commentNo,
      content: "답글입니다",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.parentNo).toBe(first.body.data.commentNo);
    // No reply to a reply.
    const deep = await call("POST", "/api/comments", reader.headers, {
      boardNo: post.boardNo,
      parentNo: reply.body.data.commentNo,
      content: "x",
    });
    expect(deep.status).toBe(422);
    expect(deep.body.errorMsg).toBe(COMMENT_MSG.replyDepth.ko);
    const second = await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: "두 번째" });

    const list = await call("GET", `/api/comments?boardNo=${post.boardNo}`, reader.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.totalCount).toBe(3);
    expect(list.body.data.items.map((c: { commentNo: number }) => c.commentNo)).toEqual([
      first.body.data.commentNo,
      second.body.data.commentNo,
    ]);
    expect(list.body.data.items[0].replies).toHaveLength(1);
    expect(list.body.data.items[0].replies[0]).toMatchObject({ content: "답글입니다", mine: false, canDelete: false });
    expect(list.body.data.items[1]).toMatchObject({ mine: false, canDelete: false, reported: false });
    // The post's owner may delete every comment but edit only their own.
    const asOwner = await call("GET", `/api/comments?boardNo=${post.boardNo}`, author.headers);
    expect(asOwner.body.data.items[0]).toMatchObject({ mine: false, canDelete: true });
    // A visitor reads the same thread, owning nothing.
    const asVisitor = await call("GET", `/api/comments?boardNo=${post.boardNo}`, roles.headers.visitor);
    expect(asVisitor.body.data.items[0]).toMatchObject({ mine: false, canDelete: false });
  });

  it("pages top-level comments with a cursor", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    for (let i = 1; i <= 5; i++) await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: `댓글 ${i}` });
    const page1 = await call("GET", `/api/comments?boardNo=${post.boardNo}&size=2`, roles.headers.visitor);
    expect(page1.body.data.items.map((c: { content: string }) => c.content)).toEqual(["댓글 1", "댓글 2"]);
    const page2 = await call(
      "GET",
      `/api/comments?boardNo=${post.boardNo}&size=2&after=${page1.body.data.nextCursor}`,
      roles.headers.visitor,
    );
    expect(page2.body.data.items.map((c: { content: string }) => c.content)).toEqual(["댓글 3", "댓글 4"]);
    const page3 = await call(
      "GET",
      `/api/comments?boardNo=${post.boardNo}&size=2&after=${page2.body.data.nextCursor}`,
      roles.headers.visitor,
    );
    expect(page3.body.data.items.map((c: { content: string }) => c.content)).toEqual(["댓글 5"]);
    expect(page3.body.data.nextCursor).toBeNull();
  });

  it("refuses empty and overlong text with the Korean messages", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const empty = await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: " \n " });
    expect(empty.status).toBe(422);
    expect(empty.body.errorMsg).toBe(COMMENT_MSG.empty.ko);
    const long = await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: "가".repeat(1001) });
    expect(long.status).toBe(422);
    expect(long.body.errorMsg).toBe(COMMENT_MSG.tooLong.ko);
  });

  it("has no thread for deleted, blinded or unknown posts", async () => {
    const author = await member();
    const hidden = await makePost(platform.handle.db, author.userNo);
    await platform.handle.db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, hidden.boardNo));
    const gone = await makePost(platform.handle.db, author.userNo);
    await platform.handle.db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, gone.boardNo));
    for (const boardNo of [hidden.boardNo, gone.boardNo, 99_999_999]) {
      expect((await call("GET", `/api/comments?boardNo=${boardNo}`, roles.headers.visitor)).status).toBe(404);
      const write = await call("POST", "/api/comments", author.headers, { boardNo, content: "안녕" });
      expect(write.status).toBe(404);
      expect(write.body.errorMsg).toBe(COMMENT_MSG.postNotFound.ko);
    }
  });
});

describe("edit and delete", () => {
  it("edits own comments only, marking them edited", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const c = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "처음" });
    const edited = await call("PUT", `/api/comments/${c.body.data.commentNo}`, reader.headers, { content: "고친 글" });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ content: "고친 글", edited: true });
    const byOwner = await call("PUT", `/api/comments/${c.body.data.commentNo}`, author.headers, { content: "남의 글" });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.errorMsg).toBe(COMMENT_MSG.notOwner.ko);
  });

  it("keeps a deleted comment with replies as '삭제된 댓글입니다.' and drops one without", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const parent = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "부모" });
    await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, parentNo: parent.body.data.commentNo, content: "답글" });
    const lonely = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "혼자" });
    // The post's owner deletes the reader's comment; the reader deletes their own.
    expect((await call("DELETE", `/api/comments/${parent.body.data.commentNo}`, author.headers)).status).toBe(200);
    const own = await call("DELETE", `/api/comments/${lonely.body.data.commentNo}`, reader.headers);
    expect(own.status).toBe(200);
    expect(own.body.data.totalCount).toBe(1);
    // Post cards count the comments shown: the reply only.
    const cards = (await call("GET", "/api/board/newBoards?page=1&size=50", reader.headers)).body.data.items as {
      boardNo: number;
      commentCount: number;
    }[];
    expect(cards.find((c) => c.boardNo === post.boardNo)?.commentCount).toBe(1);
    const list = await call("GET", `/api/comments?boardNo=${post.boardNo}`, reader.headers);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({ state: "deleted", content: "", writer: null, canDelete: false });
    expect(list.body.data.items[0].replies[0].content).toBe("답글");
    const [row] = await platform.handle.db.select().from(comments).where(eq(comments.commentNo, parent.body.data.commentNo));
    expect(row).toMatchObject({ content: "", deletedBy: "post_owner" });
    // Replying to a deleted comment and deleting twice are refused.
    const late = await call("POST", "/api/comments", reader.headers, {
      boardNo: post.boardNo,
      parentNo: parent.body.data.commentNo,
      content: "늦은 답글",
    });
    expect(late.status).toBe(409);
    expect(late.body.errorMsg).toBe(COMMENT_MSG.parentGone.ko);
    expect((await call("DELETE", `/api/comments/${lonely.body.data.commentNo}`, reader.headers)).status).toBe(404);
  });

  it("lets neither another member nor a moderator-less stranger delete", async () => {
    const author = await member();
    const reader = await member();
    const stranger = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const c = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "내 댓글" });
    const res = await call("DELETE", `/api/comments/${c.body.data.commentNo}`, stranger.headers);
    expect(res.status).toBe(403);
    expect(res.body.errorMsg).toBe(COMMENT_MSG.cannotDelete.ko);
  });
});

describe("notifications and the comment's side effects", () => {
  it("tells the post's author (NEW_COMMENT) and the parent's author (NEW_REPLY), never oneself", async () => {
    const author = await member();
    const reader = await member();
    const third = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const long = "이 글 덕분에 많은 것을 배웠습니다. 다음 글도 기대하겠습니다. 정말 감사합니다!";
    const c = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: long });
    const [comment] = await waitForNotifications(author.userNo, "NEW_COMMENT", 1);
    expect(comment).toMatchObject({
      notificationTitle: `${reader.userName}님이 회원님의 게시물에 댓글을 남겼습니다.`,
      notificationContent: `[${Array.from(long).slice(0, 40).join("").trimEnd()}…]`,
      notificationUrl: `/d/${post.permaLink}#comment-${c.body.data.commentNo}`,
      actorUserNo: reader.userNo,
    });
    // The author replies: the reader hears of it, the author (own action) does not.
    await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, parentNo: c.body.data.commentNo, content: "감사합니다" });
    const [reply] = await waitForNotifications(reader.userNo, "NEW_REPLY", 1);
    expect(reply).toMatchObject({
      notificationTitle: `${author.userName}님이 회원님의 댓글에 답글을 남겼습니다.`,
      notificationContent: "[감사합니다]",
    });
    // A third member replies: the reader gets NEW_REPLY, the author NEW_COMMENT.
    await call("POST", "/api/comments", third.headers, { boardNo: post.boardNo, parentNo: c.body.data.commentNo, content: "저도요" });
    expect(await waitForNotifications(reader.userNo, "NEW_REPLY", 2)).toHaveLength(2);
    expect(await waitForNotifications(author.userNo, "NEW_COMMENT", 2)).toHaveLength(2);
    // The author's own comment notifies nobody.
    await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: "공지" });
    await call("POST", "/api/comments", third.headers, { boardNo: post.boardNo, content: "마지막" });
    const all = await waitForNotifications(author.userNo, "NEW_COMMENT", 3);
    expect(all).toHaveLength(3);
    expect(all.every((n) => n.actorUserNo !== author.userNo)).toBe(true);
  });

  it("pays the comment mission once per post and day, never on one's own post", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const commentEntries = (userNo: number) =>
      platform.handle.db
        .select()
        .from(pointLedger)
        .where(and(eq(pointLedger.userNo, userNo), eq(pointLedger.reason, "mission_comment")));
    await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "잘 읽었습니다" });
    await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "한 번 더" });
    expect(await commentEntries(reader.userNo)).toHaveLength(1);
    await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: "내 글에 댓글" });
    expect(await commentEntries(author.userNo)).toHaveLength(0);
  });

  it("commits the comment with its side effects or not at all: a failing subscriber rolls everything back", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    // The points ledger refuses the reader's entries: paying the comment mission fails inside the comment's transaction.
    await platform.handle.pool.query(
      `create or replace function refuse_ledger_entry() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await platform.handle.pool.query(
      `create trigger refuse_reader before insert on point_ledger for each row when (new.user_no = ${reader.userNo}) execute function refuse_ledger_entry()`,
    );
    try {
      const failed = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "둘" });
      expect(failed.status).toBe(500);
    } finally {
      await platform.handle.pool.query("drop trigger refuse_reader on point_ledger");
    }
    const ok = await call("POST", "/api/comments", reader.headers, { boardNo: post.boardNo, content: "하나" });
    expect(ok.status).toBe(200);
    const rows = await platform.handle.db.select().from(comments).where(eq(comments.boardNo, post.boardNo));
    expect(rows.map((r) => r.content)).toEqual(["하나"]);
    // The failed comment's notification was never enqueued: only the second one arrives.
    const told = await waitForNotifications(author.userNo, "NEW_COMMENT", 1);
    expect(told.map((n) => n.notificationUrl)).toEqual([`/d/${post.permaLink}#comment-${ok.body.data.commentNo}`]);
    const paid = await platform.handle.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userNo, reader.userNo), eq(pointLedger.reason, "mission_comment")));
    expect(paid).toHaveLength(1);
  });
});

describe("rate limit", () => {
  it("allows 20 comments in 10 minutes per member", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    for (let i = 0; i < 20; i++)
      expect((await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: `${i}` })).status).toBe(200);
    const res = await call("POST", "/api/comments", author.headers, { boardNo: post.boardNo, content: "하나 더" });
    expect(res.status).toBe(429);
    expect(res.body.errorMsg).toContain("잠시 후 다시 시도해 주세요.");
  });
});

describe("authorization", () => {
  const expected: Record<RoleName, { status: number; msg?: string }> = {
    visitor: { status: 401, msg: MSG.membersOnly.ko },
    unverified: { status: 403, msg: MSG.verifiedMembersOnly.ko },
    deleted: { status: 401, msg: MSG.membersOnly.ko },
    verified: { status: 200 },
    other: { status: 200 },
  };

  it("lets anyone read the thread", async () => {
    const post = await makePost(platform.handle.db, roles.verified.userNo);
    for (const role of Object.keys(expected) as RoleName[]) {
      expect((await call("GET", `/api/comments?boardNo=${post.boardNo}`, roles.headers[role])).status).toBe(200);
    }
  });

  it("lets only verified members write", async () => {
    const post = await makePost(platform.handle.db, roles.verified.userNo);
    for (const [role, want] of Object.entries(expected) as [RoleName, { status: number; msg?: string }][]) {
      const res = await call("POST", "/api/comments", roles.headers[role], { boardNo: post.boardNo, content: `${role}의 댓글` });
      expect(res.status, role).toBe(want.status);
      if (want.msg) expect(res.body.errorMsg).toBe(want.msg);
    }
  });

  it("edit: only the writer; delete: the writer or the post's owner", async () => {
    const post = await makePost(platform.handle.db, roles.verified.userNo);
    const byOther = await call("POST", "/api/comments", roles.headers.other, { boardNo: post.boardNo, content: "다른 회원" });
    const no = byOther.body.data.commentNo;
    for (const role of ["visitor", "unverified", "deleted"] as RoleName[]) {
      expect((await call("PUT", `/api/comments/${no}`, roles.headers[role], { content: "x" })).status, role).toBe(expected[role].status);
      expect((await call("DELETE", `/api/comments/${no}`, roles.headers[role])).status, role).toBe(expected[role].status);
    }
    expect((await call("PUT", `/api/comments/${no}`, roles.headers.verified, { content: "x" })).status).toBe(403);
    expect((await call("PUT", `/api/comments/${no}`, roles.headers.other, { content: "고침" })).status).toBe(200);
    const moderator = await makeUser(platform.handle.db, { role: "moderator" });
    const modHeaders = (await signedIn(platform.handle.db, moderator.userNo)).headers;
    expect((await call("DELETE", `/api/comments/${no}`, modHeaders)).status).toBe(403);
    expect((await call("DELETE", `/api/comments/${no}`, roles.headers.verified)).status).toBe(200);
  });
});
