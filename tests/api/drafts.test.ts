// Drafts through the real API: create, update, list, read, delete several, ownership,
// limits and the rich-text policy.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../core/messages";
import { DRAFT_MAX_COUNT, WRITING_MSG } from "../../core/writing";
import { drafts } from "../../server/db/schema";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let me: Who;
let other: Who;
let unverified: Who;
let deleted: Who;
let myNo: number;

async function call(method: "GET" | "POST" | "DELETE", url: string, who: Who, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: {
      origin: "http://localhost:3000",
      ...(who?.headers ?? {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  topic: "economy",
  title: "임시 제목",
  content: "<p>임시 <strong>본문</strong></p>",
  tags: ["경제"],
  thumbnailPath: null,
  ...overrides,
});

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  const a = await makeUser(db);
  const b = await makeUser(db);
  myNo = a.userNo;
  me = await signedIn(db, a.userNo);
  other = await signedIn(db, b.userNo);
  unverified = await signedIn(db, (await makeUser(db, { emailCertYn: "N" })).userNo);
  deleted = await signedIn(db, (await makeUser(db, { deleteYn: "Y" })).userNo);
});
afterAll(async () => platform?.dispose());

describe("who may use drafts", () => {
  it("every drafts endpoint refuses visitors, unverified and deleted members", async () => {
    const mine = await call("POST", "/api/draft", me, draft());
    const draftNo = mine.body.data.draftNo as number;
    for (const [who, status, message] of [
      [null, 401, MSG.membersOnly.ko],
      [deleted, 401, MSG.membersOnly.ko],
      [unverified, 403, MSG.verifiedMembersOnly.ko],
    ] as const) {
      const results = [
        await call("GET", "/api/drafts", who),
        await call("GET", `/api/draft?draftNo=${draftNo}`, who),
        await call("POST", "/api/draft", who, draft()),
        await call("POST", "/api/draft", who, draft({ draftNo, title: "덮어쓰기" })),
        await call("DELETE", "/api/drafts", who, { draftNoList: [draftNo] }),
      ];
      for (const r of results) expect([r.status, r.body.errorMsg]).toEqual([status, message]);
    }
    expect((await call("GET", `/api/draft?draftNo=${draftNo}`, me)).body.data.title).toBe("임시 제목");
  });

  it("another member's draft is invisible: not listed, not readable, not writable, not deletable", async () => {
    const mine = await call("POST", "/api/draft", me, draft({ title: "내 초안" }));
    const draftNo = mine.body.data.draftNo as number;
    const list = await call("GET", "/api/drafts", other);
    expect(list.body.data.list.map((d: { draftNo: number }) => d.draftNo)).not.toContain(draftNo);
    for (const r of [
      await call("GET", `/api/draft?draftNo=${draftNo}`, other),
      await call("POST", "/api/draft", other, draft({ draftNo, title: "가로채기" })),
      await call("DELETE", "/api/drafts", other, { draftNoList: [draftNo] }),
    ]) {
      expect([r.status, r.body.errorId, r.body.errorMsg]).toEqual([404, "DRAFT_NOT_FOUND", WRITING_MSG.draftNotFound.ko]);
    }
    // A mixed list deletes nothing at all.
    const theirs = await call("POST", "/api/draft", other, draft({ title: "남의 초안" }));
    const mixed = await call("DELETE", "/api/drafts", other, { draftNoList: [theirs.body.data.draftNo, draftNo] });
    expect(mixed.status).toBe(404);
    expect((await call("GET", `/api/draft?draftNo=${theirs.body.data.draftNo}`, other)).status).toBe(200);
    expect((await call("GET", `/api/draft?draftNo=${draftNo}`, me)).body.data.title).toBe("내 초안");
  });
});

describe("draft CRUD", () => {
  it("creates, updates, lists newest first, reads and deletes several", async () => {
    const db = platform.handle.db;
    await db.delete(drafts).where(eq(drafts.userNo, myNo));
    const a = await call("POST", "/api/draft", me, draft({ title: "첫 초안", topic: "" }));
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual({ draftNo: expect.any(Number), draftDate: expect.any(String) });
    const b = await call("POST", "/api/draft", me, draft({ title: "둘째 초안", content: "<p>둘째 본문입니다</p>" }));
    await new Promise((r) => setTimeout(r, 10));
    const updated = await call("POST", "/api/draft", me, draft({ draftNo: a.body.data.draftNo, title: "첫 초안 (고침)", topic: "" }));
    expect(updated.body.data.draftNo).toBe(a.body.data.draftNo);
    expect(new Date(updated.body.data.draftDate).getTime()).toBeGreaterThan(new Date(a.body.data.draftDate).getTime());

    const list = await call("GET", "/api/drafts", me);
    expect(list.body.data.totalCount).toBe(2);
    expect(list.body.data.writtenCount).toBe(2);
    expect(list.body.data.maxCount).toBe(DRAFT_MAX_COUNT);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ draftNo: a.body.data.draftNo, title: "첫 초안 (고침)", topic: "", complete: false, excerpt: "임시 본문" }),
      expect.objectContaining({
        draftNo: b.body.data.draftNo,
        title: "둘째 초안",
        topic: "economy",
        complete: true,
        excerpt: "둘째 본문입니다",
      }),
    ]);

    const read = await call("GET", `/api/draft?draftNo=${b.body.data.draftNo}`, me);
    expect(read.body.data).toEqual({
      draftNo: b.body.data.draftNo,
      draftDate: expect.any(String),
      topic: "economy",
      title: "둘째 초안",
      content: "<p>둘째 본문입니다</p>",
      tags: ["경제"],
      thumbnailPath: null,
      // Only imported drafts carry the day they were first written (docs/product/import.md).
      originalDate: null,
      // Only scheduled posts carry a time (docs/product/writing.md §15).
      scheduledAt: null,
    });

    const del = await call("DELETE", "/api/drafts", me, { draftNoList: [a.body.data.draftNo, b.body.data.draftNo] });
    expect(del.body.data).toEqual({ deleted: [a.body.data.draftNo, b.body.data.draftNo].sort((x, y) => x - y) });
    expect((await call("GET", "/api/drafts", me)).body.data.totalCount).toBe(0);
    expect((await call("GET", `/api/draft?draftNo=${a.body.data.draftNo}`, me)).status).toBe(404);
    // Saving onto a deleted draft says so (the page then saves a new one).
    const stale = await call("POST", "/api/draft", me, draft({ draftNo: a.body.data.draftNo }));
    expect([stale.status, stale.body.errorId]).toEqual([404, "DRAFT_NOT_FOUND"]);
  });

  it("sanitizes the content and checks title, topic, tags and thumbnail", async () => {
    const saved = await call(
      "POST",
      "/api/draft",
      me,
      draft({
        content: '<p onclick="x()">본문<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">링크</a>',
      }),
    );
    const read = await call("GET", `/api/draft?draftNo=${saved.body.data.draftNo}`, me);
    expect(read.body.data.content).toBe("<p>본문</p><span>링크</span>");
    for (const [change, message] of [
      [{ title: "가".repeat(101) }, WRITING_MSG.subjectTooLong.ko],
      [{ topic: "sports" }, WRITING_MSG.topicRequired.ko],
      [{ tags: ["a", "A"] }, WRITING_MSG.tagDuplicate.ko],
      [{ thumbnailPath: "https://evil.example/a.png" }, WRITING_MSG.thumbInvalid.ko],
    ] as const) {
      const res = await call("POST", "/api/draft", me, draft(change));
      expect([res.status, res.body.errorMsg]).toEqual([422, message]);
    }
    const empty = await call("POST", "/api/draft", me, draft({ title: " ", content: "<p></p>", tags: [] }));
    expect([empty.status, empty.body.errorId]).toEqual([422, "DRAFT_EMPTY"]);
    const bad = await call("GET", "/api/draft?draftNo=abc", me);
    expect(bad.status).toBe(400);
    const none = await call("DELETE", "/api/drafts", me, { draftNoList: [] });
    expect(none.status).toBe(400);
  });

  it("keeps at most 50 drafts per member", async () => {
    const db = platform.handle.db;
    await db.delete(drafts).where(eq(drafts.userNo, myNo));
    await db.insert(drafts).values(Array.from({ length: DRAFT_MAX_COUNT }, (_, i) => ({ userNo: myNo, title: `초안 ${i}` })));
    const res = await call("POST", "/api/draft", me, draft());
    expect([res.status, res.body.errorId, res.body.errorMsg]).toEqual([409, "DRAFT_LIMIT", WRITING_MSG.draftLimit.ko]);
    // Updating an existing draft still works at the limit.
    const [first] = await db.select().from(drafts).where(eq(drafts.userNo, myNo)).limit(1);
    expect((await call("POST", "/api/draft", me, draft({ draftNo: first!.draftNo }))).status).toBe(200);
    // Parallel creations cannot slip past the limit either.
    await db.delete(drafts).where(eq(drafts.draftNo, first!.draftNo));
    const results = await Promise.all(Array.from({ length: 5 }, () => call("POST", "/api/draft", me, draft())));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await call("GET", "/api/drafts", me)).body.data.totalCount).toBe(DRAFT_MAX_COUNT);
  });
});

describe("a published post's edit in progress", () => {
  it("is kept by the post's number for its author only, not listed, not counted, and gone when the edit is saved", async () => {
    const db = platform.handle.db;
    const post = await makePost(db, myNo, { subject: "발행된 글", contentHtml: "<p>처음 본문</p>" });
    const first = await call("POST", "/api/draft", me, draft({ boardNo: post.boardNo, title: "발행된 글 (수정 중)" }));
    expect(first.status).toBe(200);
    // Saved again as the author types: the same record, overwritten.
    const second = await call("POST", "/api/draft", me, draft({ boardNo: post.boardNo, title: "발행된 글 (수정 중 2)" }));
    expect(second.body.data.draftNo).toBe(first.body.data.draftNo);
    const read = await call("GET", `/api/draft?draftNo=${first.body.data.draftNo}`, me);
    expect(read.body.data).toMatchObject({ title: "발행된 글 (수정 중 2)", content: "<p>임시 <strong>본문</strong></p>" });
    // Not a draft of the drafts list, and not one of the 50.
    const list = await call("GET", "/api/drafts", me);
    expect(list.body.data.list.map((d: { draftNo: number }) => d.draftNo)).not.toContain(first.body.data.draftNo);

    // Another member cannot keep an edit of it; nor of a post that does not exist.
    const theirs = await call("POST", "/api/draft", other, draft({ boardNo: post.boardNo }));
    expect([theirs.status, theirs.body.errorMsg]).toEqual([404, WRITING_MSG.postNotFound.ko]);
    expect((await call("POST", "/api/draft", me, draft({ boardNo: 987_654 }))).status).toBe(404);

    // Saving the edit ends it.
    const saved = await call("POST", `/api/contents/post/${post.boardNo}`, me, {
      type: "editor",
      subject: "발행된 글 (고침)",
      webEditorContent: "<p>고친 본문입니다.</p>",
      topic: "economy",
      tags: ["경제"],
      thumb: null,
    });
    expect(saved.status).toBe(200);
    expect((await call("GET", `/api/draft?draftNo=${first.body.data.draftNo}`, me)).status).toBe(404);
  });
});
