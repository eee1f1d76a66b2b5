// Board service contracts (docs/product/reading.md board service): reading posts and the public lists. The
// post card and the page of a list are declared here once and reused by every module that
// answers with posts (search, curation, my collections).
import { z } from "zod";
import { boardNo, boardNoBody, boardNoQuery, countQuery, describes, listPageQuery, pageQuery, userId } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { PrepBoard, PrepBoards, TagBoards, TagCount, WriterRank } from "./lists";
import type { BoardCard, BoardDetail, Page, Uploader } from "./types";
import type { ViewResult } from "./views";

export const uploader = describes<Uploader>()(
  z.object({ userId: z.string(), userName: z.string(), userProfileImg: z.string().nullable(), pfpTokenRarity: z.string().nullable() }),
);

const cardFields = {
  boardNo: z.number(),
  permaLink: z.string(),
  subject: z.string(),
  excerpt: z.string(),
  topic: z.string(),
  tags: z.array(z.string()),
  thumb: z.string().nullable(),
  viewCount: z.number(),
  likeCount: z.number(),
  commentCount: z.number(),
  regDate: z.string(),
  isDemo: z.boolean(),
  uploader,
};

export const boardCard = describes<BoardCard>()(z.object(cardFields));

/** A card with more fields (search results, the exam-prep exhibit). */
export function boardCardWith<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...cardFields, ...shape });
}

export const boardDetail = describes<BoardDetail>()(
  boardCardWith({
    boardType: z.string(),
    contentHtml: z.string(),
    description: z.string(),
    blindYn: z.enum(["Y", "N"]),
    publishing: z.boolean(),
    updDate: z.string(),
  }),
);

const pageFields = { page: z.number(), size: z.number(), totalCount: z.number(), totalPages: z.number() };

/** One page of a list (Page<T>). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), ...pageFields });
}

/** A page with more fields beside the items (search, curation, the report queue). */
export function pageWith<T extends z.ZodType, S extends z.ZodRawShape>(item: T, shape: S) {
  return z.object({ items: z.array(item), ...pageFields, ...shape });
}

export const boardCardPage = describes<Page<BoardCard>>()(pageOf(boardCard));

const tags = ["board"];

export const boardsApi = {
  newBoards: defineRoute({
    method: "GET",
    path: "/api/board/newBoards",
    access: "public",
    tags,
    summary: "최신 게시물 목록 (newest first, paged)",
    querystring: listPageQuery,
    response: boardCardPage,
  }),
  contents: defineRoute({
    method: "GET",
    path: "/api/board/contents",
    access: "public",
    tags,
    summary: "게시물 상세 (post detail)",
    querystring: boardNoQuery,
    response: boardDetail,
  }),
  seo: defineRoute({
    method: "GET",
    path: "/api/contents/seo",
    access: "public",
    tags: ["contents"],
    summary: "게시물 SEO 정보 (title, description, canonical)",
    querystring: boardNoQuery,
    response: z.object({
      title: z.string(),
      description: z.string(),
      permaLink: z.string(),
      canonicalPath: z.string(),
      image: z.string().nullable(),
      tags: z.array(z.string()),
    }),
  }),
  viewCntUp: defineRoute({
    method: "POST",
    path: "/api/board/viewCntUp",
    access: "public",
    changes: "nothing",
    tags,
    summary:
      "조회수 올리기 (one view per viewer, post and day; bots excluded). ref: the referring host only (document.referrer's host, the site's own host after a move inside it), never a path; the counted view adds to the author's statistics of the day",
    body: boardNoBody.extend({ ref: z.string().max(300).optional() }),
    response: describes<ViewResult>()(z.object({ counted: z.boolean(), viewCount: z.number() })),
  }),

  // lists (docs/product/reading.md Top10tags, bestTagBoards, suggestionBoards, getAllRank; contents GET /prep/boards)
  top10tags: defineRoute({
    method: "GET",
    path: "/api/board/Top10tags",
    access: "public",
    tags,
    summary: "인기 태그 10개",
    response: z.array(describes<TagCount>()(z.object({ tag: z.string(), count: z.number() }))),
  }),
  bestTagBoards: defineRoute({
    method: "GET",
    path: "/api/board/bestTagBoards",
    access: "public",
    tags,
    summary: "인기 태그별 베스트 게시물",
    querystring: z.object({
      tagCnt: countQuery(10).default(4),
      resultCnt: countQuery(16).default(4),
    }),
    response: z.array(describes<TagBoards>()(z.object({ tag: z.string(), count: z.number(), boards: z.array(boardCard) }))),
  }),
  suggestionBoards: defineRoute({
    method: "GET",
    path: "/api/board/suggestionBoards",
    access: "public",
    tags,
    summary: "추천 게시물 (문서 상세 6개 중 현재 글 제외 4개, 그 외 16개)",
    querystring: z.object({
      userId: userId.optional(),
      boardNo: boardNo.optional(),
      resultCnt: countQuery(32).default(16),
    }),
    response: z.array(boardCard),
  }),
  getAllRank: defineRoute({
    method: "GET",
    path: "/api/board/getAllRank",
    access: "public",
    tags,
    summary: "작성자 랭킹 (좋아요·조회 기준)",
    querystring: z.object({ resultCnt: countQuery(100).default(20) }),
    response: z.array(
      describes<WriterRank>()(
        z.object({
          rank: z.number(),
          userId: z.string(),
          userName: z.string(),
          userProfileImg: z.string().nullable(),
          pfpTokenRarity: z.string().nullable(),
          boardCount: z.number(),
          likeCount: z.number(),
          viewCount: z.number(),
        }),
      ),
    ),
  }),
  tagBoards: defineRoute({
    method: "GET",
    path: "/api/board/tagBoards",
    access: "public",
    tags,
    summary: "태그의 게시물 (최신순)",
    querystring: listPageQuery.extend({ tag: z.string().trim().min(1).max(40) }),
    response: boardCardPage,
  }),
  prepBoards: defineRoute({
    method: "GET",
    path: "/api/prep/boards",
    access: "public",
    tags: ["prep"],
    summary: "시험 대비 기획전 게시물 (category 기본값 전체); exhibit = 기획전 주소이면 그 기획전의 게시물",
    querystring: z.object({
      category: z.string().max(40).optional(),
      size: pageQuery({ size: 12 }).shape.size,
      exhibit: z.string().max(40).optional(),
    }),
    response: describes<PrepBoards>()(
      z.object({
        category: z.string(),
        size: z.number(),
        categories: z.array(z.string()),
        boardList: z.array(describes<PrepBoard>()(boardCardWith({ link: z.string() }))),
      }),
    ),
  }),
};
