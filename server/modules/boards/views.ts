// View counting (SPEC §7 viewCntUp): one view per member or visitor per post per
// Asia/Seoul day, bots excluded. The unique row and the counter move in one transaction.
import { and, eq, isNull, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { seoulDayKey } from "../../../core/format";
import type { Database, Executor } from "../../db/client";
import { boardViews, boards } from "../../db/schema";
import { withTransaction } from "../../db/transaction";

export interface ViewResult {
  counted: boolean;
  viewCount: number;
}

export async function recordView(
  db: Database,
  input: { boardNo: number; viewerKey: string; userAgent: string; now?: Date },
): Promise<ViewResult | null> {
  return withTransaction(db, async (tx) => {
    const [board] = await tx
      .select({ viewCount: boards.viewCount })
      .from(boards)
      .where(and(eq(boards.boardNo, input.boardNo), isNull(boards.deletedAt), eq(boards.blindYn, "N")))
      .limit(1);
    if (!board) return null;
    if (!input.userAgent || isbot(input.userAgent)) return { counted: false, viewCount: board.viewCount };
    const inserted = await tx
      .insert(boardViews)
      .values({ boardNo: input.boardNo, viewerKey: input.viewerKey, viewDay: seoulDayKey(input.now ?? new Date()) })
      .onConflictDoNothing()
      .returning({ boardNo: boardViews.boardNo });
    if (inserted.length === 0) return { counted: false, viewCount: board.viewCount };
    const [updated] = await tx
      .update(boards)
      .set({ viewCount: sql`${boards.viewCount} + 1` })
      .where(eq(boards.boardNo, input.boardNo))
      .returning({ viewCount: boards.viewCount });
    return { counted: true, viewCount: updated!.viewCount };
  });
}

/** When a member's view of a post on a Seoul day was recorded (null: not viewed that day). */
export async function memberViewStartedAt(db: Executor, boardNo: number, userNo: number, day: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: boardViews.createdAt })
    .from(boardViews)
    .where(and(eq(boardViews.boardNo, boardNo), eq(boardViews.viewerKey, `u:${userNo}`), eq(boardViews.viewDay, day)))
    .limit(1);
  return row ? new Date(row.createdAt) : null;
}
