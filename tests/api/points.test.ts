// The points ledger: credits are idempotent by key (also under 100 parallel calls), debits
// cannot go below zero, balances always equal the ledger, and GET /api/point shows it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointBalances, pointLedger } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { AppError } from "../../server/lib/errors";
import { creditPoints, getPointBalance, listPointEntries, pointsConsistency } from "../../server/modules/points/service";
import { makeUser } from "../support/factories";
import { makeRoles, type Roles } from "../support/roles";
import { createTestPlatform, type TestPlatform } from "../support/platform";

let platform: TestPlatform;
let roles: Roles;
beforeAll(async () => {
  platform = await createTestPlatform();
  roles = await makeRoles(platform.handle.db);
});
afterAll(async () => platform?.dispose());

describe("creditPoints", () => {
  it("credits once per idempotency key and keeps the balance with the ledger", async () => {
    const db = platform.handle.db;
    const member = await makeUser(db);
    const first = await withTransaction(db, (tx) =>
      creditPoints(tx, {
        userNo: member.userNo,
        amount: 300,
        reason: "test_bonus",
        refType: "test",
        refId: "1",
        idempotencyKey: `test_bonus:${member.userNo}:1`,
      }),
    );
    expect(first).toMatchObject({ credited: true, balance: 300 });
    expect(first.entryId).toBeGreaterThan(0);
    const again = await withTransaction(db, (tx) =>
      creditPoints(tx, { userNo: member.userNo, amount: 300, reason: "test_bonus", idempotencyKey: `test_bonus:${member.userNo}:1` }),
    );
    expect(again).toEqual({ credited: false, entryId: null, balance: 300 });
    await withTransaction(db, (tx) =>
      creditPoints(tx, { userNo: member.userNo, amount: 50, reason: "test_bonus", idempotencyKey: `test_bonus:${member.userNo}:2` }),
    );
    expect(await getPointBalance(db, member.userNo)).toBe(350);
    const entries = await listPointEntries(db, member.userNo, { limit: 10 });
    expect(entries.map((e) => e.amount)).toEqual([50, 300]);
    expect(entries[1]).toMatchObject({ reason: "test_bonus", refType: "test", refId: "1" });
    expect(await pointsConsistency(db)).toEqual([]);
  });

  it("credits exactly once when 100 requests race with the same key", async () => {
    const db = platform.handle.db;
    const member = await makeUser(db);
    const key = `race_bonus:${member.userNo}`;
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        withTransaction(db, (tx) => creditPoints(tx, { userNo: member.userNo, amount: 500, reason: "race_bonus", idempotencyKey: key })),
      ),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    const rows = await db.select().from(pointLedger).where(eq(pointLedger.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await getPointBalance(db, member.userNo)).toBe(500);
    expect(await pointsConsistency(db)).toEqual([]);
  });

  it("refuses a debit below zero and rolls the whole transaction back", async () => {
    const db = platform.handle.db;
    const member = await makeUser(db);
    await withTransaction(db, (tx) =>
      creditPoints(tx, { userNo: member.userNo, amount: 100, reason: "test_bonus", idempotencyKey: `debit-setup:${member.userNo}` }),
    );
    const refused = await withTransaction(db, (tx) =>
      creditPoints(tx, { userNo: member.userNo, amount: -101, reason: "test_spend", idempotencyKey: `debit:${member.userNo}` }),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, errorId: "POINTS_INSUFFICIENT" });
    expect((refused as AppError).message).toBe("포인트가 부족합니다.");
    expect(await getPointBalance(db, member.userNo)).toBe(100);
    expect(
      await db
        .select()
        .from(pointLedger)
        .where(eq(pointLedger.idempotencyKey, `debit:${member.userNo}`)),
    ).toHaveLength(0);
    const spent = await withTransaction(db, (tx) =>
      creditPoints(tx, { userNo: member.userNo, amount: -100, reason: "test_spend", idempotencyKey: `debit2:${member.userNo}` }),
    );
    expect(spent).toMatchObject({ credited: true, balance: 0 });
    expect(await pointsConsistency(db)).toEqual([]);
  });

  it("rejects nonsense amounts, keys and reasons before touching the database", async () => {
    const db = platform.handle.db;
    await expect(
      withTransaction(db, (tx) => creditPoints(tx, { userNo: 1, amount: 0, reason: "x_y", idempotencyKey: "k" })),
    ).rejects.toThrow(RangeError);
    await expect(
      withTransaction(db, (tx) => creditPoints(tx, { userNo: 1, amount: 1.5, reason: "x_y", idempotencyKey: "k" })),
    ).rejects.toThrow(RangeError);
    await expect(
      withTransaction(db, (tx) => creditPoints(tx, { userNo: 1, amount: 1, reason: "x_y", idempotencyKey: "" })),
    ).rejects.toThrow(RangeError);
    await expect(
      withTransaction(db, (tx) => creditPoints(tx, { userNo: 1, amount: 1, reason: "Bad Reason", idempotencyKey: "k" })),
    ).rejects.toThrow(RangeError);
  });
});

describe("GET /api/point", () => {
  it("answers each role: members see their own balance, others are refused", async () => {
    const db = platform.handle.db;
    await withTransaction(db, (tx) =>
      creditPoints(tx, {
        userNo: roles.verified.userNo,
        amount: 70,
        reason: "test_bonus",
        idempotencyKey: `role:${roles.verified.userNo}`,
      }),
    );
    const get = (role: keyof Roles["headers"]) => platform.app.inject({ method: "GET", url: "/api/point", headers: roles.headers[role] });
    expect((await get("visitor")).statusCode).toBe(401);
    expect((await get("deleted")).statusCode).toBe(401);
    const unverified = await get("unverified");
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json().data).toEqual({ balance: 0 });
    const verified = await get("verified");
    expect(verified.json()).toMatchObject({ code: "20000", data: { balance: 70 } });
    expect((await get("other")).json().data).toEqual({ balance: 0 });
    const [row] = await db.select().from(pointBalances).where(eq(pointBalances.userNo, roles.verified.userNo));
    expect(row!.balance).toBe(70);
  });
});
