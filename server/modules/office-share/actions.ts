// Share certification's claim (decisions 0167, 0198): one handler for POST /api/share/cert and
// the /share-cert page.
import { defineAction } from "../action";
import { officeShareApi } from "./schema";
import { certifyShare } from "./service";

export const officeShareActions = [
  defineAction(officeShareApi.certify, (ctx, member, { body }) => certifyShare(ctx, member, body.code)),
] as const;
