// Season settlement (docs/product/rewards.md §10, §13–§14; docs/decisions/0112, 0179, 0180).
//
// Before the votes are counted, every member's trust is computed afresh (the trust job) and
// the voters' trust is kept with the season, so the settlement and any re-run weigh the votes
// the same way. Then, in one transaction: the published formula over the trust-weighted votes,
// the reward review (core/reward-review.ts) over the same votes, one ledger entry per member
// and role, a hold on the entries of every member a review case names, the balances, and one
// notification per rewarded member. Re-running writes nothing new and gives the same sums.
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { CURATION_MSG, formatTokens, settleSeason as computeSettlement, type SeasonVote } from "../../../core/curation";
import { seoulDayKey } from "../../../core/format";
import { say } from "../../../core/i18n";
import { NOTIFICATION_CONTENTS, NOTIFICATION_TITLES } from "../../../core/notifications";
import { findReviewCases, flaggedMembers, type MemberSignal, type ReviewCase, type SignalKind } from "../../../core/reward-review";
import type { Database, Executor, Tx } from "../../db/client";
import { rows } from "../../db/rows";
import {
  curationSeasons,
  memberSignals,
  memberTrust,
  rewardHolds,
  rewardReviews,
  seasonTrust,
  tokenRewardBalances,
  tokenRewardLedger,
  users,
} from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { errors } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { NotificationEvent } from "../notifications/types";
import { computeTrust } from "../trust/service";
import { seasonRow, seasonVotes, seasonWeights } from "./service";

export interface SettlementSummary {
  seasonId: number;
  settled: boolean;
  /** Ledger entries written by this run (0 on a re-run). */
  entriesWritten: number;
  writers: number;
  curators: number;
  writerTotal: string;
  curatorTotal: string;
  /** Review cases the settlement found, and the members whose rewards it held. */
  reviewCases: number;
  heldMembers: number;
}

/** Sends the settlement's notifications inside its transaction (notifyMany in the app). */
export type Notifier = (tx: Tx, events: NotificationEvent[]) => Promise<void>;

const CHUNK = 1000;
const SILENT = { info: () => undefined };

async function hasSnapshot(db: Executor, seasonId: number): Promise<boolean> {
  const [row] = await db.select({ userNo: seasonTrust.userNo }).from(seasonTrust).where(eq(seasonTrust.seasonId, seasonId)).limit(1);
  return Boolean(row);
}

/** The signals and sign-up times the review reads, for the members of these votes. */
async function reviewContext(tx: Executor, members: number[]): Promise<{ signals: MemberSignal[]; joinedAt: Map<number, number> }> {
  if (!members.length) return { signals: [], joinedAt: new Map() };
  const [signalRows, joined] = await Promise.all([
    tx
      .select({ userNo: memberSignals.userNo, kind: memberSignals.kind, value: memberSignals.value })
      .from(memberSignals)
      .where(and(inArray(memberSignals.userNo, members), inArray(memberSignals.kind, ["device", "signup_net", "mail_pattern"]))),
    tx.select({ userNo: users.userNo, createdAt: users.createdAt }).from(users).where(inArray(users.userNo, members)),
  ]);
  return {
    signals: signalRows.map((s) => ({ userNo: s.userNo, kind: s.kind as SignalKind, value: s.value })),
    joinedAt: new Map(joined.map((u) => [u.userNo, new Date(u.createdAt).getTime()])),
  };
}

function formatSeoulDate(date: Date): string {
  const [y, m, d] = seoulDayKey(date).split("-");
  return `${y}.${m}.${d}`;
}

/**
 * Settles a season that has ended (see the top of this file). Before its end it answers the
 * estimate and writes nothing.
 */
export async function settleSeason(
  db: Database,
  notifyFn: Notifier,
  seasonId: number,
  now: Date = new Date(),
  logger: Pick<Logger, "info"> = SILENT,
): Promise<SettlementSummary> {
  const season = await seasonRow(db, seasonId);
  if (!season) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
  const sum = (m: Map<number, bigint>) => [...m.values()].reduce((a, b) => a + b, 0n);
  if (now < season.endsAt) {
    const votes = await seasonVotes(db, seasonId);
    const weights = await seasonWeights(db, seasonId, [...new Set(votes.map((v) => v.voterUserNo))], false);
    const estimate = computeSettlement(votes, season.writerPool, season.curatorPool, undefined, weights);
    return {
      seasonId,
      settled: false,
      entriesWritten: 0,
      writers: estimate.writers.size,
      curators: estimate.curators.size,
      writerTotal: sum(estimate.writers).toString(),
      curatorTotal: sum(estimate.curators).toString(),
      reviewCases: 0,
      heldMembers: 0,
    };
  }
  // The trust the votes are weighed with: computed now, unless an earlier run kept it.
  if (!season.settledAt && !(await hasSnapshot(db, seasonId))) await computeTrust(db, logger, "settlement", now);

  return withTransaction(db, async (tx) => {
    // One settlement of a season at a time: a second run waits here and finds the first's work.
    await tx.select({ id: curationSeasons.seasonId }).from(curationSeasons).where(eq(curationSeasons.seasonId, seasonId)).for("update");
    const votes = await seasonVotes(tx, seasonId);
    const voters = [...new Set(votes.map((v) => v.voterUserNo))];
    if (!(await hasSnapshot(tx, seasonId)) && voters.length) {
      await tx.execute(sql`
        insert into season_trust (season_id, user_no, trust_micro)
        select ${seasonId}, v.user_no, coalesce(t.trust_micro, 0)
        from (select distinct user_no from curation_votes where season_id = ${seasonId}) v
        left join member_trust t on t.user_no = v.user_no
        on conflict do nothing`);
    }
    const weights = await seasonWeights(tx, seasonId, voters, true);
    const result = computeSettlement(votes, season.writerPool, season.curatorPool, undefined, weights);
    const entries = [
      ...[...result.writers.entries()].map(([userNo, amount]) => ({ userNo, amount, reason: "curation_writer" as const })),
      ...[...result.curators.entries()].map(([userNo, amount]) => ({ userNo, amount, reason: "curation_curator" as const })),
    ].filter((e) => e.amount > 0n);

    // The review, over the same votes and trust.
    const members = [...new Set(votes.flatMap((v) => [v.voterUserNo, v.authorUserNo]))];
    const context = await reviewContext(tx, members);
    const trust = new Map([...weights].map(([userNo, micro]) => [userNo, micro / 1_000_000]));
    const rewarded = new Set(entries.map((e) => e.userNo));
    const cases = findReviewCases({
      votes,
      trust: await withAuthorsTrust(tx, trust, votes),
      rewarded,
      signals: context.signals,
      joinedAt: context.joinedAt,
    });
    const caseOf = await storeCases(tx, seasonId, cases, now);
    const flagged = flaggedMembers(cases);

    const paid = new Map<number, bigint>();
    const held = new Map<number, bigint>();
    let count = 0;
    for (let i = 0; i < entries.length; i += CHUNK) {
      const chunk = entries.slice(i, i + CHUNK);
      const inserted = await tx
        .insert(tokenRewardLedger)
        .values(
          chunk.map((e) => ({
            userNo: e.userNo,
            seasonId,
            amount: e.amount,
            reason: e.reason,
            refType: "season",
            refId: String(seasonId),
            idempotencyKey: `${e.reason}:${seasonId}:${e.userNo}`,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: tokenRewardLedger.idempotencyKey })
        .returning({ entryId: tokenRewardLedger.entryId, userNo: tokenRewardLedger.userNo, amount: tokenRewardLedger.amount });
      count += inserted.length;
      const holds = inserted.filter((r) => flagged.has(r.userNo));
      if (holds.length) {
        await tx
          .insert(rewardHolds)
          .values(
            holds.map((r) => ({
              entryId: r.entryId,
              caseId: caseOf.get(r.userNo)!,
              userNo: r.userNo,
              seasonId,
              amount: r.amount,
              createdAt: now,
            })),
          )
          .onConflictDoNothing({ target: rewardHolds.entryId });
      }
      for (const r of inserted) {
        paid.set(r.userNo, (paid.get(r.userNo) ?? 0n) + r.amount);
        if (flagged.has(r.userNo)) held.set(r.userNo, (held.get(r.userNo) ?? 0n) + r.amount);
      }
    }
    const paidList = [...paid.entries()].sort((a, b) => a[0] - b[0]);
    for (let i = 0; i < paidList.length; i += CHUNK) {
      const chunk = paidList.slice(i, i + CHUNK);
      await tx
        .insert(tokenRewardBalances)
        .values(chunk.map(([userNo, amount]) => ({ userNo, balance: amount, updatedAt: now })))
        .onConflictDoUpdate({
          target: tokenRewardBalances.userNo,
          set: { balance: sql`${tokenRewardBalances.balance} + excluded.balance`, updatedAt: now },
        });
    }
    const deadline = formatSeoulDate(season.walletDeadline);
    await notifyFn(
      tx,
      paidList.map(([userNo, amount]) => {
        const isHeld = held.has(userNo);
        const params = { season: season.title, amount: formatTokens(amount), deadline };
        return {
          type: "REWARD" as const,
          recipientUserNo: userNo,
          actorUserNo: null,
          eventKey: `curation_reward:${seasonId}`,
          title: say(isHeld ? NOTIFICATION_TITLES.rewardHeld : NOTIFICATION_TITLES.seasonSettled, "ko", params),
          content: say(isHeld ? NOTIFICATION_CONTENTS.rewardHeld : NOTIFICATION_CONTENTS.seasonSettled, "ko", params),
          url: "/curation-reward",
          at: now.toISOString(),
        };
      }),
    );
    await tx
      .update(curationSeasons)
      .set({ settledAt: now })
      .where(and(eq(curationSeasons.seasonId, seasonId), isNull(curationSeasons.settledAt)));
    if (cases.length) logger.info({ seasonId, cases: cases.length, held: held.size }, "reward review cases found");
    return {
      seasonId,
      settled: true,
      entriesWritten: count,
      writers: result.writers.size,
      curators: result.curators.size,
      writerTotal: sum(result.writers).toString(),
      curatorTotal: sum(result.curators).toString(),
      reviewCases: cases.length,
      heldMembers: [...flagged].filter((u) => rewarded.has(u)).length,
    };
  });
}

/** The review reads the trust of authors too (they may not have voted): from the latest run. */
async function withAuthorsTrust(tx: Executor, voters: Map<number, number>, votes: SeasonVote[]): Promise<Map<number, number>> {
  const authors = [...new Set(votes.map((v) => v.authorUserNo))].filter((u) => !voters.has(u));
  const out = new Map(voters);
  if (!authors.length) return out;
  const list = await tx
    .select({ userNo: memberTrust.userNo, micro: memberTrust.trustMicro })
    .from(memberTrust)
    .where(inArray(memberTrust.userNo, authors));
  for (const r of list) out.set(r.userNo, r.micro / 1_000_000);
  return out;
}

/** Stores the cases (once per fingerprint) and answers, per member, the first case naming them. */
async function storeCases(tx: Executor, seasonId: number, cases: ReviewCase[], now: Date): Promise<Map<number, number>> {
  const caseOf = new Map<number, number>();
  for (const c of cases) {
    await tx
      .insert(rewardReviews)
      .values({ seasonId, kind: c.kind, fingerprint: c.fingerprint, members: c.members, evidence: c.evidence, createdAt: now })
      .onConflictDoNothing({ target: [rewardReviews.seasonId, rewardReviews.fingerprint] });
  }
  if (!cases.length) return caseOf;
  const stored = rows<{ case_id: number; members: number[] }>(
    await tx.execute(sql`select case_id, members from reward_reviews where season_id = ${seasonId} order by case_id`),
  );
  for (const c of stored) for (const m of c.members) if (!caseOf.has(Number(m))) caseOf.set(Number(m), Number(c.case_id));
  return caseOf;
}

/** Seasons that ended and are not settled yet. */
export async function dueSeasons(db: Executor, now: Date = new Date()): Promise<number[]> {
  const list = await db
    .select({ id: curationSeasons.seasonId })
    .from(curationSeasons)
    .where(and(lte(curationSeasons.endsAt, now), isNull(curationSeasons.settledAt)))
    .orderBy(asc(curationSeasons.seasonId));
  return list.map((s) => s.id);
}
