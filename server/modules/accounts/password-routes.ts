// User service (SPEC §7) — passwords: the reset mail (sendEmailPw), proving it by link or
// code (certificateEmailPw) and setting a new password (updateUserPw) with a reset token or,
// signed in, with the current password. Thin: schema, guard, service.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { clearSessionCookie, requireMember } from "../auth/plugin";
import { certifyPasswordReset, changePassword, requestPasswordReset, resetPassword } from "./password";
import { requestMeta } from "./routes";

const email = z.string().max(320);
const secret = z.string().max(200);

const certifyBody = z.union([z.strictObject({ token: secret }), z.strictObject({ userEmail: email, certNum: z.string().max(20) })]);

const updateBody = z.union([z.strictObject({ resetToken: secret, newPw: secret }), z.strictObject({ currentPw: secret, newPw: secret })]);

export const passwordRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/api/user/sendEmailPw",
    {
      schema: {
        tags: ["user"],
        summary: "비밀번호 재설정 메일 (5 per hour per address; the same answer for any address)",
        body: z.object({ userEmail: email }),
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.userEmail, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    "/api/user/certificateEmailPw",
    {
      schema: {
        tags: ["user"],
        summary: "재설정 메일 확인: 링크 토큰 또는 인증번호 → 15분 동안 한 번 쓰는 재설정 토큰",
        body: certifyBody,
      },
    },
    async (request) => ok(await certifyPasswordReset(ctx, request.body)),
  );

  app.post(
    "/api/user/updateUserPw",
    {
      schema: {
        tags: ["user"],
        summary: "비밀번호 변경: 재설정 토큰으로 (모든 기기 로그아웃) 또는 로그인 상태에서 현재 비밀번호로 (다른 기기 로그아웃)",
        body: updateBody,
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ("resetToken" in body) {
        const viewer = await request.viewer();
        const result = await resetPassword(ctx, body.resetToken, body.newPw);
        // This browser's session ended with the others when it belonged to the same member.
        if (viewer?.userNo === result.userNo) clearSessionCookie(request, reply, ctx.config.publicUrl);
        return ok({ signedOut: true, revokedSessions: result.revoked });
      }
      const viewer = await requireMember(request);
      const result = await changePassword(ctx, viewer, body.currentPw, body.newPw);
      return ok({ signedOut: false, revokedSessions: result.revoked });
    },
  );
};
