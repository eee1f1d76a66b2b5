// Contents contracts (docs/product/writing.md): publish, edit, delete posts and upload the images written into
// them. Writing needs a signed-in member with a verified e-mail; changing a post needs its
// owner (checked by the service).
import { z } from "zod";
import { DOCUMENT_KINDS } from "../../../core/documents";
import { CONTENT_HTML_MAX_LENGTH } from "../../../core/writing";
import { boardNoParams, describes, userId } from "../../lib/schemas";
import { documentPostEdit } from "../documents/schema";
import type { PublishedDocumentPost } from "../documents/types";
import { authorsPost, authorsRemovedPost } from "../cache-changes";
import { defineRoute } from "../route";
import type { UploadedImage } from "./files";
import type { PublishedPost } from "./types";

const tags = ["contents"];

export const editorPost = z.object({
  type: z.literal("editor"),
  subject: z.string().max(1_000),
  webEditorContent: z.string().max(CONTENT_HTML_MAX_LENGTH),
  topic: z.string().max(40),
  tags: z.array(z.string().max(100)).max(50).default([]),
  thumb: z.string().max(1_000).nullable().default(null),
  draftNo: z.number().int().positive().optional(),
  agreePolicy: z.boolean().optional(),
});
// One member per post type: polarisAi joins this union when it is built; updDocs is published
// as multipart (documents module) and edited with its own fields (documentPostEdit).
export const postBody = z.discriminatedUnion("type", [editorPost]);

const publishedPost = describes<PublishedPost>()(z.object({ boardNo: z.number(), permaLink: z.string() }));
const publishedDocument = describes<PublishedDocumentPost>()(
  z.object({ boardNo: z.number(), permaLink: z.string(), publishing: z.literal(true), kind: z.enum(DOCUMENT_KINDS) }),
);

export const contentsApi = {
  // One route for every post type (docs/product/writing.md): JSON for editor posts, multipart with `file` for
  // uploaded documents (updDocs, documents/schema.ts documentPostFields).
  publish: defineRoute({
    method: "POST",
    path: "/api/contents/post",
    access: "verified",
    changes: authorsPost(),
    tags,
    summary: "게시물 발행: JSON (type editor) 또는 multipart (type updDocs, file …); answers boardNo and permaLink",
    upload: true,
    body: postBody,
    // A document answers with more (publishing, kind): it is tried first.
    response: describes<PublishedPost | PublishedDocumentPost>()(z.union([publishedDocument, publishedPost])),
  }),
  edit: defineRoute({
    method: "POST",
    path: "/api/contents/post/:boardNo",
    access: "verified",
    changes: authorsPost("boardNo"),
    tags,
    summary:
      "게시물 수정 (owner only; office-shared posts refused): JSON type editor, or type updDocs with the fields only (the file stays)",
    params: boardNoParams,
    body: z.discriminatedUnion("type", [editorPost, documentPostEdit]),
    // `published`: false while an AI briefing's draft was only saved (docs/decisions/0182).
    response: publishedPost.extend({ published: z.boolean().optional() }),
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/contents/:boardNo",
    access: "verified",
    changes: authorsRemovedPost("boardNo"),
    tags,
    summary: "게시물 삭제 (owner only; soft delete: a document's pages go at once, other files after 30 days)",
    params: boardNoParams,
    querystring: z.object({ userId: userId.optional() }),
    response: z.object({ boardNo: z.number() }),
  }),
  image: defineRoute({
    method: "POST",
    path: "/api/contents/image",
    access: "verified",
    changes: "nothing",
    tags,
    summary: "이미지 올리기 (multipart field 'file'; type by content, 20MB per file, re-encoded to WebP)",
    querystring: z.object({ purpose: z.enum(["editor", "thumbnail"]).default("editor") }),
    upload: true,
    response: describes<UploadedImage>()(
      z.object({
        url: z.string(),
        key: z.string(),
        width: z.number(),
        height: z.number(),
        size: z.number(),
        storedSize: z.number(),
        fileName: z.string(),
      }),
    ),
  }),
};
