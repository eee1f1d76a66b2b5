// Passkeys (docs/product/accounts.md). The contracts are in schema.ts.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { requestMeta } from "../accounts/service";
import { setSessionCookie } from "../auth/plugin";
import { addRoute } from "../route";
import { passkeysApi } from "./schema";
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
} from "./service";

export async function passkeyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, passkeysApi.list, async ({ member }) => ({ passkeys: await listPasskeys(ctx, member) }));
  addRoute(app, passkeysApi.registrationOptions, async ({ member }) => asJson(await registrationOptions(ctx, member)));
  // The contracts checked the answers' shape and sizes; the verifier checks what they mean
  // (a transport name the library does not know yet is kept as the browser said it).
  addRoute(app, passkeysApi.register, async (request) =>
    registerPasskey(
      ctx,
      request.member,
      { ...request.body, response: request.body.response as RegistrationResponseJSON },
      requestMeta(request),
    ),
  );
  addRoute(app, passkeysApi.rename, async ({ member, params, body }) => renamePasskey(ctx, member, params.passkeyId, body.name));
  addRoute(app, passkeysApi.remove, async ({ member, params }) => {
    await removePasskey(ctx, member, params.passkeyId);
    return null;
  });
  addRoute(app, passkeysApi.signInOptions, async () => asJson(await signInOptions(ctx)));
  addRoute(app, passkeysApi.signIn, async (request, reply) => {
    const input = { ...request.body, response: request.body.response as AuthenticationResponseJSON };
    const { session, ...facts } = await signInWithPasskey(ctx, input, requestMeta(request));
    setSessionCookie(request, reply, session.token, ctx.config.publicUrl);
    return facts;
  });
}

/** The options go to the browser as the library made them (the contract passes them through). */
function asJson<T extends object>(answer: { challengeId: string; options: T }): { challengeId: string; options: Record<string, unknown> } {
  return { challengeId: answer.challengeId, options: { ...answer.options } as Record<string, unknown> };
}
