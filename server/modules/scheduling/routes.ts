// Scheduled publishing (docs/product/writing.md §15): the API doors of the actions in actions.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { schedulingActions } from "./actions";

/** A scheduled post carries the editor's HTML, as the publish call does. */
const SCHEDULE_BODY_LIMIT = 4 * 1024 * 1024;

export async function schedulingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  for (const action of schedulingActions) addAction(app, ctx, action, { bodyLimit: SCHEDULE_BODY_LIMIT });
}
