// Exhibit contracts (docs/product/exhibits.md §1): the public exhibit and the operators' editing.
// The exhibit's post list is GET /api/prep/boards with `exhibit` (boards module).
import { z } from "zod";
import { describes, intNo, bigintNo } from "../../lib/schemas";
import { boardCardWith } from "../boards/schema";
import { EXHIBITS_TAG } from "../../../core/cache-tags";
import { defineRoute } from "../route";
import type { ExhibitAdminDetail, ExhibitAdminItem, ExhibitBoard, ExhibitInfo, ExhibitPostItem } from "./types";

const tags = ["exhibits"];
const adminTags = ["moderation"];

export const exhibitSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/);
const theme = z.enum(["blue", "green", "red", "gold"]);
const state = z.enum(["draft", "open", "closed"]);
const when = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s))
  .nullable();
export const exhibitCategory = z.string().trim().min(1).max(30);

const infoFields = {
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  bannerUrl: z.string(),
  theme,
  categories: z.array(z.string()),
  state,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
};
export const exhibitInfo = describes<ExhibitInfo>()(z.object(infoFields));
const adminFields = { ...infoFields, exhibitId: z.number(), postCount: z.number(), updDate: z.string() };
const adminItem = describes<ExhibitAdminItem>()(z.object(adminFields));
const postItem = describes<ExhibitPostItem>()(
  z.object({
    boardNo: z.number(),
    permaLink: z.string(),
    subject: z.string(),
    category: z.string(),
    sortOrder: z.number(),
    visible: z.boolean(),
  }),
);
const adminDetail = describes<ExhibitAdminDetail>()(z.object({ ...adminFields, posts: z.array(postItem) }));
export const exhibitBoard = describes<ExhibitBoard>()(boardCardWith({ link: z.string(), category: z.string() }));

/** A banner is a file of ours (/files/…) or an https address; empty for the theme's plain banner. */
const bannerUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((s) => s === "" || s.startsWith("/files/") || /^https:\/\/[^\s]+$/.test(s));

export const exhibitBody = z.object({
  slug: exhibitSlug,
  title: z.string().trim().min(1).max(100),
  intro: z.string().trim().max(2000).default(""),
  bannerUrl: bannerUrl.default(""),
  theme: theme.default("blue"),
  categories: z.array(exhibitCategory).min(1).max(12),
  state: state.default("draft"),
  startDate: when.default(null),
  endDate: when.default(null),
});
const exhibitIdParams = z.object({ exhibitId: intNo });

export const exhibitsApi = {
  info: defineRoute({
    method: "GET",
    path: "/api/exhibits/:slug",
    access: "public",
    tags,
    summary: "기획전 정보 (제목, 소개, 배너, 분류)",
    params: z.object({ slug: z.string().max(40) }),
    response: exhibitInfo,
  }),
  adminList: defineRoute({
    method: "GET",
    path: "/api/admin/exhibits",
    access: "moderator",
    tags: adminTags,
    summary: "기획전 목록 (운영자, 비공개 포함)",
    response: z.object({ exhibitList: z.array(adminItem) }),
  }),
  adminRead: defineRoute({
    method: "GET",
    path: "/api/admin/exhibits/:exhibitId",
    access: "moderator",
    tags: adminTags,
    summary: "기획전 상세와 담긴 게시물 (운영자)",
    params: exhibitIdParams,
    response: adminDetail,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/admin/exhibits",
    access: "moderator",
    // exhibits and quiz rounds: the exhibit pages and the prep quiz header; a member's sitting shows only to them
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "기획전 만들기",
    body: exhibitBody,
    response: adminDetail,
  }),
  update: defineRoute({
    method: "PUT",
    path: "/api/admin/exhibits/:exhibitId",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "기획전 고치기 (주소, 제목, 소개, 배너, 테마, 분류, 상태, 기간)",
    params: exhibitIdParams,
    body: exhibitBody,
    response: adminDetail,
  }),
  addPost: defineRoute({
    method: "POST",
    path: "/api/admin/exhibits/:exhibitId/posts",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "기획전에 게시물 담기 (게시물 번호, 퍼머링크 또는 주소 + 분류)",
    params: exhibitIdParams,
    body: z.object({ post: z.string().trim().min(1).max(300), category: exhibitCategory }),
    response: adminDetail,
  }),
  reorder: defineRoute({
    method: "PUT",
    path: "/api/admin/exhibits/:exhibitId/posts/order",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "기획전 게시물 순서 바꾸기 (모든 게시물 번호를 새 순서로)",
    params: exhibitIdParams,
    body: z.object({ boardNos: z.array(bigintNo).max(300) }),
    response: adminDetail,
  }),
  removePost: defineRoute({
    method: "DELETE",
    path: "/api/admin/exhibits/:exhibitId/posts/:boardNo",
    access: "moderator",
    changes: [EXHIBITS_TAG],
    tags: adminTags,
    summary: "기획전에서 게시물 빼기",
    params: z.object({ exhibitId: intNo, boardNo: bigintNo }),
    response: adminDetail,
  }),
};
