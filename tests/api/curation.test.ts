// Curation: view rewards (server-side 10 s check, once per post per day, daily cap, no
// double entry under 100 parallel requests), votes (one per post per season, never one's
// own, tickets spent in the same transaction), the board, rankings and a deterministic,
// idempotent settlement that notifies; every ledger balanced.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEW_TICKETS_DAILY_CAP } from "../../core/curation";
import { VIEW_TICKETS_MIN } from "../../core/trust";
import { vouchFor } from "../support/trust";
import { curationVotes, notifications, pointLedger, ticketLedger, tokenRewardLedger, users } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import {
  auditCurationLedgers,
  castVote,
  claimViewReward,
  createSeason,
  endSeasonNow,
  issueViewToken,
  voteRings,
} from "../../server/modules/curation/service";
import { settleSeason } from "../../server/modules/curation/settlement";
import { contextNotifier } from "../../server/modules/curation/settlement-job";
import { creditTickets } from "../../server/modules/curation/tickets";
import type { Viewer } from "../../server/modules/auth/types";
import { signedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let seasonId: number;

beforeAll(async () => {
  platform = await createTestPlatform({ queue: true });
  const now = Date.now();
  const season = await createSeason(platform.handle.db, {
    title: "테스트 시즌",
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 10 * DAY),
    writerPool: 1000,
    curatorPool: 500,
    walletDeadline: new Date(now + 20 * DAY),
  });
  seasonId = season.seasonId;
});
afterAll(async () => platform?.dispose());

async function member() {
  const row = await makeUser(platform.handle.db);
  const session = await signedIn(platform.handle.db, row.userNo);
  return { ...row, headers: session.headers };
}

const asViewer = (m: { userNo: number; userId: string; userName: string; userEmail: string }): Viewer => ({
  sessionId: 0,
  userNo: m.userNo,
  userId: m.userId,
  userName: m.userName,
  userEmail: m.userEmail,
  userProfileImg: null,
  emailCertYn: "Y",
  joinChannel: "A",
  role: "member",
  twoFactor: false,
  provedAt: new Date().toISOString(),
});

function claim(headers: Record<string, string>, boardNo: number, viewToken: string) {
  return platform.app.inject({ method: "POST", url: "/api/curation/view-reward", headers, payload: { boardNo, viewToken } });
}

async function grant(userNo: number, n: number, tag: string) {
  await withTransaction(platform.handle.db, (tx) =>
    creditTickets(tx, { userNo, amount: n, reason: "grant", idempotencyKey: `grant:${tag}:${userNo}` }),
  );
}

describe("view reward", () => {
  it("refuses a claim earlier than the configured seconds after the view token, then pays one ticket", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const early = await claim(reader.headers, post.boardNo, issueViewToken(platform.ctx, reader.userNo, post.boardNo, Date.now() - 5_000));
    expect(early.statusCode).toBe(422);
    expect(early.json().errorMsg).toBe("10초 이상 읽은 뒤에 큐레이팅이 지급됩니다.");
    const token = issueViewToken(platform.ctx, reader.userNo, post.boardNo, Date.now() - 10_500);
    const paid = await claim(reader.headers, post.boardNo, token);
    expect(paid.statusCode).toBe(200);
    // A member nobody vouched for yet reads for the smallest cap (decision 0179).
    expect(paid.json().data).toMatchObject({ credited: true, balance: 1, issued: 1, todayFromViews: 1, dailyCap: VIEW_TICKETS_MIN });
    const again = await claim(reader.headers, post.boardNo, token);
    expect(again.json().data).toMatchObject({ credited: false, balance: 1, issued: 1 });
    const ticket = await platform.app.inject({ method: "GET", url: "/api/curation/ticket", headers: reader.headers });
    expect(ticket.json().data).toMatchObject({ balance: 1, issued: 1 });
  });

  it("refuses tokens of another member or post, forged tokens, own posts and posts still publishing", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const past = Date.now() - 20_000;
    const other = await claim(reader.headers, post.boardNo, issueViewToken(platform.ctx, author.userNo, post.boardNo, past));
    expect(other.statusCode).toBe(400);
    expect(other.json().errorMsg).toBe("읽기 정보가 올바르지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.");
    expect((await claim(reader.headers, post.boardNo, "forged-token")).statusCode).toBe(400);
    expect(
      (await claim(reader.headers, post.boardNo + 1, issueViewToken(platform.ctx, reader.userNo, post.boardNo, past))).statusCode,
    ).toBe(400);
    const own = await claim(author.headers, post.boardNo, issueViewToken(platform.ctx, author.userNo, post.boardNo, past));
    expect(own.statusCode).toBe(403);
    expect(own.json().errorMsg).toBe("내 게시물을 읽어서는 큐레이팅을 받을 수 없습니다.");
    const publishing = await makePost(platform.handle.db, author.userNo, { publishing: true });
    const pub = await claim(reader.headers, publishing.boardNo, issueViewToken(platform.ctx, reader.userNo, publishing.boardNo, past));
    expect(pub.statusCode).toBe(409);
    expect(pub.json().errorMsg).toBe("게시 중인 글은 큐레이팅 지급 대상이 아닙니다.");
    expect(await platform.handle.db.select().from(ticketLedger).where(eq(ticketLedger.userNo, reader.userNo))).toHaveLength(0);
  });

  it("gives exactly one entry for 100 parallel identical claims", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const token = issueViewToken(platform.ctx, reader.userNo, post.boardNo, Date.now() - 11_000);
    const results = await Promise.all(Array.from({ length: 100 }, () => claim(reader.headers, post.boardNo, token)));
    const credited = results.filter((r) => r.statusCode === 200 && r.json().data.credited);
    expect(credited).toHaveLength(1);
    for (const r of results) expect([200, 429]).toContain(r.statusCode);
    expect(await platform.handle.db.select().from(ticketLedger).where(eq(ticketLedger.userNo, reader.userNo))).toHaveLength(1);
    expect(await auditCurationLedgers(platform.handle.db)).toEqual({ tickets: [], tokens: [] });
  });

  it("three posts opened at once: one reward after the wait, the next only 10 seconds after it", async () => {
    const author = await member();
    const reader = await member();
    const posts = await Promise.all([1, 2, 3].map(() => makePost(platform.handle.db, author.userNo)));
    const openedAt = Date.now() - 10_500;
    const tokens = posts.map((p) => issueViewToken(platform.ctx, reader.userNo, p.boardNo, openedAt));
    const answers = await Promise.all(posts.map((p, i) => claim(reader.headers, p.boardNo, tokens[i]!)));
    const paid = answers.filter((a) => a.statusCode === 200 && a.json().data.credited);
    expect(paid).toHaveLength(1);
    const early = answers.filter((a) => a.statusCode === 422);
    expect(early).toHaveLength(2);
    for (const a of early) {
      expect(a.json()).toMatchObject({ errorId: "VIEW_TOO_EARLY", errorMsg: "10초 이상 읽은 뒤에 큐레이팅이 지급됩니다." });
      expect(a.json().details.retryAfterMs).toBeGreaterThan(9_000);
      expect(a.json().details.retryAfterMs).toBeLessThanOrEqual(10_000);
    }
    // Ten seconds of reading later, the next open post is paid.
    const viewer = asViewer(reader);
    const [first] = await platform.handle.db.select().from(ticketLedger).where(eq(ticketLedger.userNo, reader.userNo));
    const next = posts.find((p) => String(p.boardNo) !== first!.refId)!;
    const later = await claimViewReward(
      platform.ctx,
      viewer,
      { boardNo: next.boardNo, viewToken: tokens[posts.indexOf(next)]! },
      new Date(Date.now() + 10_100),
    );
    expect(later.credited).toBe(true);
    expect(await platform.handle.db.select().from(ticketLedger).where(eq(ticketLedger.userNo, reader.userNo))).toHaveLength(2);
  });

  it("stops at the daily cap of tickets from reading, the whole cap for a trusted member", async () => {
    const author = await member();
    const reader = await member();
    await vouchFor(platform.handle.db, [reader.userNo]);
    const viewer = asViewer(reader);
    // Reading one post after another, 11 seconds each, within one Asia/Seoul day.
    let at = Date.now();
    const seoulMinutes = (Math.floor(at / 60_000) + 9 * 60) % (24 * 60);
    if (seoulMinutes > 24 * 60 - 10) at += 15 * 60_000;
    for (let i = 0; i < VIEW_TICKETS_DAILY_CAP; i++) {
      const post = await makePost(platform.handle.db, author.userNo);
      at += 11_000;
      const token = issueViewToken(platform.ctx, reader.userNo, post.boardNo, at - 10_500);
      const r = await claimViewReward(platform.ctx, viewer, { boardNo: post.boardNo, viewToken: token }, new Date(at));
      expect(r.credited).toBe(true);
    }
    const extra = await makePost(platform.handle.db, author.userNo);
    at += 11_000;
    await expect(
      claimViewReward(
        platform.ctx,
        viewer,
        { boardNo: extra.boardNo, viewToken: issueViewToken(platform.ctx, reader.userNo, extra.boardNo, at - 10_500) },
        new Date(at),
      ),
    ).rejects.toMatchObject({ status: 409, message: `오늘 읽기로 받을 수 있는 큐레이팅(${VIEW_TICKETS_DAILY_CAP}개)을 모두 받았습니다.` });
    const history = await platform.app.inject({ method: "GET", url: "/api/curation/history?size=5", headers: reader.headers });
    expect(history.json().data).toHaveLength(5);
    expect(history.json().data[0]).toMatchObject({ amount: 1, reason: "view_reward", refType: "board" });
  });
});

describe("votes", () => {
  const vote = (headers: Record<string, string>, boardNo: number) =>
    platform.app.inject({ method: "POST", url: `/api/board/curation/vote/${boardNo}`, headers });

  it("spends one ticket per vote, once per post per season, never on one's own post or without a ticket", async () => {
    const author = await member();
    const voter = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const none = await vote(voter.headers, post.boardNo);
    expect(none.statusCode).toBe(409);
    expect(none.json().errorMsg).toBe("큐레이팅이 부족합니다. 글을 10초 이상 읽으면 큐레이팅을 받을 수 있어요.");
    expect(await platform.handle.db.select().from(curationVotes).where(eq(curationVotes.userNo, voter.userNo))).toHaveLength(0);
    await grant(voter.userNo, 2, "votes");
    const first = await vote(voter.headers, post.boardNo);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 0, data: { seasonId, boardNo: post.boardNo, votes: 1, tickets: 1 } });
    const twice = await vote(voter.headers, post.boardNo);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsg).toBe("이번 시즌에 이미 투표한 게시물입니다.");
    await grant(author.userNo, 1, "own");
    const own = await vote(author.headers, post.boardNo);
    expect(own.statusCode).toBe(403);
    expect(own.json().errorMsg).toBe("내 게시물에는 투표할 수 없습니다.");
    const ticket = await platform.app.inject({ method: "GET", url: "/api/curation/ticket", headers: voter.headers });
    expect(ticket.json().data.balance).toBe(1);
  });

  it("gives exactly one vote and one debit for 100 parallel identical votes", async () => {
    const author = await member();
    const voter = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    await grant(voter.userNo, 5, "race");
    const results = await Promise.all(Array.from({ length: 100 }, () => vote(voter.headers, post.boardNo)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results) expect([200, 409, 429]).toContain(r.statusCode);
    expect(await platform.handle.db.select().from(curationVotes).where(eq(curationVotes.userNo, voter.userNo))).toHaveLength(1);
    const debits = (await platform.handle.db.select().from(ticketLedger).where(eq(ticketLedger.userNo, voter.userNo))).filter(
      (e) => e.amount < 0,
    );
    expect(debits).toHaveLength(1);
    // The vote mission paid once, in the vote's transaction.
    const votePoints = (await platform.handle.db.select().from(pointLedger).where(eq(pointLedger.userNo, voter.userNo))).filter(
      (e) => e.reason === "mission_vote",
    );
    expect(votePoints).toHaveLength(1);
    expect(await auditCurationLedgers(platform.handle.db)).toEqual({ tickets: [], tokens: [] });
  });

  it("shows the board, the rankings (codes 0, -1, -2) and my rank", async () => {
    const writerA = await member();
    const writerB = await member();
    const postA = await makePost(platform.handle.db, writerA.userNo, { subject: "많이 받은 글" });
    const postB = await makePost(platform.handle.db, writerB.userNo, { subject: "적게 받은 글" });
    const voters = await Promise.all([member(), member(), member()]);
    // Votes weigh their voters' trust: these three are vouched for (trust 1).
    await vouchFor(
      platform.handle.db,
      voters.map((v) => v.userNo),
    );
    for (const [i, v] of voters.entries()) {
      await grant(v.userNo, 2, "board");
      expect((await vote(v.headers, postA.boardNo)).statusCode).toBe(200);
      if (i === 0) expect((await vote(v.headers, postB.boardNo)).statusCode).toBe(200);
    }
    const board = await platform.app.inject({ method: "GET", url: `/api/curationSeason/${seasonId}/curationBoard?size=100` });
    const items = board.json().data.items as { rank: number; votes: number; board: { boardNo: number } }[];
    const a = items.find((i) => i.board.boardNo === postA.boardNo)!;
    const b = items.find((i) => i.board.boardNo === postB.boardNo)!;
    expect(a.votes).toBe(3);
    expect(b.votes).toBe(1);
    expect(a.rank).toBeLessThan(b.rank);
    const writers = await platform.app.inject({ method: "GET", url: `/api/curation/ranking/${seasonId}?resultCnt=100` });
    expect(writers.json().code).toBe(0);
    const list = writers.json().data as { userNo: number; votes: number; rank: number; rewardAmount: string }[];
    const ra = list.find((r) => r.userNo === writerA.userNo)!;
    expect(ra.votes).toBe(3);
    expect(BigInt(ra.rewardAmount)).toBeGreaterThan(0n);
    // The rankings are cached between views, yet the next vote shows in the very next view.
    const late = await member();
    await vouchFor(platform.handle.db, [late.userNo]);
    await grant(late.userNo, 1, "late");
    expect((await vote(late.headers, postB.boardNo)).statusCode).toBe(200);
    const again = (await platform.app.inject({ method: "GET", url: `/api/curation/ranking/${seasonId}?resultCnt=100` })).json().data as {
      userNo: number;
      votes: number;
    }[];
    expect(again.find((r) => r.userNo === writerB.userNo)!.votes).toBe(b.votes + 1);
    expect(again.find((r) => r.userNo === writerA.userNo)!.votes).toBe(3);
    const curators = await platform.app.inject({
      method: "GET",
      url: `/api/curation/ranking/${seasonId}?tab=curator&resultType=votes&resultCnt=3`,
    });
    expect(curators.json().code).toBe(0);
    expect(curators.json().data.length).toBeLessThanOrEqual(3);
    expect((await platform.app.inject({ method: "GET", url: "/api/curation/ranking/999999" })).json()).toMatchObject({
      code: -1,
      data: [],
    });
    const future = await createSeason(platform.handle.db, {
      title: "다음 시즌",
      startsAt: new Date(Date.now() + 30 * DAY),
      endsAt: new Date(Date.now() + 40 * DAY),
      writerPool: 1,
      curatorPool: 1,
      walletDeadline: new Date(Date.now() + 50 * DAY),
    });
    expect((await platform.app.inject({ method: "GET", url: `/api/curation/ranking/${future.seasonId}` })).json()).toMatchObject({
      code: -2,
      data: [],
    });
    const mine = await platform.app.inject({ method: "GET", url: "/api/user/getMyRank", headers: writerA.headers });
    expect(mine.json().data).toMatchObject({ seasonId, writer: { userNo: writerA.userNo, votes: 3 }, curator: null });
    const voted = await platform.app.inject({ method: "GET", url: "/api/user/boards/curation", headers: voters[0]!.headers });
    expect(
      voted
        .json()
        .data.items.map((i: { board: { boardNo: number } }) => i.board.boardNo)
        .sort(),
    ).toEqual([postA.boardNo, postB.boardNo].sort());
    const main = await platform.app.inject({ method: "GET", url: "/api/v2/main/curation" });
    expect(main.json().data.season.seasonId).toBe(seasonId);
    expect(main.json().data.boards.length).toBeGreaterThan(0);
    const v2 = await platform.app.inject({ method: "GET", url: "/api/v2/board/curation?size=2" });
    expect(v2.json().data.items).toHaveLength(2);
    const info = await platform.app.inject({ method: "GET", url: `/api/curation/${seasonId}` });
    expect(info.json().data).toMatchObject({ seasonId, status: "running", title: "테스트 시즌", writerPoolText: "1,000" });
    expect((await platform.app.inject({ method: "GET", url: "/api/curation/999999" })).statusCode).toBe(404);
  });
});

describe("view token and members who left", () => {
  const state = (headers: Record<string, string>, boardNo: number) =>
    platform.app.inject({ method: "GET", url: `/api/viewer/state?boardNo=${boardNo}`, headers });

  it("hands out a view token only after the member loaded the post's page, never at once claimable (decision 0181)", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    // The state call alone (a script asking for tokens) gets none.
    expect((await state(reader.headers, post.boardNo)).json().data.post.curation.viewToken).toBeNull();
    // The page (or its data) loaded first: the state call carries one.
    await platform.app.inject({ method: "GET", url: `/d/${post.permaLink}.data`, headers: reader.headers });
    const issued = (await state(reader.headers, post.boardNo)).json().data.post.curation;
    expect(issued.seconds).toBe(10);
    expect(issued.viewToken).toEqual(expect.any(String));
    const early = await claim(reader.headers, post.boardNo, issued.viewToken);
    expect(early.statusCode).toBe(422);
    // Another member's page load does not count for this one.
    const other = await member();
    expect((await state(other.headers, post.boardNo)).json().data.post.curation.viewToken).toBeNull();
  });

  it("gives members without a verified e-mail no view token and no ticket", async () => {
    const author = await member();
    const row = await makeUser(platform.handle.db, { emailCertYn: "N" });
    const headers = (await signedIn(platform.handle.db, row.userNo)).headers;
    const post = await makePost(platform.handle.db, author.userNo);
    await platform.app.inject({ method: "GET", url: `/d/${post.permaLink}`, headers });
    expect((await state(headers, post.boardNo)).json().data.post.curation.viewToken).toBeNull();
    const refused = await claim(headers, post.boardNo, issueViewToken(platform.ctx, row.userNo, post.boardNo, Date.now() - 20_000));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMsg).toBe("이메일 인증 회원만 이용가능합니다.");
  });

  it("refuses a view token older than ten minutes", async () => {
    const author = await member();
    const reader = await member();
    const post = await makePost(platform.handle.db, author.userNo);
    const stale = await claim(
      reader.headers,
      post.boardNo,
      issueViewToken(platform.ctx, reader.userNo, post.boardNo, Date.now() - 47 * 60_000),
    );
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({
      errorId: "VIEW_TOKEN_EXPIRED",
      errorMsg: "읽은 지 오래된 글입니다. 페이지를 새로 고친 뒤 다시 읽어 주세요.",
    });
  });

  it("shows a member who left as 탈퇴한 회원 in the rankings", async () => {
    const writer = await member();
    const voter = await member();
    const post = await makePost(platform.handle.db, writer.userNo);
    await grant(voter.userNo, 1, "left");
    expect(
      (await platform.app.inject({ method: "POST", url: `/api/board/curation/vote/${post.boardNo}`, headers: voter.headers })).statusCode,
    ).toBe(200);
    await platform.handle.db.update(users).set({ deleteYn: "Y", deletedAt: new Date() }).where(eq(users.userNo, writer.userNo));
    const list = (await platform.app.inject({ method: "GET", url: `/api/curation/ranking/${seasonId}?resultCnt=100` })).json().data as {
      userNo: number;
      userName: string;
      userId: string;
    }[];
    expect(list.find((r) => r.userNo === writer.userNo)).toMatchObject({ userName: "탈퇴한 회원", userId: "" });
  });
});

describe("settlement", () => {
  it("ends a running season early: voting stops, the settlement is queued for now", async () => {
    const db = platform.handle.db;
    const start = Date.now() + 100 * DAY;
    const later = await createSeason(db, {
      title: "조기 종료 시즌",
      startsAt: new Date(start),
      endsAt: new Date(start + 10 * DAY),
      writerPool: 10,
      curatorPool: 5,
      walletDeadline: new Date(start + 20 * DAY),
    });
    // Not running yet, and unknown seasons, are refused.
    await expect(endSeasonNow(db, later.seasonId)).rejects.toMatchObject({
      status: 409,
      message: "진행 중인 시즌만 지금 끝낼 수 있습니다.",
    });
    await expect(endSeasonNow(db, 999_999)).rejects.toMatchObject({ status: 404, message: "시즌을 찾을 수 없습니다." });
    const sent: Array<{ name: string; data: unknown; startAfter?: Date }> = [];
    const queue = {
      sendInTransaction: async (_tx: unknown, name: string, data: unknown, opts?: { startAfter?: Date }) => {
        sent.push({ name, data, startAfter: opts?.startAfter });
        return null;
      },
    };
    const at = new Date(start + 3 * DAY);
    const ended = await endSeasonNow(db, later.seasonId, { queue: queue as never }, at);
    expect(ended.status).toBe("ended");
    expect(new Date(ended.endDate).getTime()).toBe(at.getTime());
    expect(sent).toEqual([{ name: "curation.settle", data: { seasonId: later.seasonId }, startAfter: at }]);
    // Ending it twice is refused: it is no longer running.
    await expect(endSeasonNow(db, later.seasonId, {}, new Date(start + 4 * DAY))).rejects.toMatchObject({ status: 409 });
  });

  it("pays writers and curators by the formula, notifies, and a second run adds nothing", async () => {
    const db = platform.handle.db;
    const start = Date.now() - 60 * DAY;
    const past = await createSeason(db, {
      title: "지난 시즌",
      startsAt: new Date(start),
      endsAt: new Date(start + 5 * DAY),
      writerPool: 300,
      curatorPool: 100,
      walletDeadline: new Date(Date.now() + 14 * DAY),
    });
    const w1 = await member();
    const w2 = await member();
    const p1 = await makePost(db, w1.userNo);
    const p2 = await makePost(db, w2.userNo);
    const c = await Promise.all([member(), member(), member()]);
    // Vouched for by operators: trust 1, every vote a whole vote, the formula as published.
    await vouchFor(
      db,
      c.map((v) => v.userNo),
    );
    for (const [i, v] of c.entries()) {
      await grant(v.userNo, 2, "past");
      await castVote(platform.ctx, asViewer(v), p1.boardNo, new Date(start + HOUR * (i + 1)));
      if (i === 2) await castVote(platform.ctx, asViewer(v), p2.boardNo, new Date(start + HOUR * 10));
    }
    const notifier = contextNotifier(platform.ctx);
    const first = await settleSeason(db, notifier, past.seasonId);
    expect(first).toMatchObject({ settled: true, writers: 2, curators: 3, writerTotal: "300000000", curatorTotal: "100000000" });
    expect(first.entriesWritten).toBe(5);
    const entries = await db.select().from(tokenRewardLedger).where(eq(tokenRewardLedger.seasonId, past.seasonId));
    const amountOf = (userNo: number, reason: string) => entries.find((e) => e.userNo === userNo && e.reason === reason)?.amount;
    expect(amountOf(w1.userNo, "curation_writer")).toBe(225_000_000n);
    expect(amountOf(w2.userNo, "curation_writer")).toBe(75_000_000n);
    // Post 1 (3 votes) weighs 1, 2/3, 1/3 for c0, c1, c2 (in millionths, rounded down: 1000000,
    // 666666, 333333); post 2 (1 vote) weighs 1 for c2. 100 tokens split 1000000 : 666666 : 1333333.
    expect(amountOf(c[0]!.userNo, "curation_curator")).toBe(33_333_345n);
    expect(amountOf(c[1]!.userNo, "curation_curator")).toBe(22_222_207n);
    expect(amountOf(c[2]!.userNo, "curation_curator")).toBe(44_444_448n);
    const second = await settleSeason(db, notifier, past.seasonId);
    expect(second).toMatchObject({ settled: true, entriesWritten: 0, writerTotal: first.writerTotal, curatorTotal: first.curatorTotal });
    expect(await db.select().from(tokenRewardLedger).where(eq(tokenRewardLedger.seasonId, past.seasonId))).toHaveLength(5);
    expect(await auditCurationLedgers(db)).toEqual({ tickets: [], tokens: [] });

    const until = Date.now() + 20_000;
    let rows: (typeof notifications.$inferSelect)[] = [];
    while (Date.now() < until) {
      rows = await db.select().from(notifications).where(eq(notifications.userNo, w1.userNo));
      if (rows.length) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      notificationType: "REWARD",
      notificationTitle: "지난 시즌 큐레이션 보상이 정산되었습니다.",
      notificationUrl: "/curation-reward",
    });

    const reward = await platform.app.inject({ method: "GET", url: "/api/curation/reward", headers: w1.headers });
    expect(reward.json().data).toMatchObject({
      total: "225000000",
      totalText: "225",
      items: [{ kind: "writer", seasonTitle: "지난 시즌", status: "pending" }],
    });
    expect(reward.json().data.latestSettlement).toMatchObject({ seasonId: past.seasonId, myAmount: "225000000" });
    const ranking = await platform.app.inject({ method: "GET", url: `/api/curation/ranking/${past.seasonId}?tab=curator` });
    expect(ranking.json().data.map((r: { userNo: number }) => r.userNo)).toEqual([c[2]!.userNo, c[0]!.userNo, c[1]!.userNo]);
  });

  it("does not settle a running season", async () => {
    const result = await settleSeason(platform.handle.db, contextNotifier(platform.ctx), seasonId);
    expect(result).toMatchObject({ settled: false, entriesWritten: 0 });
  });
});

describe("vote-ring review", () => {
  it("lists pairs who mostly vote for each other", async () => {
    const db = platform.handle.db;
    const start = Date.now() - 120 * DAY;
    const old = await createSeason(db, {
      title: "링 시즌",
      startsAt: new Date(start),
      endsAt: new Date(start + 5 * DAY),
      writerPool: 1,
      curatorPool: 1,
      walletDeadline: new Date(start + 6 * DAY),
    });
    const a = await member();
    const b = await member();
    const honest = await member();
    await grant(a.userNo, 5, "ring");
    await grant(b.userNo, 5, "ring");
    await grant(honest.userNo, 5, "ring");
    for (let i = 0; i < 3; i++) {
      const pa = await makePost(db, a.userNo);
      const pb = await makePost(db, b.userNo);
      await castVote(platform.ctx, asViewer(b), pa.boardNo, new Date(start + HOUR));
      await castVote(platform.ctx, asViewer(a), pb.boardNo, new Date(start + HOUR));
      await castVote(platform.ctx, asViewer(honest), pa.boardNo, new Date(start + HOUR));
    }
    const rings = await voteRings(db, old.seasonId);
    expect(rings).toHaveLength(1);
    expect([rings[0]!.a.userNo, rings[0]!.b.userNo].sort()).toEqual([a.userNo, b.userNo].sort());
    expect(rings[0]).toMatchObject({ aToB: 3, bToA: 3, totalVotes: 6, share: 1 });
  });
});
