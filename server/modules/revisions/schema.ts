// Revision contracts (docs/product/revisions.md): a post's revisions, one with its difference
// from another, and restoring one. The author and moderators read them; only the author
// restores (others: 403 with the writing pages' own message).
import { z } from "zod";
import { bigintNo, boardNo, describes } from "../../lib/schemas";
import { authorsPost } from "../cache-changes";
import { defineRoute } from "../route";
import type { RestoredRevision, RevisionDetail, RevisionDiff, RevisionList, RevisionSummary } from "./types";

const tags = ["revisions"];
const kind = z.enum(["publish", "edit", "restore"]);
const diffPart = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });

const summary = describes<RevisionSummary>()(
  z.object({
    revisionId: z.number(),
    kind,
    createdAt: z.string(),
    userId: z.string(),
    userName: z.string(),
    byModerator: z.boolean(),
    restoredFrom: z.number().nullable(),
    subject: z.string(),
    textLength: z.number(),
    current: z.boolean(),
  }),
);

const diff = describes<RevisionDiff>()(
  z.object({
    againstRevisionId: z.number().nullable(),
    subject: z.array(diffPart),
    text: z.array(diffPart),
    topic: z.object({ before: z.string(), after: z.string() }).nullable(),
    tags: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
    stats: z.object({ added: z.number(), removed: z.number() }),
  }),
);

const revisionParams = z.object({ boardNo, revisionId: bigintNo });

export const revisionsApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/board/:boardNo/revisions",
    access: "member",
    tags,
    summary: "게시물의 수정 기록 (작성자와 운영자만, 최신순)",
    params: z.object({ boardNo }),
    response: describes<RevisionList>()(
      z.object({ boardNo: z.number(), permaLink: z.string(), canRestore: z.boolean(), items: z.array(summary) }),
    ),
  }),
  read: defineRoute({
    method: "GET",
    path: "/api/board/:boardNo/revisions/:revisionId",
    access: "member",
    tags,
    summary: "수정 기록 하나와 비교 (against: 비교할 기록, 기본은 바로 앞 기록)",
    params: revisionParams,
    querystring: z.object({ against: bigintNo.optional() }),
    response: describes<RevisionDetail>()(
      z.object({
        boardNo: z.number(),
        permaLink: z.string(),
        revision: summary.extend({ topic: z.string(), tags: z.array(z.string()), html: z.string() }),
        diff,
      }),
    ),
  }),
  restore: defineRoute({
    method: "POST",
    path: "/api/board/:boardNo/revisions/:revisionId/restore",
    access: "verified",
    changes: authorsPost("boardNo"),
    tags,
    summary: "이 기록으로 되돌리기 (작성자만; 되돌리기도 새 기록이 됩니다)",
    params: revisionParams,
    response: describes<RestoredRevision>()(z.object({ boardNo: z.number(), permaLink: z.string(), revisionId: z.number() })),
  }),
};
