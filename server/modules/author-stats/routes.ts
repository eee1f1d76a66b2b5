// Author statistics (docs/product/statistics.md): thin handlers; the contracts are in schema.ts.
import type { FastifyInstance, FastifyReply } from "fastify";
import { isbot } from "isbot";
import { seoulDayKey } from "../../../core/format";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { visitorIdOf } from "../../lib/visitor";
import { addRoute } from "../route";
import { recordRead } from "./record";
import { authorStatsApi } from "./schema";
import { authorStats, authorStatsFile, postStats, postStatsFile, type CsvFile } from "./service";

/** Read beacons per address and minute: far above a person reading, low enough to stop a script. */
export const READ_BEACON_LIMIT = { attempts: 120, windowMs: 60_000 };
/** How long a counted read is remembered (past the end of its Seoul day). */
const READ_MARK_MS = 26 * 3600_000;

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.name}"`)
    .header("cache-control", "private, no-store")
    .send(file.text);
}

export async function authorStatsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, authorStatsApi.read, async (request) => {
    if (!(await ctx.limiter.hit(`read-beacon:${request.ip}`, READ_BEACON_LIMIT.attempts, READ_BEACON_LIMIT.windowMs)).allowed)
      throw errors.tooManyRequests();
    const agent = request.headers["user-agent"] ?? "";
    if (!agent || isbot(agent)) return { counted: false };
    // The reader as the view beacon knew them: the member, or the visitor's cookie (a visitor
    // without one had no view counted, so has no read either).
    const member = await request.viewer();
    const visitor = member ? null : visitorIdOf(request);
    const viewerKey = member ? `u:${member.userNo}` : visitor ? `v:${visitor}` : null;
    if (!viewerKey) return { counted: false };
    const boardNo = request.body.boardNo;
    // Once per reader, post and day: remembered beside the rate limits, never in the database.
    const mark = `read:${viewerKey}:${boardNo}:${seoulDayKey()}`;
    if (!(await ctx.limiter.peek(mark, 1, READ_MARK_MS)).allowed) return { counted: false };
    const counted = await recordRead(ctx.db, { boardNo, viewerKey });
    if (counted) await ctx.limiter.mark(mark, READ_MARK_MS);
    return { counted };
  });

  addRoute(app, authorStatsApi.mine, async ({ member, query }) => authorStats(ctx.db, member.userNo, query.days));
  addRoute(app, authorStatsApi.mineCsv, async (request, reply) =>
    sendCsv(reply, await authorStatsFile(ctx.db, request.member.userNo, request.query.days, request.language)),
  );
  addRoute(app, authorStatsApi.post, async ({ member, params, query }) => postStats(ctx.db, member, params.boardNo, query.days));
  addRoute(app, authorStatsApi.postCsv, async (request, reply) =>
    sendCsv(reply, await postStatsFile(ctx.db, request.member, request.params.boardNo, request.query.days, request.language)),
  );
}
