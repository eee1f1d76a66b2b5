// Likes (docs/product/engagement.md like toggle, likeCntUp / likeCntDown): code 0, likeYn and likeCount ±1;
// double clicks and parallel requests never count twice; the author is notified once per liker.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardLikes, boards, notifications } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
});
afterAll(async () => platform?.dispose());

async function call(url: string, headers: Record<string, string>, boardNo: number) {
  return platform.app.inject({ method: "POST", url, headers, payload: { boardNo } });
}

async function counts(boardNo: number) {
  const db = platform.handle.db;
  const [board] = await db.select({ likeCount: boards.likeCount }).from(boards).where(eq(boards.boardNo, boardNo));
  const [rows] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(boardLikes)
    .where(eq(boardLikes.boardNo, boardNo));
  return { likeCount: board!.likeCount, rows: Number(rows!.n) };
}

async function waitForNotifications(userNo: number, n: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = await platform.handle.db.select().from(notifications).where(eq(notifications.userNo, userNo));
    if (rows.length >= n || Date.now() > until) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("like toggle", () => {
  it("notifies the author once per liker, grouped per post", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const post = await makePost(db, author.userNo, { subject: "알림 받을 글" });
    const a = await makeUser(db, { userName: "좋아요가" });
    const b = await makeUser(db, { userName: "좋아요나" });
    const sa = await signedIn(db, a.userNo);
    const sb = await signedIn(db, b.userNo);
    await call("/api/board/likeCntUp", sa.headers, post.boardNo);
    await call("/api/board/likeCntDown", sa.headers, post.boardNo);
    await call("/api/board/likeCntUp", sa.headers, post.boardNo);
    await call("/api/board/likeCntUp", sb.headers, post.boardNo);
    const rows = await waitForNotifications(author.userNo, 2);
    await new Promise((r) => setTimeout(r, 1500));
    const all = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, author.userNo), eq(notifications.notificationType, "LIKE")));
    expect(all).toHaveLength(2);
    expect(rows.map((r) => r.groupKey)).toEqual([`LIKE:${post.boardNo}`, `LIKE:${post.boardNo}`]);
    expect(all.map((r) => r.notificationTitle).sort()).toEqual([
      "좋아요가님이 회원님의 게시물을 좋아합니다.",
      "좋아요나님이 회원님의 게시물을 좋아합니다.",
    ]);
    expect(all[0]).toMatchObject({
      notificationContent: "「알림 받을 글」",
      notificationUrl: `/d/${post.permaLink}`,
      actorUserNo: expect.any(Number),
    });
  });

  it("likes with code 0 and +1, unlikes with -1; repeats change nothing", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const reader = await makeUser(db);
    const post = await makePost(db, author.userNo);
    const { headers } = await signedIn(db, reader.userNo);

    const up = await call("/api/board/likeCntUp", headers, post.boardNo);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ code: 0, data: { boardNo: post.boardNo, likeYn: true, likeCount: 1 }, errorMsg: null });
    const again = await call("/api/board/likeCntUp", headers, post.boardNo);
    expect(again.json().data).toEqual({ boardNo: post.boardNo, likeYn: true, likeCount: 1 });
    expect(await counts(post.boardNo)).toEqual({ likeCount: 1, rows: 1 });

    const down = await call("/api/board/likeCntDown", headers, post.boardNo);
    expect(down.json()).toEqual({ code: 0, data: { boardNo: post.boardNo, likeYn: false, likeCount: 0 }, errorMsg: null });
    const downAgain = await call("/api/board/likeCntDown", headers, post.boardNo);
    expect(downAgain.json().data.likeCount).toBe(0);
    expect(await counts(post.boardNo)).toEqual({ likeCount: 0, rows: 0 });
  });

  // 200 requests and 100 sign-ups: minutes on a loaded 2-core machine, seconds on a quiet one.
  it("100 parallel likes from one member count once; 100 parallel from 100 members count 100", { timeout: 120_000 }, async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const post = await makePost(db, author.userNo);
    const reader = await makeUser(db);
    const { headers } = await signedIn(db, reader.userNo);
    const same = await Promise.all(Array.from({ length: 100 }, () => call("/api/board/likeCntUp", headers, post.boardNo)));
    expect(same.every((r) => r.statusCode === 200 && r.json().data.likeYn === true)).toBe(true);
    expect(await counts(post.boardNo)).toEqual({ likeCount: 1, rows: 1 });

    const members = await Promise.all(Array.from({ length: 100 }, () => makeUser(db)));
    const sessions = await Promise.all(members.map((m) => signedIn(db, m.userNo)));
    const many = await Promise.all(sessions.map((s) => call("/api/board/likeCntUp", s.headers, post.boardNo)));
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counts(post.boardNo)).toEqual({ likeCount: 101, rows: 101 });
    // Mixed toggles in parallel: whatever order they run in, the counter equals the rows.
    const mixed = await Promise.all(
      sessions.flatMap((s, i) => [
        call(i % 2 ? "/api/board/likeCntDown" : "/api/board/likeCntUp", s.headers, post.boardNo),
        call("/api/board/likeCntDown", s.headers, post.boardNo),
        call("/api/board/likeCntUp", s.headers, post.boardNo),
      ]),
    );
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    const after = await counts(post.boardNo);
    expect(after.likeCount).toBe(after.rows);
  });

  it("refuses the author's own post and missing, deleted or publishing posts", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const { headers } = await signedIn(db, author.userNo);
    const own = await makePost(db, author.userNo);
    const res = await call("/api/board/likeCntUp", headers, own.boardNo);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorId: "OWN_POST_LIKE", errorMsg: "내 게시물에는 좋아요를 누를 수 없습니다." });

    const other = await makeUser(db);
    const publishing = await makePost(db, other.userNo, { publishing: true });
    const deleted = await makePost(db, other.userNo);
    await db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, deleted.boardNo));
    for (const boardNo of [publishing.boardNo, deleted.boardNo, 987654321]) {
      const missing = await call("/api/board/likeCntUp", headers, boardNo);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorMsg).toBe("게시물을 찾을 수 없습니다.");
    }
    const bad = await platform.app.inject({ method: "POST", url: "/api/board/likeCntUp", headers, payload: { boardNo: "x" } });
    expect(bad.statusCode).toBe(400);
  });

  it("limits a member to 120 reactions a minute, with a Korean message", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const post = await makePost(db, author.userNo);
    const member = await makeUser(db);
    const { headers } = await signedIn(db, member.userNo);
    const results = await Promise.all(
      Array.from({ length: 125 }, (_, i) => call(i % 2 ? "/api/board/likeCntDown" : "/api/board/likeCntUp", headers, post.boardNo)),
    );
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(5);
    expect(limited[0]!.json().errorMsg).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.");
    const after = await counts(post.boardNo);
    expect(after.likeCount).toBe(after.rows);
  });
});
