// Phone verification (docs/product/accounts.md user service): GET user/authenticate/code sends the code,
// POST user/authenticate checks it, GET user/authenticate/status tells the state. Members
// with a verified e-mail only.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { ERROR_TEXT, errors } from "../../lib/errors";
import { addRoute } from "../route";
import { phoneApi } from "./schema";
import { getPhoneStatus, sendPhoneCode, verifyPhoneCode } from "./service";

/**
 * docs/product makes sending a code a GET. A GET is not covered by the origin check for unsafe
 * requests, so a browser's cross-site GET (a link or an image on another site) is refused
 * here by its Sec-Fetch-Site header; API clients without the header are unaffected.
 */
function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin" && site !== "none") {
    throw errors.forbidden(ERROR_TEXT.originNotAllowed, "CROSS_SITE_REQUEST");
  }
}

export async function phoneRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, phoneApi.sendCode, async (request, reply) => {
    refuseCrossSite(request);
    void reply.header("cache-control", "no-store");
    return sendPhoneCode(ctx, request.member, request.query);
  });

  addRoute(app, phoneApi.verify, async ({ member, body }) => verifyPhoneCode(ctx, member, body));

  addRoute(app, phoneApi.status, async (request, reply) => {
    void reply.header("cache-control", "no-store");
    return getPhoneStatus(ctx.db, request.member.userNo);
  });
}
