// Restoring a revision (decision 0198): one handler for POST
// /api/board/{boardNo}/revisions/{revisionId}/restore and the revision page's button.
import { defineAction } from "../action";
import { revisionsApi } from "./schema";
import { restoreRevision } from "./service";

export const revisionActions = [
  defineAction(revisionsApi.restore, (ctx, member, { params }) => restoreRevision(ctx, member, params.boardNo, params.revisionId)),
] as const;
