// Board service (docs/product/accounts.md): GET terms — a version of the terms or privacy policy with the
// list of versions, and for a member what still needs consent; POST terms/update — the
// member consents to the newest versions. The contracts are in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addAction } from "../action";
import { addRoute } from "../route";
import { termsActions } from "./actions";
import { termsApi } from "./schema";
import { getTermsDocument, listTermsVersions, pendingTermsFor, TERMS_MSG } from "./service";

export async function termsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, termsApi.terms, async (request) => {
    const { kind: k, version: v } = request.query;
    const document = await getTermsDocument(ctx.db, k, v);
    if (!document) throw errors.notFound(TERMS_MSG.notFound, "TERMS_NOT_FOUND");
    const viewer = await request.viewer();
    const pending = viewer ? await pendingTermsFor(ctx.db, viewer.userNo) : [];
    return { document, versions: await listTermsVersions(ctx.db, k), pending, needsTermsUpdate: pending.length > 0 };
  });

  // One handler with the /update-terms page (actions.ts).
  for (const action of termsActions) addAction(app, ctx, action);
}
