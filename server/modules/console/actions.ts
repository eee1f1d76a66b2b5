// The admins' role grant (docs/product/site.md §14), one handler for the API and /admin/console.
import { defineAction } from "../action";
import { consoleApi } from "./schema";
import { setModerator } from "./service";

export const consoleActions = [
  defineAction(consoleApi.setRole, (ctx, _member, { params, body }) => setModerator(ctx.db, params.userNo, body.role === "moderator")),
] as const;
