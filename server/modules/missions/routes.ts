// Missions and attendance (docs/product/rewards.md curation and missions): POST /mission pays an action the
// member can prove (attendance, a 10-second view, a like); the rest are paid by the module
// where the action happens. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { addRoute } from "../route";
import { MISSION_LIMIT, missionActions } from "./actions";
import { missionsApi } from "./schema";
import { claimMissionFromClient, getAttendanceMonth, getAvailableMissions, getMissionStatus } from "./service";

export async function missionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const limited = async (userNo: number) => {
    if (!(await ctx.limiter.hit(`mission:${userNo}`, MISSION_LIMIT.count, MISSION_LIMIT.windowMs)).allowed) throw errors.tooManyRequests();
  };

  addRoute(app, missionsApi.claim, async ({ member, body }) => {
    await limited(member.userNo);
    const action = "action" in body ? body.action : body.type;
    const boardNo = body.boardNo ?? body.board_id;
    return claimMissionFromClient(ctx, member, action, boardNo);
  });

  for (const action of missionActions) addAction(app, ctx, action);

  addRoute(app, missionsApi.attendance, async ({ member, query }) => getAttendanceMonth(ctx.db, member.userNo, query.month));
  addRoute(app, missionsApi.status, async ({ member }) => getMissionStatus(ctx.db, member.userNo));
  addRoute(app, missionsApi.available, async ({ member }) => getAvailableMissions(ctx.db, member.userNo));
  addRoute(app, missionsApi.availableV1, async ({ member }) => getAvailableMissions(ctx.db, member.userNo));
}
