// The usage-reason survey (docs/product/platform.md): the product pages messages, the answer stored on the
// member, 500 points through the ledger exactly once — also when 100 answers race.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointLedger, users } from "../../server/db/schema";
import { pointsConsistency } from "../../server/modules/points/service";
import { signedIn } from "../support/auth";
import { makeUser } from "../support/factories";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
beforeAll(async () => {
  platform = await createTestPlatform();
});
afterAll(async () => platform?.dispose());

const URL_ = "/api/user/user/usage-reason-survey";

async function member() {
  const row = await makeUser(platform.handle.db);
  return { row, headers: (await signedIn(platform.handle.db, row.userNo)).headers };
}
const answer = (headers: Record<string, string>, payload: object) => platform.app.inject({ method: "POST", url: URL_, headers, payload });
const balanceOf = async (headers: Record<string, string>) =>
  (await platform.app.inject({ method: "GET", url: "/api/point", headers })).json().data.balance as number;

describe("usage-reason survey", () => {
  it("asks to choose, and to write for 기타, with the product pages messages; nothing is stored", async () => {
    const { row, headers } = await member();
    const none = await answer(headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMsg).toBe("가입 목적을 선택해주세요.");
    const empty = await answer(headers, { usageReason: "기타", detail: "   " });
    expect(empty.json().errorMsg).toBe("가입 목적을 작성해주세요.");
    const [after] = await platform.handle.db.select().from(users).where(eq(users.userNo, row.userNo));
    expect(after!.usageReason).toBeNull();
    expect(await balanceOf(headers)).toBe(0);
  });

  it("stores the reason and pays 500 P once; a second answer is refused and pays nothing", async () => {
    const { row, headers } = await member();
    const res = await answer(headers, { usageReason: "서비스 기능 (ai 도구, helpbot, 영상변환 등)" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ usageReason: "서비스 기능 (ai 도구, helpbot, 영상변환 등)", points: 500, balance: 500 });
    const again = await answer(headers, { usageReason: "토큰 보상" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMsg).toBe("이미 가입 목적에 응답하셨습니다.");
    expect(await balanceOf(headers)).toBe(500);
    const info = await platform.app.inject({ method: "GET", url: "/api/user/getUserInfo", headers });
    expect(info.json().data.usageReason).toBe("서비스 기능 (ai 도구, helpbot, 영상변환 등)");
    const entries = await platform.handle.db.select().from(pointLedger).where(eq(pointLedger.userNo, row.userNo));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 500, reason: "usage_reason_survey", idempotencyKey: `usage_reason_survey:${row.userNo}` });
  });

  it("keeps the member's own words for 기타", async () => {
    const { row, headers } = await member();
    const res = await answer(headers, { usageReason: "기타", detail: " 스터디 자료 정리 " });
    expect(res.json().data.usageReason).toBe("기타: 스터디 자료 정리");
    const [after] = await platform.handle.db.select().from(users).where(eq(users.userNo, row.userNo));
    expect(after!.usageReason).toBe("기타: 스터디 자료 정리");
  });

  it("pays exactly once when the same member answers 100 times in parallel", async () => {
    const { row, headers } = await member();
    const results = await Promise.all(Array.from({ length: 100 }, () => answer(headers, { usageReason: "콘텐츠 생성" })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await balanceOf(headers)).toBe(500);
    const entries = await platform.handle.db.select().from(pointLedger).where(eq(pointLedger.userNo, row.userNo));
    expect(entries).toHaveLength(1);
    expect(await pointsConsistency(platform.handle.db)).toEqual([]);
  });
});
