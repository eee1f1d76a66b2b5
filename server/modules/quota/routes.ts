// The upload page asks before publishing whether today's upload count is left (SPEC §8
// modalUploadAlert); the publishing path enforces the same count.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { requireVerified } from "../auth/plugin";
import { getUploadQuota } from "./service";

export const quotaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/contents/quota",
    { schema: { tags: ["contents"], summary: "오늘 남은 업로드 횟수 (요금제 G/P, 00:00 Asia/Seoul 초기화)" } },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await getUploadQuota(ctx, viewer));
    },
  );
};
