// Likes, bookmarks, follows and share links (docs/product/engagement.md board service likeCntUp, likeCntDown,
// contents/{boardNo}/bookmark, getMyInviteURL, getMyInviteCNT, event/shortLink/info; user
// service boardsLikeFollow): the contracts.
import { z } from "zod";
import { SHARE_CHANNELS } from "../../../core/share";
import { boardNo, boardNoBody, boardNoParams, describes, listPageQuery, permaLink, userId } from "../../lib/schemas";
import { boardCardPage } from "../boards/schema";
import { COLLECTIONS } from "../boards/collections";
import { pathMembersPages, postInBody, postInPath } from "../cache-changes";
import { defineRoute } from "../route";
import type { CheerSummary } from "./cheers";
import type { InviteUrl, ShortLinkInfo } from "./invites";
import type { BookmarkState, FollowState, LikeState, PostReactions } from "./types";

const cheerSummary = describes<CheerSummary>()(
  z.object({
    boardNo: z.number(),
    count: z.number(),
    points: z.number(),
    recent: z.array(z.object({ userName: z.string(), amount: z.number(), message: z.string(), createdAt: z.string() })),
  }),
);

export const likeState = describes<LikeState>()(z.object({ boardNo: z.number(), likeYn: z.boolean(), likeCount: z.number() }));

export const postReactions = describes<PostReactions>()(
  z.object({
    boardNo: z.number(),
    likeYn: z.boolean(),
    likeCount: z.number(),
    bookmark: z.boolean(),
    followYn: z.boolean(),
    mine: z.boolean(),
  }),
);

const bookmarkState = describes<BookmarkState>()(z.object({ boardNo: z.number(), bookmark: z.boolean() }));
const followState = describes<FollowState>()(z.object({ userId: z.string(), followYn: z.boolean(), followerCount: z.number() }));
/** Public ids as the member pages link them (the follow buttons send them back). */
const followParams = z.object({ userId: userId.regex(/^[A-Za-z0-9_-]{1,64}$/) });

const tags = ["reactions"];

export const reactionsApi = {
  likeUp: defineRoute({
    method: "POST",
    path: "/api/board/likeCntUp",
    access: "verified",
    changes: postInBody("boardNo"),
    tags,
    summary: "좋아요 (once per member and post; code 0)",
    body: boardNoBody,
    response: likeState,
    code: 0,
  }),
  likeDown: defineRoute({
    method: "POST",
    path: "/api/board/likeCntDown",
    access: "verified",
    changes: postInBody("boardNo"),
    tags,
    summary: "좋아요 취소 (code 0)",
    body: boardNoBody,
    response: likeState,
    code: 0,
  }),
  bookmark: defineRoute({
    method: "POST",
    path: "/api/board/contents/:boardNo/bookmark",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "북마크 (bookmark true/false sets it; without it, toggles)",
    params: boardNoParams,
    body: z.object({ bookmark: z.boolean().optional() }).nullish(),
    response: bookmarkState,
  }),
  reactions: defineRoute({
    method: "GET",
    path: "/api/board/contents/:boardNo/reactions",
    access: "public",
    tags,
    summary: "게시물에 대한 내 반응 (likeYn, likeCount, bookmark, followYn)",
    params: boardNoParams,
    response: postReactions,
  }),
  follow: defineRoute({
    method: "POST",
    path: "/api/user/follow/:userId",
    access: "verified",
    changes: pathMembersPages,
    tags,
    summary: "팔로우",
    params: followParams,
    response: followState,
  }),
  unfollow: defineRoute({
    method: "DELETE",
    path: "/api/user/follow/:userId",
    access: "verified",
    changes: pathMembersPages,
    tags,
    summary: "팔로우 취소",
    params: followParams,
    response: followState,
  }),
  collection: defineRoute({
    method: "GET",
    path: "/api/user/boardsLikeFollow",
    access: "member",
    tags,
    summary: "내 게시물 목록: upload(내 글), like(좋아요), follow(팔로우한 회원의 글), view(본 글), bookmark",
    querystring: listPageQuery.extend({ type: z.enum(COLLECTIONS).default("like") }),
    response: boardCardPage,
  }),
  myInviteUrl: defineRoute({
    method: "GET",
    path: "/api/board/getMyInviteURL",
    access: "member",
    tags,
    summary: "내 공유 링크 (boardNo: 게시물 링크, 없으면 가입 초대 링크)",
    querystring: z.object({ boardNo: boardNo.optional() }),
    response: describes<InviteUrl>()(z.object({ url: z.string(), permaLink: z.string().nullable(), eventKey: z.string() })),
  }),
  cheers: defineRoute({
    method: "GET",
    path: "/api/board/:boardNo/cheers",
    access: "public",
    tags,
    summary: "게시물이 받은 응원 (count, points, recent)",
    params: boardNoParams,
    response: cheerSummary,
  }),
  cheer: defineRoute({
    method: "POST",
    path: "/api/board/:boardNo/cheers",
    access: "verified",
    // A cheer empties the post's shared cheer answer; a share shows only in the sharer's figures.
    changes: postInPath("boardNo"),
    tags,
    summary: "응원하기: 포인트를 작가에게 보냄 (amount 100/300/500/1000, message ≤ 100자; 하루 10번, 3,000P)",
    params: boardNoParams,
    body: z.object({ amount: z.number().int(), message: z.string().max(400).optional() }),
    response: cheerSummary.extend({ balance: z.number() }),
  }),
  shared: defineRoute({
    method: "POST",
    path: "/api/board/shared",
    access: "member",
    changes: "nothing",
    tags,
    summary: "공유 기록 (a network chosen, the link copied or the phone's share sheet used; once per member and post)",
    body: z.object({ boardNo, channel: z.enum([...SHARE_CHANNELS, "copy", "system"]) }),
    response: z.object({ boardNo: z.number(), shared: z.literal(true) }),
  }),
  myInviteCount: defineRoute({
    method: "GET",
    path: "/api/board/getMyInviteCNT",
    access: "member",
    tags,
    summary: "내 링크로 가입한 회원 수",
    response: z.object({ inviteCount: z.number() }),
  }),
  shortLinkInfo: defineRoute({
    method: "GET",
    path: "/api/board/event/shortLink/info",
    access: "member",
    tags,
    summary: "공유 링크 현황 (cumulativeReward, sharedBoardCount, influxCount)",
    response: describes<ShortLinkInfo>()(z.object({ cumulativeReward: z.number(), sharedBoardCount: z.number(), influxCount: z.number() })),
  }),
  shortLinkVisit: defineRoute({
    method: "POST",
    path: "/api/board/shortLink/visit",
    access: "public",
    changes: "nothing",
    tags,
    summary: "공유 링크 방문 기록 (once per visitor; not the sharer, not bots)",
    body: z.object({ permaLink }),
    response: z.object({ counted: z.boolean() }),
  }),
};
