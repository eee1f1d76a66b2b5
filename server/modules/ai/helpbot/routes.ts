// Help chatbot API (docs/product/ai.md §8.5); contracts in schema.ts, rules in service.ts.
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context";
import { addRoute } from "../../route";
import { helpbotApi } from "./schema";
import { askHelpBot, chatHistory, openChat } from "./service";

export async function helpbotRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  addRoute(app, helpbotApi.thread, async ({ member }) => openChat(ctx.db, member.userNo));
  addRoute(app, helpbotApi.history, async ({ member, query }) => chatHistory(ctx.db, member.userNo, query.threadId));
  addRoute(app, helpbotApi.ask, async (request) => askHelpBot(ctx, request.member.userNo, request.body, request.language));
}
