// Social sign-in API (docs/product/accounts.md): the provider list, the start of a flow (redirect to the
// provider), the JSON variant of the return (GET kakao/authenticate for Kakao, .../complete
// for every provider) and the office-suite desktop-client sign-in. The return pages
// (/oauth, /v1/auth/callback/kakao, /kakao-ssr) call the same service in-process.
import { setSecondStepCookie } from "../two-factor/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ProviderChannel } from "../../../core/social";
import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { requestMeta } from "../accounts/service";
import { setSessionCookie } from "../auth/plugin";
import { addRoute, type ContractRequest } from "../route";
import { listConnections, unlinkProvider } from "./links";
import { oauthApi } from "./schema";
import {
  completeOfficeClientSignIn,
  completeSignIn,
  configuredChannels,
  officeClientEnabled,
  startLink,
  startSignIn,
  stateCookieName,
  type CompleteResult,
} from "./service";

export async function oauthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const publicUrl = ctx.config.publicUrl;
  const secure = publicUrl.startsWith("https://");

  /** Sends a completed flow as JSON: the session cookie when signed in, the failure as an error envelope. */
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: CompleteResult) => {
    const { result, session } = outcome;
    if (result.kind === "error") throw new AppError(result.status, result.errorId, result.message);
    if (session) setSessionCookie(request, reply, session.token, publicUrl);
    if (outcome.secondStep) setSecondStepCookie(request, reply, outcome.secondStep, publicUrl);
    void reply.header("cache-control", "no-store");
    return result;
  };

  const complete = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ch: ProviderChannel,
    query: ContractRequest<typeof oauthApi.kakao>["query"],
  ) => {
    const name = stateCookieName(ch);
    const outcome = await completeSignIn(ctx, ch, query, request.cookies[name], requestMeta(request));
    // The state is single-use: whatever happened, this browser's copy is gone.
    void reply.clearCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secure });
    return answer(request, reply, outcome);
  };

  addRoute(app, oauthApi.providers, async () => ({ providers: configuredChannels(ctx), officeClient: officeClientEnabled(ctx) }));

  addRoute(app, oauthApi.start, async (request, reply) => {
    const started = await startSignIn(ctx, { channel: request.params.channel, ...request.query });
    void reply.setCookie(started.cookie.name, started.cookie.value, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: started.cookie.maxAgeSeconds,
    });
    return reply.header("cache-control", "no-store").redirect(started.location, 302);
  });

  addRoute(app, oauthApi.connections, async ({ member }) => listConnections(ctx, member.userNo));

  addRoute(app, oauthApi.connect, async (request, reply) => {
    const started = await startLink(ctx, request.member.userNo, request.body.snsType, request.body.mobile);
    void reply.setCookie(started.cookie.name, started.cookie.value, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: started.cookie.maxAgeSeconds,
    });
    void reply.header("cache-control", "no-store");
    return { location: started.location };
  });

  addRoute(app, oauthApi.disconnect, async ({ member, body }) => unlinkProvider(ctx, member.userNo, body.snsType));

  addRoute(app, oauthApi.complete, async (request, reply) => complete(request, reply, request.params.channel, request.query));
  addRoute(app, oauthApi.kakao, async (request, reply) => complete(request, reply, "K", request.query));
  addRoute(app, oauthApi.officeClient, async (request, reply) =>
    answer(request, reply, await completeOfficeClientSignIn(ctx, request.body, requestMeta(request))),
  );
}
