// Sign-ups that came through a member's share or invite link (docs/product/accounts.md sign-up eventKey):
// the eventKey is the sharer's link "{permaLink}-{suffix}" or the bare suffix.
import { and, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { readInviteKey, sharerSuffix } from "../../../core/share";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";

/** How many other members signed up through this member's links. */
export async function countInvitedSignups(db: Executor, sharerNo: number): Promise<number> {
  const suffix = sharerSuffix(sharerNo);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(ne(users.userNo, sharerNo), or(eq(users.signupEventKey, suffix), sql`${users.signupEventKey} like ${`%-${suffix}`}`)));
  return Number(row?.n ?? 0);
}

/**
 * Sign-ups through members' links within a period (either end open), by sharer. A key naming
 * the new member themself never counts.
 */
export async function invitedSignupsBySharer(db: Executor, from: Date | null, to: Date | null): Promise<Map<number, number>> {
  const where: SQL[] = [isNotNull(users.signupEventKey)];
  if (from) where.push(gte(users.createdAt, from));
  if (to) where.push(lt(users.createdAt, to));
  const found = await db
    .select({ userNo: users.userNo, key: users.signupEventKey })
    .from(users)
    .where(and(...where));
  const counts = new Map<number, number>();
  for (const row of found) {
    const invite = row.key ? readInviteKey(row.key) : null;
    if (!invite || invite.sharerNo === row.userNo) continue;
    counts.set(invite.sharerNo, (counts.get(invite.sharerNo) ?? 0) + 1);
  }
  return counts;
}

/** Public id and nickname of the members still with us, by member number. */
export async function liveMemberNames(db: Executor, userNos: number[]): Promise<Map<number, { userId: string; userName: string }>> {
  if (userNos.length === 0) return new Map();
  const found = await db
    .select({ userNo: users.userNo, userId: users.userId, userName: users.userName })
    .from(users)
    .where(and(inArray(users.userNo, userNos), eq(users.deleteYn, "N")));
  return new Map(found.map((r) => [r.userNo, { userId: r.userId, userName: r.userName }]));
}
