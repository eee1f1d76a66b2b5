// GET /metrics: the app's metrics in Prometheus text for the operators' scraper
// (docs/operations/metrics.md, decision 0222). Without METRICS_TOKEN the address does not exist
// (the 404 of any unknown address); with it, only a request carrying the token as a bearer
// token gets an answer — a member's session, an admin's included, does not. Not an /api
// contract: it is for a machine, not for the site's pages, and answers no envelope on success.
import type { FastifyInstance } from "fastify";
import { texts } from "../../../core/i18n";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { bearerMatches } from "../../lib/metrics";

export const METRICS_PATH = "/metrics";

export const METRICS_TEXT = texts({
  tokenRequired: { ko: "지표를 보려면 올바른 토큰이 필요합니다.", en: "A valid token is required to read the metrics." },
});

export async function metricsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const token = ctx.config.METRICS_TOKEN;
  if (!token) return;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw errors.unauthorized(METRICS_TEXT.tokenRequired, "METRICS_TOKEN_REQUIRED");
    }
    const text = await ctx.metrics.exposition();
    return reply.header("cache-control", "no-store").type(ctx.metrics.contentType).send(text);
  });
}
