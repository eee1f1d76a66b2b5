// Exhibits: the public exhibit and the operators' editing. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { exhibitsApi } from "./schema";
import {
  addExhibitPost,
  createExhibit,
  EXHIBIT_MSG,
  getExhibit,
  getExhibitForModerator,
  listExhibitsForModerator,
  removeExhibitPost,
  reorderExhibitPosts,
  updateExhibit,
} from "./service";

export async function exhibitRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, exhibitsApi.info, async ({ params }) => {
    const exhibit = await getExhibit(ctx.db, params.slug);
    if (!exhibit) throw errors.notFound(EXHIBIT_MSG.notFound);
    return exhibit;
  });
  addRoute(app, exhibitsApi.adminList, async () => ({ exhibitList: await listExhibitsForModerator(ctx.db) }));
  addRoute(app, exhibitsApi.adminRead, async ({ params }) => getExhibitForModerator(ctx.db, params.exhibitId));
  addRoute(app, exhibitsApi.create, async ({ body }) => createExhibit(ctx.db, body));
  addRoute(app, exhibitsApi.update, async ({ params, body }) => updateExhibit(ctx.db, params.exhibitId, body));
  addRoute(app, exhibitsApi.addPost, async ({ params, body }) => addExhibitPost(ctx.db, params.exhibitId, body));
  addRoute(app, exhibitsApi.reorder, async ({ params, body }) => reorderExhibitPosts(ctx.db, params.exhibitId, body.boardNos));
  addRoute(app, exhibitsApi.removePost, async ({ params }) => removeExhibitPost(ctx.db, params.exhibitId, params.boardNo));
}
