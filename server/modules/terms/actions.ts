// Consenting to changed terms (decision 0198): one handler for POST /api/board/terms/update
// and the /update-terms page.
import { defineAction } from "../action";
import { termsApi } from "./schema";
import { consentToTerms } from "./service";

export const termsActions = [
  defineAction(termsApi.consent, (ctx, member, { body }) => consentToTerms(ctx.db, member.userNo, body.terms)),
] as const;
