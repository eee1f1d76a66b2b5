// The reward review's holds as other modules read them (docs/decisions/0180): a leaf, so the
// wallet's payouts can refuse a held reward without importing the curation module that holds
// it. The review itself (cases, decisions, appeals) lives in modules/curation/review.ts.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { rewardAppeals, rewardHolds } from "../../db/schema";
import { describes } from "../../lib/schemas";

export type HoldState = "held" | "released" | "voided";

/** A member's view of one held (or once held) reward. */
export interface RewardReview {
  state: HoldState;
  caseId: number;
  appealed: boolean;
  decidedAt: string | null;
}

/** The review state of a member's rewards, by ledger entry. */
export async function reviewsOfMember(db: Executor, userNo: number): Promise<Map<number, RewardReview>> {
  const list = await db
    .select({
      entryId: rewardHolds.entryId,
      state: rewardHolds.state,
      caseId: rewardHolds.caseId,
      decidedAt: rewardHolds.decidedAt,
      appealId: rewardAppeals.appealId,
    })
    .from(rewardHolds)
    .leftJoin(rewardAppeals, and(eq(rewardAppeals.caseId, rewardHolds.caseId), eq(rewardAppeals.userNo, rewardHolds.userNo)))
    .where(eq(rewardHolds.userNo, userNo));
  return new Map(
    list.map((r) => [
      Number(r.entryId),
      {
        state: r.state as HoldState,
        caseId: r.caseId,
        appealed: r.appealId !== null,
        decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
      },
    ]),
  );
}

/** The review's word on a held reward, as answers carry it. */
export const rewardReviewSchema = describes<RewardReview>()(
  z.object({
    state: z.enum(["held", "released", "voided"]),
    caseId: z.number(),
    appealed: z.boolean(),
    decidedAt: z.string().nullable(),
  }),
);
