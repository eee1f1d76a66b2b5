// Curation votes and the curation board (docs/decisions/0111): a ticket spent on a post, the
// post's standing for a member, and the season's board of voted posts.
import { originSignals, recordSignals, type RequestOrigin } from "../trust/signals";
import { and, desc, eq, sql } from "drizzle-orm";
import { CURATION_MSG } from "../../../core/curation";
import { seoulDayKey } from "../../../core/format";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/client";
import { rows } from "../../db/rows";
import { curationVotes, memberTrust, seasonTrust } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import { errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { getBoardCards, getBoardOwner } from "../boards/service";
import { creditTickets } from "./tickets";
import type { CurationBoardPage, PostCurationState, VoteResult } from "./types";
import { currentSeasonRow, runningSeason, seasonRow, statusOf, toSeasonInfo } from "./seasons";
import { issueViewToken, viewRewardSeconds } from "./view-rewards";

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
