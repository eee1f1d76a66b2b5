// Sign-ups that came through a member's share or invite link (docs/product/accounts.md sign-up eventKey):
// the eventKey is the sharer's link "{permaLink}-{suffix}" or the bare suffix.
import { and, eq, ne, or, sql } from "drizzle-orm";
import { sharerSuffix } from "../../../core/share";
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
