// A post's revisions (docs/product/revisions.md): list, one with its difference, restore. The
// contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { revisionActions } from "./actions";
import { revisionsApi } from "./schema";
import { listRevisions, readRevision } from "./service";

export async function revisionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, revisionsApi.list, async ({ member, params }) => listRevisions(ctx, member, params.boardNo));
  addRoute(app, revisionsApi.read, async ({ member, params, query }) =>
    readRevision(ctx, member, params.boardNo, params.revisionId, query.against),
  );
  // One handler with the revision page's restore button (actions.ts).
  for (const action of revisionActions) addAction(app, ctx, action);
}
