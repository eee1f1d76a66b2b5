// Notices and events: thin routes over service.ts (contracts in schema.ts).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { siteEventActions } from "./actions";
import { siteEventsApi } from "./schema";
import {
  getSiteEvent,
  inviteRanking,
  listEntries,
  listEntriesForModerator,
  listSiteEvents,
  listSiteEventsForModerator,
  myContestState,
} from "./service";

export async function siteEventRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, siteEventsApi.list, async ({ query }) => listSiteEvents(ctx.db, query));
  addRoute(app, siteEventsApi.detail, async ({ params }) => getSiteEvent(ctx.db, params.slug));
  addRoute(app, siteEventsApi.entries, async ({ params, query }) => listEntries(ctx.db, params.slug, query.page, query.size));
  addRoute(app, siteEventsApi.myContest, async ({ member }) => myContestState(ctx.db, member));
  addRoute(app, siteEventsApi.ranking, async ({ member }) => inviteRanking(ctx, member));

  addRoute(app, siteEventsApi.adminList, async () => ({ eventList: await listSiteEventsForModerator(ctx.db) }));
  addRoute(app, siteEventsApi.adminEntries, async ({ params, query }) =>
    listEntriesForModerator(ctx.db, params.eventNo, query.page, query.size),
  );
  for (const action of siteEventActions) addAction(app, ctx, action);
}
