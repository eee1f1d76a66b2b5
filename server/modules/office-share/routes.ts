// Share certification API (decision 0167): the preview of a shared document and its claim.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { officeShareApi } from "./schema";
import { certifyShare, previewShare } from "./service";

export async function officeShareRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, officeShareApi.preview, async ({ member, query }) => previewShare(ctx, member, query.code));
  addRoute(app, officeShareApi.certify, async ({ member, body }) => certifyShare(ctx, member, body.code));
}
