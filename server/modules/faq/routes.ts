// The FAQ (docs/decisions/0169): seeded from core/faq.ts when the server starts, read by the FAQ
// page and the help chatbot, edited by operators.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { addAction } from "../action";
import { addRoute } from "../route";
import { faqActions } from "./actions";
import { faqApi } from "./schema";
import { allFaq, seedFaq, visibleFaq } from "./service";

export async function faqRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  await seedFaq(ctx.db);
  addRoute(app, faqApi.list, async () => ({ faqList: await visibleFaq(ctx.db) }));
  addRoute(app, faqApi.adminList, async () => ({ faqList: await allFaq(ctx.db) }));
  for (const action of faqActions) addAction(app, ctx, action);
}
