// Curation endpoints (SPEC §7 curation and missions, user and board services).
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CURATION_MSG, RANKING_DEFAULT_COUNT, parseRankingTab } from "../../../core/curation";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireMember, requireRole, requireVerified } from "../auth/plugin";
import {
  castVote,
  claimViewReward,
  createSeason,
  currentSeason,
  curationBoard,
  getSeason,
  issueViewToken,
  listSeasons,
  myRank,
  myVotedBoards,
  ranking,
  rewardSummary,
  settleSeason,
  ticketSummary,
  viewRewardSeconds,
  voteRings,
} from "./service";
import { contextNotifier } from "./settlement-job";
import { listTicketEntries } from "./tickets";

const tags = ["curation"];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(16),
});
const seasonQuery = z.object({ seasonId: z.coerce.number().int().positive().max(2_147_483_647).optional() });
const boardNo = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const seasonBody = z.object({
  title: z.string().trim().min(1).max(60),
  startDate: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  walletDeadline: z.iso.datetime({ offset: true }),
  writerPool: z.number().int().min(0).max(1_000_000_000),
  curatorPool: z.number().int().min(0).max(1_000_000_000),
});

export const curationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get("/api/curation/ticket", { schema: { tags, summary: "내 큐레이팅(티켓) 현황" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await ticketSummary(db, viewer.userNo));
  });

  app.get(
    "/api/curation/view-token",
    { schema: { tags, summary: "읽기 보상용 열람 토큰 (상세 페이지가 함께 받음)", querystring: z.object({ boardNo }) } },
    async (request) => {
      const viewer = await requireMember(request);
      return ok({ viewToken: issueViewToken(ctx, viewer.userNo, request.query.boardNo), seconds: viewRewardSeconds(ctx) });
    },
  );

  app.post(
    "/api/curation/view-reward",
    {
      schema: {
        tags,
        summary: "읽기 보상 받기 (10초 이상 읽은 뒤, 게시물당 하루 1개, 일일 한도)",
        body: z.object({ boardNo, viewToken: z.string().min(1).max(2000) }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      if (!(await ctx.limiter.hit(`curation-view:${viewer.userNo}`, 60, 60_000)).allowed) throw errors.tooManyRequests();
      return ok(await claimViewReward(ctx, viewer, request.body));
    },
  );

  app.post(
    "/api/board/curation/vote/:id",
    { schema: { tags, summary: "큐레이션 투표 (큐레이팅 1개 사용)", params: z.object({ id: boardNo }) } },
    async (request) => {
      const viewer = await requireVerified(request);
      if (!(await ctx.limiter.hit(`curation-vote:${viewer.userNo}`, 30, 60_000)).allowed) throw errors.tooManyRequests();
      return ok(await castVote(ctx, viewer, request.params.id), 0);
    },
  );

  app.get(
    "/api/curationSeason/:id/curationBoard",
    { schema: { tags, summary: "시즌 큐레이션 보드 (득표순)", params: idParams, querystring: pageQuery } },
    async (request) => {
      const page = await curationBoard(db, request.params.id, request.query);
      if (!page) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
      return ok(page);
    },
  );

  app.get("/api/v2/board/curation", { schema: { tags, summary: "현재 시즌 큐레이션 목록", querystring: pageQuery } }, async (request) => {
    const season = await currentSeason(db);
    return ok(season ? await curationBoard(db, season.seasonId, request.query) : null);
  });

  app.get("/api/v2/main/curation", { schema: { tags, summary: "홈 큐레이션 탭 요약 (시즌, 상위 게시물, 랭킹)" } }, async () => {
    const season = await currentSeason(db);
    if (!season) return ok(null);
    const [board, writers, curators] = await Promise.all([
      curationBoard(db, season.seasonId, { page: 1, size: 8 }),
      ranking(db, season.seasonId, { tab: "writer", resultType: "reward", resultCnt: 5 }),
      ranking(db, season.seasonId, { tab: "curator", resultType: "reward", resultCnt: 5 }),
    ]);
    return ok({ season, boards: board?.items ?? [], writers: writers.list, curators: curators.list });
  });

  app.get(
    "/api/curation/history",
    {
      schema: {
        tags,
        summary: "내 큐레이팅 내역",
        querystring: z.object({
          before: z.coerce.number().int().positive().optional(),
          size: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await listTicketEntries(db, viewer.userNo, { limit: request.query.size, beforeEntryId: request.query.before }));
    },
  );

  for (const path of ["/api/curation/reward", "/api/user/curation/reward"]) {
    app.get(path, { schema: { tags, summary: "내 큐레이션 보상" } }, async (request) => {
      const viewer = await requireMember(request);
      return ok(await rewardSummary(db, viewer.userNo));
    });
  }

  app.get("/api/user/boards/curation", { schema: { tags, summary: "내가 투표한 게시물", querystring: seasonQuery } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await myVotedBoards(db, viewer.userNo, request.query.seasonId ?? null));
  });

  app.get("/api/user/getMyRank", { schema: { tags, summary: "내 큐레이션 순위", querystring: seasonQuery } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await myRank(db, viewer.userNo, request.query.seasonId ?? null));
  });

  app.get(
    "/api/curation/ranking/:id",
    {
      schema: {
        tags,
        summary: "큐레이션 랭킹 (tab writer|curator; code 0 목록, -1 시즌 없음, -2 시작 전)",
        params: idParams,
        querystring: z.object({
          tab: z.string().max(20).optional(),
          resultType: z.enum(["reward", "votes"]).default("reward"),
          resultCnt: z.coerce.number().int().min(1).max(100).default(RANKING_DEFAULT_COUNT),
        }),
      },
    },
    async (request) => {
      const result = await ranking(db, request.params.id, {
        tab: parseRankingTab(request.query.tab),
        resultType: request.query.resultType,
        resultCnt: request.query.resultCnt,
      });
      return ok(result.list, result.code);
    },
  );

  app.get("/api/curation/:id", { schema: { tags, summary: "큐레이션 시즌 정보", params: idParams } }, async (request) => {
    const season = await getSeason(db, request.params.id);
    if (!season) throw errors.notFound(CURATION_MSG.seasonNotFound, "SEASON_NOT_FOUND");
    return ok(season);
  });

  // Moderators: seasons and the vote-ring review.
  app.get("/api/curation/admin/seasons", { schema: { tags, summary: "시즌 목록 (운영자)" } }, async (request) => {
    await requireRole(request, "moderator");
    return ok(await listSeasons(db));
  });

  app.post("/api/curation/admin/seasons", { schema: { tags, summary: "시즌 만들기 (운영자)", body: seasonBody } }, async (request) => {
    const viewer = await requireRole(request, "moderator");
    const b = request.body;
    return ok(
      await createSeason(
        db,
        {
          title: b.title,
          startsAt: new Date(b.startDate),
          endsAt: new Date(b.endDate),
          walletDeadline: new Date(b.walletDeadline),
          writerPool: b.writerPool,
          curatorPool: b.curatorPool,
        },
        { createdBy: viewer.userNo, queue: ctx.queue },
      ),
    );
  });

  app.post(
    "/api/curation/admin/seasons/:id/settle",
    { schema: { tags, summary: "끝난 시즌 지금 정산 (운영자)", params: idParams } },
    async (request) => {
      await requireRole(request, "moderator");
      return ok(await settleSeason(db, contextNotifier(ctx), request.params.id));
    },
  );

  app.get(
    "/api/curation/admin/rings",
    { schema: { tags, summary: "서로 몰아주기 의심 쌍 (운영자)", querystring: seasonQuery } },
    async (request) => {
      await requireRole(request, "moderator");
      return ok(await voteRings(db, request.query.seasonId ?? null));
    },
  );
};
