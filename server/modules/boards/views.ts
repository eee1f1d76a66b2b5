// View counting (docs/product/reading.md viewCntUp): one view per member or visitor per post per
// Asia/Seoul day, bots excluded. The unique row, the counter and the author's statistics of the
// day (views and where they came from, decision 0219) move in one statement.
import { and, eq, isNull, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Referrer } from "../../../core/author-stats";
import { seoulDayKey } from "../../../core/format";
import type { Database, Executor } from "../../db/client";
import { boardViews, boards } from "../../db/schema";
import { dailyViewCte } from "../author-stats/record";

export interface ViewResult {
  counted: boolean;
  viewCount: number;
}

export async function recordView(
  db: Database,
  input: { boardNo: number; viewerKey: string; userAgent: string; now?: Date; from?: Referrer },
): Promise<ViewResult | null> {
  if (!input.userAgent || isbot(input.userAgent)) {
    const [board] = await db
      .select({ viewCount: boards.viewCount })
      .from(boards)
      .where(and(eq(boards.boardNo, input.boardNo), isNull(boards.deletedAt), eq(boards.blindYn, "N")))
      .limit(1);
    return board ? { counted: false, viewCount: board.viewCount } : null;
  }
  // One statement (one round trip, one commit): every reader of a post sends this beacon, so it
  // must stay cheap. The unique row decides whether this view counts; the counter moves with it.
  const day = seoulDayKey(input.now ?? new Date());
  const result = await db.execute(sql`
    with target as (
      select ${boards.boardNo} as board_no, ${boards.userNo} as user_no, ${boards.viewCount} as view_count from ${boards}
      where ${boards.boardNo} = ${input.boardNo} and ${boards.deletedAt} is null and ${boards.blindYn} = 'N'
    ), fresh as (
      insert into ${boardViews} (board_no, viewer_key, view_day)
      select board_no, ${input.viewerKey}, ${day} from target
      on conflict do nothing
      returning board_no
    ), counted as (
      update ${boards} set view_count = ${boards.viewCount} + 1
      where ${boards.boardNo} = (select board_no from fresh)
      returning ${boards.viewCount} as view_count
    ), daily as (${dailyViewCte(day, input.from ?? { kind: "direct", host: null })}
    )
    select (select view_count from target) as "before", (select view_count from counted) as "after"`);
  const row = (result as unknown as { rows: { before: number | string | null; after: number | string | null }[] }).rows[0];
  if (!row || row.before === null) return null;
  return row.after === null ? { counted: false, viewCount: Number(row.before) } : { counted: true, viewCount: Number(row.after) };
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
