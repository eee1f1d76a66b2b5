// The board side of publishing an uploaded document: the post is created with
// publishing = true (see createBoard) and, once its pages are ready, shown with the first
// page as thumbnail and the document's text as searchable content. Other modules call these
// instead of writing the boards table.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { boards } from "../../db/schema";
import { emit } from "../../events/bus";

/** Longest content text kept on a board for lists, descriptions and search. */
export const BOARD_TEXT_MAX = 200_000;

export interface PublishedContent {
  /** Public URL of the card thumbnail, or null to keep the card's default image. */
  thumb: string | null;
  /** Plain text of the post (intro and the document's text). */
  contentText: string;
}

/** Ends publishing: the post appears in lists with its thumbnail and text. */
export async function finishPublishing(db: Executor, boardNo: number, content: PublishedContent): Promise<boolean> {
  const updated = await db
    .update(boards)
    .set({
      publishing: false,
      thumb: content.thumb,
      contentText: Array.from(content.contentText).slice(0, BOARD_TEXT_MAX).join(""),
      updatedAt: sql`now()`,
    })
    .where(and(eq(boards.boardNo, boardNo), isNull(boards.deletedAt)))
    .returning({ boardNo: boards.boardNo });
  // The document's text becomes searchable in the same transaction as the post appears.
  if (updated.length) await emit({ tx: db }, "post.changed", { boardNo });
  return updated.length > 0;
}

/** Puts a post back into publishing (a retried conversion). */
export async function restartPublishing(db: Executor, boardNo: number): Promise<void> {
  await db
    .update(boards)
    .set({ publishing: true, updatedAt: sql`now()` })
    .where(eq(boards.boardNo, boardNo));
}
