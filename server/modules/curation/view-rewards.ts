// Curation view rewards (docs/decisions/0110): the view token a reading page gets, and the ticket a
// member earns for reading a post long enough, capped per day by trust.
import { isPersonVerified, isWorldIdVerified } from "../personhood/store";
import { trustScaledCap } from "../../../core/trust";
import { memberTrustScore } from "../trust/service";
import { both } from "../../../core/i18n";
import { and, desc, eq } from "drizzle-orm";
import { CURATION_MSG, viewTicketsDailyCap, viewClaimAllowed, viewTokenExpired } from "../../../core/curation";
import { seoulDayKey } from "../../../core/format";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { ticketBalances, ticketLedger } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import { seal, unseal } from "../../lib/sealed";
import { deriveKey } from "../../lib/secrets";
import type { Viewer } from "../auth/types";
import { getBoardOwner } from "../boards/service";
import { creditTickets, getTicketSummary, viewTicketsOn } from "./tickets";
import type { TicketSummary } from "./types";

const VIEW_PURPOSE = "curation-view";
const viewKey = (ctx: AppContext) => deriveKey(ctx.secret, VIEW_PURPOSE);

/** The view token the detail page carries: who, which post, when the page was served. */
export function issueViewToken(ctx: AppContext, userNo: number, boardNo: number, nowMs: number = Date.now()): string {
  return seal(viewKey(ctx), VIEW_PURPOSE, { u: userNo, b: boardNo, t: nowMs });
}

export function viewRewardSeconds(ctx: AppContext): number {
  return ctx.config.VIEW_REWARD_SECONDS;
}

export interface ViewClaimResult extends TicketSummary {
  credited: boolean;
}

/**
 * Claims the view reward of a post: one ticket per member, post and Asia/Seoul day, under
 * the daily cap, never for one's own post or a post still publishing, and only when the
 * view token is at least VIEW_REWARD_SECONDS old (the server's clock decides).
 */
export async function claimViewReward(
  ctx: AppContext,
  viewer: Viewer,
  input: { boardNo: number; viewToken: string },
  now: Date = new Date(),
): Promise<ViewClaimResult> {
  const token = unseal(viewKey(ctx), VIEW_PURPOSE, input.viewToken) as { u?: unknown; b?: unknown; t?: unknown } | null;
  if (!token || token.u !== viewer.userNo || token.b !== input.boardNo || typeof token.t !== "number") {
    throw errors.badRequest(CURATION_MSG.badViewToken, "VIEW_TOKEN_INVALID");
  }
  if (!viewClaimAllowed(token.t, now.getTime(), viewRewardSeconds(ctx)))
    throw errors.unprocessable(CURATION_MSG.tooEarly, "VIEW_TOO_EARLY");
  if (viewTokenExpired(token.t, now.getTime())) throw errors.unprocessable(CURATION_MSG.viewTokenExpired, "VIEW_TOKEN_EXPIRED");
  const board = await getBoardOwner(ctx.db, input.boardNo);
  if (!board || board.blindYn === "Y") throw errors.notFound(CURATION_MSG.postNotFound, "BOARD_NOT_FOUND");
  if (board.userNo === viewer.userNo) throw errors.forbidden(CURATION_MSG.ownPostView, "OWN_POST");
  if (board.publishing) throw errors.conflict(CURATION_MSG.publishing, "POST_PUBLISHING");
  const day = seoulDayKey(now);
  const key = `view_reward:${viewer.userNo}:${input.boardNo}:${day}`;
  const dailyCap = await readingCap(ctx.db, viewer.userNo);
  const credited = await withTransaction(ctx.db, async (tx) => {
    // One claim of a member at a time: the cap count below cannot be raced.
    await tx.insert(ticketBalances).values({ userNo: viewer.userNo }).onConflictDoNothing();
    await tx.select({ userNo: ticketBalances.userNo }).from(ticketBalances).where(eq(ticketBalances.userNo, viewer.userNo)).for("update");
    const [used] = await tx.select({ id: ticketLedger.entryId }).from(ticketLedger).where(eq(ticketLedger.idempotencyKey, key)).limit(1);
    if (used) return false;
    if ((await viewTicketsOn(tx, viewer.userNo, day)) >= dailyCap)
      throw errors.conflict(both(CURATION_MSG.dailyCap, { cap: dailyCap }), "VIEW_DAILY_CAP");
    // One reward per VIEW_REWARD_SECONDS of reading, however many posts are open at once: tabs
    // opened together cannot all be claimed after one wait. The page retries when told to.
    const [last] = await tx
      .select({ at: ticketLedger.createdAt })
      .from(ticketLedger)
      .where(and(eq(ticketLedger.userNo, viewer.userNo), eq(ticketLedger.reason, "view_reward")))
      .orderBy(desc(ticketLedger.entryId))
      .limit(1);
    const sinceLast = last ? now.getTime() - new Date(last.at).getTime() : Infinity;
    const spacing = viewRewardSeconds(ctx) * 1000;
    if (sinceLast < spacing) {
      throw errors.unprocessable(CURATION_MSG.tooEarly, "VIEW_TOO_EARLY", { retryAfterMs: spacing - Math.max(0, sinceLast) });
    }
    const result = await creditTickets(tx, {
      at: now,
      userNo: viewer.userNo,
      amount: 1,
      reason: "view_reward",
      refType: "board",
      refId: String(input.boardNo),
      day,
      idempotencyKey: key,
    });
    return result.credited;
  });
  return { credited, ...(await getTicketSummary(ctx.db, viewer.userNo, dailyCap, now)) };
}

/**
 * How many tickets reading may earn the member today (decision 0179): a member who proved to be
 * one person (phone or World ID) reads for the whole cap (World ID raises it); anyone else from
 * 5 up to the whole cap as their trust grows to 0.5.
 */
export async function readingCap(db: Executor, userNo: number): Promise<number> {
  const [worldId, person, trust] = await Promise.all([
    isWorldIdVerified(db, userNo),
    isPersonVerified(db, userNo),
    memberTrustScore(db, userNo),
  ]);
  const cap = viewTicketsDailyCap(worldId);
  return person ? cap : trustScaledCap(cap, trust);
}

export async function ticketSummary(db: Executor, userNo: number, now: Date = new Date()): Promise<TicketSummary> {
  return getTicketSummary(db, userNo, await readingCap(db, userNo), now);
}
