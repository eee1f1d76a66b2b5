// Series through the real API (docs/product/series.md, decision 0217): a member groups their own
// published posts, orders them, renames and deletes the series (the posts stay); only the owner
// changes it; readers never see a deleted or hidden part, the owner sees it marked; followers
// hear of a new part once per post, never of a reorder or a rename; every change empties the
// owner's public pages and their posts' pages.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberTag } from "../../core/cache-tags";
import { SERIES_MAX_PER_MEMBER, SERIES_MSG, SERIES_TITLE_MAX } from "../../core/series";
import { boards, notifications, series } from "../../server/db/schema";
import { invalidationFor } from "../../server/modules/cache-changes";
import { seriesApi } from "../../server/modules/series/schema";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { waitForQueueIdle } from "../support/queue";

let platform: TestPlatform;
type Who = { headers: Record<string, string> } | null;
let owner: Who;
let ownerNo: number;
let ownerId: string;
let other: Who;
let otherNo: number;
let moderator: Who;
let unverified: Who;
let follower: Who;
let followerNo: number;

async function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Who, payload?: unknown, language?: "en") {
  const res = await platform.app.inject({
    method,
    url,
    headers: {
      origin: "http://localhost:3000",
      ...(who?.headers ?? {}),
      ...(language ? { "accept-language": "en" } : {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

let postCount = 0;
async function ownPost(userNo = ownerNo) {
  return makePost(platform.handle.db, userNo, { subject: `연재 글 ${++postCount}` });
}

async function newSeries(title = "파이썬 입문", who: Who = owner): Promise<number> {
  const res = await call("POST", "/api/series", who, { title, description: "처음부터 차근차근" });
  expect(res.status).toBe(200);
  return res.body.data.seriesNo as number;
}

const order = (detail: { parts: { boardNo: number }[] }) => detail.parts.map((p) => p.boardNo);

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  const db = platform.handle.db;
  const o = await makeUser(db);
  ownerNo = o.userNo;
  ownerId = o.userId;
  owner = await signedIn(db, o.userNo);
  const x = await makeUser(db);
  otherNo = x.userNo;
  other = await signedIn(db, x.userNo);
  moderator = await signedIn(db, (await makeUser(db, { role: "moderator" })).userNo);
  unverified = await signedIn(db, (await makeUser(db, { emailCertYn: "N" })).userNo);
  const f = await makeUser(db);
  followerNo = f.userNo;
  follower = await signedIn(db, f.userNo);
  expect((await call("POST", `/api/user/follow/${o.userId}`, follower)).status).toBe(200);
});
afterAll(async () => platform?.dispose());

describe("a member's series", () => {
  it("is created, filled with their posts in order, reordered, renamed and deleted with the posts kept", async () => {
    const seriesNo = await newSeries("  데이터   분석\n입문 ");
    const [a, b, c] = [await ownPost(), await ownPost(), await ownPost()];
    for (const post of [a, b, c])
      expect((await call("POST", `/api/series/${seriesNo}/parts`, owner, { boardNo: post.boardNo })).status).toBe(200);
    const detail = (await call("GET", `/api/series/${seriesNo}`, null)).body.data;
    expect(detail).toMatchObject({ title: "데이터 분석 입문", description: "처음부터 차근차근", userId: ownerId, partCount: 3 });
    expect(order(detail)).toEqual([a.boardNo, b.boardNo, c.boardNo]);
    expect(detail.parts.map((p: { position: number }) => p.position)).toEqual([1, 2, 3]);

    // Reorder: the whole order at once; one that names other parts is refused as stale.
    const moved = await call("PUT", `/api/series/${seriesNo}/order`, owner, { order: [c.boardNo, a.boardNo, b.boardNo] });
    expect(moved.status).toBe(200);
    expect(order(moved.body.data)).toEqual([c.boardNo, a.boardNo, b.boardNo]);
    const stale = await call("PUT", `/api/series/${seriesNo}/order`, owner, { order: [a.boardNo, b.boardNo] });
    expect(stale).toMatchObject({ status: 409, body: { errorId: "SERIES_ORDER_STALE", errorMsg: SERIES_MSG.orderStale.ko } });
    const doubled = await call("PUT", `/api/series/${seriesNo}/order`, owner, { order: [a.boardNo, a.boardNo, b.boardNo] });
    expect(doubled.status).toBe(409);

    // Removing a part closes the gap.
    const removed = await call("DELETE", `/api/series/${seriesNo}/parts/${a.boardNo}`, owner);
    expect(order(removed.body.data)).toEqual([c.boardNo, b.boardNo]);
    expect(removed.body.data.parts.map((p: { position: number }) => p.position)).toEqual([1, 2]);
    expect((await call("DELETE", `/api/series/${seriesNo}/parts/${a.boardNo}`, owner)).body.errorId).toBe("SERIES_NOT_PART");

    // Rename.
    const renamed = await call("PUT", `/api/series/${seriesNo}`, owner, { title: "데이터 분석 기초", description: "" });
    expect(renamed.body.data).toMatchObject({ title: "데이터 분석 기초", description: "", partCount: 2 });

    // The post page's box and the member's list (services the pages read).
    const box = await platform.services.series.ofPost(b.boardNo);
    expect(box).toMatchObject({ seriesNo, title: "데이터 분석 기초", userId: ownerId });
    expect(box!.parts.map((p) => p.boardNo)).toEqual([c.boardNo, b.boardNo]);
    expect(await platform.services.series.ofPost(a.boardNo)).toBeNull();
    expect((await platform.services.series.ofMember(ownerId))!.items.find((s) => s.seriesNo === seriesNo)?.partCount).toBe(2);
    expect(await platform.services.series.read(ownerId, seriesNo)).toMatchObject({ seriesNo });
    // The series page is under its owner's pages only.
    expect(await platform.services.series.read((await makeUser(platform.handle.db)).userId, seriesNo)).toBeNull();

    // Delete: the series goes, the posts stay.
    expect((await call("DELETE", `/api/series/${seriesNo}`, owner)).status).toBe(200);
    expect((await call("GET", `/api/series/${seriesNo}`, null)).status).toBe(404);
    const left = await platform.handle.db
      .select({ boardNo: boards.boardNo, deletedAt: boards.deletedAt })
      .from(boards)
      .where(eq(boards.userNo, ownerNo));
    expect(left.filter((p) => [a, b, c].some((x) => x.boardNo === p.boardNo)).every((p) => p.deletedAt === null)).toBe(true);
    expect(await platform.services.series.ofPost(b.boardNo)).toBeNull();
  });

  it("holds a post in one series only, and takes only the member's own visible posts", async () => {
    const first = await newSeries("첫 연재");
    const second = await newSeries("둘째 연재");
    const post = await ownPost();
    expect((await call("POST", `/api/series/${first}/parts`, owner, { boardNo: post.boardNo })).status).toBe(200);
    const again = await call("POST", `/api/series/${first}/parts`, owner, { boardNo: post.boardNo });
    expect(again).toMatchObject({ status: 409, body: { errorId: "SERIES_ALREADY_IN" } });
    const elsewhere = await call("POST", `/api/series/${second}/parts`, owner, { boardNo: post.boardNo });
    expect(elsewhere).toMatchObject({
      status: 409,
      body: { errorId: "SERIES_OTHER", errorMsg: "이 글은 이미 다른 연재 「첫 연재」에 담겨 있어요. 그 연재에서 먼저 빼 주세요." },
    });
    const english = await call("POST", `/api/series/${second}/parts`, owner, { boardNo: post.boardNo }, "en");
    expect(english.body.errorMsg).toBe("This post is already part of another series, “첫 연재”. Take it out of that series first.");

    const someoneElses = await ownPost(otherNo);
    expect(await call("POST", `/api/series/${first}/parts`, owner, { boardNo: someoneElses.boardNo })).toMatchObject({
      status: 403,
      body: { errorId: "SERIES_NOT_YOUR_POST", errorMsg: SERIES_MSG.notYourPost.ko },
    });
    const gone = await ownPost();
    await platform.handle.db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, gone.boardNo));
    expect((await call("POST", `/api/series/${first}/parts`, owner, { boardNo: gone.boardNo })).body.errorId).toBe("SERIES_NOT_YOUR_POST");

    // The writing page's choice moves the post from one series to the end of another, or out.
    const moved = await call("PUT", `/api/series/post/${post.boardNo}`, owner, { seriesNo: second });
    expect(moved.body.data).toEqual({ boardNo: post.boardNo, seriesNo: second });
    expect(order((await call("GET", `/api/series/${first}`, null)).body.data)).toEqual([]);
    expect(order((await call("GET", `/api/series/${second}`, null)).body.data)).toEqual([post.boardNo]);
    expect((await call("PUT", `/api/series/post/${post.boardNo}`, owner, { seriesNo: null })).body.data.seriesNo).toBeNull();
    expect(await platform.services.series.ofPost(post.boardNo)).toBeNull();
    expect((await call("PUT", `/api/series/post/${post.boardNo}`, other, { seriesNo: null })).status).toBe(403);
  });

  it("refuses an empty or long title and more series than the limit, in the reader's words", async () => {
    expect(await call("POST", "/api/series", owner, { title: "   " })).toMatchObject({
      status: 422,
      body: { errorId: "SERIES_TITLE", errorMsg: SERIES_MSG.titleRequired.ko },
    });
    const long = await call("POST", "/api/series", owner, { title: "가".repeat(SERIES_TITLE_MAX + 1) }, "en");
    expect(long).toMatchObject({ status: 422, body: { errorMsg: `A series title can be at most ${SERIES_TITLE_MAX} characters.` } });
    const member = await makeUser(platform.handle.db);
    const who = await signedIn(platform.handle.db, member.userNo);
    await platform.handle.db
      .insert(series)
      .values(Array.from({ length: SERIES_MAX_PER_MEMBER }, (_, i) => ({ userNo: member.userNo, title: `연재 ${i}` })));
    expect(await call("POST", "/api/series", who, { title: "하나 더" })).toMatchObject({
      status: 422,
      body: { errorId: "SERIES_LIMIT", errorMsg: `연재는 ${SERIES_MAX_PER_MEMBER}개까지 만들 수 있어요.` },
    });
  });
});

describe("who may change a series", () => {
  it("lets only the owner change it: a visitor is asked to sign in, an unverified member to verify, another member and an operator are refused", async () => {
    const seriesNo = await newSeries("주인만");
    const post = await ownPost();
    const part = await ownPost();
    expect((await call("POST", `/api/series/${seriesNo}/parts`, owner, { boardNo: part.boardNo })).status).toBe(200);
    const writes: [method: "POST" | "PUT" | "DELETE", url: string, body?: unknown][] = [
      ["PUT", `/api/series/${seriesNo}`, { title: "바꿈" }],
      ["POST", `/api/series/${seriesNo}/parts`, { boardNo: post.boardNo }],
      ["DELETE", `/api/series/${seriesNo}/parts/${part.boardNo}`],
      ["PUT", `/api/series/${seriesNo}/order`, { order: [part.boardNo] }],
      ["PUT", `/api/series/post/${part.boardNo}`, { seriesNo: null }],
      ["DELETE", `/api/series/${seriesNo}`],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, null, body)).status, `${method} ${url} as a visitor`).toBe(401);
      expect((await call(method, url, unverified, body)).status, `${method} ${url} unverified`).toBe(403);
      for (const who of [other, moderator]) {
        const res = await call(method, url, who, body);
        expect(res.status, `${method} ${url} as another member or an operator`).toBe(403);
        expect(["SERIES_NOT_OWNER", "SERIES_NOT_YOUR_POST"]).toContain(res.body.errorId);
      }
    }
    // Nothing changed.
    const detail = (await call("GET", `/api/series/${seriesNo}`, null)).body.data;
    expect(detail).toMatchObject({ title: "주인만" });
    expect(order(detail)).toEqual([part.boardNo]);
    // Each write works for the owner, in the same order (delete last).
    for (const [method, url, body] of writes) {
      const payload = url.endsWith("/order") ? { order: order((await call("GET", `/api/series/${seriesNo}`, owner)).body.data) } : body;
      expect((await call(method, url, owner, payload)).status, `${method} ${url} as the owner`).toBe(200);
    }
    // Creating: visitors and unverified members cannot; my series need a member.
    expect((await call("POST", "/api/series", null, { title: "x" })).status).toBe(401);
    expect((await call("POST", "/api/series", unverified, { title: "x" })).status).toBe(403);
    expect((await call("GET", "/api/series/mine", null)).status).toBe(401);
    expect((await call("GET", "/api/series/999999", null)).body.errorId).toBe("SERIES_NOT_FOUND");
  });

  it("says every change empties the owner's public pages, which carry their post pages", () => {
    const member = { userId: "owner-id" } as never;
    for (const contract of Object.values(seriesApi)) {
      if (contract.method === "GET") continue;
      expect(invalidationFor(contract.changes!, { params: {}, body: {}, member }), contract.path).toEqual([memberTag("owner-id")]);
    }
  });
});

describe("hidden parts", () => {
  it("never shows a deleted or hidden part to others; the owner sees it marked", async () => {
    const seriesNo = await newSeries("숨김 표시");
    const [a, b, c] = [await ownPost(), await ownPost(), await ownPost()];
    for (const post of [a, b, c]) await call("POST", `/api/series/${seriesNo}/parts`, owner, { boardNo: post.boardNo });
    await platform.handle.db.update(boards).set({ blindYn: "Y" }).where(eq(boards.boardNo, a.boardNo));
    await platform.handle.db.update(boards).set({ deletedAt: new Date() }).where(eq(boards.boardNo, c.boardNo));
    for (const who of [null, other, moderator]) {
      const seen = (await call("GET", `/api/series/${seriesNo}`, who)).body.data;
      expect(order(seen)).toEqual([b.boardNo]);
      expect(seen.partCount).toBe(1);
    }
    const own = (await call("GET", `/api/series/${seriesNo}`, owner)).body.data;
    expect(own.parts.map((p: { boardNo: number; hidden: string | null }) => [p.boardNo, p.hidden])).toEqual([
      [a.boardNo, "blinded"],
      [b.boardNo, null],
      [c.boardNo, "deleted"],
    ]);
    const mine = (await call("GET", "/api/series/mine", owner)).body.data;
    expect(mine.series.find((s: { seriesNo: number }) => s.seriesNo === seriesNo).parts).toHaveLength(3);
    // My page offers the member's visible posts, each with its series.
    expect(mine.posts.find((p: { boardNo: number }) => p.boardNo === b.boardNo)).toMatchObject({ seriesNo });
    expect(mine.posts.some((p: { boardNo: number }) => p.boardNo === c.boardNo)).toBe(false);
    // The box of the visible part lists only visible parts; a hidden post has no box.
    expect((await platform.services.series.ofPost(b.boardNo))!.parts.map((p) => p.boardNo)).toEqual([b.boardNo]);
    expect(await platform.services.series.ofPost(a.boardNo)).toBeNull();
    expect((await platform.services.series.ofMember(ownerId))!.items.find((s) => s.seriesNo === seriesNo)?.partCount).toBe(1);
  });
});

describe("followers", () => {
  it("hear of a new part once per post, not of a reorder, a rename, or the same post put back", async () => {
    const seriesNo = await newSeries("알림 연재");
    const [a, b] = [await ownPost(), await ownPost()];
    const told = async () => {
      await waitForQueueIdle(platform.handle.db, ["reactions.series-part", "notifications.deliver"]);
      return platform.handle.db
        .select({ title: notifications.notificationTitle, url: notifications.notificationUrl, content: notifications.notificationContent })
        .from(notifications)
        .where(and(eq(notifications.userNo, followerNo), eq(notifications.notificationType, "SERIES_PART")));
    };
    const before = (await told()).length;
    await call("POST", `/api/series/${seriesNo}/parts`, owner, { boardNo: a.boardNo });
    const afterFirst = await told();
    expect(afterFirst).toHaveLength(before + 1);
    const [row] = await platform.handle.db.select({ subject: boards.subject }).from(boards).where(eq(boards.boardNo, a.boardNo));
    expect(afterFirst.at(-1)).toMatchObject({ content: `「${row!.subject}」`, url: `/d/${a.permaLink}` });
    expect(afterFirst.at(-1)!.title).toMatch(/님의 연재 「알림 연재」에 새 글이 실렸습니다\.$/);

    await call("POST", `/api/series/${seriesNo}/parts`, owner, { boardNo: b.boardNo });
    expect(await told()).toHaveLength(before + 2);
    await call("PUT", `/api/series/${seriesNo}/order`, owner, { order: [b.boardNo, a.boardNo] });
    await call("PUT", `/api/series/${seriesNo}`, owner, { title: "새 이름" });
    await call("DELETE", `/api/series/${seriesNo}/parts/${a.boardNo}`, owner);
    await call("POST", `/api/series/${seriesNo}/parts`, owner, { boardNo: a.boardNo });
    expect(await told()).toHaveLength(before + 2);
    // The owner is not told of their own series.
    const ownerRows = await platform.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, ownerNo), eq(notifications.notificationType, "SERIES_PART")));
    expect(ownerRows).toEqual([]);
  });
});
