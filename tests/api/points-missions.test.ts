// Missions, attendance, promotions, point history and upload quotas through the real server:
// exactly one ledger entry for 100 identical parallel requests, daily limits and Seoul days,
// the progress rule, the skipped reward for an action outside the active policy, and the
// authorization of every endpoint.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boardViews, boards, pointLedger, uploadPolicyConsents } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { claimPromotion, getMissionStatus, recordMissionAction, setMissionPolicy, attend } from "../../server/modules/missions/service";
import { getPointBalance, pointsConsistency } from "../../server/modules/points/service";
import type { Viewer } from "../../server/modules/auth/types";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { makeRoles, type RoleName, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
const db = () => platform.handle.db;

beforeAll(async () => {
  // The queue runs: liking notifies the author through it.
  platform = await createTestPlatform({ queue: true });
  roles = await makeRoles(db());
});
afterAll(async () => platform?.dispose());

const ORIGIN = { origin: "http://localhost:3000" };

async function call(method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...ORIGIN, ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(db(), overrides);
  const session = await signedIn(db(), user.userNo);
  const viewer: Viewer = {
    ...user,
    sessionId: session.sessionId,
    userProfileImg: null,
    emailCertYn: "Y",
    joinChannel: user.joinChannel as Viewer["joinChannel"],
    role: "member",
    twoFactor: false,
    provedAt: new Date().toISOString(),
  };
  return { user, headers: session.headers, viewer };
}

async function ledgerOf(userNo: number, reason?: string) {
  const rows = await db().select().from(pointLedger).where(eq(pointLedger.userNo, userNo));
  return reason ? rows.filter((r) => r.reason === reason) : rows;
}

describe("mission policies", () => {
  it("are seeded for every action with points and a daily limit, and the status follows the progress rule", async () => {
    const m = await member();
    const res = await call("GET", "/api/v2/mission", m.headers);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe("20000");
    const data = res.body.data;
    expect(data.missionPolicy.map((p: { action: string }) => p.action)).toEqual([
      "attendance",
      "like",
      "view",
      "upload",
      "comment",
      "share",
      "vote",
    ]);
    expect(data.missionPolicy.every((p: { points: number; limit: number }) => p.points > 0 && p.limit > 0)).toBe(true);
    expect(data.missionProgress).toEqual({ done: 0, total: 7, percent: 0 });
    expect(data.attendedToday).toBe(false);

    await call("POST", "/api/mission", m.headers, { action: "attendance" });
    const after = (await call("GET", "/api/v2/mission", m.headers)).body.data;
    expect(after.attendedToday).toBe(true);
    expect(after.daily.find((d: { action: string }) => d.action === "attendance")).toMatchObject({ used: 1, limit: 0 });
    // Attendance pays once a day: its remaining limit is 0, so it counts as done.
    expect(after.missionProgress).toEqual({ done: 1, total: 7, percent: 14 });
    const available = (await call("GET", "/api/mission/available", m.headers)).body.data;
    expect(available.map((d: { action: string }) => d.action)).not.toContain("attendance");
    expect((await call("GET", "/api/v1/mission/available", m.headers)).body.data).toEqual(available);
  });
});

describe("attendance", () => {
  it("pays once per Seoul day, also when 100 identical requests race", async () => {
    const m = await member();
    const results = await Promise.all(Array.from({ length: 100 }, () => call("POST", "/api/mission", m.headers, { action: "attendance" })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const credited = results.filter((r) => r.body.data.status === "credited");
    expect(credited).toHaveLength(1);
    expect(credited[0]!.body.data.message).toBe("출석 체크 완료! 포인트가 적립되었습니다.");
    expect(results.filter((r) => r.body.data.status === "duplicate")[0]!.body.data.message).toBe("오늘은 이미 출석했습니다.");
    expect(await ledgerOf(m.user.userNo, "mission_attendance")).toHaveLength(1);
    expect(await getPointBalance(db(), m.user.userNo)).toBe(50);
    expect(await pointsConsistency(db())).toEqual([]);
  });

  it("rolls over at 00:00 Asia/Seoul (15:00 UTC) and shows the days on the calendar", async () => {
    const m = await member();
    const before = await attend({ ...platform.ctx }, m.viewer, new Date("2026-10-31T14:59:59Z"));
    const sameDay = await attend({ ...platform.ctx }, m.viewer, new Date("2026-10-30T15:00:00Z"));
    const next = await attend({ ...platform.ctx }, m.viewer, new Date("2026-10-31T15:00:00Z"));
    expect([before.status, sameDay.status, next.status]).toEqual(["credited", "duplicate", "credited"]);
    const oct = await call("GET", "/api/mission/attendance?month=2026-10", m.headers);
    expect(oct.body.data.attendedDays).toEqual(["2026-10-31"]);
    const nov = await call("GET", "/api/mission/attendance?month=2026-11", m.headers);
    expect(nov.body.data.attendedDays).toEqual(["2026-11-01"]);
    expect(nov.body.data.weeks.flat().filter((c: { attended: boolean }) => c.attended)).toHaveLength(1);
    expect((await call("GET", "/api/mission/attendance?month=2026-13", m.headers)).status).toBe(400);
  });
});

describe("recordMissionAction", () => {
  it("skips an action that is not in the active policy and pays nothing", async () => {
    const m = await member();
    await setMissionPolicy(db(), "share", null);
    try {
      const r = await withTransaction(db(), (tx) => recordMissionAction(tx, { userNo: m.user.userNo, action: "share", ref: "visit:1" }));
      expect(r).toMatchObject({ status: "skipped", points: 0 });
      expect(await ledgerOf(m.user.userNo)).toHaveLength(0);
      const status = await getMissionStatus(db(), m.user.userNo);
      expect(status.missionPolicy.map((p) => p.action)).not.toContain("share");
    } finally {
      await setMissionPolicy(db(), "share", { points: 50, dailyLimit: 5 });
    }
    const after = await withTransaction(db(), (tx) => recordMissionAction(tx, { userNo: m.user.userNo, action: "share", ref: "visit:1" }));
    expect(after).toMatchObject({ status: "credited", points: 50 });
  });

  it("stops at the daily limit even when many different actions race", async () => {
    const m = await member();
    const at = new Date("2026-11-20T03:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        withTransaction(db(), (tx) => recordMissionAction(tx, { userNo: m.user.userNo, action: "comment", ref: `comment:${i}`, at })),
      ),
    );
    expect(results.filter((r) => r.status === "credited")).toHaveLength(10);
    expect(results.filter((r) => r.status === "limit")).toHaveLength(15);
    expect(await ledgerOf(m.user.userNo, "mission_comment")).toHaveLength(10);
    // The next Seoul day starts a new count.
    const tomorrow = await withTransaction(db(), (tx) =>
      recordMissionAction(tx, { userNo: m.user.userNo, action: "comment", ref: "comment:0", at: new Date("2026-11-20T15:00:00Z") }),
    );
    expect(tomorrow.status).toBe("credited");
    expect(await pointsConsistency(db())).toEqual([]);
  });

  it("pays the same action on the same thing once a day, even if 100 race", async () => {
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        withTransaction(db(), (tx) => recordMissionAction(tx, { userNo: m.user.userNo, action: "vote", ref: "board:42" })),
      ),
    );
    expect(results.filter((r) => r.status === "credited")).toHaveLength(1);
    expect(await ledgerOf(m.user.userNo, "mission_vote")).toHaveLength(1);
    const status = await getMissionStatus(db(), m.user.userNo);
    expect(status.daily.find((d) => d.action === "vote")).toMatchObject({ used: 1, limit: 9 });
  });
});

describe("view mission", () => {
  it("pays for 10 seconds on someone else's post once a day, also under 100 parallel requests", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(db(), author.user.userNo);
    // Not viewed yet.
    let res = await call("POST", "/api/mission", reader.headers, { type: "view", boardNo: post.boardNo });
    expect([res.status, res.body.errorId, res.body.errorMsg]).toEqual([
      422,
      "VIEW_TOO_SHORT",
      "콘텐츠를 10초 이상 본 뒤에 보상받을 수 있습니다.",
    ]);
    const view = await platform.app.inject({
      method: "POST",
      url: "/api/board/viewCntUp",
      headers: {
        ...ORIGIN,
        ...reader.headers,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
        "content-type": "application/json",
      },
      payload: JSON.stringify({ boardNo: post.boardNo }),
    });
    expect([view.statusCode, view.json().data.counted]).toEqual([200, true]);
    // Viewed just now: too short.
    res = await call("POST", "/api/mission", reader.headers, { type: "view", boardNo: post.boardNo });
    expect(res.body.errorId).toBe("VIEW_TOO_SHORT");
    await db()
      .update(boardViews)
      .set({ createdAt: sql`now() - interval '11 seconds'` })
      .where(and(eq(boardViews.boardNo, post.boardNo), eq(boardViews.viewerKey, `u:${reader.user.userNo}`)));
    const results = await Promise.all(
      Array.from({ length: 100 }, () => call("POST", "/api/mission", reader.headers, { type: "view", boardNo: post.boardNo })),
    );
    expect(
      results.filter((r) => r.body.data?.status === "credited"),
      JSON.stringify(results[0]),
    ).toHaveLength(1);
    expect(await ledgerOf(reader.user.userNo, "mission_view")).toHaveLength(1);
    // The author earns nothing for their own post; unknown posts are a 404.
    const own = await call("POST", "/api/mission", author.headers, { type: "view", boardNo: post.boardNo });
    expect([own.status, own.body.errorMsg]).toEqual([422, "내 게시물에 한 활동은 보상되지 않습니다."]);
    expect((await call("POST", "/api/mission", reader.headers, { type: "view", boardNo: 999_999_999 })).status).toBe(404);
  });

  it("refuses actions the browser cannot prove, and unknown ones", async () => {
    const m = await member();
    const res = await call("POST", "/api/mission", m.headers, { action: "comment", board_id: 1 });
    expect([res.status, res.body.errorId]).toEqual([422, "MISSION_SERVER_CREDITED"]);
    expect((await call("POST", "/api/mission", m.headers, { action: "dance" })).status).toBe(400);
    expect(await ledgerOf(m.user.userNo)).toHaveLength(0);
  });
});

describe("like and share missions", () => {
  it("pays a like of someone else's post in the like's transaction; the product pages claim never pays twice", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(db(), author.user.userNo);
    const other = await makePost(db(), author.user.userNo);
    // Not liked yet: the claim is refused.
    const early = await call("POST", "/api/mission", reader.headers, { action: "like", board_id: post.boardNo });
    expect([early.status, early.body.errorId, early.body.errorMsg]).toEqual([
      422,
      "NOT_LIKED",
      "좋아요를 누른 게시물만 보상받을 수 있습니다.",
    ]);
    const liked = await call("POST", "/api/board/likeCntUp", reader.headers, { boardNo: post.boardNo });
    expect(liked.status).toBe(200);
    expect(await ledgerOf(reader.user.userNo, "mission_like")).toHaveLength(1);
    const claims = await Promise.all(
      Array.from({ length: 100 }, () => call("POST", "/api/mission", reader.headers, { action: "like", board_id: post.boardNo })),
    );
    expect(claims.every((r) => r.status === 200 && r.body.data.status === "duplicate")).toBe(true);
    // Unlike and like again the same day: still one payment.
    await call("POST", "/api/board/likeCntDown", reader.headers, { boardNo: post.boardNo });
    await call("POST", "/api/board/likeCntUp", reader.headers, { boardNo: post.boardNo });
    expect(await ledgerOf(reader.user.userNo, "mission_like")).toHaveLength(1);
    // Another post pays again; the author's own post is refused.
    await call("POST", "/api/board/likeCntUp", reader.headers, { boardNo: other.boardNo });
    expect(await ledgerOf(reader.user.userNo, "mission_like")).toHaveLength(2);
    const own = await call("POST", "/api/mission", author.headers, { action: "like", board_id: post.boardNo });
    expect([own.status, own.body.errorId]).toEqual([422, "OWN_BOARD"]);
    expect(await pointsConsistency(db())).toEqual([]);
  });

  it("pays a comment on someone else's post once per post and day, never on one's own", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(db(), author.user.userNo);
    const comment = (who: typeof reader, content: string) => call("POST", "/api/comments", who.headers, { boardNo: post.boardNo, content });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => comment(reader, `좋은 글 감사합니다 ${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await ledgerOf(reader.user.userNo, "mission_comment")).toHaveLength(1);
    expect((await comment(author, "읽어 주셔서 고마워요")).status).toBe(200);
    expect(await ledgerOf(author.user.userNo, "mission_comment")).toHaveLength(0);
  });

  it("pays the sharer when a share link brings a new visitor, once per visitor", async () => {
    const author = await member();
    const sharer = await member();
    const post = await makePost(db(), author.user.userNo);
    const link = await call("GET", `/api/board/getMyInviteURL?boardNo=${post.boardNo}`, sharer.headers);
    const permaLink = link.body.data.permaLink as string;
    const visit = (cookie: string) =>
      platform.app.inject({
        method: "POST",
        url: "/api/board/shortLink/visit",
        headers: {
          ...ORIGIN,
          cookie,
          "content-type": "application/json",
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
        },
        payload: JSON.stringify({ permaLink }),
      });
    expect((await visit("nt_vid=visitorAAAAAAAAAAAAAAAA")).json().data.counted).toBe(true);
    expect((await visit("nt_vid=visitorAAAAAAAAAAAAAAAA")).json().data.counted).toBe(false);
    expect((await visit("nt_vid=visitorBBBBBBBBBBBBBBBB")).json().data.counted).toBe(true);
    const paid = await ledgerOf(sharer.user.userNo, "mission_share");
    expect(paid).toHaveLength(2);
    expect(paid.every((e) => e.amount === 50)).toBe(true);
  });
});

describe("promotions", () => {
  it("pays the AI briefing promotion 1,000 P once inside its window, also when 100 race", async () => {
    const m = await member();
    const inside = new Date("2025-10-13T23:59:00+09:00");
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        withTransaction(db(), (tx) => claimPromotion(tx, { userNo: m.user.userNo, code: "ai_briefing", at: inside })),
      ),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(results.find((r) => r.credited)).toMatchObject({ points: 1000 });
    expect(await ledgerOf(m.user.userNo, "ai_briefing_promotion")).toHaveLength(1);
    const outside = await member();
    for (const at of [new Date("2025-09-07T23:59:59+09:00"), new Date("2025-10-14T00:00:00+09:00")]) {
      expect(
        await withTransaction(db(), (tx) => claimPromotion(tx, { userNo: outside.user.userNo, code: "ai_briefing", at })),
      ).toMatchObject({ credited: false, reason: "closed" });
    }
    expect(await withTransaction(db(), (tx) => claimPromotion(tx, { userNo: outside.user.userNo, code: "nope" }))).toMatchObject({
      reason: "unknown",
    });
    expect(await ledgerOf(outside.user.userNo)).toHaveLength(0);
  });
});

describe("point history", () => {
  it("pages newest first with totalItemCount, filters, Korean labels and points per day", async () => {
    const m = await member();
    await call("POST", "/api/mission", m.headers, { action: "attendance" });
    for (let i = 0; i < 4; i++) {
      await withTransaction(db(), (tx) => recordMissionAction(tx, { userNo: m.user.userNo, action: "comment", ref: `c:${i}` }));
    }
    const page1 = await call("GET", "/api/point/history?page=1&size=3", m.headers);
    expect(page1.status).toBe(200);
    expect(page1.body.data.totalItemCount).toBe(5);
    expect(page1.body.data.pointHistoryList).toHaveLength(3);
    expect(page1.body.data.pointHistoryList[0]).toMatchObject({ amount: 20, reason: "mission_comment", label: "댓글 작성" });
    const page2 = await call("GET", "/api/point/history?page=2&size=3", m.headers);
    expect(page2.body.data.pointHistoryList.at(-1)).toMatchObject({ amount: 50, label: "출석 체크" });
    expect((await call("GET", "/api/point/history?type=use", m.headers)).body.data.totalItemCount).toBe(0);
    expect((await call("GET", "/api/point/history?type=earn&days=7", m.headers)).body.data.totalItemCount).toBe(5);
    expect((await call("GET", "/api/point/history?size=1000", m.headers)).status).toBe(400);
    const daily = (await call("GET", "/api/point/daily?days=7", m.headers)).body.data;
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)).toMatchObject({ earned: 130, used: 0 });
    expect(daily.slice(0, 6).every((d: { earned: number }) => d.earned === 0)).toBe(true);
    expect((await call("GET", "/api/point", m.headers)).body.data).toEqual({ balance: 130 });
  });
});

describe("upload quota and the post-published mission", () => {
  const editorPost = (n: number) => ({
    type: "editor",
    subject: `오늘의 글 ${n}`,
    webEditorContent: `<p>본문 ${n}</p>`,
    topic: "economy",
    tags: [],
  });

  it("pays the upload mission with the publish and refuses the 21st post of a Seoul day on plan G", async () => {
    const m = await member();
    await db().insert(uploadPolicyConsents).values({ userNo: m.user.userNo });
    const quota = await call("GET", "/api/contents/quota", m.headers);
    expect(quota.body.data).toMatchObject({ plan: "G", dailyLimit: 20, used: 0, remaining: 20, holdsUploadNft: false });
    expect(quota.body.data.nftMarketUrl).toMatch(/^https?:\/\//);
    // 22 publishes race: exactly 20 get through.
    const results = await Promise.all(Array.from({ length: 22 }, (_, i) => call("POST", "/api/contents/post", m.headers, editorPost(i))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.errorId])).toEqual([
      [429, "UPLOAD_QUOTA_EXCEEDED"],
      [429, "UPLOAD_QUOTA_EXCEEDED"],
    ]);
    expect(refused[0]!.body.errorMsg).toBe(
      "오늘 사용할 수 있는 업로드 횟수를 모두 사용했습니다. 업로드 횟수는 매일 자정(00:00)에 초기화됩니다.",
    );
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(boards)
      .where(eq(boards.userNo, m.user.userNo))) as [{ n: number }];
    expect(n).toBe(20);
    expect((await call("GET", "/api/contents/quota", m.headers)).body.data).toMatchObject({ used: 20, remaining: 0 });
    // The upload mission pays 3 times a day (its policy), in the publishing transactions.
    expect(await ledgerOf(m.user.userNo, "mission_upload")).toHaveLength(3);
    expect(await pointsConsistency(db())).toEqual([]);
  });

  it("gives office-suite members plan P", async () => {
    const p = await member({ joinChannel: "P" });
    expect((await call("GET", "/api/contents/quota", p.headers)).body.data).toMatchObject({ plan: "P", dailyLimit: 50 });
  });
});

describe("authorization", () => {
  const expectFor = (verifiedOnly: boolean): Record<RoleName, number> => ({
    visitor: 401,
    unverified: verifiedOnly ? 403 : 200,
    verified: 200,
    other: 200,
    deleted: 401,
  });
  const endpoints: { method: "GET" | "POST"; url: string; body?: unknown; verifiedOnly: boolean }[] = [
    { method: "GET", url: "/api/point", verifiedOnly: false },
    { method: "GET", url: "/api/point/history", verifiedOnly: false },
    { method: "GET", url: "/api/point/daily", verifiedOnly: false },
    { method: "GET", url: "/api/v2/mission", verifiedOnly: true },
    { method: "GET", url: "/api/mission/available", verifiedOnly: true },
    { method: "GET", url: "/api/v1/mission/available", verifiedOnly: true },
    { method: "GET", url: "/api/mission/attendance", verifiedOnly: true },
    { method: "POST", url: "/api/mission", body: { action: "attendance" }, verifiedOnly: true },
    { method: "POST", url: "/api/mission/attendance", verifiedOnly: true },
    { method: "GET", url: "/api/contents/quota", verifiedOnly: true },
  ];
  for (const e of endpoints) {
    it(`${e.method} ${e.url}: visitors, unverified and left members are refused`, async () => {
      const expected = expectFor(e.verifiedOnly);
      for (const role of Object.keys(expected) as RoleName[]) {
        const res = await call(e.method, e.url, roles.headers[role], e.body);
        expect([role, res.status]).toEqual([role, expected[role]]);
        if (res.status === 401) expect(res.body.errorMsg).toBe("회원만 이용 가능합니다.");
        if (res.status === 403) expect(res.body.errorMsg).toBe("이메일 인증 회원만 이용가능합니다.");
      }
    });
  }

  it("each member sees only their own points and attendance", async () => {
    const a = await member();
    const b = await member();
    await call("POST", "/api/mission/attendance", a.headers);
    expect((await call("GET", "/api/point/history", a.headers)).body.data.totalItemCount).toBe(1);
    expect((await call("GET", "/api/point/history", b.headers)).body.data.totalItemCount).toBe(0);
    expect((await call("GET", "/api/mission/attendance", a.headers)).body.data.attendedToday).toBe(true);
    expect((await call("GET", "/api/mission/attendance", b.headers)).body.data.attendedToday).toBe(false);
    expect((await call("GET", "/api/point", b.headers)).body.data).toEqual({ balance: 0 });
  });
});
