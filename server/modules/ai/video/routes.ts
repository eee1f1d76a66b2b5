// Document to video routes (docs/product/ai.md §10.3). Thin: the contracts are in schema.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DOC_MSG, DOCUMENT_MAX_BYTES } from "../../../../core/documents";
import { WRITING_MSG } from "../../../../core/writing";
import type { AppContext } from "../../../context";
import { errors } from "../../../lib/errors";
import { intNo } from "../../../lib/schemas";
import { addRoute } from "../../route";
import { videoApi } from "./schema";
import {
  generateFromDocument,
  getVideo,
  logDownload,
  makeScript,
  openCaptions,
  openVideo,
  startRender,
  videoConfig,
  videoPostOptions,
  type VideoSource,
} from "./service";

/** The document: one file part named `document` (at most 20 MB), or a field `boardNo` naming one of the member's document posts. */
async function readSource(app: FastifyInstance, request: FastifyRequest): Promise<VideoSource | null> {
  if (!request.isMultipart()) throw errors.unprocessable(WRITING_MSG.notMultipart, "NOT_MULTIPART");
  const e = app.multipartErrors;
  let source: VideoSource | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: DOCUMENT_MAX_BYTES, fields: 5, fieldSize: 1024 } })) {
      if (part.type !== "file") {
        if (part.fieldname === "boardNo" && !source) {
          const parsed = intNo.safeParse(part.value);
          if (!parsed.success) throw errors.badRequest(DOC_MSG.fileRequired, "FILE_REQUIRED");
          source = { boardNo: parsed.data };
        }
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== "document") throw errors.badRequest(DOC_MSG.fileRequired, "FILE_REQUIRED");
      source = { file: { data, fileName: part.filename || "" } };
    }
  } catch (error) {
    if (error instanceof e.RequestFileTooLargeError) throw errors.payloadTooLarge(DOC_MSG.tooLarge, "FILE_TOO_LARGE");
    if (error instanceof e.FilesLimitError) throw errors.badRequest(DOC_MSG.oneFile, "TOO_MANY_FILES");
    if (error instanceof e.FieldsLimitError || error instanceof e.PartsLimitError)
      throw errors.badRequest(DOC_MSG.tooManyFields, "TOO_MANY_FIELDS");
    if (error instanceof e.PrematureCloseError) throw errors.badRequest(DOC_MSG.uploadCancelled, "UPLOAD_INTERRUPTED");
    throw error;
  }
  return source;
}

const attachment = (fileName: string, ascii = "video.mp4") => {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

export async function videoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, videoApi.config, async (request) => videoConfig(ctx, await request.viewer()));
  addRoute(app, videoApi.posts, async ({ member }) => videoPostOptions(ctx, member.userNo));
  addRoute(app, videoApi.script, async (request) => makeScript(ctx, request.member, await readSource(app, request), request.language));
  addRoute(app, videoApi.documentGenerate, async (request) =>
    generateFromDocument(ctx, request.member, await readSource(app, request), request.language),
  );
  addRoute(app, videoApi.generate, async ({ member, body, language }) => startRender(ctx, member, body, language));
  addRoute(app, videoApi.status, async ({ member, params, language }, reply) => {
    void reply.header("cache-control", "private, no-store");
    return getVideo(ctx, member, params.videoNo, language);
  });
  // The captions for a <track> and for download (the same words drawn into the picture).
  addRoute(app, videoApi.captions, async (request, reply) => {
    const captions = await openCaptions(ctx, request.member, request.params.videoNo);
    void reply
      .header("content-type", "text/vtt; charset=utf-8")
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff");
    if (request.query.download === "1") void reply.header("content-disposition", attachment(captions.fileName, "captions.vtt"));
    return reply.send(captions.data);
  });
  addRoute(app, videoApi.downloadLog, async ({ member, body }) => logDownload(ctx, member, body.videoNo));

  // The MP4 with byte ranges, so the player can seek and read the length without the whole file.
  addRoute(app, videoApi.file, async (request, reply) => {
    const file = await openVideo(ctx, request.member, request.params.videoNo);
    void reply
      .header("content-type", "video/mp4")
      .header("accept-ranges", "bytes")
      .header("cache-control", "private, no-store")
      .header("content-security-policy", "default-src 'none'; sandbox");
    if (request.query.download === "1") void reply.header("content-disposition", attachment(file.fileName));
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? "");
    if (range && (range[1] || range[2])) {
      let start = range[1] ? Number(range[1]) : file.size - Number(range[2]);
      let end = range[1] && range[2] ? Number(range[2]) : file.size - 1;
      start = Math.max(0, start);
      end = Math.min(end, file.size - 1);
      if (start > end) return reply.code(416).header("content-range", `bytes */${file.size}`).send();
      return reply
        .code(206)
        .header("content-range", `bytes ${start}-${end}/${file.size}`)
        .header("content-length", String(end - start + 1))
        .send(await ctx.files.openRead(file.key, { start, end }));
    }
    return reply.header("content-length", String(file.size)).send(await ctx.files.openRead(file.key));
  });
}
