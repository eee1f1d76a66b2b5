// An operator's answer to feedback (docs/decisions/0170), one handler for the API and /admin/feedback.
import { defineAction } from "../action";
import { feedbackApi } from "./schema";
import { answerFeedback } from "./service";

export const feedbackActions = [
  defineAction(feedbackApi.answer, (ctx, member, { params, body }) => answerFeedback(ctx, member.userNo, params.feedbackNo, body.answer)),
] as const;
