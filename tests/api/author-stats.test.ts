// Author statistics through the real API (docs/product/statistics.md, decision 0219): the view
// beacon adds the day's view and where it came from in its own statement, the read beacon a read
// after the reader's view, likes and votes their day's figure; nothing about a reader is kept in
// the statistics, a flood of made-up referrers keeps at most STATS_HOST_LIMIT hosts a day, and
// only the author (and moderators) read a post's figures.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTHER_HOSTS, STATS_HOST_LIMIT, STATS_MSG } from "../../core/author-stats";
import { seoulDayKey } from "../../core/format";
import { boardViews, postDailyStats, users } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { createSeason } from "../../server/modules/curation/service";
import { creditTickets } from "../../server/modules/curation/tickets";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
let moderator: Record<string, string>;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const DAY = 86_400_000;
let n = 0;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  const db = platform.handle.db;
  roles = await makeRoles(db);
  const mod = await makeUser(db);
  await db.update(users).set({ role: "moderator", twoFactorAt: new Date() }).where(eq(users.userNo, mod.userNo));
  moderator = (await signedIn(db, mod.userNo)).headers;
});
afterAll(async () => platform?.dispose());

/** A visitor's beacon: a fresh visitor each time unless a cookie is given. */
async function beacon(path: string, payload: object, extra: Record<string, string> = {}) {
  const res = await platform.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/json", "user-agent": BROWSER, ...extra },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, data: res.json().data, cookie: res.cookies.find((c) => c.name === "nt_vid")?.value };
}

async function dayRow(boardNo: number) {
  const [row] = await platform.handle.db
    .select()
    .from(postDailyStats)
    .where(and(eq(postDailyStats.boardNo, boardNo), eq(postDailyStats.day, seoulDayKey())));
  return row;
}

async function newPost() {
  return makePost(platform.handle.db, roles.verified.userNo, { subject: `통계 글 ${++n}` });
}

describe("recording", () => {
  it("a counted view adds the day's view and its source in the same write; a repeat adds nothing", async () => {
    const { boardNo } = await newPost();
    const first = await beacon("/api/board/viewCntUp", { boardNo, ref: "search.naver.com" });
    expect(first.data).toEqual({ counted: true, viewCount: 1 });
    await beacon("/api/board/viewCntUp", { boardNo, ref: "blog.naver.com" });
    await beacon("/api/board/viewCntUp", { boardNo, ref: "localhost:3000" });
    await beacon("/api/board/viewCntUp", { boardNo });
    // The same visitor again the same day: no view, no source.
    await beacon("/api/board/viewCntUp", { boardNo, ref: "other.example" }, { cookie: `nt_vid=${first.cookie}` });
    // A bot: nothing.
    await beacon(
      "/api/board/viewCntUp",
      { boardNo, ref: "bot.example" },
      { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    const row = await dayRow(boardNo);
    expect(row).toMatchObject({ views: 4, fromSearch: 1, fromExternal: 1, fromInternal: 1, fromDirect: 1, hosts: { "blog.naver.com": 1 } });
  });

  it("a referrer's path never reaches the statistics", async () => {
    const { boardNo } = await newPost();
    await beacon("/api/board/viewCntUp", { boardNo, ref: "https://evil.example/secret/path?token=1" });
    const row = await dayRow(boardNo);
    expect(row?.fromExternal).toBe(1);
    expect(row?.hosts).toEqual({ [OTHER_HOSTS]: 1 });
    expect(JSON.stringify(row)).not.toContain("secret");
  });

  it("keeps no reader: the statistics hold figures only", async () => {
    const { rows } = (await platform.handle.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'post_daily_stats' order by ordinal_position`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(rows.map((r) => r.column_name)).toEqual([
      "board_no",
      "user_no",
      "day",
      "views",
      "reads",
      "likes",
      "votes",
      "from_direct",
      "from_internal",
      "from_search",
      "from_external",
      "hosts",
    ]);
    const { boardNo } = await newPost();
    const seen = await beacon("/api/board/viewCntUp", { boardNo, ref: "cafe.daum.net" }, { cookie: "nt_vid=stats-visitor-000001" });
    expect(seen.data.counted).toBe(true);
    const row = await dayRow(boardNo);
    expect(JSON.stringify(row)).not.toContain("stats-visitor-000001");
    // user_no is the post's author, never the reader.
    expect(row?.userNo).toBe(roles.verified.userNo);
  });

  it("a flood of made-up referrers keeps at most the limit of hosts a day, the rest as other", async () => {
    const { boardNo } = await newPost();
    const floods = Array.from({ length: STATS_HOST_LIMIT + 25 }, (_, i) => `spam${i}.example`);
    // Ten at a time: the bound holds under concurrent writes too.
    for (let i = 0; i < floods.length; i += 10) {
      await Promise.all(floods.slice(i, i + 10).map((ref) => beacon("/api/board/viewCntUp", { boardNo, ref })));
    }
    const row = await dayRow(boardNo);
    const hosts = row!.hosts;
    expect(Object.keys(hosts).filter((h) => h !== OTHER_HOSTS)).toHaveLength(STATS_HOST_LIMIT);
    expect(hosts[OTHER_HOSTS]).toBe(25);
    expect(Object.values(hosts).reduce((a, b) => a + b, 0)).toBe(floods.length);
    expect(row!.fromExternal).toBe(floods.length);
  });

  it("a read counts once, only after the reader's view of the day has had its time", async () => {
    const { boardNo } = await newPost();
    const cookie = "nt_vid=stats-reader-0000001";
    // No view yet: no read.
    expect((await beacon("/api/board/readCntUp", { boardNo }, { cookie })).data).toEqual({ counted: false });
    await beacon("/api/board/viewCntUp", { boardNo }, { cookie });
    // Sent at once after the view (a script that does not wait): not a read.
    expect((await beacon("/api/board/readCntUp", { boardNo }, { cookie })).data).toEqual({ counted: false });
    // Ten seconds later (the view's record moved back instead of waiting).
    await platform.handle.db
      .update(boardViews)
      .set({ createdAt: new Date(Date.now() - 11_000) })
      .where(and(eq(boardViews.boardNo, boardNo), eq(boardViews.viewerKey, "v:stats-reader-0000001")));
    expect((await beacon("/api/board/readCntUp", { boardNo }, { cookie })).data).toEqual({ counted: true });
    expect((await beacon("/api/board/readCntUp", { boardNo }, { cookie })).data).toEqual({ counted: false });
    // Without the visitor's cookie, or as a bot: nothing.
    expect((await beacon("/api/board/readCntUp", { boardNo })).data).toEqual({ counted: false });
    expect((await beacon("/api/board/readCntUp", { boardNo }, { cookie, "user-agent": "curl/8.0" })).data).toEqual({ counted: false });
    expect(await dayRow(boardNo)).toMatchObject({ views: 1, reads: 1 });
  });

  it("a member's read counts as the member", async () => {
    const { boardNo } = await newPost();
    const headers = { ...roles.headers.other, "user-agent": BROWSER };
    await beacon("/api/board/viewCntUp", { boardNo }, headers);
    await platform.handle.db
      .update(boardViews)
      .set({ createdAt: new Date(Date.now() - 11_000) })
      .where(and(eq(boardViews.boardNo, boardNo), eq(boardViews.viewerKey, `u:${roles.other.userNo}`)));
    expect((await beacon("/api/board/readCntUp", { boardNo }, headers)).data).toEqual({ counted: true });
  });

  it("likes and votes add to their day", async () => {
    const db = platform.handle.db;
    const { boardNo } = await newPost();
    const like = await platform.app.inject({
      method: "POST",
      url: "/api/board/likeCntUp",
      headers: { ...roles.headers.other, "content-type": "application/json" },
      payload: JSON.stringify({ boardNo }),
    });
    expect(like.statusCode).toBe(200);
    await createSeason(db, {
      title: "통계 시즌",
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      writerPool: 10,
      curatorPool: 10,
      walletDeadline: new Date(Date.now() + 9 * DAY),
    });
    await withTransaction(db, (tx) =>
      creditTickets(tx, { userNo: roles.other.userNo, amount: 1, reason: "grant", idempotencyKey: `stats:${roles.other.userNo}` }),
    );
    const vote = await platform.app.inject({ method: "POST", url: `/api/board/curation/vote/${boardNo}`, headers: roles.headers.other });
    expect(vote.statusCode).toBe(200);
    expect(await dayRow(boardNo)).toMatchObject({ likes: 1, votes: 1, views: 0 });
  });
});

describe("reading", () => {
  let boardNo: number;
  beforeAll(async () => {
    boardNo = (await newPost()).boardNo;
    await beacon("/api/board/viewCntUp", { boardNo, ref: "www.google.co.kr" });
    await beacon("/api/board/viewCntUp", { boardNo, ref: "news.example.com" });
    // Older days, written as the recording would have.
    const day = (ago: number) => seoulDayKey(new Date(Date.now() - ago * DAY));
    await platform.handle.db.insert(postDailyStats).values([
      { boardNo, userNo: roles.verified.userNo, day: day(5), views: 7, reads: 3, fromDirect: 7 },
      { boardNo, userNo: roles.verified.userNo, day: day(20), views: 11, reads: 4, fromExternal: 11, hosts: { "news.example.com": 11 } },
      { boardNo, userNo: roles.verified.userNo, day: day(60), views: 13, reads: 5, fromSearch: 13 },
    ]);
  });

  const get = (url: string, headers: Record<string, string>) => platform.app.inject({ method: "GET", url, headers });

  it("a post's figures over 7, 30 and 90 days", async () => {
    const week = (await get(`/api/user/stats/posts/${boardNo}?days=7`, roles.headers.verified)).json().data;
    expect(week.period).toBe(7);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1).day).toBe(seoulDayKey());
    expect(week.totals).toEqual({ views: 9, reads: 3, likes: 0, votes: 0 });
    const month = (await get(`/api/user/stats/posts/${boardNo}?days=30`, roles.headers.verified)).json().data;
    expect(month.totals.views).toBe(20);
    expect(month.hosts).toEqual([{ host: "news.example.com", views: 12 }]);
    const quarter = (await get(`/api/user/stats/posts/${boardNo}?days=90`, roles.headers.verified)).json().data;
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals.views).toBe(33);
    expect(quarter.sources).toEqual([
      { kind: "search", views: 14 },
      { kind: "external", views: 12 },
      { kind: "direct", views: 7 },
      { kind: "internal", views: 0 },
    ]);
    expect((await get(`/api/user/stats/posts/${boardNo}?days=45`, roles.headers.verified)).statusCode).toBe(400);
  });

  it("all of my posts, with the table of posts", async () => {
    const mine = (await get("/api/user/stats?days=90", roles.headers.verified)).json().data;
    expect(mine.totals.views).toBeGreaterThanOrEqual(33);
    expect(mine.posts.find((p: { boardNo: number }) => p.boardNo === boardNo)).toMatchObject({ views: 33, reads: 12 });
    expect(mine.postCount).toBe(n);
    const others = (await get("/api/user/stats?days=90", roles.headers.other)).json().data;
    expect(others.totals.views).toBe(0);
    expect(others.posts).toEqual([]);
  });

  it("CSV files: a byte-order mark, Korean or English heads, a line per day or per post and day", async () => {
    const post = await get(`/api/user/stats/posts/${boardNo}/csv?days=7`, roles.headers.verified);
    expect(post.statusCode).toBe(200);
    expect(post.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(post.headers["content-disposition"]).toMatch(/^attachment; filename="stats-post-\d+-\d{4}-\d{2}-\d{2}-7d\.csv"$/);
    expect(post.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = post.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("날짜,조회,읽음,좋아요,투표,검색 유입,다른 사이트 유입,사이트 안 이동,직접 방문");
    expect(lines).toHaveLength(8);
    const english = await get(`/api/user/stats/posts/${boardNo}/csv?days=7`, {
      ...roles.headers.verified,
      cookie: `${roles.headers.verified.cookie}; nt_lang=en`,
    });
    expect(english.body.split("\r\n")[0]).toBe("\uFEFFDate,Views,Reads,Likes,Votes,From search,From other sites,From this site,Direct");
    const all = await get("/api/user/stats/csv?days=90", roles.headers.verified);
    expect(all.statusCode).toBe(200);
    expect(all.body.split("\r\n")[0]).toBe(
      "\uFEFF날짜,글 번호,제목,조회,읽음,좋아요,투표,검색 유입,다른 사이트 유입,사이트 안 이동,직접 방문",
    );
    expect(all.body).toContain(`,${boardNo},통계 글`);
  });
});

describe("who may read", () => {
  const ROLES: RoleName[] = ["visitor", "unverified", "verified", "other", "deleted"];
  let boardNo: number;
  beforeAll(async () => {
    boardNo = (await newPost()).boardNo;
  });

  async function statuses(url: string) {
    const out: Record<string, number> = {};
    for (const role of ROLES) out[role] = (await platform.app.inject({ method: "GET", url, headers: roles.headers[role] })).statusCode;
    out.moderator = (await platform.app.inject({ method: "GET", url, headers: moderator })).statusCode;
    return out;
  }

  it("a post's figures and CSV: its author and moderators; another member is refused; visitors and members who left sign in", async () => {
    for (const url of [`/api/user/stats/posts/${boardNo}`, `/api/user/stats/posts/${boardNo}/csv`]) {
      expect(await statuses(url)).toEqual({ visitor: 401, unverified: 403, verified: 200, other: 403, deleted: 401, moderator: 200 });
    }
    const refused = await platform.app.inject({ method: "GET", url: `/api/user/stats/posts/${boardNo}`, headers: roles.headers.other });
    expect(refused.json().errorMsg).toBe(STATS_MSG.refused.ko);
    // The unverified member is not the author either.
    const unverified = await platform.app.inject({
      method: "GET",
      url: `/api/user/stats/posts/${boardNo}`,
      headers: roles.headers.unverified,
    });
    expect(unverified.json().errorId).toBe("STATS_REFUSED");
  });

  it("a missing or deleted post is missing", async () => {
    expect(
      (await platform.app.inject({ method: "GET", url: "/api/user/stats/posts/999999999", headers: roles.headers.verified })).statusCode,
    ).toBe(404);
  });

  it("my statistics: every signed-in member their own; visitors and members who left sign in", async () => {
    for (const url of ["/api/user/stats", "/api/user/stats/csv"]) {
      expect(await statuses(url)).toEqual({ visitor: 401, unverified: 200, verified: 200, other: 200, deleted: 401, moderator: 200 });
    }
  });

  it("the beacons are public, change no shared page and refuse a flood from one address", async () => {
    expect((await beacon("/api/board/readCntUp", { boardNo })).status).toBe(200);
    let refused = 0;
    const results = await Promise.all(
      Array.from({ length: 130 }, () =>
        platform.app.inject({
          method: "POST",
          url: "/api/board/readCntUp",
          headers: { "content-type": "application/json", "user-agent": BROWSER },
          payload: JSON.stringify({ boardNo }),
        }),
      ),
    );
    refused = results.filter((r) => r.statusCode === 429).length;
    expect(refused).toBeGreaterThan(0);
  });
});
