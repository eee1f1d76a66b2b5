// The operators' exhibit writes, each one handler for the API and /admin/exhibits.
import { defineAction } from "../action";
import { exhibitsApi } from "./schema";
import { addExhibitPost, createExhibit, removeExhibitPost, reorderExhibitPosts, updateExhibit } from "./service";

export const exhibitActions = [
  defineAction(exhibitsApi.create, (ctx, _member, { body }) => createExhibit(ctx.db, body)),
  defineAction(exhibitsApi.update, (ctx, _member, { params, body }) => updateExhibit(ctx.db, params.exhibitId, body)),
  defineAction(exhibitsApi.addPost, (ctx, _member, { params, body }) => addExhibitPost(ctx.db, params.exhibitId, body)),
  defineAction(exhibitsApi.reorder, (ctx, _member, { params, body }) => reorderExhibitPosts(ctx.db, params.exhibitId, body.boardNos)),
  defineAction(exhibitsApi.removePost, (ctx, _member, { params }) => removeExhibitPost(ctx.db, params.exhibitId, params.boardNo)),
] as const;
