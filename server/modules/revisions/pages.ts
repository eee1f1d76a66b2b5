// What the revision pages read (server/services.ts): a post's history and one revision with its
// difference. Restoring is an action (actions.ts), run by the page as the API runs it.
import type { AppContext } from "../../context";
import type { Viewer } from "../auth/types";
import { listRevisions, readRevision } from "./service";
import type { RevisionDetail, RevisionList } from "./types";

export interface RevisionPages {
  /** The post's revisions, newest first (the author and moderators; others are refused). */
  list(viewer: Viewer, boardNo: number): Promise<RevisionList>;
  /** One revision, with what changed since `against` (by default the one before it). */
  read(viewer: Viewer, boardNo: number, revisionId: number, against?: number): Promise<RevisionDetail>;
}

export function revisionPages(ctx: AppContext): RevisionPages {
  return {
    list: (viewer, boardNo) => listRevisions(ctx, viewer, boardNo),
    read: (viewer, boardNo, revisionId, against) => readRevision(ctx, viewer, boardNo, revisionId, against),
  };
}
