// `npm run admin -- audit-ledgers` as an operator runs it: a real process on a real embedded
// data folder. Consistent ledgers pass; a deliberately broken balance fails with a clear
// message and a non-zero exit code.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointBalances, pointLedger, users } from "../../server/db/schema";
import { withTransaction } from "../../server/db/transaction";
import { auditLedgers, type LedgerAudit } from "../../server/admin/ledger-audits";
import { creditPoints } from "../../server/modules/points/service";
import { adminCommandLine, type AdminCommandLine } from "../support/admin-cli";
import { makeUser } from "../support/factories";

let cli: AdminCommandLine;
beforeAll(async () => {
  cli = await adminCommandLine();
});
afterAll(() => cli.dispose());
const admin = (...args: string[]) => cli.run(...args);

describe("audit-ledgers", () => {
  it("passes on consistent ledgers and fails, naming the member, on a broken balance", async () => {
    const db = cli.handle.db;
    const a = await makeUser(db);
    const b = await makeUser(db);
    for (const [userNo, amount, key] of [
      [a.userNo, 500, "a1"],
      [a.userNo, -200, "a2"],
      [b.userNo, 50, "b1"],
    ] as const) {
      await withTransaction(db, (tx) => creditPoints(tx, { userNo, amount, reason: "test_bonus", idempotencyKey: `audit:${key}` }));
    }

    const good = admin("audit-ledgers");
    expect(good.stdout).toContain("[포인트] 항목 3건, 회원 2명: 이상 없음");
    expect(good.stdout).toContain("모든 원장이 잔액과 일치합니다.");
    expect(good.status).toBe(0);

    // Someone edits a balance by hand: the audit must notice.
    await db
      .update(pointBalances)
      .set({ balance: sql`${pointBalances.balance} + 7` })
      .where(eq(pointBalances.userNo, a.userNo));

    const bad = admin("audit-ledgers");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("[포인트] 항목 3건, 회원 2명: 불일치 발견");
    expect(bad.stdout).toContain(`잔액 불일치: 회원 ${a.userNo} — 잔액 307, 원장 합계 300 (차이 7)`);
    expect(bad.stdout).toContain("원장 1개에서 문제가 발견되었습니다.");
    expect(bad.stdout).not.toContain(`회원 ${b.userNo} —`);
  }, 120_000);

  it("reports idempotency keys used twice, for any ledger added to the list", async () => {
    // A ledger without a unique index (as a new ledger might be by mistake): the audit catches doubles.
    const handle = cli.handle;
    {
      await handle.db.execute(sql`create table if not exists audit_probe (user_no int not null, amount int not null, idem text)`);
      await handle.db.execute(sql`insert into audit_probe values (1, 5, 'k1'), (1, 5, 'k1'), (2, 3, 'k2')`);
      const { pgTable, integer, text } = await import("drizzle-orm/pg-core");
      const probe = pgTable("audit_probe", {
        userNo: integer("user_no").notNull(),
        amount: integer("amount").notNull(),
        idem: text("idem"),
      });
      const audit: LedgerAudit = {
        name: "시험 원장",
        ledger: { table: probe, owner: probe.userNo, amount: probe.amount, key: probe.idem },
      };
      const [result] = await auditLedgers(handle.db, [audit]);
      expect(result).toMatchObject({
        name: "시험 원장",
        entries: 3,
        owners: 2,
        ok: false,
        duplicateKeys: [{ key: "k1", count: 2 }],
        mismatches: [],
      });
      // The real points ledger in the same database is still consistent apart from the hand edit above.
      const [points] = await auditLedgers(handle.db);
      expect(points!.duplicateKeys).toEqual([]);
      expect(await handle.db.select().from(pointLedger)).toHaveLength(3);
      expect((await handle.db.select().from(users)).length).toBeGreaterThanOrEqual(2);
    }
  });
});
