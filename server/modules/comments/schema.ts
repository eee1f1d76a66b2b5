// Comments contracts (docs/decisions/0080): read the thread of a post (anyone), write and
// reply (verified members), edit own, delete own or as the post's owner.
import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "../../../core/comments";
import { bigintNo, boardNo, countQuery, describes } from "../../lib/schemas";
import { postInBody } from "../cache-changes";
import { defineRoute } from "../route";
import type { CommentItem, CommentPage, CommentWriter } from "./types";

const tags = ["comments"];
/** Room for the longest comment after normalization (line breaks, spaces) — the service applies the real rule. */
const contentField = z.string().max(COMMENT_MAX_LENGTH * 4);
const commentNoParams = z.object({ commentNo: bigintNo });

const commentWriter = describes<CommentWriter>()(
  z.object({
    userId: z.string().nullable(),
    userName: z.string(),
    userProfileImg: z.string().nullable(),
    pfpTokenRarity: z.string().nullable(),
    remote: z.object({ handle: z.string(), url: z.string() }).nullable(),
  }),
);

// Named in the document's components: the schema refers to itself (replies).
export const commentItem: z.ZodType<CommentItem> = z
  .object({
    commentNo: z.number(),
    parentNo: z.number().nullable(),
    state: z.enum(["live", "deleted", "blind"]),
    content: z.string(),
    writer: commentWriter.nullable(),
    regDate: z.string(),
    edited: z.boolean(),
    mine: z.boolean(),
    canDelete: z.boolean(),
    reported: z.boolean(),
    // Replies of a top-level comment (always empty on replies): the same item, one level down.
    get replies() {
      return z.array(commentItem);
    },
  })
  .meta({ id: "CommentItem" });
describes<CommentItem>()(commentItem);

const commentPage = describes<CommentPage>()(
  z.object({ boardNo: z.number(), totalCount: z.number(), items: z.array(commentItem), nextCursor: z.number().nullable() }),
);

export const commentsApi = {
  list: defineRoute({
    method: "GET",
    path: "/api/comments",
    access: "public",
    tags,
    summary: "게시물의 댓글 목록 (오래된 순, 답글 포함; after = 다음 페이지 커서)",
    querystring: z.object({ boardNo, after: bigintNo.optional(), size: countQuery(100).optional() }),
    response: commentPage,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/comments",
    access: "verified",
    changes: postInBody("boardNo"),
    tags,
    summary: "댓글 또는 답글 작성 (이메일 인증 회원; 답글은 한 단계까지)",
    body: z.object({ boardNo, parentNo: bigintNo.nullish(), content: contentField }),
    response: commentItem,
  }),
  edit: defineRoute({
    method: "PUT",
    path: "/api/comments/:commentNo",
    access: "verified",
    changes: "everything",
    tags,
    summary: "내 댓글 수정",
    params: commentNoParams,
    body: z.object({ content: contentField }),
    response: commentItem,
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/comments/:commentNo",
    access: "verified",
    changes: "everything",
    tags,
    summary: "댓글 삭제 (작성자 또는 게시물 작성자; '삭제된 댓글입니다.'로 남음)",
    params: commentNoParams,
    response: z.object({ commentNo: z.number(), totalCount: z.number() }),
  }),
};
