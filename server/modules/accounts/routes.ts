// User service (docs/product/accounts.md) — e-mail accounts: sign-up, sign-in, logout, sign-up check,
// verification by link or code, and the member's own info. Thin: the contracts are in
// schema.ts, the rules in the services.
import { setSecondStepCookie } from "../two-factor/cookie";
import { ticketOf } from "../two-factor/service";
import type { FastifyInstance, FastifyReply } from "fastify";
import { alreadyRegisteredMessage, MSG } from "../../../core/messages";
import { INVITE_COOKIE } from "../../../core/share";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { clearSessionCookie, setSessionCookie } from "../auth/plugin";
import { addRoute, type ContractRequest } from "../route";
import { needsTermsUpdate } from "../terms/service";
import { emailActions } from "./actions";
import { accountsApi } from "./schema";
import { checkSignUp, getUserInfo, signInByEmail, signOut, signUp, verifyEmailByToken, requestMeta, type SocialSignUp } from "./service";
import { VERIFY_MSG } from "./verification";

export interface AccountRouteOptions {
  ctx: AppContext;
  /**
   * Opens the sealed record a social sign-up carries (oauthSignup). The oauth module builds on
   * accounts, so it is handed in where the modules are put together rather than imported.
   */
  socialSignUp: (token: string, userEmail: string | undefined) => SocialSignUp;
}

export async function accountRoutes(app: FastifyInstance, { ctx, socialSignUp }: AccountRouteOptions): Promise<void> {
  const publicUrl = ctx.config.publicUrl;

  addRoute(app, accountsApi.signUp, async (request, reply) => {
    const { oauthSignup, ...body } = request.body;
    const social = oauthSignup ? socialSignUp(oauthSignup, body.userEmail) : undefined;
    const result = await signUp(
      ctx,
      { ...body, eventKey: request.query.eventKey ?? request.cookies[INVITE_COOKIE], social },
      requestMeta(request),
    );
    setSessionCookie(request, reply, result.session.token, publicUrl);
    return { userId: result.userId, eventKey: result.eventKey };
  });

  const signIn = async (request: ContractRequest<typeof accountsApi.signIn>, reply: FastifyReply) => {
    const result = await signInByEmail(ctx, request.body, requestMeta(request)).catch((error: unknown) => {
      // The first of two steps: the ticket for the second goes in a cookie too.
      const ticket = ticketOf(error);
      if (ticket) setSecondStepCookie(request, reply, ticket, publicUrl);
      throw error;
    });
    setSessionCookie(request, reply, result.token, publicUrl);
    return result;
  };
  addRoute(app, accountsApi.signInV2, signIn);
  addRoute(app, accountsApi.signIn, signIn);

  addRoute(app, accountsApi.logout, async (request, reply) => {
    const viewer = await request.viewer();
    if (viewer) await signOut(ctx, viewer.sessionId);
    clearSessionCookie(request, reply, publicUrl);
    return null;
  });

  addRoute(app, accountsApi.checkSignUp, async (request) => {
    const result = await checkSignUp(ctx, request.query.userEmail);
    if (!result.registered) return { registered: false as const };
    throw errors.conflict(alreadyRegisteredMessage(result.joinChannel), "ALREADY_REGISTERED", {
      joinChannel: result.joinChannel,
      sameChannel: result.joinChannel === request.query.joinChannel,
    });
  });

  // The link in the mail: verifies, then shows the result page (mobile gets /m by the page redirect).
  addRoute(app, accountsApi.verifyByLink, async (request, reply) => {
    const result = await verifyEmailByToken(ctx, request.query.token);
    const status = result.ok ? "ok" : result.reason;
    return reply.header("cache-control", "no-store").redirect(`/email_cert?status=${status}`, 303);
  });

  addRoute(app, accountsApi.verifyByToken, async (request) => {
    const result = await verifyEmailByToken(ctx, request.body.token);
    if (!result.ok) throw errors.badRequest(VERIFY_MSG[result.reason], `LINK_${result.reason.toUpperCase()}`);
    return { emailCertYn: "Y" as const };
  });

  // Resending the mail and the code: one handler each with the /loginSend and /email_cert pages.
  for (const action of emailActions) addAction(app, ctx, action);

  const ownInfo = async ({ member }: { member: { userNo: number } }) => {
    const info = await getUserInfo(ctx, member.userNo);
    if (!info) throw errors.unauthorized(MSG.membersOnly, "LOGIN_REQUIRED");
    // The post-sign-in routing reads needsTermsUpdate to send the member to /update-terms.
    return { ...info, needsTermsUpdate: await needsTermsUpdate(ctx.db, member.userNo) };
  };
  addRoute(app, accountsApi.basicInfo, ownInfo);
  addRoute(app, accountsApi.info, ownInfo);
}
