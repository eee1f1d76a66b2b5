// Series contracts (docs/product/series.md, decision 0217). Anyone reads a series (its visible
// parts); only its owner changes it — another member, a moderator or an admin is refused with
// 403 (SERIES_NOT_OWNER), a visitor with 401. Every change empties the owner's public pages, and
// with them every post page of theirs (each carries the author's tag), so the boxes follow.
import { z } from "zod";
import { SERIES_DESCRIPTION_MAX, SERIES_MAX_PARTS, SERIES_TITLE_MAX } from "../../../core/series";
import { bigintNo, boardNo, describes } from "../../lib/schemas";
import { writersPages } from "../cache-changes";
import { defineRoute } from "../route";
import type { MySeries, SeriesDetail, SeriesPart, SeriesPostChoice, SeriesSummary } from "./types";

const tags = ["series"];
const seriesNoParams = z.object({ seriesNo: bigintNo });

// Lengths are checked again on the cleaned text with the readers' own words (core/series.ts); the
// schema only stops what no form sends.
const title = z.string().max(SERIES_TITLE_MAX * 4);
const description = z.string().max(SERIES_DESCRIPTION_MAX * 4);

const summaryShape = {
  seriesNo: z.number(),
  title: z.string(),
  description: z.string(),
  userId: z.string(),
  userName: z.string(),
  partCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const seriesSummarySchema = describes<SeriesSummary>()(z.object(summaryShape));

const part = describes<SeriesPart>()(
  z.object({
    boardNo: z.number(),
    permaLink: z.string(),
    subject: z.string(),
    position: z.number(),
    regDate: z.string(),
    hidden: z.enum(["deleted", "blinded"]).nullable(),
  }),
);

export const seriesDetailSchema = describes<SeriesDetail>()(z.object({ ...summaryShape, parts: z.array(part) }));

const choice = describes<SeriesPostChoice>()(
  z.object({ boardNo: z.number(), permaLink: z.string(), subject: z.string(), regDate: z.string(), seriesNo: z.number().nullable() }),
);

export const seriesApi = {
  mine: defineRoute({
    method: "GET",
    path: "/api/series/mine",
    access: "member",
    tags,
    summary: "내 연재: 연재마다 모든 글(숨김·삭제된 글 표시), 연재에 담을 수 있는 내 최근 글",
    response: describes<MySeries>()(z.object({ series: z.array(seriesDetailSchema), posts: z.array(choice) })),
  }),
  read: defineRoute({
    method: "GET",
    path: "/api/series/:seriesNo",
    access: "public",
    tags,
    summary: "연재 하나와 글 목록 (순서대로; 다른 사람에게는 삭제·숨김 글을 빼고, 주인에게는 표시해서)",
    params: seriesNoParams,
    response: seriesDetailSchema,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/series",
    access: "verified",
    changes: writersPages,
    tags,
    summary: `연재 만들기: title (1–${SERIES_TITLE_MAX}자), description (${SERIES_DESCRIPTION_MAX}자까지)`,
    body: z.object({ title, description: description.default("") }),
    response: seriesSummarySchema,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/series/:seriesNo",
    access: "verified",
    changes: writersPages,
    tags,
    summary: "연재 제목·소개 바꾸기 (주인만)",
    params: seriesNoParams,
    body: z.object({ title, description: description.default("") }),
    response: seriesSummarySchema,
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/series/:seriesNo",
    access: "verified",
    changes: writersPages,
    tags,
    summary: "연재 지우기 (주인만): 글은 그대로 남고 연재에서만 빠짐",
    params: seriesNoParams,
    response: z.object({ seriesNo: z.number() }),
  }),
  addPart: defineRoute({
    method: "POST",
    path: "/api/series/:seriesNo/parts",
    access: "verified",
    changes: writersPages,
    tags,
    summary: `연재에 내 글 담기 (맨 끝에; 한 글은 한 연재에만, 연재마다 ${SERIES_MAX_PARTS}편까지); 팔로워에게 한 번 알림`,
    params: seriesNoParams,
    body: z.object({ boardNo }),
    response: seriesDetailSchema,
  }),
  removePart: defineRoute({
    method: "DELETE",
    path: "/api/series/:seriesNo/parts/:boardNo",
    access: "verified",
    changes: writersPages,
    tags,
    summary: "연재에서 글 빼기 (주인만; 글은 그대로)",
    params: z.object({ seriesNo: bigintNo, boardNo }),
    response: seriesDetailSchema,
  }),
  reorder: defineRoute({
    method: "PUT",
    path: "/api/series/:seriesNo/order",
    access: "verified",
    changes: writersPages,
    tags,
    summary: "연재 글 순서 정하기: order는 연재의 모든 글 번호를 새 순서대로 (하나라도 다르면 409)",
    params: seriesNoParams,
    body: z.object({ order: z.array(boardNo).max(SERIES_MAX_PARTS) }),
    response: seriesDetailSchema,
  }),
  setPostSeries: defineRoute({
    method: "PUT",
    path: "/api/series/post/:boardNo",
    access: "verified",
    changes: writersPages,
    tags,
    summary: "글쓰기 화면에서: 내 글을 내 연재 하나의 끝에 담기 (seriesNo), 또는 연재에서 빼기 (null)",
    params: z.object({ boardNo }),
    body: z.object({ seriesNo: bigintNo.nullable() }),
    response: z.object({ boardNo: z.number(), seriesNo: z.number().nullable() }),
  }),
};
