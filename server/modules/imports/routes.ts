// A member's import of posts written elsewhere (docs/product/import.md). Reads the one `file`
// part and hands it to the service. Thin: the contracts are in schema.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { IMPORT_LIMITS, IMPORT_MSG } from "../../../core/import";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { importsApi } from "./schema";
import { importState, requestImport, type UploadedImport } from "./service";

/** The uploaded file: exactly one file part named `file`, at most IMPORT_LIMITS.maxUploadBytes. */
async function readFile(app: FastifyInstance, request: FastifyRequest): Promise<UploadedImport | null> {
  if (!request.isMultipart()) throw errors.badRequest(IMPORT_MSG.fileRequired, "NOT_MULTIPART");
  const e = app.multipartErrors;
  let file: UploadedImport | null = null;
  try {
    const parts = request.parts({ limits: { files: 1, fileSize: IMPORT_LIMITS.maxUploadBytes, fields: 5, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file") throw errors.badRequest(IMPORT_MSG.fileRequired, "FILE_REQUIRED");
      file = { data: await part.toBuffer(), fileName: part.filename || "" };
    }
  } catch (error) {
    if (error instanceof e.RequestFileTooLargeError) throw errors.payloadTooLarge(IMPORT_MSG.tooLarge, "FILE_TOO_LARGE");
    if (error instanceof e.FilesLimitError) throw errors.badRequest(IMPORT_MSG.oneFile, "TOO_MANY_FILES");
    if (error instanceof e.FieldsLimitError || error instanceof e.PartsLimitError)
      throw errors.badRequest(IMPORT_MSG.oneFile, "TOO_MANY_FIELDS");
    if (error instanceof e.PrematureCloseError) throw errors.badRequest(IMPORT_MSG.uploadCancelled, "UPLOAD_INTERRUPTED");
    throw error;
  }
  return file;
}

export async function importRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, importsApi.request, async (request) => {
    // Each import reads a large file and may store hundreds of images: a few a day is plenty.
    if (!(await ctx.limiter.hit(`import:${request.member.userNo}`, IMPORT_LIMITS.perDay, 86_400_000)).allowed) {
      throw errors.tooManyRequests(IMPORT_MSG.tooOften);
    }
    return requestImport(ctx, request.member, await readFile(app, request), request.language);
  });
  addRoute(app, importsApi.state, async (request) => importState(ctx, request.member, request.language));
}
