// Totals of a member's ledger entries about one kind of thing (e.g. everything paid for
// shares), for summaries such as docs/product/rewards.md short-link info cumulativeReward.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { pointLedger } from "../../db/schema";

/** Sum of the member's credits whose refType is `refType` (debits are not counted). */
export async function creditedForRefType(db: Executor, userNo: number, refType: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.userNo, userNo), eq(pointLedger.refType, refType), gt(pointLedger.amount, 0)));
  return Number(row?.n ?? 0);
}
