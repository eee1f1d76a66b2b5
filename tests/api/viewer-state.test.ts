// GET /api/viewer/state: the one call a shared page makes after it loads for a member
// (decision 0131) — who they are, and their like/bookmark/follow, vote and document rights on a
// post. Visitors learn nothing about anyone; nobody learns another member's state.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { boardBookmarks, boards, users } from "../../server/db/schema";
import type { Viewer } from "../../server/modules/auth/types";
import { createActRunner } from "../../server/page-actions";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
});
afterAll(async () => platform?.dispose());

async function state(query: string, headers: Record<string, string> = {}) {
  const res = await platform.app.inject({ method: "GET", url: `/api/viewer/state${query}`, headers });
  return { status: res.statusCode, cacheControl: res.headers["cache-control"], body: res.json() };
}

describe("GET /api/viewer/state", () => {
  it("tells a visitor nothing about anyone, and is never cached", async () => {
    const author = await makeUser(platform.handle.db);
    const post = await makePost(platform.handle.db, author.userNo);
    const res = await state(`?boardNo=${post.boardNo}`);
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe("private, no-store");
    expect(res.body.data.viewer).toBeNull();
    expect(res.body.data.post).toMatchObject({
      boardNo: post.boardNo,
      reactions: { likeYn: false, bookmark: false, followYn: false, mine: false },
      document: null,
    });
    expect(res.body.data.post.curation.viewToken).toBeNull();
  });

  it("gives a member themselves and their own state on a post, and no one else's", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const reader = await makeUser(db, { userName: "상태확인" });
    const other = await makeUser(db);
    const post = await makePost(db, author.userNo);
    const me = await signedIn(db, reader.userNo);
    const liked = await platform.app.inject({
      method: "POST",
      url: "/api/board/likeCntUp",
      headers: me.headers,
      payload: { boardNo: post.boardNo },
    });
    expect(liked.statusCode).toBe(200);

    // The member loaded the post's page: the state carries their view token (decision 0181).
    await platform.app.inject({ method: "GET", url: `/d/${post.permaLink}`, headers: me.headers });
    const mine = await state(`?boardNo=${post.boardNo}`, me.headers);
    expect(mine.body.data.viewer).toMatchObject({
      userId: reader.userId,
      userName: "상태확인",
      emailCertYn: "Y",
      usageReasonAnswered: false,
    });
    expect(mine.body.data.viewer).not.toHaveProperty("userNo");
    expect(mine.body.data.viewer).not.toHaveProperty("sessionId");
    expect(mine.body.data.post.reactions).toMatchObject({ likeYn: true, likeCount: 1, mine: false });
    expect(mine.body.data.post.curation.viewToken).toEqual(expect.any(String));

    // Another member's call shows their own state, not the reader's like.
    const theirs = await state(`?boardNo=${post.boardNo}`, (await signedIn(db, other.userNo)).headers);
    expect(theirs.body.data.viewer.userId).toBe(other.userId);
    expect(theirs.body.data.post.reactions.likeYn).toBe(false);
    // The author sees it as theirs: no view reward for reading one's own post.
    const own = await state(`?boardNo=${post.boardNo}`, (await signedIn(db, author.userNo)).headers);
    expect(own.body.data.post.reactions.mine).toBe(true);
    expect(own.body.data.post.curation).toMatchObject({ isAuthor: true, viewToken: null });

    // Without a post only the member.
    expect((await state("", me.headers)).body.data).toEqual({ viewer: expect.objectContaining({ userId: reader.userId }), post: null });
  });

  it("keeps a member's state for a moment, emptied by their own writes and by writes to the post; the view token is never kept", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const reader = await makeUser(db);
    const other = await makeUser(db);
    const post = await makePost(db, author.userNo);
    const me = await signedIn(db, reader.userNo);
    const mine = async () => (await state(`?boardNo=${post.boardNo}`, me.headers)).body.data.post;
    const first = await mine();
    expect(first.reactions).toMatchObject({ likeYn: false, likeCount: 0, bookmark: false, followYn: false });
    expect(first.curation.viewToken).toBeNull();

    // A change made behind the app's back (no write through it) is not seen while the copy is kept…
    await db.insert(boardBookmarks).values({ userNo: reader.userNo, boardNo: post.boardNo });
    expect((await mine()).reactions.bookmark).toBe(false);
    // …but the view token is decided per call: the member loaded the page, the token is there.
    await platform.app.inject({ method: "GET", url: `/d/${post.permaLink}`, headers: me.headers });
    expect((await mine()).curation.viewToken).toEqual(expect.any(String));

    // Another member's like empties the post's copies: the count (and the bookmark) show.
    const theirs = await signedIn(db, other.userNo);
    const liked = await platform.app.inject({
      method: "POST",
      url: "/api/board/likeCntUp",
      headers: theirs.headers,
      payload: { boardNo: post.boardNo },
    });
    expect(liked.statusCode).toBe(200);
    expect((await mine()).reactions).toMatchObject({ likeCount: 1, likeYn: false, bookmark: true });

    // The member's own write empties their copy at once.
    const followed = await platform.app.inject({ method: "POST", url: `/api/user/follow/${author.userId}`, headers: me.headers });
    expect(followed.statusCode).toBe(200);
    expect((await mine()).reactions.followYn).toBe(true);
  });

  it("a write through a page form empties the writer's kept state too, whatever it declares", async () => {
    const db = platform.handle.db;
    const reader = await makeUser(db);
    const me = await signedIn(db, reader.userNo);
    const summary = async () => (await state("", me.headers)).body.data.viewer;
    expect((await summary()).usageReasonAnswered).toBe(false);
    // Changed behind the app's back: the kept copy still says no.
    await db.update(users).set({ usageReason: "읽기" }).where(eq(users.userNo, reader.userNo));
    expect((await summary()).usageReasonAnswered).toBe(false);
    // A page action of this member that declares it changed nothing shared (a terms consent, a setting).
    const runner = createActRunner(
      { server: platform.app, log: platform.app.log } as unknown as FastifyRequest,
      async () => ({ viewer: { userNo: reader.userNo } as Viewer, ip: "127.0.0.1", userAgent: "vitest", language: "ko", https: false }),
      platform.ctx.pageCache,
    );
    const answer = await runner(new Request("http://localhost/update-terms", { method: "POST" }), async (_input, tools) => {
      tools.changed([]);
      return {};
    });
    expect((answer.data as { ok: boolean }).ok).toBe(true);
    expect((await summary()).usageReasonAnswered).toBe(true);
  });

  it("answers for a post that cannot take reactions yet, and refuses nonsense with the envelope", async () => {
    const db = platform.handle.db;
    const author = await makeUser(db);
    const post = await makePost(db, author.userNo);
    await db.update(boards).set({ publishing: true }).where(eq(boards.boardNo, post.boardNo));
    const res = await state(`?boardNo=${post.boardNo}`, (await signedIn(db, author.userNo)).headers);
    expect(res.status).toBe(200);
    expect(res.body.data.post).toMatchObject({ boardNo: post.boardNo, reactions: null });
    const bad = await state("?boardNo=abc");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: null, errorMsg: expect.any(String) });
    // An expired or unknown session is a visitor.
    expect((await state("", { cookie: "nt_session=unknown-token-value-000000000" })).body.data.viewer).toBeNull();
  });
});
