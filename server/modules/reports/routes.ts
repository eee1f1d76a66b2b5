// Reporting (verified members; one report per member per item) and the moderators' queue
// (docs/decisions/0081).
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { REPORT_OTHER_TEXT_MAX } from "../../../core/reports";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireRole, requireVerified } from "../auth/plugin";
import { decide, listQueue, reportItem } from "./service";

const id = z.coerce.number().int().positive().max(9_999_999_999);
const targetType = z.enum(["post", "comment"]);

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/api/reports",
    {
      schema: {
        tags: ["reports"],
        summary: "게시물·댓글 신고 (이메일 인증 회원; 항목마다 한 번; 사유 spam, obscenity, copyright, abuse, other + 내용)",
        body: z.object({
          targetType,
          targetNo: id,
          reason: z.string().max(20),
          reasonText: z
            .string()
            .max(REPORT_OTHER_TEXT_MAX * 4)
            .nullish(),
        }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      if (!(await ctx.limiter.hit(`report:${viewer.userNo}`, 30, 3_600_000)).allowed) throw errors.tooManyRequests();
      return ok(await reportItem(ctx, viewer, request.body));
    },
  );

  app.get(
    "/api/moderation/reports",
    {
      schema: {
        tags: ["reports"],
        summary: "신고 목록 (운영자): open = 처리 대기, blinded = 숨김 중",
        querystring: z.object({
          status: z.enum(["open", "blinded"]).default("open"),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
      },
    },
    async (request) => {
      await requireRole(request, "moderator");
      return ok(await listQueue(ctx.db, request.query.status, request.query.page));
    },
  );

  app.post(
    "/api/moderation/reports/:targetType/:targetNo",
    {
      schema: {
        tags: ["reports"],
        summary: "신고 처리 (운영자): blind 숨김, restore 숨김 해제, dismiss 신고 기각",
        params: z.object({ targetType, targetNo: id }),
        body: z.object({ action: z.enum(["blind", "restore", "dismiss"]), note: z.string().max(1000).nullish() }),
      },
    },
    async (request) => {
      const moderator = await requireRole(request, "moderator");
      const { targetType: type, targetNo } = request.params;
      return ok(await decide(ctx, moderator, type, targetNo, request.body.action, request.body.note));
    },
  );
};
