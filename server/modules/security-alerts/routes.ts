// Security alerts' one route (the alerts themselves are sent by the modules where things happen).
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { securityAlertActions } from "./actions";

export async function securityAlertRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  for (const action of securityAlertActions) addAction(app, ctx, action);
}
