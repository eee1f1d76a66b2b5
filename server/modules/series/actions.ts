// The one handler of each series write, for its API route and my page's actions (decision 0198).
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { seriesApi } from "./schema";
import { addPart, createSeries, deleteSeries, removePart, reorderParts, setPostSeries, updateSeries } from "./service";

/** Series changes per member and hour: far above what arranging a long series by hand takes. */
const CHANGES_PER_HOUR = 600;

async function limit(ctx: AppContext, userNo: number): Promise<void> {
  if (!(await ctx.limiter.hit(`series:${userNo}`, CHANGES_PER_HOUR, 3_600_000)).allowed) throw errors.tooManyRequests();
}

export const seriesActions = [
  defineAction(seriesApi.create, async (ctx, member, { body }) => {
    await limit(ctx, member.userNo);
    return createSeries(ctx, member, body);
  }),
  defineAction(seriesApi.update, async (ctx, member, { params, body }) => {
    await limit(ctx, member.userNo);
    return updateSeries(ctx, member, params.seriesNo, body);
  }),
  defineAction(seriesApi.remove, async (ctx, member, { params }) => {
    await limit(ctx, member.userNo);
    return deleteSeries(ctx, member, params.seriesNo);
  }),
  defineAction(seriesApi.addPart, async (ctx, member, { params, body }) => {
    await limit(ctx, member.userNo);
    return addPart(ctx, member, params.seriesNo, body.boardNo);
  }),
  defineAction(seriesApi.removePart, async (ctx, member, { params }) => {
    await limit(ctx, member.userNo);
    return removePart(ctx, member, params.seriesNo, params.boardNo);
  }),
  defineAction(seriesApi.reorder, async (ctx, member, { params, body }) => {
    await limit(ctx, member.userNo);
    return reorderParts(ctx, member, params.seriesNo, body.order);
  }),
  defineAction(seriesApi.setPostSeries, async (ctx, member, { params, body }) => {
    await limit(ctx, member.userNo);
    return setPostSeries(ctx, member, params.boardNo, body.seriesNo);
  }),
] as const;
