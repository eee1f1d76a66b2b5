// Contents (docs/product/writing.md): publish, edit, delete posts and upload the images written into them.
// Writing needs a signed-in member with a verified e-mail; changing a post needs its owner.
// The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { MSG } from "../../../core/messages";
import type { AppContext } from "../../context";
import { AppError, ERROR_TEXT, errors } from "../../lib/errors";
import { WRITING_MSG } from "../../../core/writing";
import { handleDocumentPost } from "../documents/routes";
import { editDocumentPost } from "../documents/service";
import { addRoute } from "../route";
import { uploadContentImage } from "./files";
import { contentsApi, postBody } from "./schema";
import { deletePost, editPost, publishPost } from "./service";

/** Editor HTML of the longest post, as UTF-8 JSON, with room for the other fields. */
const POST_BODY_LIMIT = 4 * 1024 * 1024;

/** Validates a body the way route schemas do: 400 naming the fields. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join(".")).filter(Boolean))];
  const details = parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
  if (!fields.length) throw errors.badRequest(ERROR_TEXT.badRequest, "VALIDATION_FAILED", details);
  throw new AppError(400, "VALIDATION_FAILED", ERROR_TEXT.badFields, details, { fields: fields.join(", ") });
}

async function limit(ctx: AppContext, key: string, max: number, windowMs: number): Promise<void> {
  if (!(await ctx.limiter.hit(key, max, windowMs)).allowed) throw errors.tooManyRequests();
}

export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // JSON for editor posts, multipart with `file` for uploaded documents (updDocs). The JSON is
  // checked here rather than before the handler, since a multipart stream is no JSON body.
  addRoute(
    app,
    contentsApi.publish,
    async (request) => {
      if (request.isMultipart()) return handleDocumentPost(ctx, app, request, request.member);
      if ((request.body as { type?: unknown } | null)?.type === "updDocs") {
        throw new AppError(415, "MULTIPART_REQUIRED", WRITING_MSG.documentNeedsMultipart);
      }
      const body = parseBody(postBody, request.body);
      await limit(ctx, `publish:${request.member.userNo}`, 30, 3_600_000);
      return publishPost(ctx, request.member, body);
    },
    { bodyLimit: POST_BODY_LIMIT },
  );

  addRoute(
    app,
    contentsApi.edit,
    async ({ member, params, body }) => {
      await limit(ctx, `edit:${member.userNo}`, 60, 3_600_000);
      if (body.type === "updDocs") {
        return editDocumentPost(ctx, member, params.boardNo, { ...body, allowDownload: body.downloadYn === "Y" });
      }
      return editPost(ctx, member, params.boardNo, body);
    },
    { bodyLimit: POST_BODY_LIMIT },
  );

  addRoute(app, contentsApi.remove, async ({ member, params, query }) => deletePost(ctx, member, params.boardNo, query.userId));

  addRoute(app, contentsApi.image, async (request) => {
    const { member } = request;
    await limit(ctx, `image:${member.userNo}`, 120, 3_600_000);
    if (!request.isMultipart()) throw errors.unprocessable(WRITING_MSG.notMultipart, "NOT_MULTIPART");
    let file;
    let data: Buffer;
    try {
      file = await request.file();
      if (!file) throw errors.badRequest(WRITING_MSG.fileRequired, "FILE_REQUIRED");
      data = await file.toBuffer();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw errors.payloadTooLarge(MSG.fileTooLarge, "FILE_TOO_LARGE");
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw errors.badRequest(WRITING_MSG.oneFileOnly, "ONE_FILE_ONLY");
      throw error;
    }
    return uploadContentImage(ctx, member.userNo, { data, fileName: file.filename, purpose: request.query.purpose });
  });
}
