// Curation rankings (docs/decisions/0112): writers and curators by trust-weighted votes, kept
// per season version.
import { and, eq, inArray, sql } from "drizzle-orm";
import { formatTokens, settleSeason as computeSettlement, type RankingTab, type SeasonVote } from "../../../core/curation";
import { LEFT_MEMBER_NAME } from "../../../core/profile";
import type { Executor } from "../../db/client";
import { curationVotes, memberTrust, seasonTrust, tokenRewardLedger, users } from "../../db/schema";
import { avatarSql, pfpTokenRaritySql } from "../wallet/nft/pfp-ring";
import type { MyRank, RankingItem } from "./types";
import { currentSeasonRow, seasonRow, statusOf, type SeasonRow } from "./seasons";

export async function seasonVotes(db: Executor, seasonId: number): Promise<SeasonVote[]> {
  const list = await db
    .select({
      voteId: curationVotes.voteId,
      voterUserNo: curationVotes.userNo,
      boardNo: curationVotes.boardNo,
      authorUserNo: curationVotes.authorUserNo,
      at: curationVotes.createdAt,
    })
    .from(curationVotes)
    .where(eq(curationVotes.seasonId, seasonId));
  return list.map((v) => ({
    voteId: Number(v.voteId),
    voterUserNo: v.voterUserNo,
    boardNo: Number(v.boardNo),
    authorUserNo: v.authorUserNo,
    at: new Date(v.at).getTime(),
  }));
}

/** The trust each voter's votes weigh in a season (millionths): kept at its settlement, else the latest run. */
export async function seasonWeights(db: Executor, seasonId: number, voters: number[], settled: boolean): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!voters.length) return out;
  const list = settled
    ? await db
        .select({ userNo: seasonTrust.userNo, micro: seasonTrust.trustMicro })
        .from(seasonTrust)
        .where(eq(seasonTrust.seasonId, seasonId))
    : await db
        .select({ userNo: memberTrust.userNo, micro: memberTrust.trustMicro })
        .from(memberTrust)
        .where(inArray(memberTrust.userNo, voters));
  for (const r of list) out.set(r.userNo, r.micro);
  return out;
}

interface Standing {
  userNo: number;
  votes: number;
  reward: bigint;
}

/**
 * Standings of a season, cached per database and season. The cache key is the season's vote
 * count, highest vote id and settlement time, read with one index-only query, so a new vote
 * (from any process) or the settlement is seen at once and nothing stale is ever served;
 * what is saved is loading every vote of the season and the formula on each ranking view.
 */
const standingsCache = new WeakMap<object, Map<string, { version: string; writer: Standing[]; curator: Standing[] }>>();
const STANDINGS_CACHE_SEASONS = 8;

async function standingsVersion(db: Executor, season: SeasonRow): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${curationVotes.voteId})::text`,
      // Estimates weigh votes with the latest trust run: a new run is a new version.
      run: sql<string | null>`(select max(run_id) from trust_runs)::text`,
    })
    .from(curationVotes)
    .where(eq(curationVotes.seasonId, season.seasonId));
  return `${row?.n ?? 0}:${row?.last ?? ""}:${row?.run ?? ""}:${season.settledAt ? new Date(season.settledAt).getTime() : ""}`;
}

async function standings(db: Executor, season: SeasonRow, tab: RankingTab): Promise<Standing[]> {
  const version = await standingsVersion(db, season);
  let perDb = standingsCache.get(db);
  const hit = perDb?.get(String(season.seasonId));
  if (hit && hit.version === version) return [...hit[tab]];
  const computed = { version, ...(await computeStandings(db, season)) };
  if (!perDb) standingsCache.set(db, (perDb = new Map()));
  perDb.delete(String(season.seasonId));
  perDb.set(String(season.seasonId), computed);
  while (perDb.size > STANDINGS_CACHE_SEASONS) perDb.delete(perDb.keys().next().value!);
  return [...computed[tab]];
}

async function computeStandings(db: Executor, season: SeasonRow): Promise<Record<RankingTab, Standing[]>> {
  const votes = await seasonVotes(db, season.seasonId);
  let rewards: Record<RankingTab, Map<number, bigint>>;
  if (season.settledAt) {
    const paid = await db
      .select({ userNo: tokenRewardLedger.userNo, amount: tokenRewardLedger.amount, reason: tokenRewardLedger.reason })
      .from(tokenRewardLedger)
      .where(
        and(eq(tokenRewardLedger.seasonId, season.seasonId), inArray(tokenRewardLedger.reason, ["curation_writer", "curation_curator"])),
      );
    rewards = { writer: new Map(), curator: new Map() };
    for (const p of paid) rewards[p.reason === "curation_writer" ? "writer" : "curator"].set(p.userNo, p.amount);
  } else {
    const weights = await seasonWeights(db, season.seasonId, [...new Set(votes.map((v) => v.voterUserNo))], false);
    const result = computeSettlement(votes, season.writerPool, season.curatorPool, undefined, weights);
    rewards = { writer: result.writers, curator: result.curators };
  }
  const rank = (tab: RankingTab): Standing[] => {
    const counts = new Map<number, number>();
    for (const v of votes) {
      const who = tab === "writer" ? v.authorUserNo : v.voterUserNo;
      counts.set(who, (counts.get(who) ?? 0) + 1);
    }
    return [...counts.entries()]
      .map(([userNo, n]) => ({ userNo, votes: n, reward: rewards[tab].get(userNo) ?? 0n }))
      .sort((a, b) => (a.reward === b.reward ? b.votes - a.votes || a.userNo - b.userNo : a.reward > b.reward ? -1 : 1));
  };
  return { writer: rank("writer"), curator: rank("curator") };
}

async function toRankingItems(db: Executor, list: (Standing & { rank: number })[]): Promise<RankingItem[]> {
  if (!list.length) return [];
  const people = await db
    .select({
      userNo: users.userNo,
      userId: users.userId,
      userName: users.userName,
      profileImg: avatarSql(users.userNo, users.profileImg),
      pfpTokenRarity: pfpTokenRaritySql(users.userNo),
      deleteYn: users.deleteYn,
    })
    .from(users)
    .where(
      inArray(
        users.userNo,
        list.map((s) => s.userNo),
      ),
    );
  const byNo = new Map(people.map((p) => [p.userNo, p]));
  return list.map((s) => {
    const p = byNo.get(s.userNo);
    const left = !p || p.deleteYn === "Y";
    return {
      rank: s.rank,
      userNo: s.userNo,
      userId: left ? "" : p.userId,
      userName: left ? LEFT_MEMBER_NAME : p.userName,
      userProfileImg: left ? null : p.profileImg,
      pfpTokenRarity: left ? null : p.pfpTokenRarity,
      votes: s.votes,
      rewardAmount: s.reward.toString(),
      rewardText: formatTokens(s.reward),
    };
  });
}

export type RankingResult = { code: 0; list: RankingItem[] } | { code: -1 | -2; list: [] };

/**
 * docs/product/rewards.md ranking: code 0 with the list (empty = no data yet), -1 unknown season, -2 the
 * season has not started. resultType "reward" (default) orders by reward, "votes" by votes.
 */
export async function ranking(
  db: Executor,
  seasonId: number,
  options: { tab: RankingTab; resultType: "reward" | "votes"; resultCnt: number },
  now: Date = new Date(),
): Promise<RankingResult> {
  const season = await seasonRow(db, seasonId);
  if (!season) return { code: -1, list: [] };
  if (statusOf(season, now) === "scheduled") return { code: -2, list: [] };
  const list = await standings(db, season, options.tab);
  if (options.resultType === "votes") list.sort((a, b) => b.votes - a.votes || a.userNo - b.userNo);
  const ranked = list.slice(0, options.resultCnt).map((s, i) => ({ ...s, rank: i + 1 }));
  return { code: 0, list: await toRankingItems(db, ranked) };
}

export async function myRank(db: Executor, userNo: number, seasonId: number | null, now: Date = new Date()): Promise<MyRank | null> {
  const season = seasonId ? await seasonRow(db, seasonId) : await currentSeasonRow(db, now);
  if (!season) return null;
  const pick = async (tab: RankingTab) => {
    const list = await standings(db, season, tab);
    const i = list.findIndex((s) => s.userNo === userNo);
    if (i < 0) return null;
    const [item] = await toRankingItems(db, [{ ...list[i]!, rank: i + 1 }]);
    return item ?? null;
  };
  return { seasonId: season.seasonId, writer: await pick("writer"), curator: await pick("curator") };
}
