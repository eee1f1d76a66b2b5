// The operators' backups (docs/product/backups.md). The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { backupsApi } from "./schema";
import { backupOverview } from "./service";

export async function backupRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, backupsApi.list, async () => backupOverview(ctx));
}
