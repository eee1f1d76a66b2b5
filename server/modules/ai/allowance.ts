// Daily AI allowances (core/ai.ts AI_ALLOWANCE): one counter per member, kind and Asia/Seoul
// day. Taking is one statement, so parallel requests can never spend more than the allowance;
// a call that fails gives its unit back, so a member pays only for answers they received.
import { and, eq, sql } from "drizzle-orm";
import { AI_ALLOWANCE, type AiAllowanceKind } from "../../../core/ai";
import { seoulDayKey } from "../../../core/format";
import type { Executor } from "../../db/client";
import { aiDailyUsage } from "../../db/schema";

export interface AllowanceState {
  /** Units left today. */
  remain: number;
  limit: number;
}

/** What is left of today's allowance. */
export async function allowanceLeft(db: Executor, userNo: number, kind: AiAllowanceKind, at = new Date()): Promise<AllowanceState> {
  const limit = AI_ALLOWANCE[kind];
  const rows = await db
    .select({ used: aiDailyUsage.used })
    .from(aiDailyUsage)
    .where(and(eq(aiDailyUsage.userNo, userNo), eq(aiDailyUsage.kind, kind), eq(aiDailyUsage.day, seoulDayKey(at))));
  return { remain: Math.max(0, limit - (rows[0]?.used ?? 0)), limit };
}

/**
 * Takes one unit of today's allowance. `taken: false` when none is left (nothing changes).
 * Concurrent calls wait on the counter's row and never pass the limit.
 */
export async function takeAllowance(
  db: Executor,
  userNo: number,
  kind: AiAllowanceKind,
  at = new Date(),
): Promise<AllowanceState & { taken: boolean }> {
  const limit = AI_ALLOWANCE[kind];
  const rows = await db
    .insert(aiDailyUsage)
    .values({ userNo, kind, day: seoulDayKey(at), used: 1 })
    .onConflictDoUpdate({
      target: [aiDailyUsage.userNo, aiDailyUsage.kind, aiDailyUsage.day],
      set: { used: sql`${aiDailyUsage.used} + 1` },
      setWhere: sql`${aiDailyUsage.used} < ${limit}`,
    })
    .returning({ used: aiDailyUsage.used });
  if (rows.length === 0) return { taken: false, remain: 0, limit };
  return { taken: true, remain: Math.max(0, limit - rows[0]!.used), limit };
}

/** Gives back a unit taken today for a call that then failed. */
export async function returnAllowance(db: Executor, userNo: number, kind: AiAllowanceKind, at = new Date()): Promise<void> {
  await db
    .update(aiDailyUsage)
    .set({ used: sql`greatest(${aiDailyUsage.used} - 1, 0)` })
    .where(and(eq(aiDailyUsage.userNo, userNo), eq(aiDailyUsage.kind, kind), eq(aiDailyUsage.day, seoulDayKey(at))));
}
