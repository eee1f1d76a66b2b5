// The operators' curation writes, each one handler for the API and its page: a new season and
// settling an ended one now (/curation-admin), and the reward review's decision (/admin/rewards).
import { defineAction } from "../action";
import { decideReview } from "./review";
import { curationApi } from "./schema";
import { createSeason } from "./service";
import { settleSeason } from "./settlement";
import { contextNotifier } from "./settlement-job";

export const curationActions = [
  defineAction(curationApi.createSeason, (ctx, member, { body }) =>
    createSeason(
      ctx.db,
      {
        title: body.title,
        startsAt: new Date(body.startDate),
        endsAt: new Date(body.endDate),
        walletDeadline: new Date(body.walletDeadline),
        writerPool: body.writerPool,
        curatorPool: body.curatorPool,
      },
      { createdBy: member.userNo, queue: ctx.queue },
    ),
  ),
  defineAction(curationApi.settle, (ctx, _member, { params }) =>
    settleSeason(ctx.db, contextNotifier(ctx), params.id, new Date(), ctx.logger),
  ),
  defineAction(curationApi.decideReview, (ctx, member, { params, body }) =>
    decideReview(ctx.db, contextNotifier(ctx), { caseId: params.caseId, ...body }, member.userNo),
  ),
] as const;
