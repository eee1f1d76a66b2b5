// Follows (docs/product/engagement.md followYn): one row per follower and followed member, never oneself. A new
// follower notifies the followed member (FOLLOW); a followed member's new post notifies every
// follower (FOLLOWED_POST) through one queued fan-out job enqueued when the post goes public.
import { and, eq, sql } from "drizzle-orm";
import { followedPostNotificationTitle, seriesPartNotificationTitle } from "../../../core/notifications";
import { REACTION_MSG } from "../../../core/reactions";
import { enqueue, type AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { follows } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { emit } from "../../events/bus";
import type { SeriesPartAdded } from "../../events/types";
import type { JobDefinition } from "../../jobs/queue";
import { errors } from "../../lib/errors";
import { getPublicProfile } from "../accounts/profile";
import type { Viewer } from "../auth/types";
import { reactionTarget } from "../boards/reactions";
import { deliverNotification } from "../notifications/service";
import type { FollowState } from "./types";

export async function followerCount(db: Executor, userNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(eq(follows.followeeNo, userNo));
  return Number(row?.n ?? 0);
}

async function followee(db: Executor, userId: string): Promise<{ userNo: number; userId: string }> {
  const profile = await getPublicProfile(db, userId);
  if (!profile) throw errors.notFound(REACTION_MSG.memberUnavailable, "MEMBER_NOT_FOUND");
  return { userNo: profile.userNo, userId: profile.userId };
}

export async function setFollow(ctx: AppContext, viewer: Viewer, userId: string, wanted: boolean): Promise<FollowState> {
  const target = await followee(ctx.db, userId);
  if (target.userNo === viewer.userNo) throw errors.badRequest(REACTION_MSG.selfFollow, "SELF_FOLLOW");
  return withTransaction(ctx.db, async (tx) => {
    if (wanted) {
      const inserted = await tx
        .insert(follows)
        .values({ followerNo: viewer.userNo, followeeNo: target.userNo })
        .onConflictDoNothing()
        .returning({ n: follows.followeeNo });
      if (inserted.length > 0) {
        await emit({ ctx, tx }, "follow.added", {
          followerUserNo: viewer.userNo,
          followerUserId: viewer.userId,
          followerUserName: viewer.userName,
          followeeUserNo: target.userNo,
        });
      }
    } else {
      await tx.delete(follows).where(and(eq(follows.followerNo, viewer.userNo), eq(follows.followeeNo, target.userNo)));
    }
    return { userId: target.userId, followYn: wanted, followerCount: await followerCount(tx, target.userNo) };
  });
}

// ── Fan-out of a new post to the author's followers ─────────────────────────

export const FOLLOWED_POST_JOB = "reactions.followed-post";
const FAN_OUT_BATCH = 500;

/**
 * Call inside the transaction that makes a post public (editor publish; a document when its
 * conversion finishes). The job notifies each follower once (eventKey per post).
 */
export async function onPostPublished(ctx: AppContext, tx: Tx, boardNo: number): Promise<void> {
  // Publishing must not fail over a notification: with the queue switched off (a test or
  // maintenance set-up) followers are simply not told.
  if (!ctx.queue) {
    ctx.logger.warn({ boardNo }, "queue disabled: followers of the author are not notified of this post");
    return;
  }
  await enqueue(ctx, tx, FOLLOWED_POST_JOB, { boardNo });
}

/** Notifies every follower of the post's author; safe to run again (idempotent delivery). */
export async function fanOutFollowedPost(db: Executor, boardNo: number): Promise<number> {
  const post = await reactionTarget(db, boardNo);
  if (!post) return 0;
  let delivered = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ followerNo: follows.followerNo })
      .from(follows)
      .where(and(eq(follows.followeeNo, post.userNo), sql`${follows.followerNo} > ${after}`))
      .orderBy(follows.followerNo)
      .limit(FAN_OUT_BATCH);
    for (const { followerNo } of batch) {
      const wrote = await deliverNotification(db, {
        type: "FOLLOWED_POST",
        recipientUserNo: followerNo,
        actorUserNo: post.userNo,
        eventKey: `FOLLOWED_POST:${boardNo}`,
        groupKey: `FOLLOWED_POST:${boardNo}`,
        title: followedPostNotificationTitle(post.authorName),
        content: `「${post.subject}」`,
        url: `/d/${post.permaLink}`,
      });
      if (wrote) delivered++;
    }
    if (batch.length < FAN_OUT_BATCH) return delivered;
    after = batch[batch.length - 1]!.followerNo;
  }
}

export function followedPostJob(ctx: AppContext): JobDefinition<{ boardNo: number }> {
  return {
    name: FOLLOWED_POST_JOB,
    async handler(jobs) {
      for (const job of jobs) await fanOutFollowedPost(ctx.db, job.data.boardNo);
    },
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
  };
}

// ── Fan-out of a new series part to the owner's followers ───────────────────

export const SERIES_PART_JOB = "reactions.series-part";

interface SeriesPartJob {
  boardNo: number;
  seriesTitle: string;
}

/** Call inside the transaction that added the post to a series (series module, through its event). */
export async function onSeriesPartAdded(ctx: AppContext, tx: Tx, part: SeriesPartAdded): Promise<void> {
  if (!ctx.queue) {
    ctx.logger.warn({ boardNo: part.boardNo }, "queue disabled: followers are not told of this series part");
    return;
  }
  await enqueue(ctx, tx, SERIES_PART_JOB, { boardNo: part.boardNo, seriesTitle: part.seriesTitle } satisfies SeriesPartJob);
}

/**
 * Tells every follower of the author that the post is a new part of the series; once per post and
 * follower (the key is the post), so taking a post out and putting it back tells no one again.
 */
export async function fanOutSeriesPart(db: Executor, job: SeriesPartJob): Promise<number> {
  const post = await reactionTarget(db, job.boardNo);
  if (!post) return 0;
  let delivered = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ followerNo: follows.followerNo })
      .from(follows)
      .where(and(eq(follows.followeeNo, post.userNo), sql`${follows.followerNo} > ${after}`))
      .orderBy(follows.followerNo)
      .limit(FAN_OUT_BATCH);
    for (const { followerNo } of batch) {
      const wrote = await deliverNotification(db, {
        type: "SERIES_PART",
        recipientUserNo: followerNo,
        actorUserNo: post.userNo,
        eventKey: `SERIES_PART:${job.boardNo}`,
        groupKey: `SERIES_PART:${job.boardNo}`,
        title: seriesPartNotificationTitle(post.authorName, job.seriesTitle),
        content: `「${post.subject}」`,
        url: `/d/${post.permaLink}`,
      });
      if (wrote) delivered++;
    }
    if (batch.length < FAN_OUT_BATCH) return delivered;
    after = batch[batch.length - 1]!.followerNo;
  }
}

export function seriesPartJob(ctx: AppContext): JobDefinition<SeriesPartJob> {
  return {
    name: SERIES_PART_JOB,
    async handler(jobs) {
      for (const job of jobs) await fanOutSeriesPart(ctx.db, job.data);
    },
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
  };
}
