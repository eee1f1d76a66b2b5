// The audit log (docs/decisions/0168): operators read it; addRoute writes it.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { auditApi } from "./schema";
import { listAudit } from "./service";

export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, auditApi.list, async ({ query }) => listAudit(ctx.db, query));
}
