// Document posts: publishing one (multipart POST /api/contents/post, type updDocs), the
// viewer's data and text, the original's download, and the owner's retry/delete of a
// failed conversion. Thin: zod schemas, guards, one service call each.
import fs from "node:fs";
import { z } from "zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DOC_MSG, DOCUMENT_MAX_BYTES } from "../../../core/documents";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireMember, requireVerified } from "../auth/plugin";
import {
  deleteFailedDocument,
  getDocumentText,
  getDocumentView,
  openOriginal,
  publishDocumentPost,
  retryConversion,
  type UploadedFile,
} from "./service";

const TAG_MAX = 10;
const TAG_LENGTH = 20;

/** Tags arrive as a JSON array or comma-separated; '#' prefixes and duplicates are dropped. */
function parseTagsText(raw: string, context: z.RefinementCtx): string[] {
  let list: unknown = raw;
  if (raw.trim().startsWith("[")) {
    try {
      list = JSON.parse(raw);
    } catch {
      context.addIssue({ code: "custom", message: "태그 형식이 올바르지 않습니다." });
      return z.NEVER;
    }
  } else list = raw.split(",");
  if (!Array.isArray(list) || list.some((t) => typeof t !== "string")) {
    context.addIssue({ code: "custom", message: "태그 형식이 올바르지 않습니다." });
    return z.NEVER;
  }
  const tags = [...new Set((list as string[]).map((t) => t.trim().replace(/^#+/, "").trim()).filter(Boolean))];
  if (tags.length > TAG_MAX) {
    context.addIssue({ code: "custom", message: `태그는 ${TAG_MAX}개까지 입력할 수 있습니다.` });
    return z.NEVER;
  }
  if (tags.some((t) => Array.from(t).length > TAG_LENGTH)) {
    context.addIssue({ code: "custom", message: `태그는 ${TAG_LENGTH}자까지 입력할 수 있습니다.` });
    return z.NEVER;
  }
  return tags;
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
});

/** The text fields of a multipart document post (SPEC §3 upload form state). */
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

const boardParams = z.object({ boardNo: z.coerce.number().int().positive().max(9_999_999_999) });

interface MultipartPost {
  fields: Record<string, string>;
  file: UploadedFile | null;
  thumb: Buffer | null;
}

function multipartError(app: FastifyInstance, error: unknown): unknown {
  const e = app.multipartErrors;
  if (error instanceof e.RequestFileTooLargeError) return errors.payloadTooLarge(DOC_MSG.tooLarge, "FILE_TOO_LARGE");
  if (error instanceof e.FilesLimitError) return errors.badRequest(DOC_MSG.oneFile, "TOO_MANY_FILES");
  if (error instanceof e.FieldsLimitError || error instanceof e.PartsLimitError)
    return errors.badRequest("요청 항목이 너무 많습니다.", "TOO_MANY_FIELDS");
  if (error instanceof e.PrototypeViolationError) return errors.badRequest();
  if (error instanceof e.PrematureCloseError) return errors.badRequest(DOC_MSG.uploadCancelled, "UPLOAD_INTERRUPTED");
  return error;
}

/** Reads the parts: text fields, the document (`file`) and an optional cover image (`thumb`). */
async function readMultipart(app: FastifyInstance, request: FastifyRequest): Promise<MultipartPost> {
  const post: MultipartPost = { fields: {}, file: null, thumb: null };
  try {
    const parts = request.parts({ limits: { files: 2, fileSize: DOCUMENT_MAX_BYTES, fields: 20, fieldSize: 256 * 1024 } });
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname === "file" && !post.file) {
          post.file = { data: await part.toBuffer(), fileName: part.filename || "" };
        } else if (part.fieldname === "thumb" && !post.thumb) {
          post.thumb = await part.toBuffer();
        } else {
          await part.toBuffer();
          throw errors.badRequest(DOC_MSG.oneFile, "TOO_MANY_FILES");
        }
      } else if (typeof part.value === "string") {
        post.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(app, error);
  }
  return post;
}

/**
 * The multipart half of POST /api/contents/post (type updDocs). Mount it from the one
 * contents route: `if (request.isMultipart()) return handleDocumentPost(ctx, app, request)`.
 */
export async function handleDocumentPost(ctx: AppContext, app: FastifyInstance, request: FastifyRequest) {
  const viewer = await requireVerified(request);
  const post = await readMultipart(app, request);
  const parsed = documentPostFields.safeParse(post.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.badRequest(
      issue?.message ?? "요청 값이 올바르지 않습니다.",
      "VALIDATION_FAILED",
      parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    );
  }
  const fields = parsed.data;
  const result = await publishDocumentPost(
    ctx,
    viewer,
    {
      subject: fields.subject,
      topic: fields.topic,
      tags: fields.tags,
      webEditorContent: fields.webEditorContent,
      allowDownload: fields.downloadYn === "Y",
      agreePolicy: fields.agreePolicy,
    },
    post.file,
    post.thumb,
  );
  return ok(result);
}

function contentDisposition(fileName: string, asciiName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

export const documentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/documents/:boardNo",
    { schema: { tags: ["documents"], summary: "문서 뷰어 정보 (status, pages, download)", params: boardParams } },
    async (request, reply) => {
      const view = await getDocumentView(ctx, request.params.boardNo, await request.viewer());
      if (!view) throw errors.notFound("문서를 찾을 수 없습니다.", "DOCUMENT_NOT_FOUND");
      void reply.header("cache-control", "private, no-cache");
      return ok(view);
    },
  );

  app.get(
    "/api/documents/:boardNo/text",
    { schema: { tags: ["documents"], summary: "문서의 쪽별 텍스트 (in-document search)", params: boardParams } },
    async (request) => {
      const text = await getDocumentText(ctx, request.params.boardNo, await request.viewer());
      if (!text) throw errors.notFound("문서를 찾을 수 없습니다.", "DOCUMENT_NOT_FOUND");
      return ok(text);
    },
  );

  app.get(
    "/api/documents/:boardNo/download",
    { schema: { tags: ["documents"], summary: "원본 다운로드 (members; when the author allowed it)", params: boardParams } },
    async (request, reply) => {
      const original = await openOriginal(ctx, request.params.boardNo, await request.viewer());
      return reply
        .header("content-type", original.contentType)
        .header("content-length", String(original.size))
        .header("content-disposition", contentDisposition(original.fileName, original.asciiName))
        .header("cache-control", "private, no-store")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(fs.createReadStream(original.path));
    },
  );

  app.post(
    "/api/documents/:boardNo/retry",
    { schema: { tags: ["documents"], summary: "변환 다시 시도 (owner, failed documents)", params: boardParams } },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await retryConversion(ctx, request.params.boardNo, viewer));
    },
  );

  app.delete(
    "/api/documents/:boardNo",
    { schema: { tags: ["documents"], summary: "변환에 실패한 문서 게시물 삭제 (owner)", params: boardParams } },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await deleteFailedDocument(ctx, request.params.boardNo, viewer));
    },
  );
};
