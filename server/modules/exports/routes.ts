// A member's export of their own data (docs/product/export.md). The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { exportsApi } from "./schema";
import { exportFile, exportState, requestExport } from "./service";

export async function exportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, exportsApi.request, async ({ member, language }) => {
    // Building a zip is the heaviest thing a member can ask for: a few a day is plenty.
    if (!(await ctx.limiter.hit(`export:${member.userNo}`, 5, 86_400_000)).allowed) throw errors.tooManyRequests();
    return requestExport(ctx, member, language);
  });
  addRoute(app, exportsApi.state, async ({ member }) => exportState(ctx, member));
  addRoute(app, exportsApi.download, async (request, reply) => {
    const file = await exportFile(ctx, request.member, request.params.exportId);
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="${file.name}"`)
      .header("cache-control", "private, no-store")
      .header("content-length", String(file.bytes.length))
      .send(file.bytes);
  });
}
