// POST /api/url-to-base64: a signed-in member imports an image by its address into the editor.
// Rate limited per member: each call makes the server fetch from the internet.
import type { FastifyInstance } from "fastify";
import { URL_IMPORT_MSG, URL_IMPORT_PER_10_MIN } from "../../../core/url-import";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { VERIFY_PER_10_MIN } from "../../../core/operators";
import { checkLink } from "./check-link";
import { fetchImageAsDataUrl } from "./fetch-image";
import { urlImportApi } from "./schema";

export async function urlImportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, urlImportApi.urlToBase64, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`url-import:${member.userNo}`, URL_IMPORT_PER_10_MIN, 600_000)).allowed) {
      throw errors.tooManyRequests(URL_IMPORT_MSG.tooOften);
    }
    return fetchImageAsDataUrl(body.url, { allowAddresses: ctx.config.URL_FETCH_ALLOW_ADDRESSES });
  });

  addRoute(app, urlImportApi.verification, async ({ member, body }) => {
    if (!(await ctx.limiter.hit(`verify-link:${member.userNo}`, VERIFY_PER_10_MIN, 600_000)).allowed) throw errors.tooManyRequests();
    return checkLink(body.url, { allowAddresses: ctx.config.URL_FETCH_ALLOW_ADDRESSES });
  });
}
