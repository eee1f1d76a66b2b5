// The reward review (docs/product/rewards.md §14, docs/decisions/0180): the cases a
// settlement found, the rewards it held, members' appeals and operators' decisions.
//
// A held reward is in the ledger like any other, but no token leaves for it: a claim is
// refused (409) until an operator releases it. Voiding writes the opposite ledger entry
// (curation_void, keyed by the held entry) in the same transaction as the decision, so the
// balance still equals the ledger and audit-ledgers can match every void to its hold.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { formatTokens } from "../../../core/curation";
import { say, texts } from "../../../core/i18n";
import { NOTIFICATION_CONTENTS, NOTIFICATION_TITLES } from "../../../core/notifications";
import type { ReviewEvidence, ReviewKind } from "../../../core/reward-review";
import { LEFT_MEMBER_NAME } from "../../../core/profile";
import type { Database, Executor } from "../../db/client";
import {
  curationSeasons,
  memberTrust,
  rewardAppeals,
  rewardHolds,
  rewardReviews,
  tokenRewardBalances,
  tokenRewardLedger,
  users,
} from "../../db/schema";
import { rows } from "../../db/rows";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { Notifier } from "./settlement";
import type { HoldState, RewardReview } from "../reward-review/store";

export const REVIEW_MSG = texts({
  caseNotFound: { ko: "검토 건을 찾을 수 없습니다.", en: "The review case could not be found." },
  nothingHeld: { ko: "이 검토 건에 보류된 보상이 없습니다.", en: "No reward of this case is held." },
  notHeld: { ko: "검토 중인 보상이 아닙니다.", en: "This reward is not under review." },
  alreadyAppealed: {
    ko: "이미 이의를 신청했습니다. 검토 결과를 알려 드릴게요.",
    en: "You have already appealed. We will tell you the outcome.",
  },
  appealLength: { ko: "이의 내용은 10자 이상 1,000자 이하로 적어 주세요.", en: "Write your appeal in 10 to 1,000 characters." },
});

export type { HoldState, RewardReview } from "../reward-review/store";

// ---------------------------------------------------------------- members' appeals

/** A member appeals against a held reward: one message per member and case, for the operators. */
export async function appealReward(db: Executor, userNo: number, entryId: number, message: string): Promise<RewardReview> {
  const text = message.trim();
  if (Array.from(text).length < 10 || Array.from(text).length > 1000) throw errors.badRequest(REVIEW_MSG.appealLength, "APPEAL_LENGTH");
  const [hold] = await db
    .select({ caseId: rewardHolds.caseId, state: rewardHolds.state })
    .from(rewardHolds)
    .where(and(eq(rewardHolds.entryId, entryId), eq(rewardHolds.userNo, userNo)))
    .limit(1);
  if (!hold || hold.state !== "held") throw errors.conflict(REVIEW_MSG.notHeld, "REWARD_NOT_HELD");
  const inserted = await db
    .insert(rewardAppeals)
    .values({ caseId: hold.caseId, userNo, message: text })
    .onConflictDoNothing({ target: [rewardAppeals.caseId, rewardAppeals.userNo] })
    .returning({ appealId: rewardAppeals.appealId });
  if (!inserted.length) throw errors.conflict(REVIEW_MSG.alreadyAppealed, "ALREADY_APPEALED");
  return { state: "held", caseId: hold.caseId, appealed: true, decidedAt: null };
}

// ---------------------------------------------------------------- the operators' list

export interface ReviewMember {
  userNo: number;
  userId: string;
  userName: string;
  /** Trust now (the latest run), 0–1. */
  trust: number;
  seed: string | null;
  /** Micro-units, per state. */
  held: string;
  released: string;
  voided: string;
  heldText: string;
  appeal: { message: string; at: string } | null;
}

export interface ReviewCaseView {
  caseId: number;
  seasonId: number;
  seasonTitle: string;
  kind: ReviewKind;
  state: "open" | "closed";
  createdAt: string;
  closedAt: string | null;
  members: ReviewMember[];
  evidence: ReviewEvidence;
  /** Names of the members and of the posts the evidence shows. */
  names: Record<string, string>;
  posts: Record<string, string>;
  appeals: number;
}

export async function listReviewCases(
  db: Executor,
  options: { state?: "open" | "closed" | "all"; seasonId?: number | undefined; limit?: number },
): Promise<ReviewCaseView[]> {
  const conditions = [];
  if (options.state && options.state !== "all") conditions.push(eq(rewardReviews.state, options.state));
  if (options.seasonId) conditions.push(eq(rewardReviews.seasonId, options.seasonId));
  const cases = await db
    .select({ review: rewardReviews, seasonTitle: curationSeasons.title })
    .from(rewardReviews)
    .innerJoin(curationSeasons, eq(curationSeasons.seasonId, rewardReviews.seasonId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(rewardReviews.caseId))
    .limit(options.limit ?? 50);
  if (!cases.length) return [];
  const caseIds = cases.map((c) => c.review.caseId);
  const memberNos = new Set<number>();
  const boardNos = new Set<number>();
  for (const c of cases) {
    const ev = c.review.evidence as ReviewEvidence;
    for (const m of c.review.members) memberNos.add(m);
    for (const e of ev.edges) for (const who of [e.from, e.to]) memberNos.add(who);
    for (const v of ev.votes) {
      memberNos.add(v.voter);
      memberNos.add(v.author);
      boardNos.add(v.boardNo);
    }
  }
  const [people, holds, appeals, posts] = await Promise.all([
    db
      .select({
        userNo: users.userNo,
        userId: users.userId,
        userName: users.userName,
        deleteYn: users.deleteYn,
        trust: memberTrust.trustMicro,
        seed: memberTrust.seed,
      })
      .from(users)
      .leftJoin(memberTrust, eq(memberTrust.userNo, users.userNo))
      .where(inArray(users.userNo, [...memberNos])),
    db
      .select({ caseId: rewardHolds.caseId, userNo: rewardHolds.userNo, state: rewardHolds.state, amount: rewardHolds.amount })
      .from(rewardHolds)
      .where(inArray(rewardHolds.caseId, caseIds)),
    db.select().from(rewardAppeals).where(inArray(rewardAppeals.caseId, caseIds)),
    boardNos.size ? db.execute(sql`select board_no, subject from boards where board_no in ${[...boardNos]}`) : Promise.resolve([]),
  ]);
  const byNo = new Map(people.map((p) => [p.userNo, p]));
  const names: Record<string, string> = {};
  for (const p of people) names[String(p.userNo)] = p.deleteYn === "Y" ? LEFT_MEMBER_NAME : p.userName;
  const postNames: Record<string, string> = {};
  for (const r of rows<{ board_no: number; subject: string }>(posts)) postNames[String(r.board_no)] = r.subject;
  return cases.map(({ review, seasonTitle }) => {
    const members = review.members.map((userNo): ReviewMember => {
      const p = byNo.get(userNo);
      const mine = holds.filter((h) => h.caseId === review.caseId && h.userNo === userNo);
      const total = (state: HoldState) => mine.filter((h) => h.state === state).reduce((a, h) => a + h.amount, 0n);
      const appeal = appeals.find((a) => a.caseId === review.caseId && a.userNo === userNo);
      return {
        userNo,
        userId: p && p.deleteYn !== "Y" ? p.userId : "",
        userName: names[String(userNo)] ?? LEFT_MEMBER_NAME,
        trust: (p?.trust ?? 0) / 1_000_000,
        seed: p?.seed ?? null,
        held: total("held").toString(),
        released: total("released").toString(),
        voided: total("voided").toString(),
        heldText: formatTokens(total("held")),
        appeal: appeal ? { message: appeal.message, at: appeal.createdAt.toISOString() } : null,
      };
    });
    return {
      caseId: review.caseId,
      seasonId: review.seasonId,
      seasonTitle,
      kind: review.kind as ReviewKind,
      state: review.state as "open" | "closed",
      createdAt: review.createdAt.toISOString(),
      closedAt: review.closedAt ? review.closedAt.toISOString() : null,
      members,
      evidence: review.evidence as ReviewEvidence,
      names,
      posts: postNames,
      appeals: members.filter((m) => m.appeal).length,
    };
  });
}

/** What the console's card counts: open cases and appeals waiting in them. */
export async function reviewCounts(db: Executor): Promise<{ openReviews: number; openAppeals: number }> {
  const [row] = rows<{ cases: number; appeals: number }>(
    await db.execute(sql`
      select (select count(*) from reward_reviews where state = 'open')::int as cases,
        (select count(*) from reward_appeals where answered_at is null)::int as appeals`),
  );
  return { openReviews: Number(row?.cases ?? 0), openAppeals: Number(row?.appeals ?? 0) };
}

// ---------------------------------------------------------------- decisions

export interface ReviewDecision {
  caseId: number;
  action: "release" | "void";
  released: number;
  voided: number;
  /** Micro-units voided by this decision. */
  voidedAmount: string;
  state: "open" | "closed";
}

/**
 * Releases or voids the held rewards of a case (of the members named, or all of them).
 * Releasing lets the rewards be claimed; voiding writes their opposite ledger entries. Each
 * member decided for is told, their appeal answered; the case closes when nothing of it is
 * held any more. The decision is one transaction; deciding the same rewards again finds
 * nothing held and changes nothing.
 */
export async function decideReview(
  db: Database,
  notifyFn: Notifier,
  input: { caseId: number; action: "release" | "void"; userNos?: number[] | undefined; note?: string | undefined },
  by: number | null,
  now: Date = new Date(),
): Promise<ReviewDecision> {
  return withTransaction(db, async (tx) => {
    const [review] = await tx.select().from(rewardReviews).where(eq(rewardReviews.caseId, input.caseId)).for("update");
    if (!review) throw errors.notFound(REVIEW_MSG.caseNotFound, "REVIEW_NOT_FOUND");
    const conditions = [eq(rewardHolds.caseId, input.caseId), eq(rewardHolds.state, "held")];
    if (input.userNos?.length) conditions.push(inArray(rewardHolds.userNo, input.userNos));
    const held = await tx
      .update(rewardHolds)
      .set({ state: input.action === "release" ? "released" : "voided", decidedBy: by, decidedAt: now, note: input.note ?? "" })
      .where(and(...conditions))
      .returning({ entryId: rewardHolds.entryId, userNo: rewardHolds.userNo, amount: rewardHolds.amount });
    if (!held.length) throw errors.conflict(REVIEW_MSG.nothingHeld, "NOTHING_HELD");
    let voidedAmount = 0n;
    if (input.action === "void") {
      const voids = await tx
        .insert(tokenRewardLedger)
        .values(
          held.map((h) => ({
            userNo: h.userNo,
            seasonId: review.seasonId,
            amount: -h.amount,
            reason: "curation_void",
            refType: "reward",
            refId: String(h.entryId),
            idempotencyKey: `curation_void:${h.entryId}`,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: tokenRewardLedger.idempotencyKey })
        .returning({ userNo: tokenRewardLedger.userNo, amount: tokenRewardLedger.amount });
      const perMember = new Map<number, bigint>();
      for (const v of voids) perMember.set(v.userNo, (perMember.get(v.userNo) ?? 0n) + v.amount);
      for (const [userNo, amount] of perMember) {
        voidedAmount -= amount;
        await tx
          .update(tokenRewardBalances)
          .set({ balance: sql`${tokenRewardBalances.balance} + ${amount}`, updatedAt: now })
          .where(eq(tokenRewardBalances.userNo, userNo));
      }
    }
    const decided = [...new Set(held.map((h) => h.userNo))].sort((a, b) => a - b);
    await tx
      .update(rewardAppeals)
      .set({ answeredAt: now })
      .where(and(eq(rewardAppeals.caseId, input.caseId), inArray(rewardAppeals.userNo, decided)));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(rewardHolds)
      .where(and(eq(rewardHolds.caseId, input.caseId), eq(rewardHolds.state, "held")));
    const state = Number(left?.n ?? 0) === 0 ? "closed" : "open";
    await tx
      .update(rewardReviews)
      .set({ state, closedAt: state === "closed" ? now : null })
      .where(eq(rewardReviews.caseId, input.caseId));
    const [season] = await tx
      .select({ title: curationSeasons.title })
      .from(curationSeasons)
      .where(eq(curationSeasons.seasonId, review.seasonId));
    const params = { season: season?.title ?? "", note: input.note?.trim() ?? "" };
    await notifyFn(
      tx,
      decided.map((userNo) => ({
        type: "REWARD" as const,
        recipientUserNo: userNo,
        actorUserNo: null,
        eventKey: `reward_review:${input.caseId}:${input.action}:${now.getTime()}`,
        title: say(input.action === "release" ? NOTIFICATION_TITLES.rewardReleased : NOTIFICATION_TITLES.rewardVoided, "ko", params),
        content: input.action === "void" && params.note ? say(NOTIFICATION_CONTENTS.rewardVoided, "ko", params) : "",
        url: "/curation-reward",
        at: now.toISOString(),
      })),
    );
    return {
      caseId: input.caseId,
      action: input.action,
      released: input.action === "release" ? held.length : 0,
      voided: input.action === "void" ? held.length : 0,
      voidedAmount: voidedAmount.toString(),
      state,
    };
  });
}
