// The day's check-in (docs/product/rewards.md curation and missions): one handler for the API and
// /mypage/reward's calendar.
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { missionsApi } from "./schema";
import { attend } from "./service";

/** Mission writes a minute per member (the check-in and POST /mission share it). */
export const MISSION_LIMIT = { count: 120, windowMs: 60_000 };

export const missionActions = [
  defineAction(missionsApi.attend, async (ctx, member) => {
    if (!(await ctx.limiter.hit(`mission:${member.userNo}`, MISSION_LIMIT.count, MISSION_LIMIT.windowMs)).allowed) {
      throw errors.tooManyRequests();
    }
    return attend(ctx, member);
  }),
] as const;
