// The operators' FAQ writes (docs/decisions/0169), each one handler for the API and /admin/faq.
import { defineAction } from "../action";
import { faqApi } from "./schema";
import { createFaq, moveFaq, setFaqHidden, updateFaq } from "./service";

export const faqActions = [
  defineAction(faqApi.create, (ctx, member, { body }) => createFaq(ctx.db, body, member.userNo)),
  defineAction(faqApi.update, (ctx, member, { params, body }) => updateFaq(ctx.db, params.faqNo, body, member.userNo)),
  defineAction(faqApi.hide, (ctx, member, { params, body }) => setFaqHidden(ctx.db, params.faqNo, body.hidden, member.userNo)),
  defineAction(faqApi.move, async (ctx, member, { params, body }) => ({
    faqList: await moveFaq(ctx.db, params.faqNo, body.direction, member.userNo),
  })),
] as const;
