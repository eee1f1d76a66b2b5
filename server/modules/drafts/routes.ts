// Drafts (SPEC §7): list, read, save (create or update), delete several. The member's own
// drafts only; another member's draft number answers like a missing draft.
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CONTENT_HTML_MAX_LENGTH, DRAFT_MAX_COUNT } from "../../../core/writing";
import type { AppContext } from "../../context";
import { ok } from "../../lib/envelope";
import { errors } from "../../lib/errors";
import { requireVerified } from "../auth/plugin";
import { deleteDrafts, getDraft, listDrafts, saveDraft } from "./service";

const draftNo = z.coerce.number().int().positive().max(2_147_483_647);

const draftBody = z.object({
  draftNo: draftNo.optional(),
  topic: z.string().max(40).default(""),
  title: z.string().max(1_000).default(""),
  content: z.string().max(CONTENT_HTML_MAX_LENGTH).default(""),
  tags: z.array(z.string().max(100)).max(50).default([]),
  thumbnailPath: z.string().max(1_000).nullable().default(null),
});

export const draftRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get("/api/drafts", { schema: { tags: ["drafts"], summary: "임시저장 목록 (newest first)" } }, async (request) => {
    const viewer = await requireVerified(request);
    return ok(await listDrafts(ctx.db, viewer.userNo));
  });

  app.get(
    "/api/draft",
    { schema: { tags: ["drafts"], summary: "임시저장 글 불러오기", querystring: z.object({ draftNo }) } },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await getDraft(ctx.db, viewer.userNo, request.query.draftNo));
    },
  );

  app.post(
    "/api/draft",
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: { tags: ["drafts"], summary: "임시저장 (draftNo given: update, else create)", body: draftBody },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      // Autosave sends at most about one request a second per open page.
      if (!(await ctx.limiter.hit(`draft:${viewer.userNo}`, 240, 60_000)).allowed) throw errors.tooManyRequests();
      return ok(await saveDraft(ctx, viewer.userNo, request.body));
    },
  );

  app.delete(
    "/api/drafts",
    {
      schema: {
        tags: ["drafts"],
        summary: "임시저장 글 삭제 (several at once)",
        body: z.object({ draftNoList: z.array(draftNo).min(1).max(DRAFT_MAX_COUNT) }),
      },
    },
    async (request) => {
      const viewer = await requireVerified(request);
      return ok(await deleteDrafts(ctx.db, viewer.userNo, request.body.draftNoList));
    },
  );
};
