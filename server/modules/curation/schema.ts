// Curation contracts (docs/product/rewards.md curation and missions, user and board services): tickets, the
// view reward, votes, season boards and rankings, rewards, and the moderators' seasons.
import { z } from "zod";
import { RANKING_DEFAULT_COUNT } from "../../../core/curation";
import { bigintNo, boardNo, countQuery, describes, intNo, listPageQuery } from "../../lib/schemas";
import { boardCard, pageWith } from "../boards/schema";
import { postInPath } from "../cache-changes";
import { LISTS_TAG } from "../../../core/cache-tags";
import { defineRoute } from "../route";
import type { ViewClaimResult, myVotedBoards } from "./service";
import type { SettlementSummary } from "./settlement";
import type { ReviewCaseView, ReviewDecision } from "./review";
import { rewardReviewSchema } from "../reward-review/store";
import type {
  CurationBoardItem,
  CurationBoardPage,
  MyRank,
  PostCurationState,
  RankingItem,
  RewardSummary,
  SeasonInfo,
  TicketEntry,
  TicketSummary,
  VoteResult,
  VoteRing,
} from "./types";

const tags = ["curation"];
const idParams = z.object({ id: intNo });
const seasonQuery = z.object({ seasonId: intNo.optional() });

const ticketFields = { balance: z.number(), issued: z.number(), todayFromViews: z.number(), dailyCap: z.number() };

export const seasonInfo = describes<SeasonInfo>()(
  z.object({
    seasonId: z.number(),
    title: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    walletDeadline: z.string(),
    writerPool: z.string(),
    curatorPool: z.string(),
    writerPoolText: z.string(),
    curatorPoolText: z.string(),
    status: z.enum(["scheduled", "running", "ended", "settled"]),
    settledAt: z.string().nullable(),
    totalVotes: z.number(),
  }),
);

const curationBoardItem = describes<CurationBoardItem>()(z.object({ rank: z.number(), votes: z.number(), board: boardCard }));
const curationBoardPage = describes<CurationBoardPage>()(pageWith(curationBoardItem, { season: seasonInfo }));

const rankingItem = describes<RankingItem>()(
  z.object({
    rank: z.number(),
    userNo: z.number(),
    userId: z.string(),
    userName: z.string(),
    userProfileImg: z.string().nullable(),
    pfpTokenRarity: z.string().nullable(),
    votes: z.number(),
    rewardAmount: z.string(),
    rewardText: z.string(),
  }),
);

/** The reader's curation standing on a post (viewer state). */
export const postCurationState = describes<PostCurationState>()(
  z.object({
    viewToken: z.string().nullable(),
    seconds: z.number(),
    season: z.object({ seasonId: z.number(), title: z.string(), running: z.boolean() }).nullable(),
    voted: z.boolean(),
    votes: z.number(),
    isAuthor: z.boolean(),
  }),
);

const rewardReview = rewardReviewSchema;

const rewardSummary = describes<RewardSummary>()(
  z.object({
    items: z.array(
      z.object({
        entryId: z.number(),
        seasonId: z.number().nullable(),
        seasonTitle: z.string().nullable(),
        kind: z.enum(["writer", "curator"]),
        amount: z.string(),
        amountText: z.string(),
        walletDeadline: z.string().nullable(),
        status: z.enum(["pending", "expired", "held", "voided"]),
        review: rewardReview.nullable(),
        regDate: z.string(),
      }),
    ),
    total: z.string(),
    totalText: z.string(),
    latestSettlement: z
      .object({
        seasonId: z.number(),
        title: z.string(),
        settledAt: z.string(),
        walletDeadline: z.string(),
        myAmount: z.string(),
        myAmountText: z.string(),
        hasWallet: z.boolean(),
      })
      .nullable(),
  }),
);

const reward = { access: "member", tags, summary: "내 큐레이션 보상", response: rewardSummary } as const;

const member = z.object({ userNo: z.number(), userName: z.string() });

const reviewCaseView = describes<ReviewCaseView>()(
  z.object({
    caseId: z.number(),
    seasonId: z.number(),
    seasonTitle: z.string(),
    kind: z.enum(["ring", "shared", "burst"]),
    state: z.enum(["open", "closed"]),
    createdAt: z.string(),
    closedAt: z.string().nullable(),
    members: z.array(
      z.object({
        userNo: z.number(),
        userId: z.string(),
        userName: z.string(),
        trust: z.number(),
        seed: z.string().nullable(),
        held: z.string(),
        released: z.string(),
        voided: z.string(),
        heldText: z.string(),
        appeal: z.object({ message: z.string(), at: z.string() }).nullable(),
      }),
    ),
    evidence: z.object({
      members: z.array(z.object({ userNo: z.number(), trust: z.number(), votesCast: z.number(), votesReceived: z.number() })),
      edges: z.array(z.object({ from: z.number(), to: z.number(), votes: z.number() })),
      internalShare: z.number(),
      signals: z.array(
        z.object({ kind: z.enum(["device", "signup_net", "mail_pattern"]), value: z.string(), members: z.array(z.number()) }),
      ),
      votes: z.array(z.object({ voteId: z.number(), voter: z.number(), boardNo: z.number(), author: z.number(), at: z.number() })),
      totalVotes: z.number(),
      boardNo: z.number().optional(),
      windowStart: z.number().optional(),
      windowEnd: z.number().optional(),
    }),
    names: z.record(z.string(), z.string()),
    posts: z.record(z.string(), z.string()),
    appeals: z.number(),
  }),
);

export const curationApi = {
  ticket: defineRoute({
    method: "GET",
    path: "/api/curation/ticket",
    access: "member",
    tags,
    summary: "내 큐레이팅(티켓) 현황",
    response: describes<TicketSummary>()(z.object(ticketFields)),
  }),
  viewReward: defineRoute({
    method: "POST",
    path: "/api/curation/view-reward",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "읽기 보상 받기 (10초 이상 읽은 뒤, 게시물당 하루 1개, 일일 한도)",
    body: z.object({ boardNo, viewToken: z.string().min(1).max(2000) }),
    response: describes<ViewClaimResult>()(z.object({ ...ticketFields, credited: z.boolean() })),
  }),
  vote: defineRoute({
    method: "POST",
    path: "/api/board/curation/vote/:id",
    access: "verified",
    changes: postInPath("id", LISTS_TAG),
    tags,
    summary: "큐레이션 투표 (큐레이팅 1개 사용)",
    params: z.object({ id: boardNo }),
    response: describes<VoteResult>()(z.object({ seasonId: z.number(), boardNo: z.number(), votes: z.number(), tickets: z.number() })),
    code: 0,
  }),
  seasonBoard: defineRoute({
    method: "GET",
    path: "/api/curationSeason/:id/curationBoard",
    access: "public",
    tags,
    summary: "시즌 큐레이션 보드 (득표순)",
    params: idParams,
    querystring: listPageQuery,
    response: curationBoardPage,
  }),
  currentBoard: defineRoute({
    method: "GET",
    path: "/api/v2/board/curation",
    access: "public",
    tags,
    summary: "현재 시즌 큐레이션 목록",
    querystring: listPageQuery,
    response: curationBoardPage.nullable(),
  }),
  home: defineRoute({
    method: "GET",
    path: "/api/v2/main/curation",
    access: "public",
    tags,
    summary: "홈 큐레이션 탭 요약 (시즌, 상위 게시물, 랭킹)",
    response: z
      .object({ season: seasonInfo, boards: z.array(curationBoardItem), writers: z.array(rankingItem), curators: z.array(rankingItem) })
      .nullable(),
  }),
  history: defineRoute({
    method: "GET",
    path: "/api/curation/history",
    access: "member",
    tags,
    summary: "내 큐레이팅 내역",
    querystring: z.object({
      before: bigintNo.optional(),
      size: countQuery(100).default(20),
    }),
    response: z.array(
      describes<TicketEntry>()(
        z.object({
          entryId: z.number(),
          amount: z.number(),
          reason: z.string(),
          refType: z.string().nullable(),
          refId: z.string().nullable(),
          regDate: z.string(),
        }),
      ),
    ),
  }),
  reward: defineRoute({ method: "GET", path: "/api/curation/reward", ...reward }),
  userReward: defineRoute({ method: "GET", path: "/api/user/curation/reward", ...reward }),
  votedBoards: defineRoute({
    method: "GET",
    path: "/api/user/boards/curation",
    access: "member",
    tags,
    summary: "내가 투표한 게시물",
    querystring: seasonQuery,
    response: describes<Awaited<ReturnType<typeof myVotedBoards>>>()(
      z.union([
        z.object({ season: seasonInfo, items: z.array(z.object({ votedAt: z.string(), board: boardCard })) }),
        z.object({ season: z.null(), items: z.array(z.never()) }),
      ]),
    ),
  }),
  myRank: defineRoute({
    method: "GET",
    path: "/api/user/getMyRank",
    access: "member",
    tags,
    summary: "내 큐레이션 순위",
    querystring: seasonQuery,
    response: describes<MyRank | null>()(
      z.object({ seasonId: z.number(), writer: rankingItem.nullable(), curator: rankingItem.nullable() }).nullable(),
    ),
  }),
  ranking: defineRoute({
    method: "GET",
    path: "/api/curation/ranking/:id",
    access: "public",
    tags,
    summary: "큐레이션 랭킹 (tab writer|curator; code 0 목록, -1 시즌 없음, -2 시작 전)",
    params: idParams,
    querystring: z.object({
      tab: z.string().max(20).optional(),
      resultType: z.enum(["reward", "votes"]).default("reward"),
      resultCnt: countQuery(100).default(RANKING_DEFAULT_COUNT),
    }),
    response: z.array(rankingItem),
    code: [0, -1, -2],
  }),
  season: defineRoute({
    method: "GET",
    path: "/api/curation/:id",
    access: "public",
    tags,
    summary: "큐레이션 시즌 정보",
    params: idParams,
    response: seasonInfo,
  }),

  // moderators: seasons and the vote-ring review
  seasons: defineRoute({
    method: "GET",
    path: "/api/curation/admin/seasons",
    access: "moderator",
    tags,
    summary: "시즌 목록 (운영자)",
    response: z.array(seasonInfo),
  }),
  createSeason: defineRoute({
    method: "POST",
    path: "/api/curation/admin/seasons",
    access: "moderator",
    changes: "everything",
    tags,
    summary: "시즌 만들기 (운영자)",
    body: z.object({
      title: z.string().trim().min(1).max(60),
      startDate: z.iso.datetime({ offset: true }),
      endDate: z.iso.datetime({ offset: true }),
      walletDeadline: z.iso.datetime({ offset: true }),
      writerPool: z.number().int().min(0).max(1_000_000_000),
      curatorPool: z.number().int().min(0).max(1_000_000_000),
    }),
    response: seasonInfo,
  }),
  end: defineRoute({
    method: "POST",
    path: "/api/curation/admin/seasons/:id/end",
    access: "moderator",
    changes: [LISTS_TAG],
    tags,
    summary: "진행 중인 시즌 지금 끝내기 (운영자; 정산이 바로 예약됨)",
    params: idParams,
    response: seasonInfo,
  }),
  settle: defineRoute({
    method: "POST",
    path: "/api/curation/admin/seasons/:id/settle",
    access: "moderator",
    changes: "everything",
    tags,
    summary: "끝난 시즌 지금 정산 (운영자)",
    params: idParams,
    response: describes<SettlementSummary>()(
      z.object({
        seasonId: z.number(),
        settled: z.boolean(),
        entriesWritten: z.number(),
        writers: z.number(),
        curators: z.number(),
        writerTotal: z.string(),
        curatorTotal: z.string(),
        reviewCases: z.number(),
        heldMembers: z.number(),
      }),
    ),
  }),
  rings: defineRoute({
    method: "GET",
    path: "/api/curation/admin/rings",
    access: "moderator",
    tags,
    summary: "서로 몰아주기 의심 쌍 (운영자)",
    querystring: seasonQuery,
    response: z.array(
      describes<VoteRing>()(
        z.object({ a: member, b: member, aToB: z.number(), bToA: z.number(), totalVotes: z.number(), share: z.number() }),
      ),
    ),
  }),

  appeal: defineRoute({
    method: "POST",
    path: "/api/curation/reward/:entryId/appeal",
    access: "member",
    // The reward review: appeals and decisions show on the member's own pages only; a new trust
    // run re-weighs the votes the rankings and the board show; a trust mark waits for the next run.
    changes: "nothing",
    tags,
    summary: "검토 중인 보상에 이의 신청 (운영자에게 보내는 글, 건마다 한 번)",
    params: z.object({ entryId: bigintNo }),
    body: z.object({ message: z.string().max(2000) }),
    response: rewardReview,
  }),
  reviews: defineRoute({
    method: "GET",
    path: "/api/admin/reward-reviews",
    access: "moderator",
    tags,
    summary: "보상 검토 목록 (운영자): 함께 발견된 회원, 증거, 보류된 보상, 이의 신청",
    querystring: z.object({ state: z.enum(["open", "closed", "all"]).default("open"), seasonId: intNo.optional() }),
    response: z.array(reviewCaseView),
  }),
  decideReview: defineRoute({
    method: "POST",
    path: "/api/admin/reward-reviews/:caseId/decision",
    access: "moderator",
    changes: "nothing",
    tags,
    summary: "보류된 보상 지급 허용 또는 무효 (운영자; 회원을 고르지 않으면 건 전체)",
    params: z.object({ caseId: intNo }),
    body: z.object({
      action: z.enum(["release", "void"]),
      userNos: z.array(intNo).max(5000).optional(),
      note: z.string().trim().max(500).optional(),
    }),
    response: describes<ReviewDecision>()(
      z.object({
        caseId: z.number(),
        action: z.enum(["release", "void"]),
        released: z.number(),
        voided: z.number(),
        voidedAmount: z.string(),
        state: z.enum(["open", "closed"]),
      }),
    ),
  }),
};
