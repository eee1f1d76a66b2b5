// Board service (SPEC §7): GET terms — a version of the terms or privacy policy with the
// list of versions, and for a member what still needs consent; POST terms/update — the
// member consents to the newest versions.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireMember } from "../auth/plugin";
import { consentToTerms, getTermsDocument, listTermsVersions, pendingTermsFor, TERMS_MSG } from "./service";

const kind = z.enum(["terms", "privacy"]);
const version = z.string().regex(/^\d{6}$/);

export const termsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/board/terms",
    {
      schema: {
        tags: ["board"],
        summary: "이용약관·개인정보 처리방침 (a version, the version list, and what the member still has to consent to)",
        querystring: z.object({ kind: kind.default("terms"), version: version.optional() }),
      },
    },
    async (request) => {
      const { kind: k, version: v } = request.query;
      const document = await getTermsDocument(ctx.db, k, v);
      if (!document) throw errors.notFound(TERMS_MSG.notFound, "TERMS_NOT_FOUND");
      const viewer = await request.viewer();
      const pending = viewer ? await pendingTermsFor(ctx.db, viewer.userNo) : [];
      return ok({ document, versions: await listTermsVersions(ctx.db, k), pending, needsTermsUpdate: pending.length > 0 });
    },
  );

  app.post(
    "/api/board/terms/update",
    {
      schema: {
        tags: ["board"],
        summary: "변경 약관 동의 (every pending version must be listed)",
        body: z.object({ terms: z.array(z.object({ kind, version })).min(1).max(10) }),
      },
    },
    async (request) => {
      const viewer = await requireMember(request);
      return ok(await consentToTerms(ctx.db, viewer.userNo, request.body.terms));
    },
  );
};
