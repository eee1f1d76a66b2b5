// What the curation pages load (in-process, through server/services.ts).
import type { AppContext } from "../../context";
import { memberBoardStats } from "../boards/by-member";
import { getPointBalance } from "../points/service";
import { curationBoard, currentSeason, myRank, myVotedBoards, ranking, rewardSummary, ticketSummary } from "./service";
import type { CurationBoardItem, MyRank, RankingItem, RewardSummary, SeasonInfo, TicketSummary } from "./types";
import { sql } from "drizzle-orm";
import { curationVotes } from "../../db/schema";

export interface CurationHome {
  season: SeasonInfo | null;
  boards: CurationBoardItem[];
  totalBoards: number;
  writers: RankingItem[];
  curators: RankingItem[];
}

export async function curationHome(ctx: AppContext, options: { page: number; size: number }): Promise<CurationHome> {
  const season = await currentSeason(ctx.db);
  if (!season) return { season: null, boards: [], totalBoards: 0, writers: [], curators: [] };
  const [board, writers, curators] = await Promise.all([
    curationBoard(ctx.db, season.seasonId, options),
    ranking(ctx.db, season.seasonId, { tab: "writer", resultType: "reward", resultCnt: 10 }),
    ranking(ctx.db, season.seasonId, { tab: "curator", resultType: "reward", resultCnt: 10 }),
  ]);
  return { season, boards: board?.items ?? [], totalBoards: board?.totalCount ?? 0, writers: writers.list, curators: curators.list };
}

export interface MyCuration {
  tickets: TicketSummary;
  rank: MyRank | null;
  voted: Awaited<ReturnType<typeof myVotedBoards>>;
  rewards: RewardSummary;
}

export async function myCuration(ctx: AppContext, userNo: number): Promise<MyCuration> {
  const [tickets, rank, voted, rewards] = await Promise.all([
    ticketSummary(ctx.db, userNo),
    myRank(ctx.db, userNo, null),
    myVotedBoards(ctx.db, userNo, null),
    rewardSummary(ctx.db, userNo),
  ]);
  return { tickets, rank, voted, rewards };
}

export interface MyDashboard {
  posts: number;
  views: number;
  likes: number;
  votesReceived: number;
  points: number;
  tickets: TicketSummary;
  rank: MyRank | null;
  /** Micro-units: pages format it in their reader's language. */
  rewardTotal: string;
  rewardTotalText: string;
}

export async function myDashboard(ctx: AppContext, userNo: number): Promise<MyDashboard> {
  const [stats, points, tickets, rank, rewards, received] = await Promise.all([
    memberBoardStats(ctx.db, userNo),
    getPointBalance(ctx.db, userNo),
    ticketSummary(ctx.db, userNo),
    myRank(ctx.db, userNo, null),
    rewardSummary(ctx.db, userNo),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(curationVotes)
      .where(sql`${curationVotes.authorUserNo} = ${userNo}`),
  ]);
  return {
    posts: stats.postCount,
    views: stats.viewCount,
    likes: stats.likeCount,
    votesReceived: Number(received[0]?.n ?? 0),
    points,
    tickets,
    rank,
    rewardTotal: rewards.total,
    rewardTotalText: rewards.totalText,
  };
}

export interface SeasonFigures {
  /** The running season, else the latest started one; null before the first season. */
  season: SeasonInfo | null;
  /** Posts that received at least one vote in that season. */
  posts: number;
  /** Members who voted in it. */
  curators: number;
  /** Votes cast in it. */
  votes: number;
}

/** /intro: the current season's live figures beside the published formulas. */
export async function seasonFigures(ctx: AppContext): Promise<SeasonFigures> {
  const season = await currentSeason(ctx.db);
  if (!season) return { season: null, posts: 0, curators: 0, votes: 0 };
  const [row] = await ctx.db
    .select({
      posts: sql<number>`count(distinct ${curationVotes.boardNo})::int`,
      curators: sql<number>`count(distinct ${curationVotes.userNo})::int`,
      votes: sql<number>`count(*)::int`,
    })
    .from(curationVotes)
    .where(sql`${curationVotes.seasonId} = ${season.seasonId}`);
  return { season, posts: Number(row?.posts ?? 0), curators: Number(row?.curators ?? 0), votes: Number(row?.votes ?? 0) };
}
