// The moderators' report decision (docs/decisions/0081), one handler for the API and /admin/reports.
import { defineAction } from "../action";
import { reportsApi } from "./schema";
import { decide } from "./service";

export const reportActions = [
  defineAction(reportsApi.decide, (ctx, member, { params, body }) =>
    decide(ctx, member, params.targetType, params.targetNo, body.action, body.note),
  ),
] as const;
