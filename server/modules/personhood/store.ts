// Proof of personhood (docs/product/accounts.md §9): whether a member has linked a World ID,
// read from the member's linked sign-in methods (channel W). A leaf other modules read to
// show the mark and to apply the rules that trust it (docs/decisions/0166).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { memberPhones, userIdentities } from "../../db/schema";

export interface WorldIdMark {
  /** The verification level the ID token carried (orb, device…), or null when it carried none. */
  level: string | null;
  verifiedAt: string;
}

/** The member's World ID mark, or null without one. */
export async function worldIdOf(db: Executor, userNo: number): Promise<WorldIdMark | null> {
  const [row] = await db
    .select({ level: userIdentities.level, createdAt: userIdentities.createdAt })
    .from(userIdentities)
    .where(and(eq(userIdentities.userNo, userNo), eq(userIdentities.channel, "W")))
    .limit(1);
  return row ? { level: row.level, verifiedAt: new Date(row.createdAt).toISOString() } : null;
}

export async function isWorldIdVerified(db: Executor, userNo: number): Promise<boolean> {
  return (await worldIdOf(db, userNo)) !== null;
}

/** Of these members, the ones with a World ID mark. */
export async function worldIdVerifiedAmong(db: Executor, userNos: number[]): Promise<Set<number>> {
  if (userNos.length === 0) return new Set();
  const rows = await db
    .select({ userNo: userIdentities.userNo })
    .from(userIdentities)
    .where(and(inArray(userIdentities.userNo, userNos), eq(userIdentities.channel, "W")));
  return new Set(rows.map((r) => r.userNo));
}

/**
 * Whether the member proved to be one person: a verified phone number (one account per number)
 * or World ID. Token payouts need it (docs/decisions/0181).
 */
export async function isPersonVerified(db: Executor, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({
      phone: sql<boolean>`exists (select 1 from ${memberPhones} where ${memberPhones.userNo} = ${userNo})`,
      world: sql<boolean>`exists (select 1 from ${userIdentities} where ${userIdentities.userNo} = ${userNo} and ${userIdentities.channel} = 'W')`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.phone || row?.world);
}
