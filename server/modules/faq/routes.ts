// The FAQ (docs/decisions/0169): seeded from core/faq.ts when the server starts, read by the FAQ
// page and the help chatbot, edited by operators.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addRoute } from "../route";
import { faqApi } from "./schema";
import { allFaq, createFaq, moveFaq, seedFaq, setFaqHidden, updateFaq, visibleFaq } from "./service";

export async function faqRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  await seedFaq(ctx.db);
  addRoute(app, faqApi.list, async () => ({ faqList: await visibleFaq(ctx.db) }));
  addRoute(app, faqApi.adminList, async () => ({ faqList: await allFaq(ctx.db) }));
  addRoute(app, faqApi.create, async ({ member, body }) => createFaq(ctx.db, body, member.userNo));
  addRoute(app, faqApi.update, async ({ member, params, body }) => updateFaq(ctx.db, params.faqNo, body, member.userNo));
  addRoute(app, faqApi.hide, async ({ member, params, body }) => setFaqHidden(ctx.db, params.faqNo, body.hidden, member.userNo));
  addRoute(app, faqApi.move, async ({ member, params, body }) => ({
    faqList: await moveFaq(ctx.db, params.faqNo, body.direction, member.userNo),
  }));
}
