// Points (SPEC §7 GET /point, GET /point/history): the signed-in member's balance, history
// and points per day.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { requireMember } from "../auth/plugin";
import { getPointSummary, listPointHistory, pointsPerDay } from "./service";

const historyQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  type: z.enum(["all", "earn", "use"]).default("all"),
  days: z.coerce.number().int().min(1).max(366).optional(),
});

export const pointRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/api/point", { schema: { tags: ["points"], summary: "내 포인트 잔액" } }, async (request) => {
    const viewer = await requireMember(request);
    return ok(await getPointSummary(ctx.db, viewer.userNo));
  });

  app.get(
    "/api/point/history",
    { schema: { tags: ["points"], summary: "포인트 내역 (page, size, type=all|earn|use, days)", querystring: historyQuery } },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await listPointHistory(ctx.db, viewer.userNo, request.query));
    },
  );

  app.get(
    "/api/point/daily",
    {
      schema: {
        tags: ["points"],
        summary: "일별 포인트 (최근 days일, Asia/Seoul 기준)",
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await pointsPerDay(ctx.db, viewer.userNo, request.query.days));
    },
  );
};
