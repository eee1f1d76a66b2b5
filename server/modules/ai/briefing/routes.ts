// POST /api/ai/content/document (docs/product/ai.md §6.4): reads the one `document` part and
// hands it to the service. Thin: the contract is in schema.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DOC_MSG, DOCUMENT_MAX_BYTES } from "../../../../core/documents";
import { WRITING_MSG } from "../../../../core/writing";
import type { AppContext } from "../../../context";
import { errors } from "../../../lib/errors";
import type { UploadedFile } from "../../documents/service";
import { addRoute } from "../../route";
import { briefingApi } from "./schema";
import { requestBriefing } from "./service";

/** The uploaded document: exactly one file part named `document`, at most 20 MB. */
async function readDocument(app: FastifyInstance, request: FastifyRequest): Promise<UploadedFile | null> {
  if (!request.isMultipart()) throw errors.unprocessable(WRITING_MSG.notMultipart, "NOT_MULTIPART");
  const e = app.multipartErrors;
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: DOCUMENT_MAX_BYTES, fields: 5, fieldSize: 1024 } })) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      if (part.fieldname !== "document") throw errors.badRequest(DOC_MSG.fileRequired, "FILE_REQUIRED");
      file = { data, fileName: part.filename || "" };
    }
  } catch (error) {
    if (error instanceof e.RequestFileTooLargeError) throw errors.payloadTooLarge(DOC_MSG.tooLarge, "FILE_TOO_LARGE");
    if (error instanceof e.FilesLimitError) throw errors.badRequest(DOC_MSG.oneFile, "TOO_MANY_FILES");
    if (error instanceof e.FieldsLimitError || error instanceof e.PartsLimitError)
      throw errors.badRequest(DOC_MSG.tooManyFields, "TOO_MANY_FIELDS");
    if (error instanceof e.PrematureCloseError) throw errors.badRequest(DOC_MSG.uploadCancelled, "UPLOAD_INTERRUPTED");
    throw error;
  }
  return file;
}

export async function briefingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, briefingApi.document, async (request) =>
    requestBriefing(ctx, request.member, await readDocument(app, request), request.language),
  );
}
