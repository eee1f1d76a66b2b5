// Scheduled publishing (docs/product/writing.md §15, decision 0214). A scheduled post is the
// member's draft with a time: nothing public reads drafts, so it is in no list, search, feed,
// sitemap or member page, and no follower hears of it, until it goes out. When its time comes
// the job publishes it through the very path of the publish button (contents publishPost: the
// same checks, today's upload count, post.published and its subscribers), taking the draft by
// one conditional update in the publishing transaction, so it goes out once however many runs
// race for it.
import { and, eq } from "drizzle-orm";
import { LISTS_TAG, memberTag, postTag } from "../../../core/cache-tags";
import { nextSeoulMidnight, seoulDayKey } from "../../../core/format";
import { say } from "../../../core/i18n";
import { NOTIFICATION_CONTENTS, NOTIFICATION_TITLES } from "../../../core/notifications";
import { checkScheduleTime, SCHEDULE_MSG } from "../../../core/scheduling";
import type { AppContext } from "../../context";
import type { Executor, Tx } from "../../db/client";
import { users, type DraftRow } from "../../db/schema";
import { withTransaction } from "../../db/transaction";
import { AppError, errors } from "../../lib/errors";
import type { Viewer } from "../auth/types";
import { recordUploadPolicyConsent, requireUploadPolicy } from "../boards/writing";
import { checkPostForPublishing, publishPost, type Author } from "../contents/service";
import type { EditorPostInput, PublishedPost } from "../contents/types";
import { getDraft, saveDraft } from "../drafts/service";
import {
  claimScheduledDraft,
  clearDraftSchedule,
  dueDraftNumbers,
  moveDraftSchedule,
  returnToDraft,
  scheduledDraft,
  setDraftSchedule,
} from "../drafts/schedule";
import { notify } from "../notifications/service";
import type { DueOutcome, ScheduledPost } from "./types";

export const PUBLISH_SCHEDULED_JOB = "contents.publish-scheduled";
/** Due posts one sweep publishes at most; the next minute's sweep takes the rest. */
const SWEEP_BATCH = 100;

export interface ScheduleInput extends EditorPostInput {
  /** ISO instant (the page sends the Seoul wall time it showed, converted). */
  scheduledAt: string;
}

function refuseTime(at: Date, now: Date, minLeadMs: number): void {
  const refusal = checkScheduleTime(at, now, minLeadMs);
  if (!refusal) return;
  const errorId =
    refusal.text === SCHEDULE_MSG.tooSoon
      ? "SCHEDULE_TOO_SOON"
      : refusal.text === SCHEDULE_MSG.tooFar
        ? "SCHEDULE_TOO_FAR"
        : "SCHEDULE_INVALID";
  throw new AppError(422, errorId, refusal.text, undefined, refusal.params);
}

function sendAt(ctx: AppContext, tx: Tx, draftNo: number, at: Date): Promise<unknown> {
  if (!ctx.queue) throw errors.unavailable(undefined, "QUEUE_DISABLED");
  return ctx.queue.sendInTransaction(tx, PUBLISH_SCHEDULED_JOB, { draftNo }, { startAfter: at });
}

/**
 * Schedules a post, or moves the time of one already scheduled: the publish button's checks
 * (and its policy consent) now, so a refusal is heard at once; the text kept as the member's
 * draft (the one named, or a new one); the job sent for the time in the same transaction.
 */
export async function schedulePost(ctx: AppContext, viewer: Viewer, input: ScheduleInput, now: Date = new Date()): Promise<ScheduledPost> {
  const at = new Date(input.scheduledAt);
  refuseTime(at, now, ctx.config.SCHEDULE_MIN_LEAD_SECONDS * 1000);
  const { agreed } = await requireUploadPolicy(ctx.db, viewer.userNo, input.agreePolicy);
  await checkPostForPublishing(ctx, viewer, input);
  if (!ctx.queue) throw errors.unavailable(undefined, "QUEUE_DISABLED");
  const saved = await saveDraft(ctx, viewer.userNo, {
    draftNo: input.draftNo,
    topic: input.topic,
    title: input.subject,
    content: input.webEditorContent,
    tags: input.tags,
    thumbnailPath: input.thumb,
  });
  await withTransaction(ctx.db, async (tx) => {
    if (!(await setDraftSchedule(tx, viewer.userNo, saved.draftNo, at))) throw errors.notFound(undefined, "DRAFT_NOT_FOUND");
    if (!agreed) await recordUploadPolicyConsent(tx, viewer.userNo);
    // An earlier job of this draft (before a change of time) finds it not due and does nothing.
    await sendAt(ctx, tx, saved.draftNo, at);
  });
  return { draftNo: saved.draftNo, scheduledAt: at.toISOString() };
}

/** A draft number that is the member's but not scheduled: 409; not theirs or missing: 404 as for drafts. */
async function refuseUnscheduled(ctx: AppContext, viewer: Viewer, draftNo: number): Promise<never> {
  await getDraft(ctx.db, viewer.userNo, draftNo);
  throw errors.conflict(SCHEDULE_MSG.notScheduled, "NOT_SCHEDULED");
}

/** 예약 취소: back to a plain draft, its text untouched. */
export async function cancelSchedule(ctx: AppContext, viewer: Viewer, draftNo: number): Promise<{ draftNo: number }> {
  if (await clearDraftSchedule(ctx.db, viewer.userNo, draftNo)) return { draftNo };
  return refuseUnscheduled(ctx, viewer, draftNo);
}

function postOf(row: DraftRow): EditorPostInput {
  return {
    type: "editor",
    subject: row.title,
    webEditorContent: row.content,
    topic: row.topic,
    tags: row.tags,
    thumb: row.thumbnailPath,
    // Publishing removes the draft in its transaction.
    draftNo: row.draftNo,
  };
}

class ClaimLost extends Error {}

const claimOf = (row: DraftRow) => async (tx: Tx) => {
  if (!(await claimScheduledDraft(tx, row))) throw new ClaimLost();
};

/** 지금 발행: the author publishes a scheduled post at once, refused as the publish button is (today's count). */
export async function publishScheduledNow(ctx: AppContext, viewer: Viewer, draftNo: number): Promise<PublishedPost> {
  const row = await scheduledDraft(ctx.db, draftNo);
  if (!row || row.userNo !== viewer.userNo) return refuseUnscheduled(ctx, viewer, draftNo);
  try {
    return await publishPost(ctx, viewer, postOf(row), { claim: claimOf(row) });
  } catch (error) {
    // The job took it a moment ago, or it was changed in another tab: the author looks again.
    if (error instanceof ClaimLost) throw errors.conflict(SCHEDULE_MSG.notScheduled, "NOT_SCHEDULED");
    throw error;
  }
}

interface ScheduledAuthor extends Author {
  userId: string;
  /** Still a member who may publish (not left, e-mail verified). */
  mayPublish: boolean;
}

async function authorOf(db: Executor, userNo: number): Promise<ScheduledAuthor | null> {
  const [row] = await db
    .select({
      userNo: users.userNo,
      userId: users.userId,
      joinChannel: users.joinChannel,
      deleteYn: users.deleteYn,
      emailCertYn: users.emailCertYn,
    })
    .from(users)
    .where(and(eq(users.userNo, userNo)))
    .limit(1);
  if (!row) return null;
  const joinChannel = (["A", "G", "P", "K"].includes(row.joinChannel) ? row.joinChannel : "A") as Author["joinChannel"];
  return { userNo: row.userNo, userId: row.userId, joinChannel, mayPublish: row.deleteYn !== "Y" && row.emailCertYn === "Y" };
}

const draftUrl = (draftNo: number) => `/upload?draft=${draftNo}`;

/**
 * Publishes one scheduled post if its time has come: exactly once (the claim), counted on the
 * day it goes out. When that day's upload count is already spent, it waits for the next day
 * (00:00 Asia/Seoul) and the author is told; when it no longer meets a publishing rule (a
 * check the text fails now, the author left), it goes back to being a draft and the author is
 * told why. Anything else (the database away) fails the job, which is retried, and the sweep
 * takes it next minute anyway.
 */
export async function publishDueDraft(ctx: AppContext, draftNo: number, now: Date = new Date()): Promise<DueOutcome> {
  // A lost claim means the draft changed under us (another run, an autosave): read it again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await scheduledDraft(ctx.db, draftNo);
    if (!row?.scheduledAt || row.scheduledAt.getTime() > now.getTime()) return "not-due";
    const author = await authorOf(ctx.db, row.userNo);
    if (!author?.mayPublish) {
      await withTransaction(ctx.db, (tx) => returnToDraft(tx, row));
      return "returned";
    }
    try {
      const post = await publishPost(ctx, author, postOf(row), {
        at: now,
        claim: claimOf(row),
        after: (tx, published) =>
          notify(ctx, tx, {
            type: "PUBLISH_DONE",
            recipientUserNo: author.userNo,
            eventKey: `SCHEDULED_DONE:${published.boardNo}`,
            title: say(NOTIFICATION_TITLES.scheduledPublished, "ko"),
            content: say(NOTIFICATION_CONTENTS.scheduledPublished, "ko", { subject: row.title }),
            url: `/d/${published.permaLink}`,
          }),
      });
      // The job is quiet (cache-changes.ts): it empties what the publish button's write empties.
      ctx.pageCache.invalidate([LISTS_TAG, memberTag(author.userId), postTag(post.boardNo)]);
      return "published";
    } catch (error) {
      if (error instanceof ClaimLost) continue;
      if (error instanceof AppError && error.errorId === "UPLOAD_QUOTA_EXCEEDED") return defer(ctx, row, now);
      if (error instanceof AppError && error.status < 500) return giveBack(ctx, row, error);
      throw error;
    }
  }
  return "not-due";
}

/** Today's uploads are spent: the post waits for the next Seoul day, and the author hears so. */
async function defer(ctx: AppContext, row: DraftRow, now: Date): Promise<DueOutcome> {
  const next = nextSeoulMidnight(now);
  return withTransaction(ctx.db, async (tx) => {
    if (!(await moveDraftSchedule(tx, row, next))) return "not-due";
    await sendAt(ctx, tx, row.draftNo, next);
    await notify(ctx, tx, {
      type: "PUBLISH_FAILED",
      recipientUserNo: row.userNo,
      eventKey: `SCHEDULED_DEFERRED:${row.draftNo}:${seoulDayKey(now)}`,
      title: say(NOTIFICATION_TITLES.scheduledDeferred, "ko"),
      content: say(NOTIFICATION_CONTENTS.scheduledDeferred, "ko", { subject: row.title }),
      url: draftUrl(row.draftNo),
    });
    return "deferred" as const;
  });
}

/** A publishing rule refused it: a plain draft again, nothing lost, and the author hears why. */
async function giveBack(ctx: AppContext, row: DraftRow, error: AppError): Promise<DueOutcome> {
  ctx.logger.info({ draftNo: row.draftNo, errorId: error.errorId }, "scheduled post returned to drafts");
  return withTransaction(ctx.db, async (tx) => {
    if (!(await returnToDraft(tx, row))) return "not-due";
    await notify(ctx, tx, {
      type: "PUBLISH_FAILED",
      recipientUserNo: row.userNo,
      eventKey: `SCHEDULED_RETURNED:${row.draftNo}:${row.scheduledAt?.toISOString()}`,
      title: say(NOTIFICATION_TITLES.scheduledReturned, "ko"),
      content: `「${row.title}」 ${error.message}`,
      url: draftUrl(row.draftNo),
    });
    return "returned" as const;
  });
}

/** The sweep: every scheduled post whose time has passed, whether or not its own job ever ran. */
export async function publishDuePosts(ctx: AppContext, now: Date = new Date()): Promise<Record<DueOutcome, number>> {
  const counts: Record<DueOutcome, number> = { published: 0, deferred: 0, returned: 0, "not-due": 0 };
  for (const draftNo of await dueDraftNumbers(ctx.db, now, SWEEP_BATCH)) counts[await publishDueDraft(ctx, draftNo, now)]++;
  return counts;
}
