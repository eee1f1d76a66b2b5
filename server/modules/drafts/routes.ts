// Drafts (docs/product/writing.md): list, read, save (create or update), delete several. The member's own
// drafts only; another member's draft number answers like a missing draft. The contracts are
// in schema.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { errors } from "../../lib/errors";
import { addRoute } from "../route";
import { draftsApi } from "./schema";
import { deleteDrafts, getDraft, listDrafts, saveDraft } from "./service";

export async function draftRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, draftsApi.list, async ({ member }) => listDrafts(ctx.db, member.userNo));
  addRoute(app, draftsApi.read, async ({ member, query }) => getDraft(ctx.db, member.userNo, query.draftNo));

  addRoute(
    app,
    draftsApi.save,
    async ({ member, body }) => {
      // Autosave sends at most about one request a second per open page.
      if (!(await ctx.limiter.hit(`draft:${member.userNo}`, 240, 60_000)).allowed) throw errors.tooManyRequests();
      return saveDraft(ctx, member.userNo, body);
    },
    { bodyLimit: 4 * 1024 * 1024 },
  );

  addRoute(app, draftsApi.remove, async ({ member, body }) => deleteDrafts(ctx.db, member.userNo, body.draftNoList));
}
