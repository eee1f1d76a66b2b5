// A post's revisions through the real API (docs/product/revisions.md): every publish and edit
// keeps one, the author and moderators read them with a Korean-aware difference, only the author
// restores (a restore is a new revision), and posts from before revisions get their first one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVISION_MSG } from "../../core/revisions";
import { WRITING_MSG } from "../../core/writing";
import { boardRevisions, boards, uploadPolicyConsents } from "../../server/db/schema";
import { createBoard } from "../../server/modules/boards/service";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let author: Who;
let authorNo: number;
let other: Who;
let moderator: Who;

async function call(method: "GET" | "POST", url: string, who: Who, payload?: unknown) {
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

const post = (overrides: Record<string, unknown> = {}) => ({
  type: "editor",
  subject: "겨울 독서 기록",
  webEditorContent: "<p>어제 책을 읽었다.</p><p>주인공이 좋았다.</p>",
  topic: "culture",
  tags: ["독서"],
  thumb: null,
  ...overrides,
});

beforeAll(async () => {
  platform = await createTestPlatform();
  const db = platform.handle.db;
  const a = await makeUser(db);
  authorNo = a.userNo;
  await db.insert(uploadPolicyConsents).values({ userNo: a.userNo });
  author = await signedIn(db, a.userNo);
  other = await signedIn(db, (await makeUser(db)).userNo);
  moderator = await signedIn(db, (await makeUser(db, { role: "moderator" })).userNo);
});
afterAll(async () => platform?.dispose());

describe("revisions of a post", () => {
  let boardNo: number;

  it("publishing keeps the first revision, each edit one more, an edit that changes nothing none", async () => {
    const published = await call("POST", "/api/contents/post", author, post());
    expect(published.status).toBe(200);
    boardNo = published.body.data.boardNo;
    const edit = (overrides: Record<string, unknown>) => call("POST", `/api/contents/post/${boardNo}`, author, post(overrides));
    expect((await edit({ webEditorContent: "<p>어제 책을 읽었습니다.</p><p>주인공이 좋았다.</p>" })).status).toBe(200);
    expect((await edit({ webEditorContent: "<p>어제 책을 읽었습니다.</p><p>주인공이 좋았다.</p>" })).status).toBe(200);
    expect(
      (await edit({ webEditorContent: "<p>어제 책을 읽었습니다.</p><p>주인공이 좋았다.</p>", tags: ["독서", "소설"], topic: "travel" }))
        .status,
    ).toBe(200);

    const list = await call("GET", `/api/board/${boardNo}/revisions`, author);
    expect(list.status).toBe(200);
    const items = list.body.data.items as { kind: string; current: boolean; byModerator: boolean; subject: string; textLength: number }[];
    expect(items.map((i) => i.kind)).toEqual(["edit", "edit", "publish"]);
    expect(items.map((i) => i.current)).toEqual([true, false, false]);
    expect(items.every((i) => !i.byModerator && i.subject === "겨울 독서 기록")).toBe(true);
  });

  it("a revision shows what changed since the one before, by characters within a word", async () => {
    const items = (await call("GET", `/api/board/${boardNo}/revisions`, author)).body.data.items as { revisionId: number }[];
    const [, middle, first] = items;
    const detail = await call("GET", `/api/board/${boardNo}/revisions/${middle!.revisionId}`, author);
    expect(detail.status).toBe(200);
    const { diff, revision } = detail.body.data;
    expect(revision.html).toBe("<p>어제 책을 읽었습니다.</p><p>주인공이 좋았다.</p>");
    expect(diff.againstRevisionId).toBe(first!.revisionId);
    expect(diff.text.filter((p: { kind: string }) => p.kind !== "same")).toEqual([{ kind: "added", text: "습니" }]);
    expect(diff.stats).toEqual({ added: 2, removed: 0 });

    const latest = (await call("GET", `/api/board/${boardNo}/revisions/${items[0]!.revisionId}`, author)).body.data.diff;
    expect(latest.topic).toEqual({ before: "culture", after: "travel" });
    expect(latest.tags).toEqual({ added: ["소설"], removed: [] });
    // Against any other revision of the post.
    const across = (await call("GET", `/api/board/${boardNo}/revisions/${items[0]!.revisionId}?against=${first!.revisionId}`, author)).body
      .data.diff;
    expect(across.againstRevisionId).toBe(first!.revisionId);
    expect(across.stats.added).toBe(2);
  });

  it("moderators read the history; other members and visitors do not", async () => {
    expect((await call("GET", `/api/board/${boardNo}/revisions`, moderator)).status).toBe(200);
    const refused = await call("GET", `/api/board/${boardNo}/revisions`, other);
    expect(refused.status).toBe(403);
    expect(refused.body.errorMsg).toBe(REVISION_MSG.readRefused.ko);
    expect((await call("GET", `/api/board/${boardNo}/revisions`, null)).status).toBe(401);
    const items = (await call("GET", `/api/board/${boardNo}/revisions`, author)).body.data.items as { revisionId: number }[];
    expect((await call("GET", `/api/board/${boardNo}/revisions/${items[0]!.revisionId}`, other)).status).toBe(403);
  });

  it("only the author restores; a restore puts the words back and is itself a revision", async () => {
    const items = (await call("GET", `/api/board/${boardNo}/revisions`, author)).body.data.items as { revisionId: number }[];
    const first = items[items.length - 1]!.revisionId;
    for (const who of [other, moderator]) {
      const refused = await call("POST", `/api/board/${boardNo}/revisions/${first}/restore`, who);
      expect(refused.status).toBe(403);
      expect(refused.body.errorMsg).toBe(WRITING_MSG.notOwner.ko);
    }
    const restored = await call("POST", `/api/board/${boardNo}/revisions/${first}/restore`, author);
    expect(restored.status).toBe(200);
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, boardNo));
    expect(row!.contentHtml).toBe("<p>어제 책을 읽었다.</p><p>주인공이 좋았다.</p>");
    expect(row!.topic).toBe("culture");
    expect(row!.tags).toEqual(["독서"]);
    const after = (await call("GET", `/api/board/${boardNo}/revisions`, author)).body.data.items as {
      revisionId: number;
      kind: string;
      restoredFrom: number | null;
    }[];
    expect(after[0]).toMatchObject({ revisionId: restored.body.data.revisionId, kind: "restore", restoredFrom: first });
    // The post already says this: nothing to restore.
    const again = await call("POST", `/api/board/${boardNo}/revisions/${first}/restore`, author);
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe(REVISION_MSG.alreadyCurrent.ko);
    // A revision of another post is not this post's.
    expect((await call("GET", `/api/board/${boardNo}/revisions/999999999`, author)).status).toBe(404);
  });

  it("a post from before revisions gets its first one from its words when it is first edited", async () => {
    const db = platform.handle.db;
    const { boardNo: old } = await createBoard(db, {
      userNo: authorNo,
      boardType: "editor",
      topic: "culture",
      subject: "예전 글",
      contentHtml: "<p>예전에 쓴 글</p>",
      tags: [],
    });
    await db.delete(boardRevisions).where(eq(boardRevisions.boardNo, old));
    expect(
      (await call("POST", `/api/contents/post/${old}`, author, post({ subject: "예전 글", webEditorContent: "<p>고친 글</p>" }))).status,
    ).toBe(200);
    const items = (await call("GET", `/api/board/${old}/revisions`, author)).body.data.items as { kind: string; revisionId: number }[];
    expect(items.map((i) => i.kind)).toEqual(["edit", "publish"]);
    const first = (await call("GET", `/api/board/${old}/revisions/${items[1]!.revisionId}`, author)).body.data.revision;
    expect(first.html).toBe("<p>예전에 쓴 글</p>");
  });
});
