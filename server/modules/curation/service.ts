// Curation (docs/product/rewards.md; ARCHITECTURE ; docs/decisions/0110–0112): view rewards,
// seasons, votes, the curation board, rankings, settlement and rewards.
import { liveWalletAddress } from "../wallet/store";
import { claimDeadline } from "../../../core/wallet-payout";
import { reviewsOfMember } from "../reward-review/store";
import { isPersonVerified, isWorldIdVerified } from "../personhood/store";
import { trustScaledCap } from "../../../core/trust";
import { memberTrustScore } from "../trust/service";
import { originSignals, recordSignals, type RequestOrigin } from "../trust/signals";
import { both } from "../../../core/i18n";
import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import {
  CURATION_MSG,
  RING_MIN_MUTUAL_VOTES,
  RING_MIN_SHARE,
  TOKEN_MICRO,
  viewTicketsDailyCap,
  formatTokens,
  settleSeason as computeSettlement,
  viewClaimAllowed,
  viewTokenExpired,
  type RankingTab,
  type SeasonVote,
} from "../../../core/curation";
import { seoulDayKey } from "../../../core/format";
import { LEFT_MEMBER_NAME } from "../../../core/profile";
import type { AppContext } from "../../context";
import type { Database, Executor } from "../../db/client";
import { rows } from "../../db/rows";
import {
  curationSeasons,
  curationVotes,
  memberTrust,
  seasonTrust,
  ticketBalances,
  ticketLedger,
  tokenRewardLedger,
  users,
} from "../../db/schema";
import { avatarSql, pfpTokenRaritySql } from "../wallet/nft/pfp-ring";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import type { JobQueue } from "../../jobs/queue";
import { seal, unseal } from "../../lib/sealed";
import { deriveKey } from "../../lib/secrets";
import type { Viewer } from "../auth/types";
import { getBoardCards, getBoardOwner } from "../boards/service";
import { creditTickets, getTicketSummary, viewTicketsOn } from "./tickets";
import type {
  CurationBoardPage,
  MyRank,
  PostCurationState,
  RankingItem,
  RewardSummary,
  SeasonInfo,
  SeasonStatus,
  TicketSummary,
  VoteResult,
  VoteRing,
} from "./types";

type SeasonRow = typeof curationSeasons.$inferSelect;

const VIEW_PURPOSE = "curation-view";
const viewKey = (ctx: AppContext) => deriveKey(ctx.secret, VIEW_PURPOSE);

// ---------------------------------------------------------------- view reward

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

// ---------------------------------------------------------------- seasons

function statusOf(season: SeasonRow, now: Date): SeasonStatus {
  if (season.settledAt) return "settled";
  if (now < season.startsAt) return "scheduled";
  if (now < season.endsAt) return "running";
  return "ended";
}

async function totalVotesOf(db: Executor, seasonId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(curationVotes)
    .where(eq(curationVotes.seasonId, seasonId));
  return Number(row?.n ?? 0);
}

async function toSeasonInfo(db: Executor, season: SeasonRow, now: Date): Promise<SeasonInfo> {
  return {
    seasonId: season.seasonId,
    title: season.title,
    startDate: season.startsAt.toISOString(),
    endDate: season.endsAt.toISOString(),
    walletDeadline: season.walletDeadline.toISOString(),
    writerPool: season.writerPool.toString(),
    curatorPool: season.curatorPool.toString(),
    writerPoolText: formatTokens(season.writerPool),
    curatorPoolText: formatTokens(season.curatorPool),
    status: statusOf(season, now),
    settledAt: season.settledAt ? season.settledAt.toISOString() : null,
    totalVotes: await totalVotesOf(db, season.seasonId),
  };
}

export interface NewSeason {
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** Whole tokens. */
  writerPool: number;
  curatorPool: number;
  walletDeadline: Date;
}

export const SETTLE_JOB = "curation.settle";

/** Inserts a season inside the caller's transaction (the demo seed uses it). Seasons never overlap. */
export async function addSeason(tx: Executor, input: NewSeason, createdBy: number | null = null): Promise<SeasonRow> {
  if (!(input.endsAt > input.startsAt) || input.walletDeadline < input.endsAt)
    throw errors.unprocessable(CURATION_MSG.seasonDates, "SEASON_DATES");
  const [overlap] = await tx
    .select({ id: curationSeasons.seasonId })
    .from(curationSeasons)
    .where(
      and(
        sql`${curationSeasons.startsAt} < ${input.endsAt.toISOString()}`,
        sql`${curationSeasons.endsAt} > ${input.startsAt.toISOString()}`,
      ),
    )
    .limit(1);
  if (overlap) throw errors.conflict(CURATION_MSG.seasonOverlap, "SEASON_OVERLAP");
  const [row] = await tx
    .insert(curationSeasons)
    .values({
      title: input.title,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      writerPool: BigInt(input.writerPool) * BigInt(TOKEN_MICRO),
      curatorPool: BigInt(input.curatorPool) * BigInt(TOKEN_MICRO),
      walletDeadline: input.walletDeadline,
      createdBy,
    })
    .returning();
  return row!;
}

/**
 * Creates a season (moderator page, admin CLI). With a queue, its settlement is sent to run at
 * the season's end (the periodic job catches any that were missed).
 */
export async function createSeason(
  db: Database,
  input: NewSeason,
  options: { createdBy?: number | null; queue?: { sendInTransaction: JobQueue["sendInTransaction"] } | null } = {},
): Promise<SeasonInfo> {
  const season = await withTransaction(db, async (tx) => {
    const row = await addSeason(tx, input, options.createdBy ?? null);
    if (options.queue) await options.queue.sendInTransaction(tx, SETTLE_JOB, { seasonId: row.seasonId }, { startAfter: input.endsAt });
    return row;
  });
  return toSeasonInfo(db, season, new Date());
}

/**
 * Ends a running season now (an operator closing it early): the votes cast so far count,
 * voting stops at once, and the settlement is queued for now in the same transaction.
 * Refused for an unknown season or one that is not running.
 */
export async function endSeasonNow(
  db: Database,
  seasonId: number,
  options: { queue?: { sendInTransaction: JobQueue["sendInTransaction"] } | null } = {},
  now: Date = new Date(),
): Promise<SeasonInfo> {
  const ended = await withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(curationSeasons)
      .set({ endsAt: now })
      .where(and(eq(curationSeasons.seasonId, seasonId), lte(curationSeasons.startsAt, now), gt(curationSeasons.endsAt, now)))
      .returning();
    if (!row) {
      const exists = await seasonRow(tx, seasonId);
      if (!exists) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
      throw errors.conflict(CURATION_MSG.seasonNotRunning, "SEASON_NOT_RUNNING");
    }
    if (options.queue) await options.queue.sendInTransaction(tx, SETTLE_JOB, { seasonId }, { startAfter: now });
    return row;
  });
  return toSeasonInfo(db, ended, now);
}

export async function seasonRow(db: Executor, seasonId: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(curationSeasons).where(eq(curationSeasons.seasonId, seasonId)).limit(1);
  return row ?? null;
}

async function runningSeason(db: Executor, now: Date): Promise<SeasonRow | null> {
  const [row] = await db
    .select()
    .from(curationSeasons)
    .where(and(lte(curationSeasons.startsAt, now), gt(curationSeasons.endsAt, now)))
    .limit(1);
  return row ?? null;
}

/** The season pages show: the running one, else the latest that has started (one statement). */
async function currentSeasonRow(db: Executor, now: Date): Promise<SeasonRow | null> {
  const [row] = await db
    .select()
    .from(curationSeasons)
    .where(lte(curationSeasons.startsAt, now))
    .orderBy(desc(sql`${curationSeasons.endsAt} > ${now}`), desc(curationSeasons.startsAt))
    .limit(1);
  return row ?? null;
}

export async function getSeason(db: Executor, seasonId: number, now: Date = new Date()): Promise<SeasonInfo | null> {
  const row = await seasonRow(db, seasonId);
  return row ? toSeasonInfo(db, row, now) : null;
}

export async function currentSeason(db: Executor, now: Date = new Date()): Promise<SeasonInfo | null> {
  const row = await currentSeasonRow(db, now);
  return row ? toSeasonInfo(db, row, now) : null;
}

export async function listSeasons(db: Executor, now: Date = new Date()): Promise<SeasonInfo[]> {
  const list = await db.select().from(curationSeasons).orderBy(desc(curationSeasons.startsAt));
  return Promise.all(list.map((s) => toSeasonInfo(db, s, now)));
}

// ---------------------------------------------------------------- votes

/**
 * Spends one ticket on a vote for a post on the running season's board: one vote per post
 * per member per season, never for one's own post. The vote and the ticket debit are one
 * transaction; without a ticket neither happens.
 */
export async function castVote(
  ctx: AppContext,
  viewer: Viewer,
  boardNo: number,
  now: Date = new Date(),
  origin: RequestOrigin | null = null,
): Promise<VoteResult> {
  const season = await runningSeason(ctx.db, now);
  if (!season) throw errors.conflict(CURATION_MSG.noSeason, "NO_SEASON");
  const board = await getBoardOwner(ctx.db, boardNo);
  if (!board || board.blindYn === "Y" || board.publishing) throw errors.notFound(CURATION_MSG.postNotFound, "BOARD_NOT_FOUND");
  if (board.userNo === viewer.userNo) throw errors.forbidden(CURATION_MSG.ownPostVote, "OWN_POST");
  return withTransaction(ctx.db, async (tx) => {
    const inserted = await tx
      .insert(curationVotes)
      .values({ seasonId: season.seasonId, userNo: viewer.userNo, boardNo, authorUserNo: board.userNo, createdAt: now })
      .onConflictDoNothing()
      .returning({ voteId: curationVotes.voteId });
    if (inserted.length === 0) throw errors.conflict(CURATION_MSG.alreadyVoted, "ALREADY_VOTED");
    const spent = await creditTickets(tx, {
      userNo: viewer.userNo,
      amount: -1,
      reason: "vote",
      refType: "board",
      refId: String(boardNo),
      day: seoulDayKey(now),
      idempotencyKey: `vote:${season.seasonId}:${viewer.userNo}:${boardNo}`,
    });
    await emit({ ctx, tx }, "vote.cast", { boardNo, userNo: viewer.userNo, at: now });
    if (origin) await recordSignals(tx, viewer.userNo, originSignals(ctx.secret, origin, "net"), now);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(curationVotes)
      .where(and(eq(curationVotes.seasonId, season.seasonId), eq(curationVotes.boardNo, boardNo)));
    return { seasonId: season.seasonId, boardNo, votes: Number(count?.n ?? 0), tickets: spent.balance };
  });
}

/**
 * What the detail page needs: the view token, the season, whether the viewer voted. The view
 * token goes only to a member with a verified e-mail who loaded the post's page a moment ago
 * (`pageViewed`, decision 0181): the page render itself, or the page-view mark the state call
 * checks.
 */
export async function postCurationState(
  ctx: AppContext,
  viewer: Viewer | null,
  boardNo: number,
  now: Date = new Date(),
  pageViewed: () => Promise<boolean> = async () => true,
): Promise<PostCurationState> {
  // Side by side: every member's post page asks this (one round trip less in a row).
  const [board, season, viewed] = await Promise.all([
    getBoardOwner(ctx.db, boardNo),
    currentSeasonRow(ctx.db, now),
    viewer?.emailCertYn === "Y" ? pageViewed() : Promise.resolve(false),
  ]);
  const isAuthor = Boolean(viewer && board && board.userNo === viewer.userNo);
  let voted = false;
  let votes = 0;
  if (season) {
    const [count] = await ctx.db
      .select({
        n: sql<number>`count(*)::int`,
        mine: sql<number>`count(*) filter (where ${curationVotes.userNo} = ${viewer?.userNo ?? -1})::int`,
      })
      .from(curationVotes)
      .where(and(eq(curationVotes.seasonId, season.seasonId), eq(curationVotes.boardNo, boardNo)));
    votes = Number(count?.n ?? 0);
    voted = Number(count?.mine ?? 0) > 0;
  }
  return {
    viewToken: viewer && board && !isAuthor && viewed ? issueViewToken(ctx, viewer.userNo, boardNo, now.getTime()) : null,
    seconds: viewRewardSeconds(ctx),
    season: season ? { seasonId: season.seasonId, title: season.title, running: statusOf(season, now) === "running" } : null,
    voted,
    votes,
    isAuthor,
  };
}

// ---------------------------------------------------------------- board

export async function curationBoard(
  db: Executor,
  seasonId: number,
  options: { page: number; size: number },
  now: Date = new Date(),
): Promise<CurationBoardPage | null> {
  const season = await seasonRow(db, seasonId);
  if (!season) return null;
  // Ranked by trust-weighted votes (decision 0179): the season's own trust once it is settled,
  // the latest run's before.
  const trust = season.settledAt
    ? sql`left join ${seasonTrust} t on t.season_id = ${curationVotes.seasonId} and t.user_no = ${curationVotes.userNo}`
    : sql`left join ${memberTrust} t on t.user_no = ${curationVotes.userNo}`;
  const counts = rows<{ board_no: number; votes: number }>(
    await db.execute(sql`
      select ${curationVotes.boardNo} as board_no, count(*)::int as votes
      from ${curationVotes} ${trust}
      where ${curationVotes.seasonId} = ${seasonId}
      group by ${curationVotes.boardNo}
      order by coalesce(sum(t.trust_micro), 0) desc, count(*) desc, max(${curationVotes.createdAt}) asc, ${curationVotes.boardNo} asc`),
  ).map((r) => ({ boardNo: Number(r.board_no), votes: Number(r.votes) }));
  const cards = await getBoardCards(
    db,
    counts.map((c) => Number(c.boardNo)),
  );
  const votesOf = new Map(counts.map((c) => [Number(c.boardNo), Number(c.votes)]));
  const ranked = cards.map((board, i) => ({ rank: i + 1, votes: votesOf.get(board.boardNo) ?? 0, board }));
  const start = (options.page - 1) * options.size;
  return {
    season: await toSeasonInfo(db, season, now),
    items: ranked.slice(start, start + options.size),
    page: options.page,
    size: options.size,
    totalCount: ranked.length,
    totalPages: Math.max(1, Math.ceil(ranked.length / options.size)),
  };
}

/** Posts the member voted for in a season (newest vote first). */
export async function myVotedBoards(db: Executor, userNo: number, seasonId: number | null, now: Date = new Date()) {
  const season = seasonId ? await seasonRow(db, seasonId) : await currentSeasonRow(db, now);
  if (!season) return { season: null, items: [] };
  const votes = await db
    .select({ boardNo: curationVotes.boardNo, at: curationVotes.createdAt })
    .from(curationVotes)
    .where(and(eq(curationVotes.seasonId, season.seasonId), eq(curationVotes.userNo, userNo)))
    .orderBy(desc(curationVotes.createdAt), desc(curationVotes.voteId));
  const cards = await getBoardCards(
    db,
    votes.map((v) => Number(v.boardNo)),
  );
  const at = new Map(votes.map((v) => [Number(v.boardNo), new Date(v.at).toISOString()]));
  return { season: await toSeasonInfo(db, season, now), items: cards.map((board) => ({ votedAt: at.get(board.boardNo)!, board })) };
}

// ---------------------------------------------------------------- rankings

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

// ---------------------------------------------------------------- rewards

export async function rewardSummary(db: Executor, userNo: number, now: Date = new Date()): Promise<RewardSummary> {
  const [list, reviews] = await Promise.all([
    db
      .select({
        entryId: tokenRewardLedger.entryId,
        seasonId: tokenRewardLedger.seasonId,
        amount: tokenRewardLedger.amount,
        reason: tokenRewardLedger.reason,
        createdAt: tokenRewardLedger.createdAt,
        title: curationSeasons.title,
        walletDeadline: curationSeasons.walletDeadline,
      })
      .from(tokenRewardLedger)
      .leftJoin(curationSeasons, eq(curationSeasons.seasonId, tokenRewardLedger.seasonId))
      .where(eq(tokenRewardLedger.userNo, userNo))
      .orderBy(desc(tokenRewardLedger.entryId)),
    reviewsOfMember(db, userNo),
  ]);
  const total = list.reduce((a, r) => a + r.amount, 0n);
  const [latest] = await db
    .select()
    .from(curationSeasons)
    .where(isNotNull(curationSeasons.settledAt))
    .orderBy(desc(curationSeasons.settledAt))
    .limit(1);
  const mine = latest ? list.filter((r) => r.seasonId === latest.seasonId).reduce((a, r) => a + r.amount, 0n) : 0n;
  return {
    // A voided reward's opposite entry is not a reward of its own: it shows as the reward's state.
    items: list
      .filter((r) => r.amount > 0n)
      .map((r) => {
        const review = reviews.get(Number(r.entryId)) ?? null;
        const deadline = claimDeadline(
          r.walletDeadline,
          review?.state === "released" && review.decidedAt ? new Date(review.decidedAt) : null,
        );
        return {
          entryId: Number(r.entryId),
          seasonId: r.seasonId,
          seasonTitle: r.title,
          kind: r.reason === "curation_writer" ? ("writer" as const) : ("curator" as const),
          amount: r.amount.toString(),
          amountText: formatTokens(r.amount),
          walletDeadline: deadline ? deadline.toISOString() : null,
          status:
            review?.state === "held" || review?.state === "voided"
              ? review.state
              : deadline && deadline < now
                ? ("expired" as const)
                : ("pending" as const),
          review,
          regDate: new Date(r.createdAt).toISOString(),
        };
      }),
    total: total.toString(),
    totalText: formatTokens(total),
    latestSettlement: latest
      ? {
          seasonId: latest.seasonId,
          title: latest.title,
          settledAt: latest.settledAt!.toISOString(),
          walletDeadline: latest.walletDeadline.toISOString(),
          myAmount: mine.toString(),
          myAmountText: formatTokens(mine),
          hasWallet: (await liveWalletAddress(db, userNo)) !== null,
        }
      : null,
  };
}

// ---------------------------------------------------------------- abuse review and audit

/** Pairs who each voted at least RING_MIN_MUTUAL_VOTES times for the other, making up at least RING_MIN_SHARE of their votes. */
export async function voteRings(db: Executor, seasonId: number | null): Promise<VoteRing[]> {
  const where = seasonId ? sql`where season_id = ${seasonId}` : sql``;
  const result = await db.execute(sql`
    with v as (select user_no, author_user_no from curation_votes ${where}),
    pair as (select user_no as a, author_user_no as b, count(*)::int as n from v group by 1, 2),
    tot as (select user_no, count(*)::int as n from v group by 1)
    select p.a, p.b, p.n as ab, q.n as ba, (ta.n + tb.n)::int as total, ua.user_name as a_name, ub.user_name as b_name
    from pair p
    join pair q on q.a = p.b and q.b = p.a
    join tot ta on ta.user_no = p.a
    join tot tb on tb.user_no = p.b
    join users ua on ua.user_no = p.a
    join users ub on ub.user_no = p.b
    where p.a < p.b and p.n >= ${RING_MIN_MUTUAL_VOTES} and q.n >= ${RING_MIN_MUTUAL_VOTES}
      and (p.n + q.n)::float / (ta.n + tb.n) >= ${RING_MIN_SHARE}
    order by (p.n + q.n) desc, p.a, p.b
    limit 200`);
  return rows<{ a: number; b: number; ab: number; ba: number; total: number; a_name: string; b_name: string }>(result).map((r) => ({
    a: { userNo: Number(r.a), userName: r.a_name },
    b: { userNo: Number(r.b), userName: r.b_name },
    aToB: Number(r.ab),
    bToA: Number(r.ba),
    totalVotes: Number(r.total),
    share: Math.round(((Number(r.ab) + Number(r.ba)) / Number(r.total)) * 100) / 100,
  }));
}

export interface LedgerMismatch {
  userNo: number;
  balance: number;
  ledger: number;
}

/**
 * Members whose maintained ticket or token balance differs from their ledger sum (should be
 * none), in the shape of pointsConsistency(). Token figures are micro-units.
 */
export async function auditCurationLedgers(db: Executor): Promise<{ tickets: LedgerMismatch[]; tokens: LedgerMismatch[] }> {
  const tickets = await db.execute(sql`
    select coalesce(b.user_no, l.user_no) as "userNo", coalesce(b.balance, 0)::bigint as balance, coalesce(l.total, 0)::bigint as ledger
    from curation_ticket_balances b
    full join (select user_no, sum(amount) as total, sum(greatest(amount, 0)) as issued from curation_ticket_ledger group by user_no) l on l.user_no = b.user_no
    where coalesce(b.balance, 0) <> coalesce(l.total, 0) or coalesce(b.issued, 0) <> coalesce(l.issued, 0)`);
  const tokens = await db.execute(sql`
    select coalesce(b.user_no, l.user_no) as "userNo", coalesce(b.balance, 0)::bigint as balance, coalesce(l.total, 0)::bigint as ledger
    from token_reward_balances b
    full join (select user_no, sum(amount) as total from token_reward_ledger group by user_no) l on l.user_no = b.user_no
    where coalesce(b.balance, 0) <> coalesce(l.total, 0)`);
  const shape = (r: { userNo: number; balance: unknown; ledger: unknown }) => ({
    userNo: Number(r.userNo),
    balance: Number(r.balance),
    ledger: Number(r.ledger),
  });
  return {
    tickets: rows<{ userNo: number; balance: unknown; ledger: unknown }>(tickets).map(shape),
    tokens: rows<{ userNo: number; balance: unknown; ledger: unknown }>(tokens).map(shape),
  };
}

/**
 * Demo data: votes as members would cast them (a granted ticket spent on each vote), inside
 * the seed's transaction. Keys are per vote, so running it twice changes nothing.
 */
export async function seedVotes(
  tx: Executor,
  seasonId: number,
  votes: { voterUserNo: number; boardNo: number; authorUserNo: number; at: Date }[],
): Promise<number> {
  let cast = 0;
  for (const v of votes) {
    if (v.voterUserNo === v.authorUserNo) continue;
    const inserted = await tx
      .insert(curationVotes)
      .values({ seasonId, userNo: v.voterUserNo, boardNo: v.boardNo, authorUserNo: v.authorUserNo, createdAt: v.at })
      .onConflictDoNothing()
      .returning({ voteId: curationVotes.voteId });
    if (!inserted.length) continue;
    const key = `${seasonId}:${v.voterUserNo}:${v.boardNo}`;
    const day = seoulDayKey(v.at);
    await creditTickets(tx, {
      userNo: v.voterUserNo,
      amount: 1,
      reason: "grant",
      refType: "demo",
      refId: key,
      day,
      idempotencyKey: `grant:demo:${key}`,
    });
    await creditTickets(tx, {
      userNo: v.voterUserNo,
      amount: -1,
      reason: "vote",
      refType: "board",
      refId: String(v.boardNo),
      day,
      idempotencyKey: `vote:${key}`,
    });
    cast += 1;
  }
  return cast;
}
