// Feedback and suggestions (docs/decisions/0170).
import type { FastifyInstance } from "fastify";
import { MSG } from "../../../core/messages";
import { FEEDBACK_PER_DAY, FEEDBACK_UPLOADS_PER_HOUR } from "../../../core/operators";
import { WRITING_MSG } from "../../../core/writing";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { addRoute } from "../route";
import { feedbackActions } from "./actions";
import { feedbackApi } from "./schema";
import { attachFile, deleteFile, inbox, myFeedback, sendFeedback, unsentFiles } from "./service";

export async function feedbackRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, feedbackApi.attach, async (request) => {
    const { member } = request;
    if (!(await ctx.limiter.hit(`feedback-file:${member.userNo}`, FEEDBACK_UPLOADS_PER_HOUR, 3_600_000)).allowed)
      throw errors.tooManyRequests();
    if (!request.isMultipart()) throw errors.unprocessable(WRITING_MSG.notMultipart, "NOT_MULTIPART");
    try {
      const file = await request.file();
      if (!file) throw errors.badRequest(WRITING_MSG.fileRequired, "FILE_REQUIRED");
      const data = await file.toBuffer();
      return await attachFile(ctx, member.userNo, { data, fileName: file.filename, truncated: file.file.truncated });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw errors.payloadTooLarge(MSG.fileTooLarge, "FILE_TOO_LARGE");
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw errors.badRequest(WRITING_MSG.oneFileOnly, "ONE_FILE_ONLY");
      throw error;
    }
  });
  addRoute(app, feedbackApi.deleteFile, async ({ member, body }) => deleteFile(ctx, member.userNo, body.fileNo));
  addRoute(app, feedbackApi.send, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`feedback:${member.userNo}`, FEEDBACK_PER_DAY, 86_400_000)).allowed) throw errors.tooManyRequests();
    return sendFeedback(ctx, member.userNo, body);
  });
  addRoute(app, feedbackApi.mine, async ({ member }) => ({
    feedbackList: await myFeedback(ctx, member.userNo),
    unsentFiles: await unsentFiles(ctx, member.userNo),
  }));
  addRoute(app, feedbackApi.inbox, async ({ query }) => inbox(ctx, query.status, query.page));
  for (const action of feedbackActions) addAction(app, ctx, action);
}
