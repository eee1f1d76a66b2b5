// 응원하기 (decision 0190): a verified member sends points to a post's author with an optional
// message. One transaction: the sender's daily allowance read under a lock on the sender, the
// cheer row, the sender's debit and the author's credit in the ledger (keyed by the cheer, so
// never twice), and the author's notification. A balance too small refuses the whole cheer.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { CHEER_DAILY_COUNT, CHEER_DAILY_POINTS, CHEER_TEXT, checkCheerMessage, isCheerAmount } from "../../../core/cheers";
import { seoulDayKey } from "../../../core/format";
import { seoulDayRange } from "../../../core/missions";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { cheers, users } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { isProfane } from "../../lib/decency";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { reactionTarget } from "../boards/reactions";
import { creditPoints } from "../points/service";
import { REACTION_MSG } from "../../../core/reactions";

export interface CheerSummary {
  boardNo: number;
  /** Cheers the post received, and their points in all. */
  count: number;
  points: number;
  /** The latest few, newest first, with the senders' names as they are now. */
  recent: { userName: string; amount: number; message: string; createdAt: string }[];
}

export interface CheerResult extends CheerSummary {
  /** The sender's points after the cheer. */
  balance: number;
}

const RECENT = 5;

export async function cheerSummary(db: Executor, boardNo: number): Promise<CheerSummary> {
  const [totals] = await db
    .select({ count: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${cheers.amount}), 0)::int` })
    .from(cheers)
    .where(eq(cheers.boardNo, boardNo));
  const recent = await db
    .select({ userName: users.userName, amount: cheers.amount, message: cheers.message, createdAt: cheers.createdAt })
    .from(cheers)
    .innerJoin(users, eq(users.userNo, cheers.fromUserNo))
    .where(eq(cheers.boardNo, boardNo))
    .orderBy(desc(cheers.createdAt), desc(cheers.cheerId))
    .limit(RECENT);
  return {
    boardNo,
    count: totals?.count ?? 0,
    points: totals?.points ?? 0,
    recent: recent.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}

/** The cheers of a visible post (others' posts that are gone or hidden are not found). */
export async function postCheers(ctx: AppContext, boardNo: number): Promise<CheerSummary> {
  if (!(await reactionTarget(ctx.db, boardNo))) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
  return cheerSummary(ctx.db, boardNo);
}

export async function cheerPost(
  ctx: AppContext,
  viewer: Viewer,
  boardNo: number,
  input: { amount: number; message?: string | undefined },
  now: Date = new Date(),
): Promise<CheerResult> {
  if (!isCheerAmount(input.amount)) throw errors.badRequest(CHEER_TEXT.badAmount, "CHEER_AMOUNT_INVALID");
  const message = checkCheerMessage(input.message);
  if (!message.ok) throw errors.badRequest(CHEER_TEXT.messageTooLong, "CHEER_MESSAGE_TOO_LONG");
  if (isProfane(message.value)) throw errors.badRequest(CHEER_TEXT.messageProfane, "CHEER_MESSAGE_PROFANE");
  const amount = input.amount;
  const result = await withTransaction(ctx.db, async (tx) => {
    const post = await reactionTarget(tx, boardNo);
    if (!post) throw errors.notFound(REACTION_MSG.postUnavailable, "BOARD_NOT_FOUND");
    if (post.userNo === viewer.userNo) throw errors.forbidden(CHEER_TEXT.ownPost, "CHEER_OWN_POST");
    // One sender's cheers are counted one at a time (two tabs cannot both pass the daily limit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cheer'), ${viewer.userNo})`);
    const { start, end } = seoulDayRange(seoulDayKey(now));
    const [today] = await tx
      .select({ count: sql<number>`count(*)::int`, points: sql<number>`coalesce(sum(${cheers.amount}), 0)::int` })
      .from(cheers)
      .where(and(eq(cheers.fromUserNo, viewer.userNo), gte(cheers.createdAt, start), lt(cheers.createdAt, end)));
    if ((today?.count ?? 0) >= CHEER_DAILY_COUNT) throw errors.tooManyRequests(CHEER_TEXT.dailyCount, "CHEER_DAILY_COUNT");
    if ((today?.points ?? 0) + amount > CHEER_DAILY_POINTS) throw errors.tooManyRequests(CHEER_TEXT.dailyPoints, "CHEER_DAILY_POINTS");
    const [row] = await tx
      .insert(cheers)
      .values({ boardNo, fromUserNo: viewer.userNo, toUserNo: post.userNo, amount, message: message.value, createdAt: now })
      .returning({ cheerId: cheers.cheerId });
    const cheerId = Number(row!.cheerId);
    // The debit first: a balance too small refuses here and nothing of the cheer stays.
    const sent = await creditPoints(tx, {
      userNo: viewer.userNo,
      amount: -amount,
      reason: "cheer_sent",
      refType: "board",
      refId: String(boardNo),
      idempotencyKey: `cheer_sent:${cheerId}`,
    });
    await creditPoints(tx, {
      userNo: post.userNo,
      amount,
      reason: "cheer_received",
      refType: "board",
      refId: String(boardNo),
      idempotencyKey: `cheer_received:${cheerId}`,
    });
    await emit({ ctx, tx }, "cheer.sent", {
      cheerId,
      boardNo,
      fromUserNo: viewer.userNo,
      fromUserName: viewer.userName,
      toUserNo: post.userNo,
      amount,
      message: message.value,
      subject: post.subject,
      permaLink: post.permaLink,
    });
    return { balance: sent.balance };
  });
  return { ...(await cheerSummary(ctx.db, boardNo)), balance: result.balance };
}
