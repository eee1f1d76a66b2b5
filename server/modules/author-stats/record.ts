// Recording author statistics (docs/product/statistics.md, decision 0219): a post's figures of
// the Asia/Seoul day grow where they happen, and nothing about who read is kept here.
// - Views: the view count's own statement (boards/views.ts) adds the day's view and where it came
//   from through `dailyViewCte`, so a view is counted in the day's figures exactly when it is
//   counted at all, in the same round trip.
// - Reads: `recordRead`, after the reader's view of the day was recorded at least
//   READ_MIN_GAP_SECONDS before (the page sends its read beacon after 10 s visible).
// - Likes and votes: the subscribers below, in the transaction of the like or the vote.
import { sql, type SQL } from "drizzle-orm";
import { OTHER_HOSTS, READ_MIN_GAP_SECONDS, STATS_HOST_LIMIT, type Referrer } from "../../../core/author-stats";
import { seoulDayKey } from "../../../core/format";
import type { Database, Executor } from "../../db/client";
import { boardViews, boards, postDailyStats } from "../../db/schema";
import type { Subscriber } from "../../events/types";

const S = postDailyStats;

/**
 * The day's host counts after one more view from `host` (SQL of core/author-stats.ts `addHost`):
 * evaluated on the locked row of ON CONFLICT, so concurrent views never keep more than
 * STATS_HOST_LIMIT hosts however many different ones a flood sends.
 */
function nextHosts(host: string): SQL {
  const kept = sql`(select count(*) from jsonb_object_keys(${S.hosts}) as k where k <> ${OTHER_HOSTS})`;
  const key = sql`(case when ${S.hosts} -> ${host}::text is not null or (${host}::text <> ${OTHER_HOSTS} and ${kept} < ${STATS_HOST_LIMIT}) then ${host}::text else ${OTHER_HOSTS}::text end)`;
  return sql`jsonb_set(${S.hosts}, array[${key}], to_jsonb(coalesce((${S.hosts} ->> ${key})::int, 0) + 1))`;
}

/**
 * A data-modifying CTE body for the view's statement: inserts or grows the post's row of `day`
 * when the statement's `fresh` CTE inserted the day's view (`target` gives board_no, user_no).
 */
export function dailyViewCte(day: string, from: Referrer): SQL {
  const n = (kind: Referrer["kind"]) => (from.kind === kind ? 1 : 0);
  const host = from.kind === "external" ? (from.host ?? OTHER_HOSTS) : null;
  return sql`
    insert into ${S} (board_no, user_no, day, views, from_direct, from_internal, from_search, from_external, hosts)
    select target.board_no, target.user_no, ${day}::date, 1, ${n("direct")}, ${n("internal")}, ${n("search")}, ${n("external")},
      ${host === null ? sql`'{}'::jsonb` : sql`jsonb_build_object(${host}::text, 1)`}
    from target where exists (select 1 from fresh)
    on conflict (board_no, day) do update set
      views = ${S.views} + 1,
      from_direct = ${S.fromDirect} + excluded.from_direct,
      from_internal = ${S.fromInternal} + excluded.from_internal,
      from_search = ${S.fromSearch} + excluded.from_search,
      from_external = ${S.fromExternal} + excluded.from_external,
      hosts = ${host === null ? sql`${S.hosts}` : nextHosts(host)}`;
}

/**
 * A read of the day: counted when this reader's view of the post was recorded today at least
 * READ_MIN_GAP_SECONDS ago (so a read is always one of the day's views, and waits its time on
 * the server's clock too). Once per reader and day is the caller's part (the rate limiter).
 */
export async function recordRead(db: Database, input: { boardNo: number; viewerKey: string; now?: Date }): Promise<boolean> {
  const now = input.now ?? new Date();
  const day = seoulDayKey(now);
  const before = new Date(now.getTime() - READ_MIN_GAP_SECONDS * 1000);
  const result = await db.execute(sql`
    with seen as (
      select ${boards.boardNo} as board_no, ${boards.userNo} as user_no from ${boardViews}
      join ${boards} on ${boards.boardNo} = ${boardViews.boardNo}
      where ${boardViews.boardNo} = ${input.boardNo} and ${boardViews.viewerKey} = ${input.viewerKey}
        and ${boardViews.viewDay} = ${day} and ${boardViews.createdAt} <= ${before}
        and ${boards.deletedAt} is null and ${boards.blindYn} = 'N'
    )
    insert into ${S} (board_no, user_no, day, reads)
    select board_no, user_no, ${day}::date, 1 from seen
    on conflict (board_no, day) do update set reads = ${S.reads} + 1
    returning board_no`);
  return ((result as unknown as { rows: unknown[] }).rows ?? []).length > 0;
}

/** One more like or vote on the post's row of the day it happened. */
async function addToDay(tx: Executor, boardNo: number, at: Date, column: "likes" | "votes"): Promise<void> {
  const day = seoulDayKey(at);
  const target = column === "likes" ? S.likes : S.votes;
  await tx.execute(sql`
    insert into ${S} (board_no, user_no, day, ${sql.raw(column)})
    select ${boards.boardNo}, ${boards.userNo}, ${day}::date, 1 from ${boards} where ${boards.boardNo} = ${boardNo}
    on conflict (board_no, day) do update set ${sql.raw(column)} = ${target} + 1`);
}

/** A like given (a new like row): the post's likes of the day. */
export const countLike: Subscriber<"like.added"> = async ({ tx }, like) => addToDay(tx, like.boardNo, new Date(), "likes");

/** A curation vote cast: the post's votes of the day. */
export const countVote: Subscriber<"vote.cast"> = async ({ tx }, vote) => addToDay(tx, vote.boardNo, vote.at, "votes");
