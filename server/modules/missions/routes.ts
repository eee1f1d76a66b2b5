// Missions and attendance (SPEC §7 curation and missions): POST /mission pays an action the
// member can prove (attendance, a 10-second view, a like); the rest are paid by the module
// where the action happens. Everything needs a member with a verified e-mail.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MISSION_ACTIONS, isMonthKey } from "../../../core/missions";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireVerified } from "../auth/plugin";
import { attend, claimMissionFromClient, getAttendanceMonth, getAvailableMissions, getMissionStatus } from "./service";

const boardId = z.coerce.number().int().positive().max(9_999_999_999);

// SPEC payloads: {action:'like', board_id}, {type:'view', boardNo}; attendance is {action:'attendance'}.
const missionBody = z.union([
  z.object({ action: z.enum(MISSION_ACTIONS), board_id: boardId.optional(), boardNo: boardId.optional() }),
  z.object({ type: z.enum(MISSION_ACTIONS), boardNo: boardId.optional(), board_id: boardId.optional() }),
]);

export const missionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limited = async (userNo: number) => {
    if (!(await ctx.limiter.hit(`mission:${userNo}`, 120, 60_000)).allowed) throw errors.tooManyRequests();
  };

  app.post(
    "/api/mission",
    {
      schema: {
        tags: ["missions"],
        summary: "미션 보상 받기: {action:'attendance'} 출석, {type:'view', boardNo} 10초 보기, {action:'like', board_id} 좋아요",
        body: missionBody,
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      await limited(viewer.userNo);
      const body = request.body;
      const action = "action" in body ? body.action : body.type;
      const boardNo = body.boardNo ?? body.board_id;
      return ok(await claimMissionFromClient(ctx, viewer, action, boardNo));
    },
  );

  app.post(
    "/api/mission/attendance",
    { schema: { tags: ["missions"], summary: "출석 체크 (하루 한 번, 00:00 Asia/Seoul 기준)" } },
    async (request) => {
      const viewer = await requireVerified(request);
      await limited(viewer.userNo);
      return ok(await attend(ctx, viewer));
    },
  );

  app.get(
    "/api/mission/attendance",
    {
      schema: {
        tags: ["missions"],
        summary: "출석 달력 (month=YYYY-MM, 기본: 이번 달)",
        querystring: z.object({ month: z.string().refine(isMonthKey, { error: "YYYY-MM" }).optional() }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await getAttendanceMonth(ctx.db, viewer.userNo, request.query.month));
    },
  );

  app.get(
    "/api/v2/mission",
    { schema: { tags: ["missions"], summary: "미션 정책, 오늘의 액션별 현황, 진행도", querystring: z.object({}).passthrough() } },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await getMissionStatus(ctx.db, viewer.userNo));
    },
  );

  for (const url of ["/api/mission/available", "/api/v1/mission/available"]) {
    app.get(url, { schema: { tags: ["missions"], summary: "오늘 아직 보상받을 수 있는 미션" } }, async (request) => {
      const viewer = await requireVerified(request);
      return ok(await getAvailableMissions(ctx.db, viewer.userNo));
    });
  }
};
