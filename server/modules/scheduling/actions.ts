// The one handler of each scheduled-publishing write, for its API route and any page action (decision 0198).
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { schedulingApi } from "./schema";
import { cancelSchedule, publishScheduledNow, schedulePost } from "./service";

/** Schedules and publish-nows per member and hour: as generous as the publish button's 30. */
const SCHEDULES_PER_HOUR = 60;

export const schedulingActions = [
  defineAction(schedulingApi.schedule, async (ctx, member, { body }) => {
    if (!(await ctx.limiter.hit(`schedule:${member.userNo}`, SCHEDULES_PER_HOUR, 3_600_000)).allowed) throw errors.tooManyRequests();
    return schedulePost(ctx, member, body);
  }),
  defineAction(schedulingApi.cancel, async (ctx, member, { params }) => cancelSchedule(ctx, member, params.draftNo)),
  defineAction(schedulingApi.publishNow, async (ctx, member, { params }) => {
    if (!(await ctx.limiter.hit(`publish:${member.userNo}`, 30, 3_600_000)).allowed) throw errors.tooManyRequests();
    return publishScheduledNow(ctx, member, params.draftNo);
  }),
] as const;
