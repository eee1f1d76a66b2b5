// The upload page asks before publishing whether today's upload count is left (docs/product/messages.md
// modalUploadAlert); the publishing path enforces the same count.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { quotaApi } from "./schema";
import { getUploadQuota } from "./service";

export async function quotaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, quotaApi.quota, async ({ member }) => getUploadQuota(ctx, member));
}
