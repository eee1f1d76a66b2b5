// Phone verification (SPEC §7 user service): GET user/authenticate/code sends the code,
// POST user/authenticate checks it, GET user/authenticate/status tells the state. Members
// with a verified e-mail only.
import { z } from "zod";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { ERROR_TEXT, errors } from "../../lib/errors";
import { requireVerified } from "../auth/plugin";
import { getPhoneStatus, sendPhoneCode, verifyPhoneCode } from "./service";

const yes = z
  .union([z.boolean(), z.enum(["true", "false", "Y", "N", "y", "n", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "Y" || v === "y" || v === "1");

/**
 * SPEC makes sending a code a GET. A GET is not covered by the origin check for unsafe
 * requests, so a browser's cross-site GET (a link or an image on another site) is refused
 * here by its Sec-Fetch-Site header; API clients without the header are unaffected.
 */
function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") {
    throw errors.forbidden(ERROR_TEXT.originNotAllowed, "CROSS_SITE_REQUEST");
  }
}

export const phoneRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/user/user/authenticate/code",
    {
      schema: {
        tags: ["user"],
        summary: "휴대폰 인증번호 받기 (6 digits by SMS, 3 minutes)",
        querystring: z.object({ phone: z.string().max(40), termsAgreement: yes.default(false) }),
      },
    },
    async (request, reply) => {
      refuseCrossSite(request);
      const viewer = await requireVerified(request);
      void reply.header("cache-control", "no-store");
      return ok(await sendPhoneCode(ctx, viewer, request.query));
    },
  );

  app.post(
    "/api/user/user/authenticate",
    {
      schema: {
        tags: ["user"],
        summary: "휴대폰 인증번호 확인",
        body: z.object({ phone: z.string().max(40), code: z.string().max(20) }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await verifyPhoneCode(ctx, viewer, request.body));
    },
  );

  app.get("/api/user/user/authenticate/status", { schema: { tags: ["user"], summary: "휴대폰 인증 상태" } }, async (request, reply) => {
    const viewer = await requireVerified(request);
    void reply.header("cache-control", "no-store");
    return ok(await getPhoneStatus(ctx.db, viewer.userNo));
  });
};
