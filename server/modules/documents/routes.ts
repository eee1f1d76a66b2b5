// Document posts: publishing one (multipart POST /api/contents/post, type updDocs), the
// viewer's data and text, the original's download, and the owner's retry/delete of a
// failed conversion. Thin: the contracts are in schema.ts, one service call each.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DOC_MSG, DOCUMENT_MAX_BYTES } from "../../../core/documents";
import type { AppContext } from "../../context";
import { ERROR_TEXT, errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { addRoute } from "../route";
import { documentPostFields, documentsApi } from "./schema";
import {
  deleteFailedDocument,
  getDocumentText,
  getDocumentView,
  openOriginal,
  publishDocumentPost,
  retryConversion,
  type UploadedFile,
} from "./service";

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
    return errors.badRequest(DOC_MSG.tooManyFields, "TOO_MANY_FIELDS");
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
 * The multipart half of POST /api/contents/post (type updDocs), for the verified member the
 * contract let through. Mount it from the one contents route:
 * `if (request.isMultipart()) return handleDocumentPost(ctx, app, request, request.member)`.
 */
export async function handleDocumentPost(ctx: AppContext, app: FastifyInstance, request: FastifyRequest, viewer: Viewer) {
  const post = await readMultipart(app, request);
  const parsed = documentPostFields.safeParse(post.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.badRequest(
      issue?.message ?? ERROR_TEXT.badRequest,
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
  return result;
}

function contentDisposition(fileName: string, asciiName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

export async function documentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, documentsApi.view, async (request, reply) => {
    const view = await getDocumentView(ctx, request.params.boardNo, await request.viewer());
    if (!view) throw errors.notFound(DOC_MSG.notFound, "DOCUMENT_NOT_FOUND");
    void reply.header("cache-control", "private, no-cache");
    return view;
  });

  addRoute(app, documentsApi.text, async (request) => {
    const text = await getDocumentText(ctx, request.params.boardNo, await request.viewer());
    if (!text) throw errors.notFound(DOC_MSG.notFound, "DOCUMENT_NOT_FOUND");
    return text;
  });

  addRoute(app, documentsApi.download, async (request, reply) => {
    const original = await openOriginal(ctx, request.params.boardNo, request.member);
    return reply
      .header("content-type", original.contentType)
      .header("content-length", String(original.size))
      .header("content-disposition", contentDisposition(original.fileName, original.asciiName))
      .header("cache-control", "private, no-store")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(await ctx.files.openRead(original.key));
  });

  addRoute(app, documentsApi.retry, async ({ member, params }) => retryConversion(ctx, params.boardNo, member));
  addRoute(app, documentsApi.remove, async ({ member, params }) => deleteFailedDocument(ctx, params.boardNo, member));
}
