// User service (docs/product/accounts.md) — passwords: the reset mail (sendEmailPw), proving it by link or
// code (certificateEmailPw) and setting a new password (updateUserPw) with a reset token or,
// signed in, with the current password. Thin: the contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { clearSessionCookie, requireMember } from "../auth/plugin";
import { addRoute } from "../route";
import { certifyPasswordReset, changePassword, requestPasswordReset, resetPassword } from "./password";
import { requestMeta } from "./service";
import { accountsApi } from "./schema";

export async function passwordRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, accountsApi.sendPasswordMail, async (request) => {
    await requestPasswordReset(ctx, request.body.userEmail, requestMeta(request));
    return null;
  });

  addRoute(app, accountsApi.certifyPasswordReset, async (request) => certifyPasswordReset(ctx, request.body));

  addRoute(app, accountsApi.updatePassword, async (request, reply) => {
    const body = request.body;
    if ("resetToken" in body) {
      const viewer = await request.viewer();
      const result = await resetPassword(ctx, body.resetToken, body.newPw);
      // This browser's session ended with the others when it belonged to the same member.
      if (viewer?.userNo === result.userNo) clearSessionCookie(request, reply, ctx.config.publicUrl);
      return { signedOut: true, revokedSessions: result.revoked };
    }
    // The route is public for reset tokens; changing with the current password needs the member.
    const viewer = await requireMember(request);
    const result = await changePassword(ctx, viewer, body.currentPw, body.newPw);
    return { signedOut: false, revokedSessions: result.revoked };
  });
}
