// Document post contracts: the viewer's data and text, the original's download, and the
// owner's retry/delete of a failed conversion; and the fields of a document post, published
// as multipart through POST /api/contents/post (contents/schema.ts) or edited as JSON.
import { z } from "zod";
import { DOC_MSG, DOCUMENT_KINDS } from "../../../core/documents";
import { say } from "../../../core/i18n";
import { checkTagList, normalizeTag, splitTagInput } from "../../../core/writing";
import { boardNoParams, describes, localized } from "../../lib/schemas";
import { postInPath, removedPostInPath } from "../cache-changes";
import { LISTS_TAG } from "../../../core/cache-tags";
import { defineRoute, rawAnswer } from "../route";
import type { DocumentAccess } from "./service";
import type { DocumentPageView, DocumentText, DocumentView } from "./types";

const TAGS_MALFORMED = "태그 형식이 올바르지 않습니다.";

/**
 * Tags arrive as a JSON array or comma-separated, and obey the editor's rule (core/writing
 * checkTagList): the same characters, length and count, and '#AI' and 'ai' are one tag, refused twice.
 */
function parseTagsText(raw: string, context: z.RefinementCtx): string[] {
  let list: unknown = raw;
  if (raw.trim().startsWith("[")) {
    try {
      list = JSON.parse(raw);
    } catch {
      context.addIssue({ code: "custom", message: TAGS_MALFORMED });
      return z.NEVER;
    }
  } else list = splitTagInput(raw);
  if (!Array.isArray(list) || list.some((t) => typeof t !== "string")) {
    context.addIssue({ code: "custom", message: TAGS_MALFORMED });
    return z.NEVER;
  }
  const checked = checkTagList((list as string[]).filter((t) => normalizeTag(t) !== ""));
  if (!checked.ok) {
    // Validation details are for developers; the form checks with the same rule in the reader's language.
    context.addIssue({ code: "custom", message: say(checked.message, "ko") });
    return z.NEVER;
  }
  return checked.tags;
}

const tagList = z.string().max(2000).default("").transform(parseTagsText);

/** Editing a document post (JSON): the same fields and rules, tags as a list; the file stays. */
export const documentPostEdit = z.object({
  type: z.literal("updDocs"),
  subject: z.string().max(100, { error: "제목은 100자까지 입력할 수 있습니다." }),
  topic: z.string().max(40),
  tags: z
    .array(z.string().max(100))
    .max(50)
    .default([])
    .transform((list, context) => parseTagsText(JSON.stringify(list), context)),
  webEditorContent: z.string().max(50_000, { error: "문서 소개는 50,000자까지 입력할 수 있습니다." }),
  downloadYn: z.enum(["Y", "N"]).default("N"),
  /** An AI briefing's draft: true publishes it with these fields (its author's 발행하기); ignored for published posts. */
  publish: z.boolean().default(false),
});

/** The text fields of a multipart document post (docs/product/documents.md upload form state). */
export const documentPostFields = z.object({
  type: z.literal("updDocs", { error: "문서 게시물(updDocs)만 파일과 함께 올릴 수 있습니다." }),
  pageType: z.literal("upload").default("upload"),
  subject: z.string().max(100, { error: "제목은 100자까지 입력할 수 있습니다." }).default(""),
  topic: z.string().max(40).default(""),
  tags: tagList,
  webEditorContent: z.string().max(50_000, { error: "문서 소개는 50,000자까지 입력할 수 있습니다." }).default(""),
  /** The author's download choice: Y lets readers download the original. */
  downloadYn: z.enum(["Y", "N"]).default("N"),
  /** "true" when the member accepts the upload policy with this first post (modalPolicy). */
  agreePolicy: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

/** The reader's own standing on a document post (viewer state). */
export const documentAccess = describes<DocumentAccess>()(z.object({ isOwner: z.boolean(), downloadUrl: z.string().nullable() }));

const documentPage = describes<DocumentPageView>()(
  z.object({
    pageNo: z.number(),
    image: z.string().nullable(),
    textLayer: z.string().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    html: z.string().nullable(),
  }),
);

const tags = ["documents"];

export const documentsApi = {
  view: defineRoute({
    method: "GET",
    path: "/api/documents/:boardNo",
    access: "public",
    tags,
    summary: "문서 뷰어 정보 (status, pages, download)",
    params: boardNoParams,
    response: describes<DocumentView>()(
      z.object({
        boardNo: z.number(),
        kind: z.enum(DOCUMENT_KINDS),
        kindLabel: localized,
        status: z.enum(["processing", "review", "ready", "failed"]),
        renderer: z.enum(["pages", "html"]).nullable(),
        pageCount: z.number(),
        pages: z.array(documentPage),
        pagesNote: localized.nullable(),
        fileName: z.string(),
        sizeBytes: z.number(),
        allowDownload: z.boolean(),
        downloadUrl: z.string().nullable(),
        isOwner: z.boolean(),
        failure: z.object({ code: z.string(), reason: localized }).nullable(),
        firstPageImage: z.string().nullable(),
        summaryText: z.string(),
      }),
    ),
  }),
  text: defineRoute({
    method: "GET",
    path: "/api/documents/:boardNo/text",
    access: "public",
    tags,
    summary: "문서의 쪽별 텍스트 (in-document search)",
    params: boardNoParams,
    response: describes<DocumentText>()(z.object({ pages: z.array(z.object({ pageNo: z.number(), text: z.string() })) })),
  }),
  // The original, for members, when its author allowed it (the service checks that part).
  download: defineRoute({
    method: "GET",
    path: "/api/documents/:boardNo/download",
    access: "member",
    loginMessage: DOC_MSG.downloadLogin,
    tags,
    summary: "원본 다운로드 (members; when the author allowed it)",
    params: boardNoParams,
    response: rawAnswer(200, "원본 파일 (Content-Disposition: attachment)"),
  }),
  retry: defineRoute({
    method: "POST",
    path: "/api/documents/:boardNo/retry",
    access: "member",
    changes: postInPath("boardNo", LISTS_TAG),
    tags,
    summary: "변환 다시 시도 (owner, failed documents)",
    params: boardNoParams,
    response: z.object({ status: z.literal("processing") }),
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/documents/:boardNo",
    access: "member",
    changes: removedPostInPath("boardNo", LISTS_TAG),
    tags,
    summary: "변환에 실패한 문서 게시물 삭제 (owner)",
    params: boardNoParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
};
