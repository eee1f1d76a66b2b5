// Exhibits: the public exhibit and the operators' editing. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { addRoute } from "../route";
import { exhibitActions } from "./actions";
import { exhibitsApi } from "./schema";
import { EXHIBIT_MSG, getExhibit, getExhibitForModerator, listExhibitsForModerator } from "./service";

export async function exhibitRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, exhibitsApi.info, async ({ params }) => {
    const exhibit = await getExhibit(ctx.db, params.slug);
    if (!exhibit) throw errors.notFound(EXHIBIT_MSG.notFound);
    return exhibit;
  });
  addRoute(app, exhibitsApi.adminList, async () => ({ exhibitList: await listExhibitsForModerator(ctx.db) }));
  addRoute(app, exhibitsApi.adminRead, async ({ params }) => getExhibitForModerator(ctx.db, params.exhibitId));
  for (const action of exhibitActions) addAction(app, ctx, action);
}
