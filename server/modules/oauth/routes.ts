// Social sign-in API (SPEC §4, §7): the provider list, the start of a flow (redirect to the
// provider), the JSON variant of the return (GET kakao/authenticate for Kakao, .../complete
// for every provider) and the office-suite desktop-client sign-in. The return pages
// (/oauth, /v1/auth/callback/kakao, /kakao-ssr) call the same service in-process.
import { z } from "zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SocialChannel } from "../../../core/social";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { AppError } from "../../lib/errors";
import { requestMeta } from "../accounts/routes";
import { setSessionCookie } from "../auth/plugin";
import {
  completeOfficeClientSignIn,
  completeSignIn,
  configuredChannels,
  officeClientEnabled,
  startSignIn,
  stateCookieName,
  type CompleteResult,
} from "./service";

const channel = z.enum(["G", "K", "P"]);
const flag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export const oauthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const publicUrl = ctx.config.publicUrl;
  const secure = publicUrl.startsWith("https://");

  /** Sends a completed flow as JSON: the session cookie when signed in, the failure as an error envelope. */
  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: CompleteResult) => {
    const { result, session } = outcome;
    if (result.kind === "error") throw new AppError(result.status, result.errorId, result.message);
    if (session) setSessionCookie(request, reply, session.token, publicUrl);
    void reply.header("cache-control", "no-store");
    return ok(result);
  };

  const complete = async (request: FastifyRequest, reply: FastifyReply, ch: SocialChannel, query: z.infer<typeof callbackQuery>) => {
    const name = stateCookieName(ch);
    const outcome = await completeSignIn(ctx, ch, query, request.cookies[name], requestMeta(request));
    // The state is single-use: whatever happened, this browser's copy is gone.
    void reply.clearCookie(name, { path: "/", httpOnly: true, sameSite: "lax", secure });
    return answer(request, reply, outcome);
  };

  app.get(
    "/api/user/oauth/providers",
    { schema: { tags: ["user"], summary: "설정된 소셜 로그인 (G, K, P) and whether the office desktop-client sign-in is on" } },
    async () => ok({ providers: configuredChannels(ctx), officeClient: officeClientEnabled(ctx) }),
  );

  app.get(
    "/api/user/oauth/:channel/start",
    {
      schema: {
        tags: ["user"],
        summary: "소셜 로그인 시작 (redirects to the provider; state, PKCE and nonce sealed in a 10-minute cookie)",
        params: z.object({ channel }),
        querystring: z.object({ mobile: flag, popup: flag, redirect: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      const started = await startSignIn(ctx, { channel: request.params.channel, ...request.query });
      void reply.setCookie(started.cookie.name, started.cookie.value, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
        maxAge: started.cookie.maxAgeSeconds,
      });
      return reply.header("cache-control", "no-store").redirect(started.location, 302);
    },
  );

  app.get(
    "/api/user/oauth/:channel/complete",
    {
      schema: {
        tags: ["user"],
        summary: "소셜 로그인 완료 (JSON): the code exchanged with this browser's state; signedIn | signup | otherChannel",
        params: z.object({ channel }),
        querystring: callbackQuery,
      },
    },
    async (request, reply) => complete(request, reply, request.params.channel, request.query),
  );

  app.get(
    "/api/user/kakao/authenticate",
    {
      schema: {
        tags: ["user"],
        summary: "카카오 인가 코드로 로그인 (JSON variant of the Kakao return; needs the state of this browser)",
        querystring: callbackQuery,
      },
    },
    async (request, reply) => complete(request, reply, "K", request.query),
  );

  app.post(
    "/api/user/polaris/client",
    {
      schema: {
        tags: ["user"],
        summary: "Polaris Office PC 클라이언트 로그인 (the client's token and user id, traded with the provider)",
        body: z.object({
          token: z.string().min(1).max(4096),
          userId: z.string().min(1).max(512),
          type: z.string().max(50).default(""),
        }),
      },
    },
    async (request, reply) => answer(request, reply, await completeOfficeClientSignIn(ctx, request.body, requestMeta(request))),
  );
};
