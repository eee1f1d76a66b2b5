// Curation endpoints (docs/product/rewards.md curation and missions, user and board services): thin handlers;
// the contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import { CURATION_MSG, parseRankingTab } from "../../../core/curation";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { addRoute } from "../route";
import { curationActions } from "./actions";
import { networkBlock } from "../../../core/network";
import { visitorIdOf } from "../../lib/visitor";
import { curationApi } from "./schema";
import {
  castVote,
  claimViewReward,
  currentSeason,
  endSeasonNow,
  curationBoard,
  getSeason,
  listSeasons,
  myRank,
  myVotedBoards,
  ranking,
  rewardSummary,
  ticketSummary,
  voteRings,
} from "./service";
import { appealReward, listReviewCases } from "./review";
import { listTicketEntries } from "./tickets";

/** Votes an hour per network block and per device. */
export const VOTE_LIMITS = { perBlock: 600, perDevice: 120 };

export async function curationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const { db } = ctx;

  addRoute(app, curationApi.ticket, async ({ member }) => ticketSummary(db, member.userNo));

  addRoute(app, curationApi.viewReward, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`curation-view:${member.userNo}`, 60, 60_000)).allowed) throw errors.tooManyRequests();
    return claimViewReward(ctx, member, body);
  });

  addRoute(app, curationApi.vote, async (request) => {
    const { member, params } = request;
    const origin = { ip: request.ip, device: visitorIdOf(request) };
    // Per member, and per network block and device (decision 0181): generous enough for a
    // campus or a family, a ceiling for a farm whatever its accounts.
    if (!(await ctx.limiter.hit(`curation-vote:${member.userNo}`, 30, 60_000)).allowed) throw errors.tooManyRequests();
    if (!(await ctx.limiter.hit(`curation-vote:block:${networkBlock(origin.ip)}`, VOTE_LIMITS.perBlock, 3_600_000)).allowed)
      throw errors.tooManyRequests();
    if (origin.device && !(await ctx.limiter.hit(`curation-vote:device:${origin.device}`, VOTE_LIMITS.perDevice, 3_600_000)).allowed)
      throw errors.tooManyRequests();
    return castVote(ctx, member, params.id, new Date(), origin);
  });

  addRoute(app, curationApi.seasonBoard, async ({ params, query }) => {
    const page = await curationBoard(db, params.id, query);
    if (!page) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
    return page;
  });

  addRoute(app, curationApi.currentBoard, async ({ query }) => {
    const season = await currentSeason(db);
    return season ? curationBoard(db, season.seasonId, query) : null;
  });

  addRoute(app, curationApi.home, async () => {
    const season = await currentSeason(db);
    if (!season) return null;
    const [board, writers, curators] = await Promise.all([
      curationBoard(db, season.seasonId, { page: 1, size: 8 }),
      ranking(db, season.seasonId, { tab: "writer", resultType: "reward", resultCnt: 5 }),
      ranking(db, season.seasonId, { tab: "curator", resultType: "reward", resultCnt: 5 }),
    ]);
    return { season, boards: board?.items ?? [], writers: writers.list, curators: curators.list };
  });

  addRoute(app, curationApi.history, async ({ member, query }) =>
    listTicketEntries(db, member.userNo, { limit: query.size, beforeEntryId: query.before }),
  );

  addRoute(app, curationApi.reward, async ({ member }) => rewardSummary(db, member.userNo));
  addRoute(app, curationApi.userReward, async ({ member }) => rewardSummary(db, member.userNo));
  addRoute(app, curationApi.votedBoards, async ({ member, query }) => myVotedBoards(db, member.userNo, query.seasonId ?? null));
  addRoute(app, curationApi.myRank, async ({ member, query }) => myRank(db, member.userNo, query.seasonId ?? null));

  // docs/product answers the ranking with a code of its own (0 list, -1 no such season, -2 not started).
  addRoute(app, curationApi.ranking, async ({ params, query }, reply) => {
    const result = await ranking(db, params.id, {
      tab: parseRankingTab(query.tab),
      resultType: query.resultType,
      resultCnt: query.resultCnt,
    });
    return reply.send(ok(result.list, result.code));
  });

  addRoute(app, curationApi.season, async ({ params }) => {
    const season = await getSeason(db, params.id);
    if (!season) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
    return season;
  });

  addRoute(app, curationApi.seasons, async () => listSeasons(db));

  addRoute(app, curationApi.end, async ({ params }) => endSeasonNow(db, params.id, { queue: ctx.queue }));

  addRoute(app, curationApi.appeal, async ({ member, params, body }) => appealReward(db, member.userNo, params.entryId, body.message));
  addRoute(app, curationApi.reviews, async ({ query }) => listReviewCases(db, { state: query.state, seasonId: query.seasonId }));
  addRoute(app, curationApi.rings, async ({ query }) => voteRings(db, query.seasonId ?? null));
  // Creating and settling a season, the review's decision: actions.ts.
  for (const action of curationActions) addAction(app, ctx, action);
}
