// Notices and events: thin routes over service.ts (contracts in schema.ts).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { siteEventsApi } from "./schema";
import {
  createSiteEvent,
  enterContest,
  getSiteEvent,
  inviteRanking,
  listEntries,
  listEntriesForModerator,
  listSiteEvents,
  listSiteEventsForModerator,
  myContestState,
  setSiteEventState,
  updateSiteEvent,
} from "./service";

export async function siteEventRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, siteEventsApi.list, async ({ query }) => listSiteEvents(ctx.db, query));
  addRoute(app, siteEventsApi.detail, async ({ params }) => getSiteEvent(ctx.db, params.slug));
  addRoute(app, siteEventsApi.entries, async ({ params, query }) => listEntries(ctx.db, params.slug, query.page, query.size));
  addRoute(app, siteEventsApi.myContest, async ({ member }) => myContestState(ctx.db, member));
  addRoute(app, siteEventsApi.enterContest, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`event-entry:${member.userNo}`, 30, 60_000)).allowed) throw errors.tooManyRequests();
    return enterContest(ctx.db, member, body.boardNo);
  });
  addRoute(app, siteEventsApi.ranking, async ({ member }) => inviteRanking(ctx, member));

  addRoute(app, siteEventsApi.adminList, async () => ({ eventList: await listSiteEventsForModerator(ctx.db) }));
  addRoute(app, siteEventsApi.adminCreate, async ({ member, body }) => createSiteEvent(ctx, body, member.userNo));
  addRoute(app, siteEventsApi.adminUpdate, async ({ params, body }) => updateSiteEvent(ctx, params.eventNo, body));
  addRoute(app, siteEventsApi.adminState, async ({ params, body }) => setSiteEventState(ctx.db, params.eventNo, body.state));
  addRoute(app, siteEventsApi.adminEntries, async ({ params, query }) =>
    listEntriesForModerator(ctx.db, params.eventNo, query.page, query.size),
  );
}
