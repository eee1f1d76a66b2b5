// Share certification API (decision 0167): the preview of a shared document and its claim.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { officeShareActions } from "./actions";
import { officeShareApi } from "./schema";
import { previewShare } from "./service";

export async function officeShareRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, officeShareApi.preview, async ({ member, query }) => previewShare(ctx, member, query.code));
  // The claim: one handler with the /share-cert page (actions.ts).
  for (const action of officeShareActions) addAction(app, ctx, action);
}
