// 응원하기 through the real server (decision 0190): points move from reader to author in one
// transaction, ledgered on both sides; own posts, odd amounts, long or abusive messages, an
// empty purse and the daily limits are refused with their messages and leave nothing; the
// author is notified; the count is public.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHEER_TEXT } from "../../core/cheers";
import { cheers, notifications, pointLedger } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { creditPoints, getPointBalance, pointsConsistency } from "../../server/modules/points/service";
import { signedIn, type SignedIn } from "../support/auth";
import { makePost, makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
const db = () => platform.handle.db;
let author: { userNo: number; userName: string };
let boardNo: number;

beforeAll(async () => {
  // The author's notification goes out through the job queue (push delivery).
  platform = await createTestPlatform({ queue: true });
  author = await makeUser(db(), { userName: "응원받는작가" });
  boardNo = (await makePost(db(), author.userNo, { subject: "응원받을 글" })).boardNo;
});
afterAll(async () => platform?.dispose());

async function reader(points: number, userName?: string): Promise<{ userNo: number; who: SignedIn }> {
  const user = await makeUser(db(), userName ? { userName } : {});
  if (points > 0)
    await withTransaction(db(), (tx) =>
      creditPoints(tx, { userNo: user.userNo, amount: points, reason: "usage_reason_survey", idempotencyKey: `test-cheer:${user.userNo}` }),
    );
  return { userNo: user.userNo, who: await signedIn(db(), user.userNo) };
}

const cheer = (headers: Record<string, string>, body: object, post = boardNo) =>
  platform.app.inject({ method: "POST", url: `/api/board/${post}/cheers`, headers, payload: body });

describe("응원하기", () => {
  it("moves the points from reader to author, ledgered on both sides, and tells the author", async () => {
    const r = await reader(5000, "응원하는독자");
    const res = await cheer(r.who.headers, { amount: 300, message: "  잘 읽었습니다!  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ boardNo, count: 1, points: 300, balance: 4700 });
    expect(res.json().data.recent[0]).toMatchObject({ userName: "응원하는독자", amount: 300, message: "잘 읽었습니다!" });
    expect(await getPointBalance(db(), r.userNo)).toBe(4700);
    expect(await getPointBalance(db(), author.userNo)).toBe(300);
    const ledger = await db()
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.refId, String(boardNo)));
    expect(ledger.map((e) => [e.userNo, e.amount, e.reason]).sort()).toEqual(
      [
        [author.userNo, 300, "cheer_received"],
        [r.userNo, -300, "cheer_sent"],
      ].sort(),
    );
    // Delivered by the queue's job, a moment after the answer.
    const until = Date.now() + 20_000;
    let note: typeof notifications.$inferSelect | undefined;
    while (!note && Date.now() < until) {
      [note] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userNo, author.userNo), eq(notifications.notificationType, "CHEER")));
      if (!note) await new Promise((r) => setTimeout(r, 200));
    }
    expect(note).toMatchObject({ notificationTitle: "응원하는독자님이 회원님의 글을 300P로 응원했습니다." });
    expect(note!.notificationContent).toContain("잘 읽었습니다!");
    // Anyone sees the count.
    const open = await platform.app.inject({ method: "GET", url: `/api/board/${boardNo}/cheers` });
    expect(open.json().data).toMatchObject({ count: 1, points: 300 });
    expect(await pointsConsistency(db())).toEqual([]);
  });

  it("refuses one's own post, odd amounts, long or abusive messages and an empty purse, keeping nothing", async () => {
    const own = await signedIn(db(), author.userNo);
    const cases: [Record<string, string>, object, number, string][] = [
      [own.headers, { amount: 100 }, 403, CHEER_TEXT.ownPost.ko as string],
    ];
    const r = await reader(5000);
    cases.push(
      [r.who.headers, { amount: 250 }, 400, CHEER_TEXT.badAmount.ko as string],
      [r.who.headers, { amount: 100, message: "가".repeat(101) }, 400, CHEER_TEXT.messageTooLong.ko as string],
      [r.who.headers, { amount: 100, message: "이 병신아" }, 400, CHEER_TEXT.messageProfane.ko as string],
    );
    const poor = await reader(0);
    cases.push([poor.who.headers, { amount: 100 }, 409, "포인트가 부족합니다."]);
    const before = (await db().select().from(cheers)).length;
    for (const [headers, body, status, message] of cases) {
      const res = await cheer(headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().errorMsg).toBe(message);
    }
    expect((await db().select().from(cheers)).length).toBe(before);
    expect(await getPointBalance(db(), poor.userNo)).toBe(0);
    expect(await getPointBalance(db(), r.userNo)).toBe(5000);
    // A post that is not there.
    expect((await cheer(r.who.headers, { amount: 100 }, 999_999)).statusCode).toBe(404);
  });

  it("limits a day's cheers to 3,000 P and to 10 cheers", async () => {
    const big = await reader(10_000);
    for (const amount of [1000, 1000, 1000]) expect((await cheer(big.who.headers, { amount })).statusCode).toBe(200);
    const over = await cheer(big.who.headers, { amount: 100 });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMsg).toBe(CHEER_TEXT.dailyPoints.ko);
    expect(await getPointBalance(db(), big.userNo)).toBe(7000);

    const many = await reader(5000);
    for (let i = 0; i < 10; i++) expect((await cheer(many.who.headers, { amount: 100 })).statusCode).toBe(200);
    const eleventh = await cheer(many.who.headers, { amount: 100 });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorMsg).toBe(CHEER_TEXT.dailyCount.ko);
    expect(await pointsConsistency(db())).toEqual([]);
  });
});
