// Reports and the moderators' queue through the real API: one report per member per item,
// the reasons, automatic blinding at REPORT_BLIND_THRESHOLD distinct reporters (here 3),
// blinded posts leave the lists and their comments, the author hears why (BLIND) and the
// reporters the outcome (REPORT_RESULT); moderators blind, restore and dismiss, each
// recorded with who and when; and who may call each endpoint.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "../../core/messages";
import { REPORT_MSG, reportReasonLabel } from "../../core/reports";
import { boards, comments, moderationActions, notifications, reports } from "../../server/db/schema";
import { listNewBoards } from "../../server/modules/boards/service";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";
import { makeRoles, type RoleName, type Roles } from "../support/roles";

let platform: TestPlatform;
let roles: Roles;
let moderator: { userNo: number; userName: string; headers: Headers };
type Headers = Record<string, string>;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true, env: { REPORT_BLIND_THRESHOLD: "3" } });
  roles = await makeRoles(platform.handle.db);
  moderator = await member({ role: "moderator" });
});
afterAll(async () => platform?.dispose());

async function call(method: "GET" | "POST", url: string, headers: Headers, payload?: unknown) {
  const res = await platform.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined ? { "content-type": "application/json" } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function member(overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(platform.handle.db, overrides);
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

const report = (headers: Headers, targetType: "post" | "comment", targetNo: number, reason = "spam", reasonText?: string) =>
  call("POST", "/api/reports", headers, { targetType, targetNo, reason, ...(reasonText !== undefined ? { reasonText } : {}) });

describe("reporting", () => {
  it("takes one report per member per item, with a listed reason (기타 with words)", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    expect((await report(reader.headers, "post", post.boardNo, "rude")).body.errorMsg).toBe(REPORT_MSG.selectReason.ko);
    const noWords = await report(reader.headers, "post", post.boardNo, "other", "  ");
    expect(noWords.status).toBe(422);
    expect(noWords.body.errorMsg).toBe(REPORT_MSG.writeReason.ko);
    const first = await report(reader.headers, "post", post.boardNo, "other", "광고 링크가 많아요");
    expect(first.status).toBe(200);
    expect(first.body.data.blinded).toBe(false);
    const again = await report(reader.headers, "post", post.boardNo, "abuse");
    expect(again.status).toBe(409);
    expect(again.body.errorMsg).toBe(REPORT_MSG.already.ko);
    const rows = await platform.handle.db.select().from(reports).where(eq(reports.targetNo, post.boardNo));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "other", reasonText: "광고 링크가 많아요", status: "open" });
  });

  it("refuses reporting one's own content and content that is not shown", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const own = await report(author.headers, "post", post.boardNo);
    expect(own.status).toBe(409);
    expect(own.body.errorMsg).toBe(REPORT_MSG.own.ko);
    const reader = await member();
    const missing = await report(reader.headers, "comment", 99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.errorMsg).toBe(REPORT_MSG.notFound.ko);
  });

  it("blinds a post at the threshold: gone from lists and its thread, author told why, reporters told the outcome", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo, { subject: "신고될 게시물" });
    const reporters = [await member(), await member(), await member()];
    expect((await report(reporters[0]!.headers, "post", post.boardNo, "abuse")).body.data.blinded).toBe(false);
    expect((await report(reporters[1]!.headers, "post", post.boardNo, "spam")).body.data.blinded).toBe(false);
    const third = await report(reporters[2]!.headers, "post", post.boardNo, "abuse");
    expect(third.body.data.blinded).toBe(true);
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, post.boardNo));
    expect(row!.blindYn).toBe("Y");
    const list = await listNewBoards(platform.handle.db, { page: 1, size: 100 });
    expect(list.items.some((b) => b.boardNo === post.boardNo)).toBe(false);
    expect((await call("GET", `/api/comments?boardNo=${post.boardNo}`, roles.headers.visitor)).status).toBe(404);
    const [blind] = await waitForNotifications(author.userNo, "BLIND", 1);
    expect(blind).toMatchObject({
      notificationTitle: "회원님의 게시물이 운영 정책에 따라 숨김 처리되었습니다.",
      notificationContent: `사유: ${reportReasonLabel("abuse")} [신고될 게시물]`,
    });
    for (const r of reporters) {
      const [result] = await waitForNotifications(r.userNo, "REPORT_RESULT", 1);
      expect(result!.notificationTitle).toBe("신고하신 게시물이 운영 정책에 따라 숨김 처리되었습니다.");
    }
    const actions = await platform.handle.db.select().from(moderationActions).where(eq(moderationActions.targetNo, post.boardNo));
    expect(actions).toMatchObject([{ targetType: "post", action: "blind", moderatorUserNo: null }]);
    // The page redirects blinded posts to /blind; nobody can report them any more.
    expect((await report((await member()).headers, "post", post.boardNo)).status).toBe(404);
  });

  it("reports arriving together count once each and blind the item exactly once", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const reporters = await Promise.all([member(), member(), member(), member()]);
    const results = await Promise.all(reporters.map((r) => report(r.headers, "post", post.boardNo, "spam")));
    // A report that arrives after the item is hidden finds nothing to report (404); none is lost or doubled.
    expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
    expect(results.filter((r) => r.body.data?.blinded === true)).toHaveLength(1);
    expect(await waitForNotifications(author.userNo, "BLIND", 1)).toHaveLength(1);
    const actions = await platform.handle.db.select().from(moderationActions).where(eq(moderationActions.targetNo, post.boardNo));
    expect(actions.filter((a) => a.targetType === "post")).toHaveLength(1);
  });

  it("blinds a comment: its text leaves the thread, its writer can no longer edit it", async () => {
    const author = await member();
    const writer = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const c = await call("POST", "/api/comments", writer.headers, { boardNo: post.boardNo, content: "나쁜 댓글" });
    const no = c.body.data.commentNo;
    const reporters = [await member(), await member(), await member()];
    for (const r of reporters) await report(r.headers, "comment", no, "abuse");
    const list = await call("GET", `/api/comments?boardNo=${post.boardNo}`, reporters[0]!.headers);
    expect(list.body.data.items[0]).toMatchObject({ state: "blind", content: "", writer: null, reported: true });
    expect(list.body.data.totalCount).toBe(0);
    const [blind] = await waitForNotifications(writer.userNo, "BLIND", 1);
    expect(blind!.notificationTitle).toBe("회원님의 댓글이 운영 정책에 따라 숨김 처리되었습니다.");
    // The writer can no longer edit it.
    const edit = await platform.app.inject({
      method: "PUT",
      url: `/api/comments/${no}`,
      headers: { ...writer.headers, "content-type": "application/json" },
      payload: JSON.stringify({ content: "수정" }),
    });
    expect(edit.statusCode).toBe(409);
  });
});

describe("the moderators' queue", () => {
  it("lists open reports grouped by item with counts and reasons; blind, restore and dismiss are recorded", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo, { subject: "검토할 게시물" });
    const a = await member();
    const b = await member();
    await report(a.headers, "post", post.boardNo, "copyright");
    await report(b.headers, "post", post.boardNo, "other", "출처 없음");
    const queue = await call("GET", "/api/moderation/reports?status=open", moderator.headers);
    expect(queue.status).toBe(200);
    const item = queue.body.data.items.find(
      (i: { targetNo: number; targetType: string }) => i.targetType === "post" && i.targetNo === post.boardNo,
    );
    expect(item).toMatchObject({
      title: "검토할 게시물",
      url: `/d/${post.permaLink}`,
      blind: false,
      openReports: 2,
      otherTexts: ["출처 없음"],
      author: { userId: author.userId, userName: author.userName },
    });
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { reason: "copyright", count: 1 },
        { reason: "other", count: 1 },
      ]),
    );

    // Blind by a moderator: the post is hidden, the reports accepted, the decision recorded.
    const blinded = await call("POST", `/api/moderation/reports/post/${post.boardNo}`, moderator.headers, { action: "blind" });
    expect(blinded.status).toBe(200);
    expect(blinded.body.data).toMatchObject({ blind: true, openReports: 0, lastAction: { action: "blind", by: moderator.userName } });
    expect((await waitForNotifications(author.userNo, "BLIND", 1))[0]!.notificationContent).toContain(
      `사유: ${reportReasonLabel("copyright")}`,
    );
    expect(await waitForNotifications(a.userNo, "REPORT_RESULT", 1)).toHaveLength(1);
    const hidden = await call("GET", "/api/moderation/reports?status=blinded", moderator.headers);
    expect(
      hidden.body.data.items.some((i: { targetNo: number; targetType: string }) => i.targetType === "post" && i.targetNo === post.boardNo),
    ).toBe(true);
    const stillOpen = await call("GET", "/api/moderation/reports?status=open", moderator.headers);
    expect(
      stillOpen.body.data.items.some(
        (i: { targetNo: number; targetType: string }) => i.targetType === "post" && i.targetNo === post.boardNo,
      ),
    ).toBe(false);

    // Restore: visible again, the author told.
    const restored = await call("POST", `/api/moderation/reports/post/${post.boardNo}`, moderator.headers, {
      action: "restore",
      note: "오해 소지 해소",
    });
    expect(restored.body.data).toMatchObject({
      blind: false,
      lastAction: { action: "restore", by: moderator.userName, reason: "오해 소지 해소" },
    });
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, post.boardNo));
    expect(row!.blindYn).toBe("N");
    expect(await waitForNotifications(author.userNo, "NOTICE", 1)).toHaveLength(1);
    // Restoring a visible post is refused.
    expect((await call("POST", `/api/moderation/reports/post/${post.boardNo}`, moderator.headers, { action: "restore" })).status).toBe(409);

    // Dismiss: a new report is rejected, the reporter told, the item stays visible.
    const c = await member();
    await report(c.headers, "post", post.boardNo, "spam");
    const dismissed = await call("POST", `/api/moderation/reports/post/${post.boardNo}`, moderator.headers, { action: "dismiss" });
    expect(dismissed.body.data).toMatchObject({ blind: false, openReports: 0, lastAction: { action: "dismiss", by: moderator.userName } });
    const [result] = await waitForNotifications(c.userNo, "REPORT_RESULT", 1);
    expect(result!.notificationTitle).toBe("신고하신 게시물을 검토한 결과 운영 정책 위반이 확인되지 않았습니다.");
    expect((await call("POST", `/api/moderation/reports/post/${post.boardNo}`, moderator.headers, { action: "dismiss" })).status).toBe(409);
    const actions = await platform.handle.db.select().from(moderationActions).where(eq(moderationActions.targetNo, post.boardNo));
    expect(actions.map((x) => [x.action, x.moderatorUserNo])).toEqual([
      ["blind", moderator.userNo],
      ["restore", moderator.userNo],
      ["dismiss", moderator.userNo],
    ]);
  });

  it("blinds and restores comments from the queue", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const writer = await member();
    const cm = await call("POST", "/api/comments", writer.headers, { boardNo: post.boardNo, content: "검토할 댓글" });
    const no = cm.body.data.commentNo;
    await report((await member()).headers, "comment", no, "spam");
    const res = await call("POST", `/api/moderation/reports/comment/${no}`, moderator.headers, { action: "blind" });
    expect(res.body.data).toMatchObject({
      targetType: "comment",
      blind: true,
      title: "검토할 댓글",
      url: `/d/${post.permaLink}#comment-${no}`,
    });
    const [row] = await platform.handle.db.select().from(comments).where(eq(comments.commentNo, no));
    expect(row!.blindYn).toBe("Y");
    await call("POST", `/api/moderation/reports/comment/${no}`, moderator.headers, { action: "restore" });
    const list = await call("GET", `/api/comments?boardNo=${post.boardNo}`, roles.headers.visitor);
    expect(list.body.data.items[0]).toMatchObject({ state: "live", content: "검토할 댓글" });
  });
});

describe("authorization", () => {
  const member403 = { status: 403 };
  const expected: Record<RoleName, { status: number; msg?: string }> = {
    visitor: { status: 401, msg: MSG.membersOnly.ko },
    unverified: { status: 403, msg: MSG.verifiedMembersOnly.ko },
    deleted: { status: 401, msg: MSG.membersOnly.ko },
    verified: { status: 200 },
    other: { status: 200 },
  };

  it("reporting: verified members only", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    for (const [role, want] of Object.entries(expected) as [RoleName, { status: number; msg?: string }][]) {
      const res = await report(roles.headers[role], "post", post.boardNo, "spam");
      expect(res.status, role).toBe(want.status);
      if (want.msg) expect(res.body.errorMsg).toBe(want.msg);
    }
    // The post owner gets edit/delete instead of report.
    expect((await report(author.headers, "post", post.boardNo)).status).toBe(409);
  });

  it("the queue and its actions: moderators only", async () => {
    const author = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    await report((await member()).headers, "post", post.boardNo);
    const roleStatus: Record<RoleName, number> = {
      visitor: 401,
      deleted: 401,
      unverified: 403,
      verified: member403.status,
      other: member403.status,
    };
    for (const [role, status] of Object.entries(roleStatus) as [RoleName, number][]) {
      expect((await call("GET", "/api/moderation/reports", roles.headers[role])).status, role).toBe(status);
      const act = await call("POST", `/api/moderation/reports/post/${post.boardNo}`, roles.headers[role], { action: "blind" });
      expect(act.status, role).toBe(status);
    }
    // Neither may the post's owner decide on reports of their own post.
    expect((await call("POST", `/api/moderation/reports/post/${post.boardNo}`, author.headers, { action: "dismiss" })).status).toBe(403);
    const [row] = await platform.handle.db.select().from(boards).where(eq(boards.boardNo, post.boardNo));
    expect(row!.blindYn).toBe("N");
    // A moderator who left counts for nothing.
    const gone = await member({ role: "moderator", deleteYn: "Y", deletedAt: new Date() });
    expect((await call("GET", "/api/moderation/reports", gone.headers)).status).toBe(401);
    expect((await call("GET", "/api/moderation/reports", moderator.headers)).status).toBe(200);
  });
});
