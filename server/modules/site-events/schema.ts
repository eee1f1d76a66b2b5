// Route contracts of notices and events (docs/product/events.md): the public list, an entry,
// the contest's entries and entering, the content-sharing ranking, and the operators' routes.
import { z } from "zod";
import { ENTRIES_PAGE_SIZE, EVENTS_PAGE_SIZE, SITE_EVENT_FILTERS, SITE_EVENT_KINDS, SITE_EVENT_STATES } from "../../../core/site-events";
import { boardNo, describes, intNo, pageQuery } from "../../lib/schemas";
import { defineRoute } from "../route";
import type {
  ContestEntry,
  InviteRank,
  InviteRanking,
  ListPage,
  MyContestState,
  SiteEventAdminItem,
  SiteEventCard,
  SiteEventDetail,
} from "./types";

const when = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const slug = z.string().min(1).max(60);

const cardFields = {
  eventNo: z.number(),
  kind: z.enum(SITE_EVENT_KINDS),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  phase: z.enum(["upcoming", "ongoing", "ended"]),
  pinned: z.boolean(),
  publishedAt: z.string().nullable(),
  link: z.string(),
};

export const siteEventCardSchema = describes<SiteEventCard>()(z.object(cardFields));

export const siteEventDetailSchema = describes<SiteEventDetail>()(
  z.object({ ...cardFields, bodyHtml: z.string(), rulesHtml: z.string(), resultsHtml: z.string(), entryCount: z.number() }),
);

export const siteEventAdminSchema = describes<SiteEventAdminItem>()(
  z.object({
    ...cardFields,
    state: z.enum(SITE_EVENT_STATES),
    bodyHtml: z.string(),
    rulesHtml: z.string(),
    resultsHtml: z.string(),
    entryCount: z.number(),
    updatedAt: z.string(),
  }),
);

const contestEntrySchema = describes<ContestEntry>()(
  z.object({
    entryNo: z.number(),
    enteredAt: z.string(),
    boardNo: z.number(),
    subject: z.string(),
    permaLink: z.string(),
    thumb: z.string().nullable(),
    userId: z.string(),
    userName: z.string(),
  }),
);

function pageSchema<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), page: z.number(), size: z.number(), totalCount: z.number(), totalPages: z.number() });
}

const cardPage = describes<ListPage<SiteEventCard>>()(pageSchema(siteEventCardSchema));
const entryPage = describes<ListPage<ContestEntry>>()(pageSchema(contestEntrySchema));

const rankSchema = describes<InviteRank>()(
  z.object({ rank: z.number(), userId: z.string(), userName: z.string(), signups: z.number(), visits: z.number() }),
);

/** What operators send to create or change an entry. */
export const siteEventBody = z.object({
  kind: z.enum(SITE_EVENT_KINDS),
  slug,
  title: z.string().max(200),
  summary: z.string().max(500).optional(),
  bodyHtml: z.string().max(200_000).optional(),
  rulesHtml: z.string().max(50_000).optional(),
  resultsHtml: z.string().max(50_000).optional(),
  bannerUrl: z.string().max(1000).nullable().optional(),
  startsAt: when.nullable().optional(),
  endsAt: when.nullable().optional(),
  pinned: z.boolean().optional(),
});

export const siteEventsApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/event/list",
    access: "public",
    tags: ["events"],
    summary: "공지사항·이벤트 목록",
    querystring: z
      .object({ kind: z.enum(SITE_EVENT_KINDS).default("notice"), filter: z.enum(SITE_EVENT_FILTERS).optional() })
      .extend(pageQuery({ size: EVENTS_PAGE_SIZE, maxSize: 50 }).shape),
    response: cardPage,
  }),
  detail: defineRoute({
    method: "GET",
    path: "/api/event/detail/:slug",
    access: "public",
    tags: ["events"],
    summary: "공지사항·이벤트 상세",
    params: z.object({ slug }),
    response: siteEventDetailSchema,
  }),
  entries: defineRoute({
    method: "GET",
    path: "/api/event/detail/:slug/entries",
    access: "public",
    tags: ["events"],
    summary: "이벤트 응모작 목록",
    params: z.object({ slug }),
    querystring: pageQuery({ size: ENTRIES_PAGE_SIZE, maxSize: 50 }),
    response: entryPage,
  }),
  myContest: defineRoute({
    method: "GET",
    path: "/api/event/ai-contest/my",
    access: "member",
    tags: ["events"],
    summary: "AI 콘텐츠 공모전: 내 응모와 응모할 수 있는 글",
    response: describes<MyContestState>()(
      z.object({ entry: contestEntrySchema.nullable(), posts: z.array(z.object({ boardNo: z.number(), subject: z.string() })) }),
    ),
  }),
  enterContest: defineRoute({
    method: "POST",
    path: "/api/event/ai-contest/entry",
    access: "verified",
    // notices and events: /event pages are rendered for each reader (not shared)
    changes: "nothing",
    tags: ["events"],
    summary: "AI 콘텐츠 공모전 응모 (내 글 하나, 기간 중, 한 번)",
    body: z.object({ boardNo }),
    response: contestEntrySchema,
  }),
  ranking: defineRoute({
    method: "GET",
    path: "/api/event/share-content/ranking",
    access: "member",
    tags: ["events"],
    summary: "콘텐츠 공유 이벤트 순위 (상위 10위는 오피스 메일 회원만)",
    response: describes<InviteRanking>()(
      z.object({
        myRank: z.number().nullable(),
        mySignups: z.number(),
        myVisits: z.number(),
        participants: z.number(),
        office: z.boolean(),
        top: z.array(rankSchema).nullable(),
      }),
    ),
  }),
  adminList: defineRoute({
    method: "GET",
    path: "/api/admin/events",
    access: "moderator",
    tags: ["moderation"],
    summary: "공지사항·이벤트 목록 (초안 포함)",
    response: z.object({ eventList: z.array(siteEventAdminSchema) }),
  }),
  adminCreate: defineRoute({
    method: "POST",
    path: "/api/admin/events",
    access: "moderator",
    changes: "nothing",
    tags: ["moderation"],
    summary: "공지사항·이벤트 만들기 (초안)",
    body: siteEventBody,
    response: siteEventAdminSchema,
  }),
  adminUpdate: defineRoute({
    method: "PUT",
    path: "/api/admin/events/:eventNo",
    access: "moderator",
    changes: "nothing",
    tags: ["moderation"],
    summary: "공지사항·이벤트 고치기 (결과 포함)",
    params: z.object({ eventNo: intNo }),
    body: siteEventBody,
    response: siteEventAdminSchema,
  }),
  adminState: defineRoute({
    method: "POST",
    path: "/api/admin/events/:eventNo/state",
    access: "moderator",
    changes: "nothing",
    tags: ["moderation"],
    summary: "공지사항·이벤트 게시 또는 내리기",
    params: z.object({ eventNo: intNo }),
    body: z.object({ state: z.enum(SITE_EVENT_STATES) }),
    response: siteEventAdminSchema,
  }),
  adminEntries: defineRoute({
    method: "GET",
    path: "/api/admin/events/:eventNo/entries",
    access: "moderator",
    tags: ["moderation"],
    summary: "이벤트 응모작 목록 (운영자)",
    params: z.object({ eventNo: intNo }),
    querystring: pageQuery({ size: ENTRIES_PAGE_SIZE, maxSize: 50 }),
    response: entryPage,
  }),
};
