// Drafts contracts (docs/product/writing.md): list, read, save (create or update), delete several. The
// member's own drafts only; another member's draft number answers like a missing draft.
import { z } from "zod";
import { CONTENT_HTML_MAX_LENGTH, DRAFT_MAX_COUNT } from "../../../core/writing";
import { describes, intNo } from "../../lib/schemas";
import { defineRoute } from "../route";
import type { Draft, DraftList, DraftSummary } from "./types";

const tags = ["drafts"];

export const draftsApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/drafts",
    access: "verified",
    tags,
    summary: "임시저장 목록 (newest first)",
    response: describes<DraftList>()(
      z.object({
        list: z.array(
          describes<DraftSummary>()(
            z.object({
              draftNo: z.number(),
              draftDate: z.string(),
              topic: z.string(),
              title: z.string(),
              excerpt: z.string(),
              thumbnailPath: z.string().nullable(),
              complete: z.boolean(),
              originalDate: z.string().nullable(),
              scheduledAt: z.string().nullable(),
            }),
          ),
        ),
        totalCount: z.number(),
        writtenCount: z.number(),
        maxCount: z.number(),
      }),
    ),
  }),
  read: defineRoute({
    method: "GET",
    path: "/api/draft",
    access: "verified",
    tags,
    summary: "임시저장 글 불러오기",
    querystring: z.object({ draftNo: intNo }),
    response: describes<Draft>()(
      z.object({
        draftNo: z.number(),
        draftDate: z.string(),
        topic: z.string(),
        title: z.string(),
        content: z.string(),
        tags: z.array(z.string()),
        thumbnailPath: z.string().nullable(),
        originalDate: z.string().nullable(),
        scheduledAt: z.string().nullable(),
      }),
    ),
  }),
  save: defineRoute({
    method: "POST",
    path: "/api/draft",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "임시저장 (draftNo given: update, else create; boardNo given: the author's edit in progress of that published post)",
    body: z.object({
      draftNo: intNo.optional(),
      boardNo: intNo.optional(),
      topic: z.string().max(40).default(""),
      title: z.string().max(1_000).default(""),
      content: z.string().max(CONTENT_HTML_MAX_LENGTH).default(""),
      tags: z.array(z.string().max(100)).max(50).default([]),
      thumbnailPath: z.string().max(1_000).nullable().default(null),
    }),
    response: z.object({ draftNo: z.number(), draftDate: z.string() }),
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/drafts",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "임시저장 글 삭제 (several at once)",
    body: z.object({ draftNoList: z.array(intNo).min(1).max(DRAFT_MAX_COUNT) }),
    response: z.object({ deleted: z.array(z.number()) }),
  }),
};
