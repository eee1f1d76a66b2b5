// Contents (SPEC §7): publish, edit, delete posts and upload the images written into them.
// Writing needs a signed-in member with a verified e-mail; changing a post needs its owner.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MSG } from "../../../core/messages";
import { CONTENT_HTML_MAX_LENGTH } from "../../../core/writing";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { AppError, errors } from "../../lib/errors";
import { requireVerified } from "../auth/plugin";
import { documentPostEdit, handleDocumentPost } from "../documents/routes";
import { editDocumentPost } from "../documents/service";
import { uploadContentImage } from "./files";
import { deletePost, editPost, publishPost } from "./service";

/** Editor HTML of the longest post, as UTF-8 JSON, with room for the other fields. */
const POST_BODY_LIMIT = 4 * 1024 * 1024;

const editorPost = z.object({
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
const postBody = z.discriminatedUnion("type", [editorPost]);

const boardNoParams = z.object({ boardNo: z.coerce.number().int().positive().max(9_999_999_999) });

/** Validates a body the way route schemas do: 400 naming the fields. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".")).filter(Boolean))];
  throw errors.badRequest(
    fields.length ? `요청 값이 올바르지 않습니다: ${fields.join(", ")}` : "요청 값이 올바르지 않습니다.",
    "VALIDATION_FAILED",
    parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
  );
}

async function limit(ctx: AppContext, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await ctx.limiter.hit(key, max, windowMs)).allowed) throw errors.tooManyRequests();
}

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // One route for every post type (SPEC §7): JSON for editor posts, multipart with `file` for
  // uploaded documents (updDocs). The body is validated here rather than by a route schema,
  // because a schema would reject the multipart stream before the handler could read it.
  app.post(
    "/api/contents/post",
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags: ["contents"],
        summary: "게시물 발행: JSON (type editor) 또는 multipart (type updDocs, file …); answers boardNo and permaLink",
        consumes: ["application/json", "multipart/form-data"],
      },
    },
    async (request) => {
      if (request.isMultipart()) return handleDocumentPost(ctx, app, request);
      if ((request.body as { type?: unknown } | null)?.type === "updDocs") {
        throw new AppError(415, "MULTIPART_REQUIRED", "문서 게시물은 multipart/form-data 로 파일과 함께 올려 주세요.");
      }
      const viewer = await requireVerified(request);
      const body = parseBody(postBody, request.body);
      await limit(ctx, `publish:${viewer.userNo}`, 30, 3_600_000);
      return ok(await publishPost(ctx, viewer, body));
    },
  );

  app.post(
    "/api/contents/post/:boardNo",
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: {
        tags: ["contents"],
        summary:
          "게시물 수정 (owner only; office-shared posts refused): JSON type editor, or type updDocs with the fields only (the file stays)",
        params: boardNoParams,
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      await limit(ctx, `edit:${viewer.userNo}`, 60, 3_600_000);
      if ((request.body as { type?: unknown } | null)?.type === "updDocs") {
        const body = parseBody(documentPostEdit, request.body);
        return ok(await editDocumentPost(ctx, viewer, request.params.boardNo, { ...body, allowDownload: body.downloadYn === "Y" }));
      }
      return ok(await editPost(ctx, viewer, request.params.boardNo, parseBody(postBody, request.body)));
    },
  );

  app.delete(
    "/api/contents/:boardNo",
    {
      schema: {
        tags: ["contents"],
        summary: "게시물 삭제 (owner only; soft delete, files cleaned up after 30 days)",
        params: boardNoParams,
        querystring: z.object({ userId: z.string().max(64).optional() }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await deletePost(ctx, viewer, request.params.boardNo, request.query.userId));
    },
  );

  app.post(
    "/api/contents/image",
    {
      schema: {
        tags: ["contents"],
        summary: "이미지 올리기 (multipart field 'file'; type by content, 20MB per file, re-encoded to WebP)",
        querystring: z.object({ purpose: z.enum(["editor", "thumbnail"]).default("editor") }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      await limit(ctx, `image:${viewer.userNo}`, 120, 3_600_000);
      if (!request.isMultipart()) throw errors.unprocessable("파일을 multipart/form-data 형식으로 보내 주세요.", "NOT_MULTIPART");
      let file;
      let data: Buffer;
      try {
        file = await request.file();
        if (!file) throw errors.badRequest("올릴 파일을 선택해 주세요.", "FILE_REQUIRED");
        data = await file.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === "FST_REQ_FILE_TOO_LARGE") throw errors.payloadTooLarge(MSG.fileTooLarge, "FILE_TOO_LARGE");
        if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
          throw errors.badRequest("파일은 한 번에 하나씩 올려 주세요.", "ONE_FILE_ONLY");
        throw error;
      }
      return ok(await uploadContentImage(ctx, viewer.userNo, { data, fileName: file.filename, purpose: request.query.purpose }));
    },
  );
};
