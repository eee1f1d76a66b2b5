// Two-step sign-in's routes (docs/product/accounts.md §6.7; the contracts and the rules are in
// modules/two-factor). They live with the accounts, whose request facts (address, browser,
// language) they need, so the two-factor module stays below the accounts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { setSessionCookie } from "../auth/plugin";
import { addRoute } from "../route";
import { clearSecondStepCookie } from "../two-factor/cookie";
import { twoFactorApi } from "../two-factor/schema";
import {
  beginSetup,
  cancelRecovery,
  completeRecovery,
  completeSecondStep,
  disableTwoFactor,
  enableTwoFactor,
  inspectRecovery,
  reauthenticate,
  regenerateRecoveryCodes,
  requestRecovery,
  SECOND_STEP_COOKIE,
  twoFactorStatus,
} from "../two-factor/service";
import { requestMeta } from "./service";

export async function twoFactorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const publicUrl = ctx.config.publicUrl;
  addRoute(app, twoFactorApi.status, async ({ member }) => twoFactorStatus(ctx, member));
  addRoute(app, twoFactorApi.setup, async ({ member }) => beginSetup(ctx, member));
  addRoute(app, twoFactorApi.enable, async (request) => enableTwoFactor(ctx, request.member, request.body.code, requestMeta(request)));
  addRoute(app, twoFactorApi.recoveryCodes, async (request) =>
    regenerateRecoveryCodes(ctx, request.member, request.body.code, requestMeta(request)),
  );
  addRoute(app, twoFactorApi.disable, async (request) => {
    await disableTwoFactor(ctx, request.member, request.body.code, requestMeta(request));
    return null;
  });
  addRoute(app, twoFactorApi.reauth, async (request) => reauthenticate(ctx, request.member, request.body.code, requestMeta(request)));
  addRoute(app, twoFactorApi.requestRecovery, async (request) =>
    requestRecovery(ctx, request.body.ticket ?? request.cookies[SECOND_STEP_COOKIE], requestMeta(request)),
  );
  addRoute(app, twoFactorApi.cancelRecovery, async ({ member }) => cancelRecovery(ctx, member));
  addRoute(app, twoFactorApi.inspectRecovery, async ({ query }) => inspectRecovery(ctx, query.token));
  addRoute(app, twoFactorApi.completeRecovery, async (request) => {
    await completeRecovery(ctx, request.body.token, requestMeta(request));
    return null;
  });
  addRoute(app, twoFactorApi.secondStep, async (request, reply) => {
    const ticket = request.body.ticket ?? request.cookies[SECOND_STEP_COOKIE];
    const { session, ...facts } = await completeSecondStep(ctx, { ticket, code: request.body.code }, requestMeta(request));
    clearSecondStepCookie(request, reply, publicUrl);
    setSessionCookie(request, reply, session.token, publicUrl);
    return { ...facts, token: session.token };
  });
}
