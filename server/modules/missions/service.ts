// Points missions (docs/product/rewards.md "mission reward is skipped if the action type is not in the
// active mission policy", §9; docs/ARCHITECTURE.md). Every payout goes through creditPoints in
// the transaction of the action that earned it. Actions of other modules (a like, a comment,
// a publish, a vote, a share) reach recordMissionAction as events (./subscribers.ts,
// server/events); attendance, views and client claims are this module's own:
//
// The order inside recordMissionAction makes doubles impossible:
//  1. the active policy for the action (none → skipped, nothing written);
//  2. the claim row (member, action, ref, Seoul day) — its unique key lets exactly one of
//     many identical parallel requests through;
//  3. the daily counter row, raised only while below the policy's limit (the row lock
//     serialises one member's parallel actions); over the limit the claim is withdrawn;
//  4. creditPoints with the key mission_<action>:<userNo>:<ref>:<day>.
import { and, asc, eq, like, sql } from "drizzle-orm";
import { nextSeoulMidnight, seoulDayKey } from "../../../core/format";
import { both, say, type Text } from "../../../core/i18n";
import {
  AI_BRIEFING_PROMOTION,
  attendanceCalendar,
  DEFAULT_MISSION_POLICIES,
  isWithinWindow,
  MISSION_LABELS,
  MISSION_MSG,
  missionIdempotencyKey,
  missionProgress,
  missionReason,
  remainingToday,
  seoulMonthKey,
  type MissionAction,
} from "../../../core/missions";
import type { AppContext } from "../../context";
import type { Database, Executor } from "../../db/client";
import { missionActions, missionDailyCounts, missionPolicies, pointPromotions } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { getBoardForWriting } from "../boards/service";
import { memberViewStartedAt } from "../boards/views";
import { creditPoints, getPointBalance } from "../points/service";
import { likedBy } from "../reactions/likes";
import type { AttendanceMonth, MissionPolicy, MissionResult, MissionStatus, PromotionResult } from "./types";

/** docs/product/rewards.md: the view reward is claimed after 10 seconds on a post. */
export const VIEW_MISSION_SECONDS = 10;

/** Adds the default policies for actions that never had one, and the seeded promotions. Never changes existing rows. */
export async function ensureMissionData(db: Database): Promise<{ policies: number; promotions: number }> {
  const existing = new Set((await db.select({ action: missionPolicies.action }).from(missionPolicies)).map((r) => r.action));
  const missing = DEFAULT_MISSION_POLICIES.filter((p) => !existing.has(p.action));
  if (missing.length) {
    await db
      .insert(missionPolicies)
      .values(missing.map((p) => ({ action: p.action, points: p.points, dailyLimit: p.dailyLimit, active: true })))
      .onConflictDoNothing();
  }
  const promotions = await db
    .insert(pointPromotions)
    .values({
      code: AI_BRIEFING_PROMOTION.code,
      title: AI_BRIEFING_PROMOTION.title.ko,
      points: AI_BRIEFING_PROMOTION.points,
      startsAt: new Date(AI_BRIEFING_PROMOTION.startsAt),
      endsAt: new Date(AI_BRIEFING_PROMOTION.endsAt),
    })
    .onConflictDoNothing()
    .returning({ code: pointPromotions.code });
  return { policies: missing.length, promotions: promotions.length };
}

/** The active policies, in the product's action order. */
export async function getActivePolicies(db: Executor): Promise<MissionPolicy[]> {
  const rows = await db.select().from(missionPolicies).where(eq(missionPolicies.active, true)).orderBy(asc(missionPolicies.policyId));
  const order = DEFAULT_MISSION_POLICIES.map((p) => p.action as string);
  return rows
    .filter((r) => order.includes(r.action))
    .sort((a, b) => order.indexOf(a.action) - order.indexOf(b.action))
    .map((r) => ({
      action: r.action as MissionAction,
      label: say(MISSION_LABELS[r.action as MissionAction], "ko"),
      points: r.points,
      limit: r.dailyLimit,
    }));
}

async function activePolicy(db: Executor, action: MissionAction): Promise<{ points: number; dailyLimit: number } | null> {
  const [row] = await db
    .select({ points: missionPolicies.points, dailyLimit: missionPolicies.dailyLimit })
    .from(missionPolicies)
    .where(and(eq(missionPolicies.action, action), eq(missionPolicies.active, true)))
    .limit(1);
  return row ?? null;
}

/** Operators change what an action pays: the old policy is kept inactive, the new one applies from now. */
export async function setMissionPolicy(
  db: Database,
  action: MissionAction,
  policy: { points: number; dailyLimit: number } | null,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx
      .update(missionPolicies)
      .set({ active: false })
      .where(and(eq(missionPolicies.action, action), eq(missionPolicies.active, true)));
    if (policy) await tx.insert(missionPolicies).values({ action, points: policy.points, dailyLimit: policy.dailyLimit, active: true });
  });
}

export interface MissionActionInput {
  userNo: number;
  action: MissionAction;
  /** What was acted on, e.g. "board:12"; attendance uses the day itself. */
  ref: string;
  at?: Date;
}

// API clients read these Korean sentences; pages say the outcome in their reader's language from its status.
const MESSAGES: Record<MissionResult["status"], Text> = {
  credited: MISSION_MSG.credited,
  duplicate: MISSION_MSG.duplicate,
  limit: MISSION_MSG.limitReached,
  skipped: MISSION_MSG.notInPolicy,
};

/** Pays an action under the active policy, at most once per member/action/ref/Seoul day and up to the daily limit. */
export async function recordMissionAction(tx: Executor, input: MissionActionInput): Promise<MissionResult> {
  const at = input.at ?? new Date();
  const day = seoulDayKey(at);
  const result = async (status: MissionResult["status"], points = 0, balance?: number): Promise<MissionResult> => ({
    action: input.action,
    status,
    points,
    balance: balance ?? (await getPointBalance(tx, input.userNo)),
    message: say(MESSAGES[status], "ko"),
  });
  const policy = await activePolicy(tx, input.action);
  if (!policy) return result("skipped");
  const claimed = await tx
    .insert(missionActions)
    .values({ userNo: input.userNo, action: input.action, refId: input.ref, day, points: policy.points })
    .onConflictDoNothing()
    .returning({ actionId: missionActions.actionId });
  if (claimed.length === 0) return result("duplicate");
  const slot = await tx
    .insert(missionDailyCounts)
    .values({ userNo: input.userNo, action: input.action, day, used: 1 })
    .onConflictDoUpdate({
      target: [missionDailyCounts.userNo, missionDailyCounts.action, missionDailyCounts.day],
      set: { used: sql`${missionDailyCounts.used} + 1` },
      setWhere: sql`${missionDailyCounts.used} < ${policy.dailyLimit}`,
    })
    .returning({ used: missionDailyCounts.used });
  if (slot.length === 0) {
    await tx.delete(missionActions).where(eq(missionActions.actionId, claimed[0]!.actionId));
    return result("limit");
  }
  const credit = await creditPoints(tx, {
    userNo: input.userNo,
    amount: policy.points,
    reason: missionReason(input.action),
    refType: input.action,
    refId: input.ref,
    idempotencyKey: missionIdempotencyKey(input.action, input.userNo, input.ref, day),
  });
  return credit.credited ? result("credited", policy.points, credit.balance) : result("duplicate", 0, credit.balance);
}

/** Daily attendance: once per Asia/Seoul day. */
export async function attend(ctx: AppContext, viewer: Viewer, at: Date = new Date()): Promise<MissionResult> {
  const outcome = await withTransaction(ctx.db, (tx) =>
    recordMissionAction(tx, { userNo: viewer.userNo, action: "attendance", ref: seoulDayKey(at), at }),
  );
  if (outcome.status === "credited") return { ...outcome, message: say(MISSION_MSG.attended, "ko") };
  if (outcome.status === "duplicate" || outcome.status === "limit")
    return { ...outcome, status: "duplicate", message: say(MISSION_MSG.alreadyAttended, "ko") };
  return outcome;
}

/** A view of at least 10 seconds of someone else's live, published post, recorded by viewCntUp today. */
export async function claimViewMission(ctx: AppContext, viewer: Viewer, boardNo: number, at: Date = new Date()): Promise<MissionResult> {
  const board = await getBoardForWriting(ctx.db, boardNo);
  if (!board || board.publishing) throw errors.notFound(MISSION_MSG.boardNotFound, "BOARD_NOT_FOUND");
  if (board.userNo === viewer.userNo) throw errors.unprocessable(MISSION_MSG.ownBoard, "OWN_BOARD");
  const day = seoulDayKey(at);
  const started = await memberViewStartedAt(ctx.db, boardNo, viewer.userNo, day);
  if (!started || at.getTime() - started.getTime() < VIEW_MISSION_SECONDS * 1000 - 500) {
    throw errors.unprocessable(MISSION_MSG.viewTooShort, "VIEW_TOO_SHORT");
  }
  return withTransaction(ctx.db, (tx) => recordMissionAction(tx, { userNo: viewer.userNo, action: "view", ref: `board:${boardNo}`, at }));
}

/** Today's status per action, the progress rule and the policies (docs/product/rewards.md daily status per action). */
export async function getMissionStatus(db: Executor, userNo: number, at: Date = new Date()): Promise<MissionStatus> {
  const day = seoulDayKey(at);
  const [policies, counts] = await Promise.all([
    getActivePolicies(db),
    db
      .select({ action: missionDailyCounts.action, used: missionDailyCounts.used })
      .from(missionDailyCounts)
      .where(and(eq(missionDailyCounts.userNo, userNo), eq(missionDailyCounts.day, day))),
  ]);
  const used = new Map(counts.map((c) => [c.action, c.used]));
  const daily = policies.map((p) => {
    const u = used.get(p.action) ?? 0;
    return {
      action: p.action,
      label: p.label,
      points: p.points,
      dailyLimit: p.limit,
      used: Math.min(u, p.limit),
      limit: remainingToday(p.limit, u),
    };
  });
  return {
    day,
    resetsAt: nextSeoulMidnight(at).toISOString(),
    missionPolicy: policies,
    daily,
    missionProgress: missionProgress(daily),
    attendedToday: (used.get("attendance") ?? 0) > 0,
  };
}

/** The actions that still pay today. */
export async function getAvailableMissions(db: Executor, userNo: number, at: Date = new Date()): Promise<MissionStatus["daily"]> {
  return (await getMissionStatus(db, userNo, at)).daily.filter((d) => d.limit > 0);
}

/** The attendance calendar of a Seoul month. */
export async function getAttendanceMonth(
  db: Executor,
  userNo: number,
  month: string | undefined,
  at: Date = new Date(),
): Promise<AttendanceMonth> {
  const today = seoulDayKey(at);
  const m = month ?? seoulMonthKey(at);
  const [rows, policy] = await Promise.all([
    db
      .select({ day: missionActions.day })
      .from(missionActions)
      .where(and(eq(missionActions.userNo, userNo), eq(missionActions.action, "attendance"), like(missionActions.day, `${m}-%`)))
      .orderBy(asc(missionActions.day)),
    activePolicy(db, "attendance"),
  ]);
  const attendedDays = rows.map((r) => r.day);
  const attendedToday = m === today.slice(0, 7) ? attendedDays.includes(today) : await hasAttended(db, userNo, today);
  return { month: m, today, attendedDays, attendedToday, weeks: attendanceCalendar(m, attendedDays, today), points: policy?.points ?? 0 };
}

async function hasAttended(db: Executor, userNo: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missionActions.actionId })
    .from(missionActions)
    .where(and(eq(missionActions.userNo, userNo), eq(missionActions.action, "attendance"), eq(missionActions.day, day)))
    .limit(1);
  return Boolean(row);
}

export const promotionReason = (code: string): string =>
  code === AI_BRIEFING_PROMOTION.code ? "ai_briefing_promotion" : `promotion_${code}`;

/**
 * A promotion pays its points once per member while its window is open. Call it inside the
 * transaction of the action the promotion rewards (e.g. the AI briefing job publishing the post).
 */
export async function claimPromotion(tx: Executor, input: { userNo: number; code: string; at?: Date }): Promise<PromotionResult> {
  const at = input.at ?? new Date();
  const [promotion] = await tx.select().from(pointPromotions).where(eq(pointPromotions.code, input.code)).limit(1);
  if (!promotion) return { code: input.code, credited: false, points: 0, reason: "unknown" };
  if (!isWithinWindow(at, promotion.startsAt, promotion.endsAt)) return { code: input.code, credited: false, points: 0, reason: "closed" };
  const credit = await creditPoints(tx, {
    userNo: input.userNo,
    amount: promotion.points,
    reason: promotionReason(promotion.code),
    refType: "promotion",
    refId: promotion.code,
    idempotencyKey: `promotion:${promotion.code}:${input.userNo}`,
  });
  return credit.credited
    ? { code: input.code, credited: true, points: promotion.points, reason: "credited" }
    : { code: input.code, credited: false, points: 0, reason: "duplicate" };
}

/** Open promotions at an instant (for the reward guide and history labels). */
export async function listPromotions(
  db: Executor,
  at: Date = new Date(),
): Promise<{ code: string; title: string; points: number; startsAt: string; endsAt: string; open: boolean }[]> {
  const rows = await db.select().from(pointPromotions).orderBy(asc(pointPromotions.startsAt));
  return rows.map((r) => ({
    code: r.code,
    title: r.title,
    points: r.points,
    startsAt: new Date(r.startsAt).toISOString(),
    endsAt: new Date(r.endsAt).toISOString(),
    open: isWithinWindow(at, r.startsAt, r.endsAt),
  }));
}

/**
 * POST /api/mission: the actions a member's browser reports. Attendance, views and likes are
 * checked here; the others are paid where they happen (publish, comment, share, vote) and
 * are refused here.
 */
export async function claimMissionFromClient(
  ctx: AppContext,
  viewer: Viewer,
  action: MissionAction,
  boardNo: number | undefined,
  at: Date = new Date(),
): Promise<MissionResult> {
  if (action === "attendance") return attend(ctx, viewer, at);
  if (action === "view") {
    if (!boardNo) throw errors.badRequest(both(MISSION_MSG.boardNoRequired, { field: "boardNo" }), "BOARD_NO_REQUIRED");
    return claimViewMission(ctx, viewer, boardNo, at);
  }
  if (action === "like") {
    if (!boardNo) throw errors.badRequest(both(MISSION_MSG.boardNoRequired, { field: "board_id" }), "BOARD_NO_REQUIRED");
    return claimLikeMission(ctx, viewer, boardNo, at);
  }
  throw errors.unprocessable(MISSION_MSG.serverCredited, "MISSION_SERVER_CREDITED");
}

/**
 * docs/product {action:'like', board_id}: pays when the member really likes someone else's post. Liking
 * already pays in the like's own transaction; this claim uses the same key, so it never pays twice.
 */
export async function claimLikeMission(ctx: AppContext, viewer: Viewer, boardNo: number, at: Date = new Date()): Promise<MissionResult> {
  const board = await getBoardForWriting(ctx.db, boardNo);
  if (!board) throw errors.notFound(MISSION_MSG.boardNotFound, "BOARD_NOT_FOUND");
  if (board.userNo === viewer.userNo) throw errors.unprocessable(MISSION_MSG.ownBoard, "OWN_BOARD");
  if (!(await likedBy(ctx.db, viewer.userNo, boardNo))) throw errors.unprocessable(MISSION_MSG.notLiked, "NOT_LIKED");
  return withTransaction(ctx.db, (tx) => recordMissionAction(tx, { userNo: viewer.userNo, action: "like", ref: `board:${boardNo}`, at }));
}
