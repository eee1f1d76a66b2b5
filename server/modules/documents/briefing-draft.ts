// Publishing a reviewed AI briefing (docs/decisions/0182): its author pressed 발행하기 on the
// review form. In the caller's transaction: the document becomes ready, the post appears in the
// lists with its summary and the document's text searchable, followers hear of it, and the
// briefing promotion pays (once per member, inside its window). Only a draft still in review
// is published, so pressing twice publishes once.
import { and, asc, eq } from "drizzle-orm";
import { AI_BRIEFING_PROMOTION } from "../../../core/missions";
import { stripHtml } from "../../../core/upload-form";
import type { AppContext } from "../../context";
import type { Tx } from "../../db/client";
import { documentPages, documents } from "../../db/schema";
import { emit } from "../../events/bus";
import { finishPublishing } from "../boards/publishing";
import { claimPromotion } from "../missions/service";

export interface DraftToPublish {
  boardNo: number;
  userNo: number;
  subject: string;
  permaLink: string;
  contentHtml: string;
  thumb: string | null;
}

/** True when it published; false when the draft was no longer in review. */
export async function publishBriefingDraft(ctx: AppContext, tx: Tx, draft: DraftToPublish): Promise<boolean> {
  const moved = await tx
    .update(documents)
    .set({ status: "ready" })
    .where(and(eq(documents.boardNo, draft.boardNo), eq(documents.status, "review")))
    .returning({ boardNo: documents.boardNo });
  if (moved.length === 0) return false;
  const pages = await tx
    .select({ text: documentPages.text })
    .from(documentPages)
    .where(eq(documentPages.boardNo, draft.boardNo))
    .orderBy(asc(documentPages.pageNo));
  const ok = await finishPublishing(tx, draft.boardNo, {
    thumb: draft.thumb,
    contentText: `${stripHtml(draft.contentHtml)}\n\n${pages.map((p) => p.text).join("\n\n")}`,
  });
  if (!ok) return false;
  await emit({ ctx, tx }, "post.published", {
    boardNo: draft.boardNo,
    userNo: draft.userNo,
    kind: "briefing",
    subject: draft.subject,
    permaLink: draft.permaLink,
  });
  await claimPromotion(tx, { userNo: draft.userNo, code: AI_BRIEFING_PROMOTION.code });
  return true;
}
