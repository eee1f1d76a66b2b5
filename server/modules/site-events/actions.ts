// The contest entry (/event/ai-contest) and the operators' event writes (/admin/events), each
// one handler for the API and the page.
import { errors } from "../../lib/errors";
import { defineAction } from "../action";
import { siteEventsApi } from "./schema";
import { createSiteEvent, enterContest, setSiteEventState, updateSiteEvent } from "./service";

export const siteEventActions = [
  defineAction(siteEventsApi.enterContest, async (ctx, member, { body }) => {
    if (!(await ctx.limiter.hit(`event-entry:${member.userNo}`, 30, 60_000)).allowed) throw errors.tooManyRequests();
    return enterContest(ctx.db, member, body.boardNo);
  }),
  defineAction(siteEventsApi.adminCreate, (ctx, member, { body }) => createSiteEvent(ctx, body, member.userNo)),
  defineAction(siteEventsApi.adminUpdate, (ctx, _member, { params, body }) => updateSiteEvent(ctx, params.eventNo, body)),
  defineAction(siteEventsApi.adminState, (ctx, _member, { params, body }) => setSiteEventState(ctx.db, params.eventNo, body.state)),
] as const;
